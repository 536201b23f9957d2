import { sql } from 'kysely';
import { withAdmin } from './postgres-server.js';
import type { TestDatabase } from './test-database.js';
import { testDatabaseUrl } from './test-env.js';

/**
 * Makes a test's database refuse every write, as a database switched to read-only (or a standby
 * promoted wrongly) does: Postgres answers SQLSTATE 25006 to any INSERT, UPDATE or DELETE.
 *
 * PGlite has one connection, so a session setting covers the app. On Postgres the setting goes on
 * the database, which applies to new connections only: the old ones are ended, and the app's
 * pool is used until every connection it hands out is a new, read-only one.
 */
export async function makeReadOnly(testDb: TestDatabase) {
  const { db, kind } = testDb.database;
  if (kind === 'pglite') {
    await sql`set default_transaction_read_only = on`.execute(db);
    return;
  }
  const name = new URL(testDb.url!).pathname.slice(1);
  await withAdmin(testDatabaseUrl!, async (admin) => {
    await admin.query(`alter database ${name} set default_transaction_read_only = on`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  });
  // The pool holds up to 10 connections: ask as many at once until all are new and read-only.
  for (let round = 0; round < 100; round++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sql<{ default_transaction_read_only: string }>`show default_transaction_read_only`.execute(db).then(
          (result) => result.rows[0]?.default_transaction_read_only,
          () => 'gone',
        ),
      ),
    );
    if (answers.every((answer) => answer === 'on')) return;
  }
  throw new Error('the test database did not become read-only');
}
