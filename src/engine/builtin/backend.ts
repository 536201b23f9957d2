import { unsupportedClaims } from '../../listing/claims.js';
import { packBackendTerms } from '../../listing/fix/backend.js';
import type { ResolvedLimits } from '../../listing/limits.js';
import type { ListingAnalysis } from './analysis.js';
import { FUNCTION_WORDS, normalizeWord } from '../../listing/words.js';
import { isBannedSentence, removeBannedPhrases } from './clean.js';
import { headerSearchWords, isFillerWord, isSearchWord, listWords, phraseSearchWords } from './search-words.js';
import { otherSpelling, searchVariants } from './synonyms.js';
import { normWords } from './wording.js';

/*
 * Backend search terms: the keyword words the title lacks first, then synonyms and spelling
 * variants of what the product is, the title words the other titles dropped, what it is for and
 * who it is for, and the seller's nouns and attributes (those not already in the bullets first).
 * Only words shoppers type (search-words.ts): no
 * verbs, praise, units, or words the seller only used in a negation. Packing (lowercase, no
 * repeats, no title words, no stopwords, no brand, byte limit) is the rules engine's
 * packBackendTerms, so the writer and the fixer agree.
 */

/** Tokens of the seller's own text: a word with a digit may only be used as the seller wrote it, whole. */
export function sourceTokens(source: string): Set<string> {
  return new Set((source.toLowerCase().match(/(?<![\p{L}\p{N}.,])[\p{L}\p{N}]+(?![\p{L}\p{N}]|[.,]\p{N})/gu) ?? []).filter((w) => /\p{N}/u.test(w)));
}

/**
 * Candidates as single words. A word with a digit is kept only when the seller wrote it as a whole
 * token (`5ghz`, `720p`): split by packing, `2.4GHz` and `3-in-1` would become numbers the seller
 * never wrote.
 */
export function searchTerms(candidates: readonly string[], digitTokens: ReadonlySet<string> = new Set()): string[] {
  return candidates
    .flatMap((c) => (/\p{N}[.,]\p{N}|\p{N}-\p{L}+-\p{N}/u.test(c) ? c.replace(/\S*\p{N}[.,-]\S*/gu, ' ') : c).split(/[^\p{L}\p{N}\p{M}'’]+/u))
    .filter((w) => w !== '' && !isFillerWord(w.toLowerCase()) && !FUNCTION_WORDS.has(w.toLowerCase()) && (!/\p{N}/u.test(w) || digitTokens.has(w.toLowerCase())));
}

export interface BackendRequest {
  a: ListingAnalysis;
  limits: ResolvedLimits;
  title: string;
  otherTitles: string[];
  bullets: string[];
}

/** A title word worth a search term: a search word, or a model code the seller wrote (`wh1000xm4`). */
const titleTerm = (w: string) => isSearchWord(w) || (/\p{L}/u.test(w) && /\d/u.test(w) && w.length >= 4);

export function writeBackend({ a, limits, title, otherTitles, bullets }: BackendRequest): string {
  const keywordWords = [a.keywords.main, ...a.keywords.secondary, ...a.keywords.bullet].flatMap((k) => k.toLowerCase().split(/\s+/));
  // Names the seller capitalises are brands, their own or others', which search terms must not carry.
  const searchable = (w: string) => !a.negatedOnly.has(w.toLowerCase()) && !a.properWords.has(w.toLowerCase());
  // Synonyms of what the product is (keywords, title, noun), not of every word in the bullets; a word
  // before a number names a standard, not a thing (`cat` of `Cat 6`, `type` of `Type C`).
  const titleWords = (a.title.clean.toLowerCase().match(/[\p{L}\p{N}]+(?![\p{L}\p{N}]*\s*[-\s]\d)/gu) ?? []).filter((w) => !/\d/u.test(w));
  const productWords = [...keywordWords, ...titleWords, ...normWords(a.productNoun)];
  const synonyms = [...new Set(productWords.map((w) => w.toLowerCase()))].filter(searchable).flatMap(searchVariants);
  const inBullets = new Set(bullets.flatMap((b) => normWords(b)));
  const inOtherTitles = new Set(otherTitles.flatMap((t) => normWords(t)));
  const titleDropped = normWords(a.title.clean).filter((w) => !inOtherTitles.has(w) && titleTerm(w) && searchable(w));
  const elsewhere = (w: string) => inBullets.has(normalizeWord(w)) || inOtherTitles.has(normalizeWord(w));
  const usesAndBuyers = [...phraseSearchWords([...a.usages, ...a.audiences], a.negatedOnly), ...listWords(a.sellerText, a.negatedOnly)].filter(searchable);
  const attributes = a.benefits.filter((b) => /[\s-]/u.test(b) || isSearchWord(b)).filter((b) => !b.split(/[\s-]/u).some((w) => a.negatedOnly.has(w)));
  const sellerWords = [...a.searchWords, ...headerSearchWords(a.bullets.map((b) => b.header), a.negatedOnly)].filter(searchable);
  const fresh = sellerWords.filter((w) => !elsewhere(w));
  const spellings = sellerWords.map(otherSpelling).filter((w): w is string => w !== undefined);
  const repeated = sellerWords.filter(elsewhere);
  const digitTokens = sourceTokens(a.source);
  // Keywords are the seller's to choose; every other word must not come from a negation (`slip` of `anti-slip`).
  const guarded = searchTerms([...synonyms, ...titleDropped, ...usesAndBuyers, ...fresh], digitTokens).filter(searchable);
  const candidates = [
    ...searchTerms(keywordWords, digitTokens),
    ...guarded,
    ...searchTerms(attributes, digitTokens),
    ...searchTerms([...spellings, ...repeated], digitTokens).filter(searchable),
  ];
  const options = {
    title,
    maxBytes: Math.min(limits.backend.target[1], limits.backend.maxBytes),
    brand: a.title.brand || undefined,
    priority: [a.keywords.main, ...a.keywords.secondary, ...a.keywords.bullet].filter((k) => !isBannedSentence(k)),
  };
  let pool = candidates;
  let packed = packBackendTerms(pool, options);
  // Packing puts words side by side: `5` next to `meter` states a size the seller never gave. Such words go.
  for (let pass = 0; pass < 3; pass++) {
    const flagged = unsupportedClaims({ title: '', bullets: [], backend: packed }, a.source);
    if (flagged.length === 0) break;
    const dropped = new Set(
      flagged.flatMap((f) => {
        const spanWords = packed.slice(f.start, f.end).toLowerCase().split(/\s+/);
        const numbers = spanWords.filter((w) => /\p{N}/u.test(w));
        return numbers.length > 0 ? numbers : spanWords;
      }),
    );
    pool = pool.filter((w) => !dropped.has(w.toLowerCase()));
    packed = packBackendTerms(pool, options);
  }
  // Neighbouring words can form a banned claim (`anti bacterial`, `kill bacteria`): drop those words and pack again.
  for (let pass = 0; pass < 3; pass++) {
    const kept = new Set(removeBannedPhrases(packed).split(' '));
    if (kept.size === new Set(packed.split(' ')).size) break;
    const dropped = new Set(packed.split(' ').filter((w) => !kept.has(w)));
    pool = pool.filter((w) => !dropped.has(w.toLowerCase()));
    packed = packBackendTerms(pool, options);
  }
  return packed;
}
