import { escapeRegExp } from './escape.js';

/*
 * A seller's word or phrase searched for between two fixed conditions, as
 * `new RegExp(`(?<![\p{L}\p{N}])${escapeRegExp(word)}(?![\p{L}\p{N}])`, 'iu')` would, without that
 * pattern: V8 compiles each new pattern, and each `\p{L}` class in one costs it a good part of a
 * millisecond, every time, for a pattern that differs only by the word. Here the conditions are
 * patterns of their own, made once (`before` and `after`, sticky: a lookbehind that holds where the
 * word starts, and a pattern tried where it ends), and only the word is searched for anew.
 *
 * The answer is the same as the whole pattern's: a match starts where the word is, `before` holds
 * and `after` matches right after it, tried at every start where the word can be, in order. The
 * word is literal, so where it is found fixes where it ends, and `after` matches there as it would
 * inside the whole pattern (the same tries in the same order).
 */

export interface Between {
  /** A sticky zero-width pattern that holds where the word starts (`/(?<![\p{L}\p{N}])/uy`); none: always. */
  before?: RegExp;
  /** A sticky pattern tried where the word ends (`/(?![\p{L}\p{N}])/uy`, `/(?:e?s)?(?![\p{L}])/iuy`); none: always. */
  after?: RegExp;
  /** Case-insensitive, as the `i` flag: `before` and `after` must carry the whole pattern's flags too. */
  ignoreCase?: boolean;
}

/**
 * The conditions the writer puts around a seller's word, made once for every caller. A zero-width
 * test of letter classes reads the same with `i` or without it, so each serves either case.
 */
export const AROUND = {
  /** `(?<![\p{L}])`: no letter right before the word. */
  noLetterBefore: /(?<![\p{L}])/iuy,
  /** `(?![\p{L}])`: no letter right after it. */
  noLetterAfter: /(?![\p{L}])/iuy,
  /** `(?<![\p{L}\p{N}])`: no letter or digit right before it. */
  wordStart: /(?<![\p{L}\p{N}])/iuy,
  /** `(?![\p{L}\p{N}])`: no letter or digit right after it. */
  wordEnd: /(?![\p{L}\p{N}])/iuy,
  /** `(?:e?s)?(?![\p{L}])`, case-insensitive: its plural ending, then no letter. */
  pluralEnd: /(?:e?s)?(?![\p{L}])/iuy,
} as const;

export interface LiteralMatch {
  /** Where the word starts. */
  index: number;
  /** Where what `after` matched ends (the word's end when `after` is zero-width). */
  end: number;
}

/** The first match at or after `from`, as a global pattern's `exec` from `lastIndex = from`. */
export function findLiteral(text: string, word: string, where: Between, from = 0): LiteralMatch | undefined {
  const { before, after, ignoreCase = false } = where;
  for (const condition of [before, after]) if (condition && !condition.sticky) throw new Error('findLiteral: a condition must be sticky');
  // (An empty word, or one with a lone surrogate, may be found inside a surrogate pair, where V8
  // tries a pattern too: the whole pattern says.)
  if (word === '' || /[\uD800-\uDFFF]/u.test(word)) {
    const whole = new RegExp(`${before ? `(?<=${before.source})` : ''}${escapeRegExp(word)}${after ? `(?:${after.source})` : ''}`, ignoreCase ? 'giu' : 'gu');
    whole.lastIndex = from;
    const m = whole.exec(text);
    return m ? { index: m.index, end: m.index + m[0].length } : undefined;
  }
  const finder = ignoreCase ? new RegExp(escapeRegExp(word), 'giu') : undefined;
  let next = from;
  while (next <= text.length) {
    let at: number;
    let wordEnd: number;
    if (finder) {
      finder.lastIndex = next;
      const m = finder.exec(text);
      if (!m) return undefined;
      at = m.index;
      wordEnd = at + m[0].length;
    } else {
      // (A word with no lone surrogate is never found inside a pair.)
      at = text.indexOf(word, next);
      if (at < 0) return undefined;
      wordEnd = at + word.length;
    }
    if (holds(before, text, at)) {
      if (!after) return { index: at, end: wordEnd };
      after.lastIndex = wordEnd;
      if (after.test(text)) return { index: at, end: after.lastIndex };
    }
    next = at + ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
  }
  return undefined;
}

/** Where the word first stands between the conditions, as `text.search(pattern)`; -1 when nowhere. */
export function literalBetween(text: string, word: string, where: Between): number {
  return findLiteral(text, word, where)?.index ?? -1;
}

/** Every match, as `text.matchAll(pattern)` with the `g` flag: each next one searched for from the end of the last. */
export function allLiteralsBetween(text: string, word: string, where: Between): LiteralMatch[] {
  const out: LiteralMatch[] = [];
  let from = 0;
  for (let m = findLiteral(text, word, where, from); m; m = findLiteral(text, word, where, from)) {
    out.push(m);
    // (An empty match moves on by one code point, as matchAll does under `u`.)
    from = m.end > m.index ? m.end : m.end + ((text.codePointAt(m.end) ?? 0) > 0xffff ? 2 : 1);
    if (from > text.length) break;
  }
  return out;
}

function holds(condition: RegExp | undefined, text: string, at: number): boolean {
  if (!condition) return true;
  condition.lastIndex = at;
  return condition.test(text);
}
