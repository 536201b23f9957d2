import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { optimizerInputSchema } from '../../src/contract/optimizer.js';
import { parseListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { amazonRow, amazonSheet, AMAZON_HEADER, csvText, LISTCRAFT_HEADER, listcraftRow, utf8, xlsx } from './files-fixtures.js';

const problemsOf = (parsed: { problems: { row: number; column: string | null; severity: string; message: string }[] }, row: number) =>
  parsed.problems.filter((p) => p.row === row);

describe('bulk files: the two layouts, in CSV and XLSX', () => {
  it("reads Listcraft's template as CSV into inputs the single optimizer's schema accepts", async () => {
    const bytes = utf8(
      csvText([LISTCRAFT_HEADER, listcraftRow(1), listcraftRow(2, { marketplace: 'de', bullet_6: 'GIFT: comes in a box' }), listcraftRow(3, { marketplace: 'www.Amazon.co.uk' }), listcraftRow(4, { marketplace: '' })]),
    );
    const parsed = await parseListingFile({ bytes, fileName: 'listings.csv' });
    expect(parsed).toMatchObject({ layout: 'listcraft', format: 'csv', delimiter: ',', encoding: 'utf-8', headerRow: 1, listings: 4, problems: [], skipped: [] });
    expect(parsed.rows.map((r) => [r.row, r.sku, r.marketplace, r.mainKeywordFrom])).toEqual([
      [2, 'DOG-BED-1', 'US', 'column'],
      [3, 'DOG-BED-2', 'DE', 'column'],
      [4, 'DOG-BED-3', 'UK', 'column'],
      [5, 'DOG-BED-4', null, 'column'],
    ]);
    for (const row of parsed.rows) expect(optimizerInputSchema.parse(row.input)).toEqual(row.input);
    expect(parsed.rows[0]!.input).toEqual({
      title: 'Acme Orthopedic Dog Bed 1, Large, Washable Cover',
      bulletPoints: listcraftRow(1).slice(3, 9),
      titleMainKeyword: 'orthopedic dog bed',
      titleSecondaryKeywords: 'large dog bed, washable dog bed',
      bulletKeywords: 'memory foam, non slip',
      description: 'A supportive bed for older dogs.',
      // Read so the writer never returns fewer (issue 25).
      searchTerms: 'pet bed foam',
    });
    expect(parsed.rows[1]!.input.bulletPoints[5]).toBe('GIFT: comes in a box');
  });

  it("reads Listcraft's template as XLSX, numbers as the text Excel shows", async () => {
    const bytes = await xlsx([{ name: 'Listings', rows: [LISTCRAFT_HEADER, [12345, ...listcraftRow(1).slice(1)]] }]);
    const parsed = await parseListingFile({ bytes, fileName: 'listings.xlsx' });
    expect(parsed).toMatchObject({ layout: 'listcraft', format: 'xlsx', sheetName: 'Listings', delimiter: null, listings: 1, problems: [] });
    expect(parsed.rows[0]).toMatchObject({ row: 2, sku: '12345', marketplace: 'US' });
  });

  it('XLSX cells of every kind read as the text Excel shows: dates, booleans, links, rich text, errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Listings');
    sheet.addRow([...LISTCRAFT_HEADER, 'launch', 'prime', 'link', 'styled', 'broken']);
    sheet.addRow([
      ...listcraftRow(1),
      new Date(Date.UTC(2026, 10, 26)),
      true,
      { text: 'our site', hyperlink: 'https://example.com' },
      { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] },
      { error: '#N/A' },
    ]);
    const parsed = await parseListingFile({ bytes: new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer), fileName: 'x.xlsx' });
    expect(parsed.grid[1]!.slice(LISTCRAFT_HEADER.length)).toEqual(['2026-11-26', 'TRUE', 'our site', 'Bold and plain', '#N/A']);
    expect(parsed.rows).toHaveLength(1);
  });

  it('finds the header of an Amazon flat file under its settings and label rows (tab-separated text)', async () => {
    const bytes = utf8(csvText(amazonSheet([amazonRow(1), amazonRow(2, { generic_keywords: 'memory foam dog bed, pet bed, dog mattress' })]), '\t'));
    const parsed = await parseListingFile({ bytes, fileName: 'Flat.File.PetSupplies.txt' });
    expect(parsed).toMatchObject({ layout: 'amazon', format: 'csv', delimiter: '\t', headerRow: 3, listings: 2, fileMarketplace: 'US', problems: [] });
    expect(parsed.columns).toEqual(AMAZON_HEADER);
    const [first, second] = parsed.rows;
    expect(first).toMatchObject({ row: 4, sku: 'AMZ-1', marketplace: 'US', mainKeywordFrom: 'title' });
    // The title up to its first separator, without the brand.
    expect(first!.input.titleMainKeyword).toBe('Orthopedic Dog Bed 1');
    expect(first!.input.bulletKeywords).toBe('pet bed foam mattress');
    expect(first!.input.bulletPoints).toHaveLength(5);
    expect(second).toMatchObject({ mainKeywordFrom: 'search-terms' });
    expect(second!.input.titleMainKeyword).toBe('memory foam dog bed');
    // The rows above the header and the other columns are kept for the result file.
    expect(parsed.grid[0]![0]).toBe('TemplateType=fptcustom');
    expect(parsed.grid[3]![AMAZON_HEADER.indexOf('standard_price')]).toBe('49.99');
  });

  it("takes Amazon's field-name row, not a label row above it that reads like a header", async () => {
    const labels = ['Product Type', 'SKU', 'Brand', 'Title', 'Bullet 1', 'Bullet 2', 'Bullet 3', 'Bullet 4', 'Bullet 5', 'Description', 'Search Terms', 'Price', 'Parentage'];
    for (const above of [labels, AMAZON_HEADER.map((h) => h.replace(/_/g, ' '))]) {
      const parsed = await parseListingFile({ bytes: utf8(csvText([['TemplateType=fptcustom'], above, AMAZON_HEADER, amazonRow(1)])), fileName: 'x.csv' });
      expect(parsed).toMatchObject({ layout: 'amazon', headerRow: 3, listings: 1, problems: [] });
    }
  });

  it('reads the Template sheet of an Amazon workbook behind its instruction sheets, and a main_keyword column when added', async () => {
    const header = [...AMAZON_HEADER, 'main_keyword'];
    const bytes = await xlsx([
      { name: 'Instructions', rows: [['How to fill in this template'], ['item_sku is your SKU']] },
      { name: 'Data Definitions', rows: [['Group Name', 'Field Name'], ['Basic', 'item_sku']] },
      { name: 'Template', rows: [AMAZON_SETTINGS_ROW, ['Seller SKU'], header, [...amazonRow(7), 'dog bed for large dogs']] },
      { name: 'Valid Values', rows: [['petbed']] },
    ]);
    const parsed = await parseListingFile({ bytes, fileName: 'PET_SUPPLIES.xlsm' });
    expect(parsed).toMatchObject({ layout: 'amazon', format: 'xlsx', sheetName: 'Template', headerRow: 3, listings: 1, fileMarketplace: 'UK' });
    expect(parsed.rows[0]).toMatchObject({ row: 4, sku: 'AMZ-7', marketplace: 'UK', mainKeywordFrom: 'column' });
    expect(parsed.rows[0]!.input.titleMainKeyword).toBe('dog bed for large dogs');
  });

  it("reads the newer Amazon templates' field names (contribution_sku#1.value, bullet_point[…]#3.value)", async () => {
    const m = '[marketplace_id=A1PA6795UKMFR9][language_tag=de_DE]';
    const header = ['contribution_sku#1.value', `item_name${m}#1.value`, ...[1, 2, 3, 4, 5].map((n) => `bullet_point${m}#${n}.value`), `product_description${m}#1.value`, `generic_keyword${m}#1.value`];
    const bytes = utf8(csvText([['settings=…'], header, ['SKU-9', 'Hundebett Orthopädisch, groß', 'a1', 'a2', 'a3', 'a4', 'a5', 'Beschreibung', 'hundebett, hundekissen']]));
    const parsed = await parseListingFile({ bytes, fileName: 'de.csv' });
    expect(parsed).toMatchObject({ layout: 'amazon', headerRow: 2, fileMarketplace: 'DE', problems: [] });
    expect(parsed.rows[0]).toMatchObject({ sku: 'SKU-9', marketplace: 'DE', mainKeywordFrom: 'search-terms' });
    expect(parsed.rows[0]!.input).toMatchObject({ title: 'Hundebett Orthopädisch, groß', bulletPoints: ['a1', 'a2', 'a3', 'a4', 'a5'], titleMainKeyword: 'hundebett', description: 'Beschreibung' });
  });
});

const AMAZON_SETTINGS_ROW = ['TemplateType=fptcustom', 'Version=2023.0101', 'primaryMarketplaceId=amzn1.mp.o.A1F83G8C2ARO7P'];

describe('bulk files: delimiters and encodings', () => {
  it('semicolons (a European Excel) with commas inside cells, and tabs', async () => {
    const rows = [LISTCRAFT_HEADER, listcraftRow(1, { title: 'Hundebett, orthopädisch, 90 x 70 cm' })];
    for (const delimiter of [';', '\t'] as const) {
      const parsed = await parseListingFile({ bytes: utf8(csvText(rows, delimiter)), fileName: 'x.csv' });
      expect(parsed.delimiter).toBe(delimiter);
      expect(parsed.rows[0]!.input.title).toBe('Hundebett, orthopädisch, 90 x 70 cm');
    }
  });

  it('UTF-8 with a BOM, UTF-16 (Excel "Unicode text") and Windows-1252 read alike', async () => {
    const text = csvText([LISTCRAFT_HEADER, listcraftRow(1, { title: 'Café Hundebett – größe L “Deluxe”' })], '\t');
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(utf16.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    const cp1252 = Uint8Array.from(text, (ch) => ({ '–': 0x96, '“': 0x93, '”': 0x94 })[ch] ?? ch.charCodeAt(0));
    const cases: [Uint8Array, string][] = [
      [utf8(`\uFEFF${text}`), 'utf-8-bom'],
      [utf16, 'utf-16le'],
      [cp1252, 'windows-1252'],
    ];
    for (const [bytes, encoding] of cases) {
      const parsed = await parseListingFile({ bytes, fileName: 'x.txt' });
      expect(parsed.encoding).toBe(encoding);
      expect(parsed.columns[0]).toBe('sku');
      expect(parsed.rows[0]!.input.title).toBe('Café Hundebett – größe L “Deluxe”');
    }
  });

  it('a quoted cell with line breaks stays one cell, and row numbers count records', async () => {
    const parsed = await parseListingFile({ bytes: utf8(csvText([LISTCRAFT_HEADER, listcraftRow(1, { description: 'Line one\r\nLine two\rthree' }), listcraftRow(2)])), fileName: 'x.csv' });
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(parsed.rows[0]!.input.description).toBe('Line one\r\nLine two\rthree');
  });
});

describe('bulk files: rows with problems are listed and left out; empty rows are skipped', () => {
  it('lists each problem with its row, column and a message, and keeps the good rows', async () => {
    const rows = [
      LISTCRAFT_HEADER,
      listcraftRow(1),
      LISTCRAFT_HEADER.map(() => ''),
      listcraftRow(3, { bullet_4: '', bullet_5: ' ' }),
      listcraftRow(4, { title: 'x'.repeat(1_001) }),
      listcraftRow(1, { title: 'Another bed' }),
      listcraftRow(6, { sku: '', marketplace: 'Mars' }),
      listcraftRow(7, { main_keyword: '' }),
      ['   ', '', ''],
      listcraftRow(9),
    ];
    const parsed = await parseListingFile({ bytes: utf8(csvText(rows)), fileName: 'x.csv' });
    expect(parsed.listings).toBe(7);
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 10]);
    expect(parsed.skipped).toEqual([
      { row: 3, reason: 'An empty row.' },
      { row: 9, reason: 'An empty row.' },
    ]);
    expect(problemsOf(parsed, 4)).toEqual([{ row: 4, column: 'bullet_1', severity: 'error', message: 'Fill in at least 5 bullet points' }]);
    expect(problemsOf(parsed, 5)).toEqual([{ row: 5, column: 'title', severity: 'error', message: 'Title must be at most 1,000 characters' }]);
    expect(problemsOf(parsed, 6)[0]).toMatchObject({ column: 'sku', message: 'SKU "DOG-BED-1" is also on row 2; each listing needs its own row and SKU.' });
    expect(problemsOf(parsed, 7).map((p) => p.column)).toEqual(['sku', 'marketplace']);
    expect(problemsOf(parsed, 7)[1]!.message).toMatch(/^"Mars" is not a marketplace Listcraft writes for\. Use one of US, CA/);
    expect(problemsOf(parsed, 8)).toEqual([{ row: 8, column: 'main_keyword', severity: 'error', message: 'Main keyword is required' }]);
  });

  it('an Amazon variation parent and a delete row are skipped with the reason, not errors', async () => {
    const parent = amazonRow(1, { parent_child: 'parent', bullet_point1: '', bullet_point2: '', bullet_point3: '', bullet_point4: '', bullet_point5: '' });
    const gone = [...amazonRow(2)];
    const header = [...AMAZON_HEADER, 'update_delete'];
    const parsed = await parseListingFile({ bytes: utf8(csvText([header, [...parent, ''], [...gone, 'Delete'], [...amazonRow(3), 'Update']])), fileName: 'x.csv' });
    expect(parsed.skipped.map((s) => s.row)).toEqual([2, 3]);
    expect(parsed.skipped[0]!.reason).toMatch(/variation parent/);
    expect(parsed.rows.map((r) => r.sku)).toEqual(['AMZ-3']);
    expect(parsed.problems).toEqual([]);
  });

  it('a cell longer than a spreadsheet cell can hold is a problem of its row', async () => {
    const header = [...LISTCRAFT_HEADER, 'notes'];
    const parsed = await parseListingFile({ bytes: utf8(csvText([header, [...listcraftRow(1), 'n'.repeat(40_000)], [...listcraftRow(2), 'ok']])), fileName: 'x.csv' });
    expect(problemsOf(parsed, 2)).toEqual([{ row: 2, column: 'notes', severity: 'error', message: 'This cell has 40,000 characters; a spreadsheet cell holds at most 32,767. Shorten it.' }]);
    expect(parsed.rows.map((r) => r.row)).toEqual([3]);
  });
});

describe('bulk files: formulas are never run, and markup is read as text or refused', () => {
  it('CSV cells that start like formulas (=, @, +SUM(, -2+3) stop their row; a bullet that starts with "- " does not', async () => {
    const rows = [
      LISTCRAFT_HEADER,
      listcraftRow(1, { title: '=HYPERLINK("http://evil.example","Click")' }),
      listcraftRow(2, { bullet_2: '@SUM(1+1)*cmd|" /C calc"!A0' }),
      listcraftRow(3, { bullet_3: '+SUM(A1:A9)' }),
      listcraftRow(4, { main_keyword: '-2+3' }),
      listcraftRow(5, { bullet_1: '- Soft memory foam', bullet_2: '+ 2 year warranty', bullet_3: '-10% lighter than before' }),
    ];
    const parsed = await parseListingFile({ bytes: utf8(csvText(rows)), fileName: 'x.csv' });
    expect(parsed.problems.map((p) => [p.row, p.column, p.severity])).toEqual([
      [2, 'title', 'error'],
      [3, 'bullet_2', 'error'],
      [4, 'bullet_3', 'error'],
      [5, 'main_keyword', 'error'],
    ]);
    expect(parsed.problems[0]!.message).toBe(
      'This cell starts like a spreadsheet formula (=HYPERLINK("http://evil.example","Click"…). Listcraft does not run formulas; if it is meant as text, reword the start.',
    );
    expect(parsed.rows.map((r) => r.row)).toEqual([6]);
    expect(parsed.rows[0]!.input.bulletPoints.slice(0, 3)).toEqual(['- Soft memory foam', '+ 2 year warranty', '-10% lighter than before']);
  });

  it('an XLSX formula in a field the optimizer reads stops the row; elsewhere its saved value is kept as text, with a warning', async () => {
    const header = [...LISTCRAFT_HEADER, 'price'];
    const withFormula = listcraftRow(1) as (string | { formula: string; result: string | number })[];
    withFormula[LISTCRAFT_HEADER.indexOf('title')] = { formula: 'CONCAT("Dog ","Bed")', result: 'Dog Bed' };
    const bytes = await xlsx([{ name: 'Listings', rows: [header, [...withFormula, '10'], [...listcraftRow(2), { formula: 'B2*2', result: 20 }]] }]);
    const parsed = await parseListingFile({ bytes, fileName: 'x.xlsx' });
    expect(problemsOf(parsed, 2)).toEqual([
      { row: 2, column: 'title', severity: 'error', message: 'This cell is a spreadsheet formula (=CONCAT("Dog ","Bed")). Listcraft never runs formulas: replace it with the text itself.' },
    ]);
    expect(problemsOf(parsed, 3)).toEqual([{ row: 3, column: 'price', severity: 'warning', message: expect.stringMatching(/saved value is kept as plain text/) }]);
    expect(parsed.rows.map((r) => r.row)).toEqual([3]);
    expect(parsed.grid[2]![header.indexOf('price')]).toBe('20');
  });

  it('formatting HTML (Amazon descriptions) is read as plain text with a warning; script and handlers stop the row', async () => {
    const rows = [
      AMAZON_HEADER,
      amazonRow(1, { product_description: '<p>Soft &amp; warm.<br>Machine washable.</p><ul><li>Large</li><li>Grey</li></ul>' }),
      amazonRow(2, { bullet_point2: 'Comfy <script>alert(1)</script>' }),
      amazonRow(3, { item_name: 'Dog bed <img src=x onerror=alert(1)>' }),
      amazonRow(4, { item_name: 'JavaScript: The Good Parts', bullet_point1: 'Fits onesie=newborn sizes, 3 < 5' }),
    ];
    const parsed = await parseListingFile({ bytes: utf8(csvText(rows)), fileName: 'x.csv' });
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 5]);
    expect(parsed.rows[0]!.input.description).toBe('Soft & warm.\nMachine washable.\nLarge\nGrey');
    expect(parsed.rows[1]!.input.title).toBe('JavaScript: The Good Parts');
    expect(parsed.grid[1]![AMAZON_HEADER.indexOf('product_description')]).toMatch(/^<p>Soft &amp; warm/);
    expect(parsed.problems.map((p) => [p.row, p.column, p.severity])).toEqual([
      [2, 'product_description', 'warning'],
      [3, 'bullet_point2', 'error'],
      [4, 'item_name', 'error'],
    ]);
  });
});
