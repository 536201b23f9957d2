import { useSyncExternalStore } from 'react';
import { DEFAULT_PROFILE_ID } from '../../listing/profiles';
import { ApiError } from '../api/http';
import { toUserError } from '../api/errors';
import type { ListingContent } from '../listings/content';
import { updateListing } from '../listings/listings-api';
import { canAnalyze } from './analyze-rule';
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

export interface FlowState {
  ownerId: string | null;
  input: OptimizerInput;
  profileId: string;
  step: Step;
  insights: Insights | null;
  prompts: Prompts | null;
  progress: Section[];
  result: GenerateResult | null;
  /** The output as last saved (the generated one until the seller saves edits). */
  content: ListingContent | null;
  error: FlowError | null;
  /** Set when a save reached this browser but not the server. */
  syncError: string | null;
  savedAt: string | null;
}

const MARKETPLACE = 'US';
const storageKey = (ownerId: string) => `listcraft:optimizer:${ownerId}`;

const initial = (ownerId: string | null): FlowState => ({
  ownerId,
  input: emptyInput(),
  profileId: DEFAULT_PROFILE_ID,
  step: 'start',
  insights: null,
  prompts: null,
  progress: [],
  result: null,
  content: null,
  error: null,
  syncError: null,
  savedAt: null,
});

type Saved = Pick<FlowState, 'input' | 'profileId' | 'insights' | 'prompts' | 'result' | 'content' | 'savedAt'>;

function readSaved(ownerId: string): Saved | null {
  try {
    const text = localStorage.getItem(storageKey(ownerId));
    return text ? (JSON.parse(text) as Saved) : null;
  } catch {
    return null;
  }
}

export function contentFromResult(result: GenerateResult): ListingContent {
  const stage = result.stage_3_optimization;
  return {
    title: stage?.optimized_titles?.[0] ?? '',
    bullets: stage?.optimized_bullet_points ?? [],
    description: stage?.product_description ?? '',
    backend: stage?.backend_search_terms ?? '',
  };
}

/**
 * The optimizer flow of SPEC §4 as a store outside React, so it survives a trip to the dashboard
 * and can be tested without rendering: start, analyze, insights and filled prompts, generate, output.
 */
export function createFlowStore() {
  let state = initial(null);
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;

  const set = (patch: Partial<FlowState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const fail = (error: unknown, fallback: string, patch: Partial<FlowState>) => {
    const mapped = toUserError(error, fallback);
    set({ ...patch, error: mapped.silent ? null : { message: mapped.message, credits: mapped.credits } });
  };

  const persist = () => {
    if (!state.ownerId) return;
    const saved: Saved = {
      input: state.input,
      profileId: state.profileId,
      insights: state.insights,
      prompts: state.prompts,
      result: state.result,
      content: state.content,
      savedAt: state.savedAt,
    };
    try {
      localStorage.setItem(storageKey(state.ownerId), JSON.stringify(saved));
      return true;
    } catch {
      return false;
    }
  };

  async function refill(profileId: string, input: OptimizerInput, insights: Insights) {
    const [defaults, { fillPrompts }] = await Promise.all([loadDefaultPrompts(profileId, MARKETPLACE), loadTemplates()]);
    return fillPrompts(defaults, input, insights);
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Binds the store to the signed-in user: another user starts from their own last save. Called
     * while the optimizer page renders, before anything subscribes, so it does not notify.
     */
    bindOwner(ownerId: string) {
      if (state.ownerId === ownerId) return;
      controller?.abort();
      const saved = readSaved(ownerId);
      state = { ...initial(ownerId), ...(saved ?? {}), step: saved?.content ? 'generated' : saved?.insights ? 'analyzed' : 'start' };
    },

    /** SPEC §4: editing the inputs after analysis does not reset the flow. */
    setInput(input: OptimizerInput) {
      set({ input });
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

    async analyze() {
      if (!canAnalyze(state.input) || state.step === 'analyzing' || state.step === 'generating' || state.insights) return;
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      const input = state.input;
      // Fetched alongside the analysis, so the prompts are ready the moment the insights are.
      void loadTemplates().catch(() => {});
      // Each step clears what the previous run produced.
      set({ step: 'analyzing', insights: null, prompts: null, result: null, content: null, progress: [], error: null, syncError: null, savedAt: null });
      try {
        const insights = await extractInsights(input, signal);
        if (!insights || typeof insights !== 'object') throw new Error(INSIGHTS_FALLBACK);
        const prompts = await refill(state.profileId, input, insights);
        if (signal.aborted) return;
        set({ step: 'analyzed', insights, prompts });
      } catch (error) {
        if (signal.aborted) return;
        fail(error, INSIGHTS_FALLBACK, { step: 'start', insights: null, prompts: null });
      }
    },

    async generate() {
      const { insights, prompts, input, profileId } = state;
      if (!insights || !prompts || state.step === 'generating' || state.step === 'analyzing') return;
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      set({ step: 'generating', result: null, content: null, progress: [], error: null, syncError: null, savedAt: null });
      try {
        const result = await generateListing(
          { userInput: input, prompts, insights, profile: profileId, marketplace: MARKETPLACE },
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
      persist();
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

    /** Start over with an empty form (the dashboard's New Listing). */
    reset() {
      controller?.abort();
      if (state.ownerId) {
        try {
          localStorage.removeItem(storageKey(state.ownerId));
        } catch {
          // storage may be unavailable; nothing to clear then
        }
      }
      state = initial(state.ownerId);
      for (const listener of listeners) listener();
    },
  };
}

export type FlowStore = ReturnType<typeof createFlowStore>;

export const flowStore = createFlowStore();

export function useFlow(store: FlowStore = flowStore): FlowState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
