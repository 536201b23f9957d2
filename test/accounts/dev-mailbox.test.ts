import { describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { startTestApp, stopTestApp } from '../support/test-app.js';
import { capturedLog } from '../support/captured-log.js';

describe('/dev/mailbox', () => {
  it('holds mail without SMTP_URL, logs the link, and lists it with a clickable link', async () => {
    const log = capturedLog();
    const t = await startTestApp({ SMTP_URL: '', NODE_ENV: 'development' }, { logger: log.logger });
    try {
      await new AuthClient(t.app).signUp('held@example.com', 'secret12', 'Held <b>');
      const row = await t.testDb.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('held');
      expect(log.lines.join('')).toContain(row.link!);

      const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('held@example.com');
      expect(page.body).toContain(`href="${row.link!.replace(/&/g, '&amp;')}"`);
    } finally {
      await stopTestApp(t);
    }
  });

  for (const [label, env] of [
    ['SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:2525', NODE_ENV: 'development' }],
    // Production without SMTP_URL no longer starts at all (test/security/mail-safety.test.ts).
    ['NODE_ENV is test', { SMTP_URL: '', NODE_ENV: 'test' }],
  ] as const) {
    it(`does not exist when ${label}`, async () => {
      const t = await startTestApp(env);
      try {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'application/json' } });
        expect(res.statusCode).toBe(404);
      } finally {
        await stopTestApp(t);
      }
    });
  }
});
