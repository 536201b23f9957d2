import type { Insights, OptimizerInput } from '../../contract/optimizer.js';
import { DEFAULT_PROFILE_ID, type Marketplace } from '../../rules/index.js';
import type { WritingEngine } from '../../writer/engine.js';
import { analyseListing, writeOptimizedListing, type WrittenListing } from '../../writer/optimize-listing.js';
import { AppError } from '../http/errors.js';
import { toAppError } from '../optimizer/engine-errors.js';

export type Optimized = WrittenListing & { insights: Insights };

/** A row written, or why it could not be (the seller reads it beside the row). */
export type RowWriting = { result: Optimized } | { reason: string };

/**
 * Writes one row: "optimize a listing", the use case the optimizer route and `npm run optimize`
 * share. It throws only when `signal` was aborted (the process is stopping).
 */
export type RowWriter = (input: OptimizerInput, marketplace: Marketplace, signal?: AbortSignal) => Promise<RowWriting>;

export const reasonOf = (error: unknown) => {
  const converted = toAppError(error);
  // The optimizer's engine messages end with "No credits were used"; a bulk row's credit is refunded.
  if (converted instanceof AppError) return converted.message.replace('No credits were used; please try again.', 'Its credit was refunded.');
  return 'The listing could not be optimized. Its credit was refunded.';
};

/** The writer that runs the engine right here, on this thread. */
export const engineWriter =
  (engine: WritingEngine): RowWriter =>
  async (input, marketplace, signal) => {
    try {
      const insights = await analyseListing(engine, input, { signal });
      const written = await writeOptimizedListing(engine, { input, insights, profile: DEFAULT_PROFILE_ID, marketplace }, { signal });
      signal?.throwIfAborted();
      return { result: { insights, ...written } };
    } catch (error) {
      if (signal?.aborted) throw error;
      return { reason: reasonOf(error) };
    }
  };
