import ExcelJS from 'exceljs';
import { escapeCell } from './cells.js';
import type { CsvDelimiter } from './types.js';

/**
 * A grid of text cells written out as CSV or XLSX. Shared by the template and the result file.
 */

const BOM = '\uFEFF';

function quoteCell(cell: string, delimiter: CsvDelimiter): string {
  return cell.includes('"') || cell.includes('\n') || cell.includes('\r') || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * CSV (or tab-separated) bytes: UTF-8 with a BOM so Excel reads accents and emoji right, CRLF
 * between records, every cell escaped against formula injection (cells.ts escapeCell) and quoted
 * only where it has to be, so the seller's text reads back exactly.
 */
export function csvBytes(rows: readonly (readonly string[])[], delimiter: CsvDelimiter = ','): Uint8Array {
  const text = rows.map((row) => row.map((cell) => quoteCell(escapeCell(cell), delimiter)).join(delimiter)).join('\r\n');
  return new TextEncoder().encode(`${BOM}${text}\r\n`);
}

/** Characters XML 1.0 cannot hold (so neither can a workbook); a CSV keeps them. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlSafe = (text: string) => text.replace(NOT_XML, '\uFFFD');

export interface SheetSpec {
  name: string;
  rows: readonly (readonly (string | number | null)[])[];
  /** 1-based row to make bold and freeze the rows down to. */
  headerRow?: number;
  columnWidths?: readonly number[];
}

/**
 * XLSX bytes. Every text cell is written as a string cell, never as a formula, so nothing in it
 * can run when the workbook is opened; no escape is needed, and the seller's text stays as it was
 * (but for control characters XML cannot hold, which become U+FFFD).
 */
export async function xlsxBytes(sheets: readonly SheetSpec[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Listcraft';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, spec.headerRow ? { views: [{ state: 'frozen', ySplit: spec.headerRow }] } : undefined);
    for (const row of spec.rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? xmlSafe(cell) : cell)));
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
