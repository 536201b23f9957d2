import { openWorkbook, type Sheet, type SheetGrid } from '../../uploads/spreadsheet.js';
import { missingColumns, readHeader } from './layouts.js';
import { HEADER_SCAN_ROWS, MAX_FILLED_CELLS, MAX_GRID_CELLS, MAX_SHEET_ROWS, MAX_SHEET_SPAN, MAX_UNPACKED_BYTES } from './limits.js';
import { fileErrors } from './messages.js';

/** The first of a sheet's top rows that is a header of either layout (1-based), or 0. */
function headerRowOf(sheet: Sheet): number {
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, sheet.lastRow); r++) if (readHeader(sheet.row(r))) return r;
  return 0;
}

/** Amazon's own settings row above a template's header: `TemplateType=fptcustom …` or `settings=…`. */
const SETTINGS_CELL = /^\s*(?:TemplateType=|settings=)/i;

/**
 * How much a sheet's top rows look like the listing sheet: 3, a complete header under Amazon's
 * settings row (the upload sheet of a template, in any language); 2, a complete header; 1, a
 * header with columns missing (a Data Definitions sheet lists `item_sku` in a row of its own);
 * 0, none.
 */
function listingSheetRank(sheet: Sheet): number {
  let rank = 0;
  let settings = false;
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, sheet.lastRow); r++) {
    const cells = sheet.row(r);
    const map = readHeader(cells);
    if (map) rank = Math.max(rank, missingColumns(map).length === 0 ? (settings ? 3 : 2) : 1);
    if (cells.some((cell) => SETTINGS_CELL.test(cell))) settings = true;
  }
  return rank;
}

/**
 * The sheet with the listings, chosen by its header rows, never by its name: Amazon's workbooks
 * keep the listings behind instruction, example and data-definition sheets, and a localised one
 * names its sheets "Vorlage", "Modèle" or "テンプレート". The best-ranked sheet wins, the first of
 * equals; with no header anywhere, the first sheet holding values (whose first row names the
 * columns found, for the refusal).
 */
function listingSheet(workbook: readonly Sheet[]): Sheet {
  const sheets = workbook.filter((s) => !s.veryHidden);
  let best: { sheet: Sheet; rank: number } | null = null;
  for (const sheet of sheets) {
    const rank = listingSheetRank(sheet);
    if (rank > 0 && (!best || rank > best.rank)) best = { sheet, rank };
  }
  const found = best?.sheet ?? sheets.find((s) => s.rowsWithValues > 0);
  if (!found) throw fileErrors.noSheet();
  return found;
}

/** An XLSX (or .xlsm) workbook's listing sheet into rows of text cells, noting the formulas. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetGrid & { sheetName: string }> {
  const workbook = await openWorkbook(bytes, {
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
    maxFilledCells: MAX_FILLED_CELLS,
    bounds: { maxRows: MAX_SHEET_SPAN, maxCells: MAX_GRID_CELLS },
    tooLargeUnpacked: fileErrors.tooLargeUnpacked,
    unreadable: fileErrors.badWorkbook,
    tooLargeSheet: (overflow) => (overflow.kind === 'rows' ? fileErrors.valueFarBelow(overflow.row, overflow.cell) : fileErrors.tooManyCells(overflow.rows, overflow.columns)),
  });
  const sheet = listingSheet(workbook);
  // Refused before the cells are read: a sheet of 10,001 rows is counted, not built.
  if (sheet.rowsWithValues > MAX_SHEET_ROWS) throw fileErrors.tooManyListings(countListings(sheet));
  // No unescaping here: result workbooks hold text as text (write-sheet.ts), only CSVs carry the `'`.
  return { ...sheet.grid(), sheetName: sheet.name };
}

/** Non-empty rows under the header (the first HEADER_SCAN_ROWS rows holding a header of either layout). */
function countListings(sheet: Sheet): number {
  const header = headerRowOf(sheet);
  let count = 0;
  sheet.eachRow((number, cells) => {
    if (number > header && cells.some((cell) => cell.trim())) count++;
  });
  return count;
}
