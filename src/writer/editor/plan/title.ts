import nlp from 'compromise';
import { codePointLength, COMPOUND_WORD_PATTERN, FUNCTION_WORDS, lowerCompoundWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { isKnownNoun } from '../read/lexical.js';
import { findMeasures, isUnitWord, measureKey } from '../read/measures.js';
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
  /** The seller's bullet headers that name a feature (`Dual Gauge Regulator`), title case. */
  bulletFeatures?: readonly string[];
  /** The main keyword names the product's type (`Tea Kettle`): it follows the name; otherwise it ends the title. */
  mainIsType?: boolean;
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
function assemble(name: string, main: string | undefined, pieces: readonly string[], max: number, maxRepeats: number, inOrder = false, headMax = max, mainLast = false): string[] {
  const head = headOf(name, main, headMax, maxRepeats);
  const out = [head];
  const counts = new Map<string, number>();
  // Every word shown, and each part of a hyphenated one (`inch` of `24-by-36-Inch`).
  const seen = new Set<string>();
  const count = (text: string) => {
    for (const w of contentWords(text)) {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const part of [w, ...w.split('-')]) seen.add(normalizeWord(part));
    }
  };
  count(head);
  let last = '';
  if (main && !coveredBy(main, seen)) {
    // The keyword's words that the name already uses to the limit are left out of it.
    // The keyword's words the title lacks, in the keyword's order: `Clay` of `Clay & Dough` when the
    // name says `Dough` twice already (coverage is word by word, and a third `Dough` breaks the rule).
    // The whole keyword when that breaks no repeat limit (an exact phrase counts most).
    const missing = main.split(' ').filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !/^[&+/]$/u.test(w) && !seen.has(normalizeWord(w.toLowerCase())));
    const fitsWhole = contentWords(main).every((w) => (counts.get(w) ?? 0) + 1 <= maxRepeats);
    const kept = fitsWhole ? main : missing.join(' ');
    // A lone word left of the keyword (`Ebss`) is no product type: it goes to the search terms.
    const words = contentWords(kept);
    if (words.length > 1 || (words.length === 1 && (fitsWhole || isKnownNoun(words[0] ?? '')))) {
      if (mainLast) last = kept;
      else {
        out.push(kept);
        count(kept);
      }
    }
  }
  // A keyword that is no product type (a category: `Replacement Parts`) goes after the facts, with its
  // room kept, unless the first piece already carries it (`inch` of `24-by-36-Inch`).
  const firstPiece = new Set(contentWords(pieces[0] ?? '').flatMap((w) => [w, ...w.split('-').map(normalizeWord)]));
  if (last && coveredBy(last, firstPiece)) last = '';
  const room = last ? max - codePointLength(last) - SEPARATOR.length : max;
  for (const piece of pieces) {
    const ws = contentWords(piece);
    if (ws.length === 0 || ws.every((w) => seen.has(w) || w.split('-').every((part) => seen.has(normalizeWord(part))))) continue;
    // A lone word after a comma (`…, Inch`) says nothing the title does not: only a word with a number or a colour-like attribute may stand alone.
    if (ws.length === 1 && !/\d/u.test(piece) && (isUnitWord(ws[0] ?? '') || seen.has(ws[0] ?? ''))) continue;
    if (ws.some((w) => (counts.get(w) ?? 0) + ws.filter((x) => x === w).length > maxRepeats)) continue;
    if (codePointLength([...out, piece].join(SEPARATOR)) > room) {
      // In the seller's order a later piece may depend on the one that did not fit (`for Laptop`, `Notebook`).
      if (inOrder) break;
      continue;
    }
    out.push(piece);
    count(piece);
  }
  // The pieces may carry the keyword by now (`inch` of `24-by-36-Inch`): then it is not said again.
  if (last && !coveredBy(last, seen)) out.push(last);
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

/** The seller's sizes and counts in a text, as keys: a title option may never drop one the seller's title has. */
const sizeAndCountKeys = (text: string) =>
  findMeasures(text).filter((m) => KEPT_KINDS.has(m.kind) && /\p{L}|["”″'’]/u.test(m.text)).map((m) => ({ text: m.text, key: measureKey(m.text) }));
const KEPT_KINDS = new Set(['size', 'count', 'capacity', 'weight']);
const keysIn = (text: string) => new Set(findMeasures(text).map((m) => measureKey(m.text)));

export function planTitles(inputs: TitleInputs): { titles: string[]; dropped: string[]; shownName: string } {
  const { name, keywords, bulletAttributes, order, max, maxWordRepeats } = inputs;
  const dropped = inputs.segments.filter(promotional).map((s) => s.text);
  const segments = inputs.segments.filter((s) => !promotional(s));
  const rank = (kind: AttributeKind) => {
    const at = order.indexOf(kind);
    return at < 0 ? order.length : at;
  };
  const attributes = segments.filter((s) => s.kind !== 'feature').sort((a, b) => rank(a.kind) - rank(b.kind)).map((s) => s.text);
  const features = segments.filter((s) => s.kind === 'feature').map((s) => s.text);
  const [main, ...secondary] = keywords;
  const mainLast = inputs.mainIsType === false;
  // The sizes and counts of the seller's title: every option keeps them (a cut name gives them back after it).
  const required = [name, ...segments.map((s) => s.text)].flatMap(sizeAndCountKeys);
  const requiredPieces = (title: string) => {
    const have = keysIn(title);
    const missing = required.filter((r) => !have.has(r.key));
    // The segment that holds a missing measure, or the measure as written when it sat inside the name.
    return [...new Set(missing.map((r) => segments.find((s) => s.text.includes(r.text))?.text ?? r.text))];
  };
  const build = (pieces: readonly string[], limit: number, inOrder = false, headMax = limit) => {
    let parts = assemble(name, main, pieces, limit, maxWordRepeats, inOrder, headMax, mainLast);
    const missing = requiredPieces(parts.join(SEPARATOR));
    if (missing.length > 0) {
      // Room for the missing sizes and counts: the name is cut shorter, never the facts left out.
      const room = limit - missing.reduce((n, m) => n + codePointLength(m) + SEPARATOR.length, 0);
      parts = assemble(name, main, [...missing, ...pieces], Math.max(room, 0) + missing.reduce((n, m) => n + codePointLength(m) + SEPARATOR.length, 0), maxWordRepeats, false, room, mainLast);
    }
    const title = parts.join(SEPARATOR);
    return requiredPieces(title).length === 0 && codePointLength(title) <= limit ? title : '';
  };

  const facts = [...attributes, ...bulletAttributes];
  // A long name cut shorter, so the option's first two pieces fit beside it (never below half the limit).
  const roomFor = (pieces: readonly string[], limit: number) =>
    Math.max(Math.ceil(limit / 2), limit - pieces.slice(0, 2).reduce((n, f) => n + codePointLength(f) + SEPARATOR.length, 0));
  const options = [
    // Amazon's order: brand and name, the product type (main keyword), then the key facts in the
    // profile's order (size, count, colour, ...), the measured facts from the bullets, then the
    // seller's feature phrases.
    build([...attributes, ...bulletAttributes, ...features, ...secondary], max),
    // Everything the seller's title says, in the seller's order, with the keywords.
    build([...segments.map((s) => s.text), ...secondary], max, true, roomFor(segments.map((s) => s.text), max)),
    // The specification: the key facts and measured facts only, no feature phrases; a long name is
    // cut shorter to make room for the first three.
    build(facts, max, false, roomFor(facts, max)),
    // Short, for small screens: the name as far as it fits, the main keyword and the first size or count.
    build(attributes.length > 0 ? attributes.slice(0, 1) : bulletAttributes.slice(0, 1), Math.min(max, SHORT)),
    // The features the seller heads their bullets with, for a title with little beyond the name.
    build([...attributes, ...(inputs.bulletFeatures ?? []), ...bulletAttributes], max, false, roomFor([...attributes, ...(inputs.bulletFeatures ?? [])], max)),
  ].filter((t) => t !== '');

  const seen = new Set<string>();
  const titles = options.filter((title) => {
    const key = wordSet(title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, 3);
  // A title is never missing: the name as it fits, when no option could keep every size.
  if (titles.length === 0) titles.push(assemble(name, main, [], max, maxWordRepeats, false, max, mainLast).join(SEPARATOR));
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
