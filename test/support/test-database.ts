import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { testDatabaseUrl } from './test-env.js';

export interface TestDatabase {
  database: Database;
  /** Set on Postgres: the URL of this file's own database (for a second process or connection). */
  url?: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A clean, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const dump = fs.readFileSync(inject('pgliteTemplatePath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const database = await openDatabase({ pglite });
    return { database, drop: () => database.close() };
  }
  const name = `listcraft_t_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(async (admin) => {
    // Two files cloning the same template at the same instant can collide; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  });
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
