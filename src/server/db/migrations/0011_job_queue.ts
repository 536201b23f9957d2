import type { Kysely } from 'kysely';
import { isTransactionControl, splitSqlScript } from '../../queue/sql-script.js';
import { QUEUE_SCHEMA } from '../../queue/queue-schema.js';
import { PG_BOSS_10_CONSTRUCTION } from './pg-boss-10-schema.js';
import { runStatements } from './statements.js';

/**
 * The job queue's tables (decision 0015): pg-boss 10's own construction SQL (frozen in
 * pg-boss-10-schema.ts; migration 0012 moves it to pg-boss 12), installed here so that
 * every database, and every migrated test template, carries them, and pg-boss never migrates at
 * start. Its BEGIN/COMMIT are dropped: the migrator already runs this in a transaction.
 * The queues Listcraft itself uses are created too (pg-boss needs a queue before a send).
 */
export async function up(db: Kysely<unknown>) {
  const statements = splitSqlScript(PG_BOSS_10_CONSTRUCTION).filter((statement) => !isTransactionControl(statement));
  await runStatements(db, [
    ...statements,
    `select ${QUEUE_SCHEMA}.create_queue('mail.deliver', '{"policy":"standard"}'::json)`,
    `select ${QUEUE_SCHEMA}.create_queue('bulk-job-row', '{"policy":"standard"}'::json)`,
    // Mail the old polling loop had not delivered yet gets its job (the mail policy of that day).
    `insert into ${QUEUE_SCHEMA}.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
      select 'mail.deliver', jsonb_build_object('mailId', id), 12, 30, true, interval '120 seconds', 'standard'
      from mail_outbox where status = 'pending' order by id`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [`drop schema ${QUEUE_SCHEMA} cascade`]);
}
