import { findAll, type Span } from './spans.js';
import { WORD_INSIDE } from './text/words.js';

/*
 * Characters that need care in every field. Patterns are compiled once: the audit runs them on
 * every field of every listing.
 */

/**
 * Zero-width and formatting characters: invisible to buyers, but they split words for search and
 * cost bytes. Bidi embeddings/overrides are included because they can reorder what buyers see.
 */
const ALWAYS_INVISIBLE = /[\u200B\u2060\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069]/g;
/** Joiners shape Indic and Persian script and emoji sequences; next to ASCII they are stray. */
const STRAY_JOINER = /(?<![\u0080-\u{10FFFF}])[\u200C\u200D]|[\u200C\u200D](?![\u0080-\u{10FFFF}])/gu;
/** Direction marks are legitimate in right-to-left text, stray anywhere else. */
const DIRECTION_MARK = /[\u200E\u200F\u061C]/g;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;
/** C0/C1 controls other than tab, line feed, vertical tab, form feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

export interface InvisibleSpan extends Span {
  kind: 'invisible' | 'control';
}

export function findInvisible(text: string): InvisibleSpan[] {
  const found: InvisibleSpan[] = [];
  for (const span of findAll(ALWAYS_INVISIBLE, text)) found.push({ ...span, kind: 'invisible' });
  for (const span of findAll(STRAY_JOINER, text)) found.push({ ...span, kind: 'invisible' });
  if (!RTL_LETTER.test(text)) {
    for (const span of findAll(DIRECTION_MARK, text)) found.push({ ...span, kind: 'invisible' });
  }
  for (const span of findAll(CONTROL, text)) found.push({ ...span, kind: 'control' });
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Invisible characters are deleted (they sit inside words: `Ca\u200Bble` is `Cable` to a reader);
 * control characters become spaces (they usually stand where a break was).
 */
export function removeInvisible(text: string): string {
  const found = findInvisible(text);
  if (found.length === 0) return text;
  let out = '';
  let at = 0;
  for (const span of found) {
    if (span.start < at) continue;
    out += text.slice(at, span.start) + (span.kind === 'control' ? ' ' : '');
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * One emoji, with its modifiers and joined parts, so removal never leaves half a family behind.
 * © ® ™ are pictographic too, but they have rules of their own; ℹ is a letter, so part of words. A keycap is only an emoji when it
 * stands alone: its digit and marks are word characters, so `x1️⃣` or `1️⃣yoga` is one word.
 */
const PICTOGRAPH = '(?![©®™\\p{L}\\p{N}])\\p{Extended_Pictographic}(?:\\uFE0F|\\p{Emoji_Modifier})*';
const EMOJI = new RegExp(
  `\\p{Regional_Indicator}{1,2}|(?<![${WORD_INSIDE}])[0-9#*]\\uFE0F?\\u20E3(?![${WORD_INSIDE}])|` +
    `${PICTOGRAPH}(?:[\\u{E0020}-\\u{E007F}]+)?(?:\\u200D${PICTOGRAPH})*`,
  'gu',
);

export function findEmoji(text: string): Span[] {
  return findAll(EMOJI, text);
}

/** Replaces each emoji by a space, so the words around it never join. */
export function removeEmoji(text: string): string {
  EMOJI.lastIndex = 0;
  return EMOJI.test(text) ? text.replace(EMOJI, ' ') : text;
}

/** Text that looks like UTF-8 read as Latin-1 (`donâ€™t`), or a replacement character. */
export const MOJIBAKE = /\uFFFD|â€[™œ\u009d“”˜¦¢¡]|Ã[\u0080-\u00BF]/g;
