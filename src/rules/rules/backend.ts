import { codeUnitIndexAtByte, utf8ByteLength } from '../counting.js';
import { findAll } from '../spans.js';
import type { Finding } from '../types.js';
import {
  FUNCTION_WORDS, normalizeWord, SEARCH_TERM_PUNCTUATION, SEARCH_TERM_WORD_PATTERN, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS,
  TEMPORARY_PHRASES, wordTokens,
} from '../words.js';
import { ASIN } from './bullets.js';
import { at, type AuditContext } from './context.js';
import { auditText } from './text.js';

const BACKEND = { field: 'backend' } as const;
const UPPER = /\p{Lu}/u;

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
  const add = (word: string) => {
    const norm = normalizeWord(word);
    if (!FUNCTION_WORDS.has(norm)) set.add(exact ? word.replace(/['’]s$/u, '') : norm);
  };
  for (const text of texts) {
    for (const token of wordTokens(text.toLowerCase(), SEARCH_TERM_WORD_PATTERN)) {
      add(token.text);
      if (token.text.includes('-')) for (const part of termParts(token.text)) if (part !== '') add(part);
    }
  }
  return set;
}

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

export function auditBackend(ctx: AuditContext, out: Finding[]): void {
  const backend = ctx.listing.backend;
  if (backend === undefined) return;
  backendBytes(ctx, backend, out);
  for (const span of findAll(SEARCH_TERM_PUNCTUATION, backend)) {
    out.push(at(BACKEND, { rule: 'backend.punctuation', severity: 'warning', start: span.start, end: span.end, message: `"${span.text}": search terms need no punctuation; separate words with single spaces.`, fix: ' ' }));
  }
  for (const span of findAll(ASIN, backend)) {
    out.push(at(BACKEND, { rule: 'backend.asin', severity: 'error', start: span.start, end: span.end, message: `ASIN ${span.text} is prohibited in search terms.`, fix: '' }));
  }
  backendWords(ctx, backend, out);
  auditText(backend, BACKEND, out, { backend: true }, ctx.wordsOf);
}

function backendBytes(ctx: AuditContext, backend: string, out: Finding[]): void {
  const { maxBytes, target } = ctx.limits.backend;
  const bytes = utf8ByteLength(backend);
  if (bytes > maxBytes) {
    out.push(at(BACKEND, {
      rule: 'backend.bytes',
      severity: 'error',
      start: codeUnitIndexAtByte(backend, maxBytes),
      end: backend.length,
      message: `Search terms are ${bytes} bytes; over ${maxBytes} Amazon ignores the whole field.`,
    }));
  } else if (bytes < target[0]) {
    out.push(at(BACKEND, { rule: 'backend.bytes', severity: 'info', message: `Search terms use ${bytes} of ${maxBytes} bytes; aim for ${target[0]}–${target[1]}.` }));
  }
}

function backendWords(ctx: AuditContext, backend: string, out: Finding[]): void {
  const tokens = wordTokens(backend, SEARCH_TERM_WORD_PATTERN);
  const title = contentWordSet([ctx.listing.title], true);
  const bullets = contentWordSet(ctx.listing.bullets, true);
  const brand = contentWordSet(ctx.listing.brand ? [ctx.listing.brand] : []);
  const lowers = tokens.map((token) => token.text.toLowerCase());
  const parts = lowers.map(termParts);
  const seen = new Set<string>();
  const inBullets: string[] = [];
  let uppercase = 0;
  let firstUpper = -1;
  tokens.forEach((token, i) => {
    const word = (rule: string, message: string, severity: 'error' | 'warning' = 'warning') =>
      out.push(at(BACKEND, { rule, severity, start: token.start, end: token.end, message, fix: '' }));
    const lower = lowers[i] ?? '';
    const own = parts[i] ?? [lower];
    const norm = normalizeWord(token.text);
    if (UPPER.test(token.text)) {
      uppercase++;
      if (firstUpper < 0) firstUpper = i;
    }
    const prev = parts[i - 1];
    const next = parts[i + 1];
    if (STOPWORDS.has(lower)) word('backend.stopword', `"${token.text}" wastes bytes; search ignores it.`);
    else if (isSubjectiveOrTemporary(own, prev?.[prev.length - 1], next?.[0])) {
      word('backend.subjective-or-temporary', `"${token.text}" is subjective or temporary; Amazon prohibits it in search terms.`);
    } else if (termMentions(brand, norm, own)) word('backend.brand', `"${token.text}" is part of the brand; brand names are prohibited in search terms.`);
    else if (seen.has(norm)) word('backend.duplicate-word', `"${token.text}" is already in the search terms (singular and plural count once).`);
    else if (termIn(title, lower, own, true)) word('backend.repeats-title', `"${token.text}" is already in the title.`);
    else if (termIn(bullets, lower, own, true)) inBullets.push(token.text);
    seen.add(norm);
  });
  const upper = tokens[firstUpper];
  if (upper) {
    out.push(at(BACKEND, { rule: 'backend.uppercase', severity: 'info', start: upper.start, end: upper.end, message: `${uppercase} word${uppercase === 1 ? ' has' : 's have'} capitals; search terms are conventionally lowercase.` }));
  }
  if (inBullets.length > 0) {
    out.push(at(BACKEND, { rule: 'backend.repeats-bullets', severity: 'info', message: `Already in the bullets: ${inBullets.slice(0, 8).join(', ')}${inBullets.length > 8 ? ' ...' : ''}.` }));
  }
}
