import { describe, expect, it } from 'vitest';
import { amazonConnectionSchema, amazonConsentSchema } from '../../src/contract/amazon.js';
import { errorSchema } from '../../src/contract/errors.js';
import { tokenCipher } from '../../src/server/amazon/token-cipher.js';
import { AuthClient } from '../support/auth-client.js';
import { connectedSeller, connectSeller, FAKE_SELLER, send, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser, TEST_PASSWORD } from '../support/users.js';
import { capturedLog } from '../support/captured-log.js';

const TEST_TOKEN_KEY = 'dGVzdC10b2tlbi1rZXktb2YtdGhpcnR5LXR3by1ieXQ';
const CALLBACK = 'http://localhost:3000/api/amazon/callback';

const fake = useFakeAmazon();

function callbackUrl(params: Record<string, string>) {
  return `/api/amazon/callback?${new URLSearchParams(params)}`;
}

async function consentState(client: AuthClient) {
  const res = await client.get('/api/amazon/connect');
  expect(res.statusCode).toBe(200);
  const consent = expectContract(amazonConsentSchema, res.json());
  const url = new URL(consent.url);
  expect(url.origin + url.pathname).toBe(`${fake.url}/sellercentral.amazon.com/apps/authorize/consent`);
  expect(url.searchParams.get('application_id')).toBe('amzn1.sp.solution.fake-app');
  expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  return url.searchParams.get('state')!;
}

describe('Amazon connect: the LWA consent round trip', () => {
  const t = useTestApp(() => fake.env());

  it('exchanges the code once; the same state used again is refused before Amazon is asked', async () => {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const state = await consentState(seller.client);
    const grantsBefore = fake.tokenGrants('authorization_code').length;

    const first = await seller.client.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode(FAKE_SELLER, CALLBACK), selling_partner_id: FAKE_SELLER, state }));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://localhost:3000/dashboard?amazon=connected');
    const connection = expectContract(amazonConnectionSchema, (await seller.client.get('/api/amazon/connection')).json());
    expect(connection).toMatchObject({ connected: true, sellingPartnerId: FAKE_SELLER, method: 'authorization', region: 'na' });

    const replay = await seller.client.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode('A3OTHERSELLER9', CALLBACK), selling_partner_id: 'A3OTHERSELLER9', state }));
    expect(replay.headers.location).toBe('http://localhost:3000/dashboard?amazon=state');
    expect(fake.tokenGrants('authorization_code').length).toBe(grantsBefore + 1);
    const row = await db.selectFrom('amazon_connections').selectAll().where('user_id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row.selling_partner_id).toBe(FAKE_SELLER);
  });

  it('refuses a state issued to another account or another session of the same account', async () => {
    const db = t().testDb.database.db;
    const owner = await signedInTestUser(t().app, db);
    const intruder = await signedInTestUser(t().app, db);
    const state = await consentState(owner.client);

    const foreign = await intruder.client.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode(FAKE_SELLER, CALLBACK), selling_partner_id: FAKE_SELLER, state }));
    expect(foreign.headers.location).toBe('http://localhost:3000/dashboard?amazon=state');

    const otherSession = new AuthClient(t().app, '10.8.0.2');
    expect((await otherSession.signIn(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    const sameUserOtherSession = await otherSession.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode(FAKE_SELLER, CALLBACK), selling_partner_id: FAKE_SELLER, state }));
    expect(sameUserOtherSession.headers.location).toBe('http://localhost:3000/dashboard?amazon=state');
    expect(await db.selectFrom('amazon_connections').selectAll().execute()).toEqual([]);

    // The refusals did not spend the owner's state: the session that asked for it can still finish.
    const own = await owner.client.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode(FAKE_SELLER, CALLBACK), selling_partner_id: FAKE_SELLER, state }));
    expect(own.headers.location).toBe('http://localhost:3000/dashboard?amazon=connected');
  });

  it('refuses a lapsed state, a made-up one, and a callback without a session', async () => {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const state = await consentState(seller.client);
    t().clock.advance(11 * 60_000);
    const lapsed = await seller.client.get(callbackUrl({ spapi_oauth_code: fake.issueAuthCode(FAKE_SELLER, CALLBACK), selling_partner_id: FAKE_SELLER, state }));
    expect(lapsed.headers.location).toBe('http://localhost:3000/dashboard?amazon=state');
    const madeUp = await seller.client.get(callbackUrl({ spapi_oauth_code: 'x', selling_partner_id: FAKE_SELLER, state: 'made-up' }));
    expect(madeUp.headers.location).toBe('http://localhost:3000/dashboard?amazon=state');
    const anonymous = await t().app.inject({ method: 'GET', url: callbackUrl({ spapi_oauth_code: 'x', selling_partner_id: FAKE_SELLER, state: 'y' }) });
    expect(anonymous.headers.location).toBe('http://localhost:3000/dashboard?amazon=session');
    expect((await seller.client.get('/api/amazon/connection')).json()).toMatchObject({ connected: false });
  });

  it('reports a refused consent and a code Amazon does not accept', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const denied = await seller.client.get(callbackUrl({ state: await consentState(seller.client), error: 'access_denied' }));
    expect(denied.headers.location).toBe('http://localhost:3000/dashboard?amazon=refused');
    const badCode = await seller.client.get(callbackUrl({ spapi_oauth_code: 'ANDaNDnot-issued', selling_partner_id: FAKE_SELLER, state: await consentState(seller.client) }));
    expect(badCode.headers.location).toBe('http://localhost:3000/dashboard?amazon=refused');
  });
});

describe('Amazon connect: a self-authorized refresh token', () => {
  const t = useTestApp(() => fake.env());

  it('keeps the token only encrypted at rest, bound to its owner, and never sends it back', async () => {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const refreshToken = fake.issueRefreshToken(FAKE_SELLER);
    const res = await seller.client.post('/api/amazon/connection', { refreshToken, sellingPartnerId: FAKE_SELLER });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(refreshToken);
    expect(expectContract(amazonConnectionSchema, res.json())).toMatchObject({ connected: true, method: 'self-authorized' });

    const row = await db.selectFrom('amazon_connections').selectAll().where('user_id', '=', seller.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(refreshToken);
    expect(JSON.stringify(row)).not.toContain(refreshToken.slice(5, 25));
    expect(row.refresh_token_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const cipher = tokenCipher(TEST_TOKEN_KEY);
    expect(cipher.open(row.refresh_token_encrypted, seller.id)).toBe(refreshToken);
    // Sealed for its owner: the same row moved onto another account does not open.
    expect(() => cipher.open(row.refresh_token_encrypted, 'someone-else')).toThrow();
    // Verified with one refresh before it was kept.
    expect(fake.tokenGrants('refresh_token').some((r) => (r.body as Record<string, string>).refresh_token === refreshToken)).toBe(true);
    expect((await seller.client.get('/api/amazon/connection')).body).not.toContain(refreshToken);
  });

  it('refuses a token Amazon does not accept, and bad input, with clear messages', async () => {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const revoked = fake.issueRefreshToken(FAKE_SELLER);
    fake.revokeRefreshToken(revoked);
    const refused = await seller.client.post('/api/amazon/connection', { refreshToken: revoked, sellingPartnerId: FAKE_SELLER });
    expect(refused.statusCode).toBe(400);
    expect(expectContract(errorSchema, refused.json()).message).toMatch(/Amazon did not accept this refresh token/);
    expect(refused.body).not.toContain(revoked);

    const malformed = await seller.client.post('/api/amazon/connection', { refreshToken: '<script>alert(1)</script>', sellingPartnerId: 'seller one' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(malformed.json().message).toMatch(/Atzr\|/);
    const wrongTypes = await seller.client.post('/api/amazon/connection', { refreshToken: 42, sellingPartnerId: ['A'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(await db.selectFrom('amazon_connections').selectAll().execute()).toEqual([]);
  });

  it('disconnecting deletes the token; another account can neither see nor delete it', async () => {
    const db = t().testDb.database.db;
    const owner = await signedInTestUser(t().app, db);
    const other = await signedInTestUser(t().app, db);
    await connectSeller(t().app, owner.client, fake, FAKE_SELLER);

    expect((await other.client.get('/api/amazon/connection')).json()).toMatchObject({ connected: false, sellingPartnerId: null });
    const foreignDelete = await send(t().app, other.client, 'DELETE', '/api/amazon/connection');
    expect(foreignDelete.statusCode).toBe(404);
    expect(await db.selectFrom('amazon_connections').select('user_id').execute()).toEqual([{ user_id: owner.id }]);

    expect((await send(t().app, owner.client, 'DELETE', '/api/amazon/connection')).statusCode).toBe(204);
    expect(await db.selectFrom('amazon_connections').selectAll().execute()).toEqual([]);
    expect((await owner.client.get('/api/amazon/items/SKU-1?marketplace=US')).json()).toMatchObject({ code: 'CONFLICT', message: 'Connect your Amazon seller account first.' });
  });
});

describe('Amazon tokens stay out of the log', () => {
  const log = capturedLog('trace');
  const t = useTestApp(() => fake.env(), () => ({ logger: log.logger }));

  it('logs neither the refresh token, the code nor the access token through connect, callback and errors', async () => {
    const { refreshToken, ...seller } = await connectedSeller(t(), fake);
    const code = fake.issueAuthCode(FAKE_SELLER, CALLBACK);
    await seller.client.get(callbackUrl({ spapi_oauth_code: code, selling_partner_id: FAKE_SELLER, state: await consentState(seller.client) }));
    fake.expireAccessTokens();
    await seller.client.get('/api/amazon/items/NO-SUCH-SKU?marketplace=US');
    const revoked = fake.issueRefreshToken(FAKE_SELLER);
    fake.revokeRefreshToken(revoked);
    await seller.client.post('/api/amazon/connection', { refreshToken: revoked, sellingPartnerId: FAKE_SELLER });

    const logged = log.lines.join('');
    expect(logged).toContain('api request');
    const accessTokens = fake.requests.filter((r) => typeof r.headers['x-amz-access-token'] === 'string').map((r) => r.headers['x-amz-access-token'] as string);
    expect(accessTokens.length).toBeGreaterThan(0);
    for (const secret of [refreshToken, revoked, code, ...accessTokens, fake.clientSecret]) expect(logged).not.toContain(secret);
  });
});
