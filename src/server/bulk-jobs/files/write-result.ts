import { AMAZON_COLUMNS, BULLET_FIELDS, LISTCRAFT_COLUMNS, readHeader, type Field } from './layouts.js';
import type { BulkRowResult, ListingFileFormat, ParsedListingFile, ResultFile, RowProblem } from './types.js';
import { CONTENT_TYPES, csvBytes, xlsxBytes } from './write-sheet.js';

/**
 * The result of a bulk job as a file the seller can upload back: the input's own rows and
 * columns, the rows above an Amazon header included, with only the optimized fields replaced
 * (title, bullets, description, search terms), and five columns added at the right: status,
 * audit score before and after, the changes made, and a message (the row's error, problems or
 * skip reason). Every other cell is the seller's text as it was read.
 */

/** The columns added to every result, reused (not added again) when the seller uploads a result file. */
export const RESULT_COLUMNS = ['listcraft_status', 'listcraft_score_before', 'listcraft_score_after', 'listcraft_changes', 'listcraft_message'] as const;

/** Where each optimized field is written, by the name used when the input has no such column. */
function outputColumns(parsed: ParsedListingFile): { title: string; bullets: string[]; description: string; searchTerms: string } {
  if (parsed.layout === 'amazon') {
    return { title: AMAZON_COLUMNS.title, bullets: [...AMAZON_COLUMNS.bullets], description: AMAZON_COLUMNS.description, searchTerms: AMAZON_COLUMNS.searchTerms };
  }
  const name = (field: Field) => LISTCRAFT_COLUMNS.find((c) => c.field === field)!.name;
  return { title: name('title'), bullets: BULLET_FIELDS.map(name), description: name('description'), searchTerms: name('searchTerms') };
}

const STATUS_TEXT: Record<BulkRowResult['status'] | 'invalid' | 'skipped', string> = {
  optimized: 'optimized',
  failed: 'failed (refunded)',
  cancelled: 'cancelled (refunded)',
  'not-run': 'not run',
  invalid: 'not run: fix the problems listed',
  skipped: 'skipped',
};

export interface WriteResultOptions {
  parsed: ParsedListingFile;
  results: readonly BulkRowResult[];
  format: ListingFileFormat;
  /**
   * The five listcraft_* report columns (default true). Without them the file holds the seller's
   * columns only, for a marketplace upload that refuses columns it does not know.
   */
  report?: boolean;
}

export async function writeResultFile(options: WriteResultOptions): Promise<ResultFile> {
  const { parsed, results, format, report = true } = options;
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
  const names = outputColumns(parsed);
  const fieldColumns = (field: Field, fallback: string) => map.fields[field] ?? [columnOf(fallback)];
  const titleColumn = fieldColumns('title', names.title)[0]!;
  const bulletColumns = BULLET_FIELDS.map((field) => map.fields[field]?.[0]).filter((c): c is number => c !== undefined);
  const descriptionColumn = fieldColumns('description', names.description)[0]!;
  const searchColumns = fieldColumns('searchTerms', names.searchTerms);
  // Without the report, its cells are written past the last column and cut off below.
  const reportAt = width;
  const [status, before, after, changes, message] = (report ? RESULT_COLUMNS.map(columnOf) : RESULT_COLUMNS.map((_, i) => reportAt + i)) as [number, number, number, number, number];
  for (let i = 0; i < grid.length; i++) while (i >= headerIndex && grid[i]!.length < width) grid[i]!.push('');

  const resultOf = new Map(results.map((r) => [r.row, r]));
  const problemsOf = new Map<number, RowProblem[]>();
  for (const problem of parsed.problems) problemsOf.set(problem.row, [...(problemsOf.get(problem.row) ?? []), problem]);
  const skippedOf = new Map(parsed.skipped.map((s) => [s.row, s.reason]));
  const scores = new Map<number, [number | null, number | null]>();

  for (let index = headerIndex + 1; index < grid.length; index++) {
    const cells = grid[index]!;
    const row = index + 1;
    const result = resultOf.get(row);
    const problems = problemsOf.get(row) ?? [];
    const notes = problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message));
    if (result) {
      cells[status] = STATUS_TEXT[result.status];
      if (result.status === 'optimized' && result.listing) {
        const { listing } = result;
        cells[titleColumn] = listing.optimized_titles[0] ?? cells[titleColumn] ?? '';
        bulletColumns.forEach((column, i) => {
          cells[column] = listing.optimized_bullet_points[i] ?? '';
        });
        const extra = listing.optimized_bullet_points.length - bulletColumns.length;
        if (extra > 0) notes.push(`${extra} more bullet point${extra > 1 ? 's' : ''} written than the file has columns for: ${listing.optimized_bullet_points.slice(bulletColumns.length).join(' | ')}`);
        cells[descriptionColumn] = listing.product_description;
        searchColumns.forEach((column, i) => {
          cells[column] = i === 0 ? listing.backend_search_terms : '';
        });
      }
      scores.set(index, [result.scoreBefore ?? null, result.scoreAfter ?? null]);
      cells[changes] = (result.changes ?? []).join('\n');
      if (result.error) notes.unshift(result.error);
    } else if (skippedOf.has(row)) {
      // A blank row stays blank; other skipped rows say why.
      if (cells.some((cell) => cell.trim())) {
        cells[status] = STATUS_TEXT.skipped;
        notes.push(skippedOf.get(row)!);
      }
    } else {
      cells[status] = problems.some((p) => p.severity === 'error') ? STATUS_TEXT.invalid : STATUS_TEXT['not-run'];
    }
    cells[message] = notes.join('\n');
  }
  if (!report) for (let i = headerIndex; i < grid.length; i++) grid[i]!.length = Math.min(grid[i]!.length, reportAt);
  return format === 'csv' ? csvResult(parsed, grid, scores, before, after) : xlsxResult(parsed, grid, headerIndex, scores, before, after);
}

const baseName = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '').replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 100) || 'listings';

function csvResult(parsed: ParsedListingFile, grid: string[][], scores: Map<number, [number | null, number | null]>, before: number, after: number): ResultFile {
  for (const [index, [a, b]] of scores) {
    if (before >= grid[index]!.length) continue;
    grid[index]![before] = a === null ? '' : String(a);
    grid[index]![after] = b === null ? '' : String(b);
  }
  const delimiter = parsed.format === 'csv' && parsed.delimiter ? parsed.delimiter : ',';
  const tabbed = delimiter === '\t';
  return {
    bytes: csvBytes(grid, delimiter),
    fileName: `${baseName(parsed.fileName)}-listcraft.${tabbed ? 'txt' : 'csv'}`,
    contentType: tabbed ? CONTENT_TYPES.tsv : CONTENT_TYPES.csv,
  };
}

async function xlsxResult(
  parsed: ParsedListingFile,
  grid: string[][],
  headerIndex: number,
  scores: Map<number, [number | null, number | null]>,
  before: number,
  after: number,
): Promise<ResultFile> {
  const rows: (string | number | null)[][] = grid;
  for (const [index, [a, b]] of scores) {
    if (before >= rows[index]!.length) continue;
    rows[index]![before] = a;
    rows[index]![after] = b;
  }
  const name = parsed.sheetName ?? (parsed.layout === 'amazon' ? 'Template' : 'Listings');
  const bytes = await xlsxBytes([{ name, rows, headerRow: headerIndex + 1 }]);
  return { bytes, fileName: `${baseName(parsed.fileName)}-listcraft.xlsx`, contentType: CONTENT_TYPES.xlsx };
}
