import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index.js';
import { createEmptyTestDatabase } from '../support/test-database.js';

describe('migration 0011 (the job queue) on a database in use', () => {
  it('gives the mail the old delivery loop had not sent yet a delivery job, and leaves sent mail alone', async () => {
    const { database, drop } = await createEmptyTestDatabase();
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
