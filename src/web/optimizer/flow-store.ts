import { useSyncExternalStore } from 'react';
import { sameProduct } from '../../writer/input-identity';
import { DEFAULT_PROFILE_ID } from '../../rules/profiles';
import { ApiError } from '../api/http';
import { toUserError } from '../api/errors';
import type { ListingContent } from '../listings/content';
import { updateListing } from '../listings/listings-api';
import { canAnalyze } from './analyze-rule';
import { createDraftPersistence, MARKETPLACE, type DraftPersistence, type FlowSnapshot } from './draft-persistence';
import { flowReducer, GENERATE_FALLBACK, initialFlow, isBusy, stepOf, type FlowError, type FlowEvent, type FlowState } from './flow-steps';
import { filledPrompts } from './optimizer-api';
import type { Insights, OptimizerInput, Prompts } from './types';

export { contentFromResult, GENERATE_FALLBACK, INSIGHTS_FALLBACK, NO_OPTIMIZATION, NO_OUTPUT } from './flow-steps';
export type { FlowError, FlowState, Step } from './flow-steps';

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

const SNAPSHOT_KEYS = Object.keys(snapshotOf(initialFlow(null))) as (keyof FlowSnapshot)[];
const FORM_KEYS: (keyof FlowSnapshot)[] = ['input', 'profileId', 'prompts'];

/**
 * True when the title or bullets were changed after the analysis: generation is written from the
 * analysed product text (it is what was paid for), so the seller analyses again or undoes the change.
 */
export const changedSinceAnalysis = (state: Pick<FlowState, 'input' | 'analysedInput' | 'insights'>) =>
  !!state.insights && !!state.analysedInput && !sameProduct(state.input, state.analysedInput);

/** A user-facing error, or null when the failure needs no message (the session ended: the sign-in modal says it). */
export const flowError = (error: unknown, fallback: string): FlowError | null => {
  const mapped = toUserError(error, fallback);
  return mapped.silent ? null : { message: mapped.message, credits: mapped.credits };
};

/** What an analysis is run with: the listing as it was when the seller pressed Analyze. */
export interface AnalysisRun {
  input: OptimizerInput;
  profileId: string;
  signal: AbortSignal;
}

/** What a generation is run with; `analysisId` ties it to the paid analysis. */
export interface GenerationRun {
  input: OptimizerInput;
  profileId: string;
  insights: Insights;
  prompts: Prompts;
  analysisId: string | null;
  signal: AbortSignal;
}

/**
 * The optimizer's draft: the one module that holds the flow's state, moves it through the step
 * reducer (flow-steps.ts) and keeps it, in this browser and on the server (draft-persistence.ts).
 * It lives outside React, so the flow survives a trip to the dashboard. The paid requests themselves
 * run as TanStack Query mutations (optimizer-mutations.ts), which start and finish runs here.
 */
export function createFlowStore(persistence: DraftPersistence = createDraftPersistence()) {
  let state = initialFlow(null);
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  /** Bumped on every bind and reset, so a late server answer never revives an older flow. */
  let epoch = 0;
  /** Bumped when an analysis or a generation starts: a draft read before it knows nothing of it. */
  let work = 0;

  const publish = (next: FlowState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** Moves the flow and keeps it; a change that came from the server is not sent back to it. */
  const dispatch = (event: FlowEvent, origin: 'seller' | 'server' = 'seller') => {
    const previous = state;
    publish(flowReducer(state, event));
    if (!state.ownerId || previous.ownerId !== state.ownerId) return;
    if (!SNAPSHOT_KEYS.some((key) => previous[key] !== state[key])) return;
    const formChanged = origin === 'seller' && FORM_KEYS.some((key) => previous[key] !== state[key]);
    persistence.save(snapshotOf(state), { form: formChanged });
  };

  /** Aborts the run in flight, if any, and starts a new one. */
  const beginRun = (event: FlowEvent) => {
    controller?.abort();
    controller = new AbortController();
    work++;
    dispatch(event);
    return controller.signal;
  };

  /** Fills the prompts for the insights on the page; they belong to nothing once those change. */
  async function fillPrompts(profileId: string, input: OptimizerInput, insights: Insights, current: () => boolean) {
    try {
      const prompts = await filledPrompts(profileId, input, insights, MARKETPLACE);
      if (current()) dispatch({ type: 'prompts-filled', prompts, insights });
    } catch (error) {
      if (current()) dispatch({ type: 'failed', error: flowError(error, GENERATE_FALLBACK) });
    }
  }

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
      publish(saved ? { ...initialFlow(ownerId), ...saved, step: stepOf(saved) } : { ...initialFlow(ownerId), restoring: true });
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
      if (!server || isBusy(state) || work !== workBefore) {
        dispatch({ type: 'restore-finished' });
        void persistence.sync();
        return;
      }
      // Merged with the state as it is now: the seller may have typed while the draft was on its way.
      const { snapshot, needsPrompts } = persistence.merge(snapshotOf(state), server);
      dispatch({ type: 'restored', snapshot }, 'server');
      void persistence.sync();
      if (needsPrompts && snapshot.insights) {
        await fillPrompts(snapshot.profileId || DEFAULT_PROFILE_ID, snapshot.input, snapshot.insights, () => started === epoch && !state.prompts);
      }
    },

    /** SPEC §4: editing the inputs after analysis does not reset the flow. */
    setInput(input: OptimizerInput) {
      dispatch({ type: 'edited', patch: { input } });
    },

    /** Takes back edits to the title and bullets, so the listing matches its analysis again. */
    undoChanges() {
      const analysed = state.analysedInput;
      if (!analysed || isBusy(state)) return;
      dispatch({ type: 'edited', patch: { input: { ...state.input, title: analysed.title, bulletPoints: [...analysed.bulletPoints] } } });
    },

    async setProfile(profileId: string) {
      dispatch({ type: 'edited', patch: { profileId } });
      // The prompts carry the profile's length targets, so they are refilled for the new one.
      const { insights, input } = state;
      if (!insights || state.step === 'generating') return;
      await fillPrompts(profileId, input, insights, () => state.profileId === profileId);
    },

    setPrompts(prompts: Prompts) {
      dispatch({ type: 'edited', patch: { prompts } });
    },

    /** Starts an analysis (0.5 credit), or null when there is nothing new to analyse. */
    startAnalysis(): AnalysisRun | null {
      if (!canAnalyze(state.input) || isBusy(state) || (state.insights && !changedSinceAnalysis(state))) return null;
      const { input, profileId } = state;
      return { input, profileId, signal: beginRun({ type: 'analysis-started' }) };
    },

    /** Starts a generation from the analysed listing, or null when it cannot be generated now. */
    startGeneration(): GenerationRun | null {
      const { insights, prompts, input, profileId, analysisId } = state;
      if (!insights || !prompts || isBusy(state) || changedSinceAnalysis(state)) return null;
      return { input, profileId, insights, prompts, analysisId, signal: beginRun({ type: 'generation-started' }) };
    },

    /** What a run reports: nothing once it was aborted (a new run, a reset, another seller). */
    report(run: { signal: AbortSignal }, event: FlowEvent) {
      if (!run.signal.aborted) dispatch(event);
    },

    /**
     * SPEC §4: Save Changes saves locally, and to the server when a listing_id exists. Returns
     * false when the server sync failed (the local copy is kept either way).
     */
    async saveContent(content: ListingContent): Promise<boolean> {
      dispatch({ type: 'content-saved', content, savedAt: new Date().toISOString() });
      const id = state.result?.listing_id;
      if (!id) return true;
      const otherTitles = state.result?.stage_3_optimization?.optimized_titles.slice(1) ?? [];
      try {
        await updateListing(id, content, otherTitles);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.isSessionExpired) return false;
        const status = error instanceof ApiError ? error.status : 'network error';
        dispatch({ type: 'sync-failed', message: `Changes saved locally but failed to sync: Failed to update listing: ${status}` });
        return false;
      }
    },

    dismissSyncError() {
      dispatch({ type: 'sync-dismissed' });
    },

    /**
     * Stops every run and save in flight and sends nothing more, leaving what is shown as it is
     * (the end of a test, while its page is still mounted); binding a seller starts afresh.
     */
    close() {
      controller?.abort();
      epoch++;
      persistence.close();
    },

    /** Start over with an empty form (the dashboard's New Listing), here and on the server. */
    reset() {
      controller?.abort();
      epoch++;
      publish(initialFlow(state.ownerId));
      if (state.ownerId) persistence.clear(snapshotOf(state));
    },
  };
}

export type FlowStore = ReturnType<typeof createFlowStore>;

export const flowStore = createFlowStore();

export function useFlow(store: FlowStore = flowStore): FlowState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
