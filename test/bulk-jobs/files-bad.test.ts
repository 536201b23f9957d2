import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_LISTINGS, parseListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { amazonRow, AMAZON_HEADER, csvText, LISTCRAFT_HEADER, listcraftRow, refusal, utf8, xlsx, zipOf } from './files-fixtures.js';

const parse = (bytes: Uint8Array, fileName = 'listings.csv') => () => parseListingFile({ bytes, fileName });

describe('bulk files: whole files refused with a message that says what to do', () => {
  it('wrong columns: names what the first row holds, both accepted layouts, and the template', async () => {
    const error = await refusal(parse(utf8(csvText([['Product', 'Price', 'Stock'], ['Dog bed', '49', '3']]))));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/^We could not find the columns of a listing file\. The first row holds: "Product", "Price", "Stock"\. Listcraft reads two layouts: its own template \(columns sku, marketplace, title, bullet_1/);
    expect(error.message).toContain("Amazon's listing files (item_sku, item_name, bullet_point1, bullet_point2, bullet_point3, bullet_point4, bullet_point5, product_description, generic_keywords");
    expect(error.message).toMatch(/Download the template from this page/);
    expect(error.details).toEqual({ found: ['Product', 'Price', 'Stock'], layouts: ['listcraft', 'amazon'], template: true });
  });

  it('a layout with required columns missing names them', async () => {
    const amazon = await refusal(parse(utf8(csvText([AMAZON_HEADER.filter((c) => c !== 'bullet_point5'), amazonRow(1).slice(0, -1)]))));
    expect(amazon.message).toMatch(/^This looks like an Amazon listing file, but it has no "bullet_point5" column\. Listcraft reads two layouts/);
    const listcraft = await refusal(parse(utf8(csvText([LISTCRAFT_HEADER.filter((c) => c !== 'main_keyword' && c !== 'bullet_3'), ['x']]))));
    expect(listcraft.message).toMatch(/^This looks like Listcraft's template, but it has no "bullet_3", "main_keyword" columns\./);
    expect(listcraft.details).toMatchObject({ layout: 'listcraft', missing: ['bullet_3', 'main_keyword'], template: true });
  });

  it('a header without listings, and an empty file', async () => {
    expect((await refusal(parse(utf8(csvText([LISTCRAFT_HEADER, LISTCRAFT_HEADER.map(() => '')]))))).message).toBe(
      'The file has a header row but no listings under it. Add one listing per row and upload it again.',
    );
    expect((await refusal(parse(new Uint8Array(0)))).message).toMatch(/^The file is empty\./);
  });

  it(`a file of 10,001 listings (CSV and XLSX) says the count and the limit of ${MAX_LISTINGS}`, async () => {
    const rows = [LISTCRAFT_HEADER, ...Array.from({ length: 10_001 }, (_, i) => listcraftRow(i))];
    const csv = await refusal(parse(utf8(csvText(rows))));
    expect(csv.message).toBe('This file has 10,001 listings; one bulk job takes at most 1,000. Split it into files of 1,000 listings or fewer and upload each.');
    expect(csv.details).toEqual({ listings: 10_001, limit: 1_000 });
    // Short rows: exceljs takes seconds to write 10,001 full ones, and the count is what is tested.
    const workbook = await xlsx([{ name: 'Listings', rows: [LISTCRAFT_HEADER, ...Array.from({ length: 10_001 }, (_, i) => [`S${i}`])] }]);
    const fromXlsx = await refusal(parse(workbook, 'big.xlsx'));
    expect(fromXlsx.details).toEqual({ listings: 10_001, limit: 1_000 });
  });

  it('1,000 listings are taken (blank rows not counted); 1,001 are not', async () => {
    const thousand = [LISTCRAFT_HEADER, ...Array.from({ length: 1_000 }, (_, i) => listcraftRow(i)), LISTCRAFT_HEADER.map(() => '')];
    const parsed = await parseListingFile({ bytes: utf8(csvText(thousand)), fileName: 'x.csv' });
    expect(parsed.listings).toBe(1_000);
    expect(parsed.rows).toHaveLength(1_000);
    const more = await refusal(parse(utf8(csvText([...thousand, listcraftRow(1_000)]))));
    expect(more.details).toEqual({ listings: 1_001, limit: 1_000 });
  });

  it('a file over the size limit is refused before it is read', async () => {
    const error = await refusal(parse(new Uint8Array(MAX_FILE_BYTES + 1).fill(0x61)));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.details).toEqual({ bytes: MAX_FILE_BYTES + 1, limit: MAX_FILE_BYTES });
  });
});

describe('bulk files: what a file is comes from its bytes, not its name', () => {
  const renamed: [string, Uint8Array, string][] = [
    ['a PDF', utf8('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj'), 'a PDF document'],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'an image'],
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'an image'],
    ['a gzip', Uint8Array.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), 'a compressed archive'],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256), 'a binary file'],
  ];
  for (const [what, bytes, kind] of renamed) {
    it(`${what} renamed .csv is refused by name`, async () => {
      const error = await refusal(parse(bytes, 'listings.csv'));
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toBe(`"listings.csv" is ${kind}, not a spreadsheet, whatever its name says. Upload the listings as a CSV or Excel (.xlsx) file: the template on this page is one.`);
    });
  }

  it('a Word document or a plain zip renamed .csv, and an old .xls, are refused', async () => {
    expect((await refusal(parse(zipOf(['word/document.xml', '[Content_Types].xml'])))).message).toMatch(/^"listings\.csv" is a Word document, not a spreadsheet/);
    expect((await refusal(parse(zipOf(['photos/cat.jpg'])))).message).toMatch(/^"listings\.csv" is a ZIP archive, not a spreadsheet/);
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const old = await refusal(parse(xls, 'listings.xls'));
    expect(old.message).toBe('Old Excel files (.xls) are not supported. Open it in Excel or Google Sheets and save it as .xlsx or CSV (UTF-8).');
  });

  it('an XLSX renamed .csv is read as a workbook, and a CSV renamed .xlsx as a CSV', async () => {
    const rows = [LISTCRAFT_HEADER, listcraftRow(1)];
    const asCsv = await parseListingFile({ bytes: await xlsx([{ name: 'Listings', rows }]), fileName: 'listings.csv' });
    expect(asCsv).toMatchObject({ format: 'xlsx', listings: 1 });
    const asXlsx = await parseListingFile({ bytes: utf8(csvText(rows)), fileName: 'listings.xlsx' });
    expect(asXlsx).toMatchObject({ format: 'csv', listings: 1 });
    expect(asXlsx.rows[0]!.input).toEqual(asCsv.rows[0]!.input);
  });

  it('a damaged workbook says so', async () => {
    const bytes = await xlsx([{ name: 'Listings', rows: [LISTCRAFT_HEADER, listcraftRow(1)] }]);
    const damaged = bytes.slice(0, Math.floor(bytes.byteLength / 2));
    const error = await refusal(parse(damaged, 'listings.xlsx'));
    expect(error.code).toMatch(/BAD_REQUEST|UNSUPPORTED_MEDIA_TYPE/);
    expect(error.message).toMatch(/could not be read|not a spreadsheet/);
  });
});
