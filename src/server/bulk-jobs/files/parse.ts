import type { Marketplace } from '../../../rules/marketplaces.js';
import { sniffFormat } from './detect.js';
import { isBlankRow, withoutLoneSurrogates } from './cells.js';
import type { SheetGrid } from '../../uploads/spreadsheet.js';
import { marketplaceNamedIn, missingColumns, readHeader, type ColumnMap } from './layouts.js';
import { HEADER_SCAN_ROWS, MAX_GRID_CELLS, MAX_LISTINGS } from './limits.js';
import { fileErrors } from './messages.js';
import { readCsv } from './parse-csv.js';
import { readXlsx } from './parse-xlsx.js';
import { readRows } from './rows.js';
import type { ParsedListingFile } from './types.js';

/**
 * The header row among the top rows. Amazon's field-name row wins over any row above it (its label
 * row may read "SKU", "Title", "Description", which could pass for Listcraft's header, or repeat
 * the field names); a row with columns missing is only reported when no complete header follows.
 */
function findHeader(grid: SheetGrid): { index: number; map: ColumnMap } {
  const candidates: { index: number; map: ColumnMap; missing: string[] }[] = [];
  for (let index = 0; index < Math.min(HEADER_SCAN_ROWS, grid.rows.length); index++) {
    const map = readHeader(grid.rows[index]!);
    if (map) candidates.push({ index, map, missing: missingColumns(map) });
  }
  const complete = candidates.filter((c) => c.missing.length === 0);
  // Of two Amazon header rows (a label row spelling the field names), the lower one is the field row.
  const found = complete.filter((c) => c.map.layout === 'amazon').at(-1) ?? complete[0];
  if (found) return found;
  const closest = candidates.find((c) => c.map.layout === 'amazon') ?? candidates[0];
  if (closest) throw fileErrors.missingColumns(closest.map.layout, closest.missing);
  throw fileErrors.unknownColumns(grid.rows.find((row) => !isBlankRow(row)) ?? []);
}

/**
 * A NUL character (U+0000) cannot be stored (Postgres text and JSON refuse it) and no listing
 * holds one; it means a damaged file or a binary one past the first bytes the sniffer reads.
 */
function refuseNul(rows: readonly (readonly string[])[]) {
  const at = rows.findIndex((row) => row.some((cell) => cell.includes('\u0000')));
  if (at >= 0) throw fileErrors.nulCharacter(at + 1);
}

/**
 * A seller's bulk file (CSV, tab-separated text or XLSX, in Listcraft's or Amazon's layout) into
 * validated listings. A whole-file problem (not a spreadsheet, wrong columns, over 1,000 listings,
 * too large) throws an AppError with a message for the seller; a row's problems are listed in
 * `problems`, and the rows with errors are not in `rows` (so they are never charged or run).
 */
export async function parseListingFile(file: { bytes: Uint8Array; fileName: string }): Promise<ParsedListingFile> {
  const format = sniffFormat(file.bytes, file.fileName);
  const read = format === 'xlsx' ? { ...(await readXlsx(file.bytes)), delimiter: null, encoding: null, beyond: null } : { ...readCsv(file.bytes), sheetName: null };
  const { index, map } = findHeader(read);
  if (read.beyond) {
    // Rows past the span were counted, not kept: over 1,000 listings is the usual reason.
    const listings = read.rows.slice(index + 1).filter((row) => !isBlankRow(row)).length + read.beyond.filled;
    throw listings > MAX_LISTINGS ? fileErrors.tooManyListings(listings) : fileErrors.valueFarBelow(read.beyond.firstFilled);
  }
  refuseNul(read.rows);
  for (const row of read.rows) for (let i = 0; i < row.length; i++) row[i] = withoutLoneSurrogates(row[i]!);
  // Data rows are as wide as the header: a CSV row that stops early has empty cells, not fewer.
  const width = read.rows[index]!.length;
  const padded = read.rows.reduce((cells, row, i) => cells + Math.max(row.length, i > index ? width : 0, 1), 0);
  if (padded > MAX_GRID_CELLS) throw fileErrors.tooManyCells(read.rows.length, Math.max(width, ...read.rows.map((row) => row.length)));
  for (let i = index + 1; i < read.rows.length; i++) {
    const row = read.rows[i]!;
    while (row.length < width) row.push('');
  }
  const fileMarketplace = map.layout === 'amazon' ? (marketplaceNamedIn(read.rows.slice(0, index + 1)) as Marketplace | null) : null;
  const { rows, problems, skipped, listings } = readRows(read, index, map, fileMarketplace);
  return {
    layout: map.layout,
    format,
    fileName: file.fileName,
    delimiter: read.delimiter,
    encoding: read.encoding,
    sheetName: read.sheetName,
    headerRow: index + 1,
    columns: read.rows[index]!.map((cell) => cell.replace(/^\uFEFF/, '')),
    grid: read.rows,
    listings,
    rows,
    problems,
    skipped,
    fileMarketplace,
  };
}
