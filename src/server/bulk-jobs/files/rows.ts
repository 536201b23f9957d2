import { MARKETPLACES, type Marketplace } from '../../../rules/marketplaces.js';
import { optimizerInputSchema } from '../../../contract/optimizer.js';
import { isBlankRow, looksLikeFormula, readMarkup } from './cells.js';
import { cellKey, type SheetGrid } from '../../uploads/spreadsheet.js';
import { BULLET_FIELDS, type ColumnMap, type Field } from './layouts.js';
import { MAX_CELL_CHARS, MAX_LISTINGS } from './limits.js';
import { fileErrors, rowMessages } from './messages.js';
import type { BulkRow, MainKeywordSource, RowProblem, SkippedRow } from './types.js';

/**
 * The rows under the header into listings, each validated by the single optimizer's own schema
 * before anything is charged. A row with an error is left out of the job and listed with its row,
 * column and message; the result file carries it back unchanged with that message. Blank rows,
 * variation parents and delete instructions are skipped and listed, never errors.
 */

/** The fields whose text the optimizer reads: a formula or active markup there stops the row. */
const READ_FIELDS: readonly Field[] = ['sku', 'title', ...BULLET_FIELDS, 'description', 'mainKeyword', 'secondaryKeywords', 'bulletKeywords'];
const MARKUP_FIELDS: readonly Field[] = ['title', ...BULLET_FIELDS, 'description'];

const MARKETPLACE_ALIASES: Record<string, Marketplace> = { GB: 'UK', USA: 'US' };
/** Amazon's storefront domains, as sellers often name a marketplace ("amazon.co.uk", "Amazon.de"). */
const DOMAINS: Record<string, Marketplace> = {
  COM: 'US', CA: 'CA', 'COM.MX': 'MX', 'COM.BR': 'BR', 'CO.UK': 'UK', IE: 'IE', DE: 'DE', FR: 'FR', IT: 'IT', ES: 'ES', NL: 'NL', 'COM.BE': 'BE', SE: 'SE', PL: 'PL',
  AE: 'AE', SA: 'SA', EG: 'EG', 'COM.TR': 'TR', IN: 'IN', 'CO.JP': 'JP', SG: 'SG', 'COM.AU': 'AU',
};

/** A marketplace cell as a code: "de", "GB", "amazon.co.uk", "www.amazon.com"; null when it names none. */
function marketplaceOf(cell: string): Marketplace | null {
  const text = cell.trim().toUpperCase();
  const domain = /^(?:HTTPS?:\/\/)?(?:WWW\.)?AMAZON\.([A-Z.]+?)\/?$/.exec(text);
  if (domain) return DOMAINS[domain[1]!] ?? null;
  const code = MARKETPLACE_ALIASES[text] ?? text;
  return (MARKETPLACES as readonly string[]).includes(code) ? (code as Marketplace) : null;
}

/** The main phrase of Amazon's search terms when the seller separated phrases; space-separated terms have none. */
function firstPhrase(searchTerms: string): string | null {
  if (!/[,;|]/.test(searchTerms)) return null;
  const first = searchTerms.split(/[,;|]/)[0]!.replace(/\s+/g, ' ').trim();
  return first && first.split(' ').length <= 6 ? first : null;
}

export interface ReadRows {
  rows: BulkRow[];
  problems: RowProblem[];
  skipped: SkippedRow[];
  listings: number;
}

export function readRows(grid: SheetGrid, headerIndex: number, map: ColumnMap, fileMarketplace: Marketplace | null): ReadRows {
  const header = grid.rows[headerIndex]!;
  const listings = grid.rows.slice(headerIndex + 1).filter((cells) => !isBlankRow(cells)).length;
  if (listings > MAX_LISTINGS) throw fileErrors.tooManyListings(listings);
  if (listings === 0) throw fileErrors.noListings();

  const rows: BulkRow[] = [];
  const problems: RowProblem[] = [];
  const skipped: SkippedRow[] = [];
  const skus = new Map<string, number>();
  const columnName = (column: number) => header[column]?.replace(/^\uFEFF/, '').trim() || `column ${column + 1}`;
  const fieldColumn = (field: Field) => map.fields[field]?.[0];
  const readColumns = new Set(READ_FIELDS.flatMap((f) => map.fields[f] ?? []));

  for (let index = headerIndex + 1; index < grid.rows.length; index++) {
    const cells = grid.rows[index]!;
    const row = index + 1;
    if (isBlankRow(cells)) {
      skipped.push({ row, reason: rowMessages.emptyRow() });
      continue;
    }
    const rowProblems: RowProblem[] = [];
    const problem = (column: number | null, severity: RowProblem['severity'], message: string) =>
      rowProblems.push({ row, column: column === null ? null : columnName(column), severity, message });
    const text = (field: Field) => {
      const columns = map.fields[field] ?? [];
      if (columns.length <= 1) return columns.length ? (cells[columns[0]!] ?? '') : '';
      return columns.map((c) => cells[c] ?? '').filter((v) => v.trim()).join(' ');
    };

    if (map.layout === 'amazon') {
      // A delete instruction or a variation parent (which shoppers never buy) is no listing to
      // write: skipped, shown with its reason, never charged, and carried back unchanged.
      const action = text('updateDelete').trim();
      if (action.toLowerCase() === 'delete') {
        skipped.push({ row, reason: rowMessages.deleteRow(columnName(fieldColumn('updateDelete')!), action) });
        continue;
      }
      if (text('parentChild').trim().toLowerCase() === 'parent') {
        skipped.push({ row, reason: rowMessages.parentRow() });
        continue;
      }
    }

    // Every cell: too long to write back, or a formula outside the fields the optimizer reads.
    cells.forEach((cell, column) => {
      if (cell.length > MAX_CELL_CHARS) problem(column, 'error', rowMessages.oversized(cell.length, MAX_CELL_CHARS));
      const formula = grid.formulas.get(cellKey(index, column));
      if (formula !== undefined) problem(column, readColumns.has(column) ? 'error' : 'warning', readColumns.has(column) ? rowMessages.formulaCell(formula) : rowMessages.formulaElsewhere());
      else if (readColumns.has(column) && looksLikeFormula(cell)) problem(column, 'error', rowMessages.formulaText(cell.trim()));
    });

    // Markup: active markup refuses the row; formatting tags are read as text.
    const plain = new Map<Field, string>();
    for (const field of MARKUP_FIELDS) {
      const column = fieldColumn(field);
      if (column === undefined) continue;
      const markup = readMarkup(cells[column] ?? '');
      if (markup.kind === 'dangerous') problem(column, 'error', rowMessages.dangerousMarkup());
      if (markup.kind === 'tags') {
        plain.set(field, markup.text);
        problem(column, 'warning', rowMessages.tagsRead());
      }
    }
    const value = (field: Field) => plain.get(field) ?? text(field);

    const sku = value('sku').trim();
    const skuColumn = fieldColumn('sku') ?? null;
    if (!sku) problem(skuColumn, 'error', rowMessages.noSku());
    else if (skus.has(sku)) problem(skuColumn, 'error', rowMessages.duplicateSku(sku, skus.get(sku)!));
    else skus.set(sku, row);

    let marketplace: Marketplace | null = fileMarketplace;
    const market = value('marketplace').trim();
    if (market) {
      const code = marketplaceOf(market);
      if (code) marketplace = code;
      else problem(fieldColumn('marketplace') ?? null, 'error', rowMessages.badMarketplace(market, MARKETPLACES));
    }

    let mainKeyword = value('mainKeyword');
    let mainKeywordFrom: MainKeywordSource = 'column';
    const searchTerms = value('searchTerms');
    let bulletKeywords = value('bulletKeywords');
    if (map.layout === 'amazon') {
      // Amazon files have no keyword fields of the optimizer's; their search terms stand in.
      if (!mainKeyword.trim()) {
        const phrase = firstPhrase(searchTerms);
        if (phrase) {
          mainKeyword = phrase;
          mainKeywordFrom = 'search-terms';
        } else {
          mainKeyword = titleHead(value('title'), value('brand'));
          mainKeywordFrom = 'title';
        }
      }
      if (!bulletKeywords.trim()) bulletKeywords = searchTerms;
    }

    const bullets = BULLET_FIELDS.filter((f) => map.fields[f]).map((f) => value(f));
    const description = value('description');
    const candidate = {
      title: value('title'),
      bulletPoints: bullets,
      titleMainKeyword: mainKeyword,
      titleSecondaryKeywords: value('secondaryKeywords'),
      bulletKeywords,
      ...(description.trim() ? { description } : {}),
      // The writer keeps them when its own come back shorter (issue 25).
      ...(searchTerms.trim() ? { searchTerms } : {}),
    };
    const parsed = optimizerInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [key, at] = issue.path;
        const column =
          key === 'title' ? fieldColumn('title')
          : key === 'bulletPoints' ? (typeof at === 'number' ? fieldColumn(BULLET_FIELDS[at]!) : fieldColumn('bullet1'))
          : key === 'titleMainKeyword' ? (mainKeywordFrom === 'column' ? fieldColumn('mainKeyword') : undefined)
          : key === 'titleSecondaryKeywords' ? fieldColumn('secondaryKeywords')
          : key === 'bulletKeywords' ? (fieldColumn('bulletKeywords') ?? fieldColumn('searchTerms'))
          : key === 'description' ? fieldColumn('description')
          : key === 'searchTerms' ? fieldColumn('searchTerms')
          : undefined;
        const message = key === 'titleMainKeyword' && mainKeywordFrom !== 'column' ? rowMessages.noMainKeyword() : issue.message;
        problem(column ?? null, 'error', message);
      }
    }
    problems.push(...rowProblems);
    if (parsed.success && !rowProblems.some((p) => p.severity === 'error')) rows.push({ row, sku, marketplace, input: parsed.data, mainKeywordFrom });
  }
  return { rows, problems, skipped, listings };
}

/**
 * The product phrase a title leads with, for an Amazon row without keywords: the title up to its
 * first separator, without the brand ("Acme Orthopedic Dog Bed, Large – Washable" -> "Orthopedic Dog Bed"),
 * at most six words. The writer checks the title against it; the seller can do better with a
 * main_keyword column, which the template notes say.
 */
function titleHead(title: string, brand: string): string {
  let head = title.split(/\s[-–—|:]\s|[,(|[]/)[0]!.replace(/\s+/g, ' ').trim();
  const maker = brand.replace(/\s+/g, ' ').trim();
  // "Acme Orthopedic Dog Bed" with brand Acme: the phrase shoppers search is "Orthopedic Dog Bed".
  if (maker && head.toLowerCase().startsWith(`${maker.toLowerCase()} `)) head = head.slice(maker.length).trim();
  return head.split(' ').slice(0, 6).join(' ');
}
