import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '../accounts/session-store';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { json, mockFetch } from '../testing/mock-fetch';
import { ANALYZE_HINT } from './analyze-rule';
import { flowStore } from './flow-store';
import OptimizerPage from './OptimizerPage';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/optimizer']}>
      <OptimizerPage />
    </MemoryRouter>,
  );
}

function fillForm() {
  const details = screen.getByRole('region', { name: 'Product details' });
  const set = (label: RegExp, value: string) => fireEvent.change(within(details).getByRole('textbox', { name: label }), { target: { value } });
  set(/^Current title/, INPUT.title);
  INPUT.bulletPoints.forEach((bullet, i) => set(new RegExp(`^Bullet point ${i + 1}`), bullet));
  set(/^Main keyword/, INPUT.titleMainKeyword);
  set(/^Secondary keywords/, INPUT.titleSecondaryKeywords);
  set(/^Bullet keywords/, INPUT.bulletKeywords);
}

beforeEach(() => {
  localStorage.clear();
  act(() => markSignedIn({ id: `user-${Math.random()}`, email: 'ada@example.com', name: 'Ada' }));
  Element.prototype.scrollIntoView = vi.fn();
  mockFetch({
    'POST /api/extract-insights': () => json(INSIGHTS),
    'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
    'POST /api/generate': () => json(RESULT),
    'GET /api/config': () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' }),
  });
});

afterEach(() => {
  act(() => flowStore.reset());
  vi.unstubAllGlobals();
});

describe('the optimizer page', () => {
  it('enables Analyze only under the SPEC rule, with the hint otherwise', () => {
    renderPage();
    const analyze = screen.getByTestId('analyze');
    expect(analyze).toBeDisabled();
    expect(screen.getByText(ANALYZE_HINT)).toBeInTheDocument();
    fillForm();
    expect(analyze).toBeEnabled();
    expect(screen.queryByText(ANALYZE_HINT)).not.toBeInTheDocument();
  });

  it('adds and removes the optional 6th bullet', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add a 6th bullet point' }));
    expect(screen.getByRole('textbox', { name: /^Bullet point 6/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a 6th bullet point' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bullet point 6' }));
    expect(screen.queryByRole('textbox', { name: /^Bullet point 6/ })).not.toBeInTheDocument();
  });

  it('after analysis the button reads Insights Extracted & Prompts Ready and stays disabled, even when inputs change', async () => {
    renderPage();
    fillForm();
    await userEvent.click(screen.getByTestId('analyze'));
    const analyze = await screen.findByRole('button', { name: /Insights Extracted & Prompts Ready/ });
    expect(analyze).toBeDisabled();
    expect(await screen.findByText('Buyer persona')).toBeInTheDocument();
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Current title/ }), { target: { value: 'Something else' } });
    expect(screen.getByRole('button', { name: /Insights Extracted & Prompts Ready/ })).toBeDisabled();

    const toggle = screen.getByRole('button', { name: /^Prompts/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const titlePrompt = screen.getByRole('textbox', { name: 'Title prompt' }) as HTMLTextAreaElement;
    expect(titlePrompt.value).toContain('Main keyword (must appear, as early as possible): insulated water bottle');
    expect(titlePrompt.value).not.toMatch(/\{\{\w+\}\}/);
  });

  it('generates and shows the output with the audit and keyword coverage', async () => {
    renderPage();
    fillForm();
    await userEvent.click(screen.getByTestId('analyze'));
    await userEvent.click(await screen.findByTestId('generate'));
    const output = await screen.findByTestId('output-panel');
    expect(within(output).getByText(RESULT.stage_3_optimization.optimized_titles[0]!)).toBeInTheDocument();
    expect(within(output).getByTestId('audit-panel')).toBeInTheDocument();
    expect(within(output).getByTestId('coverage-table')).toHaveTextContent('insulated water bottle');
    expect(screen.getByRole('button', { name: 'Generate Again' })).toBeEnabled();
  });
});
