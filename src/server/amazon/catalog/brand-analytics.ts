import { ReportsApi } from '@sp-api-sdk/reports-api-2021-06-30';
import type { BrandAnalyticsImport } from '../../../contract/amazon-catalog.js';
import type { Marketplace } from '../../../rules/index.js';
import type { Kysely, Selectable } from 'kysely';
import type { AmazonReportRequestStatus, AmazonReportRequestsTable, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { bankKeys } from '../../keyword-banks/keyword-bank-store.js';
import { sellerClient, type AmazonAccess } from '../amazon-access.js';
import type { ListingsClient } from '../listings-client.js';
import { amazonMarketplaceId } from '../marketplaces.js';
import { REPORT_TYPES, type BrandAnalyticsReport } from './brand-analytics-document.js';
import { BRAND_ANALYTICS_QUEUE, type ReportJob } from './brand-analytics-queue.js';

/**
 * The seller's own search data from Amazon's Brand Analytics (issue 26, item 4), through the
 * Reports API 2021-06-30: a report is requested for one complete week (Sunday to Saturday), looked
 * at again until Amazon has built it, and its document is then streamed into the seller's keyword
 * bank by a queued job (brand-analytics-job.ts), never inside the seller's request.
 * Search Query Performance is asked for the seller's ASINs; Search Terms is kept to the seller's
 * terms (rows whose clicked ASIN is theirs, or terms already in the bank).
 */

/** Amazon's Search Query Performance takes a space-separated list of ASINs of at most 200 characters. */
const MAX_ASIN_CHARS = 200;
const DAY_MS = 24 * 60 * 60_000;

export type ReportRow = Selectable<AmazonReportRequestsTable>;

export const SOURCE_NAME: Record<BrandAnalyticsReport, string> = {
  'search-query-performance': 'Amazon Search Query Performance',
  'search-terms': 'Amazon Search Terms',
};

export const REPORT_OF = Object.fromEntries(Object.entries(REPORT_TYPES).map(([report, type]) => [type, report])) as Record<string, BrandAnalyticsReport>;

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
export async function sellerAsins(client: ListingsClient, marketplaceId: string): Promise<string[]> {
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
  return checkReport(amazon, client, row);
}

/**
 * How often Amazon is asked whether a report is built, whatever the page asks: the page polls a
 * report being built every few seconds, and getReport allows 2 a second for every report of the
 * seller. Amazon builds a week in minutes.
 */
export const REPORT_RECHECK_MS = 10_000;

async function ownedReport(amazon: AmazonAccess, userId: string, id: string): Promise<ReportRow> {
  const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? await amazon.db.selectFrom('amazon_report_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Brand Analytics import not found.');
  return row;
}

/**
 * A report import and where it stands. While Amazon builds the report it is asked again (at most
 * every REPORT_RECHECK_MS); once built, the document is read by a queued job, and this answers its
 * progress from the row without asking Amazon anything.
 */
export async function brandAnalyticsImport(amazon: AmazonAccess, userId: string, id: string): Promise<BrandAnalyticsImport> {
  const row = await ownedReport(amazon, userId, id);
  if (row.status !== 'requested') return answer(row);
  if (row.checked_at && amazon.now().getTime() - row.checked_at.getTime() < REPORT_RECHECK_MS) return answer(row);
  const { client } = await sellerClient(amazon, userId, row.marketplace as Marketplace);
  return checkReport(amazon, client, row);
}

/** A bank's Brand Analytics imports, newest first (the page shows the newest after a reload). */
export async function bankBrandAnalyticsImports(amazon: AmazonAccess, userId: string, bankId: string): Promise<BrandAnalyticsImport[]> {
  await bankKeys(amazon.db, userId, bankId);
  const rows = await amazon.db
    .selectFrom('amazon_report_requests')
    .selectAll()
    .where('bank_id', '=', bankId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return rows.map(answer);
}

/**
 * Asks Amazon where the report stands. Built, the row moves to `importing` and a job to read its
 * document is queued in the same transaction: the row is never importing without a job, and two
 * checks that both find it built queue one job between them (the second finds the row moved).
 */
async function checkReport(amazon: AmazonAccess, client: ListingsClient, row: ReportRow): Promise<BrandAnalyticsImport> {
  const api = new ReportsApi(undefined, client.endpoint);
  const report = (await client.call('getReport', 'the Brand Analytics report', (options) => api.getReport({ reportId: row.report_id }, options))).data;
  if (report.processingStatus === 'IN_QUEUE' || report.processingStatus === 'IN_PROGRESS') {
    const checked = await amazon.db
      .updateTable('amazon_report_requests')
      .set({ checked_at: amazon.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'requested')
      .returningAll()
      .executeTakeFirst();
    return answer(checked ?? (await reread(amazon, row.id)));
  }
  if (report.processingStatus !== 'DONE' || !report.reportDocumentId) {
    const message =
      report.processingStatus === 'CANCELLED'
        ? 'Amazon has no Brand Analytics data for this week and marketplace.'
        : 'Amazon could not build this report. Brand Analytics is for brand-registered sellers whose app has the Brand Analytics role; check both, or try another week.';
    return answer(await finishReport(amazon.db, row.id, ['requested'], 'failed', { message }, amazon.now()));
  }
  const queue = amazon.queue;
  const moved = await amazon.db.transaction().execute(async (trx) => {
    const importing = await trx
      .updateTable('amazon_report_requests')
      .set({ status: 'importing', checked_at: amazon.now(), rows_read: 0, terms_kept: 0, updated_at: amazon.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'requested')
      .returningAll()
      .executeTakeFirst();
    if (importing) await queue.send(BRAND_ANALYTICS_QUEUE, { requestId: row.id } satisfies ReportJob, { transaction: trx });
    return importing;
  });
  if (moved) queue.wake(BRAND_ANALYTICS_QUEUE);
  return answer(moved ?? (await reread(amazon, row.id)));
}

const reread = (amazon: AmazonAccess, id: string) => amazon.db.selectFrom('amazon_report_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Ends an import once: only a row still in one of `from` is moved, so of two workers (or a
 * worker and a check) that both reach the end, one records the outcome and the other reads it.
 */
export async function finishReport(
  db: Kysely<DB>,
  id: string,
  from: AmazonReportRequestStatus[],
  status: 'imported' | 'failed',
  outcome: Record<string, unknown>,
  now: Date,
): Promise<ReportRow> {
  const updated = await db
    .updateTable('amazon_report_requests')
    .set({ status, outcome: JSON.stringify(outcome), updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await db.selectFrom('amazon_report_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

export function answer(row: ReportRow): BrandAnalyticsImport {
  const outcome = (row.outcome ?? {}) as { added?: number; merged?: number; message?: string | null };
  const reading = row.status === 'importing' || row.status === 'imported';
  return {
    id: row.id,
    bankId: row.bank_id,
    marketplace: row.marketplace,
    report: REPORT_OF[row.report_type]!,
    weekStart: row.week_start,
    weekEnd: row.week_end,
    status: row.status,
    rows: reading ? row.rows_read : null,
    termsKept: reading ? row.terms_kept : null,
    added: outcome.added ?? null,
    merged: outcome.merged ?? null,
    message: outcome.message ?? null,
  };
}
