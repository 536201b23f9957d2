import type { Kysely } from 'kysely';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import type { BulkFileFormat } from '../../contract/bulk-jobs.js';
import type { BulkRowStatus, DB } from '../db/schema.js';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { ownJob } from './bulk-job-store.js';
import { changedFields } from './changed-fields.js';
import { writeReportFile, writeResultFile, type BulkRowResult, type ParsedListingFile, type ResultFile } from './files/index.js';

const RESULT_STATUS: Record<BulkRowStatus, BulkRowResult['status']> = {
  done: 'optimized',
  failed: 'failed',
  cancelled: 'cancelled',
  pending: 'not-run',
  running: 'not-run',
  skipped: 'not-run',
};

/**
 * The job's result in the uploaded file's own columns (or, with `report`, its report file) (files/ writes it), each optimized row
 * filled from the listing it was saved as: what the seller sees on the dashboard, edits included.
 */
export async function jobResultFile(db: Kysely<DB>, input: { userId: string; jobId: string; format?: BulkFileFormat; report?: boolean }): Promise<ResultFile> {
  const job = await ownJob(db, input.userId, input.jobId);
  const rows = await db
    .selectFrom('bulk_job_rows')
    .leftJoin('listings', 'listings.id', 'bulk_job_rows.listing_id')
    .select([
      'bulk_job_rows.row_number',
      'bulk_job_rows.status',
      'bulk_job_rows.error',
      'bulk_job_rows.changes',
      'bulk_job_rows.input',
      'listings.generated_title',
      'listings.generated_bullets',
      'listings.generated_description',
      'listings.generated_keywords',
      'listings.original_score',
      'listings.audit_score',
    ])
    .where('bulk_job_rows.job_id', '=', job.id)
    // Rows refused by the check are written from the parse's own problems (files/write-result.ts).
    .where('bulk_job_rows.status', '!=', 'skipped')
    .orderBy('bulk_job_rows.row_number')
    .execute();
  const results: BulkRowResult[] = rows.map((row) => {
    const status = RESULT_STATUS[row.status];
    if (row.status !== 'done' || row.generated_title === null) return { row: row.row_number, status, ...(row.error ? { error: row.error } : {}) };
    const listing = {
      optimized_titles: row.generated_title.split(TITLE_SEPARATOR),
      optimized_bullet_points: row.generated_bullets ?? [],
      product_description: row.generated_description ?? '',
      backend_search_terms: (row.generated_keywords ?? []).join(' '),
    };
    const changed = row.input ? changedFields(row.input as OptimizerInput, listing) : undefined;
    return {
      row: row.row_number,
      status,
      listing,
      scoreBefore: row.original_score,
      scoreAfter: row.audit_score,
      changes: [...(changed ? [changed] : []), ...(row.changes ?? [])],
    };
  });
  const { parsed_file } = await db.selectFrom('bulk_jobs').select('parsed_file').where('id', '=', job.id).executeTakeFirstOrThrow();
  const write = input.report ? writeReportFile : writeResultFile;
  return write({ parsed: parsed_file as ParsedListingFile, results, format: input.format ?? job.format });
}
