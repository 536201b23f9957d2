import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Amazon's own catalog data (issue 26). A product type's schema (Product Type Definitions API) is
 * kept per product type, marketplace and Amazon's version of it: it is the same for every seller,
 * a few hundred KB to some MB, and changes only when Amazon releases a new version. A Brand
 * Analytics report request is kept until its document has been read into the seller's bank, so a
 * report Amazon takes minutes to build is looked at again, never asked for twice. A bank's keyword
 * gets the search frequency rank Brand Analytics gives where it gives no volume.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table amazon_product_type_schemas (
      product_type text not null,
      amazon_marketplace_id text not null,
      version text not null,
      display_name text not null,
      checksum text not null,
      schema jsonb not null,
      property_groups jsonb not null,
      fetched_at timestamptz not null default now(),
      primary key (product_type, amazon_marketplace_id, version)
    )`,
    `create index amazon_product_type_schemas_latest_idx on amazon_product_type_schemas(product_type, amazon_marketplace_id, fetched_at)`,
    `create table amazon_report_requests (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      bank_id uuid not null references keyword_banks(id) on delete cascade,
      marketplace text not null,
      report_type text not null,
      report_id text not null,
      week_start text not null,
      week_end text not null,
      status text not null check (status in ('requested', 'imported', 'failed')),
      outcome jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index amazon_report_requests_user_idx on amazon_report_requests(user_id, created_at)`,
    // Brand Analytics' Search Terms report ranks a term (1 is the most searched) and gives no volume.
    `alter table keyword_bank_keywords add column search_rank integer check (search_rank is null or search_rank > 0)`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['alter table keyword_bank_keywords drop column search_rank', 'drop table amazon_report_requests', 'drop table amazon_product_type_schemas']);
}
