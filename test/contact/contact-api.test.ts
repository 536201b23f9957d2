import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { FAST_MAIL_RETRY, useTestApp } from '../support/test-app.js';

const smtp = new SmtpCatcher();
beforeAll(() => smtp.start());
const t = useTestApp(() => ({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@listcraft.test' }), {
  mailRetry: FAST_MAIL_RETRY,
  limits: { contactPerIp: { max: 3, windowMs: 60_000 } },
});
afterAll(() => smtp.stop());

const post = (payload: unknown, ip = '10.7.0.1') =>
  t().app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('contact API', () => {
  it('stores the message and mails it to SUPPORT_EMAIL, with HTML escaped', async () => {
    const res = await post({ name: 'Priya <b>', email: 'priya@example.com', subject: 'More credits', message: 'Hi 👋 <script>x</script>', website: '' });
    expect(res.statusCode).toBe(201);
    // By subject too: the SMTP server lives for the whole file, so another test's mail may be there first.
    const mail = await smtp.waitFor((m) => m.to === 'support@listcraft.test' && m.subject.endsWith('More credits'));
    expect(mail.subject).toBe('[Listcraft contact] More credits');
    expect(mail.text).toContain('priya@example.com');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    const rows = await t().testDb.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('answers validation errors with a message', async () => {
    const res = await post({ name: ' ', email: 'not-an-email', subject: '', message: 'x' }, '10.7.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Name is required/);
    expect(res.json().message).toMatch(/Please enter a valid email address/);
    expect(res.json().message).toMatch(/Subject is required/);
  });

  it('pretends to accept a bot that fills the honeypot, but stores and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await post({ name: 'Bot', email: 'bot@example.com', subject: 'Buy', message: 'spam', website: 'http://spam.example' }, '10.7.0.3');
    expect(res.statusCode).toBe(201);
    const rows = await t().testDb.database.db.selectFrom('contact_messages').select('name').execute();
    expect(rows.map((r) => r.name)).not.toContain('Bot');
    expect(smtp.mails.length).toBe(before);
  });

  it('limits messages per IP', async () => {
    const message = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(message, '10.7.0.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
