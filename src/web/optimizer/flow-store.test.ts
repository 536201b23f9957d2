import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT, savedListing } from '../testing/fixtures';
import { analyse, generate } from '../testing/optimizer-flow';
import { json, mockApi, sseResponse } from '../testing/api-routes';
import { CREDITS_MESSAGE } from '../api/errors';
import { createDraftPersistence } from './draft-persistence';
import { changedSinceAnalysis, createFlowStore, INSIGHTS_FALLBACK, NO_OPTIMIZATION, NO_OUTPUT, type FlowStore } from './flow-store';

const ANALYSIS_ID = '5b3c1a8e-2f4d-4c5e-9a6b-7c8d9e0f1a2b';
const insightsOk = () => json({ ...INSIGHTS, analysis_id: ANALYSIS_ID });
const defaultsOk = () => json(DEFAULT_PROMPTS);
const draftOk = () => json({ updated_at: new Date().toISOString() });

/** The stores a test made: closed after it, so no save on a timer or retry reaches a later test. */
const stores: FlowStore[] = [];
function storeWithSyncDelay(delayMs: number) {
  const store = createFlowStore(createDraftPersistence({ delayMs }));
  stores.push(store);
  return store;
}

/** A store whose draft sync waits far longer than any test, unless a test asks for it. */
const quietStore = () => storeWithSyncDelay(60_000);

function ready() {
  const store = quietStore();
  store.bindOwner('user-1');
  store.setInput(INPUT);
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  vi.unstubAllGlobals();
});

describe('the optimizer flow (SPEC §4)', () => {
  it('analyzes, then fills every placeholder of the prompts from the input and the insights', async () => {
    const { calls } = mockApi({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk });
    const store = ready();
    await analyse(store);
    const state = store.get();
    expect(state.step).toBe('analyzed');
    expect(state.insights).toEqual(INSIGHTS);
    expect(state).toMatchObject({ analysisId: ANALYSIS_ID, analysedInput: INPUT });
    for (const prompt of Object.values(state.prompts!)) expect(prompt).not.toMatch(/\{\{\w+\}\}/);
    expect(state.prompts!.titlePrompt).toContain('insulated water bottle');
    expect(state.prompts!.titlePrompt).toContain('Trailmate Water Bottle');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { userInput: INPUT, profile: 'amazon-2025', marketplace: 'US' } });
    expect(calls[1]!.url).toContain('profile=amazon-2025');
  });

  it('keeps the flow when the inputs change afterwards, and does not analyze twice', async () => {
    const { calls } = mockApi({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk });
    const store = ready();
    await analyse(store);
    // Keywords, case and punctuation may change: it is still the product that was analysed.
    store.setInput({ ...INPUT, title: `${INPUT.title.toUpperCase()}!`, bulletKeywords: 'bpa free, gift' });
    expect(store.get()).toMatchObject({ step: 'analyzed', insights: INSIGHTS });
    expect(changedSinceAnalysis(store.get())).toBe(false);
    await analyse(store);
    expect(calls.filter((c) => c.url === '/api/extract-insights')).toHaveLength(1);
  });

  it('a changed title or bullet blocks generation until the seller analyses again or undoes it', async () => {
    const { calls } = mockApi({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk, 'POST /api/generate': () => json(RESULT) });
    const store = ready();
    await analyse(store);
    store.setInput({ ...INPUT, title: 'A different product entirely', bulletKeywords: 'gift' });
    expect(changedSinceAnalysis(store.get())).toBe(true);
    await generate(store);
    expect(calls.filter((c) => c.url === '/api/generate')).toHaveLength(0);

    store.undoChanges();
    expect(store.get().input).toMatchObject({ title: INPUT.title, bulletPoints: INPUT.bulletPoints, bulletKeywords: 'gift' });
    expect(changedSinceAnalysis(store.get())).toBe(false);

    store.setInput({ ...store.get().input, title: 'A different product entirely' });
    await analyse(store);
    expect(calls.filter((c) => c.url === '/api/extract-insights')).toHaveLength(2);
    expect(store.get()).toMatchObject({ step: 'analyzed', analysedInput: { title: 'A different product entirely' } });
  });

  it('uses the shared default templates when the defaults endpoint is unavailable', async () => {
    mockApi({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': () => json({ message: 'nope' }, 404) });
    const store = ready();
    await analyse(store);
    expect(store.get().prompts!.bulletPrompt).toContain('Trailmate Water Bottle');
  });

  it('maps a credit refusal to the SPEC message with Contact Us, and lets the seller retry', async () => {
    mockApi({ 'POST /api/extract-insights': () => json({ message: 'Insufficient credits: 0 remaining', code: 'USAGE_LIMIT_REACHED' }, 402) });
    const store = ready();
    await analyse(store);
    expect(store.get()).toMatchObject({ step: 'start', insights: null, error: { message: CREDITS_MESSAGE, credits: true } });
  });

  it('falls back to the insight-extraction message when the error has none', async () => {
    mockApi({ 'POST /api/extract-insights': () => json({}, 500) });
    const store = ready();
    await analyse(store);
    expect(store.get().error!.message).toBe('API request failed with status 500');
    mockApi({ 'POST /api/extract-insights': () => json(null) });
    await analyse(store);
    expect(store.get().error!.message).toBe(INSIGHTS_FALLBACK);
  });

  it('streams the generation, showing progress, then the output', async () => {
    const progress: string[][] = [];
    mockApi({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': ({ request }) => {
        expect(request.headers.get('Accept')).toBe('text/event-stream');
        return sseResponse([
          { event: 'progress', data: { section: 'title', completed: ['title'], total: 4 } },
          { event: 'progress', data: { section: 'bullets', completed: ['title', 'bullets'], total: 4 } },
          { event: 'result', data: RESULT },
        ]);
      },
    });
    const store = ready();
    await analyse(store);
    const unsubscribe = store.subscribe(() => progress.push(store.get().progress));
    await generate(store);
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
    const { calls } = mockApi({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => json(RESULT),
    });
    const store = ready();
    await analyse(store);
    store.setPrompts({ ...store.get().prompts!, titlePrompt: 'My own title prompt' });
    await generate(store);
    const body = calls.find((c) => c.url === '/api/generate')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ analysis_id: ANALYSIS_ID, userInput: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US' });
    expect((body.prompts as Record<string, string>).titlePrompt).toBe('My own title prompt');
  });

  it('reports missing output and missing optimization data (SPEC §8)', async () => {
    mockApi({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => sseResponse([{ event: 'progress', data: { section: null, completed: [], total: 4 } }]),
    });
    const store = ready();
    await analyse(store);
    await generate(store);
    expect(store.get().error!.message).toBe(NO_OUTPUT);

    mockApi({ 'POST /api/generate': () => json({ listing_id: 'x' }) });
    await generate(store);
    expect(store.get().error).toMatchObject({ message: NO_OPTIMIZATION, raw: expect.stringContaining('"listing_id": "x"') });
    expect(store.get().content).toBeNull();
  });

  it('maps an error event in the stream', async () => {
    mockApi({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => sseResponse([{ event: 'error', data: { message: 'The AI provider timed out.', code: 'UPSTREAM_TIMEOUT' } }]),
    });
    const store = ready();
    await analyse(store);
    await generate(store);
    expect(store.get()).toMatchObject({ step: 'analyzed', error: { message: 'The AI provider timed out.', credits: false } });
  });

  it('saves edits locally and to the server, and says when the sync failed', async () => {
    const { calls } = mockApi({
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'POST /api/generate': () => json(RESULT),
      'PUT /api/listings/listing-1': () => json(savedListing({ id: 'listing-1' })),
    });
    const store = ready();
    await analyse(store);
    await generate(store);
    const edited = { ...store.get().content!, title: 'Edited title' };
    await expect(store.saveContent(edited)).resolves.toBe(true);
    expect(calls.find((c) => c.url === '/api/listings/listing-1')!.body).toMatchObject({
      generated_title: `Edited title | ${RESULT.stage_3_optimization.optimized_titles[1]}`,
    });
    expect(JSON.parse(localStorage.getItem('listcraft:optimizer:user-1')!).snapshot.content.title).toBe('Edited title');

    mockApi({ 'PUT /api/listings/listing-1': () => json({ message: 'boom' }, 500) });
    await expect(store.saveContent({ ...edited, title: 'Again' })).resolves.toBe(false);
    expect(store.get().syncError).toBe('Changes saved locally but failed to sync: Failed to update listing: 500');
    expect(store.get().content!.title).toBe('Again');

    // A reload (a new store for the same seller) finds the saved listing.
    const reloaded = quietStore();
    reloaded.bindOwner('user-1');
    expect(reloaded.get()).toMatchObject({ step: 'generated', content: { title: 'Again' }, analysisId: ANALYSIS_ID });
    const stranger = quietStore();
    stranger.bindOwner('user-2');
    expect(stranger.get().content).toBeNull();
  });
});

describe('the persisted draft (issue 11)', () => {
  it('sends the form to the server shortly after a change, with the analysis its prompts belong to', async () => {
    const { calls } = mockApi({ 'POST /api/extract-insights': insightsOk, 'GET /api/prompts/defaults': defaultsOk, 'PUT /api/optimizer/draft': draftOk });
    const store = storeWithSyncDelay(10);
    store.bindOwner('user-sync');
    store.setInput(INPUT);
    await analyse(store);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/optimizer/draft').at(-1)?.body).toMatchObject({ form: { promptsAnalysisId: ANALYSIS_ID } }));
    const put = calls.filter((c) => c.url === '/api/optimizer/draft').at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', body: { form: { input: INPUT, profileId: 'amazon-2025', marketplace: 'US' } } });
    expect((put.body as { form: { prompts: unknown } }).form.prompts).toEqual(store.get().prompts);
  });

  it('restores the analysis, its prompts and its listing on another device, without analysing again', async () => {
    const { calls } = mockApi({
      'GET /api/optimizer/draft': () =>
        json({
          form: null,
          analysis: { analysis_id: ANALYSIS_ID, input: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US', created_at: '2026-11-22T10:00:00Z' },
          listing: { listing_id: 'listing-9', stage_3_optimization: RESULT.stage_3_optimization, profile: 'amazon-2025', marketplace: 'US', engine: 'builtin', created_at: '2026-11-22T10:01:00Z' },
          updated_at: '2026-11-22T10:01:00Z',
        }),
      'GET /api/prompts/defaults': defaultsOk,
      'PUT /api/optimizer/draft': draftOk,
    });
    const store = quietStore();
    store.bindOwner('user-elsewhere');
    expect(store.get()).toMatchObject({ restoring: true, step: 'start' });
    await store.restore();
    await vi.waitFor(() => expect(store.get().prompts).not.toBeNull());
    expect(store.get()).toMatchObject({
      restoring: false,
      step: 'generated',
      input: INPUT,
      insights: INSIGHTS,
      analysisId: ANALYSIS_ID,
      result: { listing_id: 'listing-9' },
      content: { title: RESULT.stage_3_optimization.optimized_titles[0] },
    });
    expect(store.get().prompts!.titlePrompt).toContain('insulated water bottle');
    expect(calls.filter((c) => c.url === '/api/extract-insights')).toHaveLength(0);
  });

  it('keeps what was typed while signed out, and sends it once the seller is back', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'PUT /api/optimizer/draft': () => (signedIn ? draftOk() : json({ message: 'No active session. Please log in again.', code: 'UNAUTHORIZED' }, 401)),
      'GET /api/optimizer/draft': () => json({ form: null, analysis: null, listing: null, updated_at: null }),
    });
    const store = storeWithSyncDelay(5);
    store.bindOwner('user-expired');
    store.setInput({ ...INPUT, title: 'Typed while the session ended' });
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // Nothing is retried while signed out; the copy in this browser is kept.
    const record = JSON.parse(localStorage.getItem('listcraft:optimizer:user-expired')!);
    expect(record).toMatchObject({ sync: { unsynced: true }, snapshot: { input: { title: 'Typed while the session ended' } } });

    signedIn = true;
    await store.restore(); // the page mounts again after signing in
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(store.get().input.title).toBe('Typed while the session ended'); // the empty server draft did not win
    expect(calls.at(-1)!.body).toMatchObject({ form: { input: { title: 'Typed while the session ended' } } });
  });

  it('starting a new listing forgets the draft on the server, and a late answer does not bring it back', async () => {
    let answer!: (response: Response) => void;
    const { calls } = mockApi({
      'GET /api/optimizer/draft': () => new Promise<Response>((resolve) => (answer = resolve)),
      'DELETE /api/optimizer/draft': () => json({ cleared: true }),
    });
    const store = quietStore();
    store.bindOwner('user-reset');
    const restoring = store.restore();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    store.reset();
    answer(json({ form: { input: INPUT, profileId: 'amazon-2025', marketplace: 'US', prompts: null, promptsAnalysisId: null, savedAt: '2026-01-01T00:00:00.000Z' }, analysis: null, listing: null, updated_at: null }));
    await restoring;
    expect(store.get().input.title).toBe('');
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('what the seller types while the server draft is on its way is kept', async () => {
    let answer!: (response: Response) => void;
    mockApi({
      'GET /api/optimizer/draft': () => new Promise<Response>((resolve) => (answer = resolve)),
      'PUT /api/optimizer/draft': draftOk,
    });
    const store = quietStore();
    store.bindOwner('user-typing');
    const restoring = store.restore();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    store.setInput({ ...INPUT, title: 'Typed just now' });
    answer(json({ form: { input: { ...INPUT, title: 'Older, from the server' }, profileId: 'amazon-2025', marketplace: 'US', prompts: null, promptsAnalysisId: null, savedAt: '2026-01-01T00:00:00.000Z' }, analysis: null, listing: null, updated_at: null }));
    await restoring;
    expect(store.get().input.title).toBe('Typed just now');
  });

  it('a draft read while an analysis runs does not take the new analysis back', async () => {
    let answerDraft!: (response: Response) => void;
    mockApi({
      'GET /api/optimizer/draft': () => new Promise<Response>((resolve) => (answerDraft = resolve)),
      'POST /api/extract-insights': insightsOk,
      'GET /api/prompts/defaults': defaultsOk,
      'PUT /api/optimizer/draft': draftOk,
    });
    const store = quietStore();
    store.bindOwner('user-racing');
    store.setInput(INPUT);
    const restoring = store.restore();
    await vi.waitFor(() => expect(answerDraft).toBeTypeOf('function'));
    await analyse(store);
    answerDraft(json({ form: null, analysis: null, listing: null, updated_at: '2026-01-01T00:00:00.000Z' }));
    await restoring;
    expect(store.get()).toMatchObject({ step: 'analyzed', analysisId: ANALYSIS_ID });
  });
});
