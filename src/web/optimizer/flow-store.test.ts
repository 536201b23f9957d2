import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { json, mockFetch, sseResponse } from '../testing/mock-fetch';
import { CREDITS_MESSAGE } from '../api/errors';
import { createFlowStore, INSIGHTS_FALLBACK, NO_OPTIMIZATION, NO_OUTPUT } from './flow-store';

const insightsOk = () => json(INSIGHTS);
const defaultsOk = () => json(DEFAULT_PROMPTS);

function ready() {
  const store = createFlowStore();
  store.bindOwner('user-1');
  store.setInput(INPUT);
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the optimizer flow (SPEC §4)', () => {
  it('analyzes, then fills every placeholder of the prompts from the input and the insights', async () => {
    const { calls } = mockFetch({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk });
    const store = ready();
    await store.analyze();
    const state = store.get();
    expect(state.step).toBe('analyzed');
    expect(state.insights).toEqual(INSIGHTS);
    for (const prompt of Object.values(state.prompts!)) expect(prompt).not.toMatch(/\{\{\w+\}\}/);
    expect(state.prompts!.titlePrompt).toContain('insulated water bottle');
    expect(state.prompts!.titlePrompt).toContain('Trailmate Water Bottle');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { userInput: INPUT } });
    expect(calls[1]!.url).toContain('profile=amazon-2025');
  });

  it('keeps the flow when the inputs change afterwards, and does not analyze twice', async () => {
    const { calls } = mockFetch({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk });
    const store = ready();
    await store.analyze();
    store.setInput({ ...INPUT, title: 'Changed' });
    expect(store.get()).toMatchObject({ step: 'analyzed', insights: INSIGHTS });
    await store.analyze();
    expect(calls.filter((c) => c.url === '/api/extract-insights')).toHaveLength(1);
  });

  it('uses the shared default templates when the defaults endpoint is unavailable', async () => {
    mockFetch({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': () => json({ message: 'nope' }, 404) });
    const store = ready();
    await store.analyze();
    expect(store.get().prompts!.bulletPrompt).toContain('Trailmate Water Bottle');
  });

  it('maps a credit refusal to the SPEC message with Contact Us, and lets the seller retry', async () => {
    mockFetch({ 'POST /api/extract-insights': () => json({ message: 'Insufficient credits: 0 remaining', code: 'USAGE_LIMIT_REACHED' }, 402) });
    const store = ready();
    await store.analyze();
    expect(store.get()).toMatchObject({ step: 'start', insights: null, error: { message: CREDITS_MESSAGE, credits: true } });
  });

  it('falls back to the insight-extraction message when the error has none', async () => {
    mockFetch({ 'POST /api/extract-insights': () => json({}, 500) });
    const store = ready();
    await store.analyze();
    expect(store.get().error!.message).toBe('API request failed with status 500');
    mockFetch({ 'POST /api/extract-insights': () => json(null) });
    await store.analyze();
    expect(store.get().error!.message).toBe(INSIGHTS_FALLBACK);
  });

  it('streams the generation, showing progress, then the output', async () => {
    const progress: string[][] = [];
    mockFetch({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': ({ init }) => {
        expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');
        return sseResponse([
          { event: 'progress', data: { section: 'title', completed: ['title'] } },
          { event: 'progress', data: { section: 'bullets', completed: ['title', 'bullets'] } },
          { event: 'result', data: RESULT },
        ]);
      },
    });
    const store = ready();
    await store.analyze();
    const unsubscribe = store.subscribe(() => progress.push(store.get().progress));
    await store.generate();
    unsubscribe();
    expect(progress).toContainEqual(['title', 'bullets']);
    expect(store.get()).toMatchObject({ step: 'generated', result: RESULT });
    expect(store.get().content).toEqual({
      title: RESULT.stage_3_optimization.optimized_titles[0],
      bullets: RESULT.stage_3_optimization.optimized_bullet_points,
      description: RESULT.stage_3_optimization.product_description,
      backend: RESULT.stage_3_optimization.backend_search_terms,
    });
  });

  it('sends the edited prompts, the current input and the chosen profile to generate', async () => {
    const { calls } = mockFetch({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => json(RESULT),
    });
    const store = ready();
    await store.analyze();
    store.setPrompts({ ...store.get().prompts!, titlePrompt: 'My own title prompt' });
    await store.generate();
    const body = calls.find((c) => c.url === '/api/generate')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ userInput: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US' });
    expect((body.prompts as Record<string, string>).titlePrompt).toBe('My own title prompt');
  });

  it('reports missing output and missing optimization data (SPEC §8)', async () => {
    mockFetch({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => sseResponse([{ event: 'progress', data: { completed: [] } }]),
    });
    const store = ready();
    await store.analyze();
    await store.generate();
    expect(store.get().error!.message).toBe(NO_OUTPUT);

    mockFetch({ 'POST /api/generate': () => json({ listing_id: 'x' }) });
    await store.generate();
    expect(store.get().error).toMatchObject({ message: NO_OPTIMIZATION, raw: expect.stringContaining('"listing_id": "x"') });
    expect(store.get().content).toBeNull();
  });

  it('maps an error event in the stream', async () => {
    mockFetch({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => sseResponse([{ event: 'error', data: { message: 'The AI provider timed out.', code: 'UPSTREAM_TIMEOUT' } }]),
    });
    const store = ready();
    await store.analyze();
    await store.generate();
    expect(store.get()).toMatchObject({ step: 'analyzed', error: { message: 'The AI provider timed out.', credits: false } });
  });

  it('saves edits locally and to the server, and says when the sync failed', async () => {
    const { calls } = mockFetch({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => json(RESULT),
      'PUT /api/listings/listing-1': () => json({}),
    });
    const store = ready();
    await store.analyze();
    await store.generate();
    const edited = { ...store.get().content!, title: 'Edited title' };
    await expect(store.saveContent(edited)).resolves.toBe(true);
    expect(calls.at(-1)!.body).toMatchObject({ generated_title: `Edited title | ${RESULT.stage_3_optimization.optimized_titles[1]}` });
    expect(JSON.parse(localStorage.getItem('listcraft:optimizer:user-1')!).content.title).toBe('Edited title');

    mockFetch({ 'PUT /api/listings/listing-1': () => json({ message: 'boom' }, 500) });
    await expect(store.saveContent({ ...edited, title: 'Again' })).resolves.toBe(false);
    expect(store.get().syncError).toBe('Changes saved locally but failed to sync: Failed to update listing: 500');
    expect(store.get().content!.title).toBe('Again');

    // A reload (a new store for the same seller) finds the saved listing.
    const reloaded = createFlowStore();
    reloaded.bindOwner('user-1');
    expect(reloaded.get()).toMatchObject({ step: 'generated', content: { title: 'Again' } });
    const stranger = createFlowStore();
    stranger.bindOwner('user-2');
    expect(stranger.get().content).toBeNull();
  });
});
