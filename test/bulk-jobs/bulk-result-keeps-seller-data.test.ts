import { describe, expect, it } from 'vitest';
import { bulkJobSchema } from '../../src/contract/bulk-jobs.js';
import { parseListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { utf8ByteLength } from '../../src/rules/index.js';
import { useTestApp } from '../support/test-app.js';
import { bulkSeller } from './bulk-client.js';
import { bulkListing, listingsCsv, TEMPLATE_HEADER } from './bulk-listings.js';

/*
 * Issue 25: a bulk result's search terms came back at 31 bytes where the seller's row had 200, and
 * listcraft_changes was empty on rows whose bullets and search terms had changed. Uploaded to
 * Seller Central, such a file deletes the seller's backend keywords.
 */

const FAST = { queueTiming: { pollSeconds: 0.05, graceMs: 2_000 } };
// About 200 bytes of the seller's own search terms, none of the title's words.
const SELLER_TERMS = [
  'hot water boiler teapot heater coffee pour over gooseneck jug liter dry protection bpa free',
  'appliance gift samovar percolator hervidor caldera chaleira bollitore tetera cafetera pava bouilloire',
].join(' ');

describe('a bulk result never shrinks the seller’s data', { timeout: 120_000 }, () => {
  const t = useTestApp({}, FAST);
  const db = () => t().testDb.database.db;
  const app = () => t().app;

  it('keeps the seller’s search terms when the rewrite’s are shorter, and lists every changed field', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    const searchColumn = TEMPLATE_HEADER.indexOf('search_terms');
    const csv = listingsCsv(2, (rows) => rows.map((row) => row.map((cell, column) => (column === searchColumn ? SELLER_TERMS : cell))));
    const job = bulkJobSchema.parse((await seller.upload('terms.csv', csv)).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    expect((await seller.ended(job.id)).counts).toMatchObject({ done: 2, failed: 0 });

    const result = await seller.call('GET', `/api/bulk-jobs/${job.id}/result?format=csv`);
    const back = await parseListingFile({ bytes: result.rawPayload, fileName: 'result.csv' });
    const column = (name: string) => back.columns.indexOf(name);
    for (const row of back.grid.slice(1, 3)) {
      const terms = row[column('search_terms')]!;
      expect(utf8ByteLength(terms)).toBeGreaterThanOrEqual(utf8ByteLength(SELLER_TERMS));
      expect(terms.split(' ')).toEqual(expect.arrayContaining(SELLER_TERMS.split(' ')));
      const changes = row[column('listcraft_changes')]!;
      const changed = /^Changed: (.*)$/mu.exec(changes)?.[1] ?? '';
      // Every field the file now holds differently from the seller's row is named.
      if (row[column('title')] !== bulkListing(0).title) expect(changed).toMatch(/\btitle\b/u);
      expect(changed.length).toBeGreaterThan(0);
      if (terms !== SELLER_TERMS) expect(changed).toMatch(/search terms/u);
      // Never below the seller's own listing (issue 23), now scored with their search terms too.
      expect(Number(row[column('listcraft_score_after')])).toBeGreaterThanOrEqual(Number(row[column('listcraft_score_before')]));
    }
  });
});
