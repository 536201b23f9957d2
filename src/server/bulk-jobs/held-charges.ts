import { sql, type Transaction } from 'kysely';
import { INSUFFICIENT_CREDITS, LEASE_LOST, takeFromBalance } from '../credits/charge.js';
import { STEP_HALF_CREDITS } from '../credits/units.js';
import { isPrivileged } from '../credits/usage.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/** SPEC §9: a listing is an analysis and a writing step, one credit. */
export const LISTING_HALF_CREDITS = 2 * STEP_HALF_CREDITS;

/*
 * A bulk row's credit is taken when the job starts and held (ledger status `held`) until the row
 * is saved, fails or is cancelled. The charge sweep refunds only `pending` charges, whose request
 * died with its process, so a held row may wait in the queue or resume after a restart. Every
 * move out of `held` is conditional on it, so a row is settled or refunded exactly once.
 *
 * Each function here is a fixed number of statements, however many rows it covers: a 1,000-row
 * job starts, settles and cancels in a few milliseconds of database time, which matters most on
 * the embedded database, whose one connection every other request waits for meanwhile.
 */

/**
 * Holds one listing's credit for each pending, uncharged row of the job, in the caller's
 * transaction, and returns those rows' numbers. The balance is checked and taken for all of them
 * in one conditional UPDATE, as `chargeIn` does for one piece of work (the usage row is locked
 * while the condition is checked, so concurrent starts never overdraw, and a new month resets usage
 * in the same statement). A short balance throws USAGE_LIMIT_REACHED and takes nothing; owners
 * and admins are never charged (their rows keep no charge).
 */
export async function holdJobCharges(trx: Transaction<DB>, input: { userId: string; jobId: string; reason: string; now: Date }): Promise<number[]> {
  const { userId, jobId, now } = input;
  const rows = await trx
    .selectFrom('bulk_job_rows')
    .select('row_number')
    .where('job_id', '=', jobId)
    .where('status', '=', 'pending')
    .where('charge_id', 'is', null)
    .orderBy('row_number')
    .execute();
  const numbers = rows.map((row) => row.row_number);
  if (numbers.length === 0) return numbers;
  const halfCredits = numbers.length * LISTING_HALF_CREDITS;
  if (!(await takeFromBalance(trx, userId, halfCredits, now))) {
    const usage = await trx.selectFrom('user_usage').select('role').where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (isPrivileged(usage.role)) return numbers;
    throw new AppError('USAGE_LIMIT_REACHED', INSUFFICIENT_CREDITS);
  }
  // One ledger row per listing, so each is settled or refunded on its own; the ids are drawn first
  // so the same statement can link each row to its charge.
  await sql`
    with numbered as (
      select row_number, nextval(pg_get_serial_sequence('usage_ledger', 'id')) as charge_id
      from bulk_job_rows
      where job_id = ${jobId} and status = 'pending' and charge_id is null
    ),
    held as (
      insert into usage_ledger (id, user_id, half_credits, kind, reason, status, lease_until, created_at)
      overriding system value
      select charge_id, ${userId}, ${LISTING_HALF_CREDITS}, 'charge', ${input.reason} || ', row ' || row_number, 'held', null, ${now}::timestamptz
      from numbered
    )
    update bulk_job_rows r set charge_id = numbered.charge_id
    from numbered
    where r.job_id = ${jobId} and r.row_number = numbered.row_number`.execute(trx);
  return numbers;
}

/** Marks the rows' credits paid for, each linked to its saved listing; throws (rolling the save back) if one was no longer held. */
export async function settleRowCharges(trx: Transaction<DB>, paid: { chargeId: number | null; listingId: string }[], now: Date): Promise<void> {
  const charged = paid.filter((p): p is { chargeId: number; listingId: string } => p.chargeId !== null);
  if (charged.length === 0) return;
  const result = await sql`
    update usage_ledger l set status = 'settled', settled_at = ${now}::timestamptz, listing_id = v.listing_id
    from jsonb_to_recordset(${JSON.stringify(charged.map((p) => ({ id: p.chargeId, listing_id: p.listingId })))}::jsonb) as v(id bigint, listing_id uuid)
    where l.id = v.id and l.status = 'held'`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) !== charged.length) throw new AppError('UPSTREAM_TIMEOUT', LEASE_LOST);
}

/**
 * Gives held credits back: each charge marked refunded, the user's usage lowered by what it held
 * (unless a monthly reset since the charge already wiped it), and one refund row per charge
 * pointing at it, as `refundIn` does for one. Returns how many were refunded.
 */
export async function refundRowCharges(trx: Transaction<DB>, chargeIds: (number | null)[], now: Date, why: string): Promise<number> {
  const ids = chargeIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return 0;
  const refunded = await sql<{ refund_of: number }>`
    with reversed as (
      update usage_ledger set status = 'refunded'
      where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        and status = 'held'
      returning id, user_id, half_credits, reason, created_at
    ),
    given_back as (
      update user_usage u set used_half_credits = greatest(0, u.used_half_credits - back.half_credits), updated_at = ${now}::timestamptz
      from (
        select r.user_id, sum(r.half_credits)::int as half_credits
        from reversed r join user_usage since on since.user_id = r.user_id
        where since.last_reset_at <= r.created_at
        group by r.user_id
      ) back
      where u.user_id = back.user_id
    )
    insert into usage_ledger (user_id, half_credits, kind, reason, refund_of, created_at)
    select user_id, -half_credits, 'refund', left(reason || ': ' || ${why}, 300), id, ${now}::timestamptz from reversed
    returning refund_of`.execute(trx);
  return refunded.rows.length;
}
