import type { Finding, Listing, ListingField } from './types.js';
import { normalizeWord, spellingKey, wordTokens, words } from './text/words.js';
import { escapeRegExp } from './text/escape.js';
import { lastSeen } from './text/last-seen.js';

/*
 * Generated text may only state facts the seller gave. This finds numbers (with their units) and
 * claim words (certifications, materials, colours) in generated output that the input lacks.
 */

/**
 * Canonical unit -> every spelling of it, plurals included. Plurals are listed rather than guessed
 * from a suffix (`degrees`, `ounces`, `pieces`, `minutes` minus `es` are no unit), and a spelling
 * maps to exactly one unit, so `16 oz` and `16 ounces`, `360°` and `360 degrees` are the same fact.
 */
const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  mm: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
  cm: ['cm', 'cms', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  m: ['m', 'mtr', 'mtrs', 'meter', 'meters', 'metre', 'metres'],
  km: ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
  in: ['in', 'inch', 'inches', '"', '″', "''", '”'],
  ft: ['ft', 'foot', 'feet', "'", '′'],
  yd: ['yd', 'yds', 'yard', 'yards'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  floz: ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  kg: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
  g: ['g', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  mg: ['mg', 'milligram', 'milligrams'],
  ml: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  l: ['l', 'ltr', 'ltrs', 'liter', 'liters', 'litre', 'litres'],
  gal: ['gal', 'gallon', 'gallons'],
  qt: ['qt', 'quart', 'quarts'],
  cup: ['cup', 'cups'],
  w: ['w', 'watt', 'watts'],
  kw: ['kw', 'kilowatt', 'kilowatts'],
  wh: ['wh', 'watt hour', 'watt hours'],
  kwh: ['kwh', 'kilowatt hour', 'kilowatt hours'],
  v: ['v', 'volt', 'volts'],
  a: ['a', 'amp', 'amps', 'ampere', 'amperes'],
  mah: ['mah'],
  ah: ['ah'],
  mb: ['mb', 'megabyte', 'megabytes'],
  gb: ['gb', 'gigabyte', 'gigabytes'],
  tb: ['tb', 'terabyte', 'terabytes'],
  mbps: ['mbps'],
  gbps: ['gbps'],
  hz: ['hz', 'hertz'],
  khz: ['khz', 'kilohertz'],
  mhz: ['mhz', 'megahertz'],
  ghz: ['ghz', 'gigahertz'],
  mp: ['mp', 'megapixel', 'megapixels'],
  fps: ['fps'],
  db: ['db', 'decibel', 'decibels'],
  rpm: ['rpm'],
  psi: ['psi'],
  kpa: ['kpa'],
  mpa: ['mpa'],
  lm: ['lm', 'lumen', 'lumens'],
  pc: ['pc', 'pcs', 'piece', 'pieces'],
  pack: ['pack', 'packs', 'pk'],
  count: ['count', 'counts', 'ct'],
  set: ['set', 'sets'],
  layer: ['layer', 'layers'],
  port: ['port', 'ports'],
  '%': ['%', 'percent', 'per cent'],
  x: ['x', '×'],
  h: ['h', 'hr', 'hrs', 'hour', 'hours'],
  min: ['min', 'mins', 'minute', 'minutes'],
  day: ['day', 'days'],
  month: ['month', 'months'],
  year: ['year', 'years', 'yr', 'yrs'],
  deg: ['°', 'º', 'deg', 'degree', 'degrees'],
  degc: ['°c', '° c', 'ºc', '℃', 'deg c', 'degree c', 'degrees c', 'degree celsius', 'degrees celsius', 'celsius', 'centigrade'],
  degf: ['°f', '° f', 'ºf', '℉', 'deg f', 'degree f', 'degrees f', 'degree fahrenheit', 'degrees fahrenheit', 'fahrenheit'],
};

const UNIT_OF = new Map<string, string>();
for (const [unit, spellings] of Object.entries(UNIT_SPELLINGS)) for (const spelling of spellings) UNIT_OF.set(spelling.replace(/ /g, ''), unit);

function unitAlternation(spellings: readonly string[]): string {
  return [...spellings]
    .sort((a, b) => b.length - a.length)
    .map((u) => escapeRegExp(u).replace(/ /g, '\\s?'))
    .join('|');
}
const SPELLINGS = Object.values(UNIT_SPELLINGS).flat();
/** Spellings ending in a letter must end a word (`5 in` but not `5 inside`); symbols need not (`5%off`). */
const WORD_UNITS = unitAlternation(SPELLINGS.filter((u) => /\p{L}$/u.test(u)));
const SYMBOL_UNITS = unitAlternation(SPELLINGS.filter((u) => !/\p{L}$/u.test(u)));

/**
 * A number and its unit. A number starts after anything but a letter or digit, including right
 * after a comma or period that follows a word (`Certified,18 Gbps`, `(MTDS),6L`, `.65 MPa`), but
 * never inside another number (`1.5`, `v1.5`) or a word (`A320`); after `10x` it starts a
 * dimension (`10x20 cm`). A leading `.65` is 0.65.
 */
const NUMBER_WITH_UNIT = new RegExp(
  '(?:(?<![\\p{L}\\p{N}])(?<!\\d[.,])|(?<=\\d\\s?[x×]\\s?))(\\.\\d+|\\d+(?:[.,]\\d+)*)' +
    `(?:\\s?-?\\s?((?:${WORD_UNITS})(?![\\p{L}\\p{N}])|${SYMBOL_UNITS}))?(?!\\p{N})`,
  'giu',
);

/** Commas that group thousands, the Western way (`1,000,000`) or the Indian way (`10,00,000`). */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d+)?$/;

/** One reading of a number: grouping commas dropped, any other comma a decimal point, `.65` is 0.65, `1.50` is 1.5. */
function numberKey(raw: string): string {
  let n = GROUPED.test(raw) ? raw.replace(/,/g, '') : raw.replace(',', '.');
  if (n.startsWith('.')) n = `0${n}`;
  if (/^\d+\.\d+$/.test(n)) n = n.replace(/0+$/, '').replace(/\.$/, '');
  return n;
}

/**
 * The numbers a comma may also be listing when it does not group thousands: `6,8,10` is 6, 8 and
 * 10, and `1,5` may be 1 and 5 as well as 1.5. The source counts every reading; the output is
 * supported by its own reading, or when every listed number is.
 */
function listedNumbers(raw: string): string[] {
  return raw.includes(',') && !GROUPED.test(raw) ? raw.split(',').map(numberKey) : [];
}

function unitKey(raw: string | undefined): string {
  if (!raw) return '';
  const key = raw.toLowerCase().replace(/\s+/g, '');
  return UNIT_OF.get(key) ?? key;
}

interface SourceFacts {
  readonly numbers: ReadonlySet<string>;
  readonly numberUnits: ReadonlySet<string>;
  readonly words: ReadonlySet<string>;
}

function readSource(text: string): SourceFacts {
  const numbers = new Set<string>();
  const numberUnits = new Set<string>();
  for (const m of text.matchAll(NUMBER_WITH_UNIT)) {
    const raw = m[1] ?? '';
    const unit = unitKey(m[2]);
    for (const n of [numberKey(raw), ...listedNumbers(raw)]) {
      numbers.add(n);
      numberUnits.add(`${n} ${unit}`);
    }
  }
  // Each word also in its one spelling, so the seller's "Grey" supports "gray".
  return { numbers, numberUnits, words: new Set(words(text).flatMap((w) => [normalizeWord(w), spellingKey(normalizeWord(w))])) };
}

/**
 * The seller's facts, read once for the sources read last: one listing's source is checked against
 * every draft, title option and fix of it. Its sets are read, never changed.
 */
const sourceFactsOf = lastSeen(16, readSource);

/** Certifications, materials and colours an LLM likes to invent. */
const CLAIM_PHRASES: readonly string[] = [
  'fda', 'ce', 'ul', 'etl', 'fcc', 'rohs', 'bpa free', 'iso', 'organic', 'usda', 'fsc', 'oeko tex', 'gots', 'energy star',
  'nsf', 'cpsia', 'astm', 'certified', 'patented', 'lab tested', 'hypoallergenic', 'non toxic', 'lead free', 'vegan',
  'gluten free', 'waterproof', 'shockproof', 'dishwasher safe', 'microwave safe', 'food grade', 'medical grade',
  'stainless steel', 'steel', 'aluminum', 'aluminium', 'titanium', 'copper', 'brass', 'bronze', 'cast iron', 'gold',
  'silver', 'sterling silver', 'platinum', '14k', '18k', '24k', 'carbon fiber', 'leather', 'genuine leather', 'suede',
  'cotton', 'linen', 'silk', 'wool', 'merino', 'cashmere', 'polyester', 'nylon', 'spandex', 'rayon', 'bamboo', 'wood',
  'wooden', 'oak', 'walnut', 'teak', 'glass', 'tempered glass', 'ceramic', 'porcelain', 'silicone', 'rubber', 'plastic',
  'acrylic', 'marble', 'granite', 'memory foam', 'latex',
  'black', 'white', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'brown', 'grey', 'gray', 'beige', 'navy',
];
const IP_RATING = /^ipx?\d{1,2}$/;

/** Phrases by first word, so each output word is looked up once. */
const CLAIMS_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of CLAIM_PHRASES) {
  const parts = words(phrase).map(normalizeWord);
  const first = parts[0];
  if (first === undefined) continue;
  const list = CLAIMS_BY_FIRST_WORD.get(first) ?? [];
  list.push(parts);
  CLAIMS_BY_FIRST_WORD.set(first, list.sort((a, b) => b.length - a.length));
}

/**
 * Whether a run of normalized words names a certification, material or colour. Such a word is a
 * product fact even where the seller's text is not at hand (substance.ts).
 */
export function namesClaim(norms: readonly string[]): boolean {
  for (let i = 0; i < norms.length; i++) {
    const norm = norms[i] ?? '';
    if (norm.startsWith('ip') && IP_RATING.test(norm)) return true;
    const candidates = CLAIMS_BY_FIRST_WORD.get(norm);
    if (candidates?.some((parts) => parts.every((p, j) => norms[i + j] === p))) return true;
  }
  return false;
}

interface OutputText {
  field: ListingField;
  index?: number;
  text: string;
}

function outputTexts(output: Listing): OutputText[] {
  const texts: OutputText[] = [{ field: 'title', text: output.title }];
  if (output.highlights) texts.push({ field: 'highlights', text: output.highlights });
  output.bullets.forEach((text, index) => texts.push({ field: 'bullets', index, text }));
  if (output.description) texts.push({ field: 'description', text: output.description });
  if (output.backend) texts.push({ field: 'backend', text: output.backend });
  return texts;
}

function finding(where: OutputText, start: number, end: number, message: string): Finding {
  const base: Finding = { rule: 'text.unsupported-claim', severity: 'warning', field: where.field, start, end, message };
  return where.index === undefined ? base : { ...base, index: where.index };
}

/**
 * Numbers with units and claim words in `output` that `sourceText` (everything the seller gave)
 * does not contain. A bare number is supported by the same number anywhere in the source; a
 * number with a unit needs the same unit.
 */
export function unsupportedClaims(output: Listing, sourceText: string): Finding[] {
  const source = sourceFactsOf(sourceText);
  const findings: Finding[] = [];
  for (const where of outputTexts(output)) {
    const reported = new Set<string>();
    for (const m of where.text.matchAll(NUMBER_WITH_UNIT)) {
      const raw = m[1] ?? '';
      const n = numberKey(raw);
      const unit = unitKey(m[2]);
      const has = (x: string) => (unit ? source.numberUnits.has(`${x} ${unit}`) : source.numbers.has(x));
      const listed = listedNumbers(raw);
      const supported = has(n) || (listed.length > 0 && listed.every(has));
      const key = `${n} ${unit}`;
      if (supported || reported.has(key)) continue;
      reported.add(key);
      findings.push(finding(where, m.index, m.index + m[0].length, `"${m[0].trim()}" is not in the seller's input.`));
    }
    const tokens = wordTokens(where.text);
    const norms = tokens.map((t) => normalizeWord(t.text));
    for (let i = 0; i < tokens.length; i++) {
      const norm = norms[i] ?? '';
      const candidates = CLAIMS_BY_FIRST_WORD.get(norm) ?? (IP_RATING.test(norm) ? [[norm]] : []);
      const phrase = candidates.find((parts) => parts.every((p, j) => norms[i + j] === p));
      if (!phrase) continue;
      const last = tokens[i + phrase.length - 1];
      const first = tokens[i];
      i += phrase.length - 1;
      const key = phrase.join(' ');
      if (!first || !last || reported.has(key) || phrase.every((p) => source.words.has(p) || source.words.has(spellingKey(p)))) continue;
      reported.add(key);
      findings.push(finding(where, first.start, last.end, `"${where.text.slice(first.start, last.end)}" is not in the seller's input.`));
    }
  }
  return findings;
}
