import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Bulk jobs (issue 14): a seller's file of listings, optimized in the background, row by row.
 * - `bulk_jobs` keeps the parsed file (for the result export in the same columns), the per-row
 *   problems found before anything was charged, and running counts that its trigger announces on
 *   `bulk_job_changed`, so a progress stream in any process hears every step.
 * - `bulk_job_rows` is one listing to write; its status moves pending -> running (leased) ->
 *   done | failed, or pending -> cancelled, each move conditional, so no row runs twice.
 * - A row's credit is `held` on the ledger from the start of the job until the row is saved
 *   (settled) or fails or is cancelled (refunded). Held charges are not leased: the charge sweep,
 *   which refunds `pending` charges of dead requests, must not refund a job that is only waiting
 *   for its turn, or that resumes after a restart.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table usage_ledger drop constraint usage_ledger_status_check`,
    `alter table usage_ledger add constraint usage_ledger_status_check check (status in ('pending', 'held', 'settled', 'refunded'))`,

    `create table bulk_jobs (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      status text not null default 'ready' check (status in ('ready', 'running', 'cancelling', 'cancelled', 'finished')),
      file_name text not null,
      layout text not null check (layout in ('listcraft', 'amazon')),
      format text not null check (format in ('csv', 'xlsx')),
      marketplace text not null,
      total_rows integer not null check (total_rows >= 0),
      valid_rows integer not null check (valid_rows >= 0),
      done_rows integer not null default 0,
      failed_rows integer not null default 0,
      cancelled_rows integer not null default 0,
      problems jsonb not null,
      skipped jsonb not null,
      parsed_file jsonb not null,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz not null default now()
    )`,
    `create index bulk_jobs_user_idx on bulk_jobs(user_id, created_at desc)`,
    `create index bulk_jobs_active_idx on bulk_jobs(status) where status in ('running', 'cancelling')`,
    `create function notify_bulk_job_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bulk_job_changed', new.id::text);
        return new;
      end
    $$`,
    `create trigger bulk_jobs_changed after update on bulk_jobs for each row execute function notify_bulk_job_changed()`,

    `create table bulk_job_rows (
      job_id uuid not null references bulk_jobs(id) on delete cascade,
      row_number integer not null,
      sku text not null,
      input jsonb,
      marketplace text not null,
      status text not null check (status in ('pending', 'running', 'done', 'failed', 'cancelled', 'skipped')),
      listing_id uuid references listings(id) on delete set null,
      error text,
      changes jsonb,
      charge_id bigint unique references usage_ledger(id),
      attempts integer not null default 0,
      lease_until timestamptz,
      started_at timestamptz,
      finished_at timestamptz,
      -- The process that last claimed the row (host:pid): who ran it, or who held it when it died.
      worker text,
      primary key (job_id, row_number),
      check ((status = 'skipped') = (input is null)),
      check (status <> 'running' or lease_until is not null)
    )`,
    `create index bulk_job_rows_open_idx on bulk_job_rows(job_id) where status in ('pending', 'running')`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    'drop table bulk_job_rows',
    'drop table bulk_jobs',
    'drop function notify_bulk_job_changed',
    `alter table usage_ledger drop constraint usage_ledger_status_check`,
    `alter table usage_ledger add constraint usage_ledger_status_check check (status in ('pending', 'settled', 'refunded'))`,
  ]);
}
