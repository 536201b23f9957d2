import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * better-auth's tables, owned by our migrator. Field names are mapped to snake_case in
 * the auth options (src/server/accounts/auth.ts); a test checks that better-auth finds
 * nothing missing here.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table users (
      id text primary key,
      name text not null,
      email text not null unique,
      email_verified boolean not null default false,
      image text,
      display_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table sessions (
      id text primary key,
      token text not null unique,
      user_id text not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index sessions_user_id_idx on sessions(user_id)`,
    `create table accounts (
      id text primary key,
      account_id text not null,
      provider_id text not null,
      user_id text not null references users(id) on delete cascade,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index accounts_user_id_idx on accounts(user_id)`,
    `create table verifications (
      id text primary key,
      identifier text not null,
      value text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index verifications_identifier_idx on verifications(identifier)`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table verifications', 'drop table accounts', 'drop table sessions', 'drop table users']);
}
