import { codePointLength, codeUnitIndexAtCodePoint, splitsSurrogatePair } from '../counting.js';
import { charAt, CONNECTORS, isWordChar } from './words.js';

export interface TrimOptions {
  /** End on a full sentence when that keeps most of the text (bullets, descriptions). */
  preferSentence?: boolean;
  /** Also drop a trailing unclosed `<tag` (descriptions keep `<br>`). */
  html?: boolean;
}

/** Characters a cut text must not end on: they introduce something the cut removed. */
const TRAILING_JUNK = /[\s,;:&+\-–—/\\|([{<>~#*…·•=_@^“‘]$/u;
/** A direction or joiner mark (\p{Cf}) is inside a word, not a boundary: `א\u200Ffor` has no trailing `for`. */
const TRAILING_WORD = /(?:^|[^\p{L}\p{N}\p{M}\p{Cf}'’])([\p{L}\p{N}\p{M}]+)$/u;
const SENTENCE_END = /[.!?。！？](?=\s|$)/gu;
/** Cutting further back than this to end on a space or a sentence loses too much text. */
const MAX_LOSS = 0.25;

/**
 * Shortens `text` to at most `maxCodePoints` characters, cutting only between words, then drops a
 * trailing connector (`and`, `with`, `&`, `,` ...) or an unclosed bracket. The result is always a
 * prefix of `text`, so trimming never invents a word; a text already within the limit is returned
 * as it is.
 */
export function trimToLimit(text: string, maxCodePoints: number, options: TrimOptions = {}): string {
  if (codePointLength(text) <= maxCodePoints) return text;
  const limit = codeUnitIndexAtCodePoint(text, Math.max(0, maxCodePoints));
  const cut = options.preferSentence ? sentenceCut(text, limit) : -1;
  return cleanEnd(text.slice(0, cut >= 0 ? cut : wordCut(text, limit)), options);
}

function sentenceCut(text: string, limit: number): number {
  let best = -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m && m.index < limit; m = SENTENCE_END.exec(text)) best = m.index + 1;
  return best >= limit * (1 - MAX_LOSS) ? best : -1;
}

/** The last cut at or before `limit` that splits no word, preferring a space. */
function wordCut(text: string, limit: number): number {
  let anyBoundary = -1;
  for (let i = limit; i > 0; i--) {
    if (splitsSurrogatePair(text, i)) continue;
    const next = text[i] ?? ' ';
    if (/\s/.test(next)) {
      if (anyBoundary < 0 || i >= anyBoundary - limit * MAX_LOSS) return i;
      break;
    }
    if (anyBoundary < 0 && !(joinsWord(text, i - 1) && joinsWord(text, i))) anyBoundary = i;
  }
  return Math.max(anyBoundary, 0);
}

/** Apostrophes inside a word keep it whole (`don't` is one word). */
function joinsWord(text: string, index: number): boolean {
  const char = charAt(text, index);
  if (isWordChar(char)) return true;
  return (char === "'" || char === '’') && isWordChar(charAt(text, index - 1)) && isWordChar(charAt(text, index + 1));
}

function cleanEnd(text: string, options: TrimOptions): string {
  let out = text;
  for (;;) {
    const before = out;
    out = out.trimEnd();
    while (TRAILING_JUNK.test(out)) out = out.slice(0, -1).trimEnd();
    const word = TRAILING_WORD.exec(out)?.[1];
    if (word !== undefined && isConnector(word)) out = out.slice(0, out.length - word.length);
    out = dropUnclosed(out, '(', ')');
    out = dropUnclosed(out, '[', ']');
    if (options.html) out = dropUnclosed(out, '<', '>');
    if (out === before) return out;
  }
}

/** A lone capital `A` is a grade or a vitamin, not an article. */
function isConnector(word: string): boolean {
  return word === 'a' || (word.length > 1 && CONNECTORS.has(word.toLowerCase()));
}

function dropUnclosed(text: string, open: string, close: string): string {
  const at = text.lastIndexOf(open);
  return at >= 0 && text.indexOf(close, at) < 0 ? text.slice(0, at) : text;
}
