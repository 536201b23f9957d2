import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COVERAGE_AFTER, COVERAGE_BEFORE } from '../testing/keyword-bank-fixtures';
import { BankCoverageTable, placedVolume } from './BankCoverageTable';
import { MarkedText } from '../listings/MarkedText';

const coverage = { before: COVERAGE_BEFORE, after: COVERAGE_AFTER };
const rowOf = (phrase: string) => screen.getByRole('button', { name: phrase }).closest('tr')!;
const cells = (phrase: string) => within(rowOf(phrase)).getAllByRole('cell').map((cell) => cell.textContent);

describe('BankCoverageTable', () => {
  it('shows the score before and after, the volume shares and the volume gained', () => {
    render(<BankCoverageTable coverage={coverage} onSelect={() => {}} />);
    expect(screen.getByTestId('bank-score')).toHaveTextContent('Coverage score4182.4');
    expect(screen.getByTestId('bank-title-share')).toHaveTextContent('Volume in the title20%71%');
    expect(screen.getByTestId('bank-overall-share')).toHaveTextContent('Volume anywhere45%93%');
    // Placed non-excluded volume: 48,200 before; 48,200 + 12,400 + 3,100 after.
    expect(placedVolume(COVERAGE_BEFORE)).toBe(48_200);
    expect(placedVolume(COVERAGE_AFTER)).toBe(63_700);
    expect(screen.getByTestId('bank-volume-gained')).toHaveTextContent('+15,500searches / month');
  });

  it('counts each search once and only exact or variant placements in the volume gained (issue 25)', () => {
    type Placements = (typeof COVERAGE_AFTER)['keywords'][number]['placements'];
    const none: Placements = { title: null, bullets: null, description: null, backend: null };
    const row = (phrase: string, volume: number, placements: Partial<Placements>, priority: 'normal' | 'must-have' = 'normal') => ({ phrase, volume, priority, placements: { ...none, ...placements } });
    const before = { ...COVERAGE_BEFORE, keywords: [row('spot the difference book', 10_000, {}), row('spot the difference book for kids', 3_000, {}), row('puzzle book', 5_000, {}), row('hidden pictures', 2_000, {}, 'must-have')] };
    const after = {
      ...COVERAGE_AFTER,
      keywords: [
        row('spot the difference book', 10_000, { title: 'exact' }),
        row('spot the difference book for kids', 3_000, { bullets: 'exact' }), // the same searches, longer
        row('puzzle book', 5_000, { backend: 'partial' }), // words spread across fields: not placed
        row('hidden pictures', 2_000, { backend: 'partial' }, 'must-have'),
      ],
    };
    expect(placedVolume(after)).toBe(10_000);
    render(<BankCoverageTable coverage={{ before, after }} onSelect={() => {}} />);
    expect(screen.getByTestId('bank-volume-gained')).toHaveTextContent('+10,000searches / month');
    expect(screen.getByText(/must-have keyword is missing/)).toHaveTextContent('“hidden pictures”');
  });

  it('lists the keywords by volume with their priority and T/B/D/S placements', () => {
    render(<BankCoverageTable coverage={coverage} onSelect={() => {}} />);
    const table = screen.getByTestId('bank-coverage-table');
    expect(within(table).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'hydro flask',
      'insulated water bottle',
      'stainless steel water bottle',
      'leak proof bottle',
      'bottle for kids',
    ]);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Keyword', 'Volume', 'Priority', 'TTitle', 'BBullets', 'DDescription', 'SSearch terms']);
    expect(cells('insulated water bottle')).toEqual(['48,200', 'Must-have', '✓Title: exact', '~Bullets: variant', '✓Description: exact', '–Search terms: not here']);
    expect(cells('stainless steel water bottle')).toEqual(['12,400', 'Normal', '◐Title: partial', '✓Bullets: exact', '–Description: not here', '–Search terms: not here']);
    expect(cells('bottle for kids')).toEqual(['—', 'Normal', 'Not included']);
    expect(within(rowOf('leak proof bottle')).getByText('Did not read naturally in the bullets, so it went to the search terms')).toBeInTheDocument();
  });

  it('shows an excluded keyword that leaked into the listing as an error', () => {
    render(<BankCoverageTable coverage={coverage} onSelect={() => {}} />);
    expect(rowOf('hydro flask')).toHaveAttribute('data-state', 'leaked');
    expect(within(rowOf('hydro flask')).getByText('Excluded, but found in the description')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An excluded keyword appears in the listing: “hydro flask” (description). Remove it before publishing.');
  });

  it('says when a must-have keyword is missing', () => {
    const after = {
      ...COVERAGE_AFTER,
      keywords: COVERAGE_AFTER.keywords.map((k) => (k.phrase === 'insulated water bottle' ? { ...k, placements: { title: null, bullets: null, description: null, backend: null } } : k)),
    };
    render(<BankCoverageTable coverage={{ before: COVERAGE_BEFORE, after }} onSelect={() => {}} />);
    expect(screen.getByText('A must-have keyword is missing: “insulated water bottle”.')).toBeInTheDocument();
    expect(cells('insulated water bottle')).toEqual(['48,200', 'Must-have', 'Not included']);
  });

  it('calls onSelect with the clicked keyword, and the output highlights it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    function Page() {
      const [selected, setSelected] = useState<string | null>(null);
      return (
        <>
          <BankCoverageTable
            coverage={coverage}
            selected={selected}
            onSelect={(phrase) => {
              onSelect(phrase);
              setSelected(phrase);
            }}
          />
          <MarkedText testId="title" text="Trailmate Insulated Water Bottles 32 oz, Stainless Steel Water Bottle" phrase={selected} />
        </>
      );
    }
    render(<Page />);
    expect(screen.getByTestId('title').querySelectorAll('mark')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'insulated water bottle' }));
    expect(onSelect).toHaveBeenCalledWith('insulated water bottle');
    expect(screen.getByRole('button', { name: 'insulated water bottle' })).toHaveAttribute('aria-pressed', 'true');
    expect([...screen.getByTestId('title').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Insulated Water Bottles']);

    await user.click(screen.getByRole('button', { name: 'stainless steel water bottle' }));
    expect(onSelect).toHaveBeenLastCalledWith('stainless steel water bottle');
    expect(screen.getByRole('button', { name: 'insulated water bottle' })).toHaveAttribute('aria-pressed', 'false');
    expect([...screen.getByTestId('title').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Stainless Steel Water Bottle']);
    expect(screen.getByTestId('title')).toHaveTextContent('Trailmate Insulated Water Bottles 32 oz, Stainless Steel Water Bottle');
  });
});

describe('MarkedText', () => {
  it('marks the keyword over the audit findings, keeping both', () => {
    const text = 'Best insulated water bottles ever';
    const findings = [{ rule: 'text.unproven-claim' as const, severity: 'warning' as const, field: 'title' as const, start: 0, end: 14, message: 'Unproven claim' }];
    render(<MarkedText testId="out" text={text} phrase="water bottle" findings={findings} />);
    const out = screen.getByTestId('out');
    expect(out).toHaveTextContent(text);
    const marks = [...out.querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('data-keyword'), m.getAttribute('data-severity')]);
    expect(marks).toEqual([
      ['Best insulated', null, 'warning'],
      ['water bottles', 'water bottle', null],
    ]);
  });

  it('splits a finding where the keyword starts inside it', () => {
    const findings = [{ rule: 'text.unproven-claim' as const, severity: 'error' as const, field: 'title' as const, start: 0, end: 15, message: 'x' }];
    render(<MarkedText testId="out" text="steel bottle for you" phrase="bottle" findings={findings} />);
    const marks = [...screen.getByTestId('out').querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('data-keyword'), m.getAttribute('data-severity')]);
    expect(marks).toEqual([
      ['steel ', null, 'error'],
      ['bottle', 'bottle', 'error'],
      [' fo', null, 'error'],
    ]);
  });
});
