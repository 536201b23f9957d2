import { decodeTextWithEncoding, type TextEncoding } from '../../uploads/file-bytes.js';
import { unescapeCell } from './cells.js';
import { guessDelimiter, lineBreakOf, readDelimited, readDelimitedWithin, type LineBreak, type SheetGrid } from '../../uploads/spreadsheet.js';
import { readHeader } from './layouts.js';
import { HEADER_SCAN_ROWS, MAX_GRID_CELLS, MAX_SHEET_SPAN } from './limits.js';
import { fileErrors } from './messages.js';
import type { CsvDelimiter } from './types.js';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/**
 * The delimiter that turns the first rows into a header of either layout, with the most columns
 * recognised. A guess from character counts alone fails on Amazon's text files, whose settings row
 * ("TemplateType=fptcustom Version=2021.1014 …") is split differently from the rows below it, and
 * on European CSVs, whose semicolon-separated cells hold commas.
 */
function pickDelimiter(text: string, newline: LineBreak): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    for (const row of readDelimited(text, { delimiter, newline, preview: HEADER_SCAN_ROWS })) {
      const header = readHeader(row);
      if (!header) continue;
      const score = Object.values(header.fields).reduce((n, columns) => n + columns.length, 0);
      if (!best || score > best.score) best = { delimiter, score };
      break;
    }
  }
  if (best) return best.delimiter;
  return (guessDelimiter(text, DELIMITERS, { preview: HEADER_SCAN_ROWS, newline }) || ',') as CsvDelimiter;
}

/** What lay past the rows kept (MAX_SHEET_SPAN): the records holding something, and the first of them. */
export interface RowsBeyond {
  filled: number;
  firstFilled: number;
}

/**
 * A CSV or tab-separated text file into rows of cells, each cell the seller's text. Rows past
 * MAX_SHEET_SPAN are counted, not kept (`beyond`), and the rows kept hold MAX_GRID_CELLS cells at
 * most: a text of a million line breaks or commas is refused, not built.
 */
export function readCsv(bytes: Uint8Array): SheetGrid & { delimiter: CsvDelimiter; encoding: TextEncoding; beyond: RowsBeyond | null } {
  const { text, encoding } = decodeTextWithEncoding(bytes);
  const newline = lineBreakOf(text);
  const delimiter = pickDelimiter(text, newline);
  const read = readDelimitedWithin(text, { delimiter, newline }, { maxRows: MAX_SHEET_SPAN, maxCells: MAX_GRID_CELLS }, (overflow) =>
    overflow.kind === 'cells' ? fileErrors.tooManyCells(overflow.rows, overflow.columns) : fileErrors.valueFarBelow(overflow.row),
  );
  const data = read.rows;
  // The newline that ends the last line is not a row of its own.
  const last = data.at(-1);
  if (!read.filledBeyond && last && last.length === 1 && last[0] === '') data.pop();
  return {
    rows: data.map((row) => row.map(unescapeCell)),
    formulas: new Map(),
    delimiter,
    encoding,
    beyond: read.firstFilledBeyond === null ? null : { filled: read.filledBeyond, firstFilled: read.firstFilledBeyond },
  };
}
