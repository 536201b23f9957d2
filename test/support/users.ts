import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/server/accounts/passwords.js';
import type { DB, Role } from '../../src/server/db/schema.js';
import { AuthClient } from './auth-client.js';
import { TEST_PASSWORD_COST } from './test-app.js';

export const TEST_PASSWORD = 'correct horse';
let cachedHash: Promise<string> | undefined;

/** A verified user written straight to the database: a shortcut for tests that are not about sign-up. */
export async function createUser(db: Kysely<DB>, email = `seller-${crypto.randomUUID()}@example.com`, role: Role = 'user') {
  const id = crypto.randomUUID();
  const now = new Date();
  // At the test apps' cost: a sign-in checks it at the cost it was made with (test-app.ts).
  cachedHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
  await db.insertInto('users').values({ id, name: 'Test Seller', email, email_verified: true, image: null, display_name: 'Test Seller', created_at: now, updated_at: now }).execute();
  await db
    .insertInto('accounts')
    .values({ id: crypto.randomUUID(), account_id: id, provider_id: 'credential', user_id: id, password: await cachedHash, access_token: null, refresh_token: null, id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now })
    .execute();
  if (role !== 'user') {
    await db.insertInto('user_usage').values({ user_id: id, role, last_reset_at: now, updated_at: now }).execute();
  }
  return { id, email };
}

/** A created user, signed in through the real sign-in endpoint. */
export async function signedInTestUser(app: FastifyInstance, db: Kysely<DB>, role: Role = 'user') {
  const user = await createUser(db, undefined, role);
  const client = new AuthClient(app, `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const res = await client.signIn(user.email, TEST_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { ...user, client, token: res.headers['set-auth-token'] as string };
}
