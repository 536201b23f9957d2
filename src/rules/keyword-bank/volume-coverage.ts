import type { CoverageField } from '../keyword-coverage.js';
import type { Keywords, Listing } from '../types.js';
import { FUNCTION_WORDS, lowerWords, normalizeWord, wordTokens } from '../text/words.js';
import { bankKey, type BankKeyword, type KeywordPriority } from './bank-keyword.js';

/*
 * Volume-weighted coverage of a listing against a keyword bank (docs/decisions/0013), after
 * DataDive's "Ranking Juice": what a keyword earns is its search volume, times how well it is
 * matched, times how much the field it is in counts for ranking. Pure: the browser runs it too.
 */

/** How a keyword is found in a field. `all-words` and `most-words` are both "partial" in the table. */
export type MatchKind = 'exact' | 'variant' | 'all-words' | 'most-words';
export type Placement = 'exact' | 'variant' | 'partial';

/**
 * - exact: the keyword's words, as written (case aside), side by side in its order;
 * - variant: side by side after plural/singular folding (bankKey's words), in any order;
 * - all-words: every content word is in the field, not as one phrase;
 * - most-words: at least two thirds of its content words (and at least two), for keywords of three or more.
 */
export const MATCH_KIND_WEIGHTS: Readonly<Record<MatchKind, number>> = { exact: 1, variant: 0.7, 'all-words': 0.5, 'most-words': 0.3 };
export const BANK_FIELD_WEIGHTS: Readonly<Record<CoverageField, number>> = { title: 3, bullets: 2, description: 1, backend: 1 };
const BEST_FIELD_WEIGHT = 3;
const FIELDS: readonly CoverageField[] = ['title', 'bullets', 'description', 'backend'];

/** One keyword's row in the table (the contract's bankCoverageSchema). */
export interface BankCoverageRow {
  phrase: string;
  volume: number | null;
  priority: KeywordPriority;
  placements: Record<CoverageField, Placement | null>;
  note?: string;
}

/** The contract's BankCoverage, declared here because the rules import nothing of ours. */
export interface BankCoverage {
  /** 0–100. */
  score: number;
  /** 0..1 of the non-excluded volume whose every word is in the title. */
  titleVolumeShare: number;
  /** 0..1 of the non-excluded volume whose every word is somewhere in the listing. */
  volumeShare: number;
  keywords: BankCoverageRow[];
}

export interface BankCoverageContext {
  /** Why a keyword is where it is, by bankKey (the writer's notes: "did not read naturally in the bullets"). */
  notes?: ReadonlyMap<string, string>;
}

interface Token {
  raw: string;
  norm: string;
  start: number;
  end: number;
}

/** A field as token lists, one per text (a phrase never spans two bullets). */
interface FieldIndex {
  texts: Token[][];
  raws: Set<string>;
  norms: Set<string>;
}

const rawOf = (word: string) => word.toLowerCase().replace(/['’]/gu, '');

function tokens(text: string): Token[] {
  return wordTokens(text).map((t) => ({ raw: rawOf(t.text), norm: normalizeWord(t.text), start: t.start, end: t.end }));
}

function indexTexts(texts: readonly string[]): FieldIndex {
  const list = texts.map(tokens);
  return { texts: list, raws: new Set(list.flat().map((t) => t.raw)), norms: new Set(list.flat().map((t) => t.norm)) };
}

/** A keyword, ready to match. */
export interface BankPhrase {
  raws: string[];
  norms: string[];
  /** Normalized content words (function words only count when nothing else is left), once each. */
  content: string[];
}

export function bankPhrase(phrase: string): BankPhrase {
  const ws = lowerWords(phrase);
  const raws = ws.map(rawOf);
  const norms = ws.map(normalizeWord);
  const content = norms.filter((w) => !FUNCTION_WORDS.has(w));
  return { raws, norms, content: [...new Set(content.length > 0 ? content : norms)] };
}

const sameBag = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Where a phrase stands in one text's tokens, side by side: exact, else a plural or word-order variant. */
function windows(list: readonly Token[], kw: BankPhrase): { kind: 'exact' | 'variant'; start: number; end: number }[] {
  const n = kw.norms.length;
  const found: { kind: 'exact' | 'variant'; start: number; end: number }[] = [];
  if (n === 0) return found;
  for (let i = 0; i + n <= list.length; i++) {
    const window = list.slice(i, i + n);
    if (!kw.norms.includes(window[0]!.norm)) continue;
    const norms = window.map((t) => t.norm);
    const exact = window.every((t, j) => t.raw === kw.raws[j]);
    if (exact || norms.every((w, j) => w === kw.norms[j]) || sameBag(norms, kw.norms)) {
      found.push({ kind: exact ? 'exact' : 'variant', start: window[0]!.start, end: window[n - 1]!.end });
      i += n - 1;
    }
  }
  return found;
}

/** Every place a text says the phrase, exactly or as a variant: for highlighting and the excluded-keyword rule. */
export function phraseSpans(text: string, phrase: string | BankPhrase): { kind: 'exact' | 'variant'; start: number; end: number }[] {
  return windows(tokens(text), typeof phrase === 'string' ? bankPhrase(phrase) : phrase);
}

function partial(kw: BankPhrase, has: (norm: string) => boolean): MatchKind | null {
  const hits = kw.content.filter(has).length;
  if (hits === kw.content.length && hits > 0) return 'all-words';
  if (kw.content.length >= 3 && hits >= 2 && hits * 3 >= kw.content.length * 2) return 'most-words';
  return null;
}

/**
 * The best match of a keyword in a field (issue 25: "exact" means the phrase is there). In the
 * search terms, exact is the phrase side by side as written; since Amazon reads search terms as a
 * bag of words, every content word of it there (plural-folded, any order, function words left out
 * as Amazon asks) is the search terms' variant. Words the title or bullets complete are partial at
 * most: a phrase whose words are spread across fields is not placed.
 */
function matchIn(field: CoverageField, kw: BankPhrase, index: Record<CoverageField, FieldIndex>): MatchKind | null {
  const own = index[field];
  let best: MatchKind | null = null;
  for (const list of own.texts) {
    for (const w of windows(list, kw)) {
      if (w.kind === 'exact') return 'exact';
      best = 'variant';
    }
  }
  if (best) return best;
  if (field === 'backend') {
    if (!kw.content.some((w) => own.norms.has(w))) return null;
    if (kw.content.every((w) => own.norms.has(w))) return 'variant';
    const shown = [index.title, index.bullets];
    return partial(kw, (w) => own.norms.has(w) || shown.some((f) => f.norms.has(w)));
  }
  return partial(kw, (w) => own.norms.has(w));
}

const indexListing = (listing: Listing): Record<CoverageField, FieldIndex> => ({
  title: indexTexts([listing.title]),
  bullets: indexTexts(listing.bullets),
  description: indexTexts([listing.description ?? '']),
  backend: indexTexts([listing.backend ?? '']),
});

/**
 * Which of these phrases the listing places: exactly or as a variant (plural, word order, or every
 * word in the search terms) in one field. Words spread across fields do not count (issue 25).
 */
export function placedPhrases(listing: Listing, phrases: readonly string[]): boolean[] {
  const index = indexListing(listing);
  return phrases.map((phrase) => {
    const kw = bankPhrase(phrase);
    return kw.norms.length > 0 && FIELDS.some((f) => {
      const kind = matchIn(f, kw, index);
      return kind === 'exact' || kind === 'variant';
    });
  });
}

const placementOf = (kind: MatchKind | null): Placement | null => (kind === null ? null : kind === 'exact' || kind === 'variant' ? kind : 'partial');

/** The volume a keyword without one counts with: the median of the bank's known volumes, else 1. */
export function defaultVolume(bank: readonly BankKeyword[]): number {
  const known = bank
    .filter((k) => k.priority !== 'excluded' && k.volume !== null)
    .map((k) => k.volume!)
    .sort((a, b) => a - b);
  if (known.length === 0) return 1;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

/**
 * The bank the writer and the audit use: the seller's bank, with the form's three keyword fields as
 * must-haves (merged by bankKey; an excluded keyword stays excluded, and of two spellings in the bank
 * the stronger priority wins). Undefined without a bank.
 */
export function effectiveBank(keywords: Keywords | undefined): BankKeyword[] | undefined {
  if (!keywords?.bank) return undefined;
  const byKey = new Map<string, BankKeyword>();
  for (const k of keywords.bank) {
    const key = bankKey(k.phrase);
    if (key === '') continue;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { ...k });
    else {
      // Two spellings of one keyword: the stronger wish wins (excluded, then must-have), and the known volume.
      if (RANK[k.priority] > RANK[known.priority]) known.priority = k.priority;
      if (known.volume === null || (k.volume !== null && k.volume > known.volume)) known.volume = k.volume;
    }
  }
  for (const phrase of [keywords.main, ...keywords.secondary, ...keywords.bullet]) {
    const key = bankKey(phrase);
    if (key === '') continue;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { phrase: phrase.trim(), volume: null, priority: 'must-have' });
    else if (known.priority === 'normal') known.priority = 'must-have';
  }
  return [...byKey.values()];
}

const RANK: Readonly<Record<KeywordPriority, number>> = { normal: 0, 'must-have': 1, excluded: 2 };

/** Highest volume first; keywords without a volume after those with one, in the bank's order. */
export function byVolume<T extends { volume: number | null }>(list: readonly T[]): T[] {
  return list
    .map((k, i) => ({ k, i }))
    .sort((a, b) => (b.k.volume ?? -1) - (a.k.volume ?? -1) || a.i - b.i)
    .map(({ k }) => k);
}

/** How a listing covers a bank: the score, the volume shares and the table, highest volume first. */
export function bankCoverage(listing: Listing, bank: readonly BankKeyword[], context: BankCoverageContext = {}): BankCoverage {
  const index = indexListing(listing);
  const fallback = defaultVolume(bank);
  let earned = 0;
  let possible = 0;
  let inTitle = 0;
  let anywhere = 0;
  const rows: BankCoverageRow[] = [];
  for (const keyword of byVolume(bank)) {
    const kw = bankPhrase(keyword.phrase);
    if (kw.norms.length === 0) continue;
    const kinds = {} as Record<CoverageField, MatchKind | null>;
    for (const field of FIELDS) kinds[field] = matchIn(field, kw, index);
    const excluded = keyword.priority === 'excluded';
    const placements = {} as Record<CoverageField, Placement | null>;
    // An excluded keyword shows where it leaked: as itself or a variant, not its words scattered.
    for (const field of FIELDS) placements[field] = excluded && (kinds[field] === 'all-words' || kinds[field] === 'most-words') ? null : placementOf(kinds[field]);
    const row: BankCoverageRow = { phrase: keyword.phrase, volume: keyword.volume, priority: keyword.priority, placements };
    const note = context.notes?.get(bankKey(keyword.phrase)) ?? (excluded ? excludedNote(placements) : undefined);
    if (note) row.note = note;
    rows.push(row);
    if (excluded) continue;
    const volume = keyword.volume ?? fallback;
    const best = Math.max(0, ...FIELDS.map((f) => (kinds[f] ? BANK_FIELD_WEIGHTS[f] * MATCH_KIND_WEIGHTS[kinds[f]] : 0)));
    earned += volume * best;
    possible += volume * BEST_FIELD_WEIGHT;
    const whole = (kind: MatchKind | null) => kind === 'exact' || kind === 'variant' || kind === 'all-words';
    if (whole(kinds.title)) inTitle += volume;
    if (FIELDS.some((f) => whole(kinds[f]))) anywhere += volume;
  }
  const total = possible / BEST_FIELD_WEIGHT;
  return {
    score: possible === 0 ? 0 : Math.round((1000 * earned) / possible) / 10,
    titleVolumeShare: total === 0 ? 0 : inTitle / total,
    volumeShare: total === 0 ? 0 : anywhere / total,
    keywords: rows,
  };
}

const FIELD_NAMES: Readonly<Record<CoverageField, string>> = { title: 'title', bullets: 'bullets', description: 'description', backend: 'search terms' };

function excludedNote(placements: Record<CoverageField, Placement | null>): string {
  const leaks = FIELDS.filter((f) => placements[f] !== null).map((f) => FIELD_NAMES[f]);
  return leaks.length === 0 ? 'Excluded: kept out of the listing.' : `Excluded, but it appears in the ${leaks.join(', ')}.`;
}
