import { AROUND, findLiteral, FUNCTION_WORDS, normalizeWord } from '../../../rules/index.js';
import { audienceSpans } from './audience.js';
import { wordnet } from '../lexicon/wordnet.js';
import { isColour, isMaterial } from './lexical.js';
import { findMeasures, type Measure } from './measures.js';
import { readTitle } from './title.js';
import { unitKind, type UnitKind } from './units.js';

/*
 * The fact sheet: every fact of the seller's title, bullets and description in one place, each
 * with the exact words it was read from and the sentence around them, so whatever the writer says
 * about a fact can be traced back to the seller. It never converts, rounds or re-spells: a fact's
 * `text` is a slice of the seller's own sentence, and a second unit is there only when the seller
 * wrote it next to the first (`1200 mm (48 Inches)`).
 */

/** What a fact is about, in the order a specification list gives them. */
export type FactKind =
  | 'brand'
  | 'model'
  | 'type'
  | 'size'
  | 'capacity'
  | 'weight'
  | 'count'
  | 'colour'
  | 'material'
  | 'power'
  | 'compatibility'
  | 'audience'
  | 'included'
  | 'care'
  | 'installation'
  | 'warranty'
  /** A `Label: value` line of the seller's (`Refresh Rate: 60 Hertz`), label in `label`. */
  | 'spec';

export const FACT_KINDS: readonly FactKind[] = ['brand', 'model', 'type', 'size', 'capacity', 'weight', 'count', 'colour', 'material', 'power', 'compatibility', 'audience', 'included', 'care', 'installation', 'warranty', 'spec'];

/** A label for a specification line (`Size: 1200 mm (48 Inches)`). */
export const FACT_LABELS: Readonly<Record<FactKind, string>> = {
  brand: 'Brand',
  model: 'Model',
  type: 'Product type',
  size: 'Size',
  capacity: 'Capacity',
  weight: 'Weight',
  count: 'Quantity',
  colour: 'Colour',
  material: 'Material',
  power: 'Power',
  compatibility: 'Compatible with',
  audience: 'Suitable for',
  included: 'Included',
  care: 'Care',
  installation: 'Installation',
  warranty: 'Warranty',
  spec: 'Specification',
};

/** Where a fact was read. */
export interface FactSource {
  field: 'title' | 'bullet' | 'description';
  /** The seller's bullet (0-based) for `bullet`; undefined otherwise. */
  index?: number;
  /** The whole sentence (the title, a header, a bullet's or the description's sentence) as given to the sheet. */
  sentence: string;
  /** `text` is `sentence.slice(start, end)`. */
  start: number;
  end: number;
}

/** One number with its unit, as written, and what the units library says it measures. */
export interface Quantity {
  /** As written (`1200 mm`, `48 Inches`, `220-240 V`, `10 x 20 x 5 cm`). */
  text: string;
  /** The unit as written (`mm`, `Inches`, `"`). */
  unit: string;
  /** js-quantities' kind of the unit (`length`, `mass`, `volume`, `potential`, ...). */
  measures: UnitKind;
}

/**
 * One fact. `text` is exactly the seller's words (numbers, units, brand case and all), a slice of
 * `source.sentence`. Measured facts (size, capacity, weight, power) carry their quantities; a fact
 * with a second unit holds both (`1200 mm (48 Inches)` has two), and only then.
 */
export interface Fact {
  kind: FactKind;
  text: string;
  source: FactSource;
  quantities?: Quantity[];
  /** For `spec`: the seller's label as written (`Refresh Rate`, `CORD LENGTH`). */
  label?: string;
}

export interface FactSheet {
  /** Title first, then bullets, then description; within one kind, the first is the seller's first mention. Same text of one kind is kept once. */
  facts: Fact[];
}

/** One text of the seller's, already cleaned by read/ (see `sheetInputOf` for the usual source). */
export interface SheetInput {
  /** The cleaned title. */
  title: string;
  /** The title's first segment, brand and product (read/title.ts); read from `title` when absent. */
  name?: string;
  /** Each bullet: its header ('' for none) and its sentences. */
  bullets: readonly { index: number; header: string; sentences: readonly string[] }[];
  /** The description's sentences. */
  description: readonly string[];
  /** The product's common noun when known (`longboard`, `water bottle`). */
  productNoun?: string;
}

export const factsOf = (sheet: FactSheet, kind: FactKind): Fact[] => sheet.facts.filter((f) => f.kind === kind);

const MEASURE_KIND: Readonly<Record<UnitKind, FactKind>> = {
  length: 'size',
  area: 'size',
  volume: 'capacity',
  information: 'capacity',
  charge: 'capacity',
  energy: 'capacity',
  mass: 'weight',
  power: 'power',
  potential: 'power',
  current: 'power',
};

interface Where {
  field: FactSource['field'];
  index?: number;
  sentence: string;
  /** A bullet's header: only its measures are read (`60 X 30 X 31 INCHES`); a label (`WARRANTY`) states nothing itself. */
  header?: boolean;
  /** For a bullet's sentence, the header above it ('' for none). */
  label?: string;
}

const at = (where: Where, start: number, end: number): FactSource => ({
  field: where.field,
  ...(where.index === undefined ? {} : { index: where.index }),
  sentence: where.sentence,
  start,
  end,
});

/** The unit at the end of a measure as written (`41"` -> `"`, `10 x 20 x 5 cm` -> `cm`). */
const writtenUnit = (text: string) => text.match(/(?:["”″'’]|\p{L}[\p{L}.]*)$/u)?.[0].replace(/\.$/u, '') ?? '';

/** The quantity of a measure, when the units library reads its unit as a product measure. */
function quantityOf(measure: Measure): Quantity | undefined {
  // (`10.25"L x 14.25"W` is a size in inches with its sides named: the `W` is width, not watts.)
  const unit = /^["”″]$/u.test(measure.unit) && measure.kind === 'size' ? measure.unit : writtenUnit(measure.text);
  // A bare dimension (`3840x2160`) or a number with no unit measures nothing we can name.
  if (!unit || /^x$/iu.test(unit)) return undefined;
  const kind = unitKind(unit);
  return kind ? { text: measure.text, unit, measures: kind } : undefined;
}

/**
 * A load or a fit is no measure of the product (`for riders 120 to 170 pounds`, `fits 10-inch
 * pans`, `holds up to 20 kg`): the words just before the measure say so.
 */
const NOT_OWN = /\b(?:up to|supports?|holds?|carr(?:y|ies)|load|riders?|people|users?|persons?|fits?|for|between|under|over|less than|more than|within|from)\s+(?:\S+\s+){0,2}$/iu;
/** A list of what the product works with (`compatible with`, `supports fast charging for`) starts before the measure, in the same sentence. */
const WORKS_WITH = /\b(?:compatible\s+(?:with|for)|works\s+with|supports?\b[^.;]*\sfor)\s/iu;
/** What a length right before it measures when it is not the product: a range of movement or adjustment. */
const MOVEMENT = /^\s*(?:of\s+)?(?:adjust\w*|range|travel|stroke|gap|spacing|clearance|lift|extension|increments?|difference|movement)\b/iu;
/** Words that say a weight is the product's (`weighs 2 kg`, `net weight 500 g`, `only 1.2 lbs`). */
const OWN_WEIGHT = /\b(?:weigh\w*|weight|net|wt|only|lightweight|light)\b/iu;

const POWER_CUE = /\b(?:charg\w*|power\w*|output|input|current|amps?|adapter|battery|volts?|watts?|usb|fuse)\b|\d\s?v\b/iu;

function measuredFacts(where: Where): Fact[] {
  const text = where.sentence;
  const measures = findMeasures(text);
  const out: Fact[] = [];
  for (let i = 0; i < measures.length; i++) {
    const measure = measures[i]!;
    // A count in the title is the pack's (`Pack of 2`); one in a bullet is as often a part's (`4 bags of sand`).
    if (measure.kind === 'count' && where.field !== 'title') continue;
    if (measure.kind === 'count') {
      out.push({ kind: 'count', text: measure.text, source: at(where, measure.start, measure.end) });
      continue;
    }
    const quantity = quantityOf(measure);
    if (!quantity) continue;
    // A rate (`20gm/ min`, `5 L per hour`) or a measure glued to a word (`30.2"wide`) is not a plain measure of the product.
    // So is one inside a model code (`KDL-43W660F`, `43V35KP`, `2in1`, `380 m3/h`).
    if (/^\s*(?:\/|per\b)|^[\p{L}\p{N}]/u.test(text.slice(measure.end)) || /[\p{L}\p{N}]-$/u.test(text.slice(0, measure.start))) continue;
    const kind = MEASURE_KIND[quantity.measures];
    const before = text.slice(0, measure.start);
    if ((kind === 'size' || kind === 'weight') && where.field !== 'title' && NOT_OWN.test(before)) continue;
    // A size in a list of what it works with (`Compatible with … iPad Pro 11'' (2018)`) is the device's.
    // (In the same clause: `…compatible with 3.5mm Audio Port Devices; 1.2m Tangle-free Cable` is the cable's.)
    if (kind === 'size' && where.field !== 'title' && WORKS_WITH.test(before.split(/[;|•\n]/u).pop() ?? '')) continue;
    // A length that measures a movement (`2in adjustable range`, `3 cm of travel`) is no size of the product.
    if (kind === 'size' && MOVEMENT.test(text.slice(measure.end))) continue;
    if (kind === 'weight' && where.field !== 'title' && !OWN_WEIGHT.test(text)) continue;
    // Amperes only where power is the subject (`78A` wheels are a hardness).
    if (quantity.measures === 'current' && !POWER_CUE.test(text)) continue;
    const quantities = [quantity];
    let end = measure.end;
    // The seller's own second unit: `1200 mm (48 Inches)`, `48 inches / 122 cm`, `1.5 L or 50 oz`.
    const next = measures[i + 1];
    const second = next ? quantityOf(next) : undefined;
    const between = next ? text.slice(measure.end, next.start) : '';
    if (next && second && MEASURE_KIND[second.measures] === kind && /^\s*(?:\(|\/|\bor\b|=|\[)\s*$/u.test(between)) {
      quantities.push(second);
      end = next.end;
      const close = text.slice(end).match(/^\s*[)\]]/u);
      if (close && /[([]/u.test(between)) end += close[0].length;
      i++;
    }
    out.push({ kind, text: text.slice(measure.start, end), source: at(where, measure.start, end), quantities });
  }
  return out;
}

/** A negation right before a cue (`not compatible with`, `doesn't fit`, `incompatible with`). */
const NEGATED = /(?:\b(?:not|no|never|nor|without)|n['’]t)\s*$/iu;

/** A phrase after a cue, to the end of its clause (`compatible with iPhone 15 and 14,` -> `iPhone 15 and 14`). */
function phraseAfter(where: Where, cue: RegExp, kind: FactKind, maxWords: number): Fact[] {
  const out: Fact[] = [];
  for (const match of where.sentence.matchAll(cue)) {
    // `Not compatible with Geo Armor 360`: what the seller says it does not fit is no fit.
    if (NEGATED.test(where.sentence.slice(0, match.index))) continue;
    const from = (match.index ?? 0) + match[0].length;
    const rest = where.sentence.slice(from);
    // (A stop inside a number, `3.5 mm`, or typed with a space in it, `4. 7 - 10. 5 inch`, does not end the clause.)
    const clause = rest.match(/^(?:[^.;!?()]|\.(?=\d)|(?<=\d)\.(?= \d))*?(?=\s*(?:(?<!\d)\.(?!\d)|(?<=\d)\.(?! ?\d)|[;!?()]|,\s+(?:so|which|making|and it|it|this|perfect|ideal|great)\b|\s+(?:so that|which|making)\b|$))/iu)?.[0] ?? '';
    const words = clause.match(/[\p{L}\p{N}][\p{L}\p{N}'’+&.-]*/gu) ?? [];
    if (words.length === 0 || words.length > maxWords) continue;
    const text = clause.trim().replace(/[\s,:–—-]+$/u, '');
    const start = from + clause.indexOf(text);
    out.push({ kind, text, source: at(where, start, start + text.length) });
  }
  return out;
}

/** A whole sentence as the fact (care, installation and warranty lines are kept as the seller wrote them). */
const sentenceFact = (where: Where, kind: FactKind): Fact => {
  const text = where.sentence.trim();
  const start = where.sentence.indexOf(text);
  return { kind, text, source: at(where, start, start + text.length) };
};

const COMPATIBLE = /\b(?:compatible with|compatible for|works with|designed for use with|for use with)\s+/giu;
/** `fits` only before a name or a number: `fits iPhone 15`, not `fits ice cubes`. */
const FITS = /\b[Ff]its(?: most| all)?\s+(?=\p{Lu}|\d)/gu;
// (Not `comes with` or `including`: `comes with over heat protection` is a feature, not a thing in the box.)
const INCLUDED = /\b(?:package includes|what you get|in the box|what(?:'|’)?s in the box|box contains|includes?|set includes|kit includes)\s*:?\s+/giu;
// (`INCLUDES EVERYTHING YOU NEED TO PLAY`, `EVERYTHING YOU NEED`: the header says what the sentence under it lists.)
const INCLUDED_HEADER = /^(?:what you get|what(?:'|’)?s included|in the box|what(?:'|’)?s in the box|package(?: contents| includes)?|box contents|includes?|included|contents|(?:(?:includes?|comes with)\s+)?everything you need(?:\s+to\s+\p{L}+)?)$/iu;
const MADE_OF = /\b(?:made (?:of|from|with)|crafted (?:of|from)|constructed (?:of|from)|built (?:of|from)|material:)\s+/giu;
const CARE = /\b(?:wash\w*|dishwasher|wipe|clean(?:ed|ing|s)?\b|hand wash|dry clean|tumble dry|iron|bleach|care instructions?|maintenance|store in)\b/iu;
// (`mounts on`, not `mounting hardware`, which is a part.)
const INSTALL = /\b(?:install\w*|mount(?:s|ed)?\s+(?:on|to|in|under|onto)|assembl\w*|set ?up|plug and play|wall[- ]mount\w*)\b/iu;
const WARRANTY = /\bwarrant(?:y|ies|ed)\b/iu;
// (A dash only spaced: `Colour-changing LEDs` is a compound, not the colour `changing LEDs`.)
const LABEL = /^\s*(colou?r|material|model|brand)\s*(?:[:：]|\s-|-\s)\s*([^.;]+?)\s*[.;]?\s*$/iu;

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+&-]*/gu) ?? [];

/** Sentences of a text that are a care, installation or warranty line (a sentence can be more than one). */
function lineFacts(where: Where, header: string): Fact[] {
  const out: Fact[] = [];
  // A sentence under a `WARRANTY:` header is the warranty, whatever its own words (`2 years on the product`).
  if (WARRANTY.test(where.sentence) || WARRANTY.test(header)) out.push(sentenceFact(where, 'warranty'));
  // (`Easy to assemble, operate, and clean` says it is easy, not how to care for it or set it up: it
  // gave `Care: Clean` and `Installation: Easy to assemble, operate,`.)
  // (A list of what is easy only: `Easy to clean by hand` says how it is cleaned.)
  const said = where.sentence.replace(/\b(?:very\s+|super\s+)?easy\s+to\s+[\p{L}-]+(?:\s*,\s*[\p{L}-]+)*,?\s+(?:and|&)\s+[\p{L}-]+/giu, '');
  if (CARE.test(said) || /^(?:care|cleaning|maintenance|care instructions)$/iu.test(header)) out.push(sentenceFact(where, 'care'));
  // (`Required to complete: battery, …, paint, and assembly` says what the buyer must add or do: no `Installation: Assembly` of the product's.)
  const required = /\b(?:required|not included|sold separately|need(?:s|ed)? to (?:buy|purchase))\b/iu.test(`${header} ${where.sentence}`);
  if (!required && (INSTALL.test(said) || /^(?:installation|easy installation|assembly|mounting|setup|set up)$/iu.test(header))) out.push(sentenceFact(where, 'installation'));
  return out;
}

/** A material named in a `made of` phrase, or a word of a title segment that is one (`Bamboo`, `Stainless Steel`). */
function materialFacts(where: Where): Fact[] {
  const out: Fact[] = [];
  for (const phrase of phraseAfter(where, MADE_OF, 'material', 20)) {
    // Up to the last material word that follows another within two words (`solid beech wood with
    // water-based paint`, not `aluminium and suit rooms`).
    const tokens = [...phrase.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu)];
    let last = -1;
    for (let i = 0; i < tokens.length && i - last <= 3; i++) if (isMaterial(tokens[i]![0]) || isMaterial(tokens[i]![0].split('-').pop() ?? '')) last = i;
    if (last < 0) continue;
    const end = (tokens[last]!.index ?? 0) + tokens[last]![0].length;
    const text = phrase.text.slice(0, end);
    out.push({ ...phrase, text, source: { ...phrase.source, end: phrase.source.start + end } });
  }
  return out;
}

/** `Colour: Black`, `Material - Oak`, `Model: K617`: a label the seller wrote. */
function labelledFact(where: Where): Fact | undefined {
  // `COLOUR: Black` read as the header `COLOUR` over the sentence `Black`.
  const short = words(where.sentence).length <= 4 && /^(?:colou?r|material|model|brand)$/iu.test(where.label ?? '');
  const match = short ? ['', where.label, where.sentence.trim().replace(/[.;]+$/u, '')] : where.sentence.match(LABEL);
  if (!match?.[1] || !match[2]) return undefined;
  const label = match[1].toLowerCase();
  const kind: FactKind = label.startsWith('colo') ? 'colour' : label === 'material' ? 'material' : label === 'model' ? 'model' : 'brand';
  // (The value ends where another label starts: `Black, Material: Nonstick` is the colour `Black`.)
  const text = match[2].split(/\s*[;,]\s*(?=\p{L}[\p{L} ]{1,30}?\s*[:：]\s*\S)/u)[0] ?? match[2];
  const start = where.sentence.indexOf(text);
  return { kind, text, source: at(where, start, start + text.length) };
}

/**
 * Labels of the store's line, not the product's (`Sold By:- HerbalStore_24*7`, `Seller`): who sells
 * or ships it is no fact of the product, in a sentence or in the specification list.
 */
export const STORE_LABEL = /^(?:(?:sold|shipped|fulfilled|dispatched|retailed)\s+by|seller|store|shop|vendor|retailer)(?:\s+name)?$/iu;
/** Labels that are headlines, not specification names (`Note`, `What you get`). */
const NO_SPEC_LABEL = /^(?:note|notes|warning|attention|tips?|what you get|package|includes?|warranty|guarantee|service|support|about|why|features?|benefits?|description|details)\b/iu;
/** A short value (`60 Hertz`, `HD Ready (1366 X 768)`, `Battery Powered`), at most this many words. */
const MAX_SPEC_WORDS = 6;

/**
 * The seller's own `Label: value` specifications: a short header over one short sentence
 * (`Refresh Rate` / `60 Hertz`), or `Label: value` pieces of a sentence (`Cord Length: 1.5 m;
 * Rated Voltage: 230 V`).
 */
function specFacts(where: Where): Fact[] {
  if (where.header) return [];
  const out: Fact[] = [];
  const short = (label: string, value: string) =>
    words(label).length >= 1 && words(label).length <= 3 && !NO_SPEC_LABEL.test(label) && !STORE_LABEL.test(label.trim()) && words(value).length >= 1 && words(value).length <= MAX_SPEC_WORDS && !/[!?]/u.test(value) &&
    // A value, not a sentence: a number in it (`HD Ready (1366 X 768)`) or at most three words (`Battery Powered`).
    (/\d/u.test(value) || words(value).length <= 3);
  let offset = 0;
  // (At a comma before another label too: `Color: Black, Material: Nonstick` is two pairs, each a line.)
  where.sentence.split(/(;\s*|,\s*(?=\p{L}[\p{L} ]{1,30}?\s*[:：]\s*\S))/u).forEach((piece, i) => {
    const own = piece.match(/^\s*(\p{L}[\p{L} ]{1,30}?)\s*[:：]\s*(\S[^:]*?)\s*[.;]?\s*$/u);
    // The first piece under a header is the header's value (`Cord Length` over `1.5 m; Rated Voltage: 230 V`).
    const label = own?.[1] ?? (i === 0 ? where.label : undefined);
    const value = own?.[2] ?? piece.trim().replace(/[.;]+$/u, '');
    if (label && value && piece.trim() !== '' && !/^[;,]/u.test(piece) && short(label, value)) {
      const start = offset + piece.indexOf(value, own ? own[1]!.length : 0);
      out.push({ kind: 'spec', label, text: value, source: at(where, start, start + value.length) });
    }
    offset += piece.length;
  });
  return out;
}

/**
 * Brand, model and product type from the title's name. The brand is the name's first word,
 * extended by the next words while the seller writes them together elsewhere (`DB Longboards`); a
 * first word the seller also writes in lowercase (`stainless`) or a number is no brand. The model
 * (product line) is the run of names and codes right after it (`Bassheads 102`, `K617`).
 */
function nameFacts(title: string, name: string, otherText: string, isNoun: (word: string) => boolean, productNoun: string): Fact[] {
  const where: Where = { field: 'title', sentence: title };
  const nameAt = Math.max(0, title.indexOf(name));
  const tokens = [...name.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&+.-]*/gu)].map((m) => ({ text: m[0].replace(/[.-]+$/u, ''), start: nameAt + (m.index ?? 0) }));
  const out: Fact[] = [];
  const first = tokens[0];
  // The other text's words, read once: those written in lowercase, and those capitalised inside a sentence.
  const lowerWritten = new Set<string>();
  const capitalisedInside = new Set<string>();
  for (const m of otherText.matchAll(/(?<![\p{L}\p{N}'’&+.-])[\p{L}\p{N}][\p{L}\p{N}'’&+.-]*/gu)) {
    const word = m[0].replace(/[.-]+$/u, '');
    if (word === word.toLowerCase()) for (const part of [word, ...word.split('-')]) lowerWritten.add(part);
    else if (/[\p{L}\p{N},]\s+$/u.test(otherText.slice(Math.max(0, (m.index ?? 0) - 3), m.index))) capitalisedInside.add(word);
  }
  const lowerElsewhere = (word: string) => lowerWritten.has(word.toLowerCase());
  let brandEnd = 0;
  if (first && /^\p{L}/u.test(first.text) && !FUNCTION_WORDS.has(first.text.toLowerCase()) && !lowerElsewhere(first.text) && !isNoun(first.text) && !isColour(first.text) && !isMaterial(first.text)) {
    brandEnd = 1;
    // `DB Longboards`: the next word belongs to the brand when the seller repeats the pair elsewhere.
    while (brandEnd < Math.min(3, tokens.length)) {
      const next = tokens[brandEnd]!;
      if (isNoun(next.text)) break;
      const pair = title.slice(tokens[0]!.start, next.start + next.text.length);
      if (!otherText.includes(pair)) break;
      brandEnd++;
    }
    const last = tokens[brandEnd - 1]!;
    out.push({ kind: 'brand', text: title.slice(first.start, last.start + last.text.length), source: at(where, first.start, last.start + last.text.length) });
  }
  // The model: names and codes after the brand, up to the first plain word (`Wired`), measure or the product noun.
  const measured = findMeasures(title).filter((m) => m.unit !== '');
  const inMeasure = (start: number) => measured.some((m) => m.start <= start && start < m.end);
  let end = brandEnd;
  while (end < tokens.length) {
    const t = tokens[end]!.text;
    if (isNoun(t) || inMeasure(tokens[end]!.start) || FUNCTION_WORDS.has(t.toLowerCase())) break;
    const code = /\d/u.test(t) && /\p{L}/u.test(t);
    // A name: inner capitals (`CoreFlex`), capitals (`SC`), a word no dictionary knows (`Bassheads`), or
    // one the seller capitalises inside a sentence and never writes in lowercase (`The Carver pairs ...`).
    const lower = t.toLowerCase();
    const known = (['noun', 'verb', 'adj', 'adv'] as const).some((pos) => wordnet().has(lower, pos)) || /(?:ed|ing)$/u.test(lower);
    const capitalisedInText = capitalisedInside.has(t);
    const named = /\p{Ll}\p{Lu}/u.test(t) || /^\p{Lu}{2,}\d*$/u.test(t) || (/^\p{Lu}/u.test(t) && !lowerElsewhere(t) && (!known || capitalisedInText));
    const bareNumber = /^\d+$/u.test(t) && end > brandEnd;
    if (!code && !named && !bareNumber) break;
    end++;
  }
  if (end > brandEnd) {
    const from = tokens[brandEnd]!;
    const to = tokens[end - 1]!;
    out.push({ kind: 'model', text: title.slice(from.start, to.start + to.text.length), source: at(where, from.start, to.start + to.text.length) });
  }
  if (productNoun) {
    // The product type as the title spells it (`Longboard`), or as the bullets do.
    // (As `(?<![\p{L}])noun(?:e?s)?(?![\p{L}])`, `iu`, without a pattern made for the noun: see literalBetween.)
    const match = findLiteral(title, productNoun, { before: AROUND.noLetterBefore, after: AROUND.pluralEnd, ignoreCase: true });
    if (match) out.push({ kind: 'type', text: title.slice(match.index, match.end), source: at(where, match.index, match.end) });
  }
  return out;
}

/** The title's colour, material and compatibility segments (`..., Blue`, `Compatible with iPhone 15`). */
function titleSegmentFacts(title: string, name: string, isNoun: (word: string) => boolean): Fact[] {
  const where: Where = { field: 'title', sentence: title };
  const out: Fact[] = [];
  for (const segment of readTitle(title).segments) {
    const start = title.indexOf(segment.text);
    if (start < 0) continue;
    const kind = segment.kind === 'colour' ? 'colour' : segment.kind === 'material' ? 'material' : segment.kind === 'compatibility' ? 'compatibility' : undefined;
    if (kind) out.push({ kind, text: segment.text, source: at(where, start, start + segment.text.length) });
  }
  // Materials inside the name (`41" Bamboo Fiberglass Longboard`): material words, as a run.
  const nameAt = Math.max(0, title.indexOf(name));
  for (const match of name.matchAll(/(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}-]*\s?)+/gu)) {
    const run = match[0].trim().split(/\s+/u);
    let i = 0;
    while (i < run.length) {
      // (`W` is tungsten to WordNet, and `Steam Iron` is a thing: a material is a word of 3+ letters that makes no compound with the word before.)
      const afterCompound = i > 0 && wordnet().has(`${run[i - 1]!} ${run[i]!}`, 'noun');
      if (run[i]!.length < 3 || afterCompound || !isMaterial(run[i]!) || isNoun(run[i]!) || (i === 0 && (match.index ?? 0) === 0)) {
        i++;
        continue;
      }
      let j = i;
      // (A word of the product's own noun, `Water` of `Water Bottle`, is no material; nor is the brand, the name's first word.)
      while (j < run.length && isMaterial(run[j]!) && !isNoun(run[j]!)) j++;
      // `Water Bottle`, `Coffee Maker`: a material word that makes one dictionary noun with the next word names the product.
      const compound = run[j] !== undefined && wordnet().has(`${run[j - 1]!} ${run[j]!}`, 'noun');
      if (compound && j - 1 === i) {
        i = j;
        continue;
      }
      if (compound) j--;
      const text = run.slice(i, j).join(' ');
      const start = nameAt + (match.index ?? 0) + match[0].indexOf(text);
      out.push({ kind: 'material', text, source: at(where, start, start + text.length) });
      i = j;
    }
  }
  return out;
}

/** The usual input: what read/ kept of the seller's listing. */
export function readFactSheet(input: SheetInput): FactSheet {
  const name = input.name ?? readTitle(input.title).name;
  const places: Where[] = [
    { field: 'title', sentence: input.title },
    ...input.bullets.flatMap((b) => [
      ...(b.header ? [{ field: 'bullet' as const, index: b.index, sentence: b.header, header: true }] : []),
      ...b.sentences.map((sentence) => ({ field: 'bullet' as const, index: b.index, sentence, label: b.header })),
    ]),
    ...input.description.map((sentence) => ({ field: 'description' as const, sentence })),
  ];
  const otherText = places.slice(1).map((p) => p.sentence).join('\n');
  const noun = new Set(words((input.productNoun ?? '').toLowerCase()).map(normalizeWord));
  const isNoun = (word: string) => noun.has(normalizeWord(word.toLowerCase()));
  const facts: Fact[] = [...nameFacts(input.title, name, otherText, isNoun, input.productNoun ?? ''), ...titleSegmentFacts(input.title, name, isNoun)];
  for (const where of places) {
    facts.push(...measuredFacts(where));
    if (where.field === 'title' || where.header) continue;
    const labelled = labelledFact(where);
    if (labelled) facts.push(labelled);
    facts.push(...phraseAfter(where, COMPATIBLE, 'compatibility', 10), ...phraseAfter(where, FITS, 'compatibility', 10));
    // A sentence under an `IN THE BOX` or `WHAT YOU GET` header is what is included.
    if (INCLUDED_HEADER.test(where.label ?? '') && !INCLUDED.test(where.sentence)) {
      const text = where.sentence.trim().replace(/[.;]+$/u, '');
      const start = where.sentence.indexOf(text);
      if (words(text).length <= 14) facts.push({ kind: 'included', text, source: at(where, start, start + text.length) });
    }
    INCLUDED.lastIndex = 0;
    // (`comes with 12 months guarantee` is a warranty, not a thing in the box.)
    facts.push(...phraseAfter(where, INCLUDED, 'included', 14).filter((f) => !/\b(?:warrant\w*|guarantee\w*)\b/iu.test(f.text) && /\d|\p{L}{3}/u.test(f.text) && !/^(?:a|an|the)?\s*(?:\w+\s+)?(?:design|feature|technology)s?$/iu.test(f.text)));
    facts.push(...materialFacts(where));
    facts.push(...lineFacts(where, where.label ?? ''));
    facts.push(...specFacts(where));
    for (const span of audienceSpans(where.sentence)) facts.push({ kind: 'audience', text: span.text, source: at(where, span.start, span.end) });
  }
  for (const span of audienceSpans(input.title)) facts.push({ kind: 'audience', text: span.text, source: at({ field: 'title', sentence: input.title }, span.start, span.end) });
  // One fact per kind and wording, the first mention kept; a title segment that is a measure is kept once, as its measure.
  const seen = new Set<string>();
  const kept = facts.filter((f) => {
    const key = `${f.kind}:${f.label ?? ''}:${f.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (f: Fact) => (f.source.field === 'title' ? 0 : f.source.field === 'bullet' ? 1 : 2);
  return { facts: kept.sort((a, b) => rank(a) - rank(b)) };
}
