import os from 'node:os';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { DEFAULT_MARKETPLACE, DEFAULT_PROFILE_ID, isMarketplace, type Marketplace } from '../../rules/index.js';
import type { WritingEngine } from '../../writer/engine.js';
import { analyseListing, writeOptimizedListing, type WrittenListing } from '../../writer/optimize-listing.js';
import type { Insights } from '../../contract/optimizer.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { insertListing } from '../listings/listing-store.js';
import { toAppError } from '../optimizer/engine-errors.js';
import { completeAnalysis, insertPendingAnalysis } from '../optimizer/analyses.js';
import { refundRowCharge, settleRowCharge } from './held-charges.js';
import { countFinishedRows } from './job-counts.js';

/** Which process ran a row (or held it when it died): enough to find its log. */
const WORKER_ID = `${os.hostname()}:${process.pid}`;

/** One queued piece of work: a row of a job (a type, not an interface: queue payloads are plain records). */
export type RowWork = { jobId: string; row: number };

/** A row whose worker died this often is failed (and refunded) instead of being tried again. */
export const MAX_ROW_ATTEMPTS = 3;
export const TOO_MANY_ATTEMPTS = `This listing stopped the worker ${MAX_ROW_ATTEMPTS} times, so it was not optimized. Its credit was refunded.`;

export type RowOutcome = 'done' | 'failed' | 'requeued' | 'not-runnable';

type Optimized = WrittenListing & { insights: Insights };

interface Claimed {
  userId: string;
  input: OptimizerInput;
  marketplace: Marketplace;
  chargeId: number | null;
  attempts: number;
}

export interface RunRowDeps {
  db: Kysely<DB>;
  engine: WritingEngine;
  now: () => Date;
  /** How long a running row is left alone before it counts as abandoned and is claimed again. */
  leaseMs: number;
  /** Aborted when the process stops: the row goes back to the queue instead of failing. */
  signal?: AbortSignal;
}

/**
 * Takes the row if it can run: pending, or running under a lease that ran out (its worker died),
 * in a job that is still running. One conditional UPDATE, so two workers never both get it.
 */
async function claim(deps: RunRowDeps, work: RowWork): Promise<Claimed | undefined> {
  const now = deps.now();
  const row = await deps.db
    .updateTable('bulk_job_rows')
    .set({ status: 'running', attempts: sql`attempts + 1`, lease_until: new Date(now.getTime() + deps.leaseMs), started_at: now, worker: WORKER_ID })
    .where('job_id', '=', work.jobId)
    .where('row_number', '=', work.row)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]))
    .where((eb) => eb.exists(eb.selectFrom('bulk_jobs').select('id').where('id', '=', work.jobId).where('status', '=', 'running')))
    .returning(['input', 'marketplace', 'charge_id', 'attempts'])
    .executeTakeFirst();
  if (!row) return undefined;
  const job = await deps.db.selectFrom('bulk_jobs').select('user_id').where('id', '=', work.jobId).executeTakeFirstOrThrow();
  const marketplace = isMarketplace(row.marketplace) ? row.marketplace : DEFAULT_MARKETPLACE;
  return { userId: job.user_id, input: row.input as OptimizerInput, marketplace, chargeId: row.charge_id, attempts: row.attempts };
}

/** The row still is ours: running under the attempt we claimed (a lease that ran out may have passed it on). */
const stillOurs = (work: RowWork, attempts: number) => (eb: ExpressionBuilder<DB, 'bulk_job_rows'>) =>
  eb.and([eb('job_id', '=', work.jobId), eb('row_number', '=', work.row), eb('status', '=', 'running'), eb('attempts', '=', attempts)]);

async function saveDone(deps: RunRowDeps, work: RowWork, claimed: Claimed, result: Optimized): Promise<boolean> {
  const { db, engine } = deps;
  const now = deps.now();
  return db.transaction().execute(async (trx) => {
    const taken = await trx.updateTable('bulk_job_rows').set({ status: 'done', finished_at: now, lease_until: null }).where(stillOurs(work, claimed.attempts)).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    const analysisId = await insertPendingAnalysis(trx, { userId: claimed.userId, input: claimed.input, profile: result.profile, marketplace: result.marketplace, now });
    await completeAnalysis(trx, analysisId, result.insights, engine.id, now);
    const listingId = await insertListing(trx, { userId: claimed.userId, analysisId, input: claimed.input, insights: result.insights, written: result, engine: engine.id, at: now });
    await settleRowCharge(trx, claimed.chargeId, listingId, now);
    await trx.updateTable('bulk_job_rows').set({ listing_id: listingId, changes: JSON.stringify(result.changes) }).where('job_id', '=', work.jobId).where('row_number', '=', work.row).execute();
    await countFinishedRows(trx, work.jobId, 'done', 1, now);
    return true;
  });
}

async function saveFailed(deps: RunRowDeps, work: RowWork, claimed: Claimed, reason: string): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('bulk_job_rows')
      .set({ status: 'failed', error: reason.slice(0, 500), finished_at: now, lease_until: null })
      .where(stillOurs(work, claimed.attempts))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    await refundRowCharge(trx, claimed.chargeId, now, 'bulk row failed');
    await countFinishedRows(trx, work.jobId, 'failed', 1, now);
    return true;
  });
}

/** Hands an interrupted row back to the queue at once, rather than after its lease. */
async function putBack(deps: RunRowDeps, work: RowWork, claimed: Claimed): Promise<void> {
  await deps.db
    .updateTable('bulk_job_rows')
    .set({ status: 'pending', lease_until: null, attempts: sql`attempts - 1` })
    .where(stillOurs(work, claimed.attempts))
    .execute();
}

const reasonOf = (error: unknown) => {
  const converted = toAppError(error);
  // The optimizer's engine messages end with "No credits were used"; a bulk row's credit is refunded.
  if (converted instanceof AppError) return converted.message.replace('No credits were used; please try again.', 'Its credit was refunded.');
  return 'The listing could not be optimized. Its credit was refunded.';
};

/**
 * The queue's handler for one row: "optimize a listing" (the use case the optimizer route and
 * `npm run optimize` share), saved as a listing with its analysis and its held credit settled, in
 * one transaction. A failing row is marked failed with its reason and refunded. Running the same
 * message twice is harmless: a row that is not runnable is left alone.
 */
export async function runRow(deps: RunRowDeps, work: RowWork): Promise<RowOutcome> {
  const claimed = await claim(deps, work);
  if (!claimed) return 'not-runnable';
  // While the row runs its lease is renewed, so the lease can be short: a worker that dies stops
  // renewing, and its row is taken over soon after (bulk-worker.ts), however long a row may run.
  const heartbeat = setInterval(() => void renewLease(deps, work, claimed).catch(() => undefined), Math.max(50, Math.floor(deps.leaseMs / 3)));
  try {
    return await runClaimed(deps, work, claimed);
  } finally {
    clearInterval(heartbeat);
  }
}

async function renewLease(deps: RunRowDeps, work: RowWork, claimed: Claimed): Promise<void> {
  await deps.db
    .updateTable('bulk_job_rows')
    .set({ lease_until: new Date(deps.now().getTime() + deps.leaseMs) })
    .where(stillOurs(work, claimed.attempts))
    .execute();
}

async function runClaimed(deps: RunRowDeps, work: RowWork, claimed: Claimed): Promise<RowOutcome> {
  if (claimed.attempts > MAX_ROW_ATTEMPTS) return (await saveFailed(deps, work, claimed, TOO_MANY_ATTEMPTS)) ? 'failed' : 'not-runnable';
  let result: Optimized;
  try {
    const { signal } = deps;
    const insights = await analyseListing(deps.engine, claimed.input, { signal });
    result = { insights, ...(await writeOptimizedListing(deps.engine, { input: claimed.input, insights, profile: DEFAULT_PROFILE_ID, marketplace: claimed.marketplace }, { signal })) };
    signal?.throwIfAborted();
  } catch (error) {
    if (deps.signal?.aborted) {
      await putBack(deps, work, claimed);
      return 'requeued';
    }
    return (await saveFailed(deps, work, claimed, reasonOf(error))) ? 'failed' : 'not-runnable';
  }
  try {
    return (await saveDone(deps, work, claimed, result)) ? 'done' : 'not-runnable';
  } catch (error) {
    // The listing did not save (e.g. a row that breaks a constraint): the row fails and is refunded.
    return (await saveFailed(deps, work, claimed, reasonOf(error))) ? 'failed' : 'not-runnable';
  }
}
