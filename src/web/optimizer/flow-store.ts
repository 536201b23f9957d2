import { useSyncExternalStore } from 'react';
import { sameProduct } from '../../writer/input-identity';
import { DEFAULT_PROFILE_ID } from '../../rules/profiles';
import { ApiError } from '../api/http';
import { toUserError } from '../api/errors';
import type { ListingContent } from '../listings/content';
import { updateListing } from '../listings/listings-api';
import { canAnalyze } from './analyze-rule';
import { contentFromStage3, createDraftPersistence, MARKETPLACE, type DraftPersistence, type FlowSnapshot } from './draft-persistence';
import { extractInsights, generateListing, loadDefaultPrompts, loadTemplates } from './optimizer-api';
import { emptyInput, type GenerateResult, type Insights, type OptimizerInput, type Prompts, type Section } from './types';

export const INSIGHTS_FALLBACK = 'An unknown error occurred during insight extraction.';
export const GENERATE_FALLBACK = 'An unknown error occurred.';
export const NO_OUTPUT = 'Error: No output data received';
export const NO_OPTIMIZATION = 'Error: No optimization data received';

export type Step = 'start' | 'analyzing' | 'analyzed' | 'generating' | 'generated';

export interface FlowError {
  message: string;
  credits: boolean;
  /** The payload that could not be used (SPEC §8 'No optimization data received'). */
  raw?: string;
}

export interface FlowState extends FlowSnapshot {
  ownerId: string | null;
  step: Step;
  progress: Section[];
  error: FlowError | null;
  /** Set when a save reached this browser but not the server. */
  syncError: string | null;
  /** True while the server's draft is read for a seller this browser holds nothing for. */
  restoring: boolean;
}

const initial = (ownerId: string | null): FlowState => ({
  ownerId,
  input: emptyInput(),
  profileId: DEFAULT_PROFILE_ID,
  step: 'start',
  insights: null,
  prompts: null,
  analysisId: null,
  analysedInput: null,
  progress: [],
  result: null,
  content: null,
  error: null,
  syncError: null,
  savedAt: null,
  restoring: false,
});

const stepOf = (snapshot: Pick<FlowSnapshot, 'content' | 'insights'>): Step => (snapshot.content ? 'generated' : snapshot.insights ? 'analyzed' : 'start');

const snapshotOf = (state: FlowState): FlowSnapshot => ({
  input: state.input,
  profileId: state.profileId,
  prompts: state.prompts,
  insights: state.insights,
  analysisId: state.analysisId,
  analysedInput: state.analysedInput,
  result: state.result,
  content: state.content,
  savedAt: state.savedAt,
});

const SNAPSHOT_KEYS = Object.keys(snapshotOf(initial(null))) as (keyof FlowSnapshot)[];
const FORM_KEYS: (keyof FlowSnapshot)[] = ['input', 'profileId', 'prompts'];

export const contentFromResult = (result: GenerateResult): ListingContent => contentFromStage3(result.stage_3_optimization);

/**
 * True when the title or bullets were changed after the analysis: generation is written from the
 * analysed product text (it is what was paid for), so the seller analyses again or undoes the change.
 */
export const changedSinceAnalysis = (state: Pick<FlowState, 'input' | 'analysedInput' | 'insights'>) =>
  !!state.insights && !!state.analysedInput && !sameProduct(state.input, state.analysedInput);

/**
 * The optimizer flow of SPEC §4 as a store outside React, so it survives a trip to the dashboard
 * and can be tested without rendering: start, analyze, insights and filled prompts, generate, output.
 * It is persisted through `draft-persistence`, in this browser and on the server.
 */
export function createFlowStore(persistence: DraftPersistence = createDraftPersistence()) {
  let state = initial(null);
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  /** Bumped on every bind and reset, so a late server answer never revives an older flow. */
  let epoch = 0;
  /** Bumped when an analysis or a generation starts: a draft read before it knows nothing of it. */
  let work = 0;

  /** Applies a change and keeps it; a change that came from the server is not sent back to it. */
  const set = (patch: Partial<FlowState>, origin: 'seller' | 'server' = 'seller') => {
    const previous = state;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
    if (!state.ownerId || previous.ownerId !== state.ownerId) return;
    if (!SNAPSHOT_KEYS.some((key) => previous[key] !== state[key])) return;
    const formChanged = origin === 'seller' && FORM_KEYS.some((key) => previous[key] !== state[key]);
    persistence.save(snapshotOf(state), { form: formChanged });
  };

  const fail = (error: unknown, fallback: string, patch: Partial<FlowState>) => {
    const mapped = toUserError(error, fallback);
    set({ ...patch, error: mapped.silent ? null : { message: mapped.message, credits: mapped.credits } });
  };

  async function refill(profileId: string, input: OptimizerInput, insights: Insights) {
    const [defaults, { fillPrompts }] = await Promise.all([loadDefaultPrompts(profileId, MARKETPLACE), loadTemplates()]);
    return fillPrompts(defaults, input, insights);
  }

  const busy = () => state.step === 'analyzing' || state.step === 'generating';

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Binds the store to the signed-in user from this browser's copy, at once: another user starts
     * from their own. The optimizer page calls it from a layout effect and shows nothing until it
     * is bound, so no other seller's flow is ever painted. `restore` then brings in the server's draft.
     */
    bindOwner(ownerId: string) {
      if (state.ownerId === ownerId) return;
      controller?.abort();
      epoch++;
      const saved = persistence.open(ownerId);
      state = saved ? { ...initial(ownerId), ...saved, step: stepOf(saved) } : { ...initial(ownerId), restoring: true };
      for (const listener of listeners) listener();
    },

    /**
     * Reads the server's draft and merges it (a reload, a new sign-in, another device), then sends
     * what the server has not seen. Work in progress here is never overwritten.
     */
    async restore() {
      if (!state.ownerId) return;
      const started = epoch;
      const workBefore = work;
      const server = await persistence.fetch();
      if (started !== epoch) return;
      if (!server || busy() || work !== workBefore) {
        if (state.restoring) set({ restoring: false });
        void persistence.sync();
        return;
      }
      // Merged with the state as it is now: the seller may have typed while the draft was on its way.
      const { snapshot, needsPrompts } = persistence.merge(snapshotOf(state), server);
      set({ ...snapshot, step: stepOf(snapshot), restoring: false, error: null }, 'server');
      void persistence.sync();
      if (needsPrompts && snapshot.insights) {
        try {
          const prompts = await refill(snapshot.profileId || DEFAULT_PROFILE_ID, snapshot.input, snapshot.insights);
          if (started === epoch && state.insights === snapshot.insights && !state.prompts) set({ prompts });
        } catch (error) {
          fail(error, GENERATE_FALLBACK, {});
        }
      }
    },

    /** SPEC §4: editing the inputs after analysis does not reset the flow. */
    setInput(input: OptimizerInput) {
      set({ input });
    },

    /** Takes back edits to the title and bullets, so the listing matches its analysis again. */
    undoChanges() {
      const analysed = state.analysedInput;
      if (!analysed || busy()) return;
      set({ input: { ...state.input, title: analysed.title, bulletPoints: [...analysed.bulletPoints] } });
    },

    async setProfile(profileId: string) {
      set({ profileId });
      // The prompts carry the profile's length targets, so they are refilled for the new one.
      const { insights, input } = state;
      if (!insights || state.step === 'generating') return;
      try {
        const prompts = await refill(profileId, input, insights);
        if (state.profileId === profileId && state.insights === insights) set({ prompts });
      } catch (error) {
        fail(error, GENERATE_FALLBACK, {});
      }
    },

    setPrompts(prompts: Prompts) {
      set({ prompts });
    },

    /** Analyzes the listing (0.5 credit); again only when its product text changed since. */
    async analyze() {
      if (!canAnalyze(state.input) || busy() || (state.insights && !changedSinceAnalysis(state))) return;
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      const { input, profileId } = state;
      // Fetched alongside the analysis, so the prompts are ready the moment the insights are.
      void loadTemplates().catch(() => {});
      work++;
      // Each step clears what the previous run produced.
      set({
        step: 'analyzing',
        insights: null,
        prompts: null,
        analysisId: null,
        analysedInput: null,
        result: null,
        content: null,
        progress: [],
        error: null,
        syncError: null,
        savedAt: null,
      });
      try {
        const answer = await extractInsights(input, { profile: profileId, marketplace: MARKETPLACE }, signal);
        if (!answer || typeof answer !== 'object') throw new Error(INSIGHTS_FALLBACK);
        const { analysis_id: analysisId = null, ...insights } = answer;
        const prompts = await refill(profileId, input, insights);
        if (signal.aborted) return;
        set({ step: 'analyzed', insights, prompts, analysisId, analysedInput: input });
      } catch (error) {
        if (signal.aborted) return;
        fail(error, INSIGHTS_FALLBACK, { step: 'start', insights: null, prompts: null });
      }
    },

    async generate() {
      const { insights, prompts, input, profileId, analysisId } = state;
      if (!insights || !prompts || busy() || changedSinceAnalysis(state)) return;
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      work++;
      set({ step: 'generating', result: null, content: null, progress: [], error: null, syncError: null, savedAt: null });
      try {
        const result = await generateListing(
          { ...(analysisId ? { analysis_id: analysisId } : {}), userInput: input, prompts, insights, profile: profileId, marketplace: MARKETPLACE },
          (progress) => !signal.aborted && set({ progress }),
          signal,
        );
        if (signal.aborted) return;
        if (!result) return set({ step: 'analyzed', error: { message: NO_OUTPUT, credits: false } });
        if (!result.stage_3_optimization) {
          return set({ step: 'analyzed', error: { message: NO_OPTIMIZATION, credits: false, raw: JSON.stringify(result, null, 2) } });
        }
        set({ step: 'generated', result, content: contentFromResult(result) });
      } catch (error) {
        if (signal.aborted) return;
        fail(error, GENERATE_FALLBACK, { step: 'analyzed' });
      }
    },

    /**
     * SPEC §4: Save Changes saves locally, and to the server when a listing_id exists. Returns
     * false when the server sync failed (the local copy is kept either way).
     */
    async saveContent(content: ListingContent): Promise<boolean> {
      set({ content, syncError: null, savedAt: new Date().toISOString() });
      const id = state.result?.listing_id;
      if (!id) return true;
      const otherTitles = state.result?.stage_3_optimization?.optimized_titles.slice(1) ?? [];
      try {
        await updateListing(id, content, otherTitles);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.isSessionExpired) return false;
        const status = error instanceof ApiError ? error.status : 'network error';
        set({ syncError: `Changes saved locally but failed to sync: Failed to update listing: ${status}` });
        return false;
      }
    },

    dismissSyncError() {
      set({ syncError: null });
    },

    /** Start over with an empty form (the dashboard's New Listing), here and on the server. */
    reset() {
      controller?.abort();
      epoch++;
      state = initial(state.ownerId);
      if (state.ownerId) persistence.clear(snapshotOf(state));
      for (const listener of listeners) listener();
    },
  };
}

export type FlowStore = ReturnType<typeof createFlowStore>;

export const flowStore = createFlowStore();

export function useFlow(store: FlowStore = flowStore): FlowState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
