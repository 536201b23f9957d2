import { BULLET_FIELDS, LISTCRAFT_COLUMNS, readHeader, type Field } from './layouts.js';
import type { BulkRowResult, ListingFileFormat, ParsedListingFile, ResultFile, RowProblem } from './types.js';
import { CONTENT_TYPES, csvBytes, xlsxBytes } from './write-sheet.js';

/**
 * The result of a bulk job as a file the seller can upload back: the input's own rows and
 * columns, the rows above an Amazon header included, with only the optimized fields replaced
 * (title, bullets, description, search terms). Every other cell is the seller's text as read.
 *
 * - An Amazon template comes back as exactly its own columns, as Seller Central's upload page
 *   takes it: tab-delimited `.txt` (whatever the input's delimiter) or the workbook's sheet. The
 *   status, scores, changes and messages are in a separate report file (`writeReportFile`).
 * - Listcraft's template, never uploaded to a marketplace, gets five columns added at the right
 *   (status, audit score before and after, the changes made, a message), and keeps its delimiter.
 */

/** The columns added to a Listcraft-layout result, reused (not added again) when the seller uploads a result file. */
export const RESULT_COLUMNS = ['listcraft_status', 'listcraft_score_before', 'listcraft_score_after', 'listcraft_changes', 'listcraft_message'] as const;

/** The report file's columns: one line per row of the file that holds anything. */
export const REPORT_COLUMNS = ['row', 'sku', 'status', 'score_before', 'score_after', 'changes', 'message'] as const;

const STATUS_TEXT: Record<BulkRowResult['status'] | 'invalid' | 'skipped', string> = {
  optimized: 'optimized',
  failed: 'failed (refunded)',
  cancelled: 'cancelled (refunded)',
  'not-run': 'not run',
  invalid: 'not run: fix the problems listed',
  skipped: 'skipped',
};

/** What became of one row of the file: the report's line, and the result file's report cells. */
interface RowOutcome {
  /** 0-based index into the grid. */
  index: number;
  status: string;
  scoreBefore: number | null;
  scoreAfter: number | null;
  changes: string;
  notes: string[];
  result: BulkRowResult | undefined;
}

/** Each non-blank row under the header, with what the job made of it. */
function rowOutcomes(parsed: ParsedListingFile, results: readonly BulkRowResult[], bulletColumns: number): RowOutcome[] {
  const resultOf = new Map(results.map((r) => [r.row, r]));
  const problemsOf = new Map<number, RowProblem[]>();
  for (const problem of parsed.problems) problemsOf.set(problem.row, [...(problemsOf.get(problem.row) ?? []), problem]);
  const skippedOf = new Map(parsed.skipped.map((s) => [s.row, s.reason]));
  const outcomes: RowOutcome[] = [];
  for (let index = parsed.headerRow; index < parsed.grid.length; index++) {
    const row = index + 1;
    // A blank row stays blank and has no line in the report.
    if (!parsed.grid[index]!.some((cell) => cell.trim())) continue;
    const result = resultOf.get(row);
    const problems = problemsOf.get(row) ?? [];
    const notes = problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message));
    let status: string;
    if (result) {
      status = STATUS_TEXT[result.status];
      const extra = (result.listing?.optimized_bullet_points.length ?? 0) - bulletColumns;
      if (result.status === 'optimized' && extra > 0) {
        notes.push(`${extra} more bullet point${extra > 1 ? 's' : ''} written than the file has columns for: ${result.listing!.optimized_bullet_points.slice(bulletColumns).join(' | ')}`);
      }
      if (result.error) notes.unshift(result.error);
    } else if (skippedOf.has(row)) {
      status = STATUS_TEXT.skipped;
      notes.push(skippedOf.get(row)!);
    } else {
      status = problems.some((p) => p.severity === 'error') ? STATUS_TEXT.invalid : STATUS_TEXT['not-run'];
    }
    outcomes.push({ index, status, scoreBefore: result?.scoreBefore ?? null, scoreAfter: result?.scoreAfter ?? null, changes: (result?.changes ?? []).join('\n'), notes, result });
  }
  return outcomes;
}

/** Where each optimized field is written when the input has no such column (Listcraft's layout only). */
function listcraftColumn(field: Field): string {
  return LISTCRAFT_COLUMNS.find((c) => c.field === field)!.name;
}

export interface WriteResultOptions {
  parsed: ParsedListingFile;
  results: readonly BulkRowResult[];
  format: ListingFileFormat;
}

export async function writeResultFile(options: WriteResultOptions): Promise<ResultFile> {
  const { parsed, results, format } = options;
  const amazon = parsed.layout === 'amazon';
  const grid = parsed.grid.map((row) => [...row]);
  const headerIndex = parsed.headerRow - 1;
  const header = grid[headerIndex]!;
  const map = readHeader(header);
  if (!map) throw new Error('The parsed file has no header row of a known layout.');

  // Columns land after the widest row, so no cell of the seller's is overwritten.
  let width = Math.max(...grid.slice(headerIndex).map((row) => row.length));
  const columnOf = (name: string) => {
    const at = header.findIndex((cell) => cell.replace(/^\uFEFF/, '').trim() === name);
    if (at >= 0) return at;
    header[width] = name;
    return width++;
  };
  // An Amazon template gets no column it does not have: Seller Central refuses unknown ones.
  const fieldColumns = (field: Field): number[] => map.fields[field] ?? (amazon ? [] : [columnOf(listcraftColumn(field))]);
  const titleColumn = fieldColumns('title')[0];
  const bulletColumns = BULLET_FIELDS.map((field) => map.fields[field]?.[0]).filter((c): c is number => c !== undefined);
  const descriptionColumn = fieldColumns('description')[0];
  const searchColumns = fieldColumns('searchTerms');
  const reportColumns = amazon ? null : (RESULT_COLUMNS.map(columnOf) as [number, number, number, number, number]);
  for (let i = headerIndex; i < grid.length; i++) while (grid[i]!.length < width) grid[i]!.push('');

  const outcomes = rowOutcomes(parsed, results, bulletColumns.length);
  for (const outcome of outcomes) {
    const cells = grid[outcome.index]!;
    const listing = outcome.result?.status === 'optimized' ? outcome.result.listing : undefined;
    if (listing) {
      if (titleColumn !== undefined) cells[titleColumn] = listing.optimized_titles[0] ?? cells[titleColumn] ?? '';
      bulletColumns.forEach((column, i) => {
        cells[column] = listing.optimized_bullet_points[i] ?? '';
      });
      if (descriptionColumn !== undefined) cells[descriptionColumn] = listing.product_description;
      searchColumns.forEach((column, i) => {
        cells[column] = i === 0 ? listing.backend_search_terms : '';
      });
    }
    if (reportColumns) {
      const [status, , , changes, message] = reportColumns;
      cells[status] = outcome.status;
      cells[changes] = outcome.changes;
      cells[message] = outcome.notes.join('\n');
    }
  }
  const scores = reportColumns ? { before: reportColumns[1], after: reportColumns[2], outcomes } : null;
  if (format === 'xlsx') return xlsxResult(parsed, grid, headerIndex, scores);
  // Seller Central's upload page takes tab-delimited text; Listcraft's own layout keeps the input's delimiter.
  const delimiter = amazon ? '\t' : parsed.format === 'csv' && parsed.delimiter ? parsed.delimiter : ',';
  if (scores) for (const o of scores.outcomes) [grid[o.index]![scores.before], grid[o.index]![scores.after]] = [o.scoreBefore === null ? '' : String(o.scoreBefore), o.scoreAfter === null ? '' : String(o.scoreAfter)];
  const tabbed = delimiter === '\t';
  return {
    bytes: csvBytes(grid, delimiter),
    fileName: `${baseName(parsed.fileName)}-listcraft.${tabbed ? 'txt' : 'csv'}`,
    contentType: tabbed ? CONTENT_TYPES.tsv : CONTENT_TYPES.csv,
  };
}

/**
 * The report of a job: one line per row of the file that holds anything (row number, SKU,
 * status, audit score before and after, the changes, and the row's problems, skip reason or
 * error), as a comma CSV or a workbook. It goes beside an upload-ready Amazon file, which has no
 * room for it.
 */
export async function writeReportFile(options: WriteResultOptions): Promise<ResultFile> {
  const { parsed, results, format } = options;
  const map = readHeader(parsed.grid[parsed.headerRow - 1]!);
  if (!map) throw new Error('The parsed file has no header row of a known layout.');
  const skuColumn = map.fields.sku?.[0];
  const bullets = BULLET_FIELDS.filter((field) => map.fields[field]).length;
  const lines = rowOutcomes(parsed, results, bullets).map((o) => [
    o.index + 1,
    skuColumn === undefined ? '' : (parsed.grid[o.index]![skuColumn] ?? ''),
    o.status,
    o.scoreBefore,
    o.scoreAfter,
    o.changes,
    o.notes.join('\n'),
  ]);
  const name = `${baseName(parsed.fileName)}-listcraft-report`;
  if (format === 'xlsx') {
    const bytes = await xlsxBytes([{ name: 'Report', rows: [[...REPORT_COLUMNS], ...lines], headerRow: 1, columnWidths: [6, 20, 24, 12, 12, 60, 60] }]);
    return { bytes, fileName: `${name}.xlsx`, contentType: CONTENT_TYPES.xlsx };
  }
  const text = lines.map((line) => line.map((cell) => (cell === null ? '' : String(cell))));
  return { bytes: csvBytes([[...REPORT_COLUMNS], ...text], ','), fileName: `${name}.csv`, contentType: CONTENT_TYPES.csv };
}

const baseName = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '').replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 100) || 'listings';

async function xlsxResult(
  parsed: ParsedListingFile,
  grid: string[][],
  headerIndex: number,
  scores: { before: number; after: number; outcomes: readonly RowOutcome[] } | null,
): Promise<ResultFile> {
  const rows: (string | number | null)[][] = grid;
  // Scores as numbers, so the seller can sort and sum them.
  if (scores) for (const o of scores.outcomes) [rows[o.index]![scores.before], rows[o.index]![scores.after]] = [o.scoreBefore, o.scoreAfter];
  const name = parsed.sheetName ?? (parsed.layout === 'amazon' ? 'Template' : 'Listings');
  const bytes = await xlsxBytes([{ name, rows, headerRow: headerIndex + 1 }]);
  return { bytes, fileName: `${baseName(parsed.fileName)}-listcraft.xlsx`, contentType: CONTENT_TYPES.xlsx };
}
