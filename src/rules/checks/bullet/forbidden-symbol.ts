import { findAll, type Span } from '../../spans.js';
import { wordCharAt, wordCharBefore } from '../../text/words.js';
import { charsetsFor } from '../charsets.js';
import { at, showChar, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

/**
 * `â` is a letter in French and Portuguese; the ban targets the stray one that broken encoding
 * leaves, so only a standalone `â` is reported. Broken encoding inside words is text.mojibake.
 */
export function isBannedSymbol(text: string, span: Span): boolean {
  if (span.text !== 'â') return true;
  return !wordCharBefore(text, span.start) && !wordCharAt(text, span.end);
}

/** Symbols with a plain-text spelling keep their meaning; the rest are dropped. */
const SYMBOL_SPELLING: ReadonlyMap<string, string> = new Map([['…', '...'], ['±', '+/-']]);

export function symbolReplacement(symbol: string): string | undefined {
  return SYMBOL_SPELLING.get(symbol);
}

export default defineRule({
  id: 'bullet.forbidden-symbol',
  field: 'bullets',
  category: 'compliance',
  severity: 'error',
  severities: 'error: ™ ® € … † ‡ ° ¢ £ ¥ © ± ~ and a stray â are banned in bullets since 2024-08-15.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: bullet }, ctx, report) {
    for (const span of findAll(charsetsFor(ctx.profile).bulletSymbols, bullet)) {
      if (!isBannedSymbol(bullet, span)) continue;
      report(at(ref, {
        severity: 'error',
        start: span.start,
        end: span.end,
        message: `${showChar(span.text)} is banned in bullets.`,
        fix: symbolReplacement(span.text) ?? spanRemoval(bullet, span.start, span.end),
      }));
    }
  },
});
