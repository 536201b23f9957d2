import { sql, type Kysely } from 'kysely';
import { BULK_JOB_LIMITS, CREDITS_PER_LISTING, type BulkJob, type BulkJobSummary, type BulkRowProblem } from '../../contract/bulk-jobs.js';
import type { Marketplace } from '../../rules/index.js';
import type { BulkJobRecord, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { ParsedListingFile } from './files/index.js';

/** Every query here filters by the owner: another user's job is simply "not found". */
export const jobNotFound = () => new AppError('NOT_FOUND', 'Bulk job not found.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSERT_BATCH = 250;
const LIST_LIMIT = 50;

export const tooManyListings = (count: number) =>
  new AppError(
    'BAD_REQUEST',
    `This file has ${count.toLocaleString('en-US')} listings; a bulk job takes up to ${BULK_JOB_LIMITS.listings.toLocaleString('en-US')}. Split it into smaller files.`,
  );

/** A job in `ready`: its rows checked and its cost known, nothing charged. */
export async function createJob(
  db: Kysely<DB>,
  input: { userId: string; fileName: string; parsed: ParsedListingFile; marketplace: Marketplace; now: Date },
): Promise<string> {
  const { parsed, now } = input;
  if (parsed.rows.length > BULK_JOB_LIMITS.listings) throw tooManyListings(parsed.rows.length);
  if (parsed.rows.length === 0) {
    throw new AppError('BAD_REQUEST', 'No listing in this file can be optimized: fix the problems listed for each row and upload it again.', {
      problems: parsed.problems.slice(0, 200),
    });
  }
  const marketplace = parsed.fileMarketplace ?? input.marketplace;
  // A row with an error is not in `rows`; it is listed as skipped with its messages, never charged.
  const valid = new Set(parsed.rows.map((row) => row.row));
  const refused = new Map<number, string[]>();
  for (const problem of parsed.problems) {
    if (valid.has(problem.row) || problem.severity !== 'error') continue;
    refused.set(problem.row, [...(refused.get(problem.row) ?? []), problem.column ? `${problem.column}: ${problem.message}` : problem.message]);
  }
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('bulk_jobs')
      .values({
        user_id: input.userId,
        file_name: input.fileName.slice(0, 255),
        layout: parsed.layout,
        format: parsed.format,
        marketplace,
        total_rows: parsed.listings,
        valid_rows: valid.size,
        problems: JSON.stringify(parsed.problems),
        skipped: JSON.stringify(parsed.skipped.filter((row) => !refused.has(row.row))),
        parsed_file: JSON.stringify(parsed),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = [
      ...parsed.rows.map((row) => ({
        job_id: job.id,
        row_number: row.row,
        sku: row.sku,
        input: JSON.stringify(row.input),
        marketplace: row.marketplace ?? marketplace,
        status: 'pending' as const,
      })),
      ...[...refused].map(([row, messages]) => ({
        job_id: job.id,
        row_number: row,
        sku: '',
        input: null,
        marketplace,
        status: 'skipped' as const,
        error: messages.join(' ').slice(0, 1000),
      })),
    ];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await trx.insertInto('bulk_job_rows').values(rows.slice(i, i + INSERT_BATCH)).execute();
    return job.id;
  });
}

/** A job without its parsed file: that is up to megabytes, and only the result export reads it. */
export type JobRecord = Omit<BulkJobRecord, 'parsed_file'>;
export const JOB_COLUMNS = [
  'id',
  'user_id',
  'status',
  'file_name',
  'layout',
  'format',
  'marketplace',
  'total_rows',
  'valid_rows',
  'done_rows',
  'failed_rows',
  'cancelled_rows',
  'problems',
  'skipped',
  'created_at',
  'started_at',
  'finished_at',
  'updated_at',
] as const satisfies readonly (keyof JobRecord)[];

export async function ownJob(db: Kysely<DB>, userId: string, id: string): Promise<JobRecord> {
  if (!UUID.test(id)) throw jobNotFound();
  const job = await db.selectFrom('bulk_jobs').select(JOB_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!job) throw jobNotFound();
  return job;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The time left, from the pace so far: rows finish in parallel, so the wall time per finished row
 * (not the time one row takes) is what the rest will take.
 */
export function etaSeconds(job: JobRecord, now: Date): number | null {
  const finished = job.done_rows + job.failed_rows;
  const left = job.valid_rows - finished - job.cancelled_rows;
  if (job.status !== 'running' || !job.started_at || finished === 0 || left <= 0) return null;
  const perRowMs = (now.getTime() - job.started_at.getTime()) / finished;
  return Math.max(1, Math.round((perRowMs * left) / 1000));
}

export function jobSummary(job: JobRecord, now: Date): BulkJobSummary {
  return {
    id: job.id,
    file_name: job.file_name,
    layout: job.layout,
    format: job.format,
    marketplace: job.marketplace,
    status: job.status,
    counts: {
      total: job.total_rows,
      listings: job.valid_rows,
      done: job.done_rows,
      failed: job.failed_rows,
      cancelled: job.cancelled_rows,
      left: job.valid_rows - job.done_rows - job.failed_rows - job.cancelled_rows,
    },
    cost: job.valid_rows * CREDITS_PER_LISTING,
    eta_seconds: etaSeconds(job, now),
    created_at: job.created_at.toISOString(),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
  };
}

export async function listJobs(db: Kysely<DB>, userId: string, now: Date): Promise<BulkJobSummary[]> {
  const jobs = await db.selectFrom('bulk_jobs').select(JOB_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
  return jobs.map((job) => jobSummary(job, now));
}

export async function jobDetail(db: Kysely<DB>, userId: string, id: string, now: Date): Promise<BulkJob> {
  const job = await ownJob(db, userId, id);
  const rows = await db
    .selectFrom('bulk_job_rows')
    .select(['row_number', 'sku', 'status', 'error', 'listing_id', sql<string | null>`input->>'title'`.as('title')])
    .where('job_id', '=', job.id)
    .orderBy('row_number')
    .execute();
  return {
    ...jobSummary(job, now),
    problems: job.problems as BulkRowProblem[],
    skipped: job.skipped as BulkJob['skipped'],
    rows: rows.map((row) => ({ row: row.row_number, sku: row.sku, title: row.title, status: row.status, error: row.error, listing_id: row.listing_id })),
  };
}
