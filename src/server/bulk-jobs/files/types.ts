import type { OptimizerInput, GeneratedListing } from '../../../contract/optimizer.js';
import type { Marketplace } from '../../../rules/marketplaces.js';
import type { TextEncoding } from '../../uploads/file-bytes.js';

/** Listcraft's own template, or the columns of Amazon's flat-file listing templates. */
export type ListingLayout = 'listcraft' | 'amazon';
export type ListingFileFormat = 'csv' | 'xlsx';
export type CsvDelimiter = ',' | ';' | '\t';

/** Where a row's main keyword came from: Amazon files have no such column, so it may be inferred. */
export type MainKeywordSource = 'column' | 'search-terms' | 'title';

/** One listing of the file, valid and ready to run. */
export interface BulkRow {
  /** The row in the file, 1-based, rows above the header and the header included: what Excel shows. */
  row: number;
  sku: string;
  /** The row's marketplace (Listcraft's `marketplace` column, or an Amazon template's marketplace id); null: the job's own. */
  marketplace: Marketplace | null;
  /** Parsed by `optimizerInputSchema`, the single optimizer's request schema. */
  input: OptimizerInput;
  mainKeywordFrom: MainKeywordSource;
}

/**
 * Something wrong with one row. `error` rows are left out of the job (never charged, never run)
 * and come back in the result file with their message; `warning` rows run, and the warning is
 * listed so the seller knows what was read differently from what they see.
 */
export interface RowProblem {
  row: number;
  /** The header of the column, as the file spells it; null when the problem is the whole row. */
  column: string | null;
  severity: 'error' | 'warning';
  message: string;
}

/** A row that holds no listing (blank, a variation parent, a delete instruction): skipped, not an error. */
export interface SkippedRow {
  row: number;
  reason: string;
}

/**
 * A parsed file. Plain data, JSON-serializable: a job stores it and writes the result file from
 * it later, perhaps in another process. `grid` is every row of the sheet as text, the seller's
 * cells untouched (the `'` our CSV results put before a formula-like cell is taken off again).
 */
export interface ParsedListingFile {
  layout: ListingLayout;
  format: ListingFileFormat;
  fileName: string;
  /** CSV only: how the file was split and decoded; the CSV result uses the same delimiter. */
  delimiter: CsvDelimiter | null;
  encoding: TextEncoding | null;
  /** XLSX only: the sheet read, chosen by its header rows (an Amazon workbook keeps its listings behind instruction and definition sheets). */
  sheetName: string | null;
  /** 1-based row of the header. */
  headerRow: number;
  /** The header cells as the file spells them. */
  columns: string[];
  grid: string[][];
  /** Non-empty data rows (the figure the 1,000 limit counts). */
  listings: number;
  /** Valid rows, in file order. */
  rows: BulkRow[];
  problems: RowProblem[];
  skipped: SkippedRow[];
  /** The marketplace the file names for all of its rows (an Amazon template's marketplace id), if any. */
  fileMarketplace: Marketplace | null;
}

export type BulkRowStatus = 'optimized' | 'failed' | 'cancelled' | 'not-run';

/** What the job made of one row, for the result file. */
export interface BulkRowResult {
  /** The `BulkRow.row` it answers. */
  row: number;
  status: BulkRowStatus;
  /** The generated listing, when optimized; the first title option is the one written. */
  listing?: GeneratedListing;
  scoreBefore?: number | null;
  scoreAfter?: number | null;
  /** What changed, one line each (the optimizer's change notes). */
  changes?: readonly string[];
  /** Why the row failed, in the seller's words. */
  error?: string;
}

export interface ResultFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}
