import { useMutation, type MutationOptions } from '@tanstack/react-query';
import { MARKETPLACE } from './draft-persistence';
import { flowError, flowStore, type AnalysisRun, type FlowStore, type GenerationRun } from './flow-store';
import { GENERATE_FALLBACK, INSIGHTS_FALLBACK } from './flow-steps';
import { extractInsights, filledPrompts, generateListing, loadTemplates } from './optimizer-api';
import type { GenerateResult, Insights, Prompts } from './types';

/**
 * The optimizer's two paid requests as TanStack Query mutations. The callbacks live on the mutation
 * itself, not on `mutate()`, so an answer that arrives after the seller left the page still reaches
 * the draft (flow-store.ts), which the seller finds when they come back.
 */

export const ANALYSE_MUTATION = ['optimizer', 'analyse'] as const;
export const GENERATE_MUTATION = ['optimizer', 'generate'] as const;

interface Analysis {
  insights: Insights;
  prompts: Prompts;
  analysisId: string | null;
}

export const analyseMutation = (store: FlowStore): MutationOptions<Analysis, unknown, AnalysisRun> => ({
  mutationKey: ANALYSE_MUTATION,
  async mutationFn({ input, profileId, signal }) {
    // Fetched alongside the analysis, so the prompts are ready the moment the insights are.
    void loadTemplates().catch(() => {});
    const answer = await extractInsights(input, { profile: profileId, marketplace: MARKETPLACE }, signal);
    if (!answer || typeof answer !== 'object') throw new Error(INSIGHTS_FALLBACK);
    const { analysis_id: analysisId = null, ...insights } = answer;
    return { insights, analysisId, prompts: await filledPrompts(profileId, input, insights, MARKETPLACE) };
  },
  onSuccess: (analysis, run) => store.report(run, { type: 'analysis-succeeded', ...analysis, analysedInput: run.input }),
  onError: (error, run) => store.report(run, { type: 'analysis-failed', error: flowError(error, INSIGHTS_FALLBACK) }),
});

export const generateMutation = (store: FlowStore): MutationOptions<GenerateResult | null, unknown, GenerationRun> => ({
  mutationKey: GENERATE_MUTATION,
  mutationFn: (run) =>
    generateListing(
      {
        ...(run.analysisId ? { analysis_id: run.analysisId } : {}),
        userInput: run.input,
        prompts: run.prompts,
        insights: run.insights,
        profile: run.profileId,
        marketplace: MARKETPLACE,
      },
      (progress) => store.report(run, { type: 'generation-progress', progress }),
      run.signal,
    ),
  onSuccess: (result, run) => store.report(run, { type: 'generation-finished', result }),
  onError: (error, run) => store.report(run, { type: 'generation-failed', error: flowError(error, GENERATE_FALLBACK) }),
});

/**
 * Analyze and Generate for the page: each starts a run in the draft (which says whether one may
 * start now) and sends it. Failures are the draft's to show, so the returned promise never rejects.
 */
export function useOptimizerActions(store: FlowStore = flowStore) {
  const analysis = useMutation(analyseMutation(store));
  const generation = useMutation(generateMutation(store));
  return {
    analyse() {
      const run = store.startAnalysis();
      return run ? analysis.mutateAsync(run).then(() => undefined, () => undefined) : Promise.resolve();
    },
    generate() {
      const run = store.startGeneration();
      return run ? generation.mutateAsync(run).then(() => undefined, () => undefined) : Promise.resolve();
    },
  };
}
