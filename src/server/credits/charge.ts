import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { ensureUsageRow, isPrivileged, staleSql } from './usage.js';

/** A charge taken for one piece of work. */
export interface Charge {
  /** The ledger row of the charge; absent for owners and admins, who are never charged. */
  id?: number;
  userId: string;
  halfCredits: number;
  reason: string;
  charged: boolean;
}

export interface ChargeInput {
  userId: string;
  halfCredits: number;
  reason: string;
  now: Date;
  /** How long the work may run before a sweep treats it as abandoned and refunds it. */
  leaseMs: number;
  /** The analysis this charge pays for (analyse) or builds on (generate). */
  analysisId?: string;
}

export const INSUFFICIENT_CREDITS =
  'Insufficient credits: you have used this month’s listing allowance. Contact us for additional credits.';

/** The work finished after its lease ran out and a sweep had already refunded it. */
export const LEASE_LOST = 'This took longer than its time limit, so it was cancelled and nothing was saved. No credits were used; please try again.';

/**
 * Takes `halfCredits` from a seller's balance (a stale month starts again at zero) in one
 * statement, only if the balance covers it. False for an owner or admin, who is never charged, and
 * for a balance too small: the caller tells them apart.
 */
export async function takeFromBalance(trx: Transaction<DB>, userId: string, halfCredits: number, now: Date): Promise<boolean> {
  await ensureUsageRow(trx, userId, now);
  const stale = staleSql(now);
  const used = sql<number>`(case when ${stale} then 0 else used_half_credits end)`;
  const extra = sql<number>`(case when ${stale} then 0 else extra_half_credits end)`;
  const taken = await trx
    .updateTable('user_usage')
    .set({
      used_half_credits: sql`${used} + ${halfCredits}`,
      extra_half_credits: extra,
      last_reset_at: sql`case when ${stale} then ${now}::timestamptz else last_reset_at end`,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .where(sql<boolean>`${used} + ${halfCredits} <= max_half_credits + ${extra}`)
    .returning(['user_id'])
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Takes the credits in one conditional UPDATE inside the caller's transaction: the usage row is
 * locked while the condition is checked, so concurrent requests never overdraw. A new month resets
 * usage in the same statement. The ledger row starts `pending`, leased until `now + leaseMs`.
 */
export async function chargeIn(trx: Transaction<DB>, input: ChargeInput): Promise<Charge> {
  const { userId, halfCredits, reason, now } = input;
  if (await takeFromBalance(trx, userId, halfCredits, now)) {
    const row = await trx
      .insertInto('usage_ledger')
      .values({
        user_id: userId,
        half_credits: halfCredits,
        kind: 'charge',
        reason,
        analysis_id: input.analysisId ?? null,
        status: 'pending',
        lease_until: new Date(now.getTime() + input.leaseMs),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, userId, halfCredits, reason, charged: true };
  }
  const row = await trx.selectFrom('user_usage').select('role').where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (isPrivileged(row.role)) return { userId, halfCredits: 0, reason, charged: false };
  throw new AppError('USAGE_LIMIT_REACHED', INSUFFICIENT_CREDITS);
}

export function charge(db: Kysely<DB>, input: ChargeInput): Promise<Charge> {
  return db.transaction().execute((trx) => chargeIn(trx, input));
}

/**
 * Marks the charge paid for, in the transaction that saves the work, and links what it bought.
 * Throws when the charge is no longer pending (a sweep refunded it), which rolls the save back:
 * work is never kept without its charge.
 */
export async function settle(trx: Transaction<DB>, paid: Charge, link: { listingId?: string }, now: Date): Promise<void> {
  if (!paid.charged || paid.id === undefined) return;
  const settled = await trx
    .updateTable('usage_ledger')
    .set({ status: 'settled', settled_at: now, ...(link.listingId ? { listing_id: link.listingId } : {}) })
    .where('id', '=', paid.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(settled.numUpdatedRows) !== 1) throw new AppError('UPSTREAM_TIMEOUT', LEASE_LOST);
}

/**
 * Reverses a pending charge: marks it refunded, gives the half-credits back and writes one refund
 * row that points at it. Returns false when the charge was already settled or refunded, so the
 * request that failed and a sweep can both try without refunding twice.
 */
export async function refundIn(trx: Transaction<DB>, chargeId: number, now: Date, why: string): Promise<boolean> {
  const reversed = await trx
    .updateTable('usage_ledger')
    .set({ status: 'refunded' })
    .where('id', '=', chargeId)
    .where('status', '=', 'pending')
    .returning(['user_id', 'half_credits', 'reason', 'analysis_id', 'created_at'])
    .executeTakeFirst();
  if (!reversed) return false;
  await trx
    .updateTable('user_usage')
    .set({ used_half_credits: sql`greatest(0, used_half_credits - ${reversed.half_credits})`, updated_at: now })
    .where('user_id', '=', reversed.user_id)
    // A monthly reset since the charge already wiped it; taking it off again would give credit away.
    .where('last_reset_at', '<=', reversed.created_at)
    .execute();
  await trx
    .insertInto('usage_ledger')
    .values({
      user_id: reversed.user_id,
      half_credits: -reversed.half_credits,
      kind: 'refund',
      reason: `${reversed.reason}: ${why}`.slice(0, 300),
      analysis_id: reversed.analysis_id,
      refund_of: chargeId,
      created_at: now,
    })
    .execute();
  // An analysis whose charge is refunded never finished; a generation's analysis is ready and stays so.
  if (reversed.analysis_id) {
    await trx
      .updateTable('analyses')
      .set({ status: 'failed', completed_at: now })
      .where('id', '=', reversed.analysis_id)
      .where('status', '=', 'pending')
      .execute();
  }
  return true;
}

/** The compensating entry when paid-for work fails. */
export async function refund(db: Kysely<DB>, paid: Charge, now: Date, why: string): Promise<boolean> {
  if (!paid.charged || paid.id === undefined) return false;
  const chargeId = paid.id;
  return db.transaction().execute((trx) => refundIn(trx, chargeId, now, why));
}

const failureReason = (error: unknown) => (error instanceof AppError ? error.code : 'failed');

/**
 * Runs paid-for work, then saves its result and settles the charge in one transaction; if the work
 * or the save fails, the charge is refunded. Should the refund itself fail (the database is down),
 * the charge stays pending and the sweep refunds it once its lease runs out.
 */
export async function payForWork<W, T>(options: {
  db: Kysely<DB>;
  paid: Charge;
  now: () => Date;
  work: () => Promise<W>;
  save: (trx: Transaction<DB>, result: W) => Promise<{ value: T; listingId?: string }>;
  onRefundError?: (error: unknown) => void;
}): Promise<T> {
  const { db, paid, now } = options;
  try {
    const result = await options.work();
    return await db.transaction().execute(async (trx) => {
      const saved = await options.save(trx, result);
      await settle(trx, paid, { listingId: saved.listingId }, now());
      return saved.value;
    });
  } catch (error) {
    await refund(db, paid, now(), failureReason(error)).catch((refundError) => options.onRefundError?.(refundError));
    throw error;
  }
}
