import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import { MAX_GRID_CELLS, MAX_SHEET_SPAN, parseListingFile, writeResultFile } from '../../src/server/bulk-jobs/files/index.js';
import { csvBytes } from '../../src/server/bulk-jobs/files/write-sheet.js';
import { AppError } from '../../src/server/http/errors.js';
import { parseKeywordFile } from '../../src/server/keyword-banks/import/parse.js';
import { readDelimited } from '../../src/server/uploads/spreadsheet.js';
import { bulkSeller } from '../bulk-jobs/bulk-client.js';
import { listingsCsv, templateRow, TEMPLATE_HEADER } from '../bulk-jobs/bulk-listings.js';
import { useTestApp } from '../support/test-app.js';
import { deflated, deflatedRepeat, deflatedZip, editedWorkbook, workbookParts } from '../support/zip-files.js';

/**
 * Issue 25, item 4: uploads are bounded while they are read, not after. Each case is a file an
 * attacker (or an unlucky seller) can send in a few kilobytes; each must end in a 400 that says
 * what to do, or in the file read correctly, and quickly. The server under a memory limit is
 * tested in upload-bounds-process.test.ts.
 */

const SHEET = 'xl/worksheets/sheet1.xml';
const WORKBOOK = 'xl/workbook.xml';
const listingRows = (count: number) => [TEMPLATE_HEADER, ...Array.from({ length: count }, (_, i) => templateRow(i))];

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

/** Runs `work` and says how long it took, so a test can hold it to a budget. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** A workbook whose sheet entry says it unpacks to 2 KB and unpacks to `size` bytes of rows. */
async function lyingBomb(size: number) {
  const parts = await workbookParts(listingRows(1));
  const row = '<row r="2"><c r="A2" t="inlineStr"><is><t>boom boom boom</t></is></c></row>';
  const entries = [...parts].map(([name, bytes]) => ({ name, data: name === SHEET ? undefined : deflated(bytes) }));
  const bomb = await deflatedRepeat(row, size);
  return deflatedZip(entries.map(({ name, data }) => (data ? { name, data } : { name, data: bomb, declaredSize: 2_048 })));
}

describe('zip entries that lie about their size', () => {
  it('a bulk workbook declaring 2 KB that unpacks to 300 MB is refused while it unpacks', async () => {
    const bomb = await lyingBomb(300 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const { value: error, ms } = await timed(() => refusal(() => parseListingFile({ bytes: bomb, fileName: 'listings.xlsx' })));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^This Excel file could not be read: it is damaged, or far larger once unpacked than a listing file\./);
    // Stopped at the first kilobytes past the declared 2 KB, not after 300 MB.
    expect(ms).toBeLessThan(1_000);
  });

  it('a keyword export declaring 1 KB that unpacks to 200 MB is refused the same way', async () => {
    const parts = await workbookParts([['Keyword', 'Search Volume'], ['dog bed', 100]], 'Sheet1');
    const bomb = await deflatedRepeat('<row><c><v>1</v></c></row>', 200 * 1024 * 1024);
    const entries = [...parts].map(([name, bytes]) => (name === SHEET ? { name, data: bomb, declaredSize: 1_024 } : { name, data: deflated(bytes) }));
    const { value: error, ms } = await timed(() => refusal(() => parseKeywordFile({ name: 'export.xlsx', bytes: deflatedZip(entries) })));
    expect(error.message).toMatch(/far larger once unpacked than a keyword export/);
    expect(ms).toBeLessThan(1_000);
  });

  it('a damaged entry (its CRC does not match) is a 400 saying the file could not be read', async () => {
    const parts = await workbookParts(listingRows(1));
    const entries = [...parts].map(([name, bytes]) => {
      const data = deflated(bytes);
      return { name, data: name === SHEET ? { ...data, crc: data.crc ^ 1 } : data };
    });
    const error = await refusal(() => parseListingFile({ bytes: deflatedZip(entries), fileName: 'listings.xlsx' }));
    expect(error.message).toMatch(/^This Excel file could not be read: it may be damaged or password-protected\./);
  });
});

describe('sheets bounded by the cells actually present', () => {
  it('one value in the last sheet row (1,048,576) is refused from that value, fast, with where it is', async () => {
    const parts = await workbookParts(listingRows(2));
    const file = editedWorkbook(parts, SHEET, (xml) =>
      xml.replace('</sheetData>', '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>stray</t></is></c></row></sheetData>'),
    );
    expect(file.byteLength).toBeLessThan(16 * 1024);
    const { value: error, ms } = await timed(() => refusal(() => parseListingFile({ bytes: file, fileName: 'listings.xlsx' })));
    expect(error.message).toBe(
      `This file has a value in row 1,048,576 (cell A1048576), far below anything a listing file needs: Listcraft reads the first ${MAX_SHEET_SPAN.toLocaleString('en-US')} rows. Delete the rows under your listings, and that value, and upload the file again.`,
    );
    expect(error.details).toEqual({ row: 1_048_576, limit: MAX_SHEET_SPAN });
    expect(ms).toBeLessThan(2_000);
  });

  it('a value in the last column (XFD) of every row is refused before a row 16,384 cells wide is built', async () => {
    const parts = await workbookParts(listingRows(300));
    const file = editedWorkbook(parts, SHEET, (xml) =>
      xml.replace(/<row r="(\d+)"([^>]*)>([\s\S]*?)<\/row>/g, (_, r: string, attributes: string, cells: string) => `<row r="${r}"${attributes.replace(/ spans="[^"]*"/, '')}>${cells}<c r="XFD${r}"><v>1</v></c></row>`),
    );
    const error = await refusal(() => parseListingFile({ bytes: file, fileName: 'listings.xlsx' }));
    expect(error.message).toMatch(/^This file spans 301 rows by 16,384 columns; Listcraft reads at most 2,000,000 cells\. Delete the empty columns to the right of your listings/);
    expect(error.details).toEqual({ rows: 301, columns: 16_384, limit: MAX_GRID_CELLS });
  });

  it('ranges naming every cell of a sheet (a merge, a data validation, a column style, a defined name) are not expanded', async () => {
    const parts = await workbookParts(listingRows(3));
    const everything = 'A1:XFD1048576';
    const sheet = new TextDecoder().decode(parts.get(SHEET)!);
    const attacked = sheet
      .replace('<sheetData>', '<cols><col min="1" max="16384" width="12" customWidth="1"/></cols><sheetData>')
      .replace(
        '</sheetData>',
        `</sheetData><mergeCells count="1"><mergeCell ref="${everything}"/></mergeCells><dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="${everything}"><formula1>"a,b"</formula1></dataValidation></dataValidations>`,
      );
    const withSheet = new Map(parts).set(SHEET, new TextEncoder().encode(attacked));
    const file = editedWorkbook(withSheet, WORKBOOK, (xml) => xml.replace('</sheets>', `</sheets><definedNames><definedName name="all">Listings!$A$1:$XFD$1048576</definedName></definedNames>`));
    const { value: parsed, ms } = await timed(() => parseListingFile({ bytes: file, fileName: 'listings.xlsx' }));
    expect(parsed.listings).toBe(3);
    expect(parsed.rows.map((row) => row.input.title)).toEqual([1, 2, 3].map((i) => templateRow(i - 1)[2]));
    expect(ms).toBeLessThan(2_000);
  });

  it('a column range past Excel’s last column, or a row past its last row, is a damaged file: 400', async () => {
    const parts = await workbookParts(listingRows(1));
    const hugeColumns = editedWorkbook(parts, SHEET, (xml) => xml.replace('<sheetData>', '<cols><col min="1" max="2000000000" width="9"/></cols><sheetData>'));
    // The column definitions go unread; the listing is read as it is.
    expect((await parseListingFile({ bytes: hugeColumns, fileName: 'l.xlsx' })).listings).toBe(1);
    const farRow = editedWorkbook(parts, SHEET, (xml) => xml.replace('</sheetData>', '<row r="2000000000"><c r="A2000000000"><v>1</v></c></row></sheetData>'));
    expect((await refusal(() => parseListingFile({ bytes: farRow, fileName: 'l.xlsx' }))).message).toMatch(/^This Excel file could not be read: it may be damaged/);
  });

  it('a CSV of a listing, a million empty lines and one value is refused; a CSV header of a million commas too', async () => {
    const csv = `${listingsCsv(1)}${'\r\n'.repeat(1_000_000)}stray\r\n`;
    const { value: below, ms } = await timed(() => refusal(() => parseListingFile({ bytes: new TextEncoder().encode(csv), fileName: 'l.csv' })));
    expect(below.message).toMatch(/^This file has a value in row 1,000,003, far below anything a listing file needs/);
    expect(ms).toBeLessThan(5_000);

    const wide = `${TEMPLATE_HEADER.join(',')}${','.repeat(3_000_000)}\r\n${templateRow(0).join(',')}\r\n`;
    const tooWide = await refusal(() => parseListingFile({ bytes: new TextEncoder().encode(wide), fileName: 'wide.csv' }));
    expect(tooWide.message).toMatch(/^This file spans 1 rows by 3,000,014 columns; Listcraft reads at most 2,000,000 cells/);
  });
});

describe('the bulk result CSV', () => {
  const rowOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').split('\r\n')[0]!;

  it('quotes every cell holding any separator, whichever the file uses, and neutralises formula starts in every cell', () => {
    const cells = ['note;=1+1', 'a,b', 'tab\there', '=SUM(A1)', '+A1*2', '-cmd', '@x', '\t=1', '\r=1', 'plain', '-5'];
    for (const delimiter of [',', ';', '\t'] as const) {
      expect(rowOf(csvBytes([cells], delimiter))).toBe(
        ['"note;=1+1"', '"a,b"', '"tab\there"', "'=SUM(A1)", "'+A1*2", "'-cmd", "'@x", `"'\t=1"`, `"'\r=1"`, 'plain', '-5'].join(delimiter),
      );
    }
    // Plain numbers ("-5") are numbers, not formulas: left alone. A spreadsheet splitting at ";" sees one quoted cell, never a cell starting with "=".
    const asSemicolonFile = readDelimited(rowOf(csvBytes([cells], ',')), { delimiter: ';' })[0]!;
    expect(asSemicolonFile.filter((cell) => /^[=+@]/.test(cell) || /^-[a-z]/i.test(cell))).toEqual([]);
  });

  it('writes a carried-through cell like `note;=1+1` quoted, and reads it back exactly', async () => {
    const header = [...TEMPLATE_HEADER, 'notes'];
    const csv = [header, [...templateRow(0), 'note;=1+1']].map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');
    const parsed = await parseListingFile({ bytes: new TextEncoder().encode(csv), fileName: 'listings.csv' });
    const result = await writeResultFile({ parsed, results: [], format: 'csv' });
    const text = new TextDecoder().decode(result.bytes);
    expect(text).toContain(',"note;=1+1",');
    const again = await parseListingFile({ bytes: result.bytes, fileName: result.fileName });
    expect(again.grid[1]![header.length - 1]).toBe('note;=1+1');
  });
});

describe('bulk uploads that used to answer 500', { timeout: 60_000 }, () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;
  const refused = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...errorSchema.parse(res.json()) });

  it('a NUL byte past the first 64 KB of a CSV is a 400 naming its row, and no job', async () => {
    const seller = await bulkSeller(() => t().app, db(), { credits: 5 });
    const rows = listingsCsv(400).split('\r\n');
    expect(rows.slice(0, 390).join('\r\n').length).toBeGreaterThan(64 * 1024);
    rows[390] = rows[390]!.replace('Stainless', 'Stain\u0000less');
    const answer = refused(await seller.upload('listings.csv', rows.join('\r\n')));
    expect(answer).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(answer.message).toMatch(/^Row 391 holds a NUL character \(a zero byte\), which no listing text has/);
    expect((await seller.call('GET', '/api/bulk-jobs')).json()).toEqual({ jobs: [] });
  });

  it('a UTF-16 file is read; one holding a NUL character is a 400', async () => {
    const seller = await bulkSeller(() => t().app, db(), { credits: 5 });
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const good = await seller.upload('listings.txt', utf16(listingRows(2).map((row) => row.join('\t')).join('\r\n')));
    expect(good.statusCode).toBe(201);
    expect(good.json()).toMatchObject({ counts: { total: 2 } });
    const withNul = listingRows(2).map((row) => row.join('\t'));
    withNul[2] = `${withNul[2]}\u0000`;
    expect(refused(await seller.upload('listings.txt', utf16(withNul.join('\r\n'))))).toMatchObject({ status: 400, message: expect.stringMatching(/^Row 3 holds a NUL character/) });
  });

  it('a workbook cell escaping a lone UTF-16 half (_xD800_) is read with U+FFFD in its place, as the writer does', async () => {
    const seller = await bulkSeller(() => t().app, db(), { credits: 5 });
    const parts = await workbookParts(listingRows(1));
    const file = editedWorkbook(parts, 'xl/sharedStrings.xml', (xml) => xml.replace('Brewline Kettle', 'Brewline _xD800_Kettle'));
    const answer = await seller.upload('listings.xlsx', file);
    expect(answer.statusCode).toBe(201);
    const parsed = await parseListingFile({ bytes: file, fileName: 'listings.xlsx' });
    expect(parsed.rows[0]!.input.title).toMatch(/^Brewline \uFFFDKettle/);
  });

  it('a 2 KB workbook with a value in row 1,048,576 is a 400, and creates no job to read 40 MB from', async () => {
    const seller = await bulkSeller(() => t().app, db(), { credits: 5 });
    const parts = await workbookParts(listingRows(1));
    const file = editedWorkbook(parts, SHEET, (xml) => xml.replace('</sheetData>', '<row r="1048576"><c r="A1048576"><v>7</v></c></row></sheetData>'));
    const answer = refused(await seller.upload('listings.xlsx', file));
    expect(answer).toMatchObject({ status: 400, details: { row: 1_048_576 } });
    expect((await seller.call('GET', '/api/bulk-jobs')).json()).toEqual({ jobs: [] });
  });
});
