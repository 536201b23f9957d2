/*
 * Numbers with their units, as the seller wrote them: `1.5-Litre`, `41"`, `7 g`, `3840x2160`,
 * `120 to 170 pounds`, `Pack of 2`. The writer keeps each of them exactly and classifies them so a
 * title can put size, count and capacity in the profile's order.
 */
import { lastSeen } from '../../../rules/index.js';

export type MeasureKind = 'size' | 'weight' | 'capacity' | 'count' | 'power' | 'time' | 'angle' | 'other';

/** Unit spellings by kind: data about units, read as whole words (case-insensitive). */
const UNITS: Record<Exclude<MeasureKind, 'other'>, readonly string[]> = {
  size: [
    'inch', 'inches', 'in', 'ft', 'feet', 'foot', 'cm', 'mm', 'm', 'meter', 'meters', 'metre', 'metres', 'yd', 'yard', 'yards',
    'centimeter', 'centimeters', 'centimetre', 'centimetres', 'millimeter', 'millimeters', 'millimetre', 'millimetres', 'x', '"', '”', '″', "''", "'", '’',
  ],
  weight: ['kg', 'kgs', 'g', 'gm', 'gms', 'gram', 'grams', 'mg', 'lb', 'lbs', 'pound', 'pounds', 'oz', 'ounce', 'ounces', 'kilogram', 'kilograms', 'ton', 'tons'],
  capacity: [
    'ml', 'l', 'ltr', 'litre', 'litres', 'liter', 'liters', 'gallon', 'gallons', 'gal', 'qt', 'quart', 'quarts', 'pint', 'pints',
    'cup', 'cups', 'fl', 'cc', 'gb', 'tb', 'mb', 'kb', 'mah', 'wh', 'kwh',
  ],
  count: ['pack', 'packs', 'pc', 'pcs', 'piece', 'pieces', 'count', 'ct', 'set', 'sets', 'pair', 'pairs', 'sheets', 'rolls', 'capsules', 'tablets', 'servings', 'bags', 'units'],
  power: ['w', 'watt', 'watts', 'kw', 'v', 'volt', 'volts', 'a', 'amp', 'amps', 'hz', 'khz', 'mhz', 'ghz', 'db', 'rpm', 'psi', 'lumens', 'lm', 'btu', 'mp', 'k', 'p', 'dpi', 'fps'],
  angle: ['degree', 'degrees', 'deg'],
  time: ['hour', 'hours', 'hr', 'hrs', 'h', 'minute', 'minutes', 'min', 'mins', 'second', 'seconds', 'sec', 'secs', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'yr', 'yrs'],
};

const KIND_OF = new Map<string, MeasureKind>();
for (const [kind, units] of Object.entries(UNITS)) for (const unit of units) KIND_OF.set(unit, kind as MeasureKind);

// A whole number and a fraction are one number (`10 1/2"`, `20-1/2 inches`): read apart, the
// measure was `1/2"`, and the writer wrote a hat's `10 1/2"` as `Size: 1/2"`.
const NUMBER = String.raw`\d+(?:[.,]\d+)*(?:[\s-]\d+\s?\/\s?\d+|\s?\/\s?\d+)?`;
// `x` before a number is a dimension's times sign, not a unit (`10 x 20 cm`).
const UNIT_WORD = String.raw`(?![x×]\s?\d)[\p{L}]{1,12}\.?`;
// (`''`, two apostrophes, is the inch mark of a keyboard without `"`: `25''W` is 25 inches, never 25 feet.)
const MARK = `(?:''|["”″'’%])`;
// Feet and inches are one length (`4'5"`): read apart, a rug's `4'5"X6'9"` became `Size: 9"`.
const FEET_INCHES = String.raw`${NUMBER}['’]\s?${NUMBER}(?:''|["”″])`;
// A mark may carry the side it measures (`24"W x 48"L`, `10" H`): read without it, the size was cut in two.
const SIDE = String.raw`(?:\s?[LWHD](?![\p{L}\p{N}]))`;
const ONE = String.raw`(?:${FEET_INCHES}${SIDE}?|${NUMBER}(?:[\s-]?(?:${MARK}${SIDE}?|${UNIT_WORD}))?)`;
/** `3840x2160`, `10 x 20 x 5 cm`, `120 to 170 pounds`, `20Hz-20KHz`, `1.5-Litre`, `41"`, `4'5" x 6'9"`. */
const MEASURE = new RegExp(
  // (Not inside a model code: `KD-65X74K` is a TV's model, not a 65 x 74 size.)
  String.raw`(?<![\p{L}\p{N}.])(?<!\p{L}-)${ONE}` +
    String.raw`(?:\s?(?:x|×|\*|-|–|to)\s?${ONE})*` +
    String.raw`|(?<![\p{L}])(?:pack|set|box|case|bundle)\s+of\s+\d+`,
  'giu',
);

/** Whether a word is a unit (`V`, `hours`, `inches`), which names no thing a header could be about. */
export const isUnitWord = (word: string) => KIND_OF.has(word.toLowerCase().replace(/\.$/u, '')) && !['set', 'sets', 'pack', 'packs', 'pair', 'pairs', 'bags', 'units', 'cup', 'cups'].includes(word.toLowerCase());

export interface Measure {
  /** As written in the seller's text. */
  text: string;
  start: number;
  end: number;
  kind: MeasureKind;
  /** The unit as written, lowercased, without stop ('' for a bare number). */
  unit: string;
}

const MARK_OR_WORD_AT_END = new RegExp(`(?:${MARK}|[\\p{L}]{1,12}\\.?)$`, 'u');
const ONLY_MARK = new RegExp(`^${MARK}$`, 'u');

function unitOf(text: string): string {
  // (The side after a mark, `24"W`, is no unit: `W` would read as watts.)
  const mark = text.match(/(''|["”″'’])\s?[LWHD]$/u)?.[1];
  if (mark) return mark;
  const tail = text.match(MARK_OR_WORD_AT_END)?.[0] ?? '';
  return tail.replace(/\.$/u, '').toLowerCase();
}

/** The first measure of a chain and the joint after it (`4 Inch` and `- ` of `4 Inch- 350 Watts`). */
const CHAIN_HEAD = new RegExp(String.raw`^(${ONE})(\s?(?:-|–|to)\s?)(?=\d)`, 'iu');

/**
 * `4 Inch- 350 Watts` is a size and a power the seller wrote side by side, not a range: a chain
 * whose first and last units are of different kinds, or whose first word is no unit, is read as its parts.
 */
function mixedChain(value: string): [string, number] | undefined {
  const head = value.match(CHAIN_HEAD);
  if (!head) return undefined;
  const firstUnit = unitOf(head[1]!);
  // (`14 Pro - 2 Pack`, `2.0 Cable - 3 Feet`: a word that is no unit ends the first part; the chain was a name and a count.)
  const notAUnit = /^\p{L}+$/u.test(firstUnit) && !KIND_OF.has(firstUnit);
  const [first, last] = [KIND_OF.get(firstUnit), KIND_OF.get(unitOf(value))];
  return notAUnit || (first && last && first !== last) ? [head[1]!, head[0].length] : undefined;
}

/**
 * The measures of the texts read last: the writer looks for measures in the same title, bullet and
 * piece about a hundred times a listing, forty-odd texts. Each caller gets its own copies.
 */
const measuresSeen = lastSeen(1000, (text): readonly Readonly<Measure>[] => readMeasures(text));

export function findMeasures(text: string): Measure[] {
  return measuresSeen(text).map((m) => ({ ...m }));
}

function readMeasures(text: string): Measure[] {
  const out: Measure[] = [];
  for (const match of text.matchAll(MEASURE)) {
    let value = match[0];
    const mixed = mixedChain(value);
    if (mixed) {
      const at = match.index ?? 0;
      const [first, restAt] = mixed;
      for (const [part, offset] of [[first, 0], [value.slice(restAt), restAt]] as const) {
        for (const m of findMeasures(part)) out.push({ ...m, start: m.start + at + offset, end: m.end + at + offset });
      }
      continue;
    }
    let unit = unitOf(value);
    // A word glued after a number that is no unit (`2 kids`) is not part of the measure.
    if (/^\d/u.test(value) && unit && !ONLY_MARK.test(unit) && !KIND_OF.has(unit)) {
      value = value.slice(0, value.length - unit.length).replace(/[\s-]+$/u, '');
      unit = '';
    }
    value = value.replace(/[\s,.–-]+$/u, '');
    if (!/\d/u.test(value)) continue;
    const start = match.index ?? 0;
    // `2 in 1` names a two-in-one, not 2 inches.
    if (unit === 'in' && /^[\s-]+\d/u.test(text.slice(start + value.length))) continue;
    // `11. 25" Radius`: the seller's decimal typed with a space; `25"` alone is a number they never gave.
    if (/\d\.\s$/u.test(text.slice(Math.max(0, start - 3), start))) continue;
    // `120MB/s`, `60 km/h`: a rate is no amount; read as `120MB` it became a capacity the card does not have.
    if (/^\/\p{L}/u.test(text.slice(start + value.length))) continue;
    // `1:24 scale`, `1: 24 Scale`: a ratio's second term is no measure of its own.
    if (/\d\s?:\s?$/u.test(text.slice(Math.max(0, start - 3), start))) continue;
    const kind = /^(?:pack|set|box|case|bundle)\s+of/iu.test(value) ? 'count' : /\d\s?[x×*]\s?\d/iu.test(value) ? 'size' : (KIND_OF.get(unit) ?? 'other');
    out.push({ text: value, start, end: start + value.length, kind, unit: /^(?:pack|set|box|case|bundle)\s+of/iu.test(value) ? 'pack' : unit });
  }
  return out;
}

/**
 * A measure as a key for "is this fact still there": digits and unit letters only, so `1.5-Litre`
 * and `1.5 Litre` match but `5-Litre` and `1.5-Litre` do not.
 */
export const measureKey = (text: string) => text.toLowerCase().replace(/[\s-]+/gu, '').replace(/[”″]/gu, '"').replace(/’/gu, "'");

/** Every number-with-unit key in a text (bare numbers included), for the writer's own fact check. */
export function measureKeys(text: string): Set<string> {
  return new Set(findMeasures(text).map((m) => measureKey(m.text)));
}

/**
 * Whether the words before a measure make it the measure of what the product is connected to or
 * used with (`needs to be connected to a 4.7V to 5V charging adapter`, `requires a 12V supply`, `use with a 2 Amp 5V
 * adapter`): that thing's, never the product's own power or size. (Not `powered by`: a drill
 * powered by a 20V battery has that battery.)
 */
export const measuresWhatItNeeds = (before: string) =>
  /\b(?:connect(?:ed)?\s+(?:it\s+)?to|plug(?:ged)?\s+(?:it\s+)?into|needs?|requires?|required|use(?:d)?\s+(?:it\s+)?with)\s+(?:a|an|the|any|your)?\s*(?:\d+(?:\.\d+)?\s*\p{L}+\s+)?$/iu.test(before);

/**
 * The part a measure's following words name it by (`inseam` of `44 inches in inseam length`, `slide
 * rail` of `48 inches in slide rail length`), lowercase; undefined when they name none.
 */
export const partNamedAfter = (after: string) => after.match(/^\s*in\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:length|width|height|depth|diameter)\b/iu)?.[1]?.toLowerCase();
