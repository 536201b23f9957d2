import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '../support/auth-client.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';
import { createUser, TEST_PASSWORD } from '../support/users.js';
import { capturedLog } from '../support/captured-log.js';

/**
 * M4: a failed query's error carried its parameters (PGlite) or the failing row (Postgres'
 * detail), and the log line printed them: session tokens, password hashes, contact messages.
 * Each table below is made to refuse new rows, as a full disk would, and the log is searched.
 */
describe('failed queries in the log', () => {
  const log = capturedLog();
  let t: TestApp;
  // Libraries that print straight to the console (better-call did) count as the log too.
  const consoleLines: string[] = [];
  // A fresh app, database and log for each test: one test's refused table is not the next one's.
  beforeEach(async () => {
    log.lines.length = 0;
    consoleLines.length = 0;
    t = await startTestApp({}, { logger: log.logger });
    for (const method of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map((a) => (a instanceof Error ? `${a.message} ${JSON.stringify(a)}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')));
    }
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    if (t) await stopTestApp(t);
  });
  const refuseInserts = (table: string) => sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`).execute(t.testDb.database.db);
  const logText = () => log.lines.join('') + consoleLines.join('\n');

  it('keep no contact message text', async () => {
    await refuseInserts('contact_messages');
    const secret = 'my-private-contact-text-31337';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Priya', email: 'priya@example.com', subject: 'Private', message: secret },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    expect(logText()).toContain('request failed'); // the failure itself is logged...
    expect(logText()).not.toContain(secret); // ...without the data
  });

  it('keep no session token when sign-in cannot store the session', async () => {
    const user = await createUser(t.testDb.database.db);
    await refuseInserts('sessions');
    const res = await new AuthClient(t.app).signIn(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(logText()).toMatch(/refuse_all/); // the failure is logged...
    expect(logText()).not.toContain(user.email); // ...without the row
    expect(logText()).not.toContain(user.id);
    // A session token is 32 random characters; none may appear next to the sessions table.
    expect(logText()).not.toMatch(/"params":/);
    expect(logText()).not.toMatch(/Failing row contains/);
  });

  it('keep no password hash when sign-up cannot store the account', async () => {
    await refuseInserts('accounts');
    const res = await new AuthClient(t.app).signUp('new-seller@example.com', 'a long password');
    expect(res.statusCode).toBe(500);
    expect(logText()).not.toContain('$argon2id$');
    expect(logText()).not.toContain('new-seller@example.com');
    expect(logText()).not.toMatch(/"params":/);
  });
});
