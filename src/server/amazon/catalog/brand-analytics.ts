import { ReportsApi } from '@sp-api-sdk/reports-api-2021-06-30';
import type { BrandAnalyticsImport } from '../../../contract/amazon-catalog.js';
import type { Marketplace } from '../../../rules/index.js';
import type { AmazonReportRequestsTable } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { bankKeys, importAmazonTerms } from '../../keyword-banks/keyword-bank-store.js';
import { sellerClient, type AmazonAccess } from '../amazon-access.js';
import type { ListingsClient } from '../listings-client.js';
import { amazonMarketplaceId } from '../marketplaces.js';
import { readReportTerms, REPORT_TYPES, type BrandAnalyticsReport } from './brand-analytics-document.js';

/**
 * The seller's own search data from Amazon's Brand Analytics (issue 26, item 4), through the
 * Reports API 2021-06-30: a report is requested for one complete week (Sunday to Saturday), looked
 * at again until Amazon has built it, and its document is streamed into the seller's keyword bank.
 * Search Query Performance is asked for the seller's ASINs; Search Terms is kept to the seller's
 * terms (rows whose clicked ASIN is theirs, or terms already in the bank).
 */

/** Amazon's Search Query Performance takes a space-separated list of ASINs of at most 200 characters. */
const MAX_ASIN_CHARS = 200;
const DAY_MS = 24 * 60 * 60_000;
/** The whole download and read: the signal also ends a body still streaming (a Search Terms week is hundreds of MB). */
const DOCUMENT_TIMEOUT_MS = 10 * 60_000;

type ReportRow = { id: string } & Omit<AmazonReportRequestsTable, 'id' | 'created_at' | 'updated_at' | 'outcome'> & { outcome: unknown };

const SOURCE_NAME: Record<BrandAnalyticsReport, string> = {
  'search-query-performance': 'Amazon Search Query Performance',
  'search-terms': 'Amazon Search Terms',
};

const REPORT_OF = Object.fromEntries(Object.entries(REPORT_TYPES).map(([report, type]) => [type, report])) as Record<string, BrandAnalyticsReport>;

/** The week's Saturday, when `weekStart` is a Sunday of a week that has ended; otherwise a 400 saying why. */
export function reportWeek(weekStart: string, now: Date): { start: string; end: string } {
  const start = new Date(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== weekStart) throw new AppError('BAD_REQUEST', `${weekStart} is not a date.`);
  if (start.getUTCDay() !== 0) throw new AppError('BAD_REQUEST', 'Brand Analytics weeks run Sunday to Saturday: choose the Sunday a week starts on.');
  const end = new Date(start.getTime() + 6 * DAY_MS);
  if (end.getTime() + DAY_MS > now.getTime()) throw new AppError('BAD_REQUEST', 'That week has not ended yet; Amazon reports a week once it is over.');
  return { start: weekStart, end: end.toISOString().slice(0, 10) };
}

/** The seller's ASINs in the marketplace (their first page of listings), as many as the report takes. */
async function sellerAsins(client: ListingsClient, marketplaceId: string): Promise<string[]> {
  const page = await client.search(marketplaceId, { pageSize: 20 });
  const asins: string[] = [];
  for (const item of page.items) {
    const asin = item.summaries?.find((s) => s.marketplaceId === marketplaceId)?.asin ?? item.summaries?.[0]?.asin;
    if (asin && !asins.includes(asin) && [...asins, asin].join(' ').length <= MAX_ASIN_CHARS) asins.push(asin);
  }
  return asins;
}

export async function requestBrandAnalytics(
  amazon: AmazonAccess,
  userId: string,
  input: { bankId: string; marketplace: Marketplace; report: BrandAnalyticsReport; weekStart: string; asins?: string[] },
): Promise<BrandAnalyticsImport> {
  const week = reportWeek(input.weekStart, amazon.now());
  await bankKeys(amazon.db, userId, input.bankId);
  const { client } = await sellerClient(amazon, userId, input.marketplace);
  const marketplaceId = amazonMarketplaceId(input.marketplace);
  const reportOptions: Record<string, string> = { reportPeriod: 'WEEK' };
  if (input.report === 'search-query-performance') {
    const asins = input.asins?.length ? input.asins : await sellerAsins(client, marketplaceId);
    if (!asins.length) throw new AppError('BAD_REQUEST', 'No ASIN to report on: this account has no listings in that marketplace. Give the ASINs.');
    if (asins.join(' ').length > MAX_ASIN_CHARS) throw new AppError('BAD_REQUEST', 'Amazon takes at most 200 characters of ASINs (18 ASINs) in one report.');
    reportOptions.asin = asins.join(' ');
  }
  const api = new ReportsApi(undefined, client.endpoint);
  const created = await client.call('createReport', 'the Brand Analytics report', (options) =>
    api.createReport({ body: { reportType: REPORT_TYPES[input.report], marketplaceIds: [marketplaceId], dataStartTime: week.start, dataEndTime: week.end, reportOptions } }, options),
  );
  const now = amazon.now();
  const row = await amazon.db
    .insertInto('amazon_report_requests')
    .values({
      user_id: userId,
      bank_id: input.bankId,
      marketplace: input.marketplace,
      report_type: REPORT_TYPES[input.report],
      report_id: created.data.reportId,
      week_start: week.start,
      week_end: week.end,
      status: 'requested',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return checkReport(amazon, client, userId, row);
}

/** A report import and where it stands, looked at again on Amazon while it is being built. */
export async function brandAnalyticsImport(amazon: AmazonAccess, userId: string, id: string): Promise<BrandAnalyticsImport> {
  const row = /^[0-9a-f-]{36}$/i.test(id)
    ? await amazon.db.selectFrom('amazon_report_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Brand Analytics import not found.');
  if (row.status !== 'requested') return answer(row);
  const { client } = await sellerClient(amazon, userId, row.marketplace as Marketplace);
  return checkReport(amazon, client, userId, row);
}

async function checkReport(amazon: AmazonAccess, client: ListingsClient, userId: string, row: ReportRow): Promise<BrandAnalyticsImport> {
  const api = new ReportsApi(undefined, client.endpoint);
  const report = (await client.call('getReport', 'the Brand Analytics report', (options) => api.getReport({ reportId: row.report_id }, options))).data;
  if (report.processingStatus === 'IN_QUEUE' || report.processingStatus === 'IN_PROGRESS') return answer(row);
  if (report.processingStatus !== 'DONE' || !report.reportDocumentId) {
    const message =
      report.processingStatus === 'CANCELLED'
        ? 'Amazon has no Brand Analytics data for this week and marketplace.'
        : 'Amazon could not build this report. Brand Analytics is for brand-registered sellers whose app has the Brand Analytics role; check both, or try another week.';
    return answer(await finish(amazon, row, 'failed', { message }));
  }
  const document = (await client.call('getReportDocument', 'the report document', (options) => api.getReportDocument({ reportDocumentId: report.reportDocumentId! }, options))).data;
  const kind = REPORT_OF[row.report_type]!;
  const keys = kind === 'search-terms' ? await bankKeys(amazon.db, userId, row.bank_id) : new Set<string>();
  const asins = kind === 'search-terms' ? new Set(await sellerAsins(client, amazonMarketplaceId(row.marketplace as Marketplace))) : new Set<string>();
  let response: Response;
  try {
    // The document's link is pre-signed: no token goes with it.
    response = await fetch(document.url, { signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS) });
  } catch {
    throw new AppError('UPSTREAM_FAILED', 'Amazon’s report document could not be downloaded. Please try again.');
  }
  if (!response.ok || !response.body) throw new AppError('UPSTREAM_FAILED', `Amazon’s report document could not be downloaded (HTTP ${response.status}). Please try again.`);
  let read: Awaited<ReturnType<typeof readReportTerms>>;
  try {
    read = await readReportTerms(response.body, kind, document.compressionAlgorithm === 'GZIP', { asins, keys });
  } catch {
    return answer(await finish(amazon, row, 'failed', { message: 'Amazon’s report document could not be read (it is damaged or not the report asked for).' }));
  }
  if (!read.terms.length) return answer(await finish(amazon, row, 'imported', { rows: read.rows, added: 0, merged: 0, message: 'The report held none of your search terms for this week.' }));
  const source = `${SOURCE_NAME[kind]}, week ${row.week_start} to ${row.week_end}`;
  const { added, merged } = await importAmazonTerms(amazon.db, { userId, bankId: row.bank_id, terms: read.terms, source, now: amazon.now() });
  return answer(await finish(amazon, row, 'imported', { rows: read.rows, added, merged, message: null }));
}

async function finish(amazon: AmazonAccess, row: ReportRow, status: 'imported' | 'failed', outcome: Record<string, unknown>): Promise<ReportRow> {
  // Only the first of two concurrent checks records the outcome; the other reads it back.
  const updated = await amazon.db
    .updateTable('amazon_report_requests')
    .set({ status, outcome: JSON.stringify(outcome), updated_at: amazon.now() })
    .where('id', '=', row.id)
    .where('status', '=', 'requested')
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await amazon.db.selectFrom('amazon_report_requests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow());
}

function answer(row: ReportRow): BrandAnalyticsImport {
  const outcome = (row.outcome ?? {}) as { rows?: number; added?: number; merged?: number; message?: string | null };
  return {
    id: row.id,
    bankId: row.bank_id,
    marketplace: row.marketplace,
    report: REPORT_OF[row.report_type]!,
    weekStart: row.week_start,
    weekEnd: row.week_end,
    status: row.status,
    rows: outcome.rows ?? null,
    added: outcome.added ?? null,
    merged: outcome.merged ?? null,
    message: outcome.message ?? null,
  };
}
