import ExcelJS from 'exceljs';
import { listcraftTemplate, MAX_LISTINGS, parseListingFile, writeResultFile, type BulkRowResult, type ParsedListingFile } from '../src/server/bulk-jobs/files/index.js';

/**
 * Time to read and write a full bulk file (issue 14): 1,000 listings of realistic length in
 * Listcraft's template (CSV and XLSX) and in an Amazon flat file (tab-separated text, and an
 * XLSX whose Template sheet sits behind an Instructions sheet and carries 60 other columns), then
 * the result file of each with every row optimized.
 *   node --import tsx bench/bulk-files.ts [--runs=5]
 * Each figure is the median of the runs; the first run warms the JIT and is not counted.
 */

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const words = 'soft memory foam orthopedic washable cover non slip base large dogs joints support durable stitching machine washable grey bolster'.split(' ');
const sentence = (n: number, seed: number) => Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ');

function listcraftRows(): string[][] {
  const header = listcraftHeader();
  return [header, ...Array.from({ length: MAX_LISTINGS }, (_, i) => [
    `SKU-${i}`, 'US', `Acme ${sentence(22, i)}`.slice(0, 190),
    ...Array.from({ length: 5 }, (_, b) => `${sentence(3, i + b).toUpperCase()}: ${sentence(60, i * 5 + b)}`.slice(0, 400)), '',
    sentence(300, i).slice(0, 1_800), 'orthopedic dog bed', 'large dog bed, washable dog bed', 'memory foam, non slip', sentence(30, i).slice(0, 240),
  ])];
}
function listcraftHeader(): string[] {
  return ['sku', 'marketplace', 'title', 'bullet_1', 'bullet_2', 'bullet_3', 'bullet_4', 'bullet_5', 'bullet_6', 'description', 'main_keyword', 'secondary_keywords', 'bullet_keywords', 'search_terms'];
}

const OTHER = Array.from({ length: 60 }, (_, i) => `attribute_${i}`);
function amazonRows(): string[][] {
  const header = ['feed_product_type', 'item_sku', 'brand_name', 'item_name', 'bullet_point1', 'bullet_point2', 'bullet_point3', 'bullet_point4', 'bullet_point5', 'product_description', 'generic_keywords', ...OTHER];
  const rows = listcraftRows().slice(1);
  return [
    ['TemplateType=fptcustom', 'Version=2021.1014', 'TemplateSignature=UEVUX0JFRA==', 'The top 3 rows are for Amazon use only.'],
    header.map((h) => h.replace(/_/g, ' ')),
    header,
    ...rows.map((r) => ['petbed', r[0]!, 'Acme', r[2]!, ...r.slice(3, 8), r[9]!, r[13]!, ...OTHER.map((_, i) => (i % 3 ? '' : `value ${i}`))]),
  ];
}

const csv = (rows: string[][], delimiter: string) =>
  new TextEncoder().encode(rows.map((r) => r.map((c) => (/["\r\n]/.test(c) || c.includes(delimiter) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter)).join('\r\n'));

async function workbook(sheets: [string, string[][]][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) book.addWorksheet(name).addRows(rows);
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  let value = await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    value = await run();
    times.push(performance.now() - start);
  }
  return { ms: median(times), value };
}

const results = (parsed: ParsedListingFile): BulkRowResult[] =>
  parsed.rows.map((r) => ({
    row: r.row,
    status: 'optimized',
    listing: { optimized_titles: [`${r.input.title} new`], optimized_bullet_points: r.input.bulletPoints.map((b) => `${b} new`), product_description: 'New description.', backend_search_terms: 'new terms' },
    scoreBefore: 50,
    scoreAfter: 90,
    changes: ['Title: main keyword first'],
  }));

const files: [string, Uint8Array, string][] = [
  ['Listcraft CSV', csv(listcraftRows(), ','), 'listings.csv'],
  ['Listcraft XLSX', await workbook([['Listings', listcraftRows()]]), 'listings.xlsx'],
  ['Amazon text (tab)', csv(amazonRows(), '\t'), 'Flat.File.txt'],
  ['Amazon XLSX (Template sheet, 71 columns)', await workbook([['Instructions', [['Read me']]], ['Template', amazonRows()]]), 'PET.xlsm'],
];

console.log(`Bulk files, ${MAX_LISTINGS} listings, median of ${runs} runs (Node ${process.version})`);
for (const [name, bytes, fileName] of files) {
  const parsed = await time(() => parseListingFile({ bytes, fileName }));
  if (parsed.value.rows.length !== MAX_LISTINGS) throw new Error(`${name}: ${parsed.value.rows.length} valid rows, ${JSON.stringify(parsed.value.problems.slice(0, 3))}`);
  const asCsv = await time(() => writeResultFile({ parsed: parsed.value, results: results(parsed.value), format: 'csv' }));
  const asXlsx = await time(() => writeResultFile({ parsed: parsed.value, results: results(parsed.value), format: 'xlsx' }));
  console.log(
    `${name.padEnd(42)} ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB  parse ${parsed.ms.toFixed(0).padStart(5)} ms  result CSV ${asCsv.ms.toFixed(0).padStart(5)} ms  result XLSX ${asXlsx.ms.toFixed(0).padStart(5)} ms`,
  );
}
const template = await time(() => listcraftTemplate('xlsx'));
console.log(`Template XLSX ${template.ms.toFixed(0)} ms`);
