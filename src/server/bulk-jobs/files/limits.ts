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
