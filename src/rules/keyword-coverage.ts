import type { BankCoverage } from './keyword-bank/volume-coverage.js';
import type { Keywords, Listing } from './types.js';
import { FUNCTION_WORDS, lowerWords, normalizeWord, words } from './text/words.js';

export type CoverageField = 'title' | 'bullets' | 'description' | 'backend';
/** `exact`: the phrase itself; `all-words`: every word, anywhere in the field; `some-words`: a part. */
export type CoverageStatus = 'exact' | 'all-words' | 'some-words' | 'missing';
export type KeywordKind = 'main' | 'secondary' | 'bullet';

export interface KeywordCoverage {
  keyword: string;
  kind: KeywordKind;
  /** The normalized words that count; articles and prepositions only count when nothing else is left. */
  words: string[];
  fields: Record<CoverageField, CoverageStatus>;
  /** How many of `words` each field contains. */
  matched: Record<CoverageField, number>;
  /** 0–100 across the fields the listing has, weighted like the report. */
  score: number;
}

export interface CoverageReport {
  keywords: KeywordCoverage[];
  /** 0–100, or null when there are no keywords to cover. */
  weighted: number | null;
  /** Fields that exist in the listing; a field left undefined is not part of the figure. */
  fields: CoverageField[];
  /**
   * Volume-weighted coverage against the seller's keyword bank (keyword-bank/volume-coverage.ts), when the
   * keywords carry one: the score's keyword part then reads this instead of `weighted`.
   */
  bank?: BankCoverage;
}

/**
 * Amazon ranks a word in the title above one in the bullets, above the description and backend
 * (DataDive's weighting). The main keyword counts double: it is what the listing must rank for.
 */
export const COVERAGE_FIELD_WEIGHTS: Readonly<Record<CoverageField, number>> = { title: 3, bullets: 2, description: 1, backend: 1 };
export const KEYWORD_KIND_WEIGHTS: Readonly<Record<KeywordKind, number>> = { main: 2, secondary: 1, bullet: 1 };

const COVERAGE_FIELDS: readonly CoverageField[] = ['title', 'bullets', 'description', 'backend'];
/** Keeps a phrase from matching across two bullets. */
const BREAK = '\u0000';

interface FieldIndex {
  tokens: string[];
  set: Set<string>;
}

/**
 * Only keyword words matter, so every other word is kept as an empty placeholder (phrase positions
 * stay right). Normalizing is the costly step: a word whose first letter starts no keyword word is
 * skipped unnormalized, as singular forms keep the first letter (men/man, feet/foot). A word with
 * an accent may be decomposed, so it is always normalized.
 */
function indexText(
  texts: readonly string[],
  wordsOf: (text: string) => string[],
  keywordWords: ReadonlySet<string>,
  firstLetters: ReadonlySet<string>,
): FieldIndex {
  const tokens: string[] = [];
  const set = new Set<string>();
  for (const text of texts) {
    if (tokens.length > 0) tokens.push(BREAK);
    for (const word of wordsOf(text)) {
      const plain = word.charCodeAt(0) < 128 && !(word.charCodeAt(1) >= 0x300);
      const norm = plain && !firstLetters.has(word[0] ?? '') ? '' : normalizeWord(word);
      if (norm !== '' && keywordWords.has(norm)) {
        tokens.push(norm);
        set.add(norm);
      } else tokens.push('');
    }
  }
  return { tokens, set };
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  const last = haystack.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * Coverage counted word by word: repeating a phrase earns nothing, so stuffing never beats a clean
 * listing. Matching is case-insensitive and plural-aware through normalizeWord.
 */
export function keywordCoverage(
  listing: Listing,
  keywords: Keywords | undefined,
  wordsOf: (text: string) => string[] = lowerWords,
): CoverageReport {
  const present = COVERAGE_FIELDS.filter((f) => f === 'title' || f === 'bullets' || listing[f] !== undefined);
  const entries = keywordEntries(keywords).map((entry) => ({ ...entry, phrase: lowerWords(entry.keyword).map(normalizeWord) }));
  if (entries.length === 0) return { keywords: [], weighted: null, fields: present };

  const keywordWords = new Set(entries.flatMap((e) => e.phrase));
  const firstLetters = new Set([...keywordWords].map((w) => w[0] ?? ''));
  const index = (texts: readonly string[]) => indexText(texts, wordsOf, keywordWords, firstLetters);
  const indexes: Record<CoverageField, FieldIndex> = {
    title: index([listing.title]),
    bullets: index(listing.bullets),
    description: index([listing.description ?? '']),
    backend: index([listing.backend ?? '']),
  };
  const fieldWeight = present.reduce((sum, f) => sum + COVERAGE_FIELD_WEIGHTS[f], 0);

  let total = 0;
  let totalWeight = 0;
  const report: KeywordCoverage[] = [];
  for (const { keyword, kind, phrase } of entries) {
    const content = phrase.filter((w) => !FUNCTION_WORDS.has(w));
    const counted = [...new Set(content.length > 0 ? content : phrase)];
    const fields = {} as Record<CoverageField, CoverageStatus>;
    const matched = {} as Record<CoverageField, number>;
    let weighted = 0;
    for (const field of COVERAGE_FIELDS) {
      const index = indexes[field];
      const hits = counted.filter((w) => index.set.has(w)).length;
      matched[field] = hits;
      fields[field] =
        counted.length === 0 || hits === 0 ? 'missing'
        : containsSequence(index.tokens, phrase) ? 'exact'
        : hits === counted.length ? 'all-words'
        : 'some-words';
      // Amazon says not to repeat title words in search terms, so for the figure a title word
      // covers the search terms too; following that advice must not cost coverage.
      const credited = field === 'backend' ? counted.filter((w) => index.set.has(w) || indexes.title.set.has(w)).length : hits;
      if (present.includes(field) && counted.length > 0) weighted += (COVERAGE_FIELD_WEIGHTS[field] * credited) / counted.length;
    }
    const score = Math.round((100 * weighted) / fieldWeight);
    report.push({ keyword, kind, words: counted, fields, matched, score });
    total += KEYWORD_KIND_WEIGHTS[kind] * score;
    totalWeight += KEYWORD_KIND_WEIGHTS[kind];
  }
  return { keywords: report, weighted: Math.round(total / totalWeight), fields: present };
}

function keywordEntries(keywords: Keywords | undefined): { keyword: string; kind: KeywordKind }[] {
  if (!keywords) return [];
  const entries: { keyword: string; kind: KeywordKind }[] = [];
  const add = (keyword: string, kind: KeywordKind) => {
    if (words(keyword).length > 0) entries.push({ keyword: keyword.trim(), kind });
  };
  add(keywords.main, 'main');
  for (const k of keywords.secondary) add(k, 'secondary');
  for (const k of keywords.bullet) add(k, 'bullet');
  return entries;
}
