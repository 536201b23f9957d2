import ExcelJS from 'exceljs';
import { AppError } from '../../src/server/http/errors.js';

/** Bulk listing files built in the tests, so every fixture says what it holds. */

export const LISTCRAFT_HEADER = [
  'sku',
  'marketplace',
  'title',
  'bullet_1',
  'bullet_2',
  'bullet_3',
  'bullet_4',
  'bullet_5',
  'bullet_6',
  'description',
  'main_keyword',
  'secondary_keywords',
  'bullet_keywords',
  'search_terms',
];

/** A valid Listcraft row; `over` replaces cells by column name. */
export function listcraftRow(n: number, over: Record<string, string> = {}): string[] {
  const base: Record<string, string> = {
    sku: `DOG-BED-${n}`,
    marketplace: 'US',
    title: `Acme Orthopedic Dog Bed ${n}, Large, Washable Cover`,
    bullet_1: 'MEMORY FOAM: 4 inch orthopedic foam supports joints',
    bullet_2: 'WASHABLE: the zip cover goes in the machine',
    bullet_3: 'NON SLIP: rubber base keeps the bed in place',
    bullet_4: 'SIZE: 36 x 27 inches, for dogs up to 70 lb',
    bullet_5: 'WARRANTY: two years, no questions asked',
    bullet_6: '',
    description: 'A supportive bed for older dogs.',
    main_keyword: 'orthopedic dog bed',
    secondary_keywords: 'large dog bed, washable dog bed',
    bullet_keywords: 'memory foam, non slip',
    search_terms: 'pet bed foam',
    ...over,
  };
  return LISTCRAFT_HEADER.map((name) => base[name] ?? '');
}

export const AMAZON_SETTINGS = [
  'TemplateType=fptcustom',
  'Version=2021.1014',
  'TemplateSignature=UEVUX0JFRA==',
  'settings=contentLanguageTag=en_US&feedType=113&headerLanguageTag=en_US&primaryMarketplaceId=amzn1.mp.o.ATVPDKIKX0DER',
  'The top 3 rows are for Amazon use only. Do not modify or delete the top 3 rows.',
];
export const AMAZON_LABELS = ['Product Type', 'Seller SKU', 'Brand Name', 'Product Name', 'Bullet Point', 'Bullet Point', 'Bullet Point', 'Bullet Point', 'Bullet Point', 'Product Description', 'Search Terms', 'Standard Price', 'Parentage'];
export const AMAZON_HEADER = [
  'feed_product_type',
  'item_sku',
  'brand_name',
  'item_name',
  'bullet_point1',
  'bullet_point2',
  'bullet_point3',
  'bullet_point4',
  'bullet_point5',
  'product_description',
  'generic_keywords',
  'standard_price',
  'parent_child',
];

export function amazonRow(n: number, over: Record<string, string> = {}): string[] {
  const base: Record<string, string> = {
    feed_product_type: 'petbed',
    item_sku: `AMZ-${n}`,
    brand_name: 'Acme',
    item_name: `Acme Orthopedic Dog Bed ${n}, Large – Washable`,
    bullet_point1: 'MEMORY FOAM: 4 inch orthopedic foam supports joints',
    bullet_point2: 'WASHABLE: the zip cover goes in the machine',
    bullet_point3: 'NON SLIP: rubber base keeps the bed in place',
    bullet_point4: 'SIZE: 36 x 27 inches, for dogs up to 70 lb',
    bullet_point5: 'WARRANTY: two years, no questions asked',
    product_description: 'A supportive bed for older dogs.',
    generic_keywords: 'pet bed foam mattress',
    standard_price: '49.99',
    parent_child: 'child',
    ...over,
  };
  return AMAZON_HEADER.map((name) => base[name] ?? '');
}

export const amazonSheet = (rows: string[][]) => [AMAZON_SETTINGS, AMAZON_LABELS, AMAZON_HEADER, ...rows];

const quote = (cell: string, delimiter: string) => (/["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A CSV the way spreadsheets write one (only the cells that need it quoted). */
export function csvText(rows: readonly (readonly string[])[], delimiter = ',', newline = '\r\n'): string {
  return rows.map((row) => row.map((cell) => quote(cell, delimiter)).join(delimiter)).join(newline) + newline;
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

export type XlsxCell = string | number | { formula: string; result?: string | number };

/** A workbook whose sheets hold the rows given; formulas are stored as formulas with their saved result. */
export async function xlsx(sheets: { name: string; rows: readonly (readonly XlsxCell[])[] }[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow(row.map((cell) => (typeof cell === 'object' ? { formula: cell.formula, result: cell.result } : cell)));
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The rows of a workbook's sheet as text (exceljs directly, not the code under test). */
export async function sheetRows(bytes: Uint8Array, name?: string): Promise<{ names: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = name ? workbook.getWorksheet(name)! : workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    while (rows.length < number - 1) rows.push([]);
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(Array.from(values, (v) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v))));
  });
  return { names: workbook.worksheets.map((s) => s.name), rows };
}

export async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

/** A zip of empty, stored entries: enough for a sniffer that reads the central directory. */
export function zipOf(names: readonly string[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const name of names) {
    const bytes = encoder.encode(name);
    const local = new Uint8Array(30 + bytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(26, bytes.length, true);
    local.set(bytes, 30);
    const central = new Uint8Array(46 + bytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(28, bytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(bytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, names.length, true);
  ev.setUint16(10, names.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}
