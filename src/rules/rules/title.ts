import { findEmoji } from '../characters.js';
import { codePointLength } from '../counting.js';
import { trimToLimit } from '../fix/trim.js';
import { findAll } from '../spans.js';
import type { Finding } from '../types.js';
import { COMPOUND_WORD_PATTERN, FUNCTION_WORDS, wordTokens, type WordToken } from '../words.js';
import { brandSpans, charsetsFor, insideAny, isMeaningfulContextChar } from './charsets.js';
import { at, showChar, spanRemoval, type AuditContext } from './context.js';
import { auditText } from './text.js';

const TITLE = { field: 'title' } as const;
const PURE_NUMBER = /^\d+(?:[.,]\d+)?$/;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/** An all-caps title needs enough letters to be more than an acronym. */
const ALL_CAPS_MIN_LETTERS = 12;
const ALL_CAPS_SHARE = 0.8;

export function auditTitle(ctx: AuditContext, out: Finding[]): void {
  const { title } = ctx.listing;
  if (title.trim() === '') {
    out.push(at(TITLE, { rule: 'title.empty', severity: 'error', message: 'The title is empty.' }));
    return;
  }
  titleLength(ctx, out);
  titleCharacters(ctx, out);
  for (const span of findEmoji(title)) {
    out.push(at(TITLE, { rule: 'title.emoji', severity: 'warning', start: span.start, end: span.end, message: `Emoji ${span.text} in the title.`, fix: spanRemoval(title, span.start, span.end) }));
  }
  const tokens = wordTokens(title, COMPOUND_WORD_PATTERN);
  wordRepeats(title, tokens, ctx.profile.title.maxWordRepeats, out);
  allCaps(title, tokens, out);
  auditText(title, TITLE, out, { title: true }, ctx.wordsOf);
}

function titleLength(ctx: AuditContext, out: Finding[]): void {
  const { title } = ctx.listing;
  const { max, target } = ctx.limits.title;
  const length = codePointLength(title);
  if (length > max) {
    // Highlight what a word-boundary trim would drop, so the span and its fix agree.
    const kept = trimToLimit(title, max).length;
    out.push(at(TITLE, {
      rule: 'title.length',
      severity: 'error',
      start: kept,
      end: title.length,
      message: `The title is ${length} characters; the limit is ${max}.`,
      fix: '',
    }));
  } else if (length < target[0]) {
    out.push(at(TITLE, {
      rule: 'title.length',
      severity: 'warning',
      message: `The title is ${length} characters; aim for ${target[0]}–${target[1]}.`,
    }));
  }
}

function titleCharacters(ctx: AuditContext, out: Finding[]): void {
  const { title, brand } = ctx.listing;
  const sets = charsetsFor(ctx.profile);
  const exempt = brandSpans(title, brand);
  for (const span of findAll(sets.titleForbidden, title)) {
    if (insideAny(exempt, span.start)) continue;
    out.push(at(TITLE, {
      rule: 'title.forbidden-char',
      severity: 'error',
      start: span.start,
      end: span.end,
      message: `${showChar(span.text)} is not allowed in titles (outside the brand name).`,
      fix: spanRemoval(title, span.start, span.end),
    }));
  }
  for (const span of findAll(sets.titleContext, title)) {
    if (insideAny(exempt, span.start) || isMeaningfulContextChar(title, span.start)) continue;
    out.push(at(TITLE, {
      rule: 'title.decorative-char',
      severity: 'error',
      start: span.start,
      end: span.end,
      message: `${showChar(span.text)} is only allowed next to a number (Style #4301, <10 lb).`,
      fix: spanRemoval(title, span.start, span.end),
    }));
  }
  for (const span of findAll(sets.titleStyle, title)) {
    out.push(at(TITLE, {
      rule: 'title.style-char',
      severity: 'warning',
      start: span.start,
      end: span.end,
      message: `Amazon's style guide advises against ${showChar(span.text)} in titles.`,
    }));
  }
}

/** Amazon counts words, so case does not matter and the brand counts like any other word. */
export function repeatKey(word: string): string | null {
  const key = word.toLowerCase();
  if (FUNCTION_WORDS.has(key) || PURE_NUMBER.test(key) || codePointLength(key) < 2) return null;
  return key;
}

function wordRepeats(title: string, tokens: readonly WordToken[], maxRepeats: number, out: Finding[]): void {
  const seen = new Map<string, WordToken[]>();
  for (const token of tokens) {
    const key = repeatKey(token.text);
    if (key === null) continue;
    const list = seen.get(key);
    if (list) list.push(token);
    else seen.set(key, [token]);
  }
  for (const [key, list] of seen) {
    const extra = list[maxRepeats];
    if (!extra) continue;
    out.push(at(TITLE, {
      rule: 'title.word-repeat',
      severity: 'error',
      start: extra.start,
      end: extra.end,
      message: `"${key}" appears ${list.length} times; a title may use a word at most ${maxRepeats} times.`,
      fix: spanRemoval(title, extra.start, extra.end),
    }));
  }
}

function isAllCapsWord(word: string): boolean {
  return UPPER.test(word) && !LOWER.test(word);
}

function allCaps(title: string, tokens: readonly WordToken[], out: Finding[]): void {
  let upper = 0;
  let cased = 0;
  for (const char of title) {
    if (UPPER.test(char)) upper++;
    else if (LOWER.test(char)) cased++;
  }
  cased += upper;
  if (cased >= ALL_CAPS_MIN_LETTERS && upper / cased >= ALL_CAPS_SHARE) {
    out.push(at(TITLE, { rule: 'title.all-caps', severity: 'warning', start: 0, end: title.length, message: 'The title is in capitals; use title case.' }));
    return;
  }
  // Three capitalised words in a row is shouting; shorter runs are usually acronyms (USB LED).
  let runStart = -1;
  let letters = 0;
  let words = 0;
  const flush = (end: number) => {
    const first = tokens[runStart];
    const last = tokens[end - 1];
    if (words >= 3 && letters >= ALL_CAPS_MIN_LETTERS && first && last) {
      out.push(at(TITLE, { rule: 'title.all-caps', severity: 'warning', start: first.start, end: last.end, message: `"${title.slice(first.start, last.end)}" is in capitals; use title case.` }));
    }
    runStart = -1;
    letters = 0;
    words = 0;
  };
  tokens.forEach((token, i) => {
    if (isAllCapsWord(token.text)) {
      if (runStart < 0) runStart = i;
      letters += token.text.length;
      words++;
    } else if (runStart >= 0) flush(i);
  });
  if (runStart >= 0) flush(tokens.length);
}
