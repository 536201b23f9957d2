import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/database.js';
import type { DB } from '../../src/server/db/schema.js';
import { describe, expect, it } from 'vitest';
import { kettleInput } from '../optimizer/fixtures.js';
import { AuthClient } from '../support/auth-client.js';
import { makeReadOnly } from '../support/read-only-database.js';
import { TEST_SECRETS, testConfig, useTestApp } from '../support/test-app.js';
import { createUser, signedInTestUser } from '../support/users.js';

/*
 * Issue 25, "when the database cannot write": a read-only database made the password-reset
 * request answer 200 with no mail queued, and sign-in, analysis and contact answer 500; on a
 * full disk, 15 of 16 sign-ups answered 200 with no confirmation mail queued.
 */

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => { code?: string; message?: string } };

function expectTryAgainLater(res: Answer, what: string) {
  expect(res.statusCode, `${what}: status`).toBe(503);
  expect(res.headers['retry-after'], `${what}: Retry-After`).toMatch(/^[1-9]\d*$/);
  expect(res.json().code, what).toBe('SERVICE_UNAVAILABLE');
  expect(res.json().message, what).toMatch(/database is unavailable.*try again/i);
}

const contact = { name: 'Priya', email: 'priya@example.com', subject: 'Credits', message: 'How do I buy more credits?' };

/** A full disk for the mail outbox alone: every insert there fails as Postgres fails one with no space left. */
async function fillDiskForMail(db: Kysely<DB>) {
  await sql`create function fail_no_space() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full'; end $$`.execute(db);
  await sql`create trigger mail_outbox_no_space before insert on mail_outbox for each row execute function fail_no_space()`.execute(db);
}

describe('a database that cannot write', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;

  it('answers 503 with Retry-After to a reset request, sign-in, analysis, contact and sign-up when it is read-only', async () => {
    const seller = await signedInTestUser(t().app, db());
    const other = await createUser(db());
    await makeReadOnly(t().testDb);

    expectTryAgainLater(await new AuthClient(t().app, '10.61.0.1').post('/api/auth/request-password-reset', { email: other.email }), 'reset, known address');
    expectTryAgainLater(await new AuthClient(t().app, '10.61.0.2').post('/api/auth/request-password-reset', { email: 'nobody@example.com' }), 'reset, unknown address');
    expectTryAgainLater(await new AuthClient(t().app, '10.61.0.3').signIn(other.email), 'sign-in');
    expectTryAgainLater(await new AuthClient(t().app, '10.61.0.4').signUp('new-seller@example.com'), 'sign-up');
    expectTryAgainLater(await new AuthClient(t().app, '10.61.0.5').signUp(other.email), 'sign-up of a registered address');
    expectTryAgainLater(
      await t().app.inject({ method: 'POST', url: '/api/extract-insights', payload: { userInput: kettleInput }, headers: { authorization: `Bearer ${seller.token}` } }),
      'analysis',
    );
    expectTryAgainLater(await t().app.inject({ method: 'POST', url: '/api/contact', payload: contact, headers: { 'x-forwarded-for': '10.61.0.6' } }), 'contact');
  });

  it('creates a sign-up and its confirmation mail together or not at all', async () => {
    const registered = await createUser(db());
    await fillDiskForMail(db());

    const addresses = Array.from({ length: 16 }, (_, i) => `full-disk-${i}@example.com`);
    for (const [i, email] of addresses.entries()) {
      expectTryAgainLater(await new AuthClient(t().app, `10.62.0.${i + 1}`).signUp(email), `sign-up ${i + 1}`);
    }
    // A registered address gets the same answer: its mail could not be queued either.
    expectTryAgainLater(await new AuthClient(t().app, '10.62.1.1').signUp(registered.email), 'sign-up of a registered address');
    expect(await db().selectFrom('users').select('email').where('email', 'in', addresses).execute()).toEqual([]);

    expectTryAgainLater(await t().app.inject({ method: 'POST', url: '/api/contact', payload: contact, headers: { 'x-forwarded-for': '10.62.1.2' } }), 'contact');
    expect(await db().selectFrom('contact_messages').select('id').execute()).toEqual([]);

    // Space again: the same sign-up now creates the account and its mail, together.
    await sql`drop trigger mail_outbox_no_space on mail_outbox`.execute(db());
    const newcomer = new AuthClient(t().app, '10.62.1.3');
    expect((await newcomer.signUp(addresses[0]!)).statusCode).toBe(200);
    expect(await db().selectFrom('users').select('email').where('email', '=', addresses[0]!).execute()).toHaveLength(1);
    const mail = await db().selectFrom('mail_outbox').select(['to_address', 'kind', 'link']).where('to_address', '=', addresses[0]!).execute();
    expect(mail).toHaveLength(1);
    // The link confirms the address and signs the newcomer in.
    const link = new URL(mail[0]!.link!);
    expect(link.pathname).toBe('/api/auth/verify-email');
    await newcomer.get(link.pathname + link.search);
    expect((await newcomer.session())?.user.email).toBe(addresses[0]);
  });
});

describe('a session lookup that fails', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;

  it('is a 503, not a sign-out, and the session works again once the database answers', async () => {
    const seller = await signedInTestUser(t().app, db());
    // The sessions table out of reach: every lookup errs, as during a database blip.
    await sql`alter table sessions rename to sessions_out_of_reach`.execute(db());

    const usage = await t().app.inject({ method: 'GET', url: '/api/usage', headers: { authorization: `Bearer ${seller.token}` } });
    expectTryAgainLater(usage, 'a private route');
    expect(usage.json().message).toMatch(/still signed in/);
    const read = await seller.client.get('/api/auth/get-session');
    expectTryAgainLater(read, 'get-session');
    // No cookie is cleared: the browser keeps the session.
    expect([read.headers['set-cookie'] ?? []].flat().filter((cookie) => /session_token=;|max-age=0/i.test(cookie))).toEqual([]);

    await sql`alter table sessions_out_of_reach rename to sessions`.execute(db());
    expect((await t().app.inject({ method: 'GET', url: '/api/usage', headers: { authorization: `Bearer ${seller.token}` } })).statusCode).toBe(200);
    expect((await seller.client.session())?.user.email).toBe(seller.email);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After to a private route and to contact, not 401 or 500', async () => {
    // Nothing listens on port 1: every query fails to connect, as when the database is down.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere', poolOptions: { connectionTimeoutMillis: 1_000 } });
    const app = await buildApp({ config: testConfig(), database, secrets: TEST_SECRETS, logger: false });
    try {
      const usage = await app.inject({ method: 'GET', url: '/api/usage', headers: { cookie: 'listcraft.session_token=some.signed-token' } });
      expectTryAgainLater(usage, 'a private route');
      expectTryAgainLater(await app.inject({ method: 'POST', url: '/api/contact', payload: contact }), 'contact');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
