import type { Kysely } from 'kysely';
import { BULK_CREDITS_MESSAGE } from '../../contract/bulk-jobs.js';
import { currentUsage, isPrivileged } from '../credits/usage.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { ownJob } from './bulk-job-store.js';
import { holdJobCharges, LISTING_HALF_CREDITS } from './held-charges.js';

export const ALREADY_STARTED = 'This job has already been started.';
const STOPPED = 'This job was cancelled; upload the file again to run it.';

const shortBalance = (needed: number, remainingHalf: number) =>
  new AppError('USAGE_LIMIT_REACHED', BULK_CREDITS_MESSAGE, { needed, remaining: remainingHalf / 2 });

/**
 * Starts a `ready` job: the move to `running` and one held charge per listing happen in one
 * transaction, so of two concurrent starts only one finds the job ready (the other waits on the
 * row lock, then finds it running) and each row is charged once (its charge_id is unique). A short
 * balance refuses the whole job with SPEC's message; nothing is charged. The rows are queued in the
 * same transaction, so they are queued exactly when the job has started. Charging and queueing are
 * set-based (a fixed number of statements for 1 or 1,000 rows), so the start answers in well under
 * a second and, on the embedded database, holds its one connection only that long.
 */
export async function startJob(
  db: Kysely<DB>,
  input: { userId: string; jobId: string; now: Date; queueRows?: (trx: Kysely<DB>, jobId: string, rows: number[]) => Promise<void> },
): Promise<number[]> {
  const { userId, now } = input;
  const job = await ownJob(db, userId, input.jobId);
  if (job.status === 'cancelled') throw new AppError('CONFLICT', STOPPED);
  if (job.status !== 'ready') throw new AppError('CONFLICT', ALREADY_STARTED);
  // A clear answer before any charge; the charges below check again under the lock.
  const usage = await currentUsage(db, userId, now);
  const remainingHalf = usage.max_half_credits + usage.extra_half_credits - usage.used_half_credits;
  if (!isPrivileged(usage.role) && remainingHalf < job.valid_rows * LISTING_HALF_CREDITS) throw shortBalance(job.valid_rows, remainingHalf);

  try {
    return await db.transaction().execute(async (trx) => {
      const started = await trx
        .updateTable('bulk_jobs')
        .set({ status: 'running', started_at: now, updated_at: now })
        .where('id', '=', job.id)
        .where('status', '=', 'ready')
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) !== 1) throw new AppError('CONFLICT', ALREADY_STARTED);
      const numbers = await holdJobCharges(trx, { userId, jobId: job.id, reason: `bulk job: ${job.file_name.slice(0, 120)}`, now });
      await input.queueRows?.(trx, job.id, numbers);
      return numbers;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'USAGE_LIMIT_REACHED') {
      const latest = await currentUsage(db, userId, now);
      throw shortBalance(job.valid_rows, latest.max_half_credits + latest.extra_half_credits - latest.used_half_credits);
    }
    throw error;
  }
}
