import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { ensureUsageRow, isPrivileged, staleSql } from './usage.js';

/** SPEC §9: each step of the optimizer costs half a credit. */
export const STEP_COST = 0.5;

export interface Charge {
  userId: string;
  amount: number;
  reason: string;
  /** False for owners and admins, who are never charged. */
  charged: boolean;
}

export const INSUFFICIENT_CREDITS =
  'Insufficient credits: you have used this month’s listing allowance. Contact us for additional credits.';

/**
 * Takes `amount` credits in one conditional UPDATE: the row is locked while the condition is
 * checked, so concurrent requests can never overdraw. A new month resets usage in the same statement.
 */
export async function charge(
  db: Kysely<DB>,
  input: { userId: string; amount: number; reason: string; listingId?: string; now: Date },
): Promise<Charge> {
  const { userId, amount, reason, now } = input;
  await ensureUsageRow(db, userId, now);
  const stale = staleSql(now);
  const used = sql<number>`(case when ${stale} then 0 else listings_generated end)`;
  const extra = sql<number>`(case when ${stale} then 0 else extra_credits end)`;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('user_usage')
      .set({
        listings_generated: sql`${used} + ${amount}`,
        extra_credits: extra,
        last_reset_at: sql`case when ${stale} then ${now}::timestamptz else last_reset_at end`,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('role', '=', 'user')
      // A tiny tolerance so 0.1-steps granted by support never fail on float rounding.
      .where(sql<boolean>`${used} + ${amount} <= max_listings_allowed + ${extra} + 0.000001`)
      .returning(['user_id'])
      .executeTakeFirst();
    if (updated) {
      await trx
        .insertInto('usage_ledger')
        .values({ user_id: userId, amount, kind: 'charge', reason, listing_id: input.listingId ?? null, created_at: now })
        .execute();
      return { userId, amount, reason, charged: true };
    }
    const row = await trx.selectFrom('user_usage').select('role').where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (isPrivileged(row.role)) return { userId, amount: 0, reason, charged: false };
    throw new AppError('USAGE_LIMIT_REACHED', INSUFFICIENT_CREDITS);
  });
}

/** The compensating entry when paid-for work fails. Usage never drops below zero. */
export async function refund(db: Kysely<DB>, paid: Charge, now: Date, why: string): Promise<void> {
  if (!paid.charged) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_usage')
      .set({ listings_generated: sql`greatest(0, listings_generated - ${paid.amount})`, updated_at: now })
      .where('user_id', '=', paid.userId)
      .execute();
    await trx
      .insertInto('usage_ledger')
      .values({ user_id: paid.userId, amount: -paid.amount, kind: 'refund', reason: `${paid.reason}: ${why}`.slice(0, 300), listing_id: null, created_at: now })
      .execute();
  });
}

/** Charges, runs the work, and refunds if the work throws. */
export async function withCharge<T>(
  db: Kysely<DB>,
  input: { userId: string; amount: number; reason: string; now: () => Date },
  work: (paid: Charge) => Promise<T>,
): Promise<T> {
  const paid = await charge(db, { ...input, now: input.now() });
  try {
    return await work(paid);
  } catch (error) {
    await refund(db, paid, input.now(), error instanceof AppError ? error.code : 'failed');
    throw error;
  }
}
