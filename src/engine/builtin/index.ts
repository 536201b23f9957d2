import type { Insights, OptimizerInput } from '../contract.js';
import type { EngineContext, GenerationRequest, WritingEngine } from '../engine.js';
import { analyzeListing, type ListingAnalysis } from './analysis.js';
import { generateListing } from './generate.js';
import { buildInsights } from './insights.js';

function abortIfNeeded(context: EngineContext | undefined): void {
  if (context?.signal?.aborted) {
    const reason: unknown = context.signal.reason;
    throw reason instanceof Error ? reason : new Error('Aborted');
  }
}

/**
 * The built-in offline writer: NLP over the seller's own text (compromise), rules-aware
 * composition, no network and no randomness. Same input, same output.
 */
export function createBuiltinEngine(): WritingEngine {
  // Parsing is most of the cost, and the optimizer analyses a listing and then generates from the
  // same input. The engine remembers the analysis of the last input only, keyed by the whole
  // input, so a different listing (or an edited one) is always analysed afresh.
  let last: { key: string; analysis: ListingAnalysis } | undefined;
  const analyze = (input: OptimizerInput): ListingAnalysis => {
    const key = JSON.stringify([input.title, input.bulletPoints, input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords]);
    if (last?.key === key) return last.analysis;
    const analysis = analyzeListing(input);
    last = { key, analysis };
    return analysis;
  };
  return {
    id: 'builtin',
    async extractInsights(input: OptimizerInput, context?: EngineContext): Promise<Insights> {
      abortIfNeeded(context);
      return buildInsights(analyze(input));
    },
    async generate(request: GenerationRequest, context?: EngineContext) {
      abortIfNeeded(context);
      return generateListing(request, context, analyze(request.input));
    },
  };
}

export { analyzeListing, type ListingAnalysis } from './analysis.js';
export { buildInsights } from './insights.js';
export { generateListing } from './generate.js';
