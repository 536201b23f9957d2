import { unsupportedClaims } from '../../rules/index.js';

/*
 * Measures written another way than the seller wrote them. "60 X 30 X 31 INCHES" is the seller's
 * `60" L x 30" W x 31" H`: one unit at the end of a dimension stands for every number in it, and
 * case, spacing and the L/W/H letters change nothing. The claim reader compares one number with
 * its own unit, so a dimension is first spelled out a number and a unit at a time ("60 inches
 * 30 inches 31 inches") and compared in that form; unit spellings stay the claim reader's.
 */

/** A unit word ends its word (`5 in`, not `5 inside`); a mark may touch the next letter (`60"x30"`). */
const LENGTH_UNIT = String.raw`(?:(?:millimet(?:er|re)s?|centimet(?:er|re)s?|met(?:er|re)s?|inch(?:es)?|feet|foot|ft|yards?|yds?|mm|cm|m|in)(?![\p{L}])|"|″|”|''|'|′)`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** An axis letter: `60"L`, `L 60`, `31 H`. */
const AXIS = String.raw`(?:[LWHD]|Dia)`;
const PART = String.raw`(?:${AXIS}\s?)?${NUMBER}(?:\s?-?\s?${LENGTH_UNIT})?(?:\s?${AXIS}(?![\p{L}]))?`;
const SEPARATOR = String.raw`\s*(?:[x×*]|by)\s*`;
/** Two or more parts joined by x, × or "by", and a unit for all of them at the end. */
const DIMENSION = new RegExp(String.raw`(?<![\p{L}\p{N}.])${PART}(?:${SEPARATOR}${PART})+(?:\s?${LENGTH_UNIT})?`, 'giu');
const ONE_PART = new RegExp(String.raw`^(?:${AXIS}\s?)?(${NUMBER})(?:\s?-?\s?(${LENGTH_UNIT}))?(?:\s?${AXIS})?(?:\s?(${LENGTH_UNIT}))?$`, 'iu');
const SPLIT = new RegExp(SEPARATOR, 'iu');

/** `60" L x 30" W x 31" H` as `60 " 30 " 31 "`: each number with its own unit, or the dimension's. */
function spelledOut(dimension: string): string | undefined {
  const parts = dimension.trim().split(SPLIT).map((p) => ONE_PART.exec(p.trim()));
  if (parts.some((p) => !p)) return undefined;
  const units = parts.map((p) => p![2] ?? p![3]);
  const shared = [...units].reverse().find(Boolean);
  return parts.map((p, i) => `${p![1]}${units[i] ?? shared ? ` ${units[i] ?? shared}` : ''}`).join(', ');
}

/** Every dimension of a text spelled out, to be read next to it as more of the seller's facts. */
export function spelledOutMeasures(text: string): string {
  return [...text.matchAll(DIMENSION)].flatMap((m) => spelledOut(m[0]) ?? []).join('\n');
}

/**
 * Whether the number at [start, end) of a draft belongs to a dimension that states only the
 * seller's measures. `source` is the seller's text with its own dimensions spelled out.
 */
export function measureBySeller(text: string, start: number, end: number, source: string): boolean {
  for (const m of text.matchAll(DIMENSION)) {
    if (m.index > start || m.index + m[0].length < end) continue;
    const spelled = spelledOut(m[0]);
    return spelled !== undefined && unsupportedClaims({ title: '', bullets: [spelled] }, source).length === 0;
  }
  return false;
}

/**
 * "Bassline 102 In Ear": a model code the seller wrote bare, before the word "in" written as the
 * preposition it is, reads to the claim reader as 102 inches. Only the short unit "in" followed by
 * a word, and only for a number the seller gave.
 */
export function prepositionAfterNumber(text: string, start: number, end: number, source: string): boolean {
  const m = /^(\d+(?:[.,]\d+)?)\s+in$/iu.exec(text.slice(start, end));
  if (!m || !/^ \p{L}/u.test(text.slice(end, end + 2))) return false;
  return unsupportedClaims({ title: '', bullets: [m[1]!] }, source).length === 0;
}
