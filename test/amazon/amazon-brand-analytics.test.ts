import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandAnalyticsImportSchema } from '../../src/contract/amazon-catalog.js';
import { keywordBankSchema } from '../../src/contract/keyword-banks.js';
import { errorSchema } from '../../src/contract/errors.js';
import { readReportTerms } from '../../src/server/amazon/catalog/brand-analytics-document.js';
import { connectedSeller, FAKE_SELLER, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { useTestApp } from '../support/test-app.js';

/**
 * Brand Analytics (issue 26, item 4): the seller's Search Query Performance and Search Terms
 * reports through the Reports API, streamed from their gzip documents into a keyword bank.
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

    const done = expectContract(brandAnalyticsImportSchema, (await seller.client.get(`/api/amazon/brand-analytics/${requested.id}`)).json());
    expect(done).toMatchObject({ status: 'imported', rows: 2, added: 1, merged: 1, message: null });
    const after = keywordBankSchema.parse((await seller.client.get(`/api/keyword-banks/${bank.id}`)).json());
    const source = 'Amazon Search Query Performance, week 2026-11-15 to 2026-11-21';
    expect(after.keywords.map(({ phrase, volume, priority, source: from, rank }) => ({ phrase, volume, priority, source: from, rank }))).toEqual([
      { phrase: 'orthopedic dog bed', volume: 18_250, priority: 'normal', source, rank: undefined },
      // Already in the bank: its spelling and must-have mark kept, Amazon's larger volume taken.
      { phrase: 'dog bed large', volume: 9_400, priority: 'must-have', source, rank: undefined },
    ]);
    // Asked again, the import is over: Amazon is not asked again.
    const reads = fake.requests.filter((r) => r.path.startsWith('/reports/2021-06-30/reports/')).length;
    expect((await seller.client.get(`/api/amazon/brand-analytics/${requested.id}`)).json()).toMatchObject({ status: 'imported' });
    expect(fake.requests.filter((r) => r.path.startsWith('/reports/2021-06-30/reports/')).length).toBe(reads);
  });

  it('Search Terms kept to the seller’s terms, with Amazon’s search frequency rank where it gives no volume', async () => {
    fake.catalog.reportReadsUntilDone = 0;
    const seller = await connectedSeller(t(), fake);
    const item = fake.putItem({ sellerId: FAKE_SELLER, sku: 'BED-2', marketplaceId: US, productType: 'PET_BED', attributes: amazonAttributes(US, BED) });
    fake.catalog.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', () => searchTerms(item.asin, 2_000));
    const bank = keywordBankSchema.parse((await seller.client.post('/api/keyword-banks', { name: 'Terms' })).json());
    await seller.client.post(`/api/keyword-banks/${bank.id}/keywords`, { phrase: 'calming dog bed' });

    const res = await seller.client.post('/api/amazon/brand-analytics', { bankId: bank.id, marketplace: 'US', report: 'search-terms', weekStart: '2026-11-15' });
    const done = expectContract(brandAnalyticsImportSchema, res.json());
    expect(done).toMatchObject({ status: 'imported', rows: 2_003, added: 1, merged: 1 });
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
