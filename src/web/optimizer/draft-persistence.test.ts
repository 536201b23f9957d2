import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../testing/api-routes';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { contentFromStage3, createDraftPersistence, mergeDraft, type FlowSnapshot, type SyncState } from './draft-persistence';
import type { DraftAnswer, DraftForm } from './types';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const local: FlowSnapshot = {
  input: { ...INPUT, title: 'Typed here' },
  profileId: 'amazon-2025',
  prompts: { ...DEFAULT_PROMPTS, titlePrompt: 'edited here' },
  insights: INSIGHTS,
  analysisId: A,
  analysedInput: INPUT,
  result: null,
  content: null,
  savedAt: null,
};
const synced: SyncState = { unsynced: false, resetPending: false, formSavedAt: '2026-01-01T00:00:00.000Z' };
const unsynced: SyncState = { ...synced, unsynced: true };
const analysis = (id: string) => ({ analysis_id: id, input: INPUT, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US', created_at: '2026-01-01T00:00:00Z' });
const serverForm: DraftForm = { input: { ...INPUT, title: 'Typed on the phone' }, profileId: 'amazon-2026-07', marketplace: 'US', prompts: DEFAULT_PROMPTS, promptsAnalysisId: A, savedAt: '2026-01-02T00:00:00.000Z' };
const answer = (patch: Partial<DraftAnswer>): DraftAnswer => ({ form: null, analysis: null, listing: null, updated_at: null, ...patch });

describe('merging the server draft into this browser’s copy', () => {
  it('takes the other device’s form when this browser has nothing unsent', () => {
    const { snapshot } = mergeDraft(local, synced, answer({ form: serverForm, analysis: analysis(A) }));
    expect(snapshot).toMatchObject({ input: { title: 'Typed on the phone' }, profileId: 'amazon-2026-07', prompts: DEFAULT_PROMPTS, analysisId: A });
  });

  it('keeps what this browser has not sent yet', () => {
    const { snapshot } = mergeDraft(local, unsynced, answer({ form: serverForm, analysis: analysis(A) }));
    expect(snapshot).toMatchObject({ input: { title: 'Typed here' }, prompts: { titlePrompt: 'edited here' } });
  });

  it('follows the server to a newer analysis, whose prompts are filled again when the form has none for it', () => {
    const { snapshot, needsPrompts } = mergeDraft(local, synced, answer({ form: serverForm, analysis: analysis(B) }));
    expect(snapshot).toMatchObject({ analysisId: B, prompts: null, result: null });
    expect(needsPrompts).toBe(true);
  });

  it('drops an analysis the server no longer has for this flow, keeping the typed form', () => {
    const { snapshot } = mergeDraft(local, unsynced, answer({}));
    expect(snapshot).toMatchObject({ input: { title: 'Typed here' }, insights: null, analysisId: null, prompts: null });
  });

  it('brings back the latest listing of the analysis', () => {
    const listing = { listing_id: 'l-1', stage_3_optimization: RESULT.stage_3_optimization, profile: 'amazon-2025', marketplace: 'US', engine: 'builtin', created_at: '2026-01-01T00:00:00Z' };
    const { snapshot } = mergeDraft(local, synced, answer({ analysis: analysis(A), listing }));
    expect(snapshot).toMatchObject({ result: { listing_id: 'l-1', analysis_id: A }, content: { title: RESULT.stage_3_optimization.optimized_titles[0] } });
  });

  it('takes the listing’s text again when it changed elsewhere: a restore on the dashboard (issue 25)', () => {
    const generated = { listing_id: 'l-1', analysis_id: A, stage_3_optimization: RESULT.stage_3_optimization, profile: 'amazon-2025', marketplace: 'US', engine: 'builtin' };
    const here = { ...local, result: generated, content: contentFromStage3(RESULT.stage_3_optimization) };
    const restored = { ...RESULT.stage_3_optimization, optimized_titles: ['Restored title of version 1'], backend_search_terms: 'restored terms' };
    const listing = { listing_id: 'l-1', stage_3_optimization: restored, profile: 'amazon-2025', marketplace: 'US', engine: 'builtin', created_at: '2026-01-01T00:00:00Z' };
    const { snapshot } = mergeDraft(here, synced, answer({ analysis: analysis(A), listing }));
    expect(snapshot.content).toMatchObject({ title: 'Restored title of version 1', backend: 'restored terms' });
    expect(snapshot.result?.stage_3_optimization?.optimized_titles).toEqual(['Restored title of version 1']);
    // Unchanged on the server: what this browser shows stays (an edit saved here included).
    const edited = { ...here, content: { ...here.content, title: 'Edited here' } };
    expect(mergeDraft(edited, synced, answer({ analysis: analysis(A), listing: { ...listing, stage_3_optimization: RESULT.stage_3_optimization } })).snapshot.content?.title).toBe('Edited here');
  });

  it('ignores the server while "start a new listing" has not reached it', () => {
    const { snapshot } = mergeDraft({ ...local, insights: null, analysisId: null }, { ...synced, resetPending: true }, answer({ form: serverForm, analysis: analysis(A) }));
    expect(snapshot).toMatchObject({ analysisId: null, input: { title: 'Typed here' } });
  });

  it('a stale answer (read before this browser’s last save landed) does not undo that save', () => {
    const { snapshot } = mergeDraft(local, { ...synced, serverVersion: '2026-01-03T00:00:00.000Z' }, answer({ form: serverForm, analysis: analysis(A), updated_at: '2026-01-02T00:00:00.000Z' }));
    expect(snapshot.input.title).toBe('Typed here');
    const fresh = mergeDraft(local, { ...synced, serverVersion: '2026-01-03T00:00:00.000Z' }, answer({ form: serverForm, analysis: analysis(A), updated_at: '2026-01-04T00:00:00.000Z' }));
    expect(fresh.snapshot.input.title).toBe('Typed on the phone');
  });
});

describe('closing the draft persistence', () => {
  it('drops the pending save: nothing is sent after close, whatever the delay', async () => {
    const { calls } = mockApi({ 'PUT /api/optimizer/draft': () => json({ updated_at: new Date().toISOString() }) });
    const persistence = createDraftPersistence({ delayMs: 5 });
    persistence.open(`owner-${Math.random()}`);
    persistence.save(local, { form: true });
    persistence.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    // Without close, the same save goes out: the check above could fail.
    persistence.open(`owner-${Math.random()}`);
    persistence.save(local, { form: true });
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toEqual(['PUT']));
    persistence.close();
  });
});
