import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index.js';
import { createEmptyTestDatabase } from '../support/test-database.js';

describe('migrations 0011 (the job queue) and 0012 (pg-boss 12) on a database in use', () => {
  // Every migration from an empty database, pg-boss' schema twice (10, then 12): slower than a test on a template.
  it('gives the mail the old delivery loop had not sent yet a delivery job, and leaves sent mail alone', { timeout: 90_000 }, async () => {
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
      // 0012 carried the job over to pg-boss 12's tables, on queues that wake workers by NOTIFY.
      const { rows: queues } = await sql<{ name: string; notify: boolean }>`select name, notify from pgboss.queue order by name`.execute(database.db);
      expect(queues).toEqual([
        { name: 'bulk-job-row', notify: true },
        { name: 'mail.deliver', notify: true },
      ]);
      expect((await sql<{ version: number }>`select version from pgboss.version`.execute(database.db)).rows).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});
