import { effectiveBank } from '../../rules/index.js';
import type { Insights, OptimizerInput } from '../../contract/optimizer.js';
import type { EngineContext, EngineDraft, GenerationRequest, WritingEngine } from '../engine.js';
import { buildInsights } from './insights/insights.js';
import { readListing, type ListingFacts } from './read/index.js';
import { writeListing } from './write.js';

function abortIfNeeded(context: EngineContext | undefined): void {
  if (context?.signal?.aborted) {
    const reason: unknown = context.signal.reason;
    throw reason instanceof Error ? reason : new Error('Aborted');
  }
}

/**
 * The built-in editor: no network, no randomness, same input, same output. It edits the seller's
 * own text into the marketplace's shape and never adds a sentence to reach a length.
 */
export function createBuiltinEngine(): WritingEngine {
  // Analysis and generation read the same input one after the other: remember the last reading.
  let last: { key: string; facts: ListingFacts } | undefined;
  const read = (input: OptimizerInput): ListingFacts => {
    const key = JSON.stringify([input.title, input.bulletPoints, input.description ?? '', input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords]);
    if (last?.key === key) return last.facts;
    const facts = readListing(input);
    last = { key, facts };
    return facts;
  };
  return {
    id: 'builtin',
    async extractInsights(input: OptimizerInput, context?: EngineContext): Promise<Insights> {
      abortIfNeeded(context);
      return buildInsights(read(input));
    },
    async generate(request: GenerationRequest, context?: EngineContext): Promise<EngineDraft> {
      abortIfNeeded(context);
      const draft = writeListing(read(request.input), request.limits, request.profile, effectiveBank(request.keywords));
      for (const section of ['title', 'bullets', 'description', 'keywords'] as const) context?.onSection?.(section);
      return draft;
    },
  };
}

export { readListing, type ListingFacts } from './read/index.js';
export { writeListing } from './write.js';
export { buildInsights } from './insights/insights.js';
