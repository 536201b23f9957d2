import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { WritingEngine } from '../../writer/engine.js';
import { chargeLeaseMs } from '../credits/lease.js';
import type { DB } from '../db/schema.js';
import type { JobQueue, QueueDefinition, QueueLog } from '../queue/job-queue.js';
import { rowsToResume } from './resume.js';
import { runRow, type RowWork } from './run-row.js';

/** A bulk row analyses and writes: two paid steps' worth of time before it counts as abandoned. */
export const bulkRowLeaseMs = (aiTimeoutMs: number) => 2 * chargeLeaseMs(aiTimeoutMs);

/** The queue of bulk rows: one message per row, its payload the row's address. */
export const BULK_ROW_QUEUE = 'bulk-job-row';

const rowWorkSchema = z.object({ jobId: z.string().uuid(), row: z.number().int().positive() });

/**
 * A message whose worker went silent for a row's lease is retried by the queue's maintenance; the
 * row's own lease (the same length) then lets the retry claim it. A few retries cover workers
 * that die; a row that keeps killing its worker is failed by its attempt count (run-row.ts).
 */
export function bulkRowQueue(leaseMs: number): QueueDefinition {
  return {
    name: BULK_ROW_QUEUE,
    defaults: { retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: Math.ceil(leaseMs / 1000) },
  };
}

/** Queues rows in the caller's transaction (they exist exactly when the job's start commits). */
export async function queueRows(queue: JobQueue, trx: Kysely<DB>, jobId: string, rows: number[]): Promise<void> {
  for (const row of rows) await queue.send(BULK_ROW_QUEUE, { jobId, row } satisfies RowWork, { transaction: trx });
}

export interface BulkWorkerOptions {
  queue: JobQueue;
  db: Kysely<DB>;
  getEngine: () => Promise<WritingEngine>;
  now: () => Date;
  leaseMs: number;
  /** Rows this process writes at once. */
  concurrency: number;
  /** True when no other process can work on this database (the embedded one). */
  exclusive: boolean;
  log: QueueLog;
}

/**
 * Makes this process a bulk worker: it takes rows from the queue, and first gives back the rows
 * a previous run left behind (resume.ts), so a job survives a restart.
 */
export async function startBulkWorker(options: BulkWorkerOptions): Promise<void> {
  const { queue, db, now, leaseMs } = options;
  await queue.work<RowWork>(BULK_ROW_QUEUE, { concurrency: options.concurrency }, async (job) => {
    const work = rowWorkSchema.safeParse(job.data);
    if (!work.success) {
      options.log.warn({ jobId: job.id }, 'bulk row message without a job and row; dropped');
      return;
    }
    const engine = await options.getEngine();
    const outcome = await runRow({ db, engine, now, leaseMs, signal: job.signal }, work.data);
    // Thrown so the queue keeps the message and another worker (or the next start) runs the row.
    if (outcome === 'requeued') throw new Error('the worker stopped before the row was written');
  });
  const left = await rowsToResume(db, { now: now(), exclusive: options.exclusive });
  for (const row of left) await queue.send(BULK_ROW_QUEUE, row);
  if (left.length > 0) options.log.info({ rows: left.length }, 'resumed bulk rows left by an earlier run');
}
