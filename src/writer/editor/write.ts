import { lexiconTag } from './lexicon/nlp.js';
import { repeatsOf } from '../../rules/substance.js';
import { sentencesCache } from '../../rules/text/sentences.js';
import { AROUND, type BankKeyword, bankPhrase, codePointLength, COMPOUND_WORD_PATTERN, findLiteral, FUNCTION_WORDS, literalBetween, lowerCompoundWords, lowerPlainWords, normalizeWord, type PolicyProfile, type ResolvedLimits, SUBJECTIVE_OR_TEMPORARY_WORDS, utf8ByteLength } from '../../rules/index.js';
import { filledBullets } from '../../contract/optimizer.js';
import type { EngineDraft } from '../engine.js';
import { fitDescription, fitSentence } from './fit.js';
import { keepsCapitals, lowerFirst, MODEL_SUFFIX, sentenceCase } from './read/clean.js';
import type { BulletFacts, ListingFacts } from './read/index.js';
import { isArtifactNoun, isColour, isCommonWord, isKnownNoun, isMaterial, isOnlyAdjective, isProductNoun, productSense } from './read/lexical.js';
import { findMeasures, isUnitWord, measuresWhatItNeeds, partNamedAfter } from './read/measures.js';
import { nounPhrases, type NounPhrase } from './read/noun-phrases.js';
import type { AttributeKind } from './read/title.js';
import { withoutNeverCarried } from './read/policy.js';
import { audiencesIn } from './read/audience.js';
import { placeProductKeyword, planBullets, renderBullet } from './plan/bullets.js';
import { headerFault } from './plan/header.js';
import { factKey, planDescription } from './plan/description.js';
import { planSpecs } from './plan/specs.js';
import { FACT_LABELS, type FactSheet } from './read/fact-sheet.js';
import { MAX_TITLE_KEYWORDS, planBank, searchTermOrder, withoutExcluded, withoutExcludedFacts } from './plan/keyword-plan.js';
import { inCode } from './plan/unit-variants.js';
import { audienceWordsIn, planSearchTermList, relevantBuiltinTerms, searchTermsNote, shortTermsNote, usesIn } from './plan/search-terms.js';
import { coveredBy, HEALTH_EFFECT, planTitles, titleCase } from './plan/title.js';
import { bulletHeadlines, bulletHighlights } from './plan/bullet-highlights.js';
import { singularOf } from './realize/phrases.js';

/*
 * The built-in editor: read (facts from the seller's text) -> plan (which fact and which keyword
 * goes where) -> realize (the few frames in realize/phrases.ts) -> fit (trim only). Every
 * sentence it writes is the seller's, or a frame around the seller's facts; a field the material
 * cannot fill stays short and the guidance tells the seller what to add.
 */

/** The description is always written from a sheet of this many facts (issue 23). */
const MIN_SHEET_FACTS = 3;
/** A name longer than this many words is written up to its noun as a sentence's subject. */
const MAX_SUBJECT_WORDS = 12;

/** The title attribute order when a profile names none: size, count, capacity, material, colour, compatibility. */
const DEFAULT_ORDER: readonly AttributeKind[] = ['size', 'weight', 'count', 'capacity', 'material', 'colour', 'compatibility', 'audience'];

const contentStems = (text: string) => lowerCompoundWords(text).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord);

/** Kinds of measure that describe the product itself (not times or counts of other things). */
const PRODUCT_MEASURES = new Set(['size', 'weight', 'capacity', 'power']);

/**
 * Measured attributes in the bullets for titles: a measure with a unit and the noun it measures
 * (`300mAh Battery`, `40mm Drivers`), or a bare size (`6 x 4.25-Inches`).
 */
function bulletAttributes(phrases: readonly NounPhrase[], titleText: string, sellerText: string): string[] {
  const written = sellerText.toLowerCase();
  const numbers = new Set(titleText.match(/\d+(?:[.,]\d+)?/gu) ?? []);
  const out: string[] = [];
  for (const phrase of phrases) {
    const measure = findMeasures(phrase.text)[0];
    if (!measure || !PRODUCT_MEASURES.has(measure.kind) || measure.unit === 'x' || phrase.words > 4) continue;
    // The title already gives this number (`1800 Watts` next to `1800 Watt Power Consumption`).
    if ((measure.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => numbers.has(n))) continue;
    // The measure of a thing (`300mAh battery`, `0.22 oz tube`), not a load or a range (`20 kg weight`).
    const after = phrase.text.slice(measure.end).trim();
    const head = after.split(' ').pop() ?? '';
    if (after === '' ? !/\d\s?[x×*]\s?\d/u.test(measure.text) : !isArtifactNoun(head)) continue;
    // A bare size is the product's when the text says so (`measures 24 x 36 inches`), not a room's (`for rooms up to 12 x 12 feet`).
    if (after === '' && !SIZE_CUE.test(sellerText.slice(Math.max(0, sellerText.indexOf(phrase.text) - 40), sellerText.indexOf(phrase.text)).split(/\s+/u).slice(-4).join(' '))) continue;
    const attribute = phrase.text.slice(measure.start);
    // As the seller wrote it (`22.9 x 94 mm` read out of `22.9(W) x 94(L) mm` is not), whole: not the
    // tail of a number (`5 inch cell phones` of `10. 5 inch cell phones`), nor the end of a range
    // (`10.5 inch cell phones` of `4.7 - 10.5 inch cell phones`).
    if (!ownOccurrence(written, attribute.toLowerCase())) continue;
    out.push(titleCase(attribute));
  }
  return [...new Set(out)].slice(0, 4);
}

/** Whether a text holds a phrase where it stands alone as the product's measure (see bulletAttributes). */
function ownOccurrence(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(Math.max(0, at - 60), at);
    if (!/(?:[\p{L}\p{N}]|\d[.,]|\d\.\s)$/u.test(before) && !/\d\s*(?:to|-|–|~)\s*$/u.test(before)) return true;
  }
  return false;
}

/**
 * Whether a measure is one side of a size written with its labels (`length 178mm x width 116mm`),
 * from the text before and after it: alone, `178mm` says half of it.
 */
const sideOfSize = (before: string, after: string) => /^\s*[x×*]\s/iu.test(after) || /(?<![\p{L}\p{N}])[x×*]\s+(?:\p{L}+\s*:?\s*)?$/iu.test(before);

/** Power units a shopper filters by: volts, watts, battery capacity. */
const POWER_UNITS = new Set(['v', 'volt', 'volts', 'w', 'watt', 'watts', 'kw', 'mah', 'wh']);
const SIZE_CUE = /\b(?:size|sizes|dimensions?|diameter|sweep|measures?|length|width|height|screen)\b/iu;

/**
 * The power, pack count and stated size in the bullets, as written (`220-240 V`, `74 W`, `Pack of
 * 2`, `1200 mm`), for a title option: shoppers filter by them, and the seller's title lacks them.
 */
function bulletMeasures(bullets: readonly { header?: string; sentences: readonly { text: string; measures: readonly { text: string; kind: string; unit: string }[] }[] }[], titleText: string): string[] {
  const inTitle = new Set(findMeasures(titleText).map((m) => m.kind));
  const titleNumbers = new Set(titleText.match(/\d+(?:[.,]\d+)?/gu) ?? []);
  const out: string[] = [];
  for (const sentence of bullets.flatMap((b) => b.sentences.map((x) => ({ ...x, header: b.header ?? '' })))) {
    for (const m of sentence.measures) {
      if ((m.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => titleNumbers.has(n))) continue;
      const at = sentence.text.indexOf(m.text);
      const before = sentence.text.slice(0, at);
      // A limit (`devices up to 5 V`, `supports 100W`) is what the product allows, not what it is.
      if (/\b(?:up ?to|upto|max(?:imum)?|supports?|min(?:imum)?|less than|more than|over|under)\s*$/iu.test(before)) continue;
      // (Nor what it is connected to: `needs to be connected to a 4.7V to 5V charging adapter`.)
      if (measuresWhatItNeeds(before)) continue;
      const power = m.kind === 'power' && POWER_UNITS.has(m.unit) && !inTitle.has('power');
      const count = m.kind === 'count' && /^(?:pack|set) of \d+$/iu.test(m.text) && !inTitle.has('count');
      // A size the sentence says is the product's (`sweep size is 1200 mm`), not a room's or a load's.
      // (Only the measure's own clause: `… in slide rail length, and 44 inches in inseam length` gives the
      // second no cue of the first.)
      const cue = (before.split(/[,;]/u).pop() ?? '').match(/(\S+\s+){0,3}$/u)?.[0] ?? '';
      // (`in` is too often the word: `2 in 1`, `1 in 3`.)
      // (`Driver Size: 6mm` is a part's size, not the product's.)
      const part = /^(?!product|overall|total|pack|item)\p{L}+\s+(?:size|width|length|height|diameter)$/iu;
      const partSize = part.test(sentence.header.trim()) || /\b(?!product|overall|total|pack|item)\p{L}+\s+(?:size|width|length|height|diameter)\s*(?::|of)\s*$/iu.test(cue);
      const side = sideOfSize(before, sentence.text.slice(at + m.text.length));
      // (`44 inches in inseam length`: the inseam's, named after it.)
      const partAfter = inPartAfter(sentence.text.slice(at + m.text.length));
      const size = m.kind === 'size' && m.unit !== 'x' && m.unit !== '' && m.unit !== 'in' && !inTitle.has('size') && SIZE_CUE.test(cue) && !partSize && !partAfter && !side && !/["”″'’]$/u.test(m.text);
      if (!power && !count && !size) continue;
      if (out.some((o) => findMeasures(o)[0]?.unit === m.unit || (m.kind !== 'power' && findMeasures(o)[0]?.kind === m.kind))) continue;
      out.push(m.text);
    }
  }
  return out;
}

/** A bullet's header that names a part's measure (`Driver Size`, `Cord Length`). */
const PART_HEADER = /^(?!product|overall|total|pack|item)\p{L}+\s+(?:size|width|length|height|diameter|thickness)$/iu;

/**
 * Whether the words after a measure name the part it measures (`44 inches in inseam length`, `48
 * inches in slide rail length`): that part's, not the product's size. A size cue before it in an
 * earlier clause (`… rail length, and 44 inches …`) is that clause's.
 */
const inPartAfter = (after: string) => {
  const part = partNamedAfter(after);
  return part !== undefined && !/^(?:total|overall|full)\s/u.test(`${part} `);
};

/** A spec line's label that names the whole product's size (not a box's, a package's or a part's). */
const SIZE_LABEL = /^(?:(?:product|overall|item|assembled)\s+)?(?:dimensions?|size|measurements?)$/iu;
/** Spec labels that name a measure of the product itself. */
const SPEC_MEASURE = /^(?:page )?yield$|^(?:wattage|voltage|capacity)$/iu;

/** Words before a measure that make it a limit or a range the product allows, not its own measure. */
const LIMIT_BEFORE = /\b(?:up ?to|upto|max(?:imum)?|min(?:imum)?|supports?|expandable|less than|more than|over|under|below|above|within|between|from|for|fits?|compatible|rooms?|devices?|phones?|screens?|tvs?)\s*(?:\S+\s+){0,2}$/iu;

/**
 * The size, weight, capacity and power the fact sheet read from the bullets (`Approx Size: 5.5"L x
 * 3.5"W x 9"H`, `5000mAH`, `146 Grams`), as the seller wrote them, for a title option when the
 * seller's title lacks them: one per kind, and only when the bullets give that kind one value (a
 * list, `AA 1300mAh and AAA 750mAh`, says no one thing about this product).
 */
export function sheetMeasures(sheet: FactSheet, titleText: string, headers: readonly string[] = [], productHead = ''): string[] {
  const titleNumbers = new Set(titleText.match(/\d+(?:[.,]\d+)?/gu) ?? []);
  const inTitle = new Set<string>(findMeasures(titleText).map((m) => m.kind));
  const byKind = new Map<string, Map<string, string>>();
  for (const fact of sheet.facts) {
    // A spec line the seller labelled with the product's own measure (`Yield: 120 pages`, `Wattage: 74 W`) counts as that measure.
    // (Filed under the measure's kind, so a title that gives its power, `2KW`, takes no `Wattage: 2000 Watts`.)
    const specLabel = fact.kind === 'spec' ? SPEC_MEASURE.exec(fact.label ?? '')?.[0].toLowerCase() : undefined;
    const specKind = specLabel === undefined ? undefined : /wattage|voltage/u.test(specLabel) ? 'power' : /capacity/u.test(specLabel) ? 'capacity' : 'yield';
    if (specKind !== undefined && fact.source.field === 'bullet' && /^\d+(?:[.,]\d+)?\s?\p{L}+$/u.test(fact.text)) {
      const values = byKind.get(specKind) ?? new Map<string, string>();
      byKind.set(specKind, values);
      values.set((fact.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' '), fact.text);
      continue;
    }
    // A spec line the seller labelled with the product's own size (`Dimensions: 10 x 10 x 10 inches`,
    // `PRODUCT DIMENSION: 37 x 37 x 46 CM`) is its size, when the line is that size and nothing else.
    if (fact.kind === 'spec' && fact.source.field === 'bullet' && SIZE_LABEL.test((fact.label ?? '').trim())) {
      const [size, ...more] = findMeasures(fact.text);
      if (size && more.length === 0 && size.kind === 'size' && size.text === fact.text.trim() && /\d\s*(?:["”″]|\p{L}{1,6})?\s*[x×*]\s*\d/iu.test(size.text)) {
        const values = byKind.get('size') ?? new Map<string, string>();
        byKind.set('size', values);
        values.set((fact.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' '), fact.text.trim());
      }
      continue;
    }
    if (fact.source.field !== 'bullet' || !['size', 'weight', 'capacity', 'power'].includes(fact.kind)) continue;
    const before = fact.source.sentence.slice(0, fact.source.start);
    const after = fact.source.sentence.slice(fact.source.end);
    // A size the words before it say is the product's (`Approx Size:`, `measures`), not a part's
    // (`Cord Length: 1.5 m`, `each shape is 2 inches wide`).
    // (Only the measure's own clause: see inPartAfter.)
    const cue = (before.split(/[,;]/u).pop() ?? '').match(/(\S+\s+){0,4}$/u)?.[0] ?? '';
    // (`Finished Puzzle Size:` on a puzzle is the product's own.)
    // (`the minimum focal length of 2.5 cm` is a lens's, not the phone's.)
    const label = cue.match(/(\p{L}+)\s+(?:size|width|length|height|diameter|thickness)\s*(?::|of)?\s*$/iu)?.[1]?.toLowerCase() ?? '';
    const partSize = (label !== '' && !/^(?:product|overall|total|pack|item|approx)$/u.test(label) && normalizeWord(label) !== productHead) || PART_HEADER.test(headers[fact.source.index ?? -1] ?? '');
    // (`stands 8 inches tall`: the product stands; `each shape is 2 inches wide` is a part's.)
    const stands = /\bstands?\s+$/iu.test(cue) && /^\s*(?:tall|high)\b/iu.test(after);
    if (fact.kind === 'size' && ((!SIZE_CUE.test(cue) && !stands) || partSize || inPartAfter(after))) continue;
    if (fact.kind === 'size' && sideOfSize(before, after)) continue;
    // (Nor a limit said after it, `42 lb weight limit`, an amount of something else, `4 cup of real
    // fruit`, a number cut from a fraction, `1 4 cup`, or a second unit of a measure before it,
    // `up to 55 lbs (25kg)`; power is volts, watts or a battery's charge, not `118 dB`.)
    if (/^\s*(?:\p{L}+\s+)?(?:limit|capacity|load|max|maximum|rating|of)\b/iu.test(after) || /\d[\s/]*$/u.test(before) || /\d\s*\p{L}*\.?\s*[([/]\s*$/u.test(before)) continue;
    if (measuresWhatItNeeds(before)) continue;
    if (fact.kind === 'power' && !((fact.quantities ?? []).length > 0 && (fact.quantities ?? []).every((q) => POWER_UNITS.has(q.unit.toLowerCase())))) continue;
    // (`4 L.O.L. Surprise! dolls`: a unit that goes on into an abbreviation is a name's letter.)
    if (/^\.?\p{L}/u.test(after) || /^\.\d/u.test(after)) continue;
    // (`118 dB` is a loudness, read by the units library as decibytes.)
    if ((fact.quantities ?? []).some((q) => /^db$/iu.test(q.unit))) continue;
    // (A conversion, `1 cup = 2 cup sugar sweetness`, is no measure of the product.)
    if (/=/u.test(fact.text) || /^\s*=/u.test(after) || /=\s*$/u.test(before)) continue;
    const values = byKind.get(fact.kind) ?? new Map<string, string>();
    byKind.set(fact.kind, values);
    // Every value of the kind counts toward a list, a limit too: `up to 512 GB` beside `64 GB` is two values.
    values.set((fact.text.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' '), fact.text);
    // (A limit, or one end of a range or list: `4 Inches to 6.5 Inches`, `50 x 50 mm, 75 x 75 mm`.)
    if (LIMIT_BEFORE.test(before) || /^\s*(?:-|–|to|or|and|,\s*\d)/iu.test(after) || /\d\s*\p{L}*\s*(?:-|–|to|or|and|,)\s*$/iu.test(before)) values.set(`limit:${fact.text}`, '');
  }
  const out: string[] = [];
  for (const [kind, values] of byKind) {
    if (values.size !== 1 || inTitle.has(kind)) continue;
    const [text = ''] = [...values.values()];
    if (text === '' || codePointLength(text) > 30 || (text.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => titleNumbers.has(n))) continue;
    // (A measure written without its number's unit, `12.9'`, or a bare code, `16M`, says too little.)
    if (!/\d\s*(?:["”″]|\p{L})/u.test(text) || /^\d+M$/u.test(text)) continue;
    out.push(text);
  }
  return out;
}

/** The bullets' attributes, then the sheet's measures whose numbers none of them gives yet. */
const withSheetMeasures = (attributes: readonly string[], measures: readonly string[]) => {
  const numbers = new Set(attributes.flatMap((a) => a.match(/\d+(?:[.,]\d+)?/gu) ?? []));
  return [...attributes, ...measures.filter((m) => !(m.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => numbers.has(n)))];
};

/** Around a seller's word, as the patterns they stand for had them (see literalBetween). */
const FIRST_LINE_WORD_START = /(?<=^.*)\b/iuy;

/**
 * The name up to the product's noun and the capitalised words that go on with it (`Armorfit Slim
 * Phone Case` of `Armorfit Slim Phone Case for Pixel 8`), before a measure, a comma or a `for`.
 */
function nameUpTo(name: string, noun: string): string | undefined {
  if (!noun) return undefined;
  // (As `name.match(/^.*?\bnoun(?:e?s)?(?![\p{L}])/iu)?.[0]`, without a pattern made for the noun: see literalBetween.)
  const found = findLiteral(name, noun, { before: FIRST_LINE_WORD_START, after: AROUND.pluralEnd, ignoreCase: true });
  const at = found ? name.slice(0, found.end) : undefined;
  if (!at) return undefined;
  // (At most two more words: a name or a code, `Case`, `TV VT32`, never a measure.)
  // (A model's number too, `11` of `Redmi Note 11`: the name cut before it names another model.)
  // (And a code that opens on its number, `11T` of `Redmi Note 11T 5G`, `215BT` of `JBL Tune 215BT`:
  // `The Redmi Note has …` named a line, not the phone. A measure is none: `3A`, `65W`, `5G`.)
  const more = name.slice(at.length).match(/^(?:\s+(?:\p{Lu}[\p{L}'’-]*|\p{Lu}+\d[\p{L}\p{N}-]*|\d+\p{Lu}[\p{Lu}\p{N}]*|\d+(?![\p{L}\p{N}.,'’"”/:×*+-]))(?![\p{L}\p{N}/-])){0,2}/u)?.[0] ?? '';
  // (A number before its unit is a measure, `800 Watts`, never part of the name.)
  const tail = name.slice(at.length).trim().split(/\s+/u);
  const words = more.trim().split(/\s+/u).filter(Boolean);
  // (Nor is a count before what it counts, `2 Pack`, `4 Pieces`: `… Storage Cubes 2` names nothing.)
  // (Nor a count before any word but a model's suffix, `Heater 2 Power settings`, `2 Rod`: `Redmi Note 11 Pro` is a model.)
  const measure = words.findIndex(
    (w, i) =>
      /^\d+$/u.test(w) &&
      (isUnitWord(tail[i + 1] ?? '') || /^(?:packs?|pcs?|pieces?|sets?|count|ct|pairs?|rolls?|sheets?|units?)$/iu.test(tail[i + 1] ?? '') || (/^\p{L}/u.test(tail[i + 1] ?? '') && !MODEL_SUFFIX.test(tail[i + 1] ?? ''))),
  );
  // (Nor a verb the seller capitalised, `Keyboard Comes with 114 Keys`: the name ends before it.)
  // (Nor an article, `Magic Tracks The Amazing Racetrack`: it opens another phrase, and `The … Tracks The Amazing` cut it.)
  const verbAt = words.findIndex((w) => /^(?:comes?|can|is|are|has|have|will|includes?|features?|offers?|works?|fits?|made|designed|provides?|supports?|the|an?|that|this|these)$/iu.test(w));
  const measured = words.findIndex((w) => /^\d+\p{Lu}/u.test(w) && findMeasures(w).some((m) => m.text === w));
  const end = Math.min(...[measure, verbAt, measured, words.length].filter((i) => i >= 0));
  const kept = words.slice(0, end).map((w) => ` ${w}`).join('');
  return `${at}${kept.replace(/\s+(?:For|With|And|In|On|Of|To|Compatible|Suitable|Ideal|Perfect|Designed|Made)(?:\s.*)?$/u, '')}`;
}

/**
 * The brand as the seller writes it: the cleaner writes a shouted title word in Title Case, but
 * an all-caps brand (`ENVIE`, `RANGE KLEEN`) is the seller's spelling and stays.
 */
function withSellerBrandCase(name: string, rawTitle: string): string {
  const raw = rawTitle.replace(/[™®©℠]/gu, ' ').trim().split(/\s+/u);
  const ws = name.split(' ');
  for (let i = 0; i < Math.min(2, ws.length, raw.length); i++) {
    const written = raw[i]?.replace(/[^\p{L}\p{N}&'’.-]+$/u, '') ?? '';
    // Only a run of capitals at the start, and only where the rest of the title is not shouted too.
    if (written.toLowerCase() !== ws[i]?.toLowerCase() || !/^\p{Lu}[\p{Lu}\p{N}&'’.-]+$/u.test(written)) break;
    if (i === 1 && (isCommonWord(written) || ws[0] !== raw[0]?.replace(/[^\p{L}\p{N}&'’.-]+$/u, ''))) break;
    ws[i] = written;
  }
  const shouted = (rawTitle.match(/\p{Ll}/gu) ?? []).length < (rawTitle.match(/\p{Lu}/gu) ?? []).length;
  return shouted ? name : ws.join(' ');
}

/**
 * What the bullets say the product fits or its main feature, for the title option that leads with
 * it: a `compatible with …` phrase, or a header naming a part the product has (`Dual Gauge
 * Regulator`, `Braided Nylon`). A header that only names a topic (`Operating System`, `Display`)
 * says nothing the bullet's text does not, so it is no title words.
 */
function bulletFeatures(bullets: readonly BulletFacts[], titleText: string): string[] {
  const out: string[] = [];
  for (const b of bullets) {
    // A bullet that is only a short phrase (`Linen type finish`, `Textile lining`) is the seller's
    // headline for it, as a header is: the same words, the same tests.
    const whole = b.header === '' && b.sentences.length === 1 ? (b.sentences[0]?.text ?? '').trim().replace(/\.$/u, '') : '';
    const h = b.header || whole;
    const ws = lowerCompoundWords(h);
    // A header or a whole bullet that is only a property shoppers filter by (`Gluten Free`, `Kosher`,
    // `Dishwasher Safe`) is one as written, a lone word too.
    if (FILTER_PROPERTY.test(h.trim())) {
      out.push(titleCase(h.trim().toLowerCase()).replace(/\b(?:gmo|bpa)\b/giu, (w) => w.toUpperCase()));
      continue;
    }
    if (h === '' || headerFault(h) || ws.length < 2 || ws.length > 4 || /\d/u.test(h)) continue;
    if (ws.some((w) => FUNCTION_WORDS.has(w))) continue;
    // (Its words whole, none praise or a word for any goods: `Durable nylon`, `Great gift`,
    // `Officially licensed merchandise` say nothing a title keeps.)
    if (whole && (!/^[\p{L}][\p{L}' -]*$/u.test(whole) || ws.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || WHOLE_BULLET_PRAISE.test(w)))) continue;
    // (Nor a sentence about the product, `Features double rings`, `Makes three potholders`, nor a count that does not agree, `One rods`.)
    if (whole && ((/s$/u.test(ws[0] ?? '') && /PresentTense/u.test(lexiconTag(ws[0] ?? '') ?? '')) || /^(?:features|makes|includes|comes|has|offers|provides|gives|lets|helps)$/u.test(ws[0] ?? '') || (ws.length === 2 && ws[0] === 'one' && /[^s]s$/u.test(ws[1] ?? '')))) continue;
    const last = ws.at(-1) ?? '';
    if (!isArtifactNoun(last) && !isMaterial(last)) continue;
    // A part described (`Dual Gauge`, `Heavy Duty`, `Braided`), not a topic (`Operating System`, `Power Supply`).
    // (`No Glue`, `Anti-Slip Base`: what the product does without is a feature too.)
    const describes = ws.slice(0, -1).some((w) => /Adjective|Participle|Value|Cardinal/u.test(lexiconTag(w) ?? '') || isMaterial(w) || /^(?:no|non|anti|zero)\b/u.test(w)) || ws.slice(0, -1).every((w) => isOnlyAdjective(w));
    if (!describes || /^(?:operating|power|package|country|customer)$/u.test(ws[0] ?? '')) continue;
    out.push(h.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu, (w) => (keepsCapitals(w) && w === w.toUpperCase() && w.length <= 4 ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())));
  }
  // What the product fits, as the seller says it (`Compatible with iPhone 12, 11 and SE`), when the title does not say it:
  // a short list of names, none twice and no bare number (a list of model numbers is for the bullets).
  const titleWords = new Set(contentStems(titleText));
  for (const sentence of bullets.flatMap((b) => b.sentences)) {
    const fit = sentence.text.match(/\b(?:compatible with|works with|fits)\s+(?:(?:\p{Lu}|\p{Ll}\p{Lu}|\d)[\p{L}\p{N}+-]*(?:,\s*|\s+(?:and|&|or)\s+|\s+|\/)?)+/u);
    const phrase = fit?.[0].replace(/[\s,/&]+(?:and|or)?\s*$/u, '').trim() ?? '';
    const list = phrase.split(/\s+/u).slice(2);
    const items = list.join(' ').split(/\s*(?:,|\/|\band\b|\bor\b|&)\s*/u).filter(Boolean);
    if (!phrase || list.length === 0 || list.length > 6 || items.some((item) => /^\d+$/u.test(item)) || new Set(items.map((i) => i.toLowerCase())).size < items.length) continue;
    if (coveredBy(list.join(' '), titleWords)) continue;
    out.unshift(phrase.charAt(0).toUpperCase() + phrase.slice(1));
    break;
  }
  return out;
}

/** Words that praise or name any goods: a whole bullet with one is no headline for a title. */
const WHOLE_BULLET_PRAISE = /^(?:quality|premium|superior|perfect|ideal|durable|great|best|cute|fun|leading|officially|licensed|product|merchandise|items?|equipment|beautiful|trendy|stylish|elegant|attractive|lovely|gorgeous|amazing|awesome|adorable|fantastic|excellent|wonderful)$/u;

/**
 * Properties a shopper filters by that a seller often gives a bullet of their own (`Vegan`,
 * `Gluten Free`, `Dishwasher safe`, `BPA-free`): said alone, as written, they are a title fact.
 */
const FILTER_PROPERTY = /^(?:vegan|vegetarian|kosher|halal|organic|(?:gluten|dairy|nut|sugar|soy|lactose|bpa|caffeine|fat|acid|lead|latex|phthalate|paraben|fragrance|cruelty)[ -]free|glow[ -]in[ -]the[ -]dark|non[ -]gmo|keto(?:[ -]friendly)?|dishwasher[ -]safe|microwave[ -]safe|oven[ -]safe|freezer[ -]safe|waterproof|water[ -]resistant|machine washable|antimicrobial(?: treated)?|stick[ -]free|non[ -]stick)\.?$/iu;

/** What may follow a whole noun phrase in the seller's sentence: a phrase cut out of a longer one (`realistic truck` of `realistic truck sounds`) is no name of a part. */
const PHRASE_END = /^(?:$|[,.;:!?)\]]|\s+(?:and|or|&|with|for|in|on|to|of|that|which|is|are|included|from|at)\b)/iu;

/**
 * The parts and materials the bullets name as whole noun phrases (`Stainless Steel Interior`,
 * `Construction Worker Figure`, `Extra Dark Writing Pencils`), for a title option that leads with
 * one when the seller's title states no size, colour or fit: the seller's own words, a different
 * emphasis, nothing added. No count (`two jumbo bins` of `nine large and two jumbo bins` would say
 * less than the seller did), no praise, nothing the title says already.
 */
export function bulletPartPhrases(bullets: readonly BulletFacts[], phrases: ReadonlyMap<number, readonly NounPhrase[]>, titleText: string, sheet?: FactSheet): string[] {
  const titleWords = new Set(contentStems(titleText));
  const out: string[] = [];
  for (const b of bullets) {
    const text = b.sentences.map((s) => s.text).join(' ');
    for (const phrase of phrases.get(b.slot ?? b.index) ?? []) {
      const ws = lowerCompoundWords(phrase.text);
      if (ws.length < 2 || ws.length > 4 || /\d|[/()[\]+]/u.test(phrase.text) || codePointLength(phrase.text) > 40) continue;
      if (ws.some((w) => FUNCTION_WORDS.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || NUMBER_WORDS.has(w))) continue;
      const last = ws.at(-1) ?? '';
      // (Nor a word for any goods: `novelty products` of `a leader in costumes and novelty products` names no part.)
      if ((!isArtifactNoun(last) && !isMaterial(last)) || /^(?:products?|items?|goods|merchandise|things?|stuff)$/u.test(last)) continue;
      // A part it has, not what the shopper does with it (`kid-sized hands`, `great gift`).
      if (ws.slice(0, -1).some((w, i) => !/^[\p{L}-]+$/u.test(w) || (isOnlyAdjective(w) && !isMaterial(w) && !isKnownNoun(`${w} ${ws[i + 1] ?? ''}`) && !/^(?:large|small|extra|dark|light|heavy|wide|long|short|thick|thin|soft|hard|solid|clear|non)$/u.test(w)))) continue;
      const at = text.indexOf(phrase.text);
      if (at < 0 || !PHRASE_END.test(text.slice(at + phrase.text.length))) continue;
      if (/[\p{L}\p{N}-]$/u.test(text.slice(0, at))) continue;
      // What the bullet is about (its opening words) or what the product has, is made of or comes
      // with; a thing it is used with (`washing machine` for a laundry bag) is named elsewhere.
      if (!HAS_CUE.test(text.slice(0, at))) continue;
      // (What it is free of is no part: `Free of alcohol and GMO materials` gives no `GMO Materials`.)
      if (/\b(?:free (?:of|from)|without|no|non|not|zero)\b[^,.;:!?]*$/iu.test(text.slice(0, at))) continue;
      // (Praise is no part: `High Quality Thermistor`, `Toughest Ingredients`.)
      if (ws.some((w) => /^(?:quality|premium|superior|perfect|ideal|right|finest)$/u.test(w) || (/\p{L}{2,}est$/u.test(w) && !isKnownNoun(w)))) continue;
      // (Nor the box's paperwork: `…Dry Iron- 1000W, Warranty Card`.)
      if (PAPERWORK.test(phrase.text)) continue;
      if (coveredBy(phrase.text, titleWords) || ws.some((w) => titleWords.has(normalizeWord(w)) && w === last)) continue;
      out.push(titleCase(phrase.text));
    }
  }
  // The sheet's colour and material (`Cartridge Colors: Black`, `made of beech wood`) and what is
  // in the box, item by item (`construction worker figure` of `dump truck, construction worker
  // figure & boulder piece`), when the title does not say them.
  for (const fact of sheet?.facts ?? []) {
    const colourLine = fact.kind === 'spec' && /\bcolou?rs?$/iu.test(fact.label ?? '');
    if (fact.source.field === 'title' || !(fact.kind === 'colour' || fact.kind === 'material' || fact.kind === 'included' || colourLine)) continue;
    const items = fact.kind === 'included' ? fact.text.split(/\s*(?:,|;|&|\band\b|\bplus\b)\s*/u) : [fact.text];
    for (const item of items.map((i) => i.trim().replace(/^(?:an?|the|one|1)\s+/iu, ''))) {
      const ws = lowerCompoundWords(item);
      if (ws.length === 0 || ws.length > 4 || /\d|[/()[\]+:]/u.test(item) || ws.some((w) => FUNCTION_WORDS.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w))) continue;
      // (A lone word says too little unless it is a colour or a material: `Black`, `Beech`.)
      if (ws.length === 1 && !isColour(ws[0] ?? '') && !isMaterial(ws[0] ?? '')) continue;
      // (The box's paperwork is no fact a title gives: `…Dry Iron- 1000W, Warranty Card`.)
      if (fact.kind === 'included' && PAPERWORK.test(item)) continue;
      if (coveredBy(item, titleWords)) continue;
      out.push(titleCase(item));
    }
  }
  return [...new Set(out)].slice(0, 3);
}

/** What comes in a box besides the product that no shopper searches for: its papers. */
const PAPERWORK = /\b(?:warranty|guarantee|instruction|instructions|manual|manuals|user guide|guide|booklet|leaflet|card|cards|invoice|certificate)\s*$/iu;

/** What comes before a part the product has: nothing (the bullet opens with it), or `with`, `includes`, `made of`, `and`. */
const HAS_CUE = /(?:^\s*|[:;.!]\s*|\b(?:with|includes?|including|contains?|comes with|has|have|features?|featuring|made (?:of|from|with)|and|&|plus)\s+(?:an?\s+|the\s+|its\s+)?)$/iu;

/**
 * `Includes 3 Figures` of `Includes 3 figures that pose`: the seller's count of what a set holds,
 * when the sentence opens on it, up to the first word that is no part of the thing's name; the
 * thing is plural and no praise (`irresistible drink markers`).
 */
function includedCount(sentence: string): string | undefined {
  const m = sentence.match(/^(?:(?:it|this|the|each)\s+)?(?:(?:set|pack|kit|box|package)\s+)?(includes?|contains?|comes with)\s+(\d+)\s+([\p{L}][\p{L}' -]*)/iu);
  // (One of a thing is no count a title needs: `includes 1 …`.)
  if (!m || Number(m[2]) < 2) return undefined;
  const ws: string[] = [];
  for (const w of (m[3] ?? '').split(/\s+/u)) {
    if (ws.length === 3 || FUNCTION_WORDS.has(w.toLowerCase()) || /^(?:that|which|who|whose|to|you|your|we|our)$/iu.test(w) || !/^\p{L}[\p{L}'-]*$/u.test(w)) break;
    ws.push(w);
  }
  const last = ws.at(-1)?.toLowerCase() ?? '';
  if (ws.length === 0 || !/[^s]s$/u.test(last) || ws.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()) || INCLUDED_PRAISE.test(w))) return undefined;
  return `${m[1] ?? ''} ${m[2] ?? ''} ${ws.join(' ')}`;
}
const INCLUDED_PRAISE = /^(?:irresistible|amazing|awesome|beautiful|adorable|cute|fun|great|best|perfect|premium|quality|exclusive|highly|detailed|unique|special|different|assorted|various|additional|extra|bonus|free)$/iu;

/** An age in a title: `Ages 3+`, `Age 8 and Up`, `3-5 Years`, `for 3, 4, 5 Year Olds`, `18M+`. */
const TITLE_AGE = /\bages?\s+\d+|(?:\d+\s*(?:,\s*(?:and|&|or)?|and|&|or|-|–|to)\s*)*\d+\s*(?:\+|-?\s*(?:years?|yrs?|months?|mos?|m\b)|\s+(?:and|&)\s+(?:up|older))/giu;

const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'dozen', 'single', 'pair', 'double', 'dual', 'twin', 'triple']);

/**
 * Who a toy or game is for and how many play, as the bullets say it (`ages 8+`, `ages 14 and up`,
 * `2-4 players`), in the seller's words: shoppers filter by age and player count, and the seller's
 * title lacks them. Only figures, never number words (`four years and up` stays in the bullets).
 */
function bulletAgesAndPlayers(bullets: readonly BulletFacts[], titleText: string): string[] {
  const out: string[] = [];
  const titleNumbers = new Set(titleText.match(/\d+/gu) ?? []);
  // The ages the title gives (`Ages 3+`, `for 3, 4, 5 Year Olds`, `3-5 Years`): a number there for
  // another reason (`3D`, `6 Hole`, `4M`) says no age, so the bullets' age is still news.
  const titleAges = new Set([...titleText.matchAll(TITLE_AGE)].flatMap((m) => m[0].match(/\d+/gu) ?? []));
  for (const sentence of bullets.flatMap((b) => b.sentences.map((x) => x.text))) {
    // (Or a range with its unit: `Intended for ages 3-24 months`, `ages 18 months to 3 years`.)
    // (Or who, with the age: `for children 4 years old and up`, `for children aged 12 months and above`, kept with its `for`.)
    const age =
      sentence.match(/\bages?\s+\d+(?:\s*(?:\+|(?:(?:years?|months?)\s+)?(?:and|&)\s+(?:up|older))|\s*(?:-|–|to)\s*\d+\s+(?:years?|months?)\b|\s+(?:years?|months?)\s+(?:-|–|to)\s+\d+\s+(?:years?|months?)\b)/iu)?.[0] ??
      sentence.match(/\bfor\s+(?:children|kids|toddlers)\s+(?:aged\s+)?\d+\s+(?:years?|months?)(?:\s+(?:old|of\s+age))?\s+(?:and|&)\s+(?:up|older|above)\b/iu)?.[0];
    // (Or at least so many, `1+ players`; or, before `game`, the singular the seller wrote: `2 to 6 player game`.)
    const players = sentence.match(/\b\d+\s*(?:(?:-|–|to)\s*\d+\s+players\b|(?:-|–|to)\s*\d+\s+player\s+game\b|\+\s*players\b)/iu)?.[0];
    // (A model's scale, `1/35 Scale`, is what a modeller filters by.)
    const scale = sentence.match(/(?<![\d/])1\s?[/:]\s?\d{1,3}\s+scale\b/iu)?.[0];
    // (So is a set's piece count, `555 high quality blocks`, `2-Piece Set`: said as the number and
    // what it counts, never with the words between, which are the seller's praise.)
    // (Only the whole set's count: at the sentence's start or after `includes`, not a part's in a
    // list, `1 obstacle wall 4 pcs`, nor an edition's, `Limited to 5, 000 pieces`; and only when
    // the title gives none.)
    const counted = sentence.match(/^(?:(?:it\s+|set\s+)?(?:includes?|contains?|comes with|consists of)\s+)?(\d+)\s+((?:[\p{L}-]+\s+){0,2}?)(pieces|pcs|blocks|bricks)\b/iu);
    const whole = counted && !(counted[2] ?? '').split(/\s+/u).some((w) => FUNCTION_WORDS.has(w.toLowerCase()) || /\d/u.test(w)) ? `${counted[1]} ${counted[3]}` : sentence.match(/^\d+-piece\s+set\b/iu)?.[0];
    const pieces = /\d\s*-?\s*(?:pieces?|pcs|blocks|bricks)\b/iu.test(titleText) ? undefined : whole;
    // (So is what a set includes, counted, when the sentence opens on it: `Includes 3 figures`,
    // `Set includes 12 acrylic paints`; the words after the number up to the first that is no part
    // of the name, and only things counted, never praise.)
    const includes = pieces === undefined && whole === undefined ? includedCount(sentence) : undefined;
    for (const found of [age, players, scale, pieces, includes]) {
      const said = found === age ? titleAges : titleNumbers;
      if (!found || (found.match(/\d+/gu) ?? []).every((n) => said.has(n)) || out.some((o) => o.toLowerCase() === found.toLowerCase())) continue;
      out.push(titleCase(found.toLowerCase()).replace(/\b(?:And|Up|Older)\b/gu, (w) => w).replace(/-piece\b/u, '-Piece').replace(/^For\s/u, 'for '));
    }
  }
  return out.slice(0, 2);
}

/** What the titles did not keep of a name that had to be cut (`... BN59-01312A QLED 8K 4K Smart TV Remote`). */
function nameRemainder(name: string, shown: string): string {
  const rest = shown.length < name.length && name.startsWith(shown) ? name.slice(shown.length).replace(/^[\s,;:–—-]+/u, '').trim() : '';
  // A lone word (`Complete`) is not worth a line; a measure or a model code is.
  return /\d/u.test(rest) || rest.split(/\s+/u).length >= 3 ? rest : '';
}

/**
 * A keyword in the seller's own spellings (`usb cable` -> `USB cable`). For a title, `capitalsOnly`
 * takes only the seller's own capitals: no guessed acronyms (`memo` is no `MEMO`) and no Title Case
 * spellings, since the title cases words itself.
 */
const sellerSpelling = (text: string, known: ReadonlyMap<string, string>, capitalsOnly = false) =>
  text.replace(COMPOUND_WORD_PATTERN, (w) => {
    const spelled = known.get(w.toLowerCase());
    if (spelled && spelled !== spelled.toLowerCase() && spelled.toLowerCase() === w.toLowerCase() && !(capitalsOnly && /^\p{Lu}\p{Ll}/u.test(spelled))) return spelled;
    if (capitalsOnly) return w;
    return w === w.toLowerCase() && keepsCapitals(w.toUpperCase()) ? w.toUpperCase() : w;
  });

/**
 * The main keyword as the product's type (`hand blender` for a frother) when it is a plain noun
 * phrase whose head is the product's own noun or one of its WordNet synonyms; a category such as
 * `pinewood derby` is no type.
 */
function productType(main: string, productHead: string): string {
  const head = normalizeWord(lowerCompoundWords(main).pop() ?? '');
  if (!head || !productHead || /[,&;/]/u.test(main)) return '';
  const same = head === productHead || (productSense(productHead)?.words ?? []).some((w) => normalizeWord(w.toLowerCase()) === head);
  return same ? singularOf(main.toLowerCase()) : '';
}

/** Whether every place `text` is written in `sentence` ends a word (`3in` of `3in1` does not). */
const standsAlone = (text: string, sentence: string) => {
  const at = sentence.indexOf(text);
  // `37 l/s` is a rate and `1 W/ 2 W` a pair: only a quantity that ends there is re-spelled.
  return at >= 0 && !/^[\p{L}\p{N}/]/u.test(sentence.slice(at + text.length)) && !inCode(text, sentence);
};

export function writeListing(read: ListingFacts, limits: ResolvedLimits, profile: PolicyProfile, bank?: readonly BankKeyword[]): EngineDraft {
  const notes = [...read.removals];
  const keywordList = [read.keywords.main, ...read.keywords.secondary, ...read.keywords.bullet].filter(Boolean);
  // What names a keyword the seller's bank excludes goes first, a sentence at a time (plan/keyword-plan.ts).
  const excluded = bank?.filter((k) => k.priority === 'excluded').map((k) => bankPhrase(k.phrase)).filter((k) => k.norms.length > 0) ?? [];
  const facts = withoutExcludedFacts(read, excluded, notes);
  // The seller's texts in sentence case, each made once for this listing: the description reads every
  // piece of a bullet in sentence case several times over (the listing's names and spellings are read already).
  const casedTexts = new Map<string, string>();
  const cased = (text: string) => {
    let said = casedTexts.get(text);
    if (said === undefined) casedTexts.set(text, (said = sentenceCase(text, facts.known, facts.names)));
    return said;
  };
  const { keywords, product, title } = facts;
  const sellerText = [title.text, ...facts.bullets.flatMap((b) => [b.header, ...b.sentences.map((x) => x.text)]), ...facts.description.map((x) => x.text)].join('\n');
  const banked = planBank(bank, keywordList, { text: sellerText, productHead: product.head });

  const phrases = facts.phrases.bullets;
  const bulletPhrases = [...phrases.values()].flat();
  const headsOf = (list: readonly NounPhrase[]) => [...new Set(list.map((p) => lowerCompoundWords(p.text).pop() ?? '').filter((w) => /^\p{L}[\p{L}-]+$/u.test(w)))];

  // Titles: the main keyword and the secondary keywords the seller's title lacks.
  // (The main keyword is checked per option: an option without the seller's attributes may lack it.)
  const titleWords = new Set(contentStems(title.text));
  // Then the bank's highest-volume keywords that read as a noun phrase of the seller's (plan/keyword-plan.ts).
  const fromBank = (banked?.titleCandidates ?? []).map((k) => k.phrase).filter((k) => !coveredBy(k, titleWords)).slice(0, MAX_TITLE_KEYWORDS);
  // A secondary keyword joins a title only as the product's type (`Tea Kettle` on a kettle,
  // `Storage Water Heaters` on a water heater): a category (`Replacement Parts`) appended after a
  // comma reads as stuffing, so it goes to the search terms instead. The main keyword must be in the
  // title; when it is no type it comes after the name and the facts, not between them.
  const namesType = (k: string) => {
    if (coveredBy(k, titleWords)) return true;
    const head = normalizeWord(lowerCompoundWords(k).pop() ?? '');
    return !/[,&;/]/u.test(k) && lowerCompoundWords(k).length >= 2 && (productType(k, product.head) !== '' || titleWords.has(head));
  };
  const mainIsType = namesType(keywords.main);
  // (A main keyword that names nothing, `Ebss`, still ends the title: the guarantee puts a missing
  // main keyword in front of the brand, which reads worse; see src/writer/guarantee/finish.ts.)
  // (A title may not hold `_`: `smart_home_products` is written with spaces.)
  const titleKeywords = [keywords.main, ...keywords.secondary.filter((k) => !coveredBy(k, titleWords) && namesType(k)), ...fromBank].map((k) => (k ? titleCase(sellerSpelling(k, facts.known, true)).replace(/_+/gu, ' ') : ''));
  const order = (profile.title as { attributeOrder?: readonly AttributeKind[] }).attributeOrder ?? DEFAULT_ORDER;
  const { titles, dropped, shownName, leftOut, single, keywordOut } = planTitles({
    name: withSellerBrandCase(title.name, read.input.title),
    segments: title.segments,
    keywords: titleKeywords,
    mainIsType,
    productHead: product.head,
    productNoun: product.noun,
    names: facts.names,
    plural: product.plural,
    bulletAttributes: withSheetMeasures([...new Set([...bulletAttributes(bulletPhrases, title.text, facts.bullets.flatMap((b) => b.sentences.map((x) => x.text)).join('\n')), ...bulletMeasures(facts.bullets, title.text), ...bulletAgesAndPlayers(facts.bullets, title.text)])], sheetMeasures(facts.sheet, title.text, facts.bullets.reduce<string[]>((h, b) => ((h[b.index] ??= b.header.trim()), h), []), product.head)).slice(0, 5),
    bulletFeatures: [...new Set([...bulletFeatures(facts.bullets, title.text), ...bulletHighlights(facts.bullets, title.text, product.head), ...bulletHeadlines(facts.bullets, title.text)])],
    bulletParts: bulletPartPhrases(facts.bullets, phrases, title.text, facts.sheet),
    bulletTexts: facts.bullets.flatMap((b) => b.sentences.map((x, i) => (i === 0 && b.header ? `${b.header}: ${x.text}` : x.text))),
    sellerKeywords: keywords.secondary,
    order,
    max: limits.title.max,
    maxWordRepeats: profile.title.maxWordRepeats,
  });
  if (keywordOut) notes.push(`Title: the main keyword "${keywords.main}" is in no title option: it does not read as this product's name beside yours, and after a comma it would be a bare keyword. A main keyword that names the product (what a shopper types for it) goes in the title.`);
  for (const segment of dropped) notes.push(`Title: left out "${segment}": ${HEALTH_EFFECT.test(segment) ? 'a health claim, which needs proof' : 'promotional or time-sensitive wording'}.`);
  for (const piece of leftOut) notes.push(`Title: "${piece}" is in no title option: beside your brand, product and main keyword it does not fit in ${limits.title.max} characters.`);
  // One option only is said, never padded into a near-copy (issue 23).
  if (single === 'room') notes.push(`Title: one option only. Within ${limits.title.max} characters your brand, product, main keyword and sizes leave room for one arrangement; a second would repeat it.`);
  if (single === 'facts') notes.push('Title: one option only. Your title and bullets state no size, count, colour, power or fit beyond what this title already says, so a second option would repeat it; add one (the size, say, or what it fits) for more options.');

  // Bullets, with what does not fit moving to the description.
  const nameWords = facts.naming;
  const keywordWords = new Set(keywordList.flatMap(contentStems));
  const plannedBullets = planBullets({
    bullets: facts.bullets,
    phrases,
    // A fact given a slot of its own is parsed as the seller's bullets were (brackets left out).
    phrasesOf: (text) => nounPhrases([text.replace(/\([^()]*\)|\[[^\]]*\]/gu, ' ')])[0] ?? [],
    keywordWords,
    productHead: product.head,
    nameWords,
    ceiling: limits.bullets.target[1],
    max: limits.bullets.max,
    count: profile.bullets.count,
    sentenceCase: cased,
    titleName: title.name,
  });
  notes.push(...plannedBullets.notes);
  const bullets = plannedBullets.bullets;

  // Keywords the titles and bullets do not carry: a product-naming one replaces a plain mention of
  // the product; the rest go to the search terms.
  const placedWords = () => new Set(contentStems([...titles, ...bullets.map(renderBullet)].join(' ')));
  const unplaced: string[] = [];
  // A bank's keywords take at most this many plain mentions of the product: more reads as stuffing.
  let bankMentions = 2;
  for (const keyword of [...keywordList, ...(banked?.extra.map((k) => k.phrase) ?? [])]) {
    if (coveredBy(keyword, placedWords())) continue;
    const fromForm = keywordList.includes(keyword);
    const head = normalizeWord(lowerCompoundWords(keyword).pop() ?? '');
    // (The main keyword's noun stands in for the product's own only when they are one word or one ends the other,
    // `smartwatch` for `watch`: `vacuum sealer` put in place of `food` gave `prevent your vacuum sealer from tasting bland`.)
    const related = product.head !== '' && (head.endsWith(product.head) || product.head.endsWith(head));
    const namesProduct = head !== '' && (head === product.head || (keyword === keywords.main && isProductNoun(head) && related));
    const readable = namesProduct && !/[,&;]/u.test(keyword) && (fromForm || (bankMentions > 0 && banked?.titleCandidates.some((k) => k.phrase === keyword)));
    if (readable && placeProductKeyword(bullets, keyword, [product.noun, product.head])) {
      if (!fromForm) bankMentions--;
      continue;
    }
    unplaced.push(keyword);
    if (fromForm || banked?.mustHave(keyword)) notes.push(`Keyword "${keyword}" is in the search terms: no sentence of yours names the product plainly enough to place it.`);
  }

  const bulletStrings = bullets.map((b) => renderBullet({ header: b.header, sentences: b.sentences.map((s) => fitSentence(s, limits.bullets.max - b.header.length - 2, `Bullet ${b.index + 1}`, notes)) }));

  const bulletWords = new Set(contentStems(bulletStrings.join(' ')));
  // Whether the bullets hold a word whole, as `new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u')` reads it: a
  // word with no pattern character in it is itself, found without a pattern made for it (see literalBetween).
  const bulletText = bulletStrings.join(' ');
  const inBullets = (w: string) =>
    /[.*+?^${}()|[\]\\]/u.test(w) ? new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(bulletText) : literalBetween(bulletText, w, { before: AROUND.noLetterBefore, after: AROUND.noLetterAfter }) >= 0;
  const descriptionNotes: string[] = [];
  // The sheet's facts whose sentence is still the seller's to use (not removed for an excluded keyword).
  const usable = new Set([title.text, ...facts.bullets.flatMap((b) => [b.header, ...b.sentences.map((x) => x.text)]), ...facts.description.map((x) => x.text)]);
  const sheet = { facts: facts.sheet.facts.filter((f) => usable.has(f.source.sentence)) };
  const descriptionCase = cased;
  // The specification list goes whole; the paragraphs above it are fitted into what is left.
  const titleWordSet = new Set(lowerCompoundWords(title.text).map(normalizeWord));
  const inTitle = (text: string) => coveredBy(text, titleWordSet);
  // A sentence or spec line that only says a bullet again, word for word (`Warranty: 2 years…`
  // under the bullet `WARRANTY: 2 years…`), tells the shopper nothing new: the score counts it as
  // empty (rules/substance.ts), so it stays out.
  const sentencesOf = sentencesCache();
  const said = repeatsOf(bulletStrings, sentencesOf);
  const specKey = (text: string) => lowerPlainWords(text).join(' ');
  const bulletBodies = new Set(bullets.flatMap((b) => [b.sentences.join(' '), ...b.sentences]).map(specKey));
  const saysNothingNew = (line: string) => bulletBodies.has(specKey(line.slice(line.indexOf(':') + 1))) || said(line);
  // Title segments no title option could hold (`Transforms from Character to Travel Pillow | 13" x 8.5" x 6`), part by part.
  // (Never what the titles left out as promotion or a health claim: `Instant Relief for Sore Throat` is said nowhere.)
  const titleLeftovers = title.segments
    .map((s) => dropped.reduce((text, segment) => text.replace(segment, ' '), s.text).replace(/^[\s,;|–—-]+|[\s,;|–—-]+$/gu, ''))
    .flatMap((text) => text.split(/\s+\|\s+/u))
    .filter((text) => text !== '' && !titles.some((t) => t.includes(text)) && !coveredBy(text, bulletWords));
  const unshown = (value: string) => titleLeftovers.some((text) => text.includes(value)) && !titles.some((t) => t.includes(value));
  // A measure of the seller's title that a title option leaves out (75 characters hold less) and the
  // bullets do not say is shown to a shopper only if the list gives it: the seller may publish any option.
  const optionWords = titles.map((t) => new Set(lowerCompoundWords(t).map(normalizeWord)));
  const inEveryOption = (text: string) => optionWords.every((words) => coveredBy(text, words));
  // (Only a measure, which the title reads surely: its other readings, `Material: PD Technology`,
  // `Material: Air Pods`, stay out of sight in the title they came from. Nor a colour: `Colour: Black`
  // under most listings reads as a template line, and the seller's first option keeps the colour.)
  const onlyMeasures = (text: string) => {
    const measures = findMeasures(text);
    return measures.some((m) => m.kind !== 'other') && !/\p{L}{2}/u.test(measures.reduce((rest, m) => rest.replace(m.text, ' '), text));
  };
  const specInTitle = (text: string) => inTitle(text) && (inEveryOption(text) || coveredBy(text, bulletWords) || !onlyMeasures(text));
  const specLines = sheet.facts.length >= MIN_SHEET_FACTS ? planSpecs({ sheet, noun: product.noun, sentenceCase: descriptionCase, inTitle: specInTitle, unshown }).filter((line) => !saysNothingNew(line)) : [];
  // A title's size no title option shows and the sheet could not read whole (`13" x 8.5" x 6`) goes in the list as written.
  const titleSize = titleLeftovers.find((text) => findMeasures(text).some((m) => m.kind === 'size') && !/\p{L}{3}/u.test(text.replace(/\b(?:x|by|inch(?:es)?|in|cm|mm|ft|feet|m)\b/giu, '')));
  if (titleSize && sheet.facts.length >= MIN_SHEET_FACTS && !specLines.some((line) => line.startsWith(`${FACT_LABELS.size}:`))) specLines.unshift(`${FACT_LABELS.size}: ${titleSize}`);
  const specs = specLines.join('\n');
  const specRoom = specs === '' ? 0 : codePointLength(specs) + 2;
  // The first sentence names the product: the name up to the product's noun (`Zentro Z40 Wireless
  // Over Ear Headphones`), or brand and model; the whole name when the titles had to cut it.
  // (A name the titles had to cut is written whole here, never cut into a name and a rest.)
  const nameRest = nameRemainder(title.name, shownName);
  const nameCut = nameRest !== '' && !coveredBy(nameRest, bulletWords);
  // (Not a noun inside brackets: `Redmi 10A (Charcoal Black, 4GB RAM` is no name.) A model read
  // from the title is the subject only with a number in it (`Duracell USB` is no model).
  const nameHead = title.name.split(/\s+(?:for|with)\s+|,\s/iu)[0] ?? title.name;
  const open = (text: string) => (text.match(/[([]/gu) ?? []).length !== (text.match(/[)\]]/gu) ?? []).length;
  // (The head alone may name it sooner: `Lifelong … Quartz Heater 2 Power settings … 2 Rod Room Heater` is the
  // quartz heater, not the whole name up to its `Room Heater`.)
  const upToNoun = [nameUpTo(title.name, product.noun), product.noun.includes(' ') ? nameUpTo(title.name, product.head) : undefined]
    .filter((n): n is string => n !== undefined && !open(n))
    .sort((a, b) => a.length - b.length)[0];
  const brandModel = ['brand', 'model'].map((kind) => sheet.facts.find((f) => f.kind === kind && f.source.field === 'title')?.text ?? '');
  // (A name of a title's length, `Beimu Acrylic Monitor Stand Laptop Riser 14-16 inch … iMac Organizer`,
  // is no sentence's subject: the name up to its noun is, and the rest stays in the titles and search terms.)
  // (Only when the rest holds no fact the titles do not show: a number, a code (`ISI-Marked`), a certification or a warranty stays said.)
  const restFacts = (nameRest.match(/\d+(?:[.,]\d+)?/gu) ?? []).some((n) => !titles.some((t) => t.includes(n))) || /certif|warrant/iu.test(nameRest) || /\p{Lu}{2}/u.test(nameRest);
  const wholeName = nameCut && ((title.name.match(/\S+/gu) ?? []).length <= MAX_SUBJECT_WORDS || restFacts);
  const subjectName = wholeName ? title.name.replace(/[\s,;:.!]+$/u, '') : (upToNoun ?? (nameCut ? title.name.replace(/[\s,;:.!]+$/u, '') : undefined) ?? (brandModel.every(Boolean) && /\d/u.test(brandModel[1] ?? '') && !product.plural ? brandModel.join(' ') : undefined));
  const paragraphs = planDescription({
    name: title.name,
    noun: product.noun,
    plural: product.plural,
    audiences: facts.audiences,
    type: sellerSpelling(productType(keywords.main, product.head), facts.known),
    sentenceCase: (text) => lowerFirst(cased(text)),
    // (A sentence the bullets had no room for is said as the seller wrote it, below.)
    bullets: facts.bullets.map((b) => ({ ...b, sentences: b.sentences.filter((s) => !plannedBullets.overflow.includes(s)) })),
    sentences: [...plannedBullets.overflow, ...facts.description],
    bulletSentences: bullets.flatMap((b) => b.sentences),
    said,
    subjectName,
    specValues: new Set(specLines.map((line) => factKey(line.slice(line.indexOf(':') + 1)))),
    specLines,
    nameCut,
    // Only a noun the name ends on names the product (`Armorfit Slim Phone Case`); in `Keyboard and
    // Mouse Combo (USB, Braided Cable)` a `braided cable` is one of its parts.
    productNamed: upToNoun !== undefined && !/,/u.test(upToNoun),
    ...(brandModel[0] ? { brand: brandModel[0] } : {}),
    nameNouns: new Set(
      (upToNoun ?? nameHead)
        .split(/\s+/u)
        .slice(-2)
        .map((w) => normalizeWord(w.toLowerCase().replace(/[^\p{L}-]/gu, '')))
        .filter((w) => w.length > 2 && isKnownNoun(w)),
    ),
    titleLeftovers,
    sheet,
    phrases: bulletPhrases,
    inTitle,
  });
  const prose = fitDescription(paragraphs, limits.description.max - specRoom, descriptionNotes);
  const description = [prose, specs].filter((x) => x !== '').join('\n\n');
  notes.push(...descriptionNotes);

  // Every word shown to buyers, and each part of a hyphenated one (`water` of `water-based`).
  const shownWords = lowerCompoundWords([...titles, ...bulletStrings].join(' '));
  const exclude = new Set([...shownWords, ...shownWords.flatMap((w) => w.split(/[-'’]/u))]);
  // The things the description names that buyers cannot see elsewhere: heads of its noun phrases.
  const descriptionNouns = new Map<string, number>();
  const inDescription = new Set(lowerCompoundWords(description));
  for (const w of headsOf([...facts.phrases.description, ...bulletPhrases])) {
    if (inDescription.has(w) && !exclude.has(w)) descriptionNouns.set(w, (descriptionNouns.get(w) ?? 0) + 1);
  }
  // Keywords the text could not place, labelled by where they came from for the change note.
  const formWords = new Set(keywordList.flatMap((k) => lowerCompoundWords(k)));
  const termKeywords = (banked ? searchTermOrder(unplaced, banked) : unplaced).map((phrase) => ({
    phrase,
    source: lowerCompoundWords(phrase).every((w) => formWords.has(w)) ? 'keyword not placed' : 'your keyword bank',
  }));
  const sellerSentences = [title.text, ...facts.bullets.flatMap((b) => [b.header, ...b.sentences.map((x) => x.text)]), ...facts.description.map((x) => x.text)];
  // Who the text names the product for: its `for` phrases, then its plural or possessive words for an age or sex (`Kids`, `Child's`).
  // (Also from a line the bullets left out as no product fact: `Gift for mom` still says who it is for.)
  const termInputs = { audiences: [...new Set([...facts.audiences, ...audiencesIn(filledBullets(read.input)), ...audienceWordsIn(sellerSentences)])], uses: usesIn(sellerSentences) };
  const forWords = new Set([...title.text.matchAll(/\bfor\s+([^|()[\];:]+?)(?=\s+with\b|[|()[\];:]|$)/giu)].flatMap((m) => lowerCompoundWords(m[1] ?? '')));
  const plannedTerms = planSearchTermList({
    keywords: termKeywords,
    productNouns: [product.noun, ...(product.noun.includes(' ') ? [product.head] : [])].filter(Boolean),
    productCompounds: [productCompound(title.text, product.noun) ?? ''].filter(Boolean),
    ...termInputs,
    // (The whole keyword: alone its head is read in its own senses, `sealant` for `vacuum sealers`.)
    keywordNouns: [keywords.main]
      .filter((k) => !/[,&;/]/u.test(k))
      .map((k) => lowerCompoundWords(k))
      .filter((ws) => ws.length > 0 && isProductNoun(ws.at(-1)!) && normalizeWord(ws.at(-1)!) !== product.head)
      .map((ws) => ws.join(' ')),
    // The seller's bullet keywords that name a thing (`headphones` of earbuds): their head's synonyms
    // in the sense the seller's words choose. (Not a title keyword's, which is most often a feature,
    // `setup` of `plug and play setup`, nor an abbreviation, `PD` of `Type C PD`. The head alone: the
    // names of `power cable` go in word by word, and `line` of `power line` alone names nothing. Nor a unit, `meters`.)
    otherKeywordNouns: [...new Set(read.keywords.bullet.filter((k) => !/[,&;/]/u.test(k)).map((k) => lowerCompoundWords(k).at(-1) ?? ''))]
      .filter((w) => w.length > 3 && isProductNoun(w) && !isUnitWord(w) && normalizeWord(w) !== product.head),
    // A quantity glued to more (`3in1` is three-in-one, not 3 inches) is no measure to re-spell.
    quantities: facts.sheet.facts.flatMap((f) => (f.quantities ?? []).filter((q) => standsAlone(q.text, f.source.sentence))).map((q) => q.text),
    // (Not what the title says it is for, `Lint Remover for Clothes, Carpet`: its other names, `rug`, are other products.)
    titleNouns: headsOf(facts.phrases.title).filter((w) => !facts.names.has(w) && !forWords.has(w) && isArtifactNoun(w) && inBullets(w)),
    sellerPhrases: [title.text],
    // (Without what the titles left out as promotion, `Award Winning`, nor any phrase no field may carry.)
    sellerTitle: withoutNeverCarried(dropped.reduce((text, segment) => text.replace(segment, ' '), title.text)),
    shownWords,
    descriptionWords: [...descriptionNouns].sort((a, b) => b[1] - a[1]).map(([w]) => w),
    exclude,
    sellerShown: new Set(lowerCompoundWords([read.input.title, ...filledBullets(read.input)].join(' ')).flatMap((w) => [w, ...w.split(/[-'’]/u)])),
    names: facts.names,
    sellerStems: new Set(contentStems([title.text, ...facts.bullets.flatMap((b) => b.sentences.map((x) => x.text)), ...facts.description.map((x) => x.text)].join(' '))),
    maxBytes: limits.backend.maxBytes,
    american: limits.marketplace === 'US',
  });
  const relevant = relevantBuiltinTerms(plannedTerms, { title: title.text, keywords: keywordList, text: sellerText }, notes);
  const terms = relevant.map((t) => t.word).join(' ');
  const backend = banked ? withoutExcluded(terms, banked.excluded) : terms;
  const kept = new Set(backend.split(' '));
  const note = searchTermsNote(relevant.filter((t) => kept.has(t.word)));
  if (note) notes.push(note);
  const short = shortTermsNote({ bytes: utf8ByteLength(backend), target: limits.backend.target[0], bank: banked !== undefined, uses: termInputs.uses.length, audiences: termInputs.audiences.length });
  if (short) notes.push(short);

  return {
    optimized_titles: titles,
    optimized_bullet_points: bulletStrings,
    product_description: description,
    backend_search_terms: backend,
    changes: notes,
  };
}

/**
 * The product's noun as the dictionary names it in two words, when the title writes the word
 * before it (`cutting board`, `water bottle`): a made thing of its own, whose other number and
 * synonyms (`chopping board`) are the product's, where the head alone reads in other senses (a `board` is a committee first).
 */
function productCompound(title: string, noun: string): string | undefined {
  if (noun.includes(' ') || noun === '') return undefined;
  const words = lowerPlainWords(title);
  for (let i = 1; i < words.length; i++) {
    if (normalizeWord(words[i]!) !== normalizeWord(noun)) continue;
    const compound = `${words[i - 1]} ${noun}`;
    if (isArtifactNoun(compound)) return compound;
  }
  return undefined;
}
