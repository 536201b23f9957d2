import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { FAST_MAIL_RETRY, TEST_PASSWORD_COST, useTestApp } from '../support/test-app.js';
import { createUser, TEST_PASSWORD } from '../support/users.js';

const smtp = new SmtpCatcher();
beforeAll(() => smtp.start());
const t = useTestApp(() => ({ SMTP_URL: smtp.url, APP_URL: 'http://localhost:3000' }), { mailRetry: FAST_MAIL_RETRY });
afterAll(() => smtp.stop());

describe('sign-up with e-mail confirmation', () => {
  it('sends a confirmation mail over SMTP whose link verifies and signs the user in', async () => {
    const client = new AuthClient(t().app);
    const res = await client.signUp('ada@example.com', 'secret1', 'Ada');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: null,
      user: { name: 'Ada', email: 'ada@example.com', display_name: 'Ada', emailVerified: false },
    });
    expect(await client.session()).toBeNull();

    const mail = await smtp.waitFor((m) => m.to === 'ada@example.com');
    expect(mail.subject).toMatch(/Confirm your e-mail address for Listcraft/);
    expect(mail.text).toContain('Listcraft');
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.html).toContain('valid for 24 hours');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const link = new URL(mail.link!);
    const verify = await client.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('http://localhost:3000/?verified=1');
    const session = await client.session();
    expect(session?.user.email).toBe('ada@example.com');
    expect(session?.user.display_name).toBe('Ada');

    const fresh = new AuthClient(t().app);
    const signIn = await fresh.signIn('ada@example.com', 'secret1');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-auth-token']).toBeTruthy();
    expect(String(signIn.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(signIn.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(String(signIn.headers['set-cookie'])).not.toMatch(/Secure/i);
  });

  it('stores the password as an argon2id hash', async () => {
    expect((await new AuthClient(t().app, '10.0.0.6').signUp('hash@example.com', 'secret1', 'Hana')).statusCode).toBe(200);
    const row = await t()
      .testDb.database.db.selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('accounts.password')
      .where('users.email', '=', 'hash@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    // The cost the app was given (tests give the least; see test-app.ts) reached better-auth; production's is checked in passwords.test.ts.
    expect(row.password).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_COST.memoryCost},t=${TEST_PASSWORD_COST.timeCost},p=${TEST_PASSWORD_COST.parallelism}\\$`));
  });

  it('refuses sign-in before the address is confirmed, and sends a fresh link', async () => {
    const client = new AuthClient(t().app, '10.0.0.2');
    await client.signUp('bob@example.com', 'secret1', 'Bob');
    await smtp.waitFor((m) => m.to === 'bob@example.com');
    const before = smtp.count((m) => m.to === 'bob@example.com');

    const res = await client.signIn('bob@example.com', 'secret1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(res.json().message).toMatch(/confirm your e-mail address first/i);
    await smtp.waitFor(() => smtp.count((m) => m.to === 'bob@example.com') === before + 1);
  });

  it('answers a sign-up for an existing address exactly like a new one, and tells the owner', async () => {
    await createUser(t().testDb.database.db, 'owner@example.com');
    const client = new AuthClient(t().app, '10.0.0.3');
    const existing = await client.signUp('owner@example.com', 'another1', 'Mallory');
    const fresh = await client.signUp('newcomer@example.com', 'another1', 'Mallory');
    expect(existing.statusCode).toBe(fresh.statusCode);
    const strip = (body: { user: { email: string } }) => ({ ...body, user: { ...body.user, email: 'x' } });
    expect(strip(existing.json())).toEqual(strip(fresh.json()));

    const warning = await smtp.waitFor((m) => m.to === 'owner@example.com' && /tried to register/.test(m.subject));
    expect(warning.text).toContain('already have an account');
    expect(warning.link).toBe('http://localhost:3000/?auth=reset');
  });

  it('rejects passwords outside 6 to 128 characters', async () => {
    const client = new AuthClient(t().app, '10.0.0.4');
    const short = await client.signUp('short@example.com', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
    const long = await client.signUp('long@example.com', 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
  });

  it('signs out and accepts a bearer token for API clients', async () => {
    const { email } = await createUser(t().testDb.database.db, 'bearer@example.com');
    const client = new AuthClient(t().app, '10.0.0.5');
    const signIn = await client.signIn(email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.headers['set-auth-token'] as string;
    const viaBearer = await t().app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.json().user.email).toBe(email);

    const out = await client.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect(await client.session()).toBeNull();
  });
});
