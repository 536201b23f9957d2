import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Keyword banks (issue 13): a seller's keyword research, saved per seller and reused across
 * listings. A keyword is stored once per bank by its key (bankKey: lowercase, singular words), so
 * `Dog Beds` and `dog bed` are one row and an import merges into it instead of duplicating it.
 * Volumes are whole monthly searches (the contract caps them at 1e9, within an integer).
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table keyword_banks (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index keyword_banks_user_idx on keyword_banks(user_id, created_at)`,
    `create table keyword_bank_keywords (
      id uuid primary key default gen_random_uuid(),
      bank_id uuid not null references keyword_banks(id) on delete cascade,
      phrase text not null,
      key text not null,
      volume integer check (volume is null or volume >= 0),
      priority text not null default 'normal' check (priority in ('must-have', 'normal', 'excluded')),
      source text not null,
      created_at timestamptz not null default now(),
      unique (bank_id, key)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table keyword_bank_keywords', 'drop table keyword_banks']);
}
