import { describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { useTestApp } from '../support/test-app.js';
import { createUser, TEST_PASSWORD } from '../support/users.js';

/**
 * Issue 25: `/api/auth/get-session` answered the session token in its JSON, and that token worked
 * as a bearer credential: any script running in a page could read it and use the account from
 * anywhere, so the cookie's HttpOnly protected nothing. Decision 0023: API clients keep bearer
 * sign-in, but only with the signed token from sign-in's set-auth-token header, never handed to a
 * page; no JSON carries a session token.
 */

/** Every string anywhere in a JSON answer. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The headers a browser adds to every request a page script makes (a script cannot remove them). */
const FROM_A_PAGE = { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' };

describe('session tokens and page scripts', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;
  const sessionTokens = async (userId: string) => (await db().selectFrom('sessions').select('token').where('user_id', '=', userId).execute()).map((s) => s.token);

  async function signedInBrowser() {
    const user = await createUser(db());
    const client = new AuthClient(t().app, '10.0.25.1');
    const signIn = await t().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.0.25.1', ...FROM_A_PAGE },
    });
    expect(signIn.statusCode).toBe(200);
    client.keepCookies(signIn.headers['set-cookie']);
    return { user, client, signIn };
  }

  it('puts no session token in any JSON answer a page can read', async () => {
    const { user, client, signIn } = await signedInBrowser();
    const [token] = await sessionTokens(user.id);
    expect(token).toBeTruthy();

    const session = await client.get('/api/auth/get-session');
    const sessions = await client.get('/api/auth/list-sessions');
    expect(session.json().user.email).toBe(user.email);
    expect(sessions.statusCode).toBe(200);
    for (const answer of [signIn, session, sessions]) {
      expect(stringsIn(answer.json()).filter((text) => text.includes(token!))).toEqual([]);
      expect(answer.body).not.toContain(token);
    }
  });

  it('does not take the bare session token as a bearer credential', async () => {
    const { user } = await signedInBrowser();
    const [token] = await sessionTokens(user.id);
    const asBearer = { authorization: `Bearer ${token}` };
    expect((await t().app.inject({ method: 'GET', url: '/api/usage', headers: asBearer })).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asBearer })).json()).toBeNull();
  });

  it('hands the bearer token to an API client signing in, never to a page, and never on a session refresh', async () => {
    const { signIn, client, user } = await signedInBrowser();
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    expect(String(signIn.headers['access-control-expose-headers'] ?? '')).not.toMatch(/set-auth-token/i);

    // A session past better-auth's update age is refreshed by get-session, which sets the cookie again.
    await db().updateTable('sessions').set({ expires_at: new Date(Date.now() + 5 * 24 * 60 * 60_000) }).where('user_id', '=', user.id).execute();
    const refreshed = await client.get('/api/auth/get-session');
    expect(refreshed.headers['set-cookie']).toBeDefined();
    expect(refreshed.headers['set-auth-token']).toBeUndefined();

    // An API client signing in gets a working bearer token: one sending no Sec-Fetch headers (curl),
    // and one sending only Sec-Fetch-Mode, as Node's fetch does.
    for (const [ip, headers] of [['10.0.25.2', {}], ['10.0.25.3', { 'sec-fetch-mode': 'cors' }]] as const) {
      const api = await t().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': ip, ...headers },
      });
      const bearer = api.headers['set-auth-token'] as string;
      expect(bearer).toBeTruthy();
      const usage = await t().app.inject({ method: 'GET', url: '/api/usage', headers: { authorization: `Bearer ${bearer}` } });
      expect(usage.statusCode).toBe(200);
    }
  });
});
