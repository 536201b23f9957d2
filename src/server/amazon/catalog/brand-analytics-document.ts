import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { bankKey } from '../../../rules/keyword-bank/bank-keyword.js';

/**
 * A Brand Analytics report document read as it arrives: gunzipped, tokenised and taken one row at
 * a time from its data array, never held whole (a Search Terms week is millions of rows, hundreds
 * of MB unpacked). Only the terms kept are in memory.
 *
 * - Search Query Performance (`dataByAsin`): each row is a query that found one of the seller's
 *   ASINs, with `searchQueryData.searchQueryVolume`, the week's searches for it on Amazon.
 * - Search Terms (`dataByDepartmentAndSearchTerm`): each row is a search term with its
 *   `searchFrequencyRank` (1 is the most searched) and one of its three most-clicked ASINs. Amazon
 *   gives no volume here; the rank is kept instead. Rows are kept when the filter says they are the
 *   seller's (a clicked ASIN of theirs, or a term already in their bank).
 */

export type BrandAnalyticsReport = 'search-query-performance' | 'search-terms';

export const REPORT_TYPES: Record<BrandAnalyticsReport, string> = {
  'search-query-performance': 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
  'search-terms': 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
};

const DATA_ARRAY: Record<BrandAnalyticsReport, string> = {
  'search-query-performance': 'dataByAsin',
  'search-terms': 'dataByDepartmentAndSearchTerm',
};

export interface ReportTerm {
  phrase: string;
  key: string;
  /** Searches in the week (Search Query Performance); null when Amazon gives only a rank. */
  volume: number | null;
  /** Search frequency rank (Search Terms); null when Amazon gives a volume. */
  rank: number | null;
}

export interface TermFilter {
  /** The seller's ASINs: a Search Terms row whose clicked ASIN is one of them is theirs. */
  asins: ReadonlySet<string>;
  /** Bank keys already there: a Search Terms row for one of them is kept too. */
  keys: ReadonlySet<string>;
}

/** Terms kept from one report: at most this many, the most searched first (a bank holds 10,000). */
export const MAX_REPORT_TERMS = 5_000;

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null);

/** The terms of one report document, streamed from its (gzip) bytes. */
export async function readReportTerms(
  body: ReadableStream<Uint8Array> | Readable,
  report: BrandAnalyticsReport,
  gzip: boolean,
  filter: TermFilter,
  /** Called after each row read, with the rows read and the distinct terms kept so far (the job's progress; a test watches rows arrive before the document has). */
  onRow?: (rows: number, kept: number) => void,
): Promise<{ rows: number; terms: ReportTerm[] }> {
  const terms = new Map<string, ReportTerm>();
  let rows = 0;
  const source = body instanceof Readable ? body : Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const rowsOut = chain([...(gzip ? [zlib.createGunzip()] : []), parser(), pick({ filter: DATA_ARRAY[report] }), streamArray()]);
  rowsOut.on('data', ({ value }: { value: unknown }) => {
    rows++;
    const term = report === 'search-query-performance' ? queryPerformanceTerm(value) : searchTermsTerm(value, filter);
    const known = term && terms.get(term.key);
    if (term && !known) terms.set(term.key, term);
    else if (term && known) {
      // One query appears once per ASIN (the same volume), one term once per clicked ASIN (the same rank).
      if (term.volume !== null) known.volume = Math.max(known.volume ?? 0, term.volume);
      if (term.rank !== null) known.rank = Math.min(known.rank ?? term.rank, term.rank);
    }
    onRow?.(rows, Math.min(terms.size, MAX_REPORT_TERMS));
  });
  await pipeline(source, rowsOut);
  const sorted = [...terms.values()].sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1) || (a.rank ?? Infinity) - (b.rank ?? Infinity));
  return { rows, terms: sorted.slice(0, MAX_REPORT_TERMS) };
}

function queryPerformanceTerm(row: unknown): ReportTerm | null {
  const data = (row as { searchQueryData?: { searchQuery?: unknown; searchQueryVolume?: unknown } } | null)?.searchQueryData;
  const phrase = typeof data?.searchQuery === 'string' ? data.searchQuery.replace(/\s+/g, ' ').trim() : '';
  const key = bankKey(phrase);
  return phrase && key ? { phrase, key, volume: wholeNumber(data?.searchQueryVolume), rank: null } : null;
}

function searchTermsTerm(row: unknown, filter: TermFilter): ReportTerm | null {
  const data = row as { searchTerm?: unknown; searchFrequencyRank?: unknown; clickedAsin?: unknown } | null;
  const phrase = typeof data?.searchTerm === 'string' ? data.searchTerm.replace(/\s+/g, ' ').trim() : '';
  const key = bankKey(phrase);
  if (!phrase || !key) return null;
  const theirs = (typeof data?.clickedAsin === 'string' && filter.asins.has(data.clickedAsin)) || filter.keys.has(key);
  return theirs ? { phrase, key, volume: null, rank: wholeNumber(data?.searchFrequencyRank) } : null;
}
