import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB, Role } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { isHalfStep, toHalfCredits } from './units.js';
import { currentUsage, isPrivileged, usageView } from './usage.js';

/**
 * What support can do for a seller (`npm run admin`). The same functions run in the CLI
 * (straight on the database) and in a running server (for the embedded database).
 */
/** Credits are kept in whole half-credits (src/server/credits/units.ts). */
const credits = z.number();
const HALF_STEPS = { message: 'must be a whole number of credits or end in .5 (credits go in steps of 0.5)' };

export const adminCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('users') }),
  z.object({ command: z.literal('grant'), email: z.string(), credits: credits.positive().max(100_000).refine(isHalfStep, HALF_STEPS) }),
  z.object({ command: z.literal('set-max'), email: z.string(), credits: credits.min(0).max(100_000).refine(isHalfStep, HALF_STEPS) }),
  z.object({ command: z.literal('role'), email: z.string(), role: z.enum(['owner', 'admin', 'user']) }),
]);
export type AdminCommand = z.infer<typeof adminCommandSchema>;

export interface UserSummary {
  email: string;
  name: string;
  verified: boolean;
  role: Role;
  used: number;
  total: number;
  remaining: number;
  createdAt: string;
}

async function userIdByEmail(db: Kysely<DB>, email: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', `No user with the e-mail address ${email}.`);
  return user.id;
}

async function summary(db: Kysely<DB>, userId: string, now: Date): Promise<UserSummary> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const view = usageView(await currentUsage(db, userId, now), now);
  return {
    email: user.email,
    name: user.display_name ?? user.name,
    verified: user.email_verified,
    role: view.role,
    used: view.used,
    total: view.total,
    remaining: view.remaining,
    createdAt: user.created_at.toISOString(),
  };
}

export async function runAdminCommand(db: Kysely<DB>, command: AdminCommand, now: Date): Promise<UserSummary[]> {
  if (command.command === 'users') {
    const users = await db.selectFrom('users').select('id').orderBy('created_at').execute();
    const result: UserSummary[] = [];
    for (const user of users) result.push(await summary(db, user.id, now));
    return result;
  }
  const userId = await userIdByEmail(db, command.email);
  await currentUsage(db, userId, now); // creates the record and applies a due monthly reset first
  const halfCredits = command.command === 'role' ? 0 : (toHalfCredits(command.credits) ?? 0);
  await db.transaction().execute(async (trx) => {
    if (command.command === 'grant') {
      await trx
        .updateTable('user_usage')
        .set({ extra_half_credits: sql`extra_half_credits + ${halfCredits}`, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    } else if (command.command === 'set-max') {
      await trx.updateTable('user_usage').set({ max_half_credits: halfCredits, updated_at: now }).where('user_id', '=', userId).execute();
    } else {
      await trx.updateTable('user_usage').set({ role: command.role, updated_at: now }).where('user_id', '=', userId).execute();
    }
    await trx
      .insertInto('usage_ledger')
      .values({
        user_id: userId,
        half_credits: halfCredits,
        kind: command.command,
        reason: command.command === 'role' ? `role set to ${command.role}${isPrivileged(command.role) ? ' (unlimited)' : ''}` : 'support',
        created_at: now,
      })
      .execute();
  });
  return [await summary(db, userId, now)];
}
