import { LISTCRAFT_COLUMNS } from './layouts.js';
import { MAX_LISTINGS } from './limits.js';
import type { ListingFileFormat, ResultFile } from './types.js';
import { CONTENT_TYPES, csvBytes, xlsxBytes } from './write-sheet.js';

/**
 * Listcraft's bulk template: the header row of its layout (layouts.ts). The XLSX has a second
 * sheet that explains each column; a note row on the listing sheet would be read as a listing.
 */
export async function listcraftTemplate(format: ListingFileFormat): Promise<ResultFile> {
  const header = LISTCRAFT_COLUMNS.map((c) => c.name);
  if (format === 'csv') return { bytes: csvBytes([header]), fileName: 'listcraft-bulk-template.csv', contentType: CONTENT_TYPES.csv };
  const notes = [
    ['Column', 'Required', 'What to put in it'],
    ...LISTCRAFT_COLUMNS.map((c) => [c.name, c.required ? 'yes' : 'no', c.note]),
    [],
    [`One listing per row on the Listings sheet, at most ${MAX_LISTINGS.toLocaleString('en-US')} per file. Keep the header row as it is.`],
    ["Amazon listing files (item_sku, item_name, bullet_point1…5, product_description, generic_keywords) are read too; add a main_keyword column to choose each title's main keyword."],
    ['Cells are read as text: formulas are not run, and a row with a formula in a field Listcraft reads is listed as an error, not optimized.'],
  ];
  const bytes = await xlsxBytes([
    { name: 'Listings', rows: [header], headerRow: 1, columnWidths: header.map((name) => (name.startsWith('bullet') || name === 'title' || name === 'description' ? 40 : 18)) },
    { name: 'Notes', rows: notes, headerRow: 1, columnWidths: [20, 10, 100] },
  ]);
  return { bytes, fileName: 'listcraft-bulk-template.xlsx', contentType: CONTENT_TYPES.xlsx };
}
