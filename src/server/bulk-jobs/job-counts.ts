import { sql, type Transaction } from 'kysely';
import type { BulkJobStatus } from '../../contract/bulk-jobs.js';
import type { DB } from '../db/schema.js';

export type RowEnd = 'done' | 'failed' | 'cancelled';
const COLUMN = { done: 'done_rows', failed: 'failed_rows', cancelled: 'cancelled_rows' } as const;

/**
 * Counts rows that reached an end, in the transaction that ended them, and ends the job with its
 * last row: `finished`, or `cancelled` when the seller cancelled it. One UPDATE for any number of
 * rows; the job's trigger announces it to the progress streams. Resolves to the job's status
 * after it (undefined when nothing was counted), so a worker learns of a cancel as it saves.
 */
export async function countFinishedRows(trx: Transaction<DB>, jobId: string, ended: Partial<Record<RowEnd, number>>, now: Date): Promise<BulkJobStatus | undefined> {
  const counts = (Object.keys(COLUMN) as RowEnd[]).filter((end) => (ended[end] ?? 0) > 0);
  if (counts.length === 0) return undefined;
  const total = counts.reduce((sum, end) => sum + ended[end]!, 0);
  const allEnded = sql<boolean>`done_rows + failed_rows + cancelled_rows + ${total} >= valid_rows`;
  const row = await trx
    .updateTable('bulk_jobs')
    .set({
      ...Object.fromEntries(counts.map((end) => [COLUMN[end], sql`${sql.ref(COLUMN[end])} + ${ended[end]!}`])),
      status: sql`case when ${allEnded} then (case when status = 'cancelling' then 'cancelled' else 'finished' end) else status end`,
      finished_at: sql`case when ${allEnded} then ${now}::timestamptz else finished_at end`,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}
