import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { declaredUnpackedBytes } from './file-bytes.js';
import { isTextPart, textPartsOnly, WorkbookPartsRefusal } from './workbook-parts.js';
import { storedZip, unzipWithin, ZipRefusal } from './zip.js';

/**
 * The one spreadsheet reader: an uploaded CSV/TSV text or XLSX workbook into rows of text cells,
 * for the keyword import (issue 13) and the bulk listing files (issue 14). What a file is (file-bytes.ts)
 * and what its rows mean (each caller's layouts) stay with the callers; the two libraries
 * (papaparse, exceljs; docs/decisions/0020-spreadsheet-files.md) are used here only.
 * Nothing here evaluates anything: a formula's saved value is read, never the formula run.
 */

/** A sheet as text cells, and where formulas were (XLSX only). */
export interface SheetGrid {
  rows: string[][];
  /** "rowIndex:columnIndex" (0-based) -> the formula, without its "=". */
  formulas: Map<string, string>;
}

export const cellKey = (rowIndex: number, column: number) => `${rowIndex}:${column}`;

export type LineBreak = '\r\n' | '\n' | '\r';

export interface TextOptions {
  delimiter: string;
  /** Papaparse guesses from the whole text when not given. */
  newline?: LineBreak;
  /** Only the first rows (a header search). */
  preview?: number;
}

/** Delimited text into rows of cells, blank lines kept as rows (row numbers are the seller's). */
export function readDelimited(text: string, options: TextOptions): string[][] {
  const { data } = Papa.parse<string[]>(text, { ...options, skipEmptyLines: false });
  return data.map((row) => row.map((cell) => String(cell ?? '')));
}

/** Delimited text read within bounds: the rows kept, and what lay past the last row kept. */
export interface BoundedRows {
  rows: string[][];
  /** Records past `maxRows` holding something: counted, never kept. */
  filledBeyond: number;
  /** The first of them (1-based record number), or null. */
  firstFilledBeyond: number | null;
}

/**
 * Delimited text into rows, as readDelimited, with the allocation bounded by what the text holds:
 * records past `bounds.maxRows` are only counted (papaparse hands them over one at a time), and
 * the rows kept may hold `bounds.maxCells` cells; past that, `tooLarge` is thrown at once.
 */
export function readDelimitedWithin(text: string, options: TextOptions, bounds: SheetBounds, tooLarge: (overflow: SheetOverflow) => Error): BoundedRows {
  const rows: string[][] = [];
  let cells = 0;
  let widest = 0;
  let records = 0;
  let filledBeyond = 0;
  let firstFilledBeyond: number | null = null;
  let overflow: SheetOverflow | undefined;
  Papa.parse<string[]>(text, {
    ...options,
    skipEmptyLines: false,
    step: ({ data }, parser) => {
      records++;
      if (records > bounds.maxRows) {
        if (data.some((cell) => cell.trim())) {
          filledBeyond++;
          firstFilledBeyond ??= records;
        }
        return;
      }
      cells += Math.max(1, data.length);
      widest = Math.max(widest, data.length);
      if (cells > bounds.maxCells) {
        overflow = { kind: 'cells', cells, rows: records, columns: widest };
        parser.abort();
        return;
      }
      rows.push(data.map((cell) => String(cell ?? '')));
    },
  });
  if (overflow) throw tooLarge(overflow);
  return { rows, filledBeyond, firstFilledBeyond };
}

/**
 * Papaparse's guess of the delimiter among the candidates, from the first rows; '' when none
 * splits every sampled row alike.
 */
export function guessDelimiter(text: string, candidates: readonly string[], options: Omit<TextOptions, 'delimiter'> = {}): string {
  const guessed = Papa.parse<string[]>(text, { ...options, delimitersToGuess: [...candidates] }).meta.delimiter;
  return candidates.includes(guessed) ? guessed : '';
}

/**
 * The line break between records: the first one outside quotes. Papaparse's own guess counts
 * every CR in the text, so cells holding lone CRs (pasted from old Mac text) can make it split
 * CRLF files at CR and leave an LF at the start of each row.
 */
export function lineBreakOf(text: string, delimiters = ',;\t'): LineBreak {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (ch === '"' && (i === 0 || delimiters.includes(text[i - 1]!))) quoted = true;
    else if (ch === '\n') return '\n';
    else if (ch === '\r') return text[i + 1] === '\n' ? '\r\n' : '\r';
  }
  return '\n';
}

/**
 * How much of a sheet may be turned into rows of text. Rows and columns are bounded by the cells
 * actually present, before anything is allocated for them: a sheet holding one value in its last
 * row (1,048,576) is refused from that one value, not after a million empty rows were built.
 */
export interface SheetBounds {
  /** The last row holding a value may be at most this (1-based). */
  maxRows: number;
  /** Cells the rows read may hold, each row as wide as its last value and each empty row one. */
  maxCells: number;
}

/** Why a sheet was not turned into rows: a value too far down, or too many cells in all. */
export type SheetOverflow =
  | { kind: 'rows'; row: number; cell: string }
  | { kind: 'cells'; cells: number; rows: number; columns: number };

export interface WorkbookOptions {
  /** What the workbook may unpack to (each entry, and all together), counted while it unpacks. */
  maxUnpackedBytes: number;
  /** Filled cells all its sheets may hold together: exceljs builds an object for each. */
  maxFilledCells: number;
  /** What grid() and eachRow() may build from one sheet. */
  bounds: SheetBounds;
  /** The caller's refusals, in its own words. */
  tooLargeUnpacked: () => Error;
  unreadable: () => Error;
  tooLargeSheet: (overflow: SheetOverflow) => Error;
  /**
   * An error value (#N/A, #REF!) as Excel shows it ('shown', the default), or as an empty cell
   * ('blank': a keyword import must not take "#N/A" for a keyword).
   */
  errorValues?: 'shown' | 'blank';
}

/** One sheet of a loaded workbook, read row by row as text. */
export interface Sheet {
  name: string;
  /** Hidden from the spreadsheet's own sheet list (veryHidden): a data sheet, never the seller's. */
  veryHidden: boolean;
  /** Rows holding a value (exceljs's actualRowCount): known before any cell is turned into text. */
  rowsWithValues: number;
  /** The last row number (1-based) that exists. */
  lastRow: number;
  /** One row's cells as text (1-based). */
  row(number: number): string[];
  /** Each row holding a value, in order, with its 1-based number (within the bounds' cells). */
  eachRow(visit: (number: number, cells: string[]) => void): void;
  /** All rows, row n at index n - 1 (missing rows are []), and where the formulas were (within the bounds). */
  grid(): SheetGrid;
}

type CellText = (value: ExcelJS.CellValue) => string;

/** A cell of exceljs as the text the seller sees; formulas give their saved result. */
function cellTextFor(errorValues: 'shown' | 'blank'): CellText {
  const text: CellText = (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    // As Excel shows them, and as a CSV saved from Excel would hold them.
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined ? '' : text(result as ExcelJS.CellValue);
    }
    if ('text' in value) return text(value.text as ExcelJS.CellValue);
    if ('error' in value) return errorValues === 'shown' ? String(value.error) : '';
    return '';
  };
  return text;
}

function formulaOf(value: ExcelJS.CellValue): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  if ('formula' in value && typeof value.formula === 'string') return value.formula;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return value.sharedFormula;
  return null;
}

/** A row's cells that hold something, by column (1-based): exceljs keeps them sparse, and so does this. */
interface PresentRow {
  number: number;
  cells: { column: number; value: ExcelJS.CellValue }[];
  /** The column of its last value: how wide the row is once read as text. */
  width: number;
}

function presentCells(row: ExcelJS.Row): PresentRow['cells'] {
  const cells: PresentRow['cells'] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => cells.push({ column, value: cell.value }));
  return cells;
}

/** Cells as text in a dense row ('' where nothing is), as wide as its last value. */
function denseRow(row: PresentRow, text: CellText): string[] {
  const cells = new Array<string>(row.width).fill('');
  for (const { column, value } of row.cells) cells[column - 1] = text(value);
  return cells;
}

const COLUMN_LETTERS = (column: number): string => (column > 26 ? COLUMN_LETTERS(Math.floor((column - 1) / 26)) : '') + String.fromCharCode(65 + ((column - 1) % 26));

function sheetOf(worksheet: ExcelJS.Worksheet, text: CellText, bounds: SheetBounds, tooLarge: (overflow: SheetOverflow) => Error): Sheet {
  let present: PresentRow[] | undefined;
  /** The rows holding values, sparse; read once, and only when rows are asked for. */
  const rowsPresent = () => {
    if (!present) {
      present = [];
      worksheet.eachRow({ includeEmpty: false }, (row, number) => {
        const cells = presentCells(row);
        if (cells.length) present!.push({ number, cells, width: cells.at(-1)!.column });
      });
    }
    return present;
  };
  /** Refuses, before a dense row is built, what would outgrow the bounds; `blankRows` counts the empty rows kept in between. */
  const checkBounds = (rows: PresentRow[], blankRows: boolean) => {
    const last = rows.at(-1);
    if (!last) return;
    if (blankRows && last.number > bounds.maxRows) throw tooLarge({ kind: 'rows', row: last.number, cell: `${COLUMN_LETTERS(last.cells[0]!.column)}${last.number}` });
    const cells = rows.reduce((n, row) => n + row.width, 0) + (blankRows ? last.number - rows.length : 0);
    if (cells > bounds.maxCells) {
      throw tooLarge({ kind: 'cells', cells, rows: last.number, columns: Math.max(...rows.map((row) => row.width)) });
    }
  };
  return {
    name: worksheet.name,
    veryHidden: worksheet.state === 'veryHidden',
    rowsWithValues: worksheet.actualRowCount,
    lastRow: worksheet.rowCount,
    row: (number) => {
      const cells = presentCells(worksheet.getRow(number));
      return cells.length ? denseRow({ number, cells, width: cells.at(-1)!.column }, text) : [];
    },
    eachRow: (visit) => {
      const rows = rowsPresent();
      checkBounds(rows, false);
      for (const row of rows) visit(row.number, denseRow(row, text));
    },
    grid: () => {
      const rows = rowsPresent();
      checkBounds(rows, true);
      const grid: string[][] = [];
      const formulas = new Map<string, string>();
      for (const row of rows) {
        while (grid.length < row.number - 1) grid.push([]);
        grid.push(denseRow(row, text));
        for (const { column, value } of row.cells) {
          const formula = formulaOf(value);
          if (formula !== null) formulas.set(cellKey(row.number - 1, column - 1), formula);
        }
      }
      return { rows: grid, formulas };
    },
  };
}

/** Entries a workbook's zip may list: Amazon's templates have a few dozen; each costs a little even unread. */
const MAX_ZIP_ENTRIES = 10_000;

/**
 * An XLSX (or .xlsm) workbook's sheets, in the workbook's order. exceljs never sees the upload
 * itself: the parts it reads for text are unpacked here within `maxUnpackedBytes` (zip.ts, which
 * believes no declared size), cut down to what says what a cell holds (workbook-parts.ts), and
 * handed over as a stored zip with true sizes.
 */
export async function openWorkbook(bytes: Uint8Array, options: WorkbookOptions): Promise<Sheet[]> {
  // An honest archive declaring too much is refused without unpacking anything.
  if (declaredUnpackedBytes(bytes) > options.maxUnpackedBytes) throw options.tooLargeUnpacked();
  let parts: Map<string, Uint8Array>;
  try {
    const limits = { maxEntryBytes: options.maxUnpackedBytes, maxTotalBytes: options.maxUnpackedBytes, maxEntries: MAX_ZIP_ENTRIES };
    parts = textPartsOnly(await unzipWithin(bytes, limits, isTextPart), { maxCells: options.maxFilledCells });
  } catch (error) {
    if (error instanceof ZipRefusal) throw error.reason === 'too-large' ? options.tooLargeUnpacked() : options.unreadable();
    if (error instanceof WorkbookPartsRefusal) throw error.reason === 'too-many-cells' ? options.tooLargeUnpacked() : options.unreadable();
    throw error;
  }
  if (![...parts.keys()].some((name) => /^\/?xl\/workbook\.xml$/.test(name))) throw options.unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(storedZip(parts)) as unknown as ArrayBuffer);
  } catch {
    throw options.unreadable();
  }
  const text = cellTextFor(options.errorValues ?? 'shown');
  return workbook.worksheets.map((worksheet) => sheetOf(worksheet, text, options.bounds, options.tooLargeSheet));
}
