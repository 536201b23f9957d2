import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Monthly credits (SPEC §3 user_usage) and a ledger of every movement. A trigger announces
 * each change on the `usage_changed` channel so open tabs update live, across processes.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table user_usage (
      user_id text primary key references users(id) on delete cascade,
      listings_generated double precision not null default 0 check (listings_generated >= 0),
      max_listings_allowed double precision not null default 1 check (max_listings_allowed >= 0),
      extra_credits double precision not null default 0 check (extra_credits >= 0),
      last_reset_at timestamptz not null default now(),
      role text not null default 'user' check (role in ('owner', 'admin', 'user')),
      updated_at timestamptz not null default now()
    )`,
    `create table usage_ledger (
      id bigint generated always as identity primary key,
      user_id text not null references users(id) on delete cascade,
      amount double precision not null,
      kind text not null check (kind in ('charge', 'refund', 'grant', 'set-max', 'role')),
      reason text not null,
      listing_id text,
      created_at timestamptz not null default now()
    )`,
    `create index usage_ledger_user_idx on usage_ledger(user_id, created_at)`,
    `create function notify_usage_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('usage_changed', new.user_id);
        return new;
      end
    $$`,
    `create trigger user_usage_changed after insert or update on user_usage
      for each row execute function notify_usage_changed()`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    'drop trigger user_usage_changed on user_usage',
    'drop function notify_usage_changed',
    'drop table usage_ledger',
    'drop table user_usage',
  ]);
}
