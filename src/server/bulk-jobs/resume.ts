import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { cancelPendingRows } from './cancel-job.js';
import type { RowWork } from './run-row.js';

/**
 * What a worker does when it starts: rows whose worker died while running them go back to
 * `pending`, and every pending row of a running job is handed to the queue again. Rows the queue
 * still holds are then queued twice, which is harmless: a row runs only from `pending`.
 * With `exclusive` (the embedded database, which only this process can open) every running row
 * is orphaned; on a shared database only those whose lease ran out, and the queue's own retry of
 * an expired message covers the rest.
 */
export async function rowsToResume(db: Kysely<DB>, options: { now: Date; exclusive: boolean }): Promise<RowWork[]> {
  let orphaned = db
    .updateTable('bulk_job_rows')
    .set({ status: 'pending', lease_until: null })
    .where('status', '=', 'running')
    .where('job_id', 'in', (eb) => eb.selectFrom('bulk_jobs').select('id').where('status', 'in', ['running', 'cancelling']));
  if (!options.exclusive) orphaned = orphaned.where('lease_until', '<', options.now);
  await orphaned.execute();
  // A job cancelled while its worker died: what that worker was running will not run now.
  const cancelling = await db.selectFrom('bulk_jobs').select('id').where('status', '=', 'cancelling').execute();
  for (const job of cancelling) await db.transaction().execute((trx) => cancelPendingRows(trx, job.id, options.now));
  const rows = await db
    .selectFrom('bulk_job_rows')
    .innerJoin('bulk_jobs', 'bulk_jobs.id', 'bulk_job_rows.job_id')
    .select(['bulk_job_rows.job_id', 'bulk_job_rows.row_number'])
    .where('bulk_jobs.status', '=', 'running')
    .where('bulk_job_rows.status', '=', 'pending')
    .orderBy('bulk_jobs.started_at')
    .orderBy('bulk_job_rows.row_number')
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, row: row.row_number }));
}
