import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { KEYWORD_BANK_LIMITS } from '../../src/contract/keyword-banks.js';
import { cleanPhrase, parseVolume } from '../../src/server/keyword-banks/import/cells.js';
import { declaredUnpackedBytes, MAX_UNPACKED_BYTES, parseKeywordFile, parseKeywordText } from '../../src/server/keyword-banks/import/parse.js';
import { AppError } from '../../src/server/http/errors.js';

const FIXTURES = new URL('../fixtures/keyword-exports/', import.meta.url);
const fixture = (name: string) => ({ name, bytes: new Uint8Array(fs.readFileSync(new URL(name, FIXTURES))) });
const volumeOf = (parsed: { keywords: { phrase: string; volume: number | null }[] }, phrase: string) => parsed.keywords.find((k) => k.phrase === phrase)?.volume;

async function refusal(run: () => unknown): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('reading keyword exports', () => {
  it('Helium 10 Cerebro: BOM, CRLF, quoted cells, thousands separators, "-" volumes', async () => {
    const parsed = await parseKeywordFile(fixture('helium10-cerebro.csv'));
    expect(parsed.format).toBe('helium10-cerebro');
    expect(parsed.columns).toEqual(['Keyword Phrase', 'Search Volume']);
    expect(parsed.rows).toBe(30);
    expect(parsed.keywords[0]).toEqual({ row: 2, phrase: 'orthopedic dog bed', volume: 48213 });
    expect(volumeOf(parsed, 'dog bed')).toBe(310544);
    expect(volumeOf(parsed, 'Dog Bed')).toBeNull();
    expect(parsed.skipped).toHaveLength(2); // a formula and an HTML cell, below
  });

  it('skips a formula and HTML with the reason, rather than making search terms of them', async () => {
    const parsed = await parseKeywordFile(fixture('helium10-cerebro.csv'));
    const phrases = parsed.keywords.map((k) => k.phrase);
    expect(phrases.some((p) => p.includes('HYPERLINK') || p.includes('<b>'))).toBe(false);
    expect(parsed.skipped.map((s) => s.reason).sort()).toEqual([
      'Not a search term: it holds markup or code characters (< > { } [ ] | \\ ^ ` ~).',
      'Not a search term: it is a spreadsheet formula.',
    ]);
    const pasted = parseKeywordText("Keyword\tSearch Volume\r\n=cmd|' /C calc'!A0\t100\r\n<script>alert(1)</script>\t50\r\nyoga mat\t412,000\r\n");
    expect(pasted.keywords.map((k) => k.phrase)).toEqual(['yoga mat']);
    expect(pasted.skipped.map((s) => s.row)).toEqual([2, 3]);
  });

  it('reads a pasted table row that lost its tab as a keyword and its volume', () => {
    const parsed = parseKeywordText('Keyword\tSearch Volume\r\nyoga mat\t412,000\r\nnon slip yoga mat,52,300\r\npilates mat\tN/A\r\n');
    expect(parsed.keywords.map(({ phrase, volume }) => ({ phrase, volume }))).toEqual([
      { phrase: 'yoga mat', volume: 412000 },
      { phrase: 'non slip yoga mat', volume: 52300 },
      { phrase: 'pilates mat', volume: null },
    ]);
  });

  it('Helium 10 Magnet', async () => {
    const parsed = await parseKeywordFile(fixture('helium10-magnet.csv'));
    expect(parsed).toMatchObject({ format: 'helium10-magnet', columns: ['Keyword Phrase', 'Search Volume'], rows: 25 });
    expect(parsed.keywords[0]).toEqual({ row: 2, phrase: 'dog beds for large dogs', volume: 121870 });
  });

  it('Jungle Scout: the exact-match volume, not the broad one', async () => {
    const parsed = await parseKeywordFile(fixture('jungle-scout.csv'));
    expect(parsed).toMatchObject({ format: 'jungle-scout', columns: ['Keyword', 'Exact Match Search Volume (30 days)'], rows: 24 });
    expect(volumeOf(parsed, 'dog bed')).toBe(310544);
  });

  it('DataDive', async () => {
    const parsed = await parseKeywordFile(fixture('datadive.csv'));
    expect(parsed).toMatchObject({ format: 'datadive', columns: ['Search Terms', 'Search Volume'], rows: 26 });
    expect(volumeOf(parsed, 'memory foam dog bed')).toBe(36410);
  });

  it('Brand Analytics Search Query Performance, under its metadata line', async () => {
    const parsed = await parseKeywordFile(fixture('brand-analytics-sqp.csv'));
    expect(parsed).toMatchObject({ format: 'brand-analytics', columns: ['Search Query', 'Search Query Volume'], rows: 25 });
    expect(parsed.keywords[0]).toEqual({ row: 3, phrase: 'orthopedic dog bed', volume: 12053 });
  });

  it('Brand Analytics Search Terms: a rank is not a volume', () => {
    const parsed = parseKeywordText(
      'Marketplace=[United States],Reporting Range=[Weekly],Viewing=[11/08/26 - 11/14/26]\nDepartment,Search Term,Search Frequency Rank,#1 Clicked ASIN\nAmazon.com,dog bed,412,B08XYZ1234\n',
    );
    expect(parsed).toMatchObject({ format: 'brand-analytics', keywords: [{ phrase: 'dog bed', volume: null }] });
  });

  it('a generic table pasted from a spreadsheet (tabs)', async () => {
    const parsed = await parseKeywordFile(fixture('generic-table.tsv'));
    expect(parsed).toMatchObject({ format: 'generic-table', columns: ['Keyword', 'Search Volume'], rows: 22 });
    expect(volumeOf(parsed, 'memory foam dog bed')).toBe(36410);
  });

  it('a plain list: one keyword per line, a volume after a comma or a tab, CRLF', async () => {
    const parsed = await parseKeywordFile(fixture('plain-list.txt'));
    expect(parsed).toMatchObject({ format: 'plain-list', columns: [], rows: 22 });
    expect(parsed.keywords.slice(0, 3)).toEqual([
      { row: 1, phrase: 'orthopedic dog bed', volume: null },
      { row: 2, phrase: 'dog bed', volume: 310544 },
      { row: 3, phrase: 'dog beds for large dogs', volume: 121870 },
    ]);
    expect(parsed.keywords.every((k) => !/[\r\n\t]/.test(k.phrase))).toBe(true);
  });

  it('a pasted bulleted list with commas inside keywords', () => {
    const parsed = parseKeywordText('- dog bed, large\r\n• calming dog bed; 88 950\r\n1. "cooling, washable dog bed", -\r\n');
    expect(parsed.keywords.map(({ phrase, volume }) => ({ phrase, volume }))).toEqual([
      { phrase: 'dog bed, large', volume: null },
      { phrase: 'calming dog bed', volume: 88950 },
      { phrase: 'cooling, washable dog bed', volume: null },
    ]);
  });

  it('XLSX: the first sheet, numbers, saved formula results and Excel’s text apostrophe', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cerebro');
    sheet.addRow(['Keyword Phrase', 'Cerebro IQ Score', 'Search Volume', 'Competing Products']);
    sheet.addRow(['dog bed', 839, 310544, 23513]);
    sheet.addRow(["'+1 dog bed", 12, '1,200', 100]);
    sheet.addRow([{ richText: [{ text: 'calming ' }, { text: 'dog bed' }] }, 10, { formula: 'SUM(1,2)', result: 88950 }, 5]);
    sheet.addRow(['=cmd|/c calc', 1, '-', 1]);
    workbook.addWorksheet('Notes').addRow(['not read']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const parsed = await parseKeywordFile({ name: 'Cerebro export.xlsx', bytes });
    expect(parsed).toMatchObject({ format: 'helium10-cerebro', rows: 4 });
    expect(parsed.keywords.map(({ phrase, volume }) => ({ phrase, volume }))).toEqual([
      { phrase: 'dog bed', volume: 310544 },
      { phrase: '+1 dog bed', volume: 1200 },
      { phrase: 'calming dog bed', volume: 88950 },
    ]);
  });

  it('reports rows it could not use, with the reason', () => {
    const long = 'x'.repeat(KEYWORD_BANK_LIMITS.phrase + 1);
    const parsed = parseKeywordText(`Keyword,Search Volume\ndog bed,100\n,200\n${long},5\n!!!,7\n`);
    expect(parsed.keywords).toHaveLength(1);
    expect(parsed.skipped).toEqual([
      { row: 3, reason: 'No keyword in this row.' },
      { row: 4, reason: `The keyword is longer than ${KEYWORD_BANK_LIMITS.phrase} characters.` },
      { row: 5, reason: 'The keyword has no letters or digits.' },
    ]);
  });

  it('names the columns it found when it knows none of them', async () => {
    const error = await refusal(() => parseKeywordText('Term,Count,CPC\ndog bed,100,0.5\n'));
    expect(error.status).toBe(400);
    expect(error.message).toContain('The columns found were: "Term", "Count", "CPC"');
    expect(error.details).toEqual({ columns: ['Term', 'Count', 'CPC'] });
  });

  it('refuses a file over the size limit, too many rows, and a non-workbook named .xlsx', async () => {
    const big = await refusal(() => parseKeywordFile({ name: 'a.csv', bytes: new Uint8Array(KEYWORD_BANK_LIMITS.fileBytes + 1) }));
    expect(big.status).toBe(413);
    expect(big.message).toMatch(/larger than 5 MB/);

    const rows = ['Keyword,Search Volume', ...Array.from({ length: KEYWORD_BANK_LIMITS.rows + 1 }, (_, i) => `keyword ${i},${i}`)].join('\n');
    const many = await refusal(() => parseKeywordText(rows));
    expect(many.message).toBe('This import has 10,001 keyword rows; one import takes at most 10,000. Split it into smaller files, or remove the lowest-volume rows first.');

    const fake = await refusal(() => parseKeywordFile({ name: 'keywords.xlsx', bytes: new TextEncoder().encode('Keyword\ndog bed\n') }));
    expect(fake.status).toBe(415);
    expect(fake.message).toMatch(/named \.xlsx but is not an Excel workbook/);

    const damaged = await refusal(() => parseKeywordFile({ name: 'k.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }));
    expect(damaged.message).toMatch(/could not be read/);

    const binary = await refusal(() => parseKeywordFile({ name: 'photo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) }));
    expect(binary.status).toBe(415);
  });

  it('refuses a workbook that would unpack to far more than any export (a zip bomb) before unpacking it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Keyword', 'Search Volume']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const declared = declaredUnpackedBytes(bytes);
    expect(declared).toBeGreaterThan(1000);
    expect(declared).toBeLessThan(MAX_UNPACKED_BYTES);
    // Rewrite the first central-directory entry's declared size, as a crafted bomb would carry it.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = bytes.byteLength - 22;
    while (view.getUint32(at, true) !== 0x06054b50) at--;
    view.setUint32(view.getUint32(at + 16, true) + 24, MAX_UNPACKED_BYTES + 1, true);
    const bomb = await refusal(() => parseKeywordFile({ name: 'bomb.xlsx', bytes }));
    expect(bomb.message).toMatch(/far larger once unpacked than a keyword export/);
  });

  it('reads UTF-16 and Windows-1252 text exports', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('Keyword\tSearch Volume\r\ncafé mat\t1,234\r\n', 'utf16le'))]);
    expect((await parseKeywordFile({ name: 'k.txt', bytes: utf16 })).keywords).toEqual([{ row: 2, phrase: 'café mat', volume: 1234 }]);
    const latin1 = new Uint8Array(Buffer.from('Keyword,Volume\ncaf\xe9 mat,12\n', 'latin1'));
    expect((await parseKeywordFile({ name: 'k.csv', bytes: latin1 })).keywords[0]?.phrase).toBe('café mat');
  });
});

describe('cells', () => {
  it('volumes: separators, marks and unknowns', () => {
    expect(parseVolume('12,345')).toBe(12345);
    expect(parseVolume('12 345')).toBe(12345);
    expect(parseVolume('1,234,567')).toBe(1234567);
    expect(parseVolume('>1000')).toBe(1000);
    expect(parseVolume(1234.6)).toBe(1235);
    for (const unknown of ['', '-', '—', 'N/A', 'lots', '12,34', -5]) expect(parseVolume(unknown)).toBeNull();
  });

  it('phrases: spacing, controls, lone surrogates and the text apostrophe', () => {
    expect(cleanPhrase('  dog\u00A0\u00A0bed \n')).toBe('dog bed');
    expect(cleanPhrase("'=1+1")).toBe('=1+1');
    expect(cleanPhrase('dog\u0000bed')).toBe('dog bed');
    expect(cleanPhrase('dog \uD800bed')).toBe('dog \uFFFDbed');
    expect(cleanPhrase('🐶 bed')).toBe('🐶 bed');
  });
});
