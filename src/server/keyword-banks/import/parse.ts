import { KEYWORD_BANK_LIMITS, type KeywordFormat } from '../../../contract/keyword-banks.js';
import { bankKey } from '../../../rules/keyword-bank/bank-keyword.js';
import { AppError } from '../../http/errors.js';
import { cleanPhrase, isVolumeCell, notASearchTerm, parseVolume } from './cells.js';
import { detectColumns, isHeaderRow } from './layouts.js';
import { decodeText, declaredUnpackedBytes, MAGIC, startsWithBytes } from '../../uploads/file-bytes.js';
import { guessDelimiter, openWorkbook, readDelimited } from '../../uploads/spreadsheet.js';

/**
 * Reading a research tool's export, or a paste, into keywords (issue 13). Pure: no database.
 * Every refusal is an AppError whose message tells the seller what to do about it.
 */

export interface ParsedKeyword {
  /** The row in the file (1-based, header included), for the report. */
  row: number;
  phrase: string;
  volume: number | null;
}

export interface ParsedKeywords {
  format: KeywordFormat;
  /** The header cells the format was recognised by (empty for a plain list). */
  columns: string[];
  /** Data rows read (blank lines not counted). */
  rows: number;
  keywords: ParsedKeyword[];
  skipped: { row: number; reason: string }[];
}

/** How far down a metadata block may push the header row (Brand Analytics writes one line). */
const HEADER_SEARCH_ROWS = 10;
const { rows: MAX_ROWS, fileBytes: MAX_BYTES, phrase: MAX_PHRASE } = KEYWORD_BANK_LIMITS;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const thousands = (n: number) => n.toLocaleString('en-US');

export const FORMATS_HELP =
  'Use an export from Helium 10 (Cerebro, Magnet), Jungle Scout, DataDive or Brand Analytics, a table with a keyword column (Keyword, Keyword Phrase, Phrase, Search Term or Search Query) and optionally a volume column (Search Volume, Exact Volume or Volume), or a plain list with one keyword per line.';

const tooManyRows = (count: number) =>
  new AppError(
    'BAD_REQUEST',
    `This import has ${thousands(count)} keyword rows; one import takes at most ${thousands(MAX_ROWS)}. Split it into smaller files, or remove the lowest-volume rows first.`,
    { rows: count, limit: MAX_ROWS },
  );

export const tooBig = (bytes?: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${MB(MAX_BYTES)}, the most one import takes. Export fewer columns or fewer rows (keyword and search volume are all Listcraft needs), or save it as CSV.`,
    bytes === undefined ? { limit: MAX_BYTES } : { bytes, limit: MAX_BYTES },
  );

function checkPhrase(raw: string, row: number, skipped: ParsedKeywords['skipped']): string | null {
  const phrase = cleanPhrase(raw);
  if (!phrase) {
    skipped.push({ row, reason: 'No keyword in this row.' });
    return null;
  }
  if (phrase.length > MAX_PHRASE) {
    skipped.push({ row, reason: `The keyword is longer than ${MAX_PHRASE} characters.` });
    return null;
  }
  if (!bankKey(phrase)) {
    skipped.push({ row, reason: 'The keyword has no letters or digits.' });
    return null;
  }
  const refused = notASearchTerm(phrase);
  if (refused) {
    skipped.push({ row, reason: refused });
    return null;
  }
  return phrase;
}

/** Rows under a recognised header: the keyword and volume columns of each. */
function readTable(rows: string[][], headerAt: number, columns: NonNullable<ReturnType<typeof detectColumns>>, rowNumbers: number[]): ParsedKeywords {
  const header = rows[headerAt]!;
  const keywords: ParsedKeyword[] = [];
  const skipped: ParsedKeywords['skipped'] = [];
  let count = 0;
  for (let i = headerAt + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.every((cell) => !cell.trim())) continue;
    count++;
    if (count > MAX_ROWS) throw tooManyRows(rows.slice(headerAt + 1).filter((r) => r.some((cell) => cell.trim())).length);
    const row = rowNumbers[i]!;
    // A pasted table whose row lost its tab ("non slip yoga mat,52,300"): read it as a list line.
    const loose = cells.length === 1 && columns.volume !== null ? COMMA_VOLUME.exec(cells[0]!.trim()) : null;
    const phrase = checkPhrase(loose ? unquote(loose[1]!) : (cells[columns.keyword] ?? ''), row, skipped);
    if (phrase === null) continue;
    const volume = loose ? parseVolume(loose[2]!) : columns.volume === null ? null : parseVolume(cells[columns.volume] ?? '');
    keywords.push({ row, phrase, volume });
  }
  const named = [header[columns.keyword]!, ...(columns.volume === null ? [] : [header[columns.volume]!])].map((cell) => cell.replace(/^\uFEFF/, '').trim());
  return { format: columns.format, columns: named, rows: count, keywords, skipped };
}

const BULLET = /^(?:[-*•·▪–]\s+|\d{1,4}[.)]\s+)/;
/** `keyword, 12,345` or `keyword;123` or `keyword, -`: the volume is the numeric tail after the first separator that leaves one. */
const COMMA_VOLUME = /^(.*?)\s*[,;]\s*(\d{1,3}(?:[,. ]\d{3})+|\d+(?:\.\d+)?|-|–|—|n\/a)\s*$/i;

function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : t;
}

/** One keyword per line, a volume after a tab or a comma if there is one. */
function readPlainList(text: string): ParsedKeywords {
  const lines = text.split(/\r\n|\r|\n/);
  const keywords: ParsedKeyword[] = [];
  const skipped: ParsedKeywords['skipped'] = [];
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    // A pasted bulleted list ("- dog bed", "1. dog bed"): the bullet is layout, not keyword.
    const line = lines[i]!.trim().replace(BULLET, '');
    if (!line) continue;
    count++;
    if (count > MAX_ROWS) throw tooManyRows(lines.filter((l) => l.trim()).length);
    let keyword = line;
    let volume: number | null = null;
    if (line.includes('\t')) {
      const [first = '', second = ''] = line.split('\t');
      keyword = first;
      volume = parseVolume(second);
    } else {
      const match = COMMA_VOLUME.exec(line);
      if (match) {
        keyword = match[1]!;
        volume = parseVolume(match[2]!);
      }
    }
    const phrase = checkPhrase(unquote(keyword), i + 1, skipped);
    if (phrase !== null) keywords.push({ row: i + 1, phrase, volume });
  }
  return { format: 'plain-list', columns: [], rows: count, keywords, skipped };
}

/**
 * A first row of two or more words over rows with numbers in them is a header we do not know,
 * not a list of keywords: better to say so than to import "Term" and "Count" as keywords.
 */
function looksLikeUnknownTable(rows: string[][]): boolean {
  const first = rows[0]?.filter((cell) => cell.trim()) ?? [];
  if (first.length < 2 || first.some((cell) => isVolumeCell(cell))) return false;
  if (first.length >= 3) return true;
  return rows.slice(1, 6).some((row) => row.slice(1).some((cell) => cell.trim() && parseVolume(cell) !== null));
}

function unknownLayout(found: string[]): AppError {
  const named = found.map((cell) => cell.replace(/^\uFEFF/, '').trim()).filter(Boolean).slice(0, 30);
  return new AppError(
    'BAD_REQUEST',
    `We could not find a keyword column in this file. The columns found were: ${named.map((c) => `"${c.slice(0, 60)}"`).join(', ') || 'none'}. ${FORMATS_HELP}`,
    { columns: named },
  );
}

/** Rows of cells (uploads/spreadsheet.ts reads text and workbooks alike) into keywords: find the header, pick the layout. */
function readRows(rows: string[][], rowNumbers: number[], text: string | null): ParsedKeywords {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const cells = rows[i]!;
    if (!isHeaderRow(cells)) continue;
    const columns = detectColumns(cells);
    if (columns) return readTable(rows, i, columns, rowNumbers);
  }
  if (text !== null && !looksLikeUnknownTable(rows)) return readPlainList(text);
  // A workbook with a single column of keywords is a plain list too.
  if (text === null && rows.every((row) => row.filter((cell) => cell.trim()).length <= 2) && !looksLikeUnknownTable(rows)) {
    return readPlainList(rows.map((row) => row.filter((cell) => cell.trim()).join('\t')).join('\n'));
  }
  throw unknownLayout(rows.find((row) => row.some((cell) => cell.trim())) ?? []);
}

/**
 * The delimiter of a text table. A tab anywhere in the first lines means a spreadsheet copy or a
 * TSV (keywords never hold tabs, volumes often hold commas). Otherwise papaparse guesses from the
 * first non-blank lines: its guess needs every sampled line to split alike, so blank lines and a
 * trailing newline must not be in the sample.
 */
function sniffDelimiter(text: string): string {
  const sample = text.split(/\r\n|\r|\n/, 200).filter((line) => line.trim()).slice(0, 20);
  if (sample.some((line) => line.includes('\t'))) return '\t';
  return guessDelimiter(sample.join('\n'), [',', ';', '|']) || ',';
}

/**
 * A pasted table or list: tab-separated when copied from a spreadsheet, comma-separated when
 * copied from a CSV, one keyword per line when typed. Line endings may be CRLF (browsers send
 * textarea text with CRLF).
 */
export function parseKeywordText(input: string): ParsedKeywords {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new AppError('BAD_REQUEST', 'There is nothing to import: paste a table from your keyword tool, or one keyword per line.');
  const rows = readDelimited(text, { delimiter: sniffDelimiter(text) });
  // The rows map to lines except for quoted multi-line cells; the report's row numbers are records.
  return readRows(rows, rows.map((_, i) => i + 1), text);
}

const ZIP = MAGIC.zip;
const OLE = MAGIC.ole;
const startsWith = startsWithBytes;

/**
 * How much a workbook may unpack to. A 10,000-row, 30-column export unpacks to about 15 MB; a
 * 5 MB zip of repeated XML could unpack to gigabytes and take the server's memory with it.
 */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** Filled cells a workbook may hold (exceljs builds an object for each): 10,000 rows of 30 columns are 300,000. */
const MAX_FILLED_CELLS = 1_000_000;
/** Cells the rows read may hold, each as wide as its last value: a value far to the right of every row is refused. */
const MAX_READ_CELLS = 2_000_000;

export { declaredUnpackedBytes };

async function readWorkbook(bytes: Uint8Array): Promise<ParsedKeywords> {
  const [sheet] = await openWorkbook(bytes, {
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
    tooLargeUnpacked: () =>
      new AppError(
        'BAD_REQUEST',
        'This Excel file could not be read: it is damaged, or far larger once unpacked than a keyword export. Open it in Excel or Google Sheets and save it again as .xlsx or CSV.',
      ),
    unreadable: () =>
      new AppError(
        'BAD_REQUEST',
        'This Excel file could not be read: it may be damaged or password-protected. Open it in Excel or Google Sheets and save it again as .xlsx or CSV.',
      ),
    maxFilledCells: MAX_FILLED_CELLS,
    // Rows are read without the empty ones between them, so only the cells bound the read.
    bounds: { maxRows: Number.POSITIVE_INFINITY, maxCells: MAX_READ_CELLS },
    tooLargeSheet: (overflow) =>
      new AppError(
        'BAD_REQUEST',
        overflow.kind === 'cells'
          ? `The first sheet spans ${thousands(overflow.rows)} rows by ${thousands(overflow.columns)} columns, more than a keyword export holds. Delete the empty columns to the right of the keywords (a stray value far to the right makes every row that wide) and try again.`
          : `The first sheet has a value in row ${thousands(overflow.row)}, far below the keywords. Delete it and try again.`,
      ),
    // "#N/A" in a keyword column is no keyword; in a volume column it is no figure either way.
    errorValues: 'blank',
  });
  if (!sheet || sheet.rowsWithValues === 0) throw new AppError('BAD_REQUEST', 'The first sheet of this workbook is empty. Put the keywords on the first sheet and try again.');
  // Checked before reading the cells: a sheet of a million rows is refused without building them.
  if (sheet.rowsWithValues > MAX_ROWS + HEADER_SEARCH_ROWS) throw tooManyRows(sheet.rowsWithValues - 1);
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  sheet.eachRow((number, cells) => {
    rows.push(cells);
    rowNumbers.push(number);
  });
  return readRows(rows, rowNumbers, null);
}

/**
 * An uploaded export: XLSX (first sheet) recognised by its content, CSV or TSV otherwise. The
 * name only serves to refuse a file that claims to be a workbook but is not, with a message
 * that says so instead of reading zip bytes as keywords.
 */
export async function parseKeywordFile(file: { name: string; bytes: Uint8Array }): Promise<ParsedKeywords> {
  const { bytes } = file;
  const name = file.name.toLowerCase();
  if (bytes.byteLength > MAX_BYTES) throw tooBig(bytes.byteLength);
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'The file is empty. Export the keywords again from your tool and upload that file.');
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes);
  if (startsWith(bytes, OLE) || name.endsWith('.xls')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Old Excel files (.xls) are not supported. Open the file in Excel or Google Sheets and save it as .xlsx or CSV.');
  }
  if (name.endsWith('.xlsx')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'This file is named .xlsx but is not an Excel workbook. Export it again from your tool, or save it as CSV and upload that.',
    );
  }
  const text = decodeText(bytes);
  if (text.includes('\u0000')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a spreadsheet or a text file. Upload a CSV, TSV or XLSX export from your keyword tool.');
  }
  return parseKeywordText(text);
}
