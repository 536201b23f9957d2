import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * The Amazon connection (issue 15). One connection per seller account; its refresh token is kept
 * only encrypted (AES-256-GCM, src/server/amazon/token-cipher.ts). OAuth states are kept as sha256
 * hashes, bound to the session that asked for them, and deleted when used. A publish submission
 * records exactly what was sent, what Amazon answered, and the listing as Amazon had it before
 * (kept as the 'imported' version once Amazon applies the first publish, so it can be restored and
 * published back), so "published" is never claimed for an INVALID answer. An import keeps what it
 * read, so the listing generated from it starts with Amazon's text as its 'imported' version.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table amazon_connections (
      id uuid primary key default gen_random_uuid(),
      user_id text not null unique references users(id) on delete cascade,
      selling_partner_id text not null,
      method text not null check (method in ('authorization', 'self-authorized')),
      refresh_token_encrypted text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table amazon_oauth_states (
      state_hash text primary key,
      user_id text not null references users(id) on delete cascade,
      session_hash text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    `create index amazon_oauth_states_user_idx on amazon_oauth_states(user_id)`,
    `create table amazon_submissions (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      listing_id uuid not null references listings(id) on delete cascade,
      selling_partner_id text not null,
      sku text not null,
      marketplace text not null,
      amazon_marketplace_id text not null,
      product_type text not null,
      submission_id text not null,
      status text not null check (status in ('submitted', 'accepted', 'invalid')),
      fields jsonb not null,
      issues jsonb not null default '[]',
      previous jsonb not null,
      listing_text jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      checked_at timestamptz not null default now()
    )`,
    `create index amazon_submissions_listing_idx on amazon_submissions(listing_id, created_at)`,
    // What an import read, found again by the product text when the seller generates from it.
    `create table amazon_imports (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      sku text not null,
      marketplace text not null,
      product_hash text not null,
      fields jsonb not null,
      created_at timestamptz not null default now()
    )`,
    `create index amazon_imports_user_idx on amazon_imports(user_id, product_hash, created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table amazon_imports', 'drop table amazon_submissions', 'drop table amazon_oauth_states', 'drop table amazon_connections']);
}
