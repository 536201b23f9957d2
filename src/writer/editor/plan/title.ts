import nlp from 'compromise';
import { codePointLength, COMPOUND_WORD_PATTERN, FUNCTION_WORDS, lowerCompoundWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import type { AttributeKind, TitleSegment } from '../read/title.js';

/*
 * Titles: the seller's name segment (brand and product, never cut into), the main keyword, then
 * the attributes. The two or three options differ in what they carry, not in word order: all of
 * the seller's title in their order; the key attributes in the profile's order with the measured
 * ones found in the bullets; a short one for small screens.
 */

export interface TitleInputs {
  name: string;
  segments: readonly TitleSegment[];
  /** Keyword phrases the title should carry, main first, already in title case. */
  keywords: readonly string[];
  /** Measured attributes from the bullets (`300mAh Battery`), title case. */
  bulletAttributes: readonly string[];
  /** Attribute kinds in the profile's order. */
  order: readonly AttributeKind[];
  max: number;
  maxWordRepeats: number;
}

const SEPARATOR = ', ';
/** compromise's lexicon: a cut title never ends on a lone adjective (`... Toaster. A Smart`). */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string> } }).one.lexicon;
/** What a phone shows of a title in search results, roughly. */
const SHORT = 80;

const contentWords = (text: string) =>
  lowerCompoundWords(text).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord);

/** Whether every content word of `phrase` is already in `words`. */
export const coveredBy = (phrase: string, words: ReadonlySet<string>) => contentWords(phrase).every((w) => words.has(w));

/**
 * Cuts an over-long name at a word boundary, never ending on a function word, a dangling mark or a
 * number cut off from its unit or range (`Bracket for 14 to 32` loses the whole `for 14 to 32`).
 */
export function cutToLength(text: string, max: number): string {
  if (codePointLength(text) <= max) return text;
  const ws = text.split(' ');
  while (ws.length > 1 && codePointLength(ws.join(' ')) > max) ws.pop();
  return tidyCut(ws, max);
}

/**
 * Cuts a name before the word that would use a word more often than the policy allows (`STRIFF
 * Laptop Stand Adjustable Laptop Computer Stand Multi-Angle Stand …` keeps `… Computer Stand`):
 * the policy would otherwise remove the whole name, brand included.
 */
export function cutAtRepeat(text: string, maxRepeats: number): string {
  const ws = text.split(' ');
  const counts = new Map<string, number>();
  for (let i = 0; i < ws.length; i++) {
    const over = contentWords(ws[i] ?? '').some((w) => {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      return (counts.get(w) ?? 0) > maxRepeats;
    });
    if (over && i > 0) return tidyCut(ws.slice(0, i), Infinity);
  }
  return text;
}

/** Ends a cut name well: no function word, dangling mark, cut-off number or open bracket at its end. */
function tidyCut(ws: string[], max: number): string {
  // A phrase cut short (`Weight Machine for Kitchen` of `... for Kitchen Food Weighing Scale`) goes
  // whole, from its connective, when enough of the name stays.
  const connective = ws.findLastIndex((w, i) => i >= 3 && /^(?:for|with|and|&|compatible|including|to)$/iu.test(w));
  if (connective > 0 && max !== Infinity && codePointLength(ws.slice(0, connective).join(' ')) >= max * 0.5) ws.splice(connective);
  const dangling = (w: string) =>
    FUNCTION_WORDS.has(w.toLowerCase()) || /^[&+/–—-]$/u.test(w) || /^[\d.,/x-]+$/iu.test(w) || /^Adjective$/u.test(LEXICON[w.toLowerCase()] ?? '');
  const open = (t: string) => (t.match(/[([]/gu) ?? []).length > (t.match(/[)\]]/gu) ?? []).length;
  for (;;) {
    while (ws.length > 1 && dangling(ws[ws.length - 1] ?? '')) ws.pop();
    // A bracket opened and not closed (`Cable (White`) goes with what it opened.
    if (ws.length > 1 && open(ws.join(' '))) {
      let dropped: string | undefined;
      do dropped = ws.pop();
      while (ws.length > 1 && dropped !== undefined && !/[([]/u.test(dropped));
      continue;
    }
    break;
  }
  return ws.join(' ').replace(/[\s,;:&+/–—-]+$/u, '');
}

/**
 * Adds segments in order while they fit, skipping any that adds nothing new or repeats a word too
 * often. The main keyword comes right after the name unless the name already carries its words.
 */
function assemble(name: string, main: string | undefined, pieces: readonly string[], max: number, maxRepeats: number, inOrder = false): string[] {
  const head = headOf(name, main, max, maxRepeats);
  const out = [head];
  const counts = new Map<string, number>();
  for (const w of contentWords(head)) counts.set(w, (counts.get(w) ?? 0) + 1);
  if (main && !coveredBy(main, new Set(counts.keys()))) {
    // The keyword's words that the name already uses to the limit are left out of it.
    // The keyword's words the title lacks, in the keyword's order: `Clay` of `Clay & Dough` when the
    // name says `Dough` twice already (coverage is word by word, and a third `Dough` breaks the rule).
    // The whole keyword when that breaks no repeat limit (an exact phrase counts most).
    const missing = main.split(' ').filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !/^[&+/]$/u.test(w) && !counts.has(normalizeWord(w.toLowerCase())));
    const fitsWhole = contentWords(main).every((w) => (counts.get(w) ?? 0) + 1 <= maxRepeats);
    const kept = fitsWhole ? main : missing.join(' ');
    if (contentWords(kept).length > 0) {
      out.push(kept);
      for (const w of contentWords(kept)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  for (const piece of pieces) {
    const ws = contentWords(piece);
    if (ws.length === 0 || ws.every((w) => counts.has(w))) continue;
    if (ws.some((w) => (counts.get(w) ?? 0) + ws.filter((x) => x === w).length > maxRepeats)) continue;
    if (codePointLength([...out, piece].join(SEPARATOR)) > max) {
      // In the seller's order a later piece may depend on the one that did not fit (`for Laptop`, `Notebook`).
      if (inOrder) break;
      continue;
    }
    out.push(piece);
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return out;
}

/**
 * The name as a title shows it: cut before a word used too often, then to the length, leaving room
 * for the main keyword when the cut name no longer carries it (`… USB Cable` cut before `Cable`).
 */
function headOf(name: string, main: string | undefined, max: number, maxRepeats: number): string {
  const whole = cutAtRepeat(name, maxRepeats);
  const cut = cutToLength(whole, max);
  if (main === undefined || coveredBy(main, new Set(contentWords(cut)))) return cut;
  return cutToLength(whole, max - main.length - SEPARATOR.length);
}

const wordSet = (title: string) => [...new Set(contentWords(title))].sort().join(' ');

/** Segments that only promote (`New 2020`, `Best Seller`) have no place in a title. */
const promotional = (segment: TitleSegment) =>
  contentWords(segment.text).some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w)) && contentWords(segment.text).length <= 3;

export function planTitles(inputs: TitleInputs): { titles: string[]; dropped: string[]; shownName: string } {
  const { name, keywords, bulletAttributes, order, max, maxWordRepeats } = inputs;
  const dropped = inputs.segments.filter(promotional).map((s) => s.text);
  const segments = inputs.segments.filter((s) => !promotional(s));
  const rank = (kind: AttributeKind) => {
    const at = order.indexOf(kind);
    return at < 0 ? order.length : at;
  };
  const attributes = segments.filter((s) => s.kind !== 'feature').sort((a, b) => rank(a.kind) - rank(b.kind)).map((s) => s.text);
  const [main, ...secondary] = keywords;

  const options = [
    // Everything the seller's title says, in the seller's order (commas inside their phrases stay
    // where they were), with the keywords.
    assemble(name, main, [...segments.map((s) => s.text), ...secondary], max, maxWordRepeats, true),
    // The key attributes in the profile's order, the measured facts from the bullets and the
    // keywords; the seller's feature phrases left out.
    assemble(name, main, [...attributes, ...bulletAttributes, ...secondary], max, maxWordRepeats),
    // Short, for small screens: name, main keyword and the first attribute (never a cut name).
    ...(codePointLength(name) <= SHORT || max <= SHORT
      ? [assemble(name, main, attributes.length > 0 ? attributes.slice(0, 1) : bulletAttributes.slice(0, 1), Math.min(max, SHORT), maxWordRepeats)]
      : []),
  ].map((parts) => parts.join(SEPARATOR));

  const seen = new Set<string>();
  const titles = options.filter((title) => {
    const key = wordSet(title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The name as the first option shows it (cut when the policy's limit is short).
  const shownName = headOf(inputs.name, main, max, maxWordRepeats);
  return { titles, dropped, shownName };
}

/** Title Case for a keyword or attribute: function words lower, codes and the seller's capitals kept. */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(COMPOUND_WORD_PATTERN, (word) => {
    const isFirst = first;
    first = false;
    if (/\p{Lu}|\d/u.test(word)) return word;
    if (!isFirst && FUNCTION_WORDS.has(word) && word.length <= 4) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
