import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import type { PasswordCost } from '../../src/server/accounts/passwords.js';
import { loadConfig, type Config } from '../../src/server/runtime/config.js';
import type { Secrets } from '../../src/server/runtime/secrets.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDatabase;
  clock: TestClock;
}

/** A clock tests can move; the app reads time only through it. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  set(date: Date) {
    this.offsetMs = date.getTime() - Date.now();
  }
}

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-data-'));
  // app.inject arrives from 127.0.0.1; trusting that one proxy lets tests give each client its own
  // address with X-Forwarded-For, as a reverse proxy would. The app's default trusts no one.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', TRUST_PROXY: 'loopback', ...env });
}

/** Mail retries fast enough for a test to watch a few of them (the queue's delays are whole seconds). */
export const FAST_MAIL_RETRY = { retryLimit: 100, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 5 };

/** Queue polling short enough that a retried job runs soon after its delay. */
export const FAST_QUEUE = { pollSeconds: 0.5, graceMs: 2_000 };

/**
 * argon2id at the least cost the library takes, for the test apps' password hashes. At production's
 * cost (19 MiB, 2 passes) a hash or a check took 40-200 ms of CPU, on the shared 2-core machine,
 * for each of the suite's ~250 sign-ups and sign-ins, and no test is about the cost: it is checked
 * on hashPassword itself (test/accounts/passwords.test.ts).
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

export const TEST_SECRETS: Secrets = {
  authSecret: 'test-auth-secret-that-is-long-enough-0123456789',
  adminToken: 'test-admin-token-that-is-long-enough-0123456789',
  tokenKey: 'dGVzdC10b2tlbi1rZXktb2YtdGhpcnR5LXR3by1ieXQ',
};

export async function startTestApp(
  env: Record<string, string | undefined> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const testDb = await createTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    config,
    database: testDb.database,
    secrets: TEST_SECRETS,
    now: clock.now,
    logger: false,
    queueTiming: FAST_QUEUE,
    passwordCost: TEST_PASSWORD_COST,
    ...deps,
  });
  await app.ready();
  return { app, config, testDb, clock };
}

export async function stopTestApp(t: TestApp) {
  await t.app.close();
  await t.testDb.drop();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
}

type Env = Record<string, string | undefined>;

/**
 * Builds the app on a fresh database before each test of the file and closes both after it, so no
 * test sees another's users, rows or rate-limit counts. `env` and `deps` may be functions: they are
 * called for each test (after the file's beforeAll hooks, so they can read a started server's URL).
 * Returns a getter because the app only exists once beforeEach has run.
 */
export function useTestApp(
  env: Env | (() => Env) = {},
  deps: Partial<AppDeps> | (() => Partial<AppDeps> | Promise<Partial<AppDeps>>) = {},
) {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await startTestApp(typeof env === 'function' ? env() : env, typeof deps === 'function' ? await deps() : deps);
  });
  afterEach(async () => {
    if (current) await stopTestApp(current);
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is not ready yet (use it inside a test)');
    return current;
  };
}
