import type { FastifyInstance } from 'fastify';
import type { AuthClient } from './auth-client.js';
import type { FakeAmazon } from './fake-amazon.js';

/** A request as the signed-in browser sends it, any method, with its cookies. */
export function send(app: FastifyInstance, client: AuthClient, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: client.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': '10.7.0.1' },
  });
}

/** Connects the seller with a self-authorized refresh token from the fake; returns the token. */
export async function connectSeller(app: FastifyInstance, client: AuthClient, fake: FakeAmazon, sellingPartnerId = 'A3SELLERFAKE01') {
  const refreshToken = fake.issueRefreshToken(sellingPartnerId);
  const res = await client.post('/api/amazon/connection', { refreshToken, sellingPartnerId });
  if (res.statusCode !== 200) throw new Error(`connect failed: ${res.body}`);
  return refreshToken;
}
