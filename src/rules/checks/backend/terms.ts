import {
  FUNCTION_WORDS, normalizeWord, SEARCH_TERM_WORD_PATTERN, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS, TEMPORARY_PHRASES, wordTokens, type WordToken,
} from '../../text/words.js';
import { lastSeen } from '../../text/last-seen.js';
import type { AuditContext } from '../context.js';

/*
 * Search terms keep hyphenated and decimal tokens whole (`usb-c`, `3-in-1`, `2.4ghz`): Amazon asks
 * for no punctuation, but a hyphen inside a word or a decimal point is part of what shoppers type,
 * and splitting it invents numbers (`2 4ghz`). So a term is a SEARCH_TERM_WORD_PATTERN token, and
 * `backend.punctuation` (SEARCH_TERM_PUNCTUATION) reports everything else. packBackendTerms writes
 * exactly these tokens and applies the same checks below, so its output never triggers these rules.
 */

/** The hyphen-separated parts of a lowercase term (`3-in-1` -> 3, in, 1); a decimal stays one part. */
export function termParts(term: string): string[] {
  return term.includes('-') ? term.split('-') : [term];
}

/**
 * Normalized terms of some texts and the parts of hyphenated ones, function words left out (they
 * never make a term redundant). With `exact`, words stay as written (lowercase): a word's other
 * number (`longboards` next to a title's `longboard`) is a different search word, and search terms
 * may hold it.
 */
export function contentWordSet(texts: readonly string[], exact = false): Set<string> {
  const set = new Set<string>();
  const wordsOf = exact ? exactWordsOf : normalWordsOf;
  // (In the texts' order, so the set's order is that of reading them one after another.)
  for (const text of texts) for (const word of wordsOf(text)) set.add(word);
  return set;
}

/** contentWordSet of one text, in reading order. */
function textWords(text: string, exact: boolean): readonly string[] {
  const set = new Set<string>();
  const add = (word: string) => {
    const norm = normalizeWord(word);
    if (!FUNCTION_WORDS.has(norm)) set.add(exact ? word.replace(/['’]s$/u, '') : norm);
  };
  for (const token of wordTokens(text.toLowerCase(), SEARCH_TERM_WORD_PATTERN)) {
    add(token.text);
    if (token.text.includes('-')) for (const part of termParts(token.text)) if (part !== '') add(part);
  }
  return [...set];
}

/**
 * Each text's words, remembered for the texts read last: every audit of a listing reads its title
 * and bullets, and its drafts and title options share most of them; a text's words are its own.
 */
const exactWordsOf = lastSeen(2000, (text) => textWords(text, true));
const normalWordsOf = lastSeen(2000, (text) => textWords(text, false));

/**
 * Whether a term is already in `set` (a contentWordSet): the term itself, or every part of a
 * hyphenated term (function-word parts aside), so `3-in-1` is in a title that says `3 in 1`.
 */
export function termIn(set: ReadonlySet<string>, norm: string, parts: readonly string[], exact = false): boolean {
  if (set.has(norm)) return true;
  if (parts.length < 2) return false;
  let content = 0;
  for (const part of parts) {
    const p = exact ? part : normalizeWord(part);
    if (FUNCTION_WORDS.has(p)) continue;
    if (!set.has(p)) return false;
    content++;
  }
  return content > 0;
}

/** Whether any part of a term is in `set` (brands: `gaiam-compatible` names the brand). */
export function termMentions(set: ReadonlySet<string>, norm: string, parts: readonly string[]): boolean {
  return set.has(norm) || (parts.length > 1 && parts.some((part) => set.has(normalizeWord(part))));
}

/**
 * Subjective or temporary: one part is (`best`, `best-selling`), or two neighbouring words form a
 * temporary phrase, inside the term (`limited-time`) or with the last part of the term before
 * (`prev`) or the first part of the term after (`next`).
 */
export function isSubjectiveOrTemporary(parts: readonly string[], prev: string | undefined, next: string | undefined): boolean {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (SUBJECTIVE_OR_TEMPORARY_WORDS.has(part)) return true;
    const before = i === 0 ? prev : parts[i - 1];
    if (before !== undefined && TEMPORARY_PHRASES.has(`${before} ${part}`)) return true;
  }
  return next !== undefined && TEMPORARY_PHRASES.has(`${parts[parts.length - 1] ?? ''} ${next}`);
}

/** Why a search term wastes its bytes; each has its rule, and a term gets the first that applies. */
export type TermProblem = 'stopword' | 'subjective-or-temporary' | 'brand' | 'duplicate-word' | 'repeats-title' | 'repeats-bullets';

export interface BackendTerms {
  tokens: WordToken[];
  /** The problem of each token, by position; undefined for a useful term. */
  problems: (TermProblem | undefined)[];
}

/**
 * Classifies the search terms once per audit (ctx.once) for the rules that report them: a term that
 * is a stopword is not also reported as a repeat of the title, and so on down the list.
 */
export function backendTerms(ctx: AuditContext): BackendTerms {
  const backend = ctx.listing.backend ?? '';
  const tokens = wordTokens(backend, SEARCH_TERM_WORD_PATTERN);
  const title = contentWordSet([ctx.listing.title], true);
  const bullets = contentWordSet(ctx.listing.bullets, true);
  const brand = contentWordSet(ctx.listing.brand ? [ctx.listing.brand] : []);
  const lowers = tokens.map((token) => token.text.toLowerCase());
  const parts = lowers.map(termParts);
  const seen = new Set<string>();
  const problems = tokens.map((token, i): TermProblem | undefined => {
    const lower = lowers[i] ?? '';
    const own = parts[i] ?? [lower];
    const norm = normalizeWord(token.text);
    const prev = parts[i - 1];
    const next = parts[i + 1];
    let problem: TermProblem | undefined;
    if (STOPWORDS.has(lower)) problem = 'stopword';
    else if (isSubjectiveOrTemporary(own, prev?.[prev.length - 1], next?.[0])) problem = 'subjective-or-temporary';
    else if (termMentions(brand, norm, own)) problem = 'brand';
    else if (seen.has(norm)) problem = 'duplicate-word';
    else if (termIn(title, lower, own, true)) problem = 'repeats-title';
    else if (termIn(bullets, lower, own, true)) problem = 'repeats-bullets';
    seen.add(norm);
    return problem;
  });
  return { tokens, problems };
}

/** The tokens with one problem, for that problem's rule. */
export function termsWith(ctx: AuditContext, problem: TermProblem): WordToken[] {
  const { tokens, problems } = ctx.once(backendTerms);
  return tokens.filter((_, i) => problems[i] === problem);
}
