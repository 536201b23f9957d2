import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { brandAnalyticsImportListSchema, brandAnalyticsImportSchema, type BrandAnalyticsImport } from '../../src/contract/amazon-catalog.js';
import { keywordBankSchema } from '../../src/contract/keyword-banks.js';
import { errorSchema } from '../../src/contract/errors.js';
import { readReportTerms } from '../../src/server/amazon/catalog/brand-analytics-document.js';
import { BRAND_ANALYTICS_QUEUE, brandAnalyticsQueue, REPORT_RETRY, type ReportRetry } from '../../src/server/amazon/catalog/brand-analytics-queue.js';
import { REPORT_RECHECK_MS } from '../../src/server/amazon/catalog/brand-analytics.js';
import { buildApp } from '../../src/server/app.js';
import { createJobQueue } from '../../src/server/queue/pg-boss-queue.js';
import { QUEUE_SCHEMA } from '../../src/server/queue/queue-schema.js';
import { AuthClient } from '../support/auth-client.js';
import { connectedSeller, connectSeller, FAKE_SELLER, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { until } from '../support/poll.js';
import { TEST_SECRETS, testConfig, useTestApp } from '../support/test-app.js';
import { useTestDatabase } from '../support/test-database.js';
import { signedInTestUser } from '../support/users.js';

/**
 * Brand Analytics (issue 26, item 4): the seller's Search Query Performance and Search Terms
 * reports through the Reports API, streamed from their gzip documents into a keyword bank by a
 * queued job (never inside the seller's request), with its progress on the report's row.
 */

const US = 'ATVPDKIKX0DER';
const fake = useFakeAmazon();
const BED = { title: 'Acme Dog Bed', bullets: ['a', 'b', 'c', 'd', 'e'] };

/** A Search Query Performance document as Amazon writes one: a row per query and ASIN. */
function queryPerformance(spec: { dataStartTime: string; dataEndTime: string; reportOptions: Record<string, string> }) {
  const asins = spec.reportOptions.asin!.split(' ');
  const rows = (asin: string) => [
    { searchQuery: 'orthopedic dog bed', searchQueryScore: 1, searchQueryVolume: 18_250 },
    { searchQuery: 'Dog  Bed Large', searchQueryScore: 2, searchQueryVolume: 9_400 },
  ].map((searchQueryData) => ({
    startDate: spec.dataStartTime,
    endDate: spec.dataEndTime,
    asin,
    searchQueryData,
    impressionData: { totalQueryImpressionCount: 100_000, asinImpressionCount: 2_000, asinImpressionShare: 0.02 },
    clickData: { totalClickCount: 5_000, asinClickCount: 120, asinClickShare: 0.024 },
    cartAddData: { totalCartAddCount: 900, asinCartAddCount: 30, asinCartAddShare: 0.033 },
    purchaseData: { totalPurchaseCount: 400, asinPurchaseCount: 12, asinPurchaseShare: 0.03 },
  }));
  return { reportSpecification: { reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', reportOptions: spec.reportOptions }, dataByAsin: asins.flatMap(rows) };
}

/** A Search Terms document: every term of the marketplace, each with its three most-clicked ASINs. */
function searchTerms(ownAsin: string, others: number) {
  const row = (searchTerm: string, searchFrequencyRank: number, clickedAsin: string, clickShareRank: number) => ({
    departmentName: 'Amazon.com',
    searchTerm,
    searchFrequencyRank,
    clickedAsin,
    clickedItemName: 'Some item',
    clickShareRank,
    clickShare: 0.1,
    conversionShare: 0.05,
  });
  const data = [row('memory foam dog bed', 812, 'B0OTHER001', 1), row('memory foam dog bed', 812, ownAsin, 2), row('calming dog bed', 1_530, 'B0OTHER002', 1)];
  for (let i = 0; i < others; i++) data.push(row(`unrelated term ${i}`, 5_000 + i, 'B0OTHER003', 1));
  return { reportSpecification: { reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT' }, dataByDepartmentAndSearchTerm: data };
}

const quiet = { info() {}, warn() {}, error() {} };

/** The import as the page sees it. */
async function importState(client: AuthClient, id: string): Promise<BrandAnalyticsImport> {
  const res = await client.get(`/api/amazon/brand-analytics/${id}`);
  // Whatever happened to the document, the page gets an answer, never a 500.
  expect(res.statusCode).toBe(200);
  return expectContract(brandAnalyticsImportSchema, res.json());
}

/** Polls the import until the job has ended it (the page's own polling, quickened). */
function ended(client: AuthClient, id: string) {
  return until(async () => {
    const state = await importState(client, id);
    return state.status === 'imported' || state.status === 'failed' ? state : undefined;
  }, `Brand Analytics import ${id} to end`, 90_000, 50);
}

const bankKeywords = async (client: AuthClient, bankId: string) => keywordBankSchema.parse((await client.get(`/api/keyword-banks/${bankId}`)).json()).keywords;

afterEach(() => {
  fake.catalog.documentFaults = {};
  fake.catalog.documentDownloads = 0;
  fake.catalog.reportReadsUntilDone = 0;
});

describe('Brand Analytics into a keyword bank', () => {
  const t = useTestApp(() => fake.env());

  it('Search Query Performance for the seller’s ASINs: the week’s query volume, marked with source and week; asked again until Amazon has built it', async () => {
    fake.catalog.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', queryPerformance);
    fake.catalog.reportReadsUntilDone = 1;
    const seller = await connectedSeller(t(), fake);
    const item = fake.putItem({ sellerId: FAKE_SELLER, sku: 'BED-1', marketplaceId: US, productType: 'PET_BED', attributes: amazonAttributes(US, BED) });
    const bank = keywordBankSchema.parse((await seller.client.post('/api/keyword-banks', { name: 'Dog beds' })).json());
    await seller.client.post(`/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog bed large', volume: 3_000, priority: 'must-have' });

    const started = await seller.client.post('/api/amazon/brand-analytics', { bankId: bank.id, marketplace: 'US', report: 'search-query-performance', weekStart: '2026-11-15' });
    expect(started.statusCode).toBe(201);
    const requested = expectContract(brandAnalyticsImportSchema, started.json());
    expect(requested).toMatchObject({ status: 'requested', weekStart: '2026-11-15', weekEnd: '2026-11-21', rows: null });
    // The seller's own ASINs, one complete week.
    expect(fake.catalog.reportRequests().at(-1)).toEqual({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
      marketplaceIds: [US],
      dataStartTime: '2026-11-15',
      dataEndTime: '2026-11-21',
      reportOptions: { reportPeriod: 'WEEK', asin: item.asin },
    });

    // The page polls every few seconds; Amazon is asked at most every REPORT_RECHECK_MS.
    const reportReads = () => fake.requests.filter((r) => r.path.startsWith('/reports/2021-06-30/reports/')).length;
    const asked = reportReads();
    expect(await importState(seller.client, requested.id)).toMatchObject({ status: 'requested' });
    expect(reportReads()).toBe(asked);
    t().clock.advance(REPORT_RECHECK_MS);
    // Built: the request queues the read and answers at once; the job puts the terms in the bank.
    expect(['importing', 'imported']).toContain((await importState(seller.client, requested.id)).status);
    const done = await ended(seller.client, requested.id);
    expect(done).toMatchObject({ status: 'imported', rows: 2, termsKept: 2, added: 1, merged: 1, message: null });
    const after = keywordBankSchema.parse((await seller.client.get(`/api/keyword-banks/${bank.id}`)).json());
    const source = 'Amazon Search Query Performance, week 2026-11-15 to 2026-11-21';
    expect(after.keywords.map(({ phrase, volume, priority, source: from, rank }) => ({ phrase, volume, priority, source: from, rank }))).toEqual([
      { phrase: 'orthopedic dog bed', volume: 18_250, priority: 'normal', source, rank: undefined },
      // Already in the bank: its spelling and must-have mark kept, Amazon's larger volume taken.
      { phrase: 'dog bed large', volume: 9_400, priority: 'must-have', source, rank: undefined },
    ]);
    // Asked again, the import is over: Amazon is not asked again.
    const reads = reportReads();
    t().clock.advance(REPORT_RECHECK_MS);
    expect(await importState(seller.client, requested.id)).toMatchObject({ status: 'imported' });
    expect(reportReads()).toBe(reads);
    // After a reload the page finds the bank's newest import, as it ended.
    const list = expectContract(brandAnalyticsImportListSchema, (await seller.client.get(`/api/amazon/brand-analytics?bankId=${bank.id}`)).json());
    expect(list.imports).toEqual([done]);
  });

  it('Search Terms kept to the seller’s terms, with Amazon’s search frequency rank where it gives no volume', async () => {
    fake.catalog.reportReadsUntilDone = 0;
    const seller = await connectedSeller(t(), fake);
    const item = fake.putItem({ sellerId: FAKE_SELLER, sku: 'BED-2', marketplaceId: US, productType: 'PET_BED', attributes: amazonAttributes(US, BED) });
    fake.catalog.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', () => searchTerms(item.asin, 2_000));
    const bank = keywordBankSchema.parse((await seller.client.post('/api/keyword-banks', { name: 'Terms' })).json());
    await seller.client.post(`/api/keyword-banks/${bank.id}/keywords`, { phrase: 'calming dog bed' });

    const res = await seller.client.post('/api/amazon/brand-analytics', { bankId: bank.id, marketplace: 'US', report: 'search-terms', weekStart: '2026-11-15' });
    // Built at once: the request has queued the read rather than doing it.
    expect(expectContract(brandAnalyticsImportSchema, res.json()).status).toBe('importing');
    const done = await ended(seller.client, expectContract(brandAnalyticsImportSchema, res.json()).id);
    expect(done).toMatchObject({ status: 'imported', rows: 2_003, termsKept: 2, added: 1, merged: 1 });
    const after = keywordBankSchema.parse((await seller.client.get(`/api/keyword-banks/${bank.id}`)).json());
    expect(after.keywords.map(({ phrase, volume, rank, source }) => ({ phrase, volume, rank, source })).sort((a, b) => a.phrase.localeCompare(b.phrase))).toEqual([
      { phrase: 'calming dog bed', volume: null, rank: 1_530, source: 'Amazon Search Terms, week 2026-11-15 to 2026-11-21' },
      { phrase: 'memory foam dog bed', volume: null, rank: 812, source: 'Amazon Search Terms, week 2026-11-15 to 2026-11-21' },
    ]);
  });

  it('refuses a week that is not a Sunday-to-Saturday week that has ended, and says why a report failed', async () => {
    const seller = await connectedSeller(t(), fake);
    const bank = keywordBankSchema.parse((await seller.client.post('/api/keyword-banks', { name: 'x' })).json());
    const ask = (body: Record<string, unknown>) => seller.client.post('/api/amazon/brand-analytics', { bankId: bank.id, marketplace: 'US', report: 'search-terms', ...body });
    expect(errorSchema.parse((await ask({ weekStart: '2026-11-16' })).json()).message).toBe('Brand Analytics weeks run Sunday to Saturday: choose the Sunday a week starts on.');
    const future = new Date(t().clock.now().getTime() + 7 * 86_400_000);
    future.setUTCDate(future.getUTCDate() - future.getUTCDay());
    expect(errorSchema.parse((await ask({ weekStart: future.toISOString().slice(0, 10) })).json()).message).toBe('That week has not ended yet; Amazon reports a week once it is over.');

    fake.catalog.reportBuilders.delete('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT');
    const failed = expectContract(brandAnalyticsImportSchema, (await ask({ weekStart: '2026-11-08' })).json());
    expect(failed).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Amazon could not build this report\. Brand Analytics is for brand-registered sellers/) });
    expect(keywordBankSchema.parse((await seller.client.get(`/api/keyword-banks/${bank.id}`)).json()).keywords).toEqual([]);
  });
});

/** A seller with one listing in the US and a bank holding 'calming dog bed', and a Search Terms week of `others` more rows. */
async function searchTermsSeller(client: AuthClient, sku: string, others: number) {
  const item = fake.putItem({ sellerId: FAKE_SELLER, sku, marketplaceId: US, productType: 'PET_BED', attributes: amazonAttributes(US, BED) });
  fake.catalog.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', () => searchTerms(item.asin, others));
  const bank = keywordBankSchema.parse((await client.post('/api/keyword-banks', { name: 'Terms' })).json());
  await client.post(`/api/keyword-banks/${bank.id}/keywords`, { phrase: 'calming dog bed' });
  const start = async () => {
    const res = await client.post('/api/amazon/brand-analytics', { bankId: bank.id, marketplace: 'US', report: 'search-terms', weekStart: '2026-11-15' });
    expect(res.statusCode).toBe(201);
    return expectContract(brandAnalyticsImportSchema, res.json());
  };
  return { bank, start };
}

// A 30,000-row document arriving over seconds: on a shared 2-core machine under load, slow.
describe('the document is read by a queued job', { timeout: 120_000 }, () => {
  const t = useTestApp(() => fake.env());

  it('shows how far it has read while it reads (rows read, terms kept), then the result', async () => {
    const seller = await connectedSeller(t(), fake);
    const { start } = await searchTermsSeller(seller.client, 'BED-P', 30_000);
    // The document arrives over a few seconds, as a large one over a real link does.
    fake.catalog.documentFaults = { chunkBytes: 2_048, chunkDelayMs: 40 };
    const { id } = await start();
    const midway = await until(async () => {
      const state = await importState(seller.client, id);
      return state.status === 'importing' && state.rows! > 0 ? state : undefined;
    }, 'the import to report rows read', 30_000, 50);
    expect(midway.rows).toBeLessThan(30_003);
    expect(midway.termsKept).toBeGreaterThanOrEqual(0);
    expect(midway).toMatchObject({ added: null, merged: null, message: null });
    const done = await ended(seller.client, id);
    expect(done).toMatchObject({ status: 'imported', rows: 30_003, termsKept: 2, added: 1, merged: 1 });
    expect(fake.catalog.documentDownloads).toBeGreaterThanOrEqual(1);
  });

  it('never doubles terms: a job run again for an ended import changes nothing, and a second click merges', async () => {
    const seller = await connectedSeller(t(), fake);
    const { bank, start } = await searchTermsSeller(seller.client, 'BED-I', 10);
    const first = await ended(seller.client, (await start()).id);
    expect(first).toMatchObject({ status: 'imported', added: 1, merged: 1 });
    const keywords = await bankKeywords(seller.client, bank.id);
    expect(keywords).toHaveLength(2);

    // The same job again, as a retry after a lost completion would run it.
    const db = t().testDb.database.db;
    const queue = createJobQueue(db, { queues: [brandAnalyticsQueue()], log: quiet, maintenance: false });
    await queue.start();
    const again = await queue.send(BRAND_ANALYTICS_QUEUE, { requestId: first.id });
    await queue.stop();
    await until(async () => {
      const { rows } = await sql<{ state: string }>`select state from ${sql.table(`${QUEUE_SCHEMA}.job`)} where id = ${again}::uuid`.execute(db);
      return rows[0]?.state === 'completed' ? true : undefined;
    }, 'the repeated job to complete', 30_000, 50);
    const downloads = fake.catalog.documentDownloads;
    expect(await importState(seller.client, first.id)).toEqual(first);
    expect(await bankKeywords(seller.client, bank.id)).toEqual(keywords);
    expect(fake.catalog.documentDownloads).toBe(downloads);

    // The seller clicks Import again for the same week: the terms merge into those there.
    const second = await ended(seller.client, (await start()).id);
    expect(second).toMatchObject({ status: 'imported', added: 0, merged: 2 });
    expect((await bankKeywords(seller.client, bank.id)).map((k) => k.phrase).sort()).toEqual(['calming dog bed', 'memory foam dog bed']);
  });

  it('asks for a fresh link when Amazon’s has expired, and says so when the fresh one is refused too', async () => {
    const seller = await connectedSeller(t(), fake);
    const { bank, start } = await searchTermsSeller(seller.client, 'BED-E', 10);
    fake.catalog.documentFaults = { expiredLinks: 1 };
    expect(await ended(seller.client, (await start()).id)).toMatchObject({ status: 'imported', added: 1, merged: 1 });
    expect(fake.catalog.documentDownloads).toBe(2);

    fake.catalog.documentFaults = { expiredLinks: 2 };
    const failed = await ended(seller.client, (await start()).id);
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'Amazon’s download link for the report expired before it could be read, and a fresh one was refused too. Import the week again.',
    });
    expect(await bankKeywords(seller.client, bank.id)).toHaveLength(2);
  });

  it('ends a damaged document at once with the reason, and the bank untouched', async () => {
    const seller = await connectedSeller(t(), fake);
    const { bank, start } = await searchTermsSeller(seller.client, 'BED-D', 10);
    fake.catalog.documentFaults = { damaged: true };
    const failed = await ended(seller.client, (await start()).id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^Amazon’s report document could not be read \(it is damaged or not the report asked for\)/);
    // Not retried: the same bytes would break again.
    expect(fake.catalog.documentDownloads).toBe(1);
    expect((await bankKeywords(seller.client, bank.id)).map((k) => [k.phrase, k.source])).toEqual([['calming dog bed', 'added by hand']]);
  });
});

/**
 * A stopped worker's job retried at once: production waits 5-10 s first (REPORT_RETRY), which is
 * what a deploy costs an import, not what this test is about.
 */
const RETRY_AT_ONCE: ReportRetry = { retryLimit: REPORT_RETRY.retryLimit, retryDelaySeconds: 0, retryBackoff: false };

describe('a read’s retries', () => {
  it('retries a read with production’s back-off unless told otherwise', () => {
    expect(brandAnalyticsQueue().defaults).toMatchObject({ retryLimit: 4, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 60 });
    expect(brandAnalyticsQueue(RETRY_AT_ONCE).defaults).toMatchObject({ retryLimit: 4, retryDelaySeconds: 0, retryBackoff: false });
  });
});

describe('a worker stopped mid-read', { timeout: 180_000 }, () => {
  const testDb = useTestDatabase();
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  async function startApp() {
    const config = testConfig(fake.env());
    dirs.push(config.dataDir);
    // The stop's grace is short: the document streams for seconds more, so the handler is aborted anyway.
    const app = await buildApp({
      config,
      database: testDb().database,
      secrets: TEST_SECRETS,
      logger: false,
      queueTiming: { pollSeconds: 0.1, graceMs: 100 },
      reportRetry: RETRY_AT_ONCE,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  it('leaves its job to the next worker, which reads the document again from the start and imports it once', async () => {
    const first = await startApp();
    const user = await signedInTestUser(first, testDb().database.db);
    await connectSeller(first, user.client, fake);
    const { bank, start } = await searchTermsSeller(user.client, 'BED-K', 30_000);
    fake.catalog.documentFaults = { chunkBytes: 2_048, chunkDelayMs: 40 };
    const { id } = await start();
    await until(async () => {
      const state = await importState(user.client, id);
      return state.status === 'importing' && state.rows! > 0 ? state : undefined;
    }, 'the first worker to be reading', 30_000, 50);
    // The process stops (a deploy) while the document streams.
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const stopped = await testDb().database.db.selectFrom('amazon_report_requests').select(['status', 'rows_read']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stopped.status).toBe('importing');

    fake.catalog.documentFaults = {};
    const next = await startApp();
    // The same browser session, now served by the new process.
    const client = new AuthClient(next, '10.7.0.2');
    client.cookie = user.client.cookie;
    const done = await ended(client, id);
    expect(done).toMatchObject({ status: 'imported', rows: 30_003, termsKept: 2, added: 1, merged: 1 });
    expect(fake.catalog.documentDownloads).toBeGreaterThanOrEqual(2);
    expect((await bankKeywords(client, bank.id)).map((k) => k.phrase).sort()).toEqual(['calming dog bed', 'memory foam dog bed']);
  });
});

describe('a report document is streamed, never held whole', () => {
  it('reads Search Terms rows from gzip chunks as they arrive, before the document has, and keeps only the seller’s', async () => {
    const gzipped = zlib.gzipSync(Buffer.from(JSON.stringify(searchTerms('B0MINE0001', 5_000))));
    const source = new PassThrough();
    let firstRow: () => void = () => {};
    const rowsArrived = new Promise<void>((resolve) => (firstRow = resolve));
    const reading = readReportTerms(source, 'search-terms', true, { asins: new Set(['B0MINE0001']), keys: new Set() }, (rows) => rows === 1 && firstRow());
    // A tenth of the compressed document, then nothing more until rows have been read from it.
    const tenth = Math.ceil(gzipped.length / 10);
    source.write(gzipped.subarray(0, tenth));
    await rowsArrived;
    source.end(gzipped.subarray(tenth));
    const { rows, terms } = await reading;
    expect(rows).toBe(5_003);
    expect(terms).toEqual([{ phrase: 'memory foam dog bed', key: 'memory foam dog bed', volume: null, rank: 812 }]);
  });
});
