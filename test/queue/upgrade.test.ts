import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { testDatabaseUrl } from '../support/test-env.js';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** An empty database (no migrations yet) on the engine under test, and how to throw it away. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ pglite: await PGlite.create() });
    return { database, drop: () => database.close() };
  }
  const name = `listcraft_up_${crypto.randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async drop() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe('migration 0011 (the job queue) on a database in use', () => {
  it('gives the mail the old delivery loop had not sent yet a delivery job, and leaves sent mail alone', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
        migrationTableName: 'schema_migrations',
        migrationLockTableName: 'schema_migrations_lock',
      });
      expect((await migrator.migrateTo('0007_keyword_banks')).error).toBeUndefined();
      const mail = (status: 'pending' | 'sent' | 'held', to: string) => ({ kind: 'contact', to_address: to, subject: 's', html: 'h', text: 't', status });
      const rows = await database.db
        .insertInto('mail_outbox')
        .values([mail('pending', 'waiting@example.com'), mail('sent', 'done@example.com'), mail('held', 'held@example.com')])
        .returning(['id', 'to_address'])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const { rows: jobs } = await sql<{ data: { mailId: number }; state: string; retry_limit: number }>`
        select data, state, retry_limit from pgboss.job where name = 'mail.deliver'`.execute(database.db);
      const waiting = rows.find((row) => row.to_address === 'waiting@example.com')!;
      expect(jobs).toEqual([{ data: { mailId: Number(waiting.id) }, state: 'created', retry_limit: 12 }]);
    } finally {
      await drop();
    }
  });
});
