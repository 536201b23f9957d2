import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { openDatabase, postgresPoolConfig, type Database } from '../../src/server/db/database.js';
import { databaseUrl, withAdmin } from './postgres-server.js';
import { emptyLikeTemplate, giveBackDatabase, readTemplateState, runPrefix, takeDatabase, type Query, type TemplateState } from './reused-databases.js';
import { testDatabaseUrl } from './test-env.js';

export interface TestDatabase {
  database: Database;
  /** Set on Postgres: the URL of this test's own database (for a second process or connection). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * What every PGlite copy in this file shares: the migrated dump, the compiled WebAssembly and the
 * file-system bundle. Reading and compiling them once per file, not once per test, is most of
 * what makes a fresh embedded database per test cheap.
 */
let pgliteAssets: Promise<Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>> | undefined;

/**
 * Postgres's default 128 MB of shared buffers are zeroed at every start: most of a copy's start-up
 * time. A test's database holds a few hundred rows, so 16 MB is ample (measured: a copy starts in
 * ~180 ms instead of ~280 ms).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

function loadPgliteAssets() {
  pgliteAssets ??= (async () => {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((file) => WebAssembly.compile(fs.readFileSync(new URL(file, dist)))),
    );
    return {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
      fsBundle: new Blob([fs.readFileSync(new URL('pglite.data', dist))]),
      pgliteWasmModule,
      initdbWasmModule,
    };
  })();
  return pgliteAssets;
}

/**
 * A clean, migrated database of its own: on PGlite the migrated dump made once in globalSetup,
 * loaded into a new instance; on Postgres a copy of the migrated template database, or one a
 * finished test emptied (test/support/reused-databases.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) return pgliteDatabase();
  const serverUrl = testDatabaseUrl;
  const template = inject('postgresTemplate');
  const name = await takeDatabase(serverUrl, template);
  const url = databaseUrl(serverUrl, name);
  const pool = keptPool(name, url);
  // The app borrows the kept pool: ending it ends nothing, and once the test is over no query of
  // anything it left running (a timer, a listener) reaches the next test's data.
  let over = false;
  const lent: PostgresPool = {
    options: pool.options,
    connect: async () => {
      if (over) throw new Error('this test is over: its database belongs to another test now');
      return pool.connect();
    },
    end: async () => {},
  };
  const database = await openDatabase({ databaseUrl: url, pool: lent });
  return {
    database,
    url,
    async drop() {
      await database.close();
      over = true;
      const keptPids = await readyForNextTest(pool);
      if (!keptPids) await endKeptPool(name);
      const reused = await giveBackDatabase(serverUrl, template, name, keptPids ?? []);
      if (!reused) await endKeptPool(name);
    },
  };
}

/**
 * A pool per Postgres test database of this worker, kept with the database for its next test. A
 * test's app used to open its own: four or five new connections a test (the app's start-up queries
 * run at once), each costing the server ~35 ms of CPU to start and more to read the catalog again,
 * on the 2-core machine about 200 ms of the server's CPU a test.
 */
const keptPools = new Map<string, pg.Pool>();

function keptPool(name: string, url: string): pg.Pool {
  let pool = keptPools.get(name);
  if (!pool) {
    pool = new pg.Pool(postgresPoolConfig(url));
    // An idle connection ended under it (a test ending its database's connections) leaves the pool.
    pool.on('error', () => {});
    keptPools.set(name, pool);
  }
  return pool;
}

async function endKeptPool(name: string) {
  const pool = keptPools.get(name);
  keptPools.delete(name);
  await pool?.end().catch(() => {});
}

/**
 * Makes the kept pool's connections like new ones for the next test, and names their server
 * processes; undefined when that cannot be done and the pool must be ended: a connection still in
 * use, or the database given settings of its own (a connection takes those at its start, so ones
 * opened while the database was, say, read-only would stay so).
 */
async function readyForNextTest(pool: pg.Pool): Promise<number[] | undefined> {
  if (pool.totalCount !== pool.idleCount || pool.waitingCount > 0) return undefined;
  const clients: pg.PoolClient[] = [];
  let failed: Error | undefined;
  try {
    for (let i = pool.idleCount; i > 0; i--) clients.push(await pool.connect());
    for (const client of clients) {
      const { rows } = await client.query<{ set: boolean }>(
        'select exists (select 1 from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase where d.datname = current_database()) as set',
      );
      if (rows[0]!.set) throw new Error('the database has settings of its own');
      // Session settings, prepared statements, temporary tables, session locks, LISTENs: all gone.
      await client.query('discard all');
    }
  } catch (error) {
    failed = error as Error;
  }
  const pids = clients.map((client) => (client as pg.PoolClient & { processID: number }).processID);
  for (const client of clients) client.release(failed);
  return failed ? undefined : pids;
}

/** PGlite instances finished tests emptied, for the next test of this worker. */
const idlePglites: PGlite[] = [];
let pgliteTemplateState: Promise<TemplateState> | undefined;

/**
 * An embedded database for one test: a copy of the template, or an instance a finished test left
 * and that was emptied back to the template's rows (as on Postgres, test/support/reused-databases.ts:
 * loading a copy costs ~300 ms, emptying one a few ms). The test's app sees the instance through a
 * revocable proxy, so nothing the app leaves running (a timer, a listener) can reach the next test's
 * data: once the test is done, every call through the proxy throws.
 */
async function pgliteDatabase(): Promise<TestDatabase> {
  let pglite = idlePglites.pop();
  if (!pglite) {
    pglite = await PGlite.create({ ...(await loadPgliteAssets()), startParams: TEST_START_PARAMS });
    const fresh = pglite;
    pgliteTemplateState ??= readTemplateState(pgliteQuery(fresh));
    await pgliteTemplateState;
  }
  const instance = pglite;
  const unsubscribes: (() => Promise<void>)[] = [];
  const { proxy, revoke } = Proxy.revocable(instance, {
    get(target, property) {
      // The app's close would end the instance; the test's drop decides whether it lives on.
      if (property === 'close') return async () => {};
      if (property === 'listen') {
        return async (channel: string, callback: (payload: string) => void) => {
          const unsubscribe = await target.listen(channel, callback);
          unsubscribes.push(unsubscribe);
          return unsubscribe;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const database = await openDatabase({ pglite: proxy });
  return {
    database,
    async drop() {
      await database.close();
      revoke();
      for (const unsubscribe of unsubscribes) await unsubscribe().catch(() => {});
      const state = await pgliteTemplateState!;
      const emptied = await emptyLikeTemplate(pgliteQuery(instance), state).catch(() => false);
      if (emptied) idlePglites.push(instance);
      else await instance.close();
    },
  };
}

const pgliteQuery =
  (pglite: PGlite): Query =>
  async <T extends object>(text: string, values?: unknown[]) =>
    (await pglite.query<T>(text, values)).rows;

/** An empty database, no migration run yet, for tests of a migration on data an older release left. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ pglite: await PGlite.create() });
    return { database, drop: () => database.close() };
  }
  return emptyPostgresDatabase(testDatabaseUrl);
}

/** A new, empty database on the test server, dropped by `drop`. */
async function emptyPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `${runPrefix(inject('postgresTemplate'))}empty_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A fresh database for each test of the calling file, dropped after it. */
export function useTestDatabase() {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase();
  });
  afterEach(async () => {
    await current?.drop();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('useTestDatabase: the database is not ready yet (use it inside a test)');
    return current;
  };
}
