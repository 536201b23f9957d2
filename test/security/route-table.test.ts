import { describe, expect, it } from 'vitest';
import { NO_SESSION_MESSAGE } from '../../src/server/accounts/session-guard.js';
import { PUBLIC_API_ROUTES } from '../../src/server/http/route-access.js';
import { label, routeObserver, takesBody, wrongTypedFields, type ApiRoute } from '../support/route-table.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/**
 * Every API route, read from the app's own route table as it builds: a new route is checked the
 * day it is added, without anyone remembering to list it here.
 */

/** Amazon's routes answer 404 on a server without SPAPI_*; configured, they reach their session check. No request here gets as far as Amazon. */
const AMAZON_ENV = {
  SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.routes',
  SPAPI_CLIENT_SECRET: 'secret-value-routes',
  SPAPI_APP_ID: 'amzn1.sp.solution.routes',
  SPAPI_ENDPOINT: 'http://127.0.0.1:9',
  SPAPI_LWA_ENDPOINT: 'http://127.0.0.1:9/auth/o2/token',
  SPAPI_CONSENT_URL: 'http://127.0.0.1:9/apps/authorize/consent',
};

/** These tests send many refused writes; the write budgets are other tests' business. */
const ROOMY = { max: 100_000, windowMs: 60_000 };

describe('the API route table', () => {
  const routes = routeObserver();
  const t = useTestApp(AMAZON_ENV, () => {
    routes.reset();
    return { onRoute: routes.onRoute, limits: { unpaidWritesPerUser: ROOMY, unpaidWritesPerSession: ROOMY } };
  });
  let n = 0;
  // Per-address limits (sign-in, sign-up, contact) must not answer in place of the check under test.
  const ip = () => `10.61.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

  const send = (route: ApiRoute, options: { payload?: string; headers?: Record<string, string> } = {}) =>
    t().app.inject({
      method: route.method,
      url: route.url,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': ip(), ...options.headers },
    });

  const privateRoutes = () => routes.apiRoutes().filter((route) => !route.isPublic);
  const bodyRoutes = () => routes.apiRoutes().filter(takesBody);

  it('is read from the app, and names every public route it declares', () => {
    const all = routes.apiRoutes();
    // A few routes known to exist prove the table is the app's, not an empty list that passes everything.
    expect(all.map((route) => `${route.method} ${route.pattern}`)).toEqual(
      expect.arrayContaining(['GET /api/listings', 'PUT /api/listings/:id', 'POST /api/generate', 'HEAD /api/usage', 'POST /api/auth/*']),
    );
    const registered = new Set(all.map((route) => `${route.method} ${route.pattern}`));
    for (const key of Object.keys(PUBLIC_API_ROUTES)) expect(registered, key).toContain(key);
  });

  it('refuses every private route with 401 without a session, before reading any body', async () => {
    const refused = privateRoutes();
    expect(refused.length).toBeGreaterThan(30);
    for (const route of refused) {
      // A body that would fail validation: the 401 must come first, so a stranger learns nothing about input.
      const res = await send(route, takesBody(route) ? { payload: '{"bad": ', headers: { 'content-type': 'application/json' } } : {});
      expect(res.statusCode, label(route)).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), label(route)).toEqual({ code: 'UNAUTHORIZED', message: NO_SESSION_MESSAGE });
    }
  });

  it('refuses every private route with 401 for a made-up session token or cookie', async () => {
    for (const route of privateRoutes()) {
      const bearer = await send(route, { headers: { authorization: 'Bearer made-up-token' } });
      expect(bearer.statusCode, label(route)).toBe(401);
      const cookie = await send(route, { headers: { cookie: 'listcraft.session_token=made-up.token' } });
      expect(cookie.statusCode, label(route)).toBe(401);
    }
  });

  it('serves the declared public routes without a session', async () => {
    const open = routes.apiRoutes().filter((route) => route.isPublic && !takesBody(route));
    expect(open.length).toBeGreaterThan(5);
    for (const route of open) expect((await send(route)).statusCode, label(route)).not.toBe(401);
  });

  describe('with a signed-in seller, every route that takes a body', () => {
    async function signedIn() {
      const seller = await signedInTestUser(t().app, t().testDb.database.db);
      return { authorization: `Bearer ${seller.token}` };
    }
    const json = { 'content-type': 'application/json' };

    it('answers 400 to malformed or empty JSON', async () => {
      const auth = await signedIn();
      const checked = bodyRoutes();
      expect(checked.length).toBeGreaterThan(15);
      for (const route of checked) {
        for (const payload of ['{"title": ', '']) {
          const res = await send(route, { payload, headers: { ...auth, ...json } });
          expect(res.statusCode, `${label(route)} with ${JSON.stringify(payload)}`).toBe(400);
          expect(res.json(), label(route)).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
        }
      }
    });

    it('answers 413 to a body over the limit', async () => {
      const auth = await signedIn();
      for (const route of bodyRoutes()) {
        const oversized = JSON.stringify({ text: 'x'.repeat(route.bodyLimit + 1024) });
        const res = await send(route, { payload: oversized, headers: { ...auth, ...json } });
        expect(res.statusCode, label(route)).toBe(413);
        expect(res.json().code, label(route)).toBe('PAYLOAD_TOO_LARGE');
      }
    });

    it('answers 400 to a missing body and to a body of the wrong type', async () => {
      const auth = await signedIn();
      const described = bodyRoutes().filter((route) => route.body);
      expect(described.length).toBeGreaterThan(15);
      for (const route of described) {
        const missing = await send(route, { headers: auth });
        expect(missing.statusCode, `${label(route)} without a body`).toBe(400);
        expect(missing.json().code, label(route)).toBe('VALIDATION_FAILED');
        for (const payload of ['"text"', '42', '[]', 'null']) {
          const res = await send(route, { payload, headers: { ...auth, ...json } });
          expect(res.statusCode, `${label(route)} with ${payload}`).toBe(400);
          expect(res.json().code, label(route)).toBe('VALIDATION_FAILED');
        }
      }
    });

    it('answers 400 naming the field when a field has the wrong type', async () => {
      const auth = await signedIn();
      let fields = 0;
      for (const route of bodyRoutes()) {
        for (const { field, value } of wrongTypedFields(route.body!)) {
          fields++;
          const res = await send(route, { payload: JSON.stringify({ [field]: value }), headers: { ...auth, ...json } });
          const what = `${label(route)} with ${field}: ${JSON.stringify(value)}`;
          expect(res.statusCode, what).toBe(400);
          expect(res.json().code, what).toBe('VALIDATION_FAILED');
          expect(Object.keys(res.json().details.fields), what).toContainEqual(expect.stringMatching(new RegExp(`^${field}(\\.|$)`)));
        }
      }
      expect(fields).toBeGreaterThan(20);
    });

    // L1–L3: NUL bytes, lone surrogates and JSON nested 100,000 deep used to reach Postgres or
    // better-auth and come back as 500s. They are refused as the body is parsed, on every route.
    it('refuses a NUL character or a lone surrogate in any field, naming the field', async () => {
      const auth = await signedIn();
      for (const route of bodyRoutes()) {
        const nul = await send(route, { payload: JSON.stringify({ note: 'Kettle\u0000; drop table users' }), headers: { ...auth, ...json } });
        expect(nul.statusCode, label(route)).toBe(400);
        expect(nul.json().message, label(route)).toBe('The text in body.note contains a NUL character, which is not allowed. Remove it and try again.');
        const key = await send(route, { payload: JSON.stringify({ ['no\u0000te']: 'x' }), headers: { ...auth, ...json } });
        expect(key.json().message, label(route)).toMatch(/^The text in a field name in body contains a NUL character/);
        const surrogate = await send(route, { payload: JSON.stringify({ note: 'Kettle \ud83d tea' }), headers: { ...auth, ...json } });
        expect(surrogate.statusCode, label(route)).toBe(400);
        expect(surrogate.json().message, label(route)).toContain('contains an unpaired surrogate (text that is not valid Unicode)');
      }
    });

    it('refuses JSON nested 100,000 deep with a 400', async () => {
      const auth = await signedIn();
      const deep = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
      for (const route of bodyRoutes()) {
        const res = await send(route, { payload: deep, headers: { ...auth, ...json } });
        expect(res.statusCode, label(route)).toBe(400);
        expect(res.json(), label(route)).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is nested too deeply (the limit is 64 levels).' });
      }
    });
  });
});
