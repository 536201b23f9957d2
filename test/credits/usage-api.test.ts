import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { usageEventSchema, usageSchema } from '../../src/contract/credits.js';
import { errorSchema } from '../../src/contract/errors.js';
import { charge } from '../../src/server/credits/charge.js';
import { runAdminCommand } from '../../src/server/credits/admin-commands.js';
import { openDatabase } from '../../src/server/db/database.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { testDatabaseUrl } from '../support/test-env.js';
import { signedInTestUser } from '../support/users.js';

/**
 * Reads server-sent events from a real socket until `count` usage events have arrived, calling
 * `onEvent` with the number received so far after each one (so a test acts once it has seen the last).
 */
function readEvents(url: string, cookie: string, count: number, onEvent: (received: number) => void): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const events: unknown[] = [];
    const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data && /^event: usage$/m.test(block)) {
            events.push(JSON.parse(data));
            if (events.length < count) onEvent(events.length);
            if (events.length === count) {
              req.destroy();
              resolve(events);
            }
          }
        }
      });
    });
    req.on('error', (error) => (events.length >= count ? undefined : reject(error)));
    setTimeout(() => reject(new Error(`only ${events.length} events`)), 10_000).unref();
  });
}

describe('usage API', () => {
  const t = useTestApp();

  it('requires a session', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/usage' });
    expect(res.statusCode).toBe(401);
    expect(expectContract(errorSchema, res.json())).toEqual({ message: 'No active session. Please log in again.', code: 'UNAUTHORIZED' });
    const stream = await t().app.inject({ method: 'GET', url: '/api/usage/stream' });
    expect(stream.statusCode).toBe(401);
  });

  it('returns the derived view, by cookie or by bearer token', async () => {
    const { client, token } = await signedInTestUser(t().app, t().testDb.database.db);
    const byCookie = await client.get('/api/usage');
    expect(expectContract(usageSchema, byCookie.json())).toMatchObject({ used: 0, total: 1, remaining: 1, role: 'user' });
    const byBearer = await t().app.inject({ method: 'GET', url: '/api/usage', headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.json()).toEqual(byCookie.json());
  });

  it('streams a new view when the usage row changes (a charge, then a grant by support)', async () => {
    const db = t().testDb.database.db;
    const user = await signedInTestUser(t().app, db);
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    // Each change waits for the event of the one before, so the two cannot arrive as one view.
    const events = await readEvents(`${address}/api/usage/stream`, user.client.cookie, 3, (received) => {
      if (received === 1) void charge(db, { userId: user.id, halfCredits: 1, reason: 'analyze', now: new Date(), leaseMs: 60_000 });
      if (received === 2) void runAdminCommand(db, { command: 'grant', email: user.email, credits: 2 }, new Date());
    });
    for (const event of events) expectContract(usageEventSchema, event);
    expect(events[0]).toMatchObject({ used: 0, remaining: 1 });
    expect(events[1]).toMatchObject({ used: 0.5, remaining: 0.5 });
    expect(events[2]).toMatchObject({ used: 0.5, total: 3, remaining: 2.5 });
  });

  // Cross-process NOTIFY needs a Postgres server; the embedded database lives in one process.
  it.runIf(Boolean(testDatabaseUrl))('on Postgres, delivers a change made by another process', async () => {
    const db = t().testDb.database.db;
    const user = await signedInTestUser(t().app, db);
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    // A second pool and connection, as another server process or `npm run admin` would have.
    const other = await openDatabase({ databaseUrl: t().testDb.url! });
    try {
      const events = await readEvents(`${address}/api/usage/stream`, user.client.cookie, 2, () => {
        void runAdminCommand(other.db, { command: 'set-max', email: user.email, credits: 5 }, new Date());
      });
      expect(events[1]).toMatchObject({ total: 5, remaining: 5 });
    } finally {
      await other.close();
    }
  });
});
