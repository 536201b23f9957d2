import type { KeywordFormat } from '../../../contract/keyword-banks.js';

/**
 * The column layouts of the research tools' exports, recognised by their header row
 * (docs/decisions/0014-keyword-import.md). Header names were checked against public parsers and
 * write-ups of each tool's export; tools rename columns between versions, so each layout accepts
 * the spellings seen in the wild and the generic layout catches the rest.
 *
 * - Helium 10 Cerebro: `Keyword Phrase`, `ABA Total Click Share`, `Keyword Sales`,
 *   `Cerebro IQ Score`, `Search Volume`, `Search Volume Trend`, `Competing Products`, `CPR`,
 *   `Title Density`, `Organic Rank`... plus one rank column per ASIN.
 * - Helium 10 Magnet: `Keyword Phrase`, `Keyword Sales`, `Magnet IQ Score`, `Search Volume`,
 *   `Search Volume Trend`, `Competing Products`, `CPR`, `Title Density`...
 * - Jungle Scout (Keyword Scout): `Keyword`, `Exact Match Search Volume (30 days)`,
 *   `Broad Match Search Volume (30 days)`, `Dominant Category`, `Ease to Rank`,
 *   `Relevancy Score`, `Organic Product Count`, `Sponsored Product Count`...
 * - DataDive (Master Keyword List): `Search Terms` (or `Keyword`), `Search Volume`, `Relevancy`,
 *   `Ranking Juice`...
 * - Amazon Brand Analytics: Search Query Performance has `Search Query`, `Search Query Score`,
 *   `Search Query Volume`, `Impressions: Total Count`...; the Search Terms report has `Search Term`
 *   and `Search Frequency Rank` (a rank, not a volume, so its volumes stay unknown). Both put a
 *   metadata line (`Brand=["…"]`, `Reporting Range=["Weekly"]`) above the header row.
 */

/** A header cell compared loosely: case, spacing, underscores and a trailing "(30 days)" do not matter. */
export function headerName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim()
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/[:*]+$/, '')
    .trim();
}

export interface Layout {
  format: Exclude<KeywordFormat, 'plain-list'>;
  /** Header names only this tool writes; the generic layout has none. */
  marks: readonly string[];
  /** Keyword columns, most specific first. */
  keyword: readonly string[];
  /** Volume columns, preferred first (exact-match figures before broad ones). */
  volume: readonly string[];
}

const GENERIC_KEYWORD = ['keyword phrase', 'keyword', 'keywords', 'phrase', 'search term', 'search terms', 'search query', 'search phrase', 'customer search term'];
const GENERIC_VOLUME = [
  'search volume',
  'exact search volume',
  'exact volume',
  'exact match search volume',
  'search query volume',
  'monthly search volume',
  'avg. monthly searches',
  'volume',
  'sv',
  'searches',
];

/** In the order they are tried: a tool's own marks first, the generic table last. */
export const LAYOUTS: readonly Layout[] = [
  { format: 'helium10-cerebro', marks: ['cerebro iq score'], keyword: ['keyword phrase', 'keyword'], volume: ['search volume'] },
  { format: 'helium10-magnet', marks: ['magnet iq score'], keyword: ['keyword phrase', 'keyword'], volume: ['search volume'] },
  {
    format: 'brand-analytics',
    marks: ['search query volume', 'search query score', 'search frequency rank'],
    keyword: ['search query', 'search term'],
    volume: ['search query volume'],
  },
  {
    format: 'jungle-scout',
    marks: ['exact match search volume', 'broad match search volume', 'ease to rank', 'dominant category', 'sponsored product count', 'organic product count'],
    keyword: ['keyword', 'keywords'],
    volume: ['exact match search volume', 'exact search volume', 'search volume', 'broad match search volume', 'broad search volume'],
  },
  {
    format: 'datadive',
    marks: ['relevancy', 'ranking juice', 'relevance'],
    keyword: ['search terms', 'search term', 'keyword', 'keyword phrase', 'phrase'],
    volume: ['search volume', 'sv', 'volume'],
  },
  { format: 'generic-table', marks: [], keyword: GENERIC_KEYWORD, volume: GENERIC_VOLUME },
];

const ANY_KEYWORD_HEADER = new Set(LAYOUTS.flatMap((l) => l.keyword));

export interface Columns {
  format: Layout['format'];
  keyword: number;
  volume: number | null;
}

/** The first column whose header is one of the names, trying the names in order of preference. */
function columnOf(headers: readonly string[], names: readonly string[]): number | null {
  for (const name of names) {
    const at = headers.indexOf(name);
    if (at >= 0) return at;
  }
  return null;
}

/** Whether a row could be a header row: one of its cells names a keyword column. */
export function isHeaderRow(cells: readonly string[]): boolean {
  return cells.some((cell) => ANY_KEYWORD_HEADER.has(headerName(cell)));
}

/** The layout a header row belongs to, and where its keyword and volume columns are. */
export function detectColumns(cells: readonly string[]): Columns | null {
  const headers = cells.map(headerName);
  const present = new Set(headers);
  for (const layout of LAYOUTS) {
    if (layout.marks.length && !layout.marks.some((mark) => present.has(mark))) continue;
    const keyword = columnOf(headers, layout.keyword);
    if (keyword === null) continue;
    return { format: layout.format, keyword, volume: columnOf(headers, layout.volume) };
  }
  return null;
}
