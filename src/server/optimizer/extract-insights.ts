import type { Kysely } from 'kysely';
import { insightsSchema, type Insights, type OptimizerInput } from '../../engine/contract.js';
import type { WritingEngine } from '../../engine/engine.js';
import { STEP_COST, withCharge } from '../credits/charge.js';
import type { DB } from '../db/schema.js';
import { toAppError } from './engine-errors.js';

/** SPEC §4 step 2: analysing costs half a credit, refunded if the analysis fails. */
export async function extractInsights(deps: {
  db: Kysely<DB>;
  engine: WritingEngine;
  userId: string;
  input: OptimizerInput;
  now: () => Date;
  signal?: AbortSignal;
}): Promise<Insights> {
  return withCharge(deps.db, { userId: deps.userId, amount: STEP_COST, reason: 'analyze', now: deps.now }, async () => {
    try {
      const insights = await deps.engine.extractInsights(deps.input, { signal: deps.signal });
      return insightsSchema.parse(insights);
    } catch (error) {
      throw toAppError(error);
    }
  });
}
