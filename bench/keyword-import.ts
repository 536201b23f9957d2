import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { KEYWORD_BANK_LIMITS } from '../src/contract/keyword-banks.js';
import { mergeKeywords } from '../src/rules/keyword-bank/merge.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { parseKeywordFile } from '../src/server/keyword-banks/import/parse.js';
import { createBank, importKeywords } from '../src/server/keyword-banks/keyword-bank-store.js';

/**
 * Time to import a 10,000-row keyword export (issue 13, target under 1 s): a Cerebro-style CSV
 * with every column Cerebro writes, generated the same way on every run (seeded), parsed and
 * merged in process, then stored into an empty bank on a file-backed embedded database (PGlite,
 * as `npm start` runs it) and imported a second time (every row merges into an existing one).
 *   node --import tsx bench/keyword-import.ts [--runs=5]
 * Each figure is the median of the runs; the first run warms the JIT and is not counted.
 */

const HEADER = [
  'Keyword Phrase', 'ABA Total Click Share', 'ABA Total Conv. Share', 'Keyword Sales', 'Cerebro IQ Score', 'Search Volume', 'Search Volume Trend',
  'H10 PPC Sugg. Bid', 'H10 PPC Sugg. Min Bid', 'H10 PPC Sugg. Max Bid', 'Sponsored ASINs', 'Competing Products', 'CPR', 'Title Density',
  'Amazon Recommended', 'Sponsored', 'Organic', 'Sponsored Rank (avg)', 'Organic Rank (avg)', 'B08XYZ1234', 'B07ABC9876',
];
const HEADS = ['dog bed', 'dog beds', 'orthopedic dog bed', 'calming dog bed', 'cat tree', 'pet bed', 'dog crate pad', 'puppy bed', 'dog couch', 'dog mat'];
const MODIFIERS = ['large', 'small', 'medium', 'xl', 'washable', 'waterproof', 'memory foam', 'cooling', 'elevated', 'bolster', 'donut', 'chew proof', 'for large dogs', 'for small dogs', 'with removable cover', 'grey', 'brown', 'round', 'rectangle', 'outdoor'];

/** A deterministic pseudo-random stream (mulberry32), so every run measures the same file. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `rows` keyword rows; about one in ten is a case or plural variant of an earlier one, as real exports have. */
export function cerebroRows(rows = KEYWORD_BANK_LIMITS.rows, seed = 13): string[][] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const out: string[][] = [];
  for (let i = 0; i < rows; i++) {
    const phrase = i > 0 && next() < 0.1 ? out[Math.floor(next() * out.length)]![0]!.toUpperCase() : `${pick(MODIFIERS)} ${pick(HEADS)} ${pick(MODIFIERS)} ${i}`;
    const volume = next() < 0.03 ? '-' : Math.floor(next() ** 3 * 300_000).toLocaleString('en-US');
    out.push([
      phrase, `${(next() * 40).toFixed(2)}%`, `${(next() * 40).toFixed(2)}%`, String(Math.floor(next() * 4000)), String(Math.floor(next() * 900)), volume,
      `${Math.floor(next() * 90 - 30)}%`, `$${(next() * 3).toFixed(2)}`, `$${(next() * 1).toFixed(2)}`, `$${(next() * 5).toFixed(2)}`, String(Math.floor(next() * 300)),
      Math.floor(next() * 40_000).toLocaleString('en-US'), String(Math.floor(next() * 60)), String(Math.floor(next() * 40)), '', next() < 0.5 ? 'Y' : '', 'Y',
      String(Math.floor(next() * 60)), String(Math.floor(next() * 300)), String(Math.floor(next() * 300)), String(Math.floor(next() * 300)),
    ]);
  }
  return out;
}

export function cerebroCsv(rows = KEYWORD_BANK_LIMITS.rows): Uint8Array {
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const lines = [HEADER, ...cerebroRows(rows)].map((row) => row.map(quote).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

export async function cerebroXlsx(rows = KEYWORD_BANK_LIMITS.rows): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cerebro');
  sheet.addRow(HEADER);
  for (const row of cerebroRows(rows)) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export interface KeywordImportFigures {
  rows: number;
  csvBytes: number;
  /** Reading the CSV into keywords (papaparse, header detection, cell cleaning). */
  parseMs: number;
  /** Grouping the variants (mergeKeywords). */
  mergeMs: number;
  /** Reading the same rows from an XLSX (exceljs), for comparison. */
  xlsxParseMs: number;
  /** Storing into an empty bank on PGlite: the merge, one transaction with one upsert, the bank read back. */
  storeMs: number;
  /** Importing the same file again: every row merges into an existing keyword. */
  reimportMs: number;
  /** parse + store: the server time of one upload. */
  totalMs: number;
  keywords: number;
}

/** The figures `npm run bench:keywords` reports for the import (the median of `runs`, after a warm-up). */
export async function measureKeywordImport(runs = 5): Promise<KeywordImportFigures> {
  const csv = cerebroCsv();
  const xlsx = await cerebroXlsx();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-kw-bench-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrateToLatest(database.db);
    const userId = crypto.randomUUID();
    const now = new Date();
    await database.db.insertInto('users').values({ id: userId, name: 'Bench', email: `${userId}@example.com`, image: null, display_name: null, created_at: now, updated_at: now }).execute();

    const parse: number[] = [];
    const merge: number[] = [];
    const xlsxParse: number[] = [];
    const store: number[] = [];
    const reimport: number[] = [];
    let keywords = 0;
    for (let run = 0; run <= runs; run++) {
      let start = process.hrtime.bigint();
      const parsed = await parseKeywordFile({ name: 'cerebro.csv', bytes: csv });
      const parseMs = ms(start);
      start = process.hrtime.bigint();
      mergeKeywords(parsed.keywords.map((k) => ({ ...k, priority: 'normal' as const })));
      const mergeMs = ms(start);
      start = process.hrtime.bigint();
      await parseKeywordFile({ name: 'cerebro.xlsx', bytes: xlsx });
      const xlsxMs = ms(start);

      const bank = await createBank(database.db, userId, `Bench ${run}`, new Date());
      start = process.hrtime.bigint();
      const first = await importKeywords(database.db, { userId, bankId: bank.id, parsed, source: 'cerebro.csv', now: new Date() });
      const storeMs = ms(start);
      start = process.hrtime.bigint();
      await importKeywords(database.db, { userId, bankId: bank.id, parsed, source: 'cerebro.csv', now: new Date() });
      const reimportMs = ms(start);
      keywords = first.bank.keyword_count;
      if (run === 0) continue; // warm-up
      parse.push(parseMs);
      merge.push(mergeMs);
      xlsxParse.push(xlsxMs);
      store.push(storeMs);
      reimport.push(reimportMs);
    }
    const parseMs = median(parse);
    const storeMs = median(store);
    return {
      rows: KEYWORD_BANK_LIMITS.rows,
      csvBytes: csv.byteLength,
      parseMs,
      mergeMs: median(merge),
      xlsxParseMs: median(xlsxParse),
      storeMs,
      reimportMs: median(reimport),
      totalMs: median(parse.map((p, i) => p + store[i]!)),
      keywords,
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
  const f = await measureKeywordImport(runs);
  const r = (n: number) => `${Math.round(n)} ms`;
  console.log(`Keyword import, ${f.rows.toLocaleString('en-US')}-row Cerebro-style export (${(f.csvBytes / 1024 / 1024).toFixed(1)} MB CSV), median of ${runs} runs:`);
  console.log(`  parse CSV            ${r(f.parseMs)}`);
  console.log(`  merge variants       ${r(f.mergeMs)}  (${f.keywords.toLocaleString('en-US')} keywords after merging)`);
  console.log(`  store on PGlite      ${r(f.storeMs)}  (merge, one transaction, one upsert, bank read back)`);
  console.log(`  parse + store        ${r(f.totalMs)}  (target under 1,000 ms)`);
  console.log(`  re-import (merge)    ${r(f.reimportMs)}`);
  console.log(`  parse XLSX (same)    ${r(f.xlsxParseMs)}`);
}
