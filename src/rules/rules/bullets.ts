import { findEmoji } from '../characters.js';
import { codePointLength } from '../counting.js';
import { trimToLimit } from '../fix/trim.js';
import { findAll, type Span } from '../spans.js';
import type { Finding } from '../types.js';
import { WORD_INSIDE, wordCharAt, wordCharBefore } from '../words.js';
import { charsetsFor } from './charsets.js';
import { at, showChar, spanRemoval, type AuditContext, type FieldRef } from './context.js';
import { auditText } from './text.js';

/** Amazon ASINs: B0 and eight more capitals or digits, standing alone. */
export const ASIN = new RegExp(`(?<![${WORD_INSIDE}])B0[0-9A-Z]{8}(?![${WORD_INSIDE}])`, 'gu');

export function auditBullets(ctx: AuditContext, out: Finding[]): void {
  const { bullets } = ctx.listing;
  const { countMin, countMax } = ctx.limits.bullets;
  const filled = bullets.filter((b) => b.trim() !== '').length;
  // A bullet of filler does not make up the count: only bullets that state a fact do.
  const factual = ctx.factual.bullets.filter((b) => b.trim() !== '').length;
  if (filled > countMax) {
    out.push({ rule: 'bullet.count', severity: 'error', field: 'bullets', message: `${filled} bullets; Amazon accepts at most ${countMax}.` });
  } else if (factual < countMin) {
    const count = factual === filled ? `${filled} bullets` : `${factual} of ${filled} bullets state a fact`;
    out.push({ rule: 'bullet.count', severity: 'warning', field: 'bullets', message: `${count}; use at least ${countMin}.` });
  }
  const seen = new Map<string, number>();
  bullets.forEach((bullet, index) => {
    const ref: FieldRef = { field: 'bullets', index };
    if (bullet.trim() === '') {
      out.push(at(ref, { rule: 'bullet.empty', severity: 'warning', message: `Bullet ${index + 1} is empty.` }));
      return;
    }
    const key = duplicateKey(bullet);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else out.push(at(ref, { rule: 'bullet.duplicate', severity: 'warning', message: `Bullet ${index + 1} repeats bullet ${first + 1}.` }));
    bulletLength(ctx, bullet, ref, out);
    bulletSymbols(ctx, bullet, ref, out);
    for (const span of findEmoji(bullet)) {
      out.push(at(ref, { rule: 'bullet.emoji', severity: 'error', start: span.start, end: span.end, message: `Emoji ${span.text} are banned in bullets.`, fix: spanRemoval(bullet, span.start, span.end) }));
    }
    for (const span of findAll(ASIN, bullet)) {
      out.push(at(ref, { rule: 'bullet.asin', severity: 'error', start: span.start, end: span.end, message: `ASIN ${span.text} is not allowed in bullets.`, fix: spanRemoval(bullet, span.start, span.end) }));
    }
    auditText(bullet, ref, out, { sentences: true }, ctx.wordsOf, ctx.sentencesOf);
  });
}

/** Case and surrounding spaces do not make a bullet different. */
export function duplicateKey(bullet: string): string {
  return bullet.trim().toLowerCase();
}

function bulletLength(ctx: AuditContext, bullet: string, ref: FieldRef, out: Finding[]): void {
  const { max, guide, target } = ctx.limits.bullets;
  const length = codePointLength(bullet);
  const n = ref.index === undefined ? 'The bullet' : `Bullet ${ref.index + 1}`;
  if (length > max) {
    const kept = trimToLimit(bullet, max, { preferSentence: true }).length;
    out.push(at(ref, { rule: 'bullet.length', severity: 'error', start: kept, end: bullet.length, message: `${n} is ${length} characters; the limit is ${max}.`, fix: '' }));
  } else if (length < guide.redBelow) {
    out.push(at(ref, { rule: 'bullet.length', severity: 'warning', message: `${n} is ${length} characters; under ${guide.redBelow} is too thin (aim for ${target[0]}–${target[1]}).` }));
  } else if (length >= guide.yellowFrom) {
    out.push(at(ref, { rule: 'bullet.length', severity: 'info', message: `${n} is ${length} characters, close to the ${guide.redAbove} limit.` }));
  }
}

/**
 * `â` is a letter in French and Portuguese; the ban targets the stray one that broken encoding
 * leaves, so only a standalone `â` is reported. Broken encoding inside words is text.mojibake.
 */
export function isBannedSymbol(text: string, span: Span): boolean {
  if (span.text !== 'â') return true;
  return !wordCharBefore(text, span.start) && !wordCharAt(text, span.end);
}

function bulletSymbols(ctx: AuditContext, bullet: string, ref: FieldRef, out: Finding[]): void {
  for (const span of findAll(charsetsFor(ctx.profile).bulletSymbols, bullet)) {
    if (!isBannedSymbol(bullet, span)) continue;
    out.push(at(ref, {
      rule: 'bullet.forbidden-symbol',
      severity: 'error',
      start: span.start,
      end: span.end,
      message: `${showChar(span.text)} is banned in bullets.`,
      fix: symbolReplacement(span.text) ?? spanRemoval(bullet, span.start, span.end),
    }));
  }
}

/** Symbols with a plain-text spelling keep their meaning; the rest are dropped. */
const SYMBOL_SPELLING: ReadonlyMap<string, string> = new Map([['…', '...'], ['±', '+/-']]);

export function symbolReplacement(symbol: string): string | undefined {
  return SYMBOL_SPELLING.get(symbol);
}

