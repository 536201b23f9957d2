import { normalizeWord, words } from '../../src/rules/index.js';

/**
 * Numbers, numbers with units, and warranty or certification statements, read the same way from
 * the seller's input and from the output so the two can be compared.
 */

/** Unit spellings (lowercase) to one canonical unit. Single letters are only units where noted in UNIT_PATTERN. */
const UNIT_GROUPS: Record<string, string[]> = {
  mm: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
  cm: ['cm', 'cms', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  m: ['m', 'meter', 'meters', 'metre', 'metres', 'mtr', 'mtrs'],
  km: ['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
  in: ['in', 'inch', 'inches', '"', '”', '″', "''"],
  ft: ['ft', 'feet', 'foot', "'", '’', '′'],
  yd: ['yd', 'yds', 'yard', 'yards'],
  mi: ['mile', 'miles'],
  mg: ['mg', 'milligram', 'milligrams'],
  g: ['g', 'gm', 'gms', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  oz: ['oz', 'ounce', 'ounces'],
  'fl oz': ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces'],
  ml: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  l: ['l', 'ltr', 'ltrs', 'liter', 'liters', 'litre', 'litres'],
  gal: ['gal', 'gallon', 'gallons'],
  qt: ['qt', 'quart', 'quarts'],
  pt: ['pint', 'pints'],
  cup: ['cup', 'cups'],
  w: ['w', 'watt', 'watts'],
  kw: ['kw', 'kilowatt', 'kilowatts'],
  wh: ['wh'],
  kwh: ['kwh'],
  v: ['v', 'volt', 'volts', 'vac', 'vdc'],
  a: ['a', 'amp', 'amps', 'ampere', 'amperes'],
  mah: ['mah'],
  ah: ['ah'],
  hz: ['hz', 'hertz'],
  khz: ['khz'],
  mhz: ['mhz'],
  ghz: ['ghz'],
  kb: ['kb'],
  mb: ['mb'],
  gb: ['gb'],
  tb: ['tb'],
  mbps: ['mbps'],
  gbps: ['gbps'],
  mp: ['mp', 'megapixel', 'megapixels'],
  dpi: ['dpi'],
  fps: ['fps'],
  rpm: ['rpm'],
  psi: ['psi'],
  db: ['db', 'decibel', 'decibels'],
  lm: ['lm', 'lumen', 'lumens'],
  k: ['k'],
  p: ['p'],
  '%': ['%', 'percent', 'per cent'],
  '°c': ['°c', '° c', 'ºc', 'degrees c', 'degree celsius', 'degrees celsius'],
  '°f': ['°f', '° f', 'ºf', 'degrees f', 'degree fahrenheit', 'degrees fahrenheit'],
  '°': ['°', 'º', 'degree', 'degrees'],
  s: ['sec', 'secs', 'second', 'seconds'],
  min: ['min', 'mins', 'minute', 'minutes'],
  h: ['h', 'hr', 'hrs', 'hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks', 'wk', 'wks'],
  month: ['month', 'months', 'mo', 'mos'],
  year: ['year', 'years', 'yr', 'yrs'],
  pc: ['pc', 'pcs', 'piece', 'pieces'],
  pack: ['pack', 'packs', 'pk'],
  count: ['count', 'ct'],
  pair: ['pair', 'pairs'],
  sheet: ['sheet', 'sheets'],
  cal: ['cal', 'kcal', 'calorie', 'calories'],
  serving: ['serving', 'servings'],
  ply: ['ply'],
  gsm: ['gsm'],
  x: ['x'],
};
const CANONICAL = new Map<string, string>(Object.entries(UNIT_GROUPS).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as const)));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spellings = [...CANONICAL.keys()].filter((s) => !/^[a-z]$/.test(s) && !['in', "'", '’', '′', '"', '”', '″', "''", '°', 'º', 'x'].includes(s));
const WORD_UNITS = spellings.sort((a, b) => b.length - a.length).map(escape).join('|');

/**
 * A number, then its unit. The number: digits with `.`/`,` groups or a fraction, not glued to a
 * letter before it (`iPhone12`, `RCT15A` are names). The unit, after nothing, a space or a hyphen:
 * a unit word or abbreviation from the table above; a single letter (`g`, `l`, `m`, `w`, `v`, `h`,
 * `a`, `k`, `p`) only glued to the number (`3A`, `4K`, `1080p`) or, for `g`/`l`/`m`/`w`/`v`, spaced
 * and followed by a non-letter (`7 g protein` is a number, a unit and a word: the `g` must be
 * followed by a space; `5 a day` is not amperes); `in` only when followed by `.`, `,`, `;`, `:`, `)`, `x`,
 * `×`, the end, or a dimension word (`8 in. x 10 in.`, not `3 in 1`); inch and foot marks glued to
 * the number (`8"`, `6’`); `x` only glued (`2x`, `nexus 5x`).
 */
// A number never ends inside a decimal (`6.53in` is not a bare `6`).
const NUMBER = String.raw`(?<![\p{L}\p{N}.])((?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+|\/\d+)?)(?!\.\d)`;
const UNIT_PATTERN = new RegExp(
  NUMBER +
    String.raw`(?:` +
    String.raw`(?:[\t \u00a0-]?(${WORD_UNITS})(?![\p{L}\p{N}]))` +
    String.raw`|(?:([ghlmwvakp])(?![\p{L}\p{N}]))` +
    String.raw`|(?:[\t \u00a0-]([glmwvGLMWV])(?=\s+[\p{L}]|[\s,;:).]*$|\s*[,;:)([|]|\.\s))` +
    String.raw`|(?:[\t \u00a0-]?(in)(?=\s*(?:[.,;:)×]|x\b|$)|\s+(?:tall|wide|long|high|deep|thick|diameter|length|width|height)\b))` +
    String.raw`|(["”″′°º]|''|['’](?![\p{L}]))` +
    String.raw`|(x)(?![\p{L}\p{N}])` +
    String.raw`)?` +
    String.raw`(?![\p{L}\p{N}])`,
  // (`m`: a line's end ends a quantity as the text's end does; a unit never starts the next line.)
  'gimu',
);

export interface Quantity {
  /** The number as written, thousands separators dropped and trailing decimal zeros too (`1,000` -> `1000`, `3.0` -> `3`). */
  number: string;
  /** Canonical unit, or undefined for a bare number. */
  unit?: string;
  /** The text as written. */
  raw: string;
}

/** Commas only group thousands (`1,000`, Indian `1,50,000`); `12,11` is two numbers. */
function normaliseNumber(n: string): string {
  let s = n.replace(/,/g, '');
  if (/^\d+\.\d+$/.test(s)) s = s.replace(/\.?0+$/, '');
  return s.replace(/^0+(?=\d)/, '');
}

/** Every number in a text, with its canonical unit when it has one; numbers glued to letters that are not units (`5s`, `X5`) are names, not numbers. */
export function quantitiesIn(text: string): Quantity[] {
  const out: Quantity[] = [];
  UNIT_PATTERN.lastIndex = 0;
  for (let m = UNIT_PATTERN.exec(text); m; m = UNIT_PATTERN.exec(text)) {
    const spelled = (m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7])?.toLowerCase().replace(/\s+/g, ' ');
    const unit = spelled === undefined ? undefined : (CANONICAL.get(spelled) ?? spelled);
    out.push({ number: normaliseNumber(m[1]!), ...(unit ? { unit } : {}), raw: m[0] });
  }
  return out;
}

export const quantityKey = (q: Quantity) => (q.unit ? `${q.number} ${q.unit}` : q.number);

/** Numbers with units, the facts the `facts kept` measure follows (`x`, a multiplier, is left out). */
export const measuredFacts = (text: string) => quantitiesIn(text).filter((q) => q.unit && q.unit !== 'x');

/**
 * Certification marks and standards whose name alone makes a statement a certification statement.
 * Upper-case acronyms are matched case-sensitively (`CE`, not `ce`).
 */
const CERTIFICATION_MARKS = [
  'UL', 'ETL', 'CE', 'FCC', 'RoHS', 'ROHS', 'ISO', 'BIS', 'ISI', 'ASTM', 'CPSIA', 'CPSC', 'FDA', 'NSF', 'LFGB', 'CSA', 'EN71', 'EN 71', 'TÜV', 'TUV',
  'GOTS', 'OEKO-TEX', 'Oeko-Tex', 'FSC', 'USDA', 'BEE', 'Energy Star', 'ENERGY STAR', 'CCC', 'SGS', 'BPI', 'GS', 'PSE', 'KC', 'WEEE', 'REACH',
];
const CERT_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${CERTIFICATION_MARKS.map(escape).join('|')})(?:[- ]?[A-Z]?[- ]?\\d+(?:[.-]\\d+)*)?(?![\\p{L}])`, 'gu');
const WARRANTY = /\bwarrant(?:y|ies|ied)\b/i;
const CERTIFIED = /\bcertifi(?:ed|cation|cations|cate)\b/i;

export interface Statement {
  kind: 'warranty' | 'certification';
  /** The input sentence. */
  text: string;
  /** What an output sentence must hold to keep it: the warranty word and its periods, or the marks/standards named. */
  keys: string[];
}

/**
 * Warranty statements: sentences with `warranty`; kept when one output sentence has `warranty`
 * and each of the statement's durations (`12 months`). Certification statements: sentences naming
 * a mark or standard (`ASTM D-4236`, `CE`, `BIS`) or with `certified`/`certification`; kept when one
 * output sentence names the same marks, or for a statement without a mark, `certif…` and the
 * content word after it (`certified organic`). Guarantee wording (`money back`, `100% satisfaction
 * guarantee`) is left out: the policies forbid it, so it is not a fact to keep.
 */
export function statementsIn(sentences: readonly string[]): Statement[] {
  const out: Statement[] = [];
  for (const text of sentences) {
    if (WARRANTY.test(text)) {
      const periods = quantitiesIn(text).filter((q) => q.unit && ['day', 'week', 'month', 'year'].includes(q.unit)).map(quantityKey);
      out.push({ kind: 'warranty', text, keys: ['warranty', ...new Set(periods)] });
    }
    const marks = [...new Set((text.match(CERT_PATTERN) ?? []).map(markKey))];
    if (marks.length > 0) out.push({ kind: 'certification', text, keys: marks });
    else if (CERTIFIED.test(text)) {
      const after = /\bcertifi\w*\s+(?:by\s+|as\s+|to\s+)?([\p{L}\p{N}-]+)/iu.exec(text)?.[1];
      // Read with the same word splitter as the output side (`USB-IF` is two words to it).
      out.push({ kind: 'certification', text, keys: ['certif', ...(after ? words(after).map(normalizeWord) : [])] });
    }
  }
  return out;
}

const markKey = (mark: string) => mark.toUpperCase().replace(/[\s-]+/g, '');

/** Whether one of the sentences keeps the statement (see statementsIn). */
export function keepsStatement(statement: Statement, sentences: readonly string[]): boolean {
  return sentences.some((s) => {
    if (statement.kind === 'warranty') {
      if (!WARRANTY.test(s)) return false;
      const have = new Set(quantitiesIn(s).map(quantityKey));
      return statement.keys.slice(1).every((k) => have.has(k));
    }
    if (statement.keys[0] === 'certif') {
      const have = new Set(words(s).map(normalizeWord));
      return CERTIFIED.test(s) && statement.keys.slice(1).every((k) => have.has(k));
    }
    const have = new Set((s.match(CERT_PATTERN) ?? []).map(markKey));
    return statement.keys.every((k) => have.has(k));
  });
}
