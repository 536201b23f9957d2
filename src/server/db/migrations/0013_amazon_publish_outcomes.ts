import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Publish outcomes that tell the truth (issue 26, docs/decisions/0028-amazon-publish-states.md).
 * A submission keeps the issues the listing had before it was sent (`standing_issues`), so only a
 * new issue counts against it, and moves through submitted, accepted (stored), live (on the
 * product page), refused or superseded. The old 'accepted' meant "read back as sent", which is now
 * 'live' only when the product page agrees; old rows keep their meaning as 'live', and 'invalid'
 * becomes 'refused'. `reason` says why an accepted one is not live (the brand owner's catalog).
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table amazon_submissions drop constraint amazon_submissions_status_check`,
    `update amazon_submissions set status = case status when 'invalid' then 'refused' when 'accepted' then 'live' else status end`,
    `alter table amazon_submissions add constraint amazon_submissions_status_check check (status in ('submitted', 'accepted', 'live', 'refused', 'superseded'))`,
    `alter table amazon_submissions add column standing_issues jsonb not null default '[]'`,
    `alter table amazon_submissions add column reason text check (reason in ('catalog_owner'))`,
    // A newer publish to the same SKU supersedes the older ones still open.
    `create index amazon_submissions_sku_idx on amazon_submissions(user_id, amazon_marketplace_id, sku) where status in ('submitted', 'accepted')`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    `drop index amazon_submissions_sku_idx`,
    `alter table amazon_submissions drop column reason`,
    `alter table amazon_submissions drop column standing_issues`,
    `alter table amazon_submissions drop constraint amazon_submissions_status_check`,
    `update amazon_submissions set status = case status when 'refused' then 'invalid' when 'live' then 'accepted' when 'superseded' then 'accepted' else status end`,
    `alter table amazon_submissions add constraint amazon_submissions_status_check check (status in ('submitted', 'accepted', 'invalid'))`,
  ]);
}
