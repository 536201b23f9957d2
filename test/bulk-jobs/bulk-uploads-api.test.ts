import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BULK_JOB_LIMITS, BULK_PROGRESS_EVENT, bulkJobSchema, bulkProgressEventSchema } from '../../src/contract/bulk-jobs.js';
import { errorSchema } from '../../src/contract/errors.js';
import { MAX_FILE_BYTES, parseListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { bulkSeller, ledgerOf, multipart } from './bulk-client.js';
import { bulkListing, listingsCsv, templateRow, TEMPLATE_HEADER } from './bulk-listings.js';

const FAST = { queueTiming: { pollSeconds: 0.05, graceMs: 2_000 } };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

describe('bulk uploads, results and progress over HTTP', { timeout: 120_000 }, () => {
  const t = useTestApp({}, FAST);
  const db = () => t().testDb.database.db;
  const app = () => t().app;
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...errorSchema.parse(res.json()) });

  it('refuses bad files with messages that say what to do, and creates no job', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    const wrongColumns = refusal(await seller.upload('export.csv', 'Product,Price,Stock\nDog bed,49,3\n'));
    expect(wrongColumns).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(wrongColumns.message).toMatch(/^We could not find the columns of a listing file\. The first row holds: "Product", "Price", "Stock"\..*Download the template from this page/);

    const onlyEmptyRows = refusal(await seller.upload('empty.csv', `${TEMPLATE_HEADER.join(',')}\r\n,,,,,,,,,,,,,\r\n\r\n`));
    expect(onlyEmptyRows).toMatchObject({ status: 400, message: 'The file has a header row but no listings under it. Add one listing per row and upload it again.' });

    const tooMany = refusal(await seller.upload('huge.csv', listingsCsv(10_001)));
    expect(tooMany).toMatchObject({
      status: 400,
      message: 'This file has 10,001 listings; one bulk job takes at most 1,000. Split it into files of 1,000 listings or fewer and upload each.',
      details: { listings: 10_001, limit: 1_000 },
    });

    const picture = refusal(await seller.upload('listings.csv', PNG));
    expect(picture).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(picture.message).toMatch(/^"listings\.csv" is .*, not a spreadsheet, whatever its name says\./);

    const notMultipart = await app().inject({ method: 'POST', url: '/api/bulk-jobs', headers: { ...seller.headers, 'content-type': 'application/json' }, payload: '{}' });
    expect(refusal(notMultipart)).toMatchObject({ status: 415, message: 'Upload the listings file as multipart/form-data, in a field named "file".' });
    const wrongField = multipart([{ field: 'upload', filename: 'a.csv', content: listingsCsv(1) }]);
    const misnamed = await app().inject({ method: 'POST', url: '/api/bulk-jobs', headers: { ...seller.headers, 'content-type': wrongField.contentType }, payload: wrongField.payload });
    expect(refusal(misnamed)).toMatchObject({ status: 400, message: 'Send the file in a field named "file" (this upload used "upload").' });
    const anonymous = await app().inject({ method: 'POST', url: '/api/bulk-jobs', headers: { 'content-type': wrongField.contentType }, payload: wrongField.payload });
    expect(anonymous.statusCode).toBe(401);
    expect(BULK_JOB_LIMITS.fileBytes).toBe(MAX_FILE_BYTES);

    expect((await seller.call('GET', '/api/bulk-jobs')).json()).toEqual({ jobs: [] });
    expect(await ledgerOf(db(), seller.id)).toEqual([]);
  });

  it('lists formula cells and blank rows per row, runs only the good rows, and charges only those', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    const csv = listingsCsv(3, (rows) => [
      rows[0]!,
      TEMPLATE_HEADER.map(() => ''),
      rows[1]!.map((cell, column) => (column === 2 ? '=HYPERLINK("http://evil.example","Click")' : cell)),
      rows[2]!,
    ]);
    const job = expectContract(bulkJobSchema, (await seller.upload('formulas.csv', csv)).json());
    expect(job).toMatchObject({ cost: 2, counts: { listings: 2 } });
    const formula = job.problems.find((p) => p.row === 4)!;
    expect(formula).toMatchObject({ severity: 'error', column: 'title' });
    expect(formula.message).toMatch(/formula/i);
    expect(job.skipped).toEqual([{ row: 3, reason: 'An empty row.' }]);
    expect(job.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'pending'],
      [4, 'skipped'],
      [5, 'pending'],
    ]);
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    expect((await seller.ended(job.id)).counts).toMatchObject({ done: 2, failed: 0, left: 0 });
    expect((await ledgerOf(db(), seller.id)).filter((l) => l.kind === 'charge')).toHaveLength(2);
  });

  it('streams progress until the job ends, then gives the result in the file’s columns as CSV and XLSX', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    const job = bulkJobSchema.parse((await seller.upload('three.csv', listingsCsv(3))).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    // The stream ends with the event that shows the job finished, so the whole answer can be read.
    const stream = await seller.call('GET', `/api/bulk-jobs/${job.id}/events`);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${BULK_PROGRESS_EVENT}\n`))
      .map((block) => expectContract(bulkProgressEventSchema, JSON.parse(block.slice(block.indexOf('data: ') + 6))));
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toMatchObject({ id: job.id, status: 'finished', counts: { done: 3, left: 0 }, eta_seconds: null });
    const dones = events.map((e) => e.counts.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));

    const finished = await seller.job(job.id);
    const csv = await seller.call('GET', `/api/bulk-jobs/${job.id}/result?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="/);
    const back = await parseListingFile({ bytes: csv.rawPayload, fileName: 'result.csv' });
    expect(back.columns).toEqual([...TEMPLATE_HEADER, 'listcraft_status', 'listcraft_score_before', 'listcraft_score_after', 'listcraft_changes', 'listcraft_message']);
    const statusColumn = back.columns.indexOf('listcraft_status');
    const titleColumn = back.columns.indexOf('title');
    const listing = (await seller.call('GET', `/api/listings/${finished.rows[0]!.listing_id}`)).json() as { generated_title: string };
    expect(back.grid[1]![statusColumn]).toBe('optimized');
    expect(listing.generated_title.startsWith(back.grid[1]![titleColumn]!)).toBe(true);
    expect(back.grid[1]![titleColumn]).not.toBe(bulkListing(0).title);

    const xlsx = await seller.call('GET', `/api/bulk-jobs/${job.id}/result?format=xlsx`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(4);

    const template = await seller.call('GET', '/api/bulk-jobs/template?format=xlsx');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toMatch(/\.xlsx"/);
    const badFormat = await seller.call('GET', `/api/bulk-jobs/${job.id}/result?format=pdf`);
    expect(refusal(badFormat)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('takes a template row back: the template downloads, fills and uploads as a job', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    const template = await seller.call('GET', '/api/bulk-jobs/template?format=csv');
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    const header = template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    const filled = `${header}\r\n${templateRow(7).map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;
    const res = await seller.upload('template.csv', filled);
    expect(res.statusCode).toBe(201);
    expect(bulkJobSchema.parse(res.json()).counts.listings).toBe(1);
  });
});
