import os from 'node:os';
import { setImmediate as turn } from 'node:timers/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { DEFAULT_MARKETPLACE, isMarketplace, type Marketplace } from '../../rules/index.js';
import type { WritingEngine } from '../../writer/engine.js';
import type { DB } from '../db/schema.js';
import { insertListing } from '../listings/listing-store.js';
import { completeAnalysis, insertPendingAnalysis } from '../optimizer/analyses.js';
import { CANCELLED_ROW } from './cancel-job.js';
import { refundRowCharges, settleRowCharges } from './held-charges.js';
import { countFinishedRows } from './job-counts.js';
import { engineWriter, reasonOf, type Optimized, type RowWriter } from './optimize-row.js';

/** Which process ran a row (or held it when it died): enough to find its log. */
const WORKER_ID = `${os.hostname()}:${process.pid}`;

/** One queued piece of work: some rows of a job (a type, not an interface: queue payloads are plain records). */
export type RowsWork = { jobId: string; rows: number[] };
/** One row of a job, as messages queued before rows were batched carry it. */
export type RowWork = { jobId: string; row: number };

/** A row whose worker died this often is failed (and refunded) instead of being tried again. */
export const MAX_ROW_ATTEMPTS = 3;
export const TOO_MANY_ATTEMPTS = `This listing stopped the worker ${MAX_ROW_ATTEMPTS} times, so it was not optimized. Its credit was refunded.`;

/**
 * Rows written are saved together, up to this many in one transaction, and never later than
 * `MAX_UNSAVED_MS` after the first of them was written, so the page hears of a row within a second.
 */
export const DEFAULT_SAVE_BATCH = 10;
const MAX_UNSAVED_MS = 250;

export type RowOutcome = 'done' | 'failed' | 'cancelled' | 'requeued' | 'not-runnable';

interface ClaimedRow {
  row: number;
  input: OptimizerInput;
  marketplace: Marketplace;
  chargeId: number | null;
  attempts: number;
}

interface Claimed {
  jobId: string;
  userId: string;
  rows: ClaimedRow[];
}

type Written = { row: ClaimedRow; result: Optimized } | { row: ClaimedRow; reason: string };

export interface RunRowDeps {
  db: Kysely<DB>;
  /** The engine rows are saved as written by (and written with, unless `writer` is given). */
  engine: WritingEngine;
  /** Writes a row elsewhere, e.g. on a thread of its own (thread-writer.ts). */
  writer?: RowWriter;
  now: () => Date;
  /** How long a running row is left alone before it counts as abandoned and is claimed again. */
  leaseMs: number;
  /** Aborted when the process stops: the rows go back to the queue instead of failing. */
  signal?: AbortSignal;
  /** Rows saved in one transaction at most (the embedded database wants short ones). */
  saveBatch?: number;
}

/** The rows' (row_number, attempts) pairs, as one JSON parameter: the same SQL on Postgres and PGlite. */
const attemptsOf = (rows: ClaimedRow[]) => sql`(
  select row_number, attempts from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ row_number: r.row, attempts: r.attempts })))}::jsonb)
    as ours(row_number integer, attempts integer))`;

/** The rows still are ours: running under the attempt we claimed (a lease that ran out may have passed them on). */
const stillOurs = (jobId: string, rows: ClaimedRow[]) =>
  sql<boolean>`job_id = ${jobId} and status = 'running' and (row_number, attempts) in ${attemptsOf(rows)}`;

/**
 * Takes the rows that can run: pending, or running under a lease that ran out (its worker died),
 * in a job that is still running. One conditional UPDATE, so two workers never both get a row.
 * Every row taken is leased at once, so a worker that dies hands all of them over within a lease.
 */
async function claim(deps: RunRowDeps, work: RowsWork): Promise<Claimed | undefined> {
  if (work.rows.length === 0) return undefined;
  const now = deps.now();
  const rows = await deps.db
    .updateTable('bulk_job_rows')
    .set({ status: 'running', attempts: sql`attempts + 1`, lease_until: new Date(now.getTime() + deps.leaseMs), started_at: now, worker: WORKER_ID })
    .where('job_id', '=', work.jobId)
    .where('row_number', 'in', work.rows)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]))
    .where((eb) => eb.exists(eb.selectFrom('bulk_jobs').select('id').where('id', '=', work.jobId).where('status', '=', 'running')))
    .returning(['row_number', 'input', 'marketplace', 'charge_id', 'attempts'])
    .execute();
  if (rows.length === 0) return undefined;
  const job = await deps.db.selectFrom('bulk_jobs').select('user_id').where('id', '=', work.jobId).executeTakeFirstOrThrow();
  return {
    jobId: work.jobId,
    userId: job.user_id,
    rows: rows
      .map((row) => ({
        row: row.row_number,
        input: row.input as OptimizerInput,
        marketplace: isMarketplace(row.marketplace) ? row.marketplace : DEFAULT_MARKETPLACE,
        chargeId: row.charge_id,
        attempts: row.attempts,
      }))
      .sort((a, b) => a.row - b.row),
  };
}

/**
 * Saves written rows in one transaction: each still ours is marked done (saved as a listing with
 * its analysis, its held credit settled) or failed (refunded), and the job's counts move once.
 * Resolves to the job's status after it, so the caller learns of a cancel.
 */
async function saveWritten(deps: RunRowDeps, claimed: Claimed, written: Written[], outcomes: Map<number, RowOutcome>) {
  const { db, engine } = deps;
  const now = deps.now();
  return db.transaction().execute(async (trx) => {
    // The recordset's columns are named apart from the row's, which `stillOurs` names bare.
    const ended = written.map((w) => ({ ended_row: w.row.row, ended_as: 'result' in w ? 'done' : 'failed', reason: 'result' in w ? null : w.reason.slice(0, 500) }));
    const taken = await sql<{ row_number: number }>`
      update bulk_job_rows r set status = e.ended_as, error = e.reason, finished_at = ${now}::timestamptz, lease_until = null
      from jsonb_to_recordset(${JSON.stringify(ended)}::jsonb) as e(ended_row integer, ended_as text, reason text)
      where r.row_number = e.ended_row and ${stillOurs(claimed.jobId, written.map((w) => w.row))}
      returning r.row_number`.execute(trx);
    const ours = new Set(taken.rows.map((r) => r.row_number));
    const done = written.filter((w): w is Extract<Written, { result: Optimized }> => 'result' in w && ours.has(w.row.row));
    const failed = written.filter((w) => !('result' in w) && ours.has(w.row.row));
    const saved = [];
    for (const { row, result } of done) saved.push({ row, result, listingId: await saveListing(trx, engine.id, claimed.userId, row, result, now) });
    if (saved.length > 0) {
      const links = saved.map((s) => ({ row_number: s.row.row, listing_id: s.listingId, changes: s.result.changes }));
      await sql`
        update bulk_job_rows r set listing_id = l.listing_id, changes = l.changes
        from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(row_number integer, listing_id uuid, changes jsonb)
        where r.job_id = ${claimed.jobId} and r.row_number = l.row_number`.execute(trx);
    }
    await settleRowCharges(trx, saved.map((s) => ({ chargeId: s.row.chargeId, listingId: s.listingId })), now);
    await refundRowCharges(trx, failed.map((w) => w.row.chargeId), now, 'bulk row failed');
    for (const w of done) outcomes.set(w.row.row, 'done');
    for (const w of failed) outcomes.set(w.row.row, 'failed');
    return countFinishedRows(trx, claimed.jobId, { done: done.length, failed: failed.length }, now);
  });
}

/** "Optimize a listing"'s save, as the optimizer route does it: the analysis, then the listing. */
async function saveListing(trx: Transaction<DB>, engineId: string, userId: string, row: ClaimedRow, result: Optimized, now: Date): Promise<string> {
  const analysisId = await insertPendingAnalysis(trx, { userId, input: row.input, profile: result.profile, marketplace: result.marketplace, now });
  await completeAnalysis(trx, analysisId, result.insights, engineId, now);
  return insertListing(trx, { userId, analysisId, input: row.input, insights: result.insights, written: result, engine: engineId, at: now });
}

/**
 * Saves a batch; when that fails (say, one listing breaks a constraint), each row is saved alone,
 * and a row whose listing cannot be saved fails (and is refunded) instead.
 */
async function save(deps: RunRowDeps, claimed: Claimed, written: Written[], outcomes: Map<number, RowOutcome>): Promise<string | undefined> {
  try {
    return await saveWritten(deps, claimed, written, outcomes);
  } catch (error) {
    if (written.length === 1 && !('result' in written[0]!)) throw error;
    let status: string | undefined;
    for (const one of written) {
      status =
        written.length > 1
          ? await save(deps, claimed, [one], outcomes)
          : await saveWritten(deps, claimed, [{ row: one.row, reason: reasonOf(error) }], outcomes);
    }
    return status;
  }
}

/** Rows taken but not begun when the job was cancelled: cancelled and refunded, as a cancel does with pending ones. */
async function cancelTaken(deps: RunRowDeps, claimed: Claimed, rows: ClaimedRow[], outcomes: Map<number, RowOutcome>): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const cancelled = await sql<{ row_number: number; charge_id: number | null }>`
      update bulk_job_rows set status = 'cancelled', error = ${CANCELLED_ROW}, finished_at = ${now}::timestamptz, lease_until = null
      where ${stillOurs(claimed.jobId, rows)}
      returning row_number, charge_id`.execute(trx);
    await refundRowCharges(trx, cancelled.rows.map((r) => r.charge_id), now, 'bulk job cancelled');
    await countFinishedRows(trx, claimed.jobId, { cancelled: cancelled.rows.length }, now);
    for (const r of cancelled.rows) outcomes.set(r.row_number, 'cancelled');
  });
}

/** Hands interrupted rows back to the queue at once, rather than after their lease. */
async function putBack(deps: RunRowDeps, claimed: Claimed, rows: ClaimedRow[], outcomes: Map<number, RowOutcome>): Promise<void> {
  await deps.db
    .updateTable('bulk_job_rows')
    .set({ status: 'pending', lease_until: null, attempts: sql`attempts - 1` })
    .where(stillOurs(claimed.jobId, rows))
    .execute();
  for (const row of rows) outcomes.set(row.row, 'requeued');
}

async function renewLeases(deps: RunRowDeps, claimed: Claimed, rows: ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await deps.db
    .updateTable('bulk_job_rows')
    .set({ lease_until: new Date(deps.now().getTime() + deps.leaseMs) })
    .where(stillOurs(claimed.jobId, rows))
    .execute();
}

/** One row, unless it has stopped its worker too often already. */
async function write(deps: RunRowDeps, row: ClaimedRow): Promise<Written | 'interrupted'> {
  if (row.attempts > MAX_ROW_ATTEMPTS) return { row, reason: TOO_MANY_ATTEMPTS };
  const writer = deps.writer ?? engineWriter(deps.engine);
  try {
    return { row, ...(await writer(row.input, row.marketplace, deps.signal)) };
  } catch (error) {
    if (deps.signal?.aborted) return 'interrupted';
    return { row, reason: reasonOf(error) };
  }
}

/**
 * The queue's handler for some rows of a job: takes those that can run (one UPDATE), writes them
 * one after another, and saves them in batches (see DEFAULT_SAVE_BATCH). A failing row is marked
 * failed with its reason and refunded. When a save shows the job was cancelled, the rows not yet
 * begun are cancelled and refunded; when the process stops, they go back to pending. Running the
 * same message twice is harmless: a row that is not runnable is left alone.
 */
export async function runRows(deps: RunRowDeps, work: RowsWork): Promise<Map<number, RowOutcome>> {
  const outcomes = new Map<number, RowOutcome>(work.rows.map((row) => [row, 'not-runnable']));
  const claimed = await claim(deps, work);
  if (!claimed) return outcomes;
  const open = [...claimed.rows];
  // While rows are open their leases are renewed, so a lease can be short: a worker that dies stops
  // renewing, and its rows are taken over soon after (bulk-worker.ts), however long a row may run.
  const heartbeat = setInterval(() => void renewLeases(deps, claimed, open).catch(() => undefined), Math.max(50, Math.floor(deps.leaseMs / 3)));
  const saveBatch = Math.max(1, deps.saveBatch ?? DEFAULT_SAVE_BATCH);
  try {
    let unsaved: Written[] = [];
    let firstUnsavedAt = 0;
    let status: string | undefined;
    const flush = async () => {
      const batch = unsaved;
      unsaved = [];
      status = (await save(deps, claimed, batch, outcomes)) ?? status;
      open.splice(0, batch.length);
    };
    while (open.length > unsaved.length && status !== 'cancelling' && !deps.signal?.aborted) {
      // A turn of the event loop between rows: on the embedded database the web server shares this
      // thread, and its requests get in between two rows' CPU work.
      await turn();
      const written = await write(deps, open[unsaved.length]!);
      if (written === 'interrupted') break;
      if (unsaved.push(written) === 1) firstUnsavedAt = Date.now();
      if (unsaved.length >= saveBatch || Date.now() - firstUnsavedAt >= MAX_UNSAVED_MS) await flush();
    }
    if (unsaved.length > 0) await flush();
    if (open.length > 0) {
      if (status === 'cancelling') await cancelTaken(deps, claimed, open, outcomes);
      else await putBack(deps, claimed, open, outcomes);
    }
  } finally {
    clearInterval(heartbeat);
  }
  return outcomes;
}

/** One row (tests, and messages queued before rows were batched). */
export async function runRow(deps: RunRowDeps, work: RowWork): Promise<RowOutcome> {
  return (await runRows(deps, { jobId: work.jobId, rows: [work.row] })).get(work.row) ?? 'not-runnable';
}
