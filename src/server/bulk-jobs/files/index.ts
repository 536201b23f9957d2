/**
 * Bulk listing files (issue 14): reading a seller's CSV or XLSX of up to 1,000 listings in
 * Listcraft's template or Amazon's flat-file layout, the downloadable template, and the result
 * file in the input's own layout. Pure: no database, no HTTP; whole-file refusals are AppErrors.
 */
export { parseListingFile } from './parse.js';
export { listcraftTemplate } from './template.js';
export { writeReportFile, writeResultFile, REPORT_COLUMNS, RESULT_COLUMNS, type WriteResultOptions } from './write-result.js';
export { MAX_CELL_CHARS, MAX_FILE_BYTES, MAX_GRID_CELLS, MAX_LISTINGS, MAX_SHEET_SPAN } from './limits.js';
export { LAYOUTS_HELP } from './messages.js';
export type {
  BulkRow,
  BulkRowResult,
  BulkRowStatus,
  CsvDelimiter,
  ListingFileFormat,
  ListingLayout,
  MainKeywordSource,
  ParsedListingFile,
  ResultFile,
  RowProblem,
  SkippedRow,
} from './types.js';
