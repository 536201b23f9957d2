import { ReportsApi } from '@sp-api-sdk/reports-api-2021-06-30';
import type { Marketplace } from '../../../rules/index.js';
import { AppError } from '../../http/errors.js';
import { bankKeys, importAmazonTerms } from '../../keyword-banks/keyword-bank-store.js';
import type { JobQueue, QueueJob, QueueLog } from '../../queue/job-queue.js';
import { sellerClient, type AmazonAccess } from '../amazon-access.js';
import type { ListingsClient } from '../listings-client.js';
import { amazonMarketplaceId } from '../marketplaces.js';
import { finishReport, REPORT_OF, sellerAsins, SOURCE_NAME, type ReportRow } from './brand-analytics.js';
import { readReportTerms, type ReportTerm } from './brand-analytics-document.js';
import { BRAND_ANALYTICS_QUEUE, REPORT_READ_SECONDS, type ReportJob } from './brand-analytics-queue.js';

/**
 * The job that reads a built Brand Analytics document into the seller's bank (decision 0031): a
 * marketplace's Search Terms week is hundreds of MB, far too long for the seller's request to
 * wait on. It streams the document, writes how far it has read on the report's row every
 * PROGRESS_MS (the page shows it), and ends the row once, in the transaction that puts the terms
 * in the bank: a retried job, or a second one, finds the row ended and adds nothing.
 */

/** How often the row's progress is written while the document streams. */
export const PROGRESS_MS = 1_000;

/** A document that will not read however often it is fetched: the import ends at once with this. */
class DamagedDocument extends Error {}

/**
 * A fresh pre-signed link refused too (Amazon's links last five minutes, so a first refusal is
 * an expired link and a new one is asked for; a second is not expiry, and retrying would not help).
 */
class LinkRefused extends Error {}

const DAMAGED = 'Amazon’s report document could not be read (it is damaged or not the report asked for). Import the week again; if it happens again, the report is at fault on Amazon’s side.';
const UNREACHABLE = 'Amazon’s report document could not be downloaded after several tries. Import the week again later.';
const LINK_EXPIRED = 'Amazon’s download link for the report expired before it could be read, and a fresh one was refused too. Import the week again.';

export async function startBrandAnalyticsWorker(options: { queue: JobQueue; amazon: AmazonAccess; log: QueueLog }) {
  const { queue, amazon, log } = options;
  await queue.work<ReportJob>(BRAND_ANALYTICS_QUEUE, { concurrency: 1 }, async (job) => {
    try {
      await readIntoBank(amazon, job);
    } catch (error) {
      // A failure that will not pass, or the last try: the seller is told why; the job ends.
      const final = error instanceof DamagedDocument || error instanceof LinkRefused || (error instanceof AppError && error.status < 500 && error.status !== 429) || job.lastAttempt;
      if (!final) throw error;
      const message =
        error instanceof DamagedDocument ? DAMAGED : error instanceof LinkRefused ? LINK_EXPIRED : error instanceof AppError ? error.message : UNREACHABLE;
      log.warn({ requestId: job.data.requestId, attempt: job.attempt, err: String((error as Error)?.message ?? error).slice(0, 300) }, 'Brand Analytics import failed');
      await finishReport(amazon.db, job.data.requestId, ['importing'], 'failed', { message }, amazon.now());
    }
  });
}

async function readIntoBank(amazon: AmazonAccess, job: QueueJob<ReportJob>) {
  const { db } = amazon;
  const row = await db.selectFrom('amazon_report_requests').selectAll().where('id', '=', job.data.requestId).executeTakeFirst();
  // Ended already (a retried or second job), or gone with its bank: nothing to do.
  if (!row || row.status !== 'importing') return;
  // A read starts from the top: the rows a dead worker had read are read again.
  await writeProgress(amazon, row.id, 0, 0);
  const marketplace = row.marketplace as Marketplace;
  const { client } = await sellerClient(amazon, row.user_id, marketplace);
  const kind = REPORT_OF[row.report_type]!;
  const keys = kind === 'search-terms' ? await bankKeys(db, row.user_id, row.bank_id) : new Set<string>();
  const asins = kind === 'search-terms' ? new Set(await sellerAsins(client, amazonMarketplaceId(marketplace))) : new Set<string>();

  const { body, gzip } = await openDocument(client, row, job.signal);
  let last = Date.now();
  let writing: Promise<void> = Promise.resolve();
  let read: { rows: number; terms: ReportTerm[] };
  try {
    read = await readReportTerms(body, kind, gzip, { asins, keys }, (rows, kept) => {
      if (Date.now() - last < PROGRESS_MS) return;
      last = Date.now();
      // One write at a time; the stream does not wait for it.
      writing = writing.then(() => writeProgress(amazon, row.id, rows, kept)).catch(() => {});
    });
  } catch (error) {
    await writing;
    if (job.signal.aborted) throw new Error('the worker stopped while reading the report document');
    // zlib's and the JSON parser's errors: the bytes arrived and are not a report.
    if (isDamage(error)) throw new DamagedDocument((error as Error).message);
    throw error;
  }
  await writing;

  const source = `${SOURCE_NAME[kind]}, week ${row.week_start} to ${row.week_end}`;
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('amazon_report_requests')
      .set({ status: 'imported', rows_read: read.rows, terms_kept: read.terms.length, updated_at: amazon.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'importing')
      .returning('id')
      .executeTakeFirst();
    // Another job ended it meanwhile: its terms are in the bank already.
    if (!ended) return;
    const { added, merged } = read.terms.length
      ? await importAmazonTerms(trx, { userId: row.user_id, bankId: row.bank_id, terms: read.terms, source, now: amazon.now() })
      : { added: 0, merged: 0 };
    const message = read.terms.length ? null : 'The report held none of your search terms for this week.';
    await trx.updateTable('amazon_report_requests').set({ outcome: JSON.stringify({ added, merged, message }) }).where('id', '=', row.id).execute();
  });
}

/**
 * The document's bytes. Its link is pre-signed and short-lived (no token goes with it); a link
 * refused with 400/403 (expired) is asked for once more, fresh, before the try counts as failed.
 */
async function openDocument(client: ListingsClient, row: ReportRow, signal: AbortSignal): Promise<{ body: ReadableStream<Uint8Array>; gzip: boolean }> {
  const api = new ReportsApi(undefined, client.endpoint);
  const report = (await client.call('getReport', 'the Brand Analytics report', (options) => api.getReport({ reportId: row.report_id }, options))).data;
  if (!report.reportDocumentId) throw new Error(`report ${row.report_id} has no document (${report.processingStatus})`);
  for (let fresh = 0; ; fresh++) {
    const document = (await client.call('getReportDocument', 'the report document', (options) => api.getReportDocument({ reportDocumentId: report.reportDocumentId! }, options))).data;
    const response = await fetch(document.url, { signal: AbortSignal.any([signal, AbortSignal.timeout(REPORT_READ_SECONDS * 1000)]) });
    if (response.ok && response.body) return { body: response.body, gzip: document.compressionAlgorithm === 'GZIP' };
    await response.body?.cancel();
    if ((response.status === 400 || response.status === 403) && fresh === 0) continue;
    if (response.status === 400 || response.status === 403) throw new LinkRefused(`document link refused: HTTP ${response.status}`);
    throw new Error(`document download: HTTP ${response.status}`);
  }
}

function isDamage(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e?.code === 'string' && e.code.startsWith('Z_')) return true;
  // stream-json's parser: "Parser cannot parse input: ..." and its like.
  return typeof e?.message === 'string' && /parse|unexpected|JSON/i.test(e.message) && !/aborted|terminated/i.test(e.message);
}

async function writeProgress(amazon: AmazonAccess, id: string, rows: number, kept: number) {
  await amazon.db
    .updateTable('amazon_report_requests')
    .set({ rows_read: rows, terms_kept: kept, updated_at: amazon.now() })
    .where('id', '=', id)
    .where('status', '=', 'importing')
    .execute();
}
