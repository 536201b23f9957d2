import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '../accounts/session';
import { ANALYSIS, DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { json, mockApi } from '../testing/api-routes';
import { ANALYZE_HINT } from './analyze-rule';
import { flowStore } from './flow-store';
import OptimizerPage, { CHANGED_NOTICE } from './OptimizerPage';
import { renderWithApp } from '../testing/render';

// The page loads its result panels and the prompt templates on demand. In a test the first such
// import compiles them, which under load took longer than a findBy waits (1.9 s once): they are
// loaded up front, so each wait measures the page, not the compiler.
beforeAll(() => Promise.all([import('./InsightsPanel'), import('./OutputPanel'), import('../../writer/prompts/templates')]));

function renderPage() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/optimizer']}>
      <OptimizerPage />
    </MemoryRouter>,
  );
}

async function fillForm() {
  // The form shows once the server's draft has been read (an empty one here).
  await screen.findByRole('textbox', { name: /^Current title/ });
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
  mockApi({
    'POST /api/extract-insights': () => json(ANALYSIS),
    'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
    'POST /api/generate': () => json(RESULT),
    'GET /api/config': () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' }),
    'GET /api/optimizer/draft': () => json({ form: null, analysis: null, listing: null, updated_at: null }),
    'PUT /api/optimizer/draft': () => json({ updated_at: new Date().toISOString() }),
    'DELETE /api/optimizer/draft': () => json({ cleared: true }),
  });
});

// No reset here: "start over" would send a DELETE after the test, into the next one's server.
// test/support/jsdom-setup.ts closes the flow store instead, which sends nothing.
afterEach(() => vi.unstubAllGlobals());

describe('the optimizer page', () => {
  it('enables Analyze only under the SPEC rule, with the hint otherwise', async () => {
    renderPage();
    const analyze = screen.getByTestId('analyze');
    expect(analyze).toBeDisabled();
    expect(screen.getByText(ANALYZE_HINT)).toBeInTheDocument();
    await fillForm();
    expect(analyze).toBeEnabled();
    expect(screen.queryByText(ANALYZE_HINT)).not.toBeInTheDocument();
  });

  it('adds and removes the optional 6th bullet', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: /^Current title/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add a 6th bullet point' }));
    expect(screen.getByRole('textbox', { name: /^Bullet point 6/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a 6th bullet point' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bullet point 6' }));
    expect(screen.queryByRole('textbox', { name: /^Bullet point 6/ })).not.toBeInTheDocument();
  });

  it('after analysis the button reads Insights Extracted & Prompts Ready and stays disabled, even when inputs change', async () => {
    renderPage();
    await fillForm();
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
    await fillForm();
    await userEvent.click(screen.getByTestId('analyze'));
    await userEvent.click(await screen.findByTestId('generate'));
    const output = await screen.findByTestId('output-panel');
    expect(within(output).getByText(RESULT.stage_3_optimization.optimized_titles[0]!)).toBeInTheDocument();
    expect(within(output).getByTestId('audit-panel')).toBeInTheDocument();
    expect(within(output).getByTestId('coverage-table')).toHaveTextContent('insulated water bottle');
    expect(screen.getByRole('button', { name: 'Generate Again' })).toBeEnabled();
  });

  it('a listing that arrives after the seller left the page is there when they come back', async () => {
    let answer!: (response: Response) => void;
    const page = renderPage();
    await fillForm();
    await userEvent.click(screen.getByTestId('analyze'));
    const analysisId = flowStore.get().analysisId;
    mockApi({
      // The server links the generated listing to the draft, so a new visit reads it back.
      'GET /api/optimizer/draft': () =>
        json({
          form: null,
          analysis: { analysis_id: analysisId, input: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US', created_at: '2026-11-22T10:00:00Z' },
          listing: { listing_id: RESULT.listing_id, stage_3_optimization: RESULT.stage_3_optimization, profile: 'amazon-2025', marketplace: 'US', engine: 'builtin', created_at: '2026-11-22T10:01:00Z' },
          updated_at: '2026-11-22T10:01:00Z',
        }),
      'PUT /api/optimizer/draft': () => json({ updated_at: new Date().toISOString() }),
      'DELETE /api/optimizer/draft': () => json({ cleared: true }),
      'POST /api/generate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByTestId('generate'));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    page.unmount(); // to the dashboard, mid-generation
    answer(json(RESULT));
    await vi.waitFor(() => expect(flowStore.get().step).toBe('generated'));
    renderPage();
    const output = await screen.findByTestId('output-panel');
    expect(within(output).getByText(RESULT.stage_3_optimization.optimized_titles[0]!)).toBeInTheDocument();
  });

  it('after a reload, shows the paid analysis again and generates from it without analysing twice', async () => {
    const analysisId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
    const { calls } = mockApi({
      'GET /api/optimizer/draft': () =>
        json({
          form: { input: INPUT, profileId: 'amazon-2025', marketplace: 'US', prompts: DEFAULT_PROMPTS, promptsAnalysisId: analysisId, savedAt: '2026-11-22T10:00:00.000Z' },
          analysis: { analysis_id: analysisId, input: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US', created_at: '2026-11-22T10:00:00Z' },
          listing: null,
          updated_at: '2026-11-22T10:00:00Z',
        }),
      'PUT /api/optimizer/draft': () => json({ updated_at: new Date().toISOString() }),
      'DELETE /api/optimizer/draft': () => json({ cleared: true }),
      'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
      'POST /api/generate': () => json(RESULT),
      'GET /api/config': () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /Insights Extracted & Prompts Ready/ })).toBeDisabled();
    expect(await screen.findByText('Buyer persona')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Current title/ })).toHaveValue(INPUT.title);
    await userEvent.click(screen.getByTestId('generate'));
    await screen.findByTestId('output-panel');
    expect(calls.filter((c) => c.url === '/api/extract-insights')).toHaveLength(0);
    expect(calls.find((c) => c.url === '/api/generate')!.body).toMatchObject({ analysis_id: analysisId });
  });

  it('says when the title or bullets changed since the analysis, and offers to analyse again or undo', async () => {
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByTestId('analyze'));
    const generate = await screen.findByTestId('generate');
    expect(generate).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Bullet point 2/ }), { target: { value: 'Comes with a matching cup' } });
    expect(screen.getByTestId('changed-since-analysis')).toHaveTextContent(CHANGED_NOTICE);
    expect(generate).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect(screen.getByRole('textbox', { name: /^Bullet point 2/ })).toHaveValue(INPUT.bulletPoints[1]);
    expect(screen.queryByTestId('changed-since-analysis')).not.toBeInTheDocument();
    expect(generate).toBeEnabled();
  });
});
