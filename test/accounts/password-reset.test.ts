import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, signedInUser } from '../support/auth-client.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { FAST_MAIL_RETRY, useTestApp } from '../support/test-app.js';
import { createUser, TEST_PASSWORD } from '../support/users.js';

const smtp = new SmtpCatcher();
beforeAll(() => smtp.start());
const t = useTestApp(() => ({ SMTP_URL: smtp.url }), { mailRetry: FAST_MAIL_RETRY });
afterAll(() => smtp.stop());

const INVALID = 'Invalid or expired reset link. Please request a new password reset.';
const TOO_SHORT = 'Password must be at least 6 characters long';

async function requestReset(client: AuthClient, email: string) {
  const res = await client.post('/api/auth/request-password-reset', {
    email,
    redirectTo: 'http://localhost:3000/reset-password',
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to === email && /Reset your Listcraft password/.test(m.subject) && !m.raw.headers.has('x-seen'));
  mail.raw.headers.set('x-seen', '1');
  const link = new URL(mail.link!);
  return { mail, token: link.searchParams.get('token')!, link };
}

describe('password reset', () => {
  it('mails a single-use link to APP_URL/reset-password that revokes every session', async () => {
    const { client: firstTab } = await signedInUser(t().app, smtp, 'carol@example.com', '10.1.0.1');
    const secondDevice = new AuthClient(t().app, '10.1.0.2');
    await secondDevice.signIn('carol@example.com');
    expect(await secondDevice.session()).not.toBeNull();

    const { mail, token, link } = await requestReset(new AuthClient(t().app, '10.1.0.3'), 'carol@example.com');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(mail.text).toContain('valid for 1 hour');

    const stranger = new AuthClient(t().app, '10.1.0.3');
    const reset = await stranger.post('/api/auth/reset-password', { token, newPassword: 'brand new pass' });
    expect(reset.statusCode).toBe(200);

    expect(await firstTab.session()).toBeNull();
    expect(await secondDevice.session()).toBeNull();
    expect((await stranger.signIn('carol@example.com', 'correct horse')).statusCode).toBe(401);
    expect((await stranger.signIn('carol@example.com', 'brand new pass')).statusCode).toBe(200);

    const again = await stranger.post('/api/auth/reset-password', { token, newPassword: 'third password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('refuses an expired token', async () => {
    const { email } = await createUser(t().testDb.database.db, 'dave@example.com');
    const { token } = await requestReset(new AuthClient(t().app, '10.1.0.4'), email);
    // An hour passes: move the token's expiry into the past rather than waiting.
    await t()
      .testDb.database.db.updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      // better-auth stores the identifier's SHA-256 (base64url), never the token itself.
      .where('identifier', '=', crypto.createHash('sha256').update(`reset-password:${token}`).digest('base64url'))
      .execute();
    const res = await new AuthClient(t().app, '10.1.0.4').post('/api/auth/reset-password', { token, newPassword: 'whatever1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('refuses a made-up token with the SPEC message', async () => {
    const client = new AuthClient(t().app, '10.1.0.5');
    const bogus = await client.post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'whatever1' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(INVALID);
  });

  it('refuses a too-short password on a valid token with the SPEC message, and keeps the old password', async () => {
    const { email } = await createUser(t().testDb.database.db, 'erin@example.com');
    const client = new AuthClient(t().app, '10.1.0.7');
    const { token } = await requestReset(client, email);
    const short = await client.post('/api/auth/reset-password', { token, newPassword: 'five5' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(TOO_SHORT);
    expect((await client.signIn(email, 'five5')).statusCode).toBe(401);
    expect((await client.signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for a registered and an unknown address', async () => {
    const { email } = await createUser(t().testDb.database.db, 'frank@example.com');
    const client = new AuthClient(t().app, '10.1.0.6');
    const known = await client.post('/api/auth/request-password-reset', { email });
    const unknown = await client.post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    // The registered address really was sent a link: the same answer hides a real difference.
    await smtp.waitFor((m) => m.to === email && /Reset your Listcraft password/.test(m.subject));
  });
});
