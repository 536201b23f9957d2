import Papa from 'papaparse';
import { decodeTextWithEncoding, type TextEncoding } from '../../uploads/file-bytes.js';
import { unescapeCell } from './cells.js';
import type { SheetGrid } from './grid.js';
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
function pickDelimiter(text: string, newline: '\r\n' | '\n' | '\r'): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, newline, preview: HEADER_SCAN_ROWS, skipEmptyLines: false });
    for (const row of data) {
      const header = readHeader(row);
      if (!header) continue;
      const score = Object.values(header.fields).reduce((n, columns) => n + columns.length, 0);
      if (!best || score > best.score) best = { delimiter, score };
      break;
    }
  }
  if (best) return best.delimiter;
  const guessed = Papa.parse<string[]>(text, { preview: HEADER_SCAN_ROWS, newline, delimitersToGuess: [...DELIMITERS] }).meta.delimiter;
  return (DELIMITERS as readonly string[]).includes(guessed) ? (guessed as CsvDelimiter) : ',';
}

/**
 * The line break between records: the first one outside quotes. Papaparse's own guess counts
 * every CR in the text, so cells holding lone CRs (pasted from old Mac text) can make it split
 * CRLF files at CR and leave an LF at the start of each row.
 */
function lineBreakOf(text: string): '\r\n' | '\n' | '\r' {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (ch === '"' && (i === 0 || ',;\t'.includes(text[i - 1]!))) quoted = true;
    else if (ch === '\n') return '\n';
    else if (ch === '\r') return text[i + 1] === '\n' ? '\r\n' : '\r';
  }
  return '\n';
}

/** A CSV or tab-separated text file into rows of cells, each cell the seller's text. */
export function readCsv(bytes: Uint8Array): SheetGrid & { delimiter: CsvDelimiter; encoding: TextEncoding } {
  const { text, encoding } = decodeTextWithEncoding(bytes);
  const newline = lineBreakOf(text);
  const delimiter = pickDelimiter(text, newline);
  const { data } = Papa.parse<string[]>(text, { delimiter, newline, skipEmptyLines: false });
  // The newline that ends the last line is not a row of its own.
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '') data.pop();
  return { rows: data.map((row) => row.map((cell) => unescapeCell(String(cell ?? '')))), formulas: new Map(), delimiter, encoding };
}
