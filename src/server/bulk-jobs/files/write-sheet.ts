import ExcelJS from 'exceljs';
import { escapeCell, withoutLoneSurrogates } from './cells.js';
import type { CsvDelimiter } from './types.js';

/**
 * A grid of text cells written out as CSV or XLSX. Shared by the template and the result file.
 */

const BOM = '\uFEFF';

/**
 * Quotes, line breaks, and any of the three separators, whichever this file uses: a spreadsheet
 * opens a CSV with the separator of its own locale (a European Excel splits at ";"), so an
 * unquoted `note;=1+1` in a comma file would become a cell `=1+1` there, and run.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

function quoteCell(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * CSV (or tab-separated) bytes: UTF-8 with a BOM so Excel reads accents and emoji right, CRLF
 * between records, every cell escaped against formula injection (cells.ts escapeCell) and quoted
 * when it holds a quote, a line break or any separator, so the seller's text reads back exactly
 * and no part of a cell can become a cell of its own.
 */
export function csvBytes(rows: readonly (readonly string[])[], delimiter: CsvDelimiter = ','): Uint8Array {
  const text = rows.map((row) => row.map((cell) => quoteCell(escapeCell(cell))).join(delimiter)).join('\r\n');
  return new TextEncoder().encode(`${BOM}${text}\r\n`);
}

/** Characters XML 1.0 cannot hold, and CR, which XML readers turn into LF. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]/g;

/**
 * Text as a workbook's shared strings hold it, the way Excel writes them: a character XML cannot
 * carry (controls, CR) as `_xHHHH_`, and a literal `_xHHHH_` behind an escaped underscore
 * (`_x005F_`), so a reader that decodes the escapes (Excel, exceljs) gets the text back exactly.
 * Only a lone UTF-16 half, which no file encoding can hold, becomes U+FFFD.
 */
export function xlsxText(text: string): string {
  return withoutLoneSurrogates(text)
    .replace(/_x([0-9A-F]{4})_/g, '_x005F_x$1_')
    .replace(NOT_XML, (ch) => `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

export interface SheetSpec {
  name: string;
  rows: readonly (readonly (string | number | null)[])[];
  /** 1-based row to make bold and freeze the rows down to. */
  headerRow?: number;
  columnWidths?: readonly number[];
}

/**
 * XLSX bytes. Every text cell is written as a string cell, never as a formula, so nothing in it
 * can run when the workbook is opened; no escape is needed, and the seller's text stays as it was.
 */
export async function xlsxBytes(sheets: readonly SheetSpec[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Listcraft';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, spec.headerRow ? { views: [{ state: 'frozen', ySplit: spec.headerRow }] } : undefined);
    for (const row of spec.rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? xlsxText(cell) : cell)));
    if (spec.headerRow) sheet.getRow(spec.headerRow).font = { bold: true };
    spec.columnWidths?.forEach((width, i) => {
      sheet.getColumn(i + 1).width = width;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
