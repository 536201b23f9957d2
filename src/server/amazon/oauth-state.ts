import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SpApiRegion } from '../runtime/config.js';

/**
 * The `state` of the LWA consent round trip: random, kept only as a hash, bound to the account
 * and to the session that asked for it, usable once and for ten minutes. A callback carrying a
 * state minted for another session (a login-CSRF that would attach someone else's Amazon account)
 * finds no row and is refused.
 */
export const STATE_LIFETIME_MS = 10 * 60_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

export async function issueState(db: Kysely<DB>, userId: string, sessionCredential: string, now: Date, region: SpApiRegion) {
  const state = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STATE_LIFETIME_MS);
  // Lapsed states of this seller go as new ones come; nothing else ever reads them.
  await db.deleteFrom('amazon_oauth_states').where('user_id', '=', userId).where('expires_at', '<', now).execute();
  await db
    .insertInto('amazon_oauth_states')
    .values({ state_hash: sha256(state), user_id: userId, session_hash: sha256(sessionCredential), expires_at: expiresAt, region })
    .execute();
  return { state, expiresAt };
}

/**
 * The region the consent was asked for, once, for a state this session issued within its
 * lifetime; the matching row is deleted, so a second use finds nothing (undefined).
 */
export async function consumeState(db: Kysely<DB>, state: string, userId: string, sessionCredential: string, now: Date): Promise<SpApiRegion | undefined> {
  const row = await db
    .deleteFrom('amazon_oauth_states')
    .where('state_hash', '=', sha256(state))
    .where('user_id', '=', userId)
    .where('session_hash', '=', sha256(sessionCredential))
    .returning(['expires_at', 'region'])
    .executeTakeFirst();
  return row !== undefined && row.expires_at.getTime() > now.getTime() ? row.region : undefined;
}
