import { afterAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { FAST_MAIL_RETRY, useTestApp } from '../support/test-app.js';
import { until } from '../support/poll.js';

// Reserve a port, then take the server down: the app is configured with a mail server that is not there.
const smtp = new SmtpCatcher();
let port = 0;
const t = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }), { mailRetry: FAST_MAIL_RETRY });
afterAll(() => smtp.stop());

describe('mail outbox during an SMTP outage', () => {
  it('keeps the sign-up working and delivers the mail once the server is back', async () => {
    const res = await new AuthClient(t().app).signUp('patient@example.com');
    expect(res.statusCode).toBe(200);

    const db = t().testDb.database.db;
    const waitForAttempts = (n: number) =>
      until(
        async () => {
          const row = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'patient@example.com').executeTakeFirstOrThrow();
          return row.attempts >= n ? row : undefined;
        },
        `${n} delivery attempts`,
        10_000,
        25,
      );
    const failing = await waitForAttempts(2);
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toBeTruthy();

    await smtp.start(port);
    const mail = await smtp.waitFor((m) => m.to === 'patient@example.com', 10_000);
    expect(mail.subject).toMatch(/Confirm/);
    // The mail server has the message a moment before the outbox records the delivery.
    await until(
      async () => (await db.selectFrom('mail_outbox').select('status').where('to_address', '=', 'patient@example.com').executeTakeFirstOrThrow()).status === 'sent' || undefined,
      'the outbox to mark the mail sent',
      10_000,
      25,
    );
  });
});

// Chosen before the app starts (module evaluation happens before beforeAll hooks run).
port = await (async () => {
  const probe = await new SmtpCatcher().start();
  const chosen = probe.port;
  await probe.stop();
  return chosen;
})();
