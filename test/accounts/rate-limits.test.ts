import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { useTestApp } from '../support/test-app.js';
import { testRedisUrl } from '../support/test-env.js';

const limits = {
  signInPerIp: { max: 5, windowMs: 60_000 },
  signInPerEmail: { max: 3, windowMs: 60_000 },
  resetPerEmail: { max: 2, windowMs: 60_000 },
  signUpPerIp: { max: 2, windowMs: 60_000 },
};

function rateLimitSuite(label: string, redisUrl: string | undefined) {
  describe(`rate limits (${label})`, () => {
    // A namespace per test: counts kept in Redis must not carry over from one test to the next.
    const t = useTestApp({ REDIS_URL: redisUrl }, () => ({ limits, rateLimitNamespace: `test-${crypto.randomUUID()}:` }));

    it('limits sign-in per e-mail, whatever the IP, with a 429 that says when to retry', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await new AuthClient(t().app, `10.2.0.${i + 1}`).signIn('target@example.com', 'wrong');
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('RATE_LIMITED');
          expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    });

    it('limits sign-in per IP across addresses', async () => {
      const client = new AuthClient(t().app, '10.3.0.1');
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await client.signIn(`someone${i}@example.com`, 'wrong')).statusCode);
      expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
      expect(codes[5]).toBe(429);
    });

    it('limits reset requests per e-mail and sign-ups per IP', async () => {
      const resets = [];
      for (let i = 0; i < 3; i++) {
        resets.push((await new AuthClient(t().app, `10.4.0.${i}`).post('/api/auth/request-password-reset', { email: 'r@example.com' })).statusCode);
      }
      expect(resets).toEqual([200, 200, 429]);

      const signUps = [];
      const client = new AuthClient(t().app, '10.5.0.1');
      for (let i = 0; i < 3; i++) signUps.push((await client.signUp(`new${i}@example.com`)).statusCode);
      expect(signUps).toEqual([200, 200, 429]);
    });
  });
}

rateLimitSuite('in memory', undefined);
if (testRedisUrl) rateLimitSuite('redis', testRedisUrl);
