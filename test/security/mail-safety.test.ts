import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundWork } from '../../src/server/http/background.js';
import { AuthClient } from '../support/auth-client.js';
import { until } from '../support/poll.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { buildApp } from '../../src/server/app.js';
import { createTestDatabase } from '../support/test-database.js';
import { FAST_MAIL_RETRY, testConfig, useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const TEST_SECRETS = { authSecret: 'security-test-auth-secret-0123456789abcdef', adminToken: 'security-test-admin-token-0123456789abcdef', tokenKey: 's'.repeat(43) };

describe('password reset requests (L10 and reset links at rest)', () => {
  const smtp = new SmtpCatcher();
  const background = new BackgroundWork();
  beforeAll(() => smtp.start());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }), { mailRetry: FAST_MAIL_RETRY, background });
  afterAll(() => smtp.stop());
  const db = () => t().testDb.database.db;
  const request = (email: string) => new AuthClient(t().app, '10.80.0.1').post('/api/auth/request-password-reset', { email, redirectTo: 'http://localhost:3000/reset-password' });

  it('answer before any account-specific work, so a known address takes no longer than an unknown one', async () => {
    const known = await createUser(db());
    background.hold();
    try {
      const forKnown = await request(known.email);
      const forUnknown = await request('nobody-here@example.com');
      expect(forKnown.statusCode).toBe(200);
      expect(forKnown.body).toBe(forUnknown.body);
      // Both answers left exactly the same state: no token, no mail, two tasks waiting.
      expect(await db().selectFrom('verifications').selectAll().execute()).toEqual([]);
      expect(await db().selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      expect(background.size).toBe(2);
    } finally {
      background.release();
    }
    // The work then happens: the known address gets its mail, the unknown one nothing.
    const mail = await smtp.waitFor((m) => m.to === known.email && /Reset your Listcraft password/.test(m.subject));
    expect(mail.link).toContain('/reset-password?token=');
    await until(async () => (background.size === 0 ? true : undefined), 'background work to finish', 10_000, 20);
    expect(smtp.count((m) => m.to === 'nobody-here@example.com')).toBe(0);
  });

  it('still refuse a malformed address with a message, before answering', async () => {
    const res = await request('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
  });

  it('store only a hash of the reset token, and the token from the mail still works', async () => {
    const user = await createUser(db());
    await request(user.email);
    const mail = await smtp.waitFor((m) => m.to === user.email);
    const token = new URL(mail.link!).searchParams.get('token')!;
    const rows = await db().selectFrom('verifications').select('identifier').execute();
    expect(rows.map((r) => r.identifier).join(' ')).not.toContain(token);
    expect(rows.map((r) => r.identifier)).toContain(crypto.createHash('sha256').update(`reset-password:${token}`).digest('base64url'));
    const reset = await new AuthClient(t().app, '10.80.0.2').post('/api/auth/reset-password', { token, newPassword: 'a new password' });
    expect(reset.statusCode).toBe(200);
  });

  it('keep no working link in the outbox once the mail is delivered', async () => {
    const user = await createUser(db());
    await request(user.email);
    const mail = await smtp.waitFor((m) => m.to === user.email);
    const token = new URL(mail.link!).searchParams.get('token')!;
    const row = await until(
      async () => {
        const sent = await db().selectFrom('mail_outbox').selectAll().where('to_address', '=', user.email).where('status', '=', 'sent').executeTakeFirst();
        return sent ?? undefined;
      },
      'the outbox row to be marked sent',
      10_000,
      25,
    );
    expect(row.link).toBeNull();
    expect(`${row.html}${row.text}`).not.toContain(token);
    expect(row.subject).toBe('Reset your Listcraft password');
  });
});

describe('held mail (no mail server, development)', () => {
  it('keeps a link no longer than any link is valid (a day): purged when the server starts', async () => {
    const testDb = await createTestDatabase();
    const db = testDb.database.db;
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    const fresh = new Date();
    const row = (link: string, created: Date) => ({
      kind: 'reset-password',
      to_address: 'held@example.com',
      subject: 'Reset',
      html: `<a href="${link}">reset</a>`,
      text: link,
      link,
      status: 'held' as const,
      next_attempt_at: created,
      created_at: created,
    });
    await db.insertInto('mail_outbox').values([row('http://localhost:3000/reset-password?token=old-token', old), row('http://localhost:3000/reset-password?token=new-token', fresh)]).execute();
    const config = testConfig({ NODE_ENV: 'development', SMTP_URL: '' });
    const app = await buildApp({ config, database: testDb.database, secrets: TEST_SECRETS, logger: false });
    try {
      await app.ready();
      const rows = await until(
        async () => {
          const all = await db.selectFrom('mail_outbox').select(['link', 'text', 'created_at']).orderBy('created_at').execute();
          return all[0]?.link === null ? all : undefined;
        },
        'the old link to be purged',
        10_000,
        25,
      );
      expect(rows[0]!.text).not.toContain('old-token');
      expect(rows[1]!.link).toContain('new-token'); // still valid, still listed at /dev/mailbox
    } finally {
      await app.close();
      await testDb.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
