import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * A Brand Analytics document is read by a queued job, not inside the seller's request (issue 26):
 * the request moves the row to `importing` once Amazon has built the report, and the job records
 * how far it has read (rows read, terms kept) as it streams, so the page can show it and a reload
 * finds it. `checked_at` is when Amazon was last asked about the report: a page polling every few
 * seconds does not become a getReport every few seconds.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table amazon_report_requests drop constraint amazon_report_requests_status_check`,
    `alter table amazon_report_requests add constraint amazon_report_requests_status_check check (status in ('requested', 'importing', 'imported', 'failed'))`,
    `alter table amazon_report_requests add column rows_read integer not null default 0`,
    `alter table amazon_report_requests add column terms_kept integer not null default 0`,
    `alter table amazon_report_requests add column checked_at timestamptz`,
    // The page shows a bank's newest import after a reload.
    `create index amazon_report_requests_bank_idx on amazon_report_requests(bank_id, created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    `drop index amazon_report_requests_bank_idx`,
    `alter table amazon_report_requests drop column checked_at`,
    `alter table amazon_report_requests drop column terms_kept`,
    `alter table amazon_report_requests drop column rows_read`,
    // A row still importing goes back to being looked at again: the old code imports it then.
    `update amazon_report_requests set status = 'requested' where status = 'importing'`,
    `alter table amazon_report_requests drop constraint amazon_report_requests_status_check`,
    `alter table amazon_report_requests add constraint amazon_report_requests_status_check check (status in ('requested', 'imported', 'failed'))`,
  ]);
}
