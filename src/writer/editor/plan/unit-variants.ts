import Qty from 'js-quantities';

/*
 * Unit variants for search terms: the seller's own number in the other spellings of the unit the
 * seller used (`48 inch` -> `48in`, `48inch`; `1500 W` -> `1500w`, `1500watt`). Spellings come
 * from js-quantities' alias lists (decision 0021). Never another unit: nothing is converted, so no
 * number appears that the seller did not write with that unit.
 */

/** The library's kinds that describe a product (as read/units.ts). */
const KINDS = new Set(['length', 'area', 'volume', 'mass', 'information', 'charge', 'energy', 'power', 'potential', 'current']);

let index: Map<string, string[][]> | undefined;
/** Each alias (lowercase) with the alias lists it belongs to. */
function aliasIndex(): Map<string, string[][]> {
  if (index) return index;
  index = new Map();
  for (const kind of Qty.getKinds()) {
    if (!KINDS.has(kind)) continue;
    for (const unit of Qty.getUnits(kind)) {
      const list = Qty.getAliases(unit);
      for (const alias of list) index.set(alias.toLowerCase(), [...(index.get(alias.toLowerCase()) ?? []), list]);
    }
  }
  return index;
}

/** A search word's unit spellings: letters only, lowercase; the symbol and a short word (`in`, `inch`), not `millimetres`. */
function spellings(unit: string): string[] {
  const clean = unit.replace(/[”″]/gu, '"').replace(/\.$/u, '');
  const all = aliasIndex().get(clean.toLowerCase()) ?? [];
  // Capitals decide a short unit (`TB` is terabytes, not the library's `tb` tablespoon): a short
  // spelling in capitals must be the library's own; `Inches` as a capitalised word may be any case.
  const lists = clean.length <= 3 && /\p{Lu}/u.test(clean) ? all.filter((list) => list.includes(clean)) : all;
  // An ambiguous spelling (`m`, `pt`) says nothing certain: only one unit's list is used.
  if (lists.length !== 1) return [];
  const words = [...new Set(lists[0]!.map((a) => a.toLowerCase()).filter((a) => /^[a-z]+$/u.test(a) && !HALF_UNITS.has(a)))];
  const symbol = words.reduce<string | undefined>((best, w) => (best === undefined || w.length < best.length ? w : best), undefined);
  const word = words.find((w) => w.length > (symbol?.length ?? 0) && w.length <= 5 && !w.endsWith('s'));
  return [symbol, word].filter((w): w is string => w !== undefined);
}

/** The first word of a unit of two (`fl oz`, `sq ft`, `cu ft`): no unit alone, and no search (`20fl`, `2.5cu`). */
const HALF_UNITS = new Set(['fl', 'sq', 'cu']);

const ONE = /^(\d+(?:\.\d+)?)\s?-?\s?([\p{L}"”″]+\.?)$/u;

/** The other spellings of one quantity the seller wrote (`48 Inches`), or none for a range or a dimension. */
export function unitVariants(quantity: string): string[] {
  const m = ONE.exec(quantity.trim());
  if (!m) return [];
  const [, number, unit] = m as unknown as [string, string, string];
  // `4 in all` and `3.0 M`: a bare `in`, or one letter after a space, may be no unit at all.
  if (/^in\.?$/iu.test(unit) || (/^\p{L}$/u.test(unit) && /\s/u.test(quantity)) || HALF_UNITS.has(unit.toLowerCase())) return [];
  const written = `${number}${unit.toLowerCase().replace(/\.$/u, '')}`;
  const other = spellings(unit).map((s) => `${number}${s}`);
  // With no other spelling known (`mm`, `mAh`), the seller's unit written together is the one variant.
  const forms = other.length > 0 ? other : [/^[\p{L}]+$/u.test(unit) ? written : ''];
  // The seller's own spelling, written together, is what they wrote: never offered as a variant of itself.
  const own = quantity.trim().toLowerCase().replace(/\.$/u, '');
  return [...new Set(forms)].filter((f) => f !== '' && f !== own);
}

/**
 * A number glued to one letter beside another such pair (`3W` of `NEMA 10-50R 3P 3W`: three poles,
 * three wires) is a code, not a measure: `3watt` would be a fact the seller never gave.
 */
export function inCode(text: string, sentence: string): boolean {
  if (!/^\d+\p{L}$/u.test(text)) return false;
  const tokens = sentence.split(/\s+/u).map((t) => t.replace(/[,;.]$/u, ''));
  const at = tokens.indexOf(text);
  return at >= 0 && [tokens[at - 1], tokens[at + 1]].some((t) => t !== undefined && /^\d+\p{L}$/u.test(t));
}
