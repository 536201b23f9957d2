import { describe, expect, it } from 'vitest';
import { kettleInput, kettleInsights, kettlePrompts } from '../optimizer/fixtures.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/**
 * L1–L3: NUL bytes, lone surrogates, JSON nested 100,000 deep and made-up page cursors used to
 * reach Postgres or better-auth and come back as 500s. Each must be a 400 with a message, on
 * every route, and before better-auth sees it.
 */
describe('bad input on every route', () => {
  const t = useTestApp();
  let n = 0;
  const ip = () => `10.60.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

  /** One valid body per POST/PUT route, with a field we can poison. */
  async function routes() {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const { id } = await createListing(db, seller.id);
    const auth = { authorization: `Bearer ${seller.token}` };
    return [
      { method: 'POST', url: '/api/auth/sign-up/email', body: (s: string) => ({ email: 'new@example.com', password: 'secret12', name: s }) },
      { method: 'POST', url: '/api/auth/sign-in/email', body: (s: string) => ({ email: 'a@example.com', password: s }) },
      { method: 'POST', url: '/api/auth/request-password-reset', body: (s: string) => ({ email: `a${s}@example.com` }) },
      { method: 'POST', url: '/api/auth/reset-password', body: (s: string) => ({ token: s, newPassword: 'secret12' }) },
      { method: 'POST', url: '/api/auth/send-verification-email', body: (s: string) => ({ email: `b${s}@example.com` }) },
      { method: 'POST', url: '/api/auth/update-user', body: (s: string) => ({ display_name: s }), headers: auth },
      { method: 'POST', url: '/api/contact', body: (s: string) => ({ name: 'Lena', email: 'lena@example.com', subject: 'Hi', message: s }) },
      { method: 'POST', url: '/api/extract-insights', body: (s: string) => ({ userInput: { ...kettleInput, title: s } }), headers: auth },
      {
        method: 'POST',
        url: '/api/generate',
        body: (s: string) => ({ userInput: kettleInput, prompts: { ...kettlePrompts, titlePrompt: s }, insights: kettleInsights }),
        headers: auth,
      },
      {
        method: 'PUT',
        url: `/api/listings/${id}`,
        body: (s: string) => ({ generated_title: 'T', generated_bullets: [s], generated_description: 'D', generated_keywords: ['k'] }),
        headers: auth,
      },
      { method: 'POST', url: '/api/admin/command', body: (s: string) => ({ command: 'users', [s]: 1 }), headers: { 'x-admin-token': 'wrong' } },
    ] as const;
  }

  const send = (route: { method: string; url: string; headers?: Record<string, string> }, payload: string) =>
    t().app.inject({
      method: route.method as 'POST',
      url: route.url,
      payload,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip(), ...route.headers },
    });

  it('refuses a NUL character in any field with a 400 that names the field', async () => {
    for (const route of await routes()) {
      const res = await send(route, JSON.stringify(route.body('Kettle\u0000; drop table users')));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json().message, route.url).toMatch(/^The text in (body\.\S+|a field name in body) contains a NUL character, which is not allowed\./);
      expect(res.json().message).not.toContain('\u0000');
    }
  });

  it('refuses a lone surrogate (text that is not Unicode) the same way', async () => {
    for (const route of await routes()) {
      const res = await send(route, JSON.stringify(route.body('Kettle \ud83d tea')));
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json().message, route.url).toContain('contains an unpaired surrogate (text that is not valid Unicode)');
    }
  });

  it('refuses JSON nested 100,000 deep on every route with a 400', async () => {
    const deep = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    for (const route of await routes()) {
      const res = await send(route, deep);
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is nested too deeply (the limit is 64 levels).' });
    }
    // 64 levels are fine as far as nesting goes (the route then judges the content).
    const fine = await send({ method: 'POST', url: '/api/contact' }, `{"name":"a","email":"a@example.com","subject":"s","message":"m","x":${'['.repeat(63)}${']'.repeat(63)}}`);
    expect(fine.statusCode).not.toBe(500);
    expect(fine.json().message).not.toMatch(/nested too deeply/);
  });

  it('refuses NUL in query strings and paths, better-auth’s links included', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    for (const url of ['/api/auth/verify-email?token=abc%00def', '/api/listings?cursor=%00', '/api/listings/%00']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${seller.token}` } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain('contains a NUL character');
    }
  });

  it('answers a 400, never a 500, for made-up listing cursors', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cursors = [
      `-271821-04-20T00:00:00.000Z|${uuid}`,
      `+275760-09-13T00:00:00.000Z|${uuid}`,
      `0000-01-01T00:00:00.000Z|${uuid}`,
      `2026-02-30T00:00:00.000Z|${uuid}`,
      `2026-01-01T00:00:00.000Z|${uuid}|extra`,
      `2026-01-01|${uuid}`,
      `2026-01-01T00:00:00.000Z|not-a-uuid`,
    ].map((raw) => Buffer.from(raw).toString('base64url'));
    for (const cursor of [...cursors, 'not a cursor', '%E0%A4%A']) {
      const res = await seller.client.get(`/api/listings?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe('The page cursor is not valid.');
    }
  });
});
