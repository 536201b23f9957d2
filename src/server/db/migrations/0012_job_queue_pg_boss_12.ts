import type { Kysely } from 'kysely';
import { getConstructionPlans } from 'pg-boss';
import { isTransactionControl, splitSqlScript } from '../../queue/sql-script.js';
import { QUEUE_SCHEMA } from '../../queue/queue-schema.js';
import { PG_BOSS_10_CONSTRUCTION } from './pg-boss-10-schema.js';
import { runStatements } from './statements.js';

const OLD = `${QUEUE_SCHEMA}_10`;

/**
 * The job queue moves from pg-boss 10 (schema version 24, migration 0011) to pg-boss 12
 * (decision 0015). No pg-boss release migrates schema 24: pg-boss 11 and 12 start their migration
 * chain at 25 (`getMigrationPlans('pgboss', 24)` refuses), as v11 began with a new schema. So this
 * sets the old schema aside, builds pg-boss 12's from its construction plans, creates the same
 * queues with the same policy and retry settings (now with `notify`: a send wakes the workers of
 * every process through LISTEN/NOTIFY), carries over every job that has not ended (an `active`
 * one, whose worker stopped for this upgrade, becomes a retry, as pg-boss' maintenance would have
 * made it), and drops the old schema with its finished jobs and archive.
 *
 * The construction plans are the installed pg-boss' own; a later pg-boss upgrade is a new
 * migration that reads `pgboss.version` and runs `getMigrationPlans(QUEUE_SCHEMA, thatVersion)`.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter schema ${QUEUE_SCHEMA} rename to ${OLD}`,
    ...withoutTransaction(getConstructionPlans(QUEUE_SCHEMA)),
    `select ${QUEUE_SCHEMA}.create_queue(name, jsonb_build_object(
        'policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
        'expireInSeconds', expire_seconds, 'notify', true))
      from ${OLD}.queue order by name`,
    `insert into ${QUEUE_SCHEMA}.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
        expire_seconds, singleton_key, singleton_on, start_after, created_on, started_on, keep_until, dead_letter, policy)
      select id, name, priority, data,
        (case when state = 'active' then 'retry' else state::text end)::${QUEUE_SCHEMA}.job_state,
        retry_limit, retry_count, retry_delay, retry_backoff, extract(epoch from expire_in)::int,
        singleton_key, singleton_on, start_after, created_on, started_on, keep_until, dead_letter, policy
      from ${OLD}.job where state in ('created', 'retry', 'active')`,
    // Jobs written earlier in this same migration run (0011's) leave deferred foreign-key checks
    // pending on the old tables, which Postgres will not drop until they have run.
    'set constraints all immediate',
    `drop schema ${OLD} cascade`,
  ]);
}

/** Back to pg-boss 10's empty tables and queues, as 0011 left them (waiting jobs are not carried back). */
export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    `drop schema ${QUEUE_SCHEMA} cascade`,
    ...withoutTransaction(PG_BOSS_10_CONSTRUCTION),
    `select ${QUEUE_SCHEMA}.create_queue('mail.deliver', '{"policy":"standard"}'::json)`,
    `select ${QUEUE_SCHEMA}.create_queue('bulk-job-row', '{"policy":"standard"}'::json)`,
  ]);
}

/** The migrator already runs this in a transaction. */
function withoutTransaction(script: string) {
  return splitSqlScript(script).filter((statement) => !isTransactionControl(statement));
}
