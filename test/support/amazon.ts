import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { amazonSubmissionSchema, type AmazonSubmission } from '../../src/contract/amazon.js';
import type { AuthClient } from './auth-client.js';
import { expectContract } from './contract-fixtures.js';
import { FakeAmazon } from './fake-amazon.js';
import type { TestApp } from './test-app.js';
import { signedInTestUser } from './users.js';

/** The selling partner the Amazon tests connect as, unless a test needs a second one. */
export const FAKE_SELLER = 'A3SELLERFAKE01';

/** A fake Amazon for the whole test file: listening before the first test, stopped after the last. */
export function useFakeAmazon(): FakeAmazon {
  const fake = new FakeAmazon();
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  return fake;
}

/** A request as the signed-in browser sends it, any method, with its cookies. */
export function send(app: FastifyInstance, client: AuthClient, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: client.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': '10.7.0.1' },
  });
}

/** Connects the seller in a region with a self-authorized refresh token from the fake; returns the token. */
export async function connectSeller(app: FastifyInstance, client: AuthClient, fake: FakeAmazon, sellingPartnerId = FAKE_SELLER, region: 'na' | 'eu' | 'fe' = 'na') {
  const refreshToken = fake.issueRefreshToken(sellingPartnerId, region);
  const res = await client.post('/api/amazon/connection', { refreshToken, sellingPartnerId, region });
  if (res.statusCode !== 200) throw new Error(`connect failed: ${res.body}`);
  return refreshToken;
}

/** A new signed-in user whose account is connected to the fake as `sellingPartnerId`, in North America unless `regions` says otherwise. */
export async function connectedSeller(t: TestApp, fake: FakeAmazon, sellingPartnerId = FAKE_SELLER, regions: readonly ('na' | 'eu' | 'fe')[] = ['na']) {
  const user = await signedInTestUser(t.app, t.testDb.database.db);
  let refreshToken = '';
  for (const region of regions) refreshToken = await connectSeller(t.app, user.client, fake, sellingPartnerId, region);
  return { ...user, refreshToken };
}

/** The submission as the app answers once it may ask Amazon again (RECHECK_MS in src/server/amazon/publish.ts has passed). */
export async function recheckedSubmission(t: TestApp, client: AuthClient, id: string): Promise<AmazonSubmission> {
  t.clock.advance(2_500);
  return expectContract(amazonSubmissionSchema, (await client.get(`/api/amazon/submissions/${id}`)).json());
}
