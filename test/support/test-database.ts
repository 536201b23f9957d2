import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { afterEach, beforeEach, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { databaseUrl, withAdmin } from './postgres-server.js';
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
 * loaded into a new instance; on Postgres a copy of the migrated template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const pglite = await PGlite.create({ ...(await loadPgliteAssets()), startParams: TEST_START_PARAMS });
    const database = await openDatabase({ pglite });
    return { database, drop: () => database.close() };
  }
  return postgresDatabase(testDatabaseUrl, `template ${inject('postgresTemplate')}`);
}

/** An empty database, no migration run yet, for tests of a migration on data an older release left. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ pglite: await PGlite.create() });
    return { database, drop: () => database.close() };
  }
  return postgresDatabase(testDatabaseUrl, '');
}

/** A new database on the test server (`options`: what follows CREATE DATABASE's name), dropped by `drop`. */
async function postgresDatabase(serverUrl: string, options: string): Promise<TestDatabase> {
  const name = `listcraft_t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    // Two workers cloning the same template at the same instant can collide; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} ${options}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  });
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
