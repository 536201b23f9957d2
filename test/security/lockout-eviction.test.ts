import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/**
 * M2: the per-e-mail sign-in lockout lived in an LRU of 5,000 keys; about 5,200 cheap malformed
 * sign-ins pushed a victim's counter out and bought the attacker a fresh set of guesses. Lockout
 * counters now live in the database. Here the in-memory counters hold only 200 keys, so a flood of
 * 500 is enough to show the lockout is not kept in them (it was 5,500 requests and two minutes).
 */
const MEMORY_KEYS = 200;
const limits = { signInPerEmail: { max: 3, windowMs: 15 * 60_000 }, signInPerIp: { max: 3, windowMs: 15 * 60_000 } };

describe('sign-in lockout counters', () => {
  const t = useTestApp({}, { limits, memoryCounterKeys: MEMORY_KEYS });

  const signIn = (payload: string, ip: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip },
    });

  it('keep a locked-out address locked while more keys are counted than the memory store holds', async () => {
    const victim = await createUser(t().testDb.database.db);
    const guess = (i: number) => signIn(JSON.stringify({ email: victim.email, password: `guess-${i}` }), `10.20.0.${i + 1}`);
    const before = [];
    for (let i = 0; i < 4; i++) before.push((await guess(i)).statusCode);
    expect(before).toEqual([401, 401, 401, 429]);

    // Malformed sign-ins, each from its own address with its own made-up e-mail: more keys than the
    // in-memory store holds.
    const FLOOD = MEMORY_KEYS * 2.5;
    for (let start = 0; start < FLOOD; start += 100) {
      const batch = Array.from({ length: Math.min(100, FLOOD - start) }, (_, k) => {
        const n = start + k;
        return signIn(JSON.stringify({ email: `flood-${n}`, password: 1 }), `10.${30 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
      });
      const codes = (await Promise.all(batch)).map((res) => res.statusCode);
      expect(codes.every((code) => code === 400)).toBe(true);
    }

    const after = await guess(100);
    expect(after.statusCode).toBe(429);
    expect(after.json().code).toBe('RATE_LIMITED');
  });

  it('count malformed attempts (bad JSON, NUL bytes, deep nesting) against the address that sent them', async () => {
    const ip = '10.40.0.1';
    const malformed = ['{"email": "x@example.com", "password": ', JSON.stringify({ email: 'x\u0000@example.com', password: 'p' }), `${'['.repeat(5_000)}${']'.repeat(5_000)}`];
    for (const body of malformed) expect((await signIn(body, ip)).statusCode).toBe(400);
    const real = await signIn(JSON.stringify({ email: 'someone@example.com', password: 'whatever1' }), ip);
    expect(real.statusCode).toBe(429);
  });
});
