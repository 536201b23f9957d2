import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { ownJob } from './bulk-job-store.js';
import { refundRowCharges } from './held-charges.js';
import { countFinishedRows } from './job-counts.js';

export const CANCELLED_ROW = 'Cancelled before it ran; its credit was refunded.';
const NOTHING_TO_CANCEL = 'This job has already ended.';

/**
 * Cancels what has not started: pending rows become `cancelled` and their held credits are
 * refunded in the same transaction. The row a worker is writing finishes (it is paid for and nearly
 * done); rows a worker took with it but has not begun it cancels itself at its next save
 * (run-row.ts). The last of them ends the job as `cancelled`. A job that never started has no charges.
 */
export async function cancelJob(db: Kysely<DB>, input: { userId: string; jobId: string; now: Date }): Promise<void> {
  const { now } = input;
  const job = await ownJob(db, input.userId, input.jobId);
  if (job.status === 'cancelled' || job.status === 'finished') throw new AppError('CONFLICT', NOTHING_TO_CANCEL);
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('bulk_jobs')
      .set({ status: 'cancelling', updated_at: now })
      .where('id', '=', job.id)
      .where('status', 'in', ['ready', 'running', 'cancelling'])
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new AppError('CONFLICT', NOTHING_TO_CANCEL);
    await cancelPendingRows(trx, job.id, now);
  });
}

/** Pending rows -> cancelled, their held credits refunded, in the caller's transaction (a fixed number of statements for any number of rows). */
export async function cancelPendingRows(trx: Transaction<DB>, jobId: string, now: Date): Promise<number> {
  const cancelled = await trx
    .updateTable('bulk_job_rows')
    .set({ status: 'cancelled', error: CANCELLED_ROW, finished_at: now })
    .where('job_id', '=', jobId)
    .where('status', '=', 'pending')
    .returning(['charge_id'])
    .execute();
  await refundRowCharges(trx, cancelled.map((row) => row.charge_id), now, 'bulk job cancelled');
  await countFinishedRows(trx, jobId, { cancelled: cancelled.length }, now);
  return cancelled.length;
}
