import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { declaredUnpackedBytes } from './file-bytes.js';

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

export interface WorkbookOptions {
  /** A zip that declares more than this unpacked is refused before exceljs builds it in memory (a zip bomb). */
  maxUnpackedBytes: number;
  /** The caller's refusals, in its own words. */
  tooLargeUnpacked: () => Error;
  unreadable: () => Error;
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
  /** Each row holding a value, in order, with its 1-based number. */
  eachRow(visit: (number: number, cells: string[]) => void): void;
  /** All rows, row n at index n - 1 (missing rows are []), and where the formulas were. */
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

/** exceljs rows are 1-based and sparse. */
function valuesOf(row: ExcelJS.Row): ExcelJS.CellValue[] {
  const values = Array.isArray(row.values) ? (row.values as ExcelJS.CellValue[]) : [];
  return values.slice(1);
}

function sheetOf(worksheet: ExcelJS.Worksheet, text: CellText): Sheet {
  return {
    name: worksheet.name,
    veryHidden: worksheet.state === 'veryHidden',
    rowsWithValues: worksheet.actualRowCount,
    lastRow: worksheet.rowCount,
    row: (number) => valuesOf(worksheet.getRow(number)).map(text),
    eachRow: (visit) => worksheet.eachRow({ includeEmpty: false }, (row, number) => visit(number, valuesOf(row).map(text))),
    grid: () => {
      const rows: string[][] = [];
      const formulas = new Map<string, string>();
      worksheet.eachRow({ includeEmpty: false }, (row, number) => {
        while (rows.length < number - 1) rows.push([]);
        const values = valuesOf(row);
        rows.push(values.map(text));
        values.forEach((value, column) => {
          const formula = formulaOf(value);
          if (formula !== null) formulas.set(cellKey(number - 1, column), formula);
        });
      });
      return { rows, formulas };
    },
  };
}

/** An XLSX (or .xlsm) workbook's sheets, in the workbook's order. */
export async function openWorkbook(bytes: Uint8Array, options: WorkbookOptions): Promise<Sheet[]> {
  if (declaredUnpackedBytes(bytes) > options.maxUnpackedBytes) throw options.tooLargeUnpacked();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw options.unreadable();
  }
  const text = cellTextFor(options.errorValues ?? 'shown');
  return workbook.worksheets.map((worksheet) => sheetOf(worksheet, text));
}
