import { openWorkbook, type Sheet, type SheetGrid } from '../../uploads/spreadsheet.js';
import { readHeader } from './layouts.js';
import { HEADER_SCAN_ROWS, MAX_FILLED_CELLS, MAX_GRID_CELLS, MAX_SHEET_ROWS, MAX_SHEET_SPAN, MAX_UNPACKED_BYTES } from './limits.js';
import { fileErrors } from './messages.js';

/** The first of a sheet's top rows that is a header of either layout (1-based), or 0. */
function headerRowOf(sheet: Sheet): number {
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, sheet.lastRow); r++) if (readHeader(sheet.row(r))) return r;
  return 0;
}

/**
 * The sheet with the listings: Amazon's templates keep them on "Template" behind instruction and
 * data-definition sheets, so a sheet named Template comes first, then any sheet with a header row,
 * then the first sheet (whose first row names the columns found, for the refusal).
 */
function listingSheet(workbook: readonly Sheet[]): Sheet {
  const sheets = workbook.filter((s) => !s.veryHidden);
  const ordered = [...sheets.filter((s) => s.name.trim().toLowerCase() === 'template'), ...sheets];
  const found = ordered.find((s) => headerRowOf(s) > 0) ?? sheets.find((s) => s.rowsWithValues > 0);
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
