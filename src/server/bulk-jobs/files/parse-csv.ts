import { decodeTextWithEncoding, type TextEncoding } from '../../uploads/file-bytes.js';
import { unescapeCell } from './cells.js';
import { guessDelimiter, lineBreakOf, readDelimited, type LineBreak, type SheetGrid } from '../../uploads/spreadsheet.js';
import { readHeader } from './layouts.js';
import { HEADER_SCAN_ROWS } from './limits.js';
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

/** A CSV or tab-separated text file into rows of cells, each cell the seller's text. */
export function readCsv(bytes: Uint8Array): SheetGrid & { delimiter: CsvDelimiter; encoding: TextEncoding } {
  const { text, encoding } = decodeTextWithEncoding(bytes);
  const newline = lineBreakOf(text);
  const delimiter = pickDelimiter(text, newline);
  const data = readDelimited(text, { delimiter, newline });
  // The newline that ends the last line is not a row of its own.
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '') data.pop();
  return { rows: data.map((row) => row.map(unescapeCell)), formulas: new Map(), delimiter, encoding };
}
