import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Rate-limit and lockout counters that a flood of other keys cannot evict (the in-memory store is
 * an LRU). Keys are hashes, so no e-mail address or IP is stored here.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table rate_limit_counters (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`,
    `create index rate_limit_counters_window_idx on rate_limit_counters(window_ends_at)`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table rate_limit_counters']);
}
