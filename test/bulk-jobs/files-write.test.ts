import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { GeneratedListing } from '../../src/contract/optimizer.js';
import { listcraftTemplate, parseListingFile, REPORT_COLUMNS, RESULT_COLUMNS, writeReportFile, writeResultFile, type BulkRowResult, type ParsedListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { amazonRow, amazonSheet, AMAZON_HEADER, AMAZON_SETTINGS, csvText, LISTCRAFT_HEADER, listcraftRow, sheetRows, utf8, xlsx } from './files-fixtures.js';

/** The CSV as a spreadsheet would read it: BOM off, papaparse (not the code under test) to split it. */
function csvRows(bytes: Uint8Array, delimiter = ','): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1), { delimiter, newline: '\r\n' }).data;
  expect(rows.at(-1)).toEqual(['']);
  return rows.slice(0, -1);
}

const listing = (n: number, bullets = 5): GeneratedListing => ({
  optimized_titles: [`Orthopedic Dog Bed ${n} – Memory Foam, Washable`, 'second option'],
  optimized_bullet_points: Array.from({ length: bullets }, (_, i) => `NEW BULLET ${i + 1}: better words ${n}`),
  product_description: `New description ${n}.`,
  backend_search_terms: `dog bed ${n} pet mattress`,
});

const optimized = (row: number, n: number, bullets = 5): BulkRowResult => ({
  row,
  status: 'optimized',
  listing: listing(n, bullets),
  scoreBefore: 52,
  scoreAfter: 91,
  changes: ['Title: main keyword moved to the front', 'Bullets: shortened'],
});

describe('bulk files: the template', () => {
  it('CSV: the header row of the layout, which parses back as that layout', async () => {
    const file = await listcraftTemplate('csv');
    expect(file).toMatchObject({ fileName: 'listcraft-bulk-template.csv', contentType: 'text/csv; charset=utf-8' });
    expect(csvRows(file.bytes)).toEqual([LISTCRAFT_HEADER]);
    const filled = new Uint8Array([...file.bytes, ...utf8(csvText([listcraftRow(1)]))]);
    const parsed = await parseListingFile({ bytes: filled, fileName: 'mine.csv' });
    expect(parsed).toMatchObject({ layout: 'listcraft', listings: 1, problems: [] });
  });

  it('XLSX: a Listings sheet with the header, and a Notes sheet explaining every column', async () => {
    const file = await listcraftTemplate('xlsx');
    expect(file.fileName).toBe('listcraft-bulk-template.xlsx');
    const listings = await sheetRows(file.bytes, 'Listings');
    expect(listings.names).toEqual(['Listings', 'Notes']);
    expect(listings.rows).toEqual([LISTCRAFT_HEADER]);
    const notes = await sheetRows(file.bytes, 'Notes');
    expect(notes.rows[0]).toEqual(['Column', 'Required', 'What to put in it']);
    expect(notes.rows.slice(1, 1 + LISTCRAFT_HEADER.length).map((r) => r[0])).toEqual(LISTCRAFT_HEADER);
    expect(notes.rows.find((r) => r[0] === 'main_keyword')?.[1]).toBe('yes');
  });
});

describe('bulk files: the result file, in the layout of the input', () => {
  it('Amazon text file: the rows above the header and every other column as they were; only the optimized fields replaced; nothing added', async () => {
    const rows = amazonSheet([amazonRow(1), amazonRow(2, { item_name: '=cmd|" /C calc"!A0' }), amazonRow(3), amazonRow(4, { standard_price: '-5' })]);
    const parsed = await parseListingFile({ bytes: utf8(csvText(rows, '\t')), fileName: 'Flat.File.txt' });
    const results: BulkRowResult[] = [optimized(4, 1), { row: 6, status: 'failed', error: 'The writer timed out; the credit was refunded.' }];
    const file = await writeResultFile({ parsed, results, format: 'csv' });
    expect(file).toMatchObject({ fileName: 'Flat.File-listcraft.txt', contentType: 'text/tab-separated-values; charset=utf-8' });
    const out = csvRows(file.bytes, '\t');
    expect(out[0]).toEqual(AMAZON_SETTINGS);
    expect(out[1]).toEqual(rows[1]);
    expect(out[2]).toEqual(AMAZON_HEADER);
    expect(out.slice(3).map((row) => row.length)).toEqual([AMAZON_HEADER.length, AMAZON_HEADER.length, AMAZON_HEADER.length, AMAZON_HEADER.length]);
    const col = (name: string) => AMAZON_HEADER.indexOf(name);
    const [first, formula, failed, notRun] = out.slice(3);
    // Optimized: the new copy in Amazon's columns, the rest of the row untouched.
    expect(first!.slice(0, col('item_name'))).toEqual(amazonRow(1).slice(0, col('item_name')));
    expect(first![col('item_name')]).toBe('Orthopedic Dog Bed 1 – Memory Foam, Washable');
    expect(first!.slice(col('bullet_point1'), col('bullet_point5') + 1)).toEqual(listing(1).optimized_bullet_points);
    expect(first![col('product_description')]).toBe('New description 1.');
    expect(first![col('generic_keywords')]).toBe('dog bed 1 pet mattress');
    expect(first![col('standard_price')]).toBe('49.99');
    // A row refused for a formula comes back unchanged, escaped so no spreadsheet runs it.
    expect(formula![col('item_name')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(failed).toEqual(amazonRow(3));
    // A negative number is not a formula, and is not escaped.
    expect(notRun![col('standard_price')]).toBe('-5');

    // The status, scores, changes and messages are in the report, one line per row.
    const report = await writeReportFile({ parsed, results, format: 'csv' });
    expect(report).toMatchObject({ fileName: 'Flat.File-listcraft-report.csv', contentType: 'text/csv; charset=utf-8' });
    const lines = csvRows(report.bytes);
    expect(lines[0]).toEqual([...REPORT_COLUMNS]);
    expect(lines.slice(1).map((line) => line.slice(0, 5))).toEqual([
      ['4', 'AMZ-1', 'optimized', '52', '91'],
      ['5', 'AMZ-2', 'not run: fix the problems listed', '', ''],
      ['6', 'AMZ-3', 'failed (refunded)', '', ''],
      ['7', 'AMZ-4', 'not run', '', ''],
    ]);
    expect(lines[1]!.slice(5)).toEqual(['Title: main keyword moved to the front\nBullets: shortened', '']);
    expect(lines[2]![6]).toMatch(/^item_name: This cell starts like a spreadsheet formula/);
    expect(lines[3]![6]).toBe('The writer timed out; the credit was refunded.');
  });

  it('Amazon workbook to XLSX: the Template sheet with its top rows and only its columns, text cells never formulas; the report as a workbook', async () => {
    const bytes = await xlsx([
      { name: 'Instructions', rows: [['Read me']] },
      { name: 'Template', rows: amazonSheet([amazonRow(1, { brand_name: '=1+1' }), amazonRow(2)]) },
    ]);
    const parsed = await parseListingFile({ bytes, fileName: 'PET.xlsm' });
    const results = [optimized(4, 1), optimized(5, 2)];
    const file = await writeResultFile({ parsed, results, format: 'xlsx' });
    expect(file.fileName).toBe('PET-listcraft.xlsx');
    const { names, rows } = await sheetRows(file.bytes);
    expect(names).toEqual(['Template']);
    expect(rows[0]).toEqual(AMAZON_SETTINGS);
    expect(rows[2]).toEqual(AMAZON_HEADER);
    // "=1+1" went in and comes out as a string cell (JSON would show a formula object).
    expect(rows[3]![AMAZON_HEADER.indexOf('brand_name')]).toBe('=1+1');
    expect(rows[4]![AMAZON_HEADER.indexOf('item_name')]).toBe('Orthopedic Dog Bed 2 – Memory Foam, Washable');
    expect(rows[4]).toHaveLength(AMAZON_HEADER.length);
    const report = await sheetRows((await writeReportFile({ parsed, results, format: 'xlsx' })).bytes, 'Report');
    expect(report.rows.map((r) => r.slice(0, 5))).toEqual([REPORT_COLUMNS.slice(0, 5), ['4', 'AMZ-1', 'optimized', '52', '91'], ['5', 'AMZ-2', 'optimized', '52', '91']]);
  });

  it('Listcraft CSV to XLSX and XLSX to CSV; a sixth bullet slot emptied when five are written; problems and skips explained', async () => {
    const rows = [LISTCRAFT_HEADER, listcraftRow(1, { bullet_6: 'old sixth' }), LISTCRAFT_HEADER.map(() => ''), listcraftRow(3, { title: '' }), listcraftRow(4)];
    const csvParsed = await parseListingFile({ bytes: utf8(csvText(rows, ';')), fileName: 'mine.csv' });
    const results: BulkRowResult[] = [optimized(2, 1), { row: 5, status: 'cancelled' }];
    const asXlsx = await sheetRows((await writeResultFile({ parsed: csvParsed, results, format: 'xlsx' })).bytes);
    const xlsxParsed = await parseListingFile({ bytes: await xlsx([{ name: 'Sheet1', rows }]), fileName: 'mine.xlsx' });
    const asCsv = csvRows((await writeResultFile({ parsed: xlsxParsed, results, format: 'csv' })).bytes);
    for (const out of [asXlsx.rows, asCsv]) {
      expect(out[0]).toEqual([...LISTCRAFT_HEADER, ...RESULT_COLUMNS]);
      const col = (name: string) => LISTCRAFT_HEADER.indexOf(name);
      expect(out[1]!.slice(col('bullet_1'), col('bullet_6') + 1)).toEqual([...listing(1).optimized_bullet_points, '']);
      expect(out[1]![col('search_terms')]).toBe('dog bed 1 pet mattress');
      expect(out[1]![col('main_keyword')]).toBe('orthopedic dog bed');
      expect(out[2]!.filter(Boolean)).toEqual([]);
      expect(out[3]![LISTCRAFT_HEADER.length]).toBe('not run: fix the problems listed');
      expect(out[3]![LISTCRAFT_HEADER.length + 4]).toBe('title: Title is required');
      expect(out[4]!.slice(0, LISTCRAFT_HEADER.length)).toEqual(listcraftRow(4));
      expect(out[4]![LISTCRAFT_HEADER.length]).toBe('cancelled (refunded)');
    }
  });

  it('an Amazon template saved as a comma CSV comes back as tab-delimited .txt with exactly its columns, as Seller Central takes it', async () => {
    const parsed = await parseListingFile({ bytes: utf8(csvText(amazonSheet([amazonRow(1), amazonRow(2)]), ',')), fileName: 'f.csv' });
    expect(parsed.delimiter).toBe(',');
    const file = await writeResultFile({ parsed, results: [optimized(4, 1)], format: 'csv' });
    expect(file).toMatchObject({ fileName: 'f-listcraft.txt', contentType: 'text/tab-separated-values; charset=utf-8' });
    const out = csvRows(file.bytes, '\t');
    expect(out[2]).toEqual(AMAZON_HEADER);
    expect(out.slice(3).map((r) => r.length)).toEqual([AMAZON_HEADER.length, AMAZON_HEADER.length]);
    expect(out[3]![AMAZON_HEADER.indexOf('item_name')]).toBe('Orthopedic Dog Bed 1 – Memory Foam, Washable');
    expect(out[4]).toEqual(amazonRow(2));
  });

  it('an Amazon file without a description or search-terms column gets none added', async () => {
    const header = AMAZON_HEADER.filter((h) => h !== 'product_description' && h !== 'generic_keywords');
    const row = (n: number) => amazonRow(n).filter((_, i) => header.includes(AMAZON_HEADER[i]!));
    const parsed = await parseListingFile({ bytes: utf8(csvText([header, row(1)], '\t')), fileName: 'g.txt' });
    const out = csvRows((await writeResultFile({ parsed, results: [optimized(2, 1)], format: 'csv' })).bytes, '\t');
    expect(out[0]).toEqual(header);
    expect(out[1]).toHaveLength(header.length);
  });

  it('a result file uploaded again keeps one set of result columns', async () => {
    const parsed = await parseListingFile({ bytes: utf8(csvText([LISTCRAFT_HEADER, listcraftRow(1)])), fileName: 'a.csv' });
    const once = await writeResultFile({ parsed, results: [optimized(2, 1)], format: 'csv' });
    const again = await parseListingFile({ bytes: once.bytes, fileName: once.fileName });
    const twice = csvRows((await writeResultFile({ parsed: again, results: [optimized(2, 2)], format: 'csv' })).bytes);
    expect(twice[0]).toEqual([...LISTCRAFT_HEADER, ...RESULT_COLUMNS]);
    expect(twice[1]![LISTCRAFT_HEADER.indexOf('title')]).toBe('Orthopedic Dog Bed 2 – Memory Foam, Washable');
  });
});

/** Cell text a seller might have: any unicode, quotes, delimiters, line breaks, formula starts, apostrophes. */
const cellText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', "'", '\t', '\r', '\n', '"', ',', ';', ' ', 'a', 'é', '😀', '1', '_x000D_', '\u0007'), maxLength: 12 }),
).filter((text) => !text.includes('\u0000')); // a NUL byte makes a file binary, refused before it is read

/** A parsed file's text: the grid, minus the columns a result file adds. */
const sellerText = (parsed: ParsedListingFile, width: number) => parsed.grid.map((row) => withoutTrailingBlanks(row.slice(0, width)));

/** A row without the empty cells at its end (a CSV row may stop early; a written one is padded). */
function withoutTrailingBlanks(row: readonly string[]): string[] {
  let end = row.length;
  while (end > 0 && row[end - 1] === '') end--;
  return row.slice(0, end);
}

describe('bulk files: parse(write(parse(x))) keeps the seller text exactly', () => {
  it('CSV, any delimiter, unicode and formula-like cells (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom<'csv' | 'xlsx'>('csv', 'xlsx'),
        async (extra, delimiter, outFormat) => {
          const header = [...LISTCRAFT_HEADER, 'note_a', 'note_b', 'note_c'];
          const rows = [header, ...extra.map((cells, i) => [...listcraftRow(i, { title: `${cells[0]} bed`, description: cells[1]! }), ...cells])];
          const first = await parseListingFile({ bytes: utf8(csvText(rows, delimiter)), fileName: 'x.csv' });
          const written = await writeResultFile({ parsed: first, results: [], format: outFormat });
          const second = await parseListingFile({ bytes: written.bytes, fileName: written.fileName });
          expect(sellerText(second, header.length)).toEqual(sellerText(first, header.length));
          expect(second.rows).toEqual(first.rows);
          expect(second.problems).toEqual(first.problems);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('XLSX in, CSV and XLSX out, with optimized rows: the other cells exactly, the new copy exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cellText, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (extra, newTitle) => {
        const header = [...AMAZON_HEADER, 'x_a', 'x_b'];
        const rows = amazonSheet(extra.map((cells, i) => [...amazonRow(i), ...cells]));
        rows[2] = header;
        const first = await parseListingFile({ bytes: await xlsx([{ name: 'Template', rows }]), fileName: 'x.xlsx' });
        const results = first.rows.map((r) => ({ ...optimized(r.row, r.row), listing: { ...listing(r.row), optimized_titles: [newTitle] } }));
        for (const format of ['csv', 'xlsx'] as const) {
          const written = await writeResultFile({ parsed: first, results, format });
          const second = await parseListingFile({ bytes: written.bytes, fileName: written.fileName });
          // Every cell but the optimized ones (item_name through generic_keywords) is the seller's, exactly.
          const replaced = (c: number) => c >= header.indexOf('item_name') && c <= header.indexOf('generic_keywords');
          const keep = (p: ParsedListingFile) => p.grid.map((row, i) => withoutTrailingBlanks(i < 2 ? row : row.slice(0, header.length).map((cell, c) => (replaced(c) ? '' : cell))));
          expect(keep(second)).toEqual(keep(first));
          for (const r of first.rows) expect(second.grid[r.row - 1]![header.indexOf('item_name')]).toBe(newTitle);
        }
      }),
      { numRuns: 30 },
    );
  });
});
