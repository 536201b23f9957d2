/**
 * The limits of one bulk listing file (issue 14). Exported so the upload route sets its body limit
 * from the same figure the parser refuses at.
 */

/** Listings (non-empty data rows) one file may hold. */
export const MAX_LISTINGS = 1_000;

/**
 * The largest file accepted. 1,000 listings of long copy (a 200-character title, six 500-character
 * bullets, a 2,000-character description) are about 5.5 MB of CSV; an Amazon category template
 * (.xlsm with its Valid Values and Browse Data sheets) is 1-4 MB zipped.
 */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * What a workbook may unpack to before exceljs builds it in memory (a zip bomb stops here).
 * Measured: 1,000 listings of long, unique copy with 150 other columns unpack to 13 MB (2.2 MB
 * zipped) and cost about 55 MB of memory to read; Amazon's data sheets (Valid Values, Browse
 * Data) add a few MB more. 64 MB leaves room for those and keeps one read to a few hundred MB.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Excel's own limit on one cell; a longer cell could not be written back into a workbook. */
export const MAX_CELL_CHARS = 32_767;

/** How far down rows above the header may push it (Amazon's flat files use two, newer ones up to five). */
export const HEADER_SCAN_ROWS = 10;

/** Sheet rows read before the row count is refused, whatever their content (10,001-row files stop early). */
export const MAX_SHEET_ROWS = MAX_LISTINGS + HEADER_SCAN_ROWS + 500;

/**
 * How far down a value may be (empty rows between listings included). Every row down to the last
 * value is kept in the job, so the result file keeps the seller's row numbers, and every empty one
 * is listed as skipped: a single stray value in row 1,048,576 made a 2 KB file cost about 1 GB to
 * read and 40 MB on every later read of its job.
 */
export const MAX_SHEET_SPAN = 5_000;

/**
 * Cells of the rows kept (each row as wide as the header or its last value). 1,000 listings of an
 * Amazon template with 300 columns are 300,000; a value far to the right of every row, or a CSV
 * header of a million commas, would be billions.
 */
export const MAX_GRID_CELLS = 2_000_000;

/**
 * Filled cells a workbook's sheets may hold together, all sheets counted (exceljs builds an object
 * of a few hundred bytes for each). 1,000 listings with 150 filled columns are 150,000; Amazon's
 * Valid Values and Browse Data sheets add some tens of thousands.
 */
export const MAX_FILLED_CELLS = 1_000_000;
