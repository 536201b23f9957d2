import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/**
 * L1–L3: NUL bytes, lone surrogates, JSON nested 100,000 deep and made-up page cursors used to
 * reach Postgres or better-auth and come back as 500s. Bodies are checked on every route in
 * route-table.test.ts; here are the query strings, paths and cursors.
 */
describe('bad input', () => {
  const t = useTestApp();

  it('judges JSON 64 levels deep by its content, not its depth', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: `{"name":"a","email":"a@example.com","subject":"s","message":"m","x":${'['.repeat(63)}${']'.repeat(63)}}`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.60.0.1' },
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().message).not.toMatch(/nested too deeply/);
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
