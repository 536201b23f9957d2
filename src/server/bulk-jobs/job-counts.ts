import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

type Outcome = 'done' | 'failed' | 'cancelled';
const COLUMN = { done: 'done_rows', failed: 'failed_rows', cancelled: 'cancelled_rows' } as const;

/**
 * Counts rows that reached an end, in the transaction that ended them, and ends the job with its
 * last row: `finished`, or `cancelled` when the seller cancelled it. The job's trigger announces
 * each change to the progress streams.
 */
export async function countFinishedRows(trx: Transaction<DB>, jobId: string, outcome: Outcome, count: number, now: Date): Promise<void> {
  if (count === 0) return;
  const column = sql.ref(COLUMN[outcome]);
  const allEnded = sql<boolean>`done_rows + failed_rows + cancelled_rows + ${count} >= valid_rows`;
  await trx
    .updateTable('bulk_jobs')
    .set({
      [COLUMN[outcome]]: sql`${column} + ${count}`,
      status: sql`case when ${allEnded} then (case when status = 'cancelling' then 'cancelled' else 'finished' end) else status end`,
      finished_at: sql`case when ${allEnded} then ${now}::timestamptz else finished_at end`,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .execute();
}
