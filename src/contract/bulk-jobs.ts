import { z } from 'zod';

/**
 * Bulk jobs (issue 14): a seller uploads a CSV or XLSX file of listings, sees each row checked and
 * the cost before anything is charged, starts the job, watches it run in the background, and
 * downloads the result in the file's own columns. Every route answers only the job's owner.
 */

export const BULK_JOB_LIMITS = {
  /** Listings one job takes (1 credit each). */
  listings: 1_000,
  /** The server's files/limits.ts MAX_FILE_BYTES (a test holds them equal). */
  fileBytes: 20 * 1024 * 1024,
} as const;

/** SPEC §8's words for a short balance; the web app shows them with the Contact Us button. */
export const BULK_CREDITS_MESSAGE = 'Insufficient credits. Contact us for additional credits.';

/** SPEC §9: one credit is one full listing (analysis and writing). */
export const CREDITS_PER_LISTING = 1;

export const BULK_JOB_STATUSES = ['ready', 'running', 'cancelling', 'cancelled', 'finished'] as const;
export const bulkJobStatusSchema = z.enum(BULK_JOB_STATUSES);
export type BulkJobStatus = z.infer<typeof bulkJobStatusSchema>;

export const BULK_ROW_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled', 'skipped'] as const;
export const bulkRowStatusSchema = z.enum(BULK_ROW_STATUSES);
export type BulkRowStatus = z.infer<typeof bulkRowStatusSchema>;

export const bulkFileLayoutSchema = z.enum(['listcraft', 'amazon']);
export const bulkFileFormatSchema = z.enum(['csv', 'xlsx']);
export type BulkFileFormat = z.infer<typeof bulkFileFormatSchema>;

/**
 * Something wrong with one row; `row` is the row number as a spreadsheet shows it. A row with an
 * `error` is left out of the job (never charged or run); a `warning` row runs.
 */
export const bulkRowProblemSchema = z.object({
  row: z.number().int(),
  /** The column's header as the file spells it; null when the problem is the whole row. */
  column: z.string().nullable(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type BulkRowProblem = z.infer<typeof bulkRowProblemSchema>;

/** A row with nothing to optimize (blank, a variation parent, a delete instruction): not an error, not charged. */
export const bulkSkippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });

export const bulkJobCountsSchema = z.object({
  /** Listings (non-empty rows) in the file. */
  total: z.number().int(),
  /** Listings that passed validation: what the job runs and charges. */
  listings: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  /** Listings not yet done, failed or cancelled. */
  left: z.number().int(),
});
export type BulkJobCounts = z.infer<typeof bulkJobCountsSchema>;

export const bulkJobSummarySchema = z.object({
  id: z.string(),
  file_name: z.string(),
  layout: bulkFileLayoutSchema,
  format: bulkFileFormatSchema,
  /** The marketplace of rows that name none. */
  marketplace: z.string(),
  status: bulkJobStatusSchema,
  counts: bulkJobCountsSchema,
  /** Credits the job costs (or cost) to start. */
  cost: z.number(),
  /** Seconds until the last row is expected to finish; null before a row has finished or once the job is over. */
  eta_seconds: z.number().int().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type BulkJobSummary = z.infer<typeof bulkJobSummarySchema>;

export const bulkJobRowSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  title: z.string().nullable(),
  status: bulkRowStatusSchema,
  error: z.string().nullable(),
  listing_id: z.string().nullable(),
});
export type BulkJobRowView = z.infer<typeof bulkJobRowSchema>;

export const bulkJobSchema = bulkJobSummarySchema.extend({
  problems: z.array(bulkRowProblemSchema),
  skipped: z.array(bulkSkippedRowSchema),
  rows: z.array(bulkJobRowSchema),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkJobListSchema = z.object({ jobs: z.array(bulkJobSummarySchema) });

export const bulkJobParamsSchema = z.object({ id: z.string().describe('The job id') });
export const bulkResultQuerySchema = z.object({
  format: bulkFileFormatSchema.optional().describe('csv or xlsx; the uploaded file’s format when absent'),
});
export const bulkTemplateQuerySchema = z.object({ format: bulkFileFormatSchema.default('csv') });

/** The server-sent event of `GET /api/bulk-jobs/:id/events`, again after every row. */
export const BULK_PROGRESS_EVENT = 'progress';
export const bulkProgressEventSchema = bulkJobSummarySchema;
export type BulkProgress = z.infer<typeof bulkProgressEventSchema>;
