import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Nothing a seller pays for is lost (issue 11):
 * - credits become whole numbers of half-credits (the price of one step), so no float tolerance
 *   is needed anywhere. Existing values convert in the seller's favour: usage rounds down,
 *   allowances round up (support could grant 0.1 steps before);
 * - analyses are stored, and the seller's optimizer draft lives on the server;
 * - every charge is linked to its analysis or listing and moves from `pending` (leased) to
 *   `settled` when the work is saved, or to `refunded` with exactly one refund row.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    // Credits in half-credit units.
    `alter table user_usage alter column listings_generated type integer using floor(listings_generated * 2 + 1e-9)::integer`,
    `alter table user_usage alter column max_listings_allowed drop default`,
    `alter table user_usage alter column max_listings_allowed type integer using ceil(max_listings_allowed * 2 - 1e-9)::integer`,
    `alter table user_usage alter column max_listings_allowed set default 2`,
    `alter table user_usage alter column extra_credits type integer using ceil(extra_credits * 2 - 1e-9)::integer`,
    `alter table user_usage rename column listings_generated to used_half_credits`,
    `alter table user_usage rename column max_listings_allowed to max_half_credits`,
    `alter table user_usage rename column extra_credits to extra_half_credits`,
    `alter table usage_ledger alter column amount type integer using round(amount * 2)::integer`,
    `alter table usage_ledger rename column amount to half_credits`,

    `create table analyses (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      status text not null check (status in ('pending', 'ready', 'failed')),
      input jsonb not null,
      input_hash text not null,
      insights jsonb,
      policy_profile text not null,
      marketplace text not null,
      engine text,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      check ((status = 'ready') = (insights is not null))
    )`,
    `create index analyses_user_input_idx on analyses(user_id, input_hash, created_at desc) where status = 'ready'`,
    `create index analyses_user_created_idx on analyses(user_id, created_at desc)`,

    `alter table listings add column analysis_id uuid references analyses(id) on delete set null`,
    `create index listings_analysis_idx on listings(analysis_id, created_at desc) where analysis_id is not null`,

    // Charges: linked to their work, leased while it runs, settled or refunded exactly once.
    `alter table usage_ledger alter column listing_id type uuid using listing_id::uuid`,
    `alter table usage_ledger add constraint usage_ledger_listing_fk foreign key (listing_id) references listings(id) on delete set null`,
    `alter table usage_ledger add column analysis_id uuid references analyses(id) on delete set null`,
    `alter table usage_ledger add column status text check (status in ('pending', 'settled', 'refunded'))`,
    `alter table usage_ledger add column lease_until timestamptz`,
    `alter table usage_ledger add column settled_at timestamptz`,
    `alter table usage_ledger add column refund_of bigint unique references usage_ledger(id)`,
    // Charges made before this migration either succeeded or were refunded by a separate row.
    `update usage_ledger set status = 'settled', settled_at = created_at where kind = 'charge'`,
    `alter table usage_ledger add constraint usage_ledger_charge_status check ((kind = 'charge') = (status is not null))`,
    `alter table usage_ledger add constraint usage_ledger_refund_link check (refund_of is null or kind = 'refund')`,
    `create index usage_ledger_pending_idx on usage_ledger(lease_until) where status = 'pending'`,

    `create table optimizer_drafts (
      user_id text primary key references users(id) on delete cascade,
      form jsonb,
      analysis_id uuid references analyses(id) on delete set null,
      updated_at timestamptz not null default now()
    )`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    'drop table optimizer_drafts',
    'drop index usage_ledger_pending_idx',
    'alter table usage_ledger drop constraint usage_ledger_refund_link',
    'alter table usage_ledger drop constraint usage_ledger_charge_status',
    'alter table usage_ledger drop column refund_of',
    'alter table usage_ledger drop column settled_at',
    'alter table usage_ledger drop column lease_until',
    'alter table usage_ledger drop column status',
    'alter table usage_ledger drop column analysis_id',
    'alter table usage_ledger drop constraint usage_ledger_listing_fk',
    'alter table usage_ledger alter column listing_id type text using listing_id::text',
    'alter table listings drop column analysis_id',
    'drop table analyses',
    'alter table usage_ledger rename column half_credits to amount',
    'alter table usage_ledger alter column amount type double precision using amount / 2.0',
    'alter table user_usage rename column used_half_credits to listings_generated',
    'alter table user_usage rename column max_half_credits to max_listings_allowed',
    'alter table user_usage rename column extra_half_credits to extra_credits',
    'alter table user_usage alter column listings_generated type double precision using listings_generated / 2.0',
    'alter table user_usage alter column max_listings_allowed drop default',
    'alter table user_usage alter column max_listings_allowed type double precision using max_listings_allowed / 2.0',
    'alter table user_usage alter column max_listings_allowed set default 1',
    'alter table user_usage alter column extra_credits type double precision using extra_credits / 2.0',
  ]);
}
