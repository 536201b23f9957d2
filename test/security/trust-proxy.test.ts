import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { createUser, TEST_PASSWORD } from '../support/users.js';

/**
 * H1: with `trustProxy: true` any client could pick the address every per-IP limit counts, by
 * sending its own X-Forwarded-For. app.inject arrives from 127.0.0.1, like a direct client.
 */
const limits = { signInPerIp: { max: 3, windowMs: 60_000 }, signInPerEmail: { max: 100, windowMs: 60_000 }, contactPerIp: { max: 2, windowMs: 60_000 } };

const signIn = (app: ReturnType<ReturnType<typeof useTestApp>>['app'], email: string, password: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: 'http://localhost:3000', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('TRUST_PROXY unset (the default): a client’s own X-Forwarded-For is ignored', () => {
  const t = useTestApp({ TRUST_PROXY: '' }, { limits });

  it('counts every spoofed address against the real one, for sign-in and contact alike', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await signIn(t().app, `nobody${i}@example.com`, 'wrong-password', `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);

    const contact = [];
    for (let i = 0; i < 3; i++) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Spoof', email: 'spoof@example.com', subject: 'Hi', message: 'Hello' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      contact.push(res.statusCode);
    }
    expect(contact).toEqual([201, 201, 429]);
    const stored = await t().testDb.database.db.selectFrom('contact_messages').select('ip_address').execute();
    expect(stored.map((row) => row.ip_address)).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});

describe('TRUST_PROXY unset: sessions record the real address', () => {
  const t = useTestApp({ TRUST_PROXY: '' }, { limits });

  it('stores 127.0.0.1 (the connection), not the address the client claimed', async () => {
    const db = t().testDb.database.db;
    const user = await createUser(db);
    const res = await signIn(t().app, user.email, TEST_PASSWORD, '203.0.113.77');
    expect(res.statusCode).toBe(200);
    const session = await db.selectFrom('sessions').select('ip_address').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.ip_address).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY=1: one proxy in front, so the address it appended is the client', () => {
  const t = useTestApp({ TRUST_PROXY: '1' }, { limits });

  it('keys limits on the last forwarded address and ignores what the client put before it', async () => {
    const db = t().testDb.database.db;
    const user = await createUser(db);
    // The client spoofs a first entry each time; the proxy appends the real client, 198.51.100.9.
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn(t().app, 'nobody@example.com', 'wrong-password', `203.0.113.${i + 1}, 198.51.100.9`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);

    // Another real client behind the same proxy is not affected, and its session records it.
    const ok = await signIn(t().app, user.email, TEST_PASSWORD, '10.0.0.1, 198.51.100.10');
    expect(ok.statusCode).toBe(200);
    const session = await db.selectFrom('sessions').select('ip_address').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.ip_address).toBe('198.51.100.10');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ TRUST_PROXY: '10.9.9.9' }, { limits });

  it('believes no header when the request did not come from a listed proxy', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn(t().app, 'nobody@example.com', 'wrong-password', `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
