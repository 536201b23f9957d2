import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { WritingEngine } from '../../writer/engine.js';
import { chargeLeaseMs } from '../credits/lease.js';
import type { DB } from '../db/schema.js';
import type { JobQueue, QueueDefinition, QueueLog } from '../queue/job-queue.js';
import { rowsToResume } from './resume.js';
import { cancelPendingRows } from './cancel-job.js';
import type { RowWriter } from './optimize-row.js';
import { runRows, type RowsWork } from './run-row.js';

/**
 * How long one row may take before the queue would retry its message (bulkRowQueue): an LLM row analyses and
 * writes, two paid steps' worth of provider time; the built-in writer finishes a row in well under
 * a second. A worker that dies is noticed much sooner through the row's own lease (below).
 */
export const bulkRowLeaseMs = (ai: { provider: string; timeoutMs: number }) =>
  ai.provider === 'builtin' ? 60_000 : 2 * chargeLeaseMs(ai.timeoutMs);

/**
 * A running row's lease, renewed every third of it while its worker lives (run-row.ts). Every
 * worker looks this often for the leases that lapse before its next look, and queues those rows
 * again the moment they lapse (`watchLeases`), so a dead worker's rows are taken over within a
 * lease of its death rather than a lease plus a scan.
 */
export const ROW_LEASE_MS = 20_000;
export const LAPSED_ROW_SCAN_MS = 5_000;

/** The queue of bulk rows: a message names a job and some of its rows. */
export const BULK_ROW_QUEUE = 'bulk-job-row';

/** `{ jobId, rows }`; a message queued before rows were batched names one `row`. */
const rowsWorkSchema = z.union([
  z.object({ jobId: z.string().uuid(), rows: z.array(z.number().int().positive()).min(1).max(1000) }),
  z.object({ jobId: z.string().uuid(), row: z.number().int().positive() }).transform(({ jobId, row }) => ({ jobId, rows: [row] })),
]);

/**
 * Rows per message: a worker claims, writes and saves a message's rows together, so fewer, larger
 * messages cost the queue less; a small job still gets about 16 messages, so every worker shares it.
 */
const MAX_ROWS_PER_MESSAGE = 10;
const SPREAD_OVER = 16;

export function inMessages(jobId: string, rows: number[]): RowsWork[] {
  const size = Math.min(MAX_ROWS_PER_MESSAGE, Math.max(1, Math.ceil(rows.length / SPREAD_OVER)));
  const messages: RowsWork[] = [];
  for (let i = 0; i < rows.length; i += size) messages.push({ jobId, rows: rows.slice(i, i + size) });
  return messages;
}

/** Rows of several jobs, each job's in messages of its own. */
function byJob(rows: { jobId: string; row: number }[]): RowsWork[] {
  const jobs = new Map<string, number[]>();
  for (const { jobId, row } of rows) jobs.set(jobId, [...(jobs.get(jobId) ?? []), row]);
  return [...jobs].flatMap(([jobId, numbers]) => inMessages(jobId, numbers));
}

/**
 * A message whose worker went silent for its rows' leases is retried by the queue's maintenance;
 * the rows' own leases (the same length a row) then let the retry claim them. A message writes its
 * rows one after another, so its lease covers every one of them. A few retries cover workers that
 * die; a row that keeps killing its worker is failed by its attempt count (run-row.ts).
 */
export function bulkRowQueue(leaseMs: number): QueueDefinition {
  return {
    name: BULK_ROW_QUEUE,
    defaults: { retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: Math.ceil((leaseMs * MAX_ROWS_PER_MESSAGE) / 1000) },
  };
}

/**
 * Queues rows in the caller's transaction (they exist exactly when the job's start commits), in one
 * statement; its NOTIFY wakes the workers of every process as it commits, without waiting for a poll.
 */
export async function queueRows(queue: JobQueue, trx: Kysely<DB>, jobId: string, rows: number[]): Promise<void> {
  await queue.sendMany(BULK_ROW_QUEUE, inMessages(jobId, rows), { transaction: trx });
}

export interface BulkWorkerOptions {
  queue: JobQueue;
  db: Kysely<DB>;
  getEngine: () => Promise<WritingEngine>;
  now: () => Date;
  leaseMs: number;
  /** How often to look for lapsed leases (LAPSED_ROW_SCAN_MS unless a test shortens it). */
  lapsedRowScanMs?: number;
  /** Rows this process writes at once. */
  concurrency: number;
  /** True when no other process can work on this database (the embedded one). */
  exclusive: boolean;
  /** Rows saved in one transaction at most (run-row.ts). */
  saveBatch?: number;
  /** Writes rows on a thread of their own (the embedded database's built-in writer). */
  writer?: RowWriter;
  log: QueueLog;
}

/**
 * Makes this process a bulk worker: it takes rows from the queue, and first gives back the rows
 * a previous run left behind (resume.ts), so a job survives a restart.
 */
export async function startBulkWorker(options: BulkWorkerOptions): Promise<{ close(): void }> {
  const { queue, db, now, leaseMs } = options;
  await queue.work<RowsWork>(BULK_ROW_QUEUE, { concurrency: options.concurrency }, async (job) => {
    const work = rowsWorkSchema.safeParse(job.data);
    if (!work.success) {
      options.log.warn({ jobId: job.id }, 'bulk row message without a job and rows; dropped');
      return;
    }
    const engine = await options.getEngine();
    const outcomes = await runRows({ db, engine, now, leaseMs, signal: job.signal, saveBatch: options.saveBatch, writer: options.writer }, work.data);
    // Thrown so the queue keeps the message and another worker (or the next start) runs the rows.
    if ([...outcomes.values()].includes('requeued')) throw new Error('the worker stopped before every row was written');
  });
  const resuming = { stopped: false, timer: undefined as NodeJS.Timeout | undefined };
  await resumeLeftRows(options, resuming);
  const leases = watchLeases(options);
  return {
    close() {
      resuming.stopped = true;
      clearTimeout(resuming.timer);
      leases.close();
    },
  };
}

/**
 * When the soonest lease of a running row lapses, if that is from `now` and within `withinMs`: the
 * moment a look for lapsed rows should be made, rather than at the next scan. Leases lapsed already
 * are the look's own business (a row of an ended job may keep one; it must not fire a timer at once).
 */
export async function nextLapse(db: Kysely<DB>, now: Date, withinMs: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('bulk_job_rows')
    .select((eb) => eb.fn.min('lease_until').as('soonest'))
    .where('status', '=', 'running')
    .where('lease_until', '>=', now)
    .where('lease_until', '<', new Date(now.getTime() + withinMs))
    .executeTakeFirst();
  return row?.soonest ? new Date(row.soonest) : undefined;
}

/**
 * Every LAPSED_ROW_SCAN_MS (or `lapsedRowScanMs`): queues the rows whose lease lapsed, then sets a timer for the moment the
 * next lease lapses when that comes before the next scan, which looks again. A live worker's lease
 * always runs two thirds of a lease ahead (it renews every third), so the timers follow the rows
 * of dead workers, each queued again as its lease lapses.
 */
function watchLeases(options: BulkWorkerOptions): { close(): void } {
  let stopped = false;
  let sweep: NodeJS.Timeout | undefined;
  const requeue = () => requeueLapsedRows(options).catch((error: Error) => options.log.warn({ err: error.message }, 'could not look for lapsed bulk rows'));
  const scanMs = options.lapsedRowScanMs ?? LAPSED_ROW_SCAN_MS;
  const look = async () => {
    await requeue();
    const now = options.now();
    const next = await nextLapse(options.db, now, scanMs).catch(() => undefined);
    if (!next || stopped) return;
    clearTimeout(sweep);
    // A millisecond past it: the claim and the sweep take a lease as lapsed only once it is over.
    sweep = setTimeout(() => void look(), Math.max(0, next.getTime() - now.getTime()) + 1);
    sweep.unref();
  };
  const scan = setInterval(() => void look(), scanMs);
  scan.unref();
  return {
    close() {
      stopped = true;
      clearInterval(scan);
      clearTimeout(sweep);
    },
  };
}

/**
 * Rows whose worker stopped renewing their lease (it died) go back to pending and get a new
 * message, so another worker takes them within seconds rather than when the queue's own
 * much longer expiry retries the message. Several workers may queue the same row: it runs once.
 * In a job being cancelled they are cancelled and refunded instead, so the job ends.
 */
async function requeueLapsedRows(options: BulkWorkerOptions) {
  const now = options.now();
  const lapsed = await options.db
    .updateTable('bulk_job_rows')
    .set({ status: 'pending', lease_until: null })
    .where('status', '=', 'running')
    .where('lease_until', '<', now)
    .where('job_id', 'in', (eb) => eb.selectFrom('bulk_jobs').select('id').where('status', 'in', ['running', 'cancelling']))
    .returning(['job_id', 'row_number'])
    .execute();
  if (lapsed.length === 0) return;
  const jobs = [...new Set(lapsed.map((row) => row.job_id))];
  const cancelling = await options.db.selectFrom('bulk_jobs').select('id').where('id', 'in', jobs).where('status', '=', 'cancelling').execute();
  for (const job of cancelling) await options.db.transaction().execute((trx) => cancelPendingRows(trx, job.id, now));
  const stopped = new Set(cancelling.map((job) => job.id));
  const again = lapsed.filter((row) => !stopped.has(row.job_id)).map((row) => ({ jobId: row.job_id, row: row.row_number }));
  // Ahead of the rows still waiting: these have waited a lease already.
  await options.queue.sendMany(BULK_ROW_QUEUE, byJob(again), { priority: 1 });
  options.log.warn({ rows: lapsed.length }, 'bulk rows of a worker that stopped answering are queued again');
}

const RESUME_RETRY_MS = 5_000;

/**
 * Rows an earlier run left behind go back on the queue. A database that is down at start must not
 * stop the process (health answers 503 meanwhile), so this retries until it gets through.
 */
async function resumeLeftRows(options: BulkWorkerOptions, resuming: { stopped: boolean; timer?: NodeJS.Timeout }) {
  const { queue, db, now } = options;
  try {
    const left = await rowsToResume(db, { now: now(), exclusive: options.exclusive });
    await queue.sendMany(BULK_ROW_QUEUE, byJob(left));
    if (left.length > 0) options.log.info({ rows: left.length }, 'resumed bulk rows left by an earlier run');
  } catch (error) {
    if (resuming.stopped) return;
    options.log.warn({ err: (error as Error).message }, 'could not resume bulk rows yet; trying again in 5 s');
    resuming.timer = setTimeout(() => void resumeLeftRows(options, resuming), RESUME_RETRY_MS);
    resuming.timer.unref();
  }
}
