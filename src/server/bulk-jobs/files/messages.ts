import { AppError } from '../../http/errors.js';
import { LISTCRAFT_COLUMNS, AMAZON_COLUMNS } from './layouts.js';
import { MAX_FILE_BYTES, MAX_GRID_CELLS, MAX_LISTINGS, MAX_SHEET_SPAN } from './limits.js';
import type { ListingLayout } from './types.js';

/**
 * Every refusal of a whole file, worded for the seller: what is wrong, and what to do about it.
 * A row's own problems are not refusals; they go to the per-row list (rows.ts).
 */

const thousands = (n: number) => n.toLocaleString('en-US');
const excerpt = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const listcraftRequired = LISTCRAFT_COLUMNS.filter((c) => c.required).map((c) => c.name);
export const LAYOUTS_HELP =
  `Listcraft reads two layouts: its own template (columns ${LISTCRAFT_COLUMNS.map((c) => c.name).join(', ')}; ${listcraftRequired.join(', ')} are required), ` +
  `or Amazon's listing files (${AMAZON_COLUMNS.sku}, ${AMAZON_COLUMNS.title}, ${AMAZON_COLUMNS.bullets.join(', ')}, ${AMAZON_COLUMNS.description}, ${AMAZON_COLUMNS.searchTerms}; other columns are kept as they are). ` +
  'Download the template from this page and paste your listings into it.';

const SAVE_AS = 'Open it in Excel or Google Sheets and save it as .xlsx or CSV (UTF-8).';

export const fileErrors = {
  empty: () => new AppError('BAD_REQUEST', 'The file is empty. Fill in the template, or export your listings again, and upload that file.'),
  tooBig: (bytes: number) =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is ${MB(bytes)}; one bulk file takes at most ${MB(MAX_FILE_BYTES)}. Split it into smaller files, or delete the sheets and columns Listcraft does not need.`,
      { bytes, limit: MAX_FILE_BYTES },
    ),
  tooManyListings: (count: number) =>
    new AppError(
      'BAD_REQUEST',
      `This file has ${thousands(count)} listings; one bulk job takes at most ${thousands(MAX_LISTINGS)}. Split it into files of ${thousands(MAX_LISTINGS)} listings or fewer and upload each.`,
      { listings: count, limit: MAX_LISTINGS },
    ),
  notASpreadsheet: (kind: string, fileName: string) =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `"${fileName}" is ${kind}, not a spreadsheet, whatever its name says. Upload the listings as a CSV or Excel (.xlsx) file: the template on this page is one.`,
      { kind },
    ),
  oldExcel: () => new AppError('UNSUPPORTED_MEDIA_TYPE', `Old Excel files (.xls) are not supported. ${SAVE_AS}`, { kind: 'xls' }),
  namedXlsxButText: (fileName: string) =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `"${fileName}" is named like an Excel workbook but is not one. If it is a CSV, rename it to .csv; otherwise ${SAVE_AS.charAt(0).toLowerCase()}${SAVE_AS.slice(1)}`,
      { kind: 'text-named-xlsx' },
    ),
  badWorkbook: () => new AppError('BAD_REQUEST', `This Excel file could not be read: it may be damaged or password-protected. ${SAVE_AS}`),
  tooLargeUnpacked: () =>
    new AppError(
      'BAD_REQUEST',
      `This Excel file could not be read: it is damaged, or far larger once unpacked than a listing file. Delete the sheets Listcraft does not need, or ${SAVE_AS.charAt(0).toLowerCase()}${SAVE_AS.slice(1)}`,
    ),
  valueFarBelow: (row: number, cell?: string) =>
    new AppError(
      'BAD_REQUEST',
      `This file has a value in row ${thousands(row)}${cell ? ` (cell ${cell})` : ''}, far below anything a listing file needs: Listcraft reads the first ${thousands(MAX_SHEET_SPAN)} rows. Delete the rows under your listings, and that value, and upload the file again.`,
      { row, limit: MAX_SHEET_SPAN },
    ),
  tooManyCells: (rows: number, columns: number) =>
    new AppError(
      'BAD_REQUEST',
      `This file spans ${thousands(rows)} rows by ${thousands(columns)} columns; Listcraft reads at most ${thousands(MAX_GRID_CELLS)} cells. Delete the empty columns to the right of your listings (a stray value far to the right makes every row that wide), and the rows and columns Listcraft does not need, and upload the file again.`,
      { rows, columns, limit: MAX_GRID_CELLS },
    ),
  nulCharacter: (row: number) =>
    new AppError(
      'BAD_REQUEST',
      `Row ${thousands(row)} holds a NUL character (a zero byte), which no listing text has: the file is damaged, or it is not a text export. ${SAVE_AS}`,
      { row },
    ),
  noSheet: () => new AppError('BAD_REQUEST', 'This workbook has no sheet with listings. Put the listings on the first sheet, under a header row, and upload it again.'),
  unknownColumns: (found: readonly string[]) => {
    const named = found.map((c) => c.replace(/^\uFEFF/, '').trim()).filter(Boolean).slice(0, 30);
    const shown = named.map((c) => `"${c.slice(0, 60)}"`).join(', ') || 'none';
    return new AppError('BAD_REQUEST', `We could not find the columns of a listing file. The first row holds: ${shown}. ${LAYOUTS_HELP}`, {
      found: named,
      layouts: ['listcraft', 'amazon'],
      template: true,
    });
  },
  missingColumns: (layout: ListingLayout, missing: readonly string[]) => {
    const which = layout === 'amazon' ? "This looks like an Amazon listing file, but it" : "This looks like Listcraft's template, but it";
    return new AppError('BAD_REQUEST', `${which} has no ${missing.map((m) => `"${m}"`).join(', ')} column${missing.length > 1 ? 's' : ''}. ${LAYOUTS_HELP}`, {
      layout,
      missing,
      layouts: ['listcraft', 'amazon'],
      template: true,
    });
  },
  noListings: () => new AppError('BAD_REQUEST', 'The file has a header row but no listings under it. Add one listing per row and upload it again.'),
};

/** The seller-facing text of each row problem (rows.ts), so the wording lives in one place. */
export const rowMessages = {
  formulaCell: (formula: string) =>
    `This cell is a spreadsheet formula (=${excerpt(formula)}). Listcraft never runs formulas: replace it with the text itself.`,
  formulaText: (text: string) =>
    `This cell starts like a spreadsheet formula (${excerpt(text)}). Listcraft does not run formulas; if it is meant as text, reword the start.`,
  formulaElsewhere: () => 'This cell is a formula; its saved value is kept as plain text in the result file, and the formula itself is not.',
  dangerousMarkup: () => 'This cell holds script or active HTML (script, iframe, event handlers, javascript: links). Remove the HTML and keep the text.',
  tagsRead: () => 'HTML tags in this cell were read as plain text (a line break for <br>, </p> and </li>).',
  oversized: (length: number, limit: number) =>
    `This cell has ${thousands(length)} characters; a spreadsheet cell holds at most ${thousands(limit)}. Shorten it.`,
  noSku: () => 'The SKU is empty. Each listing needs its SKU, so its result can be matched back.',
  duplicateSku: (sku: string, first: number) => `SKU "${excerpt(sku, 60)}" is also on row ${first}; each listing needs its own row and SKU.`,
  badMarketplace: (value: string, allowed: readonly string[]) =>
    `"${excerpt(value, 20)}" is not a marketplace Listcraft writes for. Use one of ${allowed.join(', ')}, or leave it empty.`,
  noMainKeyword: () =>
    'No main keyword: add a main_keyword column, or put your main search phrase first in generic_keywords followed by a comma.',
  parentRow: () => 'A variation parent: shoppers buy its children, so it is not optimized or charged. It is kept unchanged in the result file.',
  deleteRow: (column: string, value: string) => `Marked for deletion (${column} = ${excerpt(value, 20)}): not optimized or charged, and kept unchanged in the result file.`,
  emptyRow: () => 'An empty row.',
};
