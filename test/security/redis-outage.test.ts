import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { capturedLog } from '../support/captured-log.js';
import { freePort } from '../support/ports.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';

/** L9: with Redis unreachable, the rate limits failed open, silently. A free port has no Redis behind it. */
describe('an unreachable Redis', () => {
  const log = capturedLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      { logger: log.logger, limits: { signInPerEmail: { max: 2, windowMs: 60_000 } } },
    );
  });
  afterAll(async () => {
    if (t) await stopTestApp(t);
  });

  it('is logged as an error, and the limits keep counting in process memory', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await new AuthClient(t.app, `10.90.0.${i + 1}`).signIn('target@example.com', 'wrong-password')).statusCode);
    expect(codes).toEqual([401, 401, 429, 429]);

    const errors = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 50);
    expect(errors.some((entry) => /Redis \(rate limits\) is unreachable/.test(entry.msg))).toBe(true);
    expect(errors.some((entry) => /counting in process memory/.test(entry.msg))).toBe(true);
  });
});
