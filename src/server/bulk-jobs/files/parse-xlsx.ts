import ExcelJS from 'exceljs';
import { declaredUnpackedBytes } from '../../uploads/file-bytes.js';
import { cellKey, type SheetGrid } from './grid.js';
import { readHeader } from './layouts.js';
import { HEADER_SCAN_ROWS, MAX_SHEET_ROWS, MAX_UNPACKED_BYTES } from './limits.js';
import { fileErrors } from './messages.js';

/** A cell of exceljs as the text the seller sees; formulas give their saved result and are never evaluated. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  // As Excel shows them, and as a CSV saved from Excel would hold them.
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? '' : cellText(result as ExcelJS.CellValue);
  }
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

function formulaOf(value: ExcelJS.CellValue): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  if ('formula' in value && typeof value.formula === 'string') return value.formula;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return value.sharedFormula;
  return null;
}

function cellsOf(row: ExcelJS.Row): ExcelJS.CellValue[] {
  // exceljs rows are 1-based and sparse.
  const values = Array.isArray(row.values) ? (row.values as ExcelJS.CellValue[]) : [];
  return values.slice(1);
}

/** Whether one of a sheet's first rows is a header of either layout. */
function hasHeader(sheet: ExcelJS.Worksheet): boolean {
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, sheet.rowCount); r++) {
    if (readHeader(cellsOf(sheet.getRow(r)).map(cellText))) return true;
  }
  return false;
}

/**
 * The sheet with the listings: Amazon's templates keep them on "Template" behind instruction and
 * data-definition sheets, so a sheet named Template comes first, then any sheet with a header row,
 * then the first sheet (whose first row names the columns found, for the refusal).
 */
function listingSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheets = workbook.worksheets.filter((s) => s.state !== 'veryHidden');
  const ordered = [...sheets.filter((s) => s.name.trim().toLowerCase() === 'template'), ...sheets];
  const found = ordered.find(hasHeader) ?? sheets.find((s) => s.actualRowCount > 0);
  if (!found) throw fileErrors.noSheet();
  return found;
}

/** An XLSX (or .xlsm) workbook's listing sheet into rows of text cells, noting the formulas. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetGrid & { sheetName: string }> {
  if (declaredUnpackedBytes(bytes) > MAX_UNPACKED_BYTES) throw fileErrors.tooLargeUnpacked();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw fileErrors.badWorkbook();
  }
  const sheet = listingSheet(workbook);
  // Refused before the cells are read: a sheet of 10,001 rows is counted, not built.
  if (sheet.actualRowCount > MAX_SHEET_ROWS) throw fileErrors.tooManyListings(countListings(sheet));
  const rows: string[][] = [];
  const formulas = new Map<string, string>();
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    while (rows.length < number - 1) rows.push([]);
    const values = cellsOf(row);
    // No unescaping here: result workbooks hold text as text (write-sheet.ts), only CSVs carry the `'`.
    rows.push(values.map(cellText));
    values.forEach((value, column) => {
      const formula = formulaOf(value);
      if (formula !== null) formulas.set(cellKey(number - 1, column), formula);
    });
  });
  return { rows, formulas, sheetName: sheet.name };
}

/** Non-empty rows under the header (the first HEADER_SCAN_ROWS rows holding a header of either layout). */
function countListings(sheet: ExcelJS.Worksheet): number {
  let header = 0;
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, sheet.rowCount); r++) {
    if (readHeader(cellsOf(sheet.getRow(r)).map(cellText))) {
      header = r;
      break;
    }
  }
  let count = 0;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number > header && cellsOf(row).some((v) => cellText(v).trim())) count++;
  });
  return count;
}
