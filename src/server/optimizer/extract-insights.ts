import type { Kysely } from 'kysely';
import type { Insights, OptimizerInput } from '../../contract/optimizer.js';
import type { WritingEngine } from '../../writer/engine.js';
import { analyseListing } from '../../writer/optimize-listing.js';
import { chargeIn, payForWork } from '../credits/charge.js';
import { STOPPED_MESSAGE, type PaidWork } from '../credits/paid-work.js';
import { STEP_HALF_CREDITS } from '../credits/units.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { completeAnalysis, failAnalysis, insertPendingAnalysis } from './analyses.js';
import { attachAnalysis } from './draft-store.js';
import { toAppError } from './engine-errors.js';

export type AnalysisResult = Insights & { analysis_id: string };

/**
 * SPEC §4 step 2: analysing costs half a credit. The analysis is stored with its charge, saved with
 * its insights when the engine answers (and becomes the seller's current flow, on any device), or
 * marked failed and refunded when it does not.
 */
export async function extractInsights(deps: {
  db: Kysely<DB>;
  engine: WritingEngine;
  userId: string;
  input: OptimizerInput;
  profile: string;
  marketplace: string;
  now: () => Date;
  leaseMs: number;
  paidWork: PaidWork;
  signal?: AbortSignal;
  onRefundError?: (error: unknown) => void;
}): Promise<AnalysisResult> {
  const { db, engine, userId, input, now } = deps;
  const ticket = deps.paidWork.begin();
  try {
    const { analysisId, paid } = await db.transaction().execute(async (trx) => {
      const analysisId = await insertPendingAnalysis(trx, { userId, input, profile: deps.profile, marketplace: deps.marketplace, now: now() });
      const paid = await chargeIn(trx, { userId, halfCredits: STEP_HALF_CREDITS, reason: 'analyze', now: now(), leaseMs: deps.leaseMs, analysisId });
      return { analysisId, paid };
    });
    const signal = deps.signal ? AbortSignal.any([deps.signal, ticket.signal]) : ticket.signal;
    try {
      return await payForWork({
        db,
        paid,
        now,
        onRefundError: deps.onRefundError,
        work: async () => {
          try {
            return await analyseListing(engine, input, { signal });
          } catch (error) {
            throw ticket.stopped ? new AppError('SERVICE_UNAVAILABLE', STOPPED_MESSAGE) : toAppError(error);
          }
        },
        save: async (trx, insights) => {
          await completeAnalysis(trx, analysisId, insights, engine.id, now());
          await attachAnalysis(trx, userId, analysisId, now());
          return { value: { ...insights, analysis_id: analysisId } };
        },
      });
    } catch (error) {
      // Owners and admins have no charge whose refund would mark it failed.
      await failAnalysis(db, analysisId, now()).catch(() => {});
      throw error;
    }
  } finally {
    ticket.end();
  }
}
