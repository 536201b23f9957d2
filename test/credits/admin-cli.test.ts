import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDatabaseUrl } from '../support/test-env.js';
import { createUser } from '../support/users.js';
import { until } from '../support/poll.js';
import { freePort } from '../support/ports.js';
import { programArgs } from '../support/programs.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function admin(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, programArgs('admin', ...args), {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}


describe.runIf(!testDatabaseUrl)('admin command on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('works through a running server, then straight on the files once it stops', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://localhost:${port}` };
    const server = spawn(process.execPath, programArgs('main', '--no-web-build'), {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await until(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 'the server');
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.APP_URL },
        body: JSON.stringify({ email: 'cli@example.com', password: 'secret12', name: 'Cli', display_name: 'Cli' }),
      });
      expect(signUp.status).toBe(200);

      const unknown = admin(['grant', 'nobody@example.com', '2'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.err).toContain('No user with the e-mail address nobody@example.com.');

      const granted = admin(['grant', 'cli@example.com', '2'], env);
      expect(granted.err).toBe('');
      expect(granted.code).toBe(0);
      expect(granted.out).toMatch(/cli@example\.com\s+Cli\s+no\s+user\s+0\s+3\s+3/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }

    // The server has stopped: the command now opens the embedded database itself.
    const offline = { DATA_DIR: dataDir };
    const role = admin(['role', 'cli@example.com', 'admin'], offline);
    expect(role.code).toBe(0);
    const users = admin(['users'], offline);
    expect(users.out).toMatch(/cli@example\.com\s+Cli\s+no\s+admin\s+0\s+∞\s+∞/);

    const bad = admin(['grant', 'cli@example.com', 'lots'], offline);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Invalid arguments for "grant"/);
  }, 120_000);
});

describe.runIf(testDatabaseUrl)('admin command on Postgres', () => {
  let testDb: TestDatabase | undefined;
  afterAll(() => testDb?.drop());

  it('grants, sets the allowance and the role, and rejects unknown e-mails', async () => {
    testDb = await createTestDatabase();
    await createUser(testDb.database.db, 'pg-cli@example.com');
    const env = { DATABASE_URL: testDb.url! };
    expect(admin(['set-max', 'pg-cli@example.com', '4'], env).code).toBe(0);
    expect(admin(['grant', 'pg-cli@example.com', '1.5'], env).out).toMatch(/pg-cli@example\.com.*user\s+0\s+5\.5\s+5\.5/);
    expect(admin(['role', 'pg-cli@example.com', 'owner'], env).code).toBe(0);
    const row = await testDb.database.db.selectFrom('user_usage').selectAll().executeTakeFirstOrThrow();
    // Stored as whole half-credits: 4 credits allowed, 1.5 granted.
    expect(row).toMatchObject({ max_half_credits: 8, extra_half_credits: 3, role: 'owner' });
    const missing = admin(['role', 'ghost@example.com', 'owner'], env);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No user with the e-mail address ghost@example.com.');
  }, 60_000);
});
