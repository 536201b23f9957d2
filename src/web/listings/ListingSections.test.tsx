import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../rules/profiles';
import { ListingSections } from './ListingSections';

const profile = getProfile('amazon-2025');
const guideIn = (name: string) => within(screen.getByRole('region', { name })).getAllByTestId('character-guide');

function renderListing(overrides: Partial<{ title: string; bullets: string[]; description: string; backend: string }>, backendUnit: 'bytes' | 'chars' = 'bytes') {
  const content = { title: 'A title', bullets: ['b'.repeat(300)], description: 'Words', backend: 'terms', ...overrides };
  return render(<ListingSections content={content} profile={profile} backendUnit={backendUnit} />);
}

describe('character guides (SPEC §5)', () => {
  it('turns the title red over 200', () => {
    renderListing({ title: 't'.repeat(201) });
    expect(guideIn('Title')[0]).toHaveAttribute('data-state', 'red');
    expect(guideIn('Title')[0]).toHaveTextContent('201 / 200');
  });

  it('shows bullets as n / 500: red under 250 or over 500, yellow from 451 to 500', () => {
    renderListing({ bullets: ['x'.repeat(249), 'x'.repeat(300), 'x'.repeat(451), 'x'.repeat(500), 'x'.repeat(501)] });
    const states = guideIn('Bullet points').map((g) => g.getAttribute('data-state'));
    expect(states).toEqual(['red', 'ok', 'yellow', 'yellow', 'red']);
    expect(guideIn('Bullet points')[1]).toHaveTextContent('300 / 500');
  });

  it('turns the description red over 2000', () => {
    renderListing({ description: 'd'.repeat(2001) });
    expect(guideIn('Description')[0]).toHaveAttribute('data-state', 'red');
  });

  it('counts search terms in bytes in the output and in characters on the dashboard', () => {
    const backend = 'é'.repeat(130); // 130 characters, 260 bytes
    const { unmount } = renderListing({ backend }, 'bytes');
    expect(guideIn('Backend search terms')[0]).toHaveTextContent('260 / 249 bytes');
    expect(guideIn('Backend search terms')[0]).toHaveAttribute('data-state', 'red');
    unmount();
    renderListing({ backend }, 'chars');
    expect(guideIn('Backend search terms')[0]).toHaveTextContent('130 / 249');
    expect(guideIn('Backend search terms')[0]).toHaveAttribute('data-state', 'ok');
  });

  it('names empty results (SPEC §8)', () => {
    renderListing({ title: '', bullets: [], backend: '' });
    expect(screen.getByText('No titles generated')).toBeInTheDocument();
    expect(screen.getByText('No bullet points generated')).toBeInTheDocument();
    expect(screen.getByText('No keywords generated')).toBeInTheDocument();
  });
});
