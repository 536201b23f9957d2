import { DEFAULT_PROFILE_ID } from '../../rules/profiles';
import type { ListingContent } from '../listings/content';
import { contentFromStage3, type FlowSnapshot } from './draft-persistence';
import { emptyInput, type GenerateResult, type Insights, type OptimizerInput, type Prompts, type Section } from './types';

/**
 * The optimizer's steps (SPEC §4) as a pure reducer: every way the flow can move is an event here,
 * so what a step clears and what it keeps is written once and tested without a browser or a server.
 */

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

export type FlowEvent =
  /** The seller changed the form: the inputs, the profile or the prompts. */
  | { type: 'edited'; patch: Partial<Pick<FlowSnapshot, 'input' | 'profileId' | 'prompts'>> }
  | { type: 'analysis-started' }
  | { type: 'analysis-succeeded'; insights: Insights; prompts: Prompts; analysisId: string | null; analysedInput: OptimizerInput }
  | { type: 'analysis-failed'; error: FlowError | null }
  | { type: 'generation-started' }
  | { type: 'generation-progress'; progress: Section[] }
  /** The answer of a generation; null when none arrived. */
  | { type: 'generation-finished'; result: GenerateResult | null }
  | { type: 'generation-failed'; error: FlowError | null }
  /** Prompts filled in again (a new profile, or a restored analysis) for the insights they were filled from. */
  | { type: 'prompts-filled'; prompts: Prompts; insights: Insights }
  /** A failure outside a step (the prompts could not be filled): shown, and the step stays. */
  | { type: 'failed'; error: FlowError | null }
  | { type: 'restored'; snapshot: FlowSnapshot }
  | { type: 'restore-finished' }
  | { type: 'content-saved'; content: ListingContent; savedAt: string }
  | { type: 'sync-failed'; message: string }
  | { type: 'sync-dismissed' };

export const initialFlow = (ownerId: string | null): FlowState => ({
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

/** The step a kept snapshot resumes at. */
export const stepOf = (snapshot: Pick<FlowSnapshot, 'content' | 'insights'>): Step => (snapshot.content ? 'generated' : snapshot.insights ? 'analyzed' : 'start');

export const isBusy = (state: Pick<FlowState, 'step'>) => state.step === 'analyzing' || state.step === 'generating';

export const contentFromResult = (result: GenerateResult): ListingContent => contentFromStage3(result.stage_3_optimization);

/** What a step's start clears: the outputs of the run before it. */
const GENERATION_CLEARED = { result: null, content: null, progress: [], error: null, syncError: null, savedAt: null } satisfies Partial<FlowState>;

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'edited':
      return { ...state, ...event.patch };
    case 'analysis-started':
      return { ...state, ...GENERATION_CLEARED, step: 'analyzing', insights: null, prompts: null, analysisId: null, analysedInput: null };
    case 'analysis-succeeded':
      return { ...state, step: 'analyzed', insights: event.insights, prompts: event.prompts, analysisId: event.analysisId, analysedInput: event.analysedInput };
    case 'analysis-failed':
      return { ...state, step: 'start', insights: null, prompts: null, error: event.error };
    case 'generation-started':
      return { ...state, ...GENERATION_CLEARED, step: 'generating' };
    case 'generation-progress':
      return state.step === 'generating' ? { ...state, progress: event.progress } : state;
    case 'generation-finished': {
      const { result } = event;
      if (!result) return { ...state, step: 'analyzed', error: { message: NO_OUTPUT, credits: false } };
      if (!result.stage_3_optimization) {
        return { ...state, step: 'analyzed', error: { message: NO_OPTIMIZATION, credits: false, raw: JSON.stringify(result, null, 2) } };
      }
      return { ...state, step: 'generated', result, content: contentFromResult(result) };
    }
    case 'generation-failed':
      return { ...state, step: 'analyzed', error: event.error };
    case 'prompts-filled':
      // Prompts filled for insights that have since been replaced belong to nothing on the page.
      return state.insights === event.insights ? { ...state, prompts: event.prompts } : state;
    case 'failed':
      return { ...state, error: event.error };
    case 'restored':
      return { ...state, ...event.snapshot, step: stepOf(event.snapshot), restoring: false, error: null };
    case 'restore-finished':
      return state.restoring ? { ...state, restoring: false } : state;
    case 'content-saved':
      return { ...state, content: event.content, syncError: null, savedAt: event.savedAt };
    case 'sync-failed':
      return { ...state, syncError: event.message };
    case 'sync-dismissed':
      return { ...state, syncError: null };
  }
}
