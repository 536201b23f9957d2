/*
 * Specifications as sellers write them: numbers with units, counts, dimensions, model numbers,
 * colours and sizes. Used to keep them in titles and to name unique selling points, never to
 * create new ones.
 */

const UNITS =
  'inch(?:es)?|in|"|″|\'\'|ft|feet|foot|yards?|yd|mm|cm|m|meters?|metres?|km|oz|ounces?|fl\\.? ?oz|lbs?|pounds?|kg|kilograms?|' +
  'g|grams?|mg|mcg|ml|l|liters?|litres?|gal(?:lons?)?|qt|quarts?|cups?|w|watts?|kw|v|volts?|mah|ah|amps?|a|gb|tb|mb|hz|khz|' +
  'mhz|ghz|mp|megapixels?|fps|db|rpm|psi|pcs|pc|pieces?|pack|packs|count|ct|sets?|layers?|ports?|hours?|hrs?|h|minutes?|mins?|' +
  'days?|months?|years?|yrs?|degrees?|-degree|f|c|k|p|x|sheets?|rolls?|pairs?|servings?|capsules?|tablets?|softgels?|bags?|' +
  'bottles?|cans?|slots?|speeds?|modes?|levels?|colou?rs?|players?|cards?|sizes?|stages?|tier|tiers|seats?|shelves|shelf|' +
  'drawers?|blades?|burners?|quarts?|qt|cells?|channels?|keys?|buttons?|compartments?|pockets?|outlets?|ways?|in-1|in 1'

/** A number with its unit (`41"`, `80 cm`, `5-Pack`, `3 HDMI ports`), or a dimension (`10 x 20 cm`, `1366x768`). */
const NUM = '(?:\\d+(?:[.,]\\d+)?|\\.\\d+)';
export const NUMBER_SPEC = new RegExp(
  `(?<![\\p{L}\\p{N}.,/])(?:${NUM}\\s?[x×*]\\s?${NUM}(?:\\s?[x×*]\\s?${NUM})?(?:\\s?(?:${UNITS}))?` +
    `|(?:pack|set|box|case|bundle|kit) of \\d+` +
    `|${NUM}\\+?(?:\\s?-\\s?${NUM})?\\s?-?\\s?(?:${UNITS}))(?![\\p{L}\\p{N}])`,
  'giu',
);

/** A code with letters and digits (model and part numbers): `32HDX7XPROBL`, `B-1200`, `X5`. */
export const MODEL_NUMBER = /(?<![\p{L}\p{N}])(?=[\p{L}\d-]*\d)(?=[\d-]*\p{L})[\p{L}\d]+(?:-[\p{L}\d]+)*(?![\p{L}\p{N}])/gu;

export const COLOURS: ReadonlySet<string> = new Set([
  'black', 'white', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'brown', 'grey', 'gray', 'beige',
  'navy', 'silver', 'gold', 'rose', 'teal', 'turquoise', 'ivory', 'cream', 'khaki', 'olive', 'maroon', 'burgundy',
  'charcoal', 'multicolor', 'multicolour', 'multi', 'clear', 'transparent', 'natural', 'tan', 'coral', 'mint', 'lavender',
  'violet', 'aqua', 'cyan', 'magenta', 'bronze', 'copper', 'champagne', 'espresso', 'walnut', 'graphite', 'midnight',
]);

export const SIZES: ReadonlySet<string> = new Set([
  'small', 'medium', 'large', 'x-large', 'xx-large', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', '2xl', '3xl', 'mini',
  'regular', 'king', 'queen', 'twin', 'full', 'petite', 'plus', 'one size',
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** A short segment that is only a spec: a quantity, a model number, a colour or a size. */
export function isSpecSegment(segment: string): boolean {
  const words = segment.toLowerCase().match(WORD) ?? [];
  if (words.length === 0 || words.length > 4) return false;
  NUMBER_SPEC.lastIndex = 0;
  if (NUMBER_SPEC.test(segment)) return true;
  if (words.length <= 2 && findModelNumbers(segment).length > 0) return true;
  const joined = words.join(' ');
  if (SIZES.has(joined)) return true;
  return words.every((w) => COLOURS.has(w) || SIZES.has(w) || w === 'and' || w === 'with');
}

export function findNumberSpecs(text: string): string[] {
  NUMBER_SPEC.lastIndex = 0;
  return [...text.matchAll(NUMBER_SPEC)].map((m) => m[0].trim());
}

/**
 * Model numbers: letters and digits together, at least 4 characters, in capitals or with two or
 * more digits (`32HDX7XPROBL`, `XCD-M11`, `G1000`), and not a plain quantity (`4K`, `2pcs`). A
 * word like `3Doodler` is a name, not a code.
 */
export function findModelNumbers(text: string): string[] {
  MODEL_NUMBER.lastIndex = 0;
  const out: string[] = [];
  for (const m of text.matchAll(MODEL_NUMBER)) {
    const code = m[0];
    if (code.replace(/-/g, '').length < 4) continue;
    const digits = code.replace(/\D/g, '').length;
    if (/\p{Ll}/u.test(code) && digits < 2) continue;
    NUMBER_SPEC.lastIndex = 0;
    const spec = NUMBER_SPEC.exec(code);
    if (spec && spec[0].length === code.length) continue;
    out.push(code);
  }
  return out;
}
