import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Usage } from '../../contract/credits.js';
import type { DB, Role, UsageRow } from '../db/schema.js';
import { toCredits } from './units.js';

/** SPEC §9: unlimited marker for privileged accounts, and the free monthly allowance. */
export const UNLIMITED = 999_999;
export const FREE_MONTHLY_CREDITS = 1;
export const FAR_FUTURE = new Date('2099-12-31T00:00:00.000Z');

export const isPrivileged = (role: Role) => role === 'owner' || role === 'admin';

/** GET /api/usage's answer (src/contract/credits.ts). */
export type UsageView = Usage;

export function startOfNextMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** SPEC §4: a reset time in an earlier calendar month (UTC, by month and year) means a new month has begun. */
export function isStale(lastResetAt: Date, now: Date): boolean {
  return (
    lastResetAt.getUTCFullYear() < now.getUTCFullYear() ||
    (lastResetAt.getUTCFullYear() === now.getUTCFullYear() && lastResetAt.getUTCMonth() < now.getUTCMonth())
  );
}

/** The derived usage view (SPEC §3), in credits. Pure: a stale row reads as already reset. */
export function usageView(row: UsageRow, now: Date): UsageView {
  if (isPrivileged(row.role)) {
    return { used: toCredits(row.used_half_credits), total: UNLIMITED, remaining: UNLIMITED, resetDate: FAR_FUTURE.toISOString(), role: row.role };
  }
  const stale = isStale(row.last_reset_at, now);
  const used = stale ? 0 : row.used_half_credits;
  const total = row.max_half_credits + (stale ? 0 : row.extra_half_credits);
  return {
    used: toCredits(used),
    total: toCredits(total),
    remaining: toCredits(Math.max(0, total - used)),
    resetDate: startOfNextMonthUtc(now).toISOString(),
    role: row.role,
  };
}

/** SQL for "this row's reset time lies in an earlier calendar month than `now`". */
export const staleSql = (now: Date): RawBuilder<boolean> =>
  sql<boolean>`date_trunc('month', last_reset_at at time zone 'UTC') < date_trunc('month', ${now}::timestamptz at time zone 'UTC')`;

/** Creates the record on first use (0 used, 1 credit allowed) without touching an existing one. */
export async function ensureUsageRow(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('user_usage')
    .values({ user_id: userId, last_reset_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Applies the monthly reset if due, and returns the current row. */
export async function currentUsage(db: Kysely<DB>, userId: string, now: Date): Promise<UsageRow> {
  await ensureUsageRow(db, userId, now);
  const reset = await db
    .updateTable('user_usage')
    .set({ used_half_credits: 0, extra_half_credits: 0, last_reset_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where(staleSql(now))
    .returningAll()
    .executeTakeFirst();
  return reset ?? db.selectFrom('user_usage').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function getUsageView(db: Kysely<DB>, userId: string, now: Date): Promise<UsageView> {
  return usageView(await currentUsage(db, userId, now), now);
}
