import nlp, { lexiconTag, lexiconTags } from '../lexicon/nlp.js';
import { codePointLength, COMPOUND_WORD_PATTERN, escapeRegExp, FUNCTION_WORDS, lastSeen, lowerCompoundWords, lowerPlainWords, normalizeWord, repeatKey, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { isArtifactNoun, isColour, isCommonWord, isKnownNoun, isMaterial, isProductNoun } from '../read/lexical.js';
import { findMeasures, isUnitWord, measureKey } from '../read/measures.js';
import { classifySegment, type AttributeKind, type TitleSegment } from '../read/title.js';
import { singularOf } from '../realize/phrases.js';
import { wordnet } from '../lexicon/wordnet.js';
import { inDictionary, sameKindOfThing } from '../lexicon/term-lexicon.js';
import { ACRONYMS } from '../read/clean.js';
import { isCatchAll } from './keyword-plan.js';
import { bulletSpecFacts, bulletUses, phraseUses } from './title-uses.js';

/*
 * Titles in Amazon's order: the brand and the product's name (brand, line or model, the product
 * noun), the product type carrying the main keyword, then the key facts (size, count, capacity,
 * power, material, colour) and the seller's other phrases. The two or three options differ in
 * emphasis, each from the seller's own facts:
 *   1. complete: the seller's name, the type, every key fact from the title and the measured facts
 *      from the bullets, then the seller's features;
 *   2. short, for a phone's search results: the brand, the product noun and the top facts;
 *   3. feature first: the name and type, then what the product fits or its main feature, then
 *      the measured facts.
 * No option cuts the product noun off the name, drops a size or count of the seller's title, puts
 * anything inside a list the seller wrote, or ends on a word it already says.
 */

export interface TitleInputs {
  name: string;
  segments: readonly TitleSegment[];
  /** Keyword phrases the title should carry, main first, already in title case. */
  keywords: readonly string[];
  /** The main keyword names the product's type (`Tea Kettle`): it joins the name; otherwise it ends the title. */
  mainIsType?: boolean;
  /** The product's head noun, singular (`cable`), when the reader found one: where the name's noun phrase ends. */
  productHead?: string;
  /** The product's noun as the seller writes it (`drawing book`): the shortest name keeps all of it. */
  productNoun?: string;
  /** Words the seller only writes capitalised (`basics` of `Amazon Basics`): a shortened name keeps them with the brand. */
  names?: ReadonlySet<string>;
  /** The product comes as several (`Batteries`): a type keyword keeps its plural. */
  plural?: boolean;
  /** Measured attributes from the bullets (`300mAh Battery`, `220-240 V`), title case. */
  bulletAttributes: readonly string[];
  /** What the bullets say the product fits or its main feature (`Dual Gauge Regulator`), title case. */
  bulletFeatures?: readonly string[];
  /** Parts and materials the bullets name as whole noun phrases (`Stainless Steel Interior`), title case: an option may lead with one. */
  bulletParts?: readonly string[];
  /** The bullets' sentences (a header joined to its text by `: `): what they say the product is for, fits or is made of may lead an option. */
  bulletTexts?: readonly string[];
  /** The seller's secondary keywords as typed: a title segment that carries one goes in every option. */
  sellerKeywords?: readonly string[];
  /** Attribute kinds in the profile's order. */
  order: readonly AttributeKind[];
  max: number;
  maxWordRepeats: number;
}

const SEPARATOR = ', ';
/** What a phone shows of a title in search results, roughly. */
const SHORT = 80;
/** The short option's name: the brand and the product noun, at most this long. */
const SHORT_NAME = 45;

const contentWords = (text: string) =>
  lowerCompoundWords(text).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord);

/** The words the title policy counts, as it counts them (numbers, single letters and function words exempt). */
const repeatKeys = (text: string) => (text.match(COMPOUND_WORD_PATTERN) ?? []).map(repeatKey).filter((k): k is string => k !== null);

/** Whether every content word of `phrase` is already in `words`. */
export const coveredBy = (phrase: string, words: ReadonlySet<string>) => contentWords(phrase).every((w) => words.has(w));

/** Every word shown, and each part of a hyphenated one (`inch` of `24-by-36-Inch`). */
const shownWords = (text: string) => new Set(contentWords(text).flatMap((w) => [w, ...w.split('-').map(normalizeWord)]));

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
    const over = repeatKeys(ws[i] ?? '').some((w) => {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      return (counts.get(w) ?? 0) > maxRepeats;
    });
    if (over && i > 0) {
      // A piece of the seller's list cut short (`… | roti`) goes whole, from its separator.
      const kept = ws.slice(0, i);
      // The words between the repeated word's last use and the cut describe the word cut off
      // (`Clothes Fuzz` of `… Pet Fur Remover Clothes Fuzz Remover`): they go with it.
      const keys = repeatKeys(ws[i] ?? '');
      const previous = kept.findLastIndex((w) => repeatKeys(w).some((k) => keys.includes(k)));
      const modifiers = kept.slice(previous + 1);
      // (Only before a repeated noun, the head of its phrase: a repeated name, `Mi` of `Mi TV Stick/MI Box`, describes what follows it.)
      const head = /^\p{L}+$/u.test(ws[i] ?? '') && !nameLike(ws[i] ?? '') && isKnownNoun(tokenKey(ws[i] ?? ''));
      if (head && previous > 0 && modifiers.length > 0 && modifiers.length <= 3 && modifiers.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()))) kept.splice(previous + 1);
      const separator = kept.findLastIndex((w, j) => j > 0 && (/^[|–—-]$/u.test(w) || /[,;]$/u.test(w)));
      if (separator > 0 && kept.length - separator <= 3) kept.splice(/[,;]$/u.test(kept[separator] ?? '') ? separator + 1 : separator);
      return tidyCut(kept, Infinity);
    }
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
    // (An ordinal is cut off from what it counts: `… 8th Gen 2020 7th`.)
    FUNCTION_WORDS.has(w.toLowerCase()) || /^[&+/–—-]$/u.test(w) || /^[\d.,/x-]+$/iu.test(w) || /^\d+(?:st|nd|rd|th)$/iu.test(w) || /^Adjective$/u.test(lexiconTag(w.toLowerCase()) ?? '') ||
    // (A word that wants what follows it: `… HN-2500 Made` of `Made in India`.)
    /^(?:made|designed|built|compatible|suitable|ideal|perfect|works?)$/iu.test(w);
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

/** A finite verb or a modal (`Comes`, `Can`, `Is`, `Has`): no word of a product's name, though some are nouns too (`a can`). */
const isVerbForm = (word: string) => {
  const w = word.toLowerCase().replace(/[^\p{L}]+/gu, '');
  // (A word with several tags has each: `Noun,PresentTense` joined would match none.)
  const tags = lexiconTags(w);
  return /^(?:be|been|being)$/u.test(w) || tags.some((t) => /^(?:PresentTense|Modal|Copula|Verb|Auxiliary)$/u.test(t));
};

/**
 * A title's piece as it may end: never on a word that promised what the seller's next words said
 * (`Rechargeable Bottle with`, `HN-2500 Made` of `Made in India`, `Includes`), and never a piece that
 * opens on `and` (`…, and Use`): it was the end of a sentence, not a phrase.
 */
function endsWhole(piece: string): string {
  if (/^(?:and|or|&)\s/iu.test(piece)) return '';
  const ws = piece.split(' ');
  // (Not `Up` of `Ages 7 & Up`, nor `On` of `Clip On`: those end a phrase.)
  while (ws.length > 0 && /^(?:with|w\/|for|and|or|of|the|a|an|to|from|by|at|vs\.?|plus|featuring|made|designed|built|includes?|including|comes?|can|be|[&+/–—-])$/iu.test(ws.at(-1) ?? '')) ws.pop();
  return ws.join(' ');
}

/** A number with its unit, then the same in another unit in brackets with no space between (`1.75"(4.3cm)`). */
const GLUED_OTHER_UNIT = /\d(?:[.,]\d+)?\s*(?:["”″]|''|’’|\p{L}{1,6})\((?:\d+(?:[.,]\d+)?\s*\p{L}{1,6})\)/gu;

/** Words that end the name's noun phrase and start what it is for or has (`… Cable Compatible for iPhone`). */
const QUALIFIER = /^(?:for|with|w\/|compatible|featuring|includes?|including|supports?|ideal|suitable|perfect|that|which)$/iu;

const tokenKey = (token: string) => normalizeWord(token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));

/**
 * The seller's name as the words a title is built from: `words`, the index of the product noun
 * (`head`, -1 when the name has none), and where the name's noun phrase ends (`leadEnd`): the words
 * after it (`with Mic`, `Compatible for iPhone 13, 12`) are its qualifier, kept whole.
 */
interface NameParts {
  words: string[];
  head: number;
  leadEnd: number;
  /** The name holds the product's own noun (not only some noun, `SIM` of `Nokia 105 Single SIM`). */
  named: boolean;
  /** Where the product's noun starts (`Remote` of `Remote Control Replacement`). */
  nounStart: number;
  /** How many brackets stand open before each word (`USB` of `(not USB port)` is at 1). */
  depth: number[];
}

function nameParts(name: string, heads: readonly string[]): NameParts {
  const words = name.split(' ').filter(Boolean);
  const depth: number[] = [];
  let d = 0;
  for (const w of words) {
    depth.push(d);
    d += (w.match(/[([]/gu) ?? []).length - (w.match(/[)\]]/gu) ?? []).length;
  }
  // The product noun outside brackets, the first time (`Room Heater For Home … Room Heater`); a
  // compound ending in it counts (`Smartwatch` for `watch`).
  const isHead = (w: string, i: number) => {
    const key = tokenKey(w);
    // (A material or colour, `Gold` of `Gold Plated`, is never the product.)
    return i > 0 && depth[i] === 0 && !/[([]/u.test(w) && !isMaterial(key) && !isColour(key) && heads.some((h) => key === h || (h.length >= 4 && key.endsWith(h) && key.length > h.length + 2));
  };
  let head = words.findIndex(isHead);
  // The name ends at the first `for`, `with` or `compatible` after a thing one can buy (`Kyosei
  // Tempered Glass Compatible with … Screen Protector`), or after the product's noun; a bracket after the noun ends it too.
  const thing = words.findIndex((w, i) => i > 0 && depth[i] === 0 && !/\d/u.test(w) && isProductNoun(tokenKey(w)) && !isMaterial(tokenKey(w)));
  let leadEnd = words.length;
  for (let i = 2; i < words.length; i++) {
    const after = (head >= 0 && i > head) || (thing >= 0 && i > thing);
    // (A verb after the noun starts a sentence about it: `Keyboard Comes with 104 Keys`, `Heater … Can be Used in …`.)
    // (A word that can be a verb ends it only after the product's noun when that is known: before it,
    // the word is part of the name, `Gardens` of `Safavieh Castle Gardens Collection … Garden Stool`.)
    const verbEnds = head >= 0 ? i > head : after;
    if (depth[i] === 0 && after && (QUALIFIER.test(words[i] ?? '') || (verbEnds && isVerbForm(words[i] ?? '')) || (head >= 0 && i > head && /^[([]/u.test(words[i] ?? '')))) {
      leadEnd = i;
      break;
    }
  }
  // (A spaced dash or bar before the qualifier belongs to neither: `Bullhorn - with Siren` is no `Bullhorn -`.)
  while (leadEnd > 1 && leadEnd < words.length && /^[|–—-]$/u.test(words[leadEnd - 1] ?? '')) leadEnd--;
  if (head >= leadEnd) head = -1;
  // (`Lapster usb 2.0 mantra cable, mantra mfs 100 data cable`: a comma after the noun ends the name's phrase.)
  const comma = words.findIndex((w, i) => i >= Math.max(1, head) && i < leadEnd - 1 && depth[i] === 0 && /[,;]$/u.test(w));
  if (head >= 0 && comma >= 0) leadEnd = comma + 1;
  // The noun phrase runs on over the nouns after the product's (`Mobile Phone Mount Tabletop Holder`,
  // `Remote Control Replacement`), and ends at a word such as `of` (`… Replacement of Original …`).
  const isNoun = (i: number) => depth[i] === 0 && !/[\d([)\]]/u.test(words[i] ?? '') && (isHead(words[i] ?? '', i) || isKnownNoun(tokenKey(words[i] ?? '')));
  let last = head;
  // (Not over a word that also describes, when the name goes on after it: `Fast` of `Cable Fast Charging …`.)
  const describesNext = (i: number) => i + 1 < leadEnd && depth[i + 1] === 0 && /^\p{L}+$/u.test(words[i + 1] ?? '') && !isNoun(i + 1) && wordnet().has(tokenKey(words[i] ?? ''), 'adj');
  if (head >= 0) while (last + 1 < leadEnd && isNoun(last + 1) && !describesNext(last + 1)) last++;
  else last = words.slice(0, leadEnd).findLastIndex((_, i) => i > 0 && isNoun(i));
  if (head >= 0) {
    const of = words.findIndex((w, i) => i > last && i < leadEnd && depth[i] === 0 && /^(?:of|from|by|in)$/iu.test(w));
    if (of > 0) leadEnd = of;
    // (`Container Set of 6`: the count's noun goes with its count, `Set of 6`, so a shorter name is
    // never `… Container Set, …, Set of 6`.)
    if (of > 1 && of - 1 > head && /^of$/iu.test(words[of] ?? '') && /^\d/u.test(words[of + 1] ?? '') && COUNT_NOUN.test(words[of - 1] ?? '')) {
      leadEnd = of - 1;
      last = Math.min(last, of - 2);
    }
  }
  // (`Remote Control`: the noun starts where its compound does.)
  let start = head >= 0 ? head : last;
  while (start > 1 && depth[start - 1] === 0 && isKnownNoun(`${words[start - 1]} ${words[start]}`.toLowerCase())) start--;
  return { words, head: last, leadEnd, named: head >= 0, nounStart: start, depth };
}

/** Nouns a count is of (`Set of 6`, `Pack of 12`). */
const COUNT_NOUN = /^(?:set|pack|box|pair|case|bundle|kit|bag|carton|lot|combo)s?$/iu;

/** A word that names rather than describes: a code, a number, a brand's spelling, or no English word. */
const nameLike = (word: string) => {
  const w = word.replace(/[^\p{L}\p{N}'’-]+/gu, '');
  return w !== '' && !FUNCTION_WORDS.has(w.toLowerCase()) && (/\d/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || /^\p{Lu}\p{Ll}*-\p{L}/u.test(w) || /^\p{Lu}{1,5}$/u.test(w) || (!isCommonWord(w) && !isKnownNoun(w)));
};

/**
 * The sides of a size written with marks among a name's words (`25''W` and `45''L` of `25''W x
 * 45''L`): no model code. Kept alone, one named half the size.
 */
function sizeSides(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.filter((w, i) => /^\d+(?:[.,]\d+)?(?:''|["”″'’])[LWHD]?$/u.test(w) && [words[i - 1], words[i + 1]].some((n) => /^[x×]$/iu.test(n ?? ''))));
}

/** A number, or numbers that share one unit (`1600`, `1.5`, `2000/1000`): it keeps the unit after it. */
const NUMBER = /^\d+(?:[.,]\d+)?(?:[/–-]\d+(?:[.,]\d+)?)*$/u;

/**
 * The brand and what names it further (`Creative Co-op`, `boAt Bassheads 102`, `Pulsewave Stride
 * X2`): the first word, the names and codes after it, and the words up to a model code among the
 * first four. A shortened name keeps all of it, so neither a brand nor a model is ever cut.
 */
function brandRun(parts: NameParts, names: ReadonlySet<string> = new Set(), own = Infinity): number {
  const stop = parts.head >= 0 ? parts.head : parts.leadEnd;
  const isName = (w: string) => nameLike(w) || names.has(w.toLowerCase().replace(/[^\p{L}\p{N}'’-]+/gu, ''));
  // (The second word stays with the first unless it starts the product's noun: brands are often two words, `Amazon Basics`, `Eureka Forbes`.)
  const second = parts.words[1] ?? '';
  let end = stop > 1 && /^\p{Lu}/u.test(second) && !FUNCTION_WORDS.has(second.toLowerCase()) && !QUALIFIER.test(second) && !isKnownNoun(parts.words.slice(1, stop + 1).join(' ').toLowerCase()) ? 2 : 1;
  const sides = sizeSides(parts.words);
  while (end < stop && end < 4 && isName(parts.words[end] ?? '') && !sides.has(parts.words[end] ?? '')) end++;
  for (let i = end; i < Math.min(stop, 4); i++) if (/\d/u.test(parts.words[i] ?? '') && !sides.has(parts.words[i] ?? '')) end = i + 1;
  // The seller's leading words, up to a number or the product's noun, are their name: nothing is
  // left out from among them (`Creative Co-op Green`, `Duracell Type C To Type C`).
  let run = 1;
  while (run < Math.min(stop, 4) && !/\d/u.test(parts.words[run] ?? '') && run < parts.nounStart) run++;
  while (run < stop && /^(?:to|and|&|or|of|for|with)$/iu.test(parts.words[run - 1] ?? '')) run += 2;
  // A title of the seller's own that runs past four words (a show's or a film's: `Blaze and the
  // Monster Machines`, `Avengers: Infinity War`, marked by an inner `and the` or a colon) is not cut
  // after its fourth word: `Blaze and the Monster Foil Swirl Decorations` names another show.
  const titled = parts.words.slice(1, run).some((w) => /^(?:the|of)$/u.test(w) || /:$/u.test(w));
  if (titled && run < stop && run < parts.nounStart && /^\p{Lu}/u.test(parts.words[run] ?? '')) run++;
  end = Math.max(end, Math.min(run, stop));
  // (A name that took the seller's next phrase for its noun (`AmazonBasics` + `High-Speed Male to
  // Female HDMI Extension Cable`) is the seller's up to where the phrase starts: the phrase describes.)
  end = Math.max(1, Math.min(end, own));
  // A number keeps its unit (`Supervac 1600 Watts`, `Candes 10 Litre`), and so do two numbers that
  // share one (`Solimo 2000/1000 Watts`).
  if (NUMBER.test(parts.words[end - 1] ?? '') && end < stop && isUnitWord(parts.words[end] ?? '')) end++;
  // A lone letter names with the word before it (`Type C`, `Series X`).
  while (end < stop && /^\p{Lu}$/u.test(parts.words[end] ?? '')) end++;
  // (An ordinal keeps what it orders: `IdeaPad 3 11th Gen`, never `IdeaPad 3 11th`.)
  if (/^\d+(?:st|nd|rd|th)$/iu.test(parts.words[end - 1] ?? '') && end < stop && /^\p{L}+$/u.test(parts.words[end] ?? '')) end++;
  // (Nor ends before the second half of a pair: `USB A to Lightning`.)
  while (end + 1 < stop && /^(?:to|and|&|or|['’]?n['’]?)$/iu.test(parts.words[end] ?? '')) end += 2;
  // (Never inside a bracket: `OnePlus 163.8 cm (65 inches)` keeps its `inches)`.)
  const open = (n: number) => (parts.words.slice(0, n).join(' ').match(/[([]/gu) ?? []).length - (parts.words.slice(0, n).join(' ').match(/[)\]]/gu) ?? []).length;
  while (end < parts.words.length && open(end) > 0) end++;
  // (Nor on a preposition whose word goes: `boAt Airdopes 171 in` of `… in Ear … Earbuds` read `… 171 in True Wireless Earbuds`.)
  while (end > 1 && /^(?:in|on|over|at|by|from)$/iu.test(parts.words[end - 1] ?? '')) end--;
  return end;
}

/** Words that open a phrase of their own inside a name: what follows is their object, not the name's noun. */
const OBJECT_OPENS = /^(?:with|for|from|by|into|without|featuring)$/iu;

/** Words that say what the word before them does (`Dust Resistant`, `Water Proof`, `HD Ready`): a name never starts on one. */
const BOUND_TO_BEFORE = /^(?:resistant|proof|free|friendly|safe|repellent|based|powered|operated|ready)$/iu;

/**
 * The name shortened to `room`: the brand run, then as much of the noun phrase before the product
 * noun as fits (`Wayona Nylon Braided USB to Lightning … Cable` -> `Wayona USB to Lightning …
 * Cable`). Describing words are left out; a code, a spec in capitals or a number's unit stays, and
 * no pair (`Wet & Dry`) is cut in half. When even that does not fit, the name is the brand and the
 * product noun; without a product noun, it is cut at a word.
 */
function shortName(parts: NameParts, room: number, nounWords = 1, names: ReadonlySet<string> = new Set(), own = Infinity): string {
  return shortNameOf(parts, room, nounWords, names, own).replace(/[,;]$/u, '');
}

function shortNameOf(parts: NameParts, room: number, nounWords: number, names: ReadonlySet<string>, own: number): string {
  const lead = parts.words.slice(0, parts.leadEnd).join(' ');
  if (codePointLength(lead) <= room) return lead;
  // A noun that is not the product's, with a model code after it (`Galaxy` of `Samsung Galaxy Watch4
  // Bluetooth`), is no head to cut to: `Samsung Galaxy` names another product. The name is cut at a word.
  if (parts.head < 0 || (!parts.named && parts.words.slice(parts.head + 1, parts.leadEnd).some((w) => /\d/u.test(w)))) return cutToLength(lead, room);
  const brand = parts.words.slice(0, brandRun(parts, names, own));
  const end = parts.head + 1;
  // A code or spec (`5A`, `(100W)`, `USB`) may stay when the words around it go; a lone letter (`C` of `Type C`) may not.
  const sides = sizeSides(parts.words);
  const isSide = (w: string) => sides.has(w) || (/^[x×]$/iu.test(w) && sides.size > 0);
  const isCode = (w: string) => !sides.has(w) && (/[\d([)\]]/u.test(w) || /^\p{Lu}{2,}$/u.test(w.replace(/[^\p{L}]/gu, '')));
  const droppable = (w: string) => isSide(w) || (!isCode(w) && !/^\p{Lu}$/u.test(w) && !isUnitWord(w));
  // (A number stays with the word it counts or measures: `1.5 Litre`, `5 Star`; so does an
  // ordinal with what it orders: `11th Gen`, never a lone `11th`.)
  // (Two numbers that share their unit count too: `2000/1000 Watts`.)
  const counting = (w: string) => NUMBER.test(w) || /^\d+(?:st|nd|rd|th)$/iu.test(w);
  // A word among at most three between two codes kept (`Ultra` of `4K Ultra HD`, `Neo Series Ultra` of
  // `4K Neo Series Ultra HD`) is part of one spec's name.
  const betweenCodes = (ws: readonly string[], i: number) => {
    const back = ws.slice(Math.max(0, i - 3), i).findLastIndex(isCode);
    const ahead = ws.slice(i + 1, i + 4).findIndex(isCode);
    const before = back < 0 ? undefined : ws[Math.max(0, i - 3) + back];
    return before !== undefined && !counting(before) && ahead >= 0 && ws.slice(Math.max(0, i - 3) + back + 1, i + 1 + ahead).length <= 3;
  };
  // First only describing words left out; then, when nothing fits, the codes and specs kept among them (`Duracell 5A (100W) … Cable`).
  for (const keepCodes of [false, true]) {
    // (Never past the start of the product's noun: `Remote Control Replacement` stays whole.)
    for (let start = brand.length; start < end && start <= Math.max(brand.length, parts.nounStart); start++) {
      const first = parts.words[start] ?? '';
      const before = parts.words[start - 1] ?? '';
      const left = parts.words.slice(brand.length, start);
      // Never from a function word or mark, nor from inside a pair (`USB to Lightning`, `Wet & Dry`).
      // Nor from the second word of a compound (`Remote Control`, `Stainless Steel`).
      const inside =
        start > brand.length &&
        (FUNCTION_WORDS.has(first.toLowerCase()) || /^[&+/–—([-]/u.test(first) || BOUND_TO_BEFORE.test(first) || /^(?:to|and|&|or|vs\.?|[/+–—-])$/iu.test(before) || /[&/–—-]$/u.test(before) || counting(before) || isKnownNoun(`${before} ${first}`.toLowerCase()) || nounPair(before, first, start < parts.nounStart));
      // (Codes are never kept from a pair left out, `USB` of `USB Type-C to USB-A`: the title would say `USB USB-A`.)
      // (Nor is a span with `and`, `to` or `&` left out, `Sun and Moon`, `USB to Lightning` being one
      // name, unless it joins colours or materials: `Green & Grey`.)
      // (What it is compatible with or for is never left out of the middle: `7SEVEN Samsung … Remote` would name another brand.)
      const joins =
        left.some((w, i) => QUALIFIER.test(w) || (/^(?:to|and|&|or|of|vs\.?|[/+–—-])$/iu.test(w) && !(isColour(left[i - 1] ?? '') && isColour(left[i + 1] ?? '')) && !(isMaterial(left[i - 1] ?? '') && isMaterial(left[i + 1] ?? '')))) ||
        // (Nor a span with a preposition: the noun after it is the object's, `Coating` of `Dry Iron with … Coating`.)
        left.some((w, i) => OBJECT_OPENS.test(w) && (parts.depth[brand.length + i] ?? 0) === 0);
      // (Codes are kept from a span of describing words only: `Duracell 5A (100W) … Cable`.)
      // (Nor a word bound to its neighbour: a lone letter that names with the word before it, `Type
      // C`, or a clipped `and`, `Learn 'n Pop`: `Type 20W` and `Learn Farmyard` are no names.)
      // (Nor a word between two codes kept: `Ultra` of `4K Ultra HD` is part of one spec's name, and `4K HD` names another.)
      const bound =
        left.some((w, i) => /^\p{Lu}$/u.test(w) || /^['’]?n['’]?$/iu.test(w) || (!isCode(w) && betweenCodes(left, i))) || /^['’]?n['’]?$/iu.test(first);
      // (Nor the word a number in the brand's run counts: `Classmate Soft Cover 6 Subject …` is no `… 6 Binding`.)
      // (A version is no count: `Go Electro 2.0`, `ColorFit Ultra 2`, `Zeb-Astra 20` name a model.)
      const counted = left.length > 0 && countsNext(brand);
      if (inside || joins || bound || counted || nounRun(brand, left) || (!keepCodes && !left.every(droppable)) || (keepCodes && left.some((w) => FUNCTION_WORDS.has(w.toLowerCase())))) continue;
      const text = [...brand, ...left.filter((w, i) => (isCode(w) && !counting(w)) || counting(left[i - 1] ?? '') || (counting(w) && i + 1 < left.length)), ...parts.words.slice(start, end)].join(' ');
      // (A word said twice where the words between went is said once: `Portable Handy Compact Portable …` gives `Portable …`, never `Portable Portable …`.)
      if (codePointLength(once(text)) <= room) return once(text);
    }
  }
  // The brand and the product's noun (`Classmate Drawing Book`, `7SEVEN Remote Control Replacement`).
  let from = Math.max(brand.length, Math.min(end - nounWords, parts.nounStart));
  // (After a brand run that ends on a size or code, the noun that names the product with its own
  // stays: `Samsung EVO Plus 64GB Memory Card`, never `… 64GB Card`, which names nothing.)
  const modifier = parts.words[from - 1] ?? '';
  // (Only a noun that starts its phrase: `Duty` of `Heavy Duty`, `Ear` of `in Ear` describe with the word before them.)
  const prior = parts.words[from - 2] ?? '';
  const describedBefore = FUNCTION_WORDS.has(prior.toLowerCase()) || /-$/u.test(prior) || (/^\p{L}+$/u.test(prior) && wordnet().has(tokenKey(prior), 'adj') && !isProductNoun(tokenKey(prior)));
  if (from - 1 >= brand.length && !describedBefore && /\d/u.test(brand.at(-1) ?? '') && (parts.depth[from - 1] ?? 0) === 0 && /^\p{L}+$/u.test(modifier) && !nameLike(modifier) && isKnownNoun(tokenKey(modifier)) && !wordnet().has(tokenKey(modifier), 'adj') && !isColour(tokenKey(modifier)) && !isMaterial(tokenKey(modifier)) && !isUnitWord(modifier) && !/ing$/iu.test(modifier)) from--;
  // (Nor one side of a pair: `DisplayPort (not USB port) to HDMI Cable` is no `DisplayPort Cable`.)
  const left = parts.words.slice(brand.length, from);
  // (Its first side is kept when nothing but a bracket stands before `to` among the words left out.)
  const pairAt = left.findIndex((w) => /^(?:to|vs\.?)$/iu.test(w));
  const halfPair = pairAt >= 0 && left.slice(0, pairAt).every((w, j) => (parts.depth[brand.length + j] ?? 0) > 0 || /[([]/u.test(w));
  if (from > brand.length && (nounRun(brand, left) || countsNext(brand) || halfPair)) return parts.words.slice(0, end).join(' ');
  // The noun after a preposition or a spaced dash left out is another thing's (`Dry Iron with American
  // Heritage Coating`, `Fruit Refreshers … in Prickly Pear Flavor … 12 Pack`, `Dragon Ball Z - … Headwear`):
  // `Crompton InstaGlide Coating` would name a coating. The seller's words before it are the name.
  const opens = left.findIndex((w, i) => (OBJECT_OPENS.test(w) || /^[–—-]$/u.test(w)) && (parts.depth[brand.length + i] ?? 0) === 0);
  if (opens > 0) {
    const before = parts.words.slice(0, brand.length + opens).join(' ').replace(/[,;:]$/u, '');
    if (codePointLength(before) <= room) return before;
  }
  return once([...brand, ...parts.words.slice(from, end)].join(' '));
}

/** A text's letters and digits alone, lowercased: `T-shirt` and `T Shirt`, `Smartwatch` and `Smart Watch` meet. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a type would start on the word a name ends on (`Remote` of `TV Remote` and `Remote Control`). */
const startsOnLastWord = (type: string, name: string) => tokenKey(type.split(' ')[0] ?? '') === tokenKey(name.split(' ').at(-1) ?? '');

/** A text with a word right after itself (`Portable Portable`, `Water Water`) said once. */
const once = (text: string) => text.replace(/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}'’-]*) \1(?![\p{L}\p{N}])/giu, '$1');

/**
 * Whether the brand run ends on a number that counts the word after it (`Soft Cover 6` of `6
 * Subject`): a whole number of two digits at most after a plain word, not a model's version
 * after its name or suffix (`Go Electro 2.0`, `Ultra 2`, `Zeb-Astra 20`).
 */
function countsNext(brand: readonly string[]): boolean {
  const last = brand.at(-1) ?? '';
  const before = brand.at(-2) ?? '';
  return /^\d{1,2}$/u.test(last) && /^\p{L}+$/u.test(before) && !nameLike(before) && !/^(?:Pro|Max|Plus|Ultra|Mini|Lite|Air|SE|Edge|Neo|Prime|Elite|Sport|Turbo|Go|Gen|Series|Version|Mark)$/iu.test(before) && isKnownNoun(tokenKey(before));
}

/**
 * `Full Touch Control Smart Watch`: a noun before a noun, ahead of the product's noun, names one
 * thing (`Touch Control`); a cut between them leaves `Control Smart Watch`. A material or a colour
 * before it is a describing word that may go (`Steel Water Bottle`).
 */
function nounPair(before: string, first: string, beforeNoun: boolean): boolean {
  const noun = (w: string) => /^\p{L}+$/u.test(w) && isKnownNoun(tokenKey(w)) && !isColour(tokenKey(w)) && !isMaterial(tokenKey(w)) && !isUnitWord(w);
  return beforeNoun && noun(before) && noun(first) && !wordnet().has(tokenKey(before), 'adj');
}

/**
 * Whether the words `left` out go on a run of nouns the brand's words ended in (`Standard` of
 * `Katana Sleeves Standard Size Red`): leaving them out cuts a word from inside the name.
 */
function nounRun(brand: readonly string[], left: readonly string[]): boolean {
  const last = brand.at(-1) ?? '';
  const noun = (w: string) => /^\p{L}+$/u.test(w) && !isUnitWord(w) && isKnownNoun(tokenKey(w)) && !isColour(tokenKey(w)) && !isMaterial(tokenKey(w));
  return left.length > 0 && noun(last) && !nameLike(last) && left.every((w) => noun(w) && !nameLike(w));
}

/** A spaced bar, or a spaced dash that is no range between two numbers (`220 - 240 volts`): another phrase starts. */
const SPACED_BREAK = /\s+(?:\||(?<!\d\s*)[–—-]|[–—-](?!\s+\d))\s+/u.source;
/** Where a seller's phrase goes on to what the product is for, has or fits, or a spaced dash or bar starts another phrase. */
const CLAUSE_BREAK = new RegExp(String.raw`${SPACED_BREAK}|(?<!\b(?:compatible|suitable|ideal|perfect|designed|made|comes?))\s+(?=(?:for|with|w\/|compatible|suitable|ideal|perfect|including|includes|featuring|based on)\s)`, 'iu');

/** Where a clause of a phrase that may hold a size ends: a comma, a spaced break, or `with`/`for`/`including`. */
const MEASURE_CLAUSE_BREAK = new RegExp(String.raw`\s*[,;]\s*|${SPACED_BREAK}|\s+(?=(?:with|for|including|includes)\s)`, 'iu');

/**
 * The head of a seller's phrase, before what it is for or has (`3-in-1 Multifunctional Selfie
 * Stick` of `3-in-1 Multifunctional Selfie Stick with Tripod Stand Compatible with iPhone/…`):
 * their own words, whole, for an option with no room for all of them. None when it says too little.
 */
export function headClause(phrase: string): string | undefined {
  const cut = (phrase.split(CLAUSE_BREAK)[0] ?? '').trim();
  if (cut === phrase.trim()) return undefined;
  const head = tidyCut(cut.split(' '), Infinity);
  // (A limit keeps what it is of: `Upto 8GB RAM` without `with RAM Plus` would read as the phone's own RAM.)
  if (/\b(?:up ?to|upto|max(?:imum)?|min(?:imum)?|supports?)\b/iu.test(head)) return undefined;
  return contentWords(head).length >= 2 ? head : undefined;
}

/**
 * The clause of a seller's phrase that holds a size or count (`20 litres Tank Capacity` of `Power
 * Suction & Blower with 20 litres Tank Capacity`, `0.8 Oz.` of `Individually Wrapped - 0.8 Oz.`),
 * without the `with` that joined it: an option that cannot take the whole phrase keeps the size
 * in the seller's words. A phrase with brackets stays whole.
 */
export function measureClause(phrase: string, measure: string): string {
  if (/[()[\]]/u.test(phrase)) return phrase;
  const clause = phrase.split(MEASURE_CLAUSE_BREAK).find((c) => c.includes(measure)) ?? phrase;
  return clause.replace(/^(?:with|including|includes)\s+(?=\S)/iu, '').trim();
}

/** Segments that only promote (`New 2020`, `Best Seller`) have no place in a title. */
const promotional = (segment: TitleSegment) =>
  (contentWords(segment.text).some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w)) && contentWords(segment.text).length <= 3) || HEALTH_EFFECT.test(segment.text);

/**
 * What a product does for the body (`Instant Relief for Sore Throat`, `Natural Remedy`): a health
 * claim Amazon allows only with proof, and cut to fit (`Instant Relief`) it says nothing of what.
 * Such a segment of the seller's is no title option's; the seller is told it went.
 */
// (Not a part's name: `Pressure Relief Valve`; nor `cures` of a glue.)
export const HEALTH_EFFECT = /(?<![\p{L}])(?:(?:instant|fast|quick|immediate|natural|pain|stress|itch|cold|cough|headache)\s+relief|relief\s+(?:for|from|of)|relieves?|relieving|remed(?:y|ies)|heals?)(?![\p{L}])/iu;

/** A size named in words (`Small`, `XL`, `Queen`), a segment of its own: every option keeps it as a measure. */
const SIZE_NAME = /^(?:(?:extra[- ])?(?:small|medium|large)|x{0,3}[sml]|x{1,3}l|one size|free size)$/iu;

/** The seller's sizes and counts in a text: a title option may never drop one the seller's title has. */
// (A measure glued to a code, `81X800` of `81X800LGIN`, is a model number.)
const sizeAndCountKeys = (text: string) =>
  findMeasures(text)
    // (`5X Series` is a name: a lone `x` is a times sign without its second number.)
    .filter((m) => KEPT_KINDS.has(m.kind) && /\p{L}|["”″'’]/u.test(m.text) && !/^[\p{L}\p{N}]/u.test(text.slice(m.end)) && (m.unit !== 'x' || /\d\s?[x×*]\s?\d/iu.test(m.text)))
    .map((m) => ({ text: m.text, key: measureKey(m.text) }));
const KEPT_KINDS = new Set(['size', 'count', 'capacity', 'weight']);
/** What comes before a limit (`Up to 256GB`), not a size of the product. */
const UP_TO = /\b(?:up ?to|upto|max(?:imum)?|supports?)\s*$/iu;
/**
 * What comes before the size of something the product fits, or the end of a range (`Compatible for
 * 9 to 15.6” Laptops`): the laptops' size, not the stand's, and `15.6”` alone would say the stand is.
 */
const FITS_BEFORE = /\b(?:compatible|fits?|suitable)\b[^,;|()]*$|\d\s*(?:to|-|–|~)\s*$/iu;
/** A title's measures, kept for the titles seen last: each required measure is looked for in the same title, one by one. */
const keysIn = lastSeen<ReadonlySet<string>>(500, (text) => new Set(findMeasures(text).map((m) => measureKey(m.text))));
/** A measure as the seller wrote it, as a whole word; built once per measure (no `g` flag, so a pattern keeps no state between tests). */
const writtenMeasure = lastSeen(500, (text) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'iu'));
/** Whether a title states a measure: read as a measure, or written as the seller wrote it. */
const hasMeasure = (title: string, measure: { text: string; key: string }) => keysIn(title).has(measure.key) || writtenMeasure(measure.text).test(title);

/**
 * A title's word set (wordSet) without the words that only join a fact (`Includes`, `Compatible`):
 * `…, Includes Cleaning Kit` says what `…, Cleaning Kit` says, and is no second option.
 */
const factSet = (words: string) => `facts: ${words.split(' ').filter((w) => !/^(?:includ|include|includes|compatibl|compatible)$/u.test(w)).join(' ')}`;

/** The words of a title as a set (hyphens and slashes split), so two options never say the same words in another order. */
const wordSet = (title: string) => [...new Set(lowerPlainWords(title).filter((w) => !FUNCTION_WORDS.has(w)).map(normalizeWord))].sort().join(' ');

/**
 * A text without the lone words after its last commas that it, or `have`, already says (`…,
 * Babies, humidifiers` after `… Humidifiers …`, `30ml - Gold` in `Gold … Paint`): the seller's
 * list cut short.
 */
function withoutLoneTail(text: string, have: ReadonlySet<string>): string {
  let out = text;
  for (;;) {
    // (After a comma, a bar, a semicolon or a spaced dash: each starts a phrase of its own.)
    const lone = out.match(/(?:[,;|]|\s[–—-])\s*([\p{L}][\p{L}'’-]*)$/u);
    if (!lone) return out;
    const rest = out.slice(0, lone.index);
    const word = normalizeWord((lone[1] ?? '').toLowerCase());
    if (!shownWords(rest).has(word) && !have.has(word)) return out;
    out = rest.replace(/[\s,;:&+/–—-]+$/u, '');
  }
}

/**
 * A prefix the seller spaced from its word (`Non - Voice`) written as one word (`Non-Voice`): in a
 * title a spaced dash starts a new phrase, and `…, Non - Voice` would read as `Non` and `Voice`.
 */
const prefixJoined = (text: string) => text.replace(/\b(non|anti|multi|semi|pre|post|self|ultra|co)\s+[-–]\s+(?=\p{L})/giu, '$1-');

/** Title case for the words of a keyword put into the seller's name: their capitals kept. */
// (An acronym a keyword writes in lowercase, `usb cables`, is written as everyone writes it: `USB Cable`.)
const capitalised = (word: string) => (/\p{Lu}/u.test(word) ? word : ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1));

/** Whether the word at `i` ends the seller's noun phrase: the name ends, or a mark or a word that is no noun (`Multi-Angle`, `for`) follows. */
const endsPhrase = (ws: readonly string[], i: number, end: number) =>
  i + 1 >= end || /[,;:)\]]$/u.test(ws[i] ?? '') || /^[([|–—-]/u.test(ws[i + 1] ?? '') || FUNCTION_WORDS.has((ws[i + 1] ?? '').toLowerCase()) || QUALIFIER.test(ws[i + 1] ?? '') || !isKnownNoun(tokenKey(ws[i + 1] ?? ''));

/**
 * Whether the seller's word before `at` is a noun that makes one compound with it (`Role Play`,
 * `Laptop Computer Stand`): words put between them would split the seller's noun phrase (`Role
 * Pretend Play`). A describing word (`Original Ink Cartridge`), a brand or a code is no such noun.
 */
function compoundBefore(ws: readonly string[], at: number): boolean {
  const prev = ws[at - 1] ?? '';
  // (Nor a measure's unit: `3 Feet HDMI Cable`.)
  if (at < 2 || !/^\p{L}[\p{L}'’-]*$/u.test(prev) || nameLike(prev) || isColour(tokenKey(prev)) || isMaterial(tokenKey(prev)) || isUnitWord(prev) || /\d/u.test(ws[at - 2] ?? '')) return false;
  const tags = (nlp(ws.slice(at - 1, at + 2).join(' ')).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes('Noun') && !tags.includes('Adjective') && !tags.includes('Verb');
}

/**
 * The main keyword carried by the name itself, where it can be without a word added beside it:
 * a compound the keyword splits (`Smartwatch` -> `Smart Watch`), or the keyword's first words put
 * before the product noun they describe (`Ink Cartridge` -> `Inkjet Ink Cartridge`).
 */
function nameWithKeyword(lead: string, main: string, parts: NameParts, mainIsType: boolean, near: readonly string[] = []): string | undefined {
  const keyword = main.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  const keys = keyword.map(tokenKey);
  const ws = lead.split(' ');
  // A lone word (`Stands` for a phone holder) is the product's noun another way: it goes beside it
  // (`Holder/Stand`), never alone after a comma; beside the keyword's other word when that names
  // the product (`Longboard/Skateboard` for `longboard skateboard`).
  const nounOfName = (i: number) => i === parts.nounStart || isProductNoun(tokenKey(ws[i] ?? ''));
  const anchor = ws.findIndex((w, i) => i > 0 && near.includes(tokenKey(w)) && nounOfName(i) && !isMaterial(tokenKey(w)) && !/[/([)\]]/u.test(w));
  const at = anchor > 0 ? anchor : parts.head;
  const headKey = tokenKey(ws[at] ?? '');
  // (Only where the noun ends the name or what it is for or has follows: `Bebe Bath/Doll Oceane` cuts the name in two.)
  // (Only beside a noun that names a product: `Lionel Racing/Vehicle` names no racing.)
  // (Nor a word for any goods, `Cover/Accessory`: it names no product.)
  if (keys.length === 1 && at >= 0 && !isCatchAll(keys[0] ?? '') && (at === ws.length - 1 || QUALIFIER.test(ws[at + 1] ?? '') || !nameLike(ws[at + 1] ?? '')) && isProductNoun(keys[0] ?? '') && (isProductNoun(headKey) || (at === parts.nounStart && !isKnownNoun(headKey))) && !isMaterial(headKey) && !isColour(headKey) && !/[/([)\]]|[:;,.]$/u.test(ws[at] ?? '')) {
    const noun = ws[at] ?? '';
    // (Only a word for the same kind of thing, `Light/Lamp`, `Dress/Costume`: `Potholder Hook/Sewing`,
    // `Play/Food Restaurant` and `Hard/Disk` name two things, or none; the keyword then goes to the
    // search terms. A word the dictionary does not know, `Longboard/Skateboard`, cannot be judged.)
    if (inDictionary(headKey) && !sameKindOfThing(headKey, keys[0] ?? '')) return undefined;
    // (Nor the name's own words written together: `T Shirt/T-shirt`.)
    const letters = (text: string) => lettersOf(singularOf(text.toLowerCase()));
    if ([noun, `${ws[at - 1] ?? ''}${noun}`].some((w) => letters(w) === letters(keyword[0] ?? ''))) return undefined;
    const singular = tokenKey(noun) === noun.toLowerCase();
    return [...ws.slice(0, at), `${noun}/${capitalised(singular ? singularOf(keyword[0] ?? '') : (keyword[0] ?? ''))}`, ...ws.slice(at + 1)].join(' ');
  }
  if (keys.length < 2 || keyword.some((w) => FUNCTION_WORDS.has(w.toLowerCase()) || /^[&+/]$/u.test(w))) return undefined;
  // A compound: `Smartwatch` is `smart` + `watch`.
  const joined = normalizeWord(keys.join(''));
  const compound = ws.findIndex((w) => tokenKey(w) === joined && !/[([)\]]/u.test(w));
  if (compound >= 0) {
    const singular = tokenKey(ws[compound] ?? '') === (ws[compound] ?? '').toLowerCase();
    const phrase = (singular ? singularOf(keyword.join(' ')) : keyword.join(' ')).split(' ').map(capitalised).join(' ');
    return [...ws.slice(0, compound), phrase, ...ws.slice(compound + 1)].join(' ');
  }
  if (!mainIsType || parts.head < 0 || parts.head >= ws.length) return undefined;
  // The keyword's last words are the name's noun phrase (`Ink Cartridge`), or a noun in it
  // (`Keypad Mobile Phone` for `basic mobiles`): the keyword's first words go before them.
  for (let tail = keys.length - 1; tail >= 1; tail--) {
    // (Only where the seller's noun phrase ends: `Role Pretend Play Set` and `Mini Toy Golf Garden`
    // splice the keyword into a phrase of the seller's, which then names something else.)
    const ends = [parts.head, ...ws.map((_, i) => i).filter((i) => i !== parts.head && i < parts.leadEnd && i > 0 && tokenKey(ws[i] ?? '') === keys.at(-1) && endsPhrase(ws, i, parts.leadEnd))];
    const start = ends.map((end) => end - tail + 1).find((st) => st >= 1 && keys.slice(keys.length - tail).every((k, i) => tokenKey(ws[st + i] ?? '') === k));
    if (start === undefined) continue;
    const added = keyword.slice(0, keys.length - tail);
    const have = shownWords(lead);
    if (added.length > 2 || added.some((w) => have.has(tokenKey(w))) || compoundBefore(ws, start)) return undefined;
    return [...ws.slice(0, start), ...added.map(capitalised), ...ws.slice(start)].join(' ');
  }
  return undefined;
}

/**
 * `main`'s describing words put before the seller's noun it ends on (`Trim Ring/Blue Label` ->
 * `Trim Burner Ring/Blue Label` for `Burner Rings`), only the words the title does not say yet,
 * never inside brackets, never half of a pair the title says in part.
 */
function beforeNoun(lead: string, main: string, seen: ReadonlySet<string>, parts: NameParts): string | undefined {
  const keyword = main.split(' ').filter((w) => /[\p{L}\p{N}&]/u.test(w));
  const noun = tokenKey(keyword.at(-1) ?? '');
  if (keyword.length < 2 || noun === '') return undefined;
  const ws = lead.split(' ');
  let depth = 0;
  let at = -1;
  // (The first time, before what it is for or comes with: `Tabletop Stand … with Free Phone Stand`.)
  let qualified = false;
  ws.forEach((w, i) => {
    qualified ||= i > 0 && QUALIFIER.test(w);
    if (at < 0 && !qualified && i > 0 && depth === 0 && !/^[([]/u.test(w) && tokenKey(w.split('/')[0] ?? '') === noun) at = i;
    depth += (w.match(/[([]/gu) ?? []).length - (w.match(/[)\]]/gu) ?? []).length;
  });
  // (Only on the product's own noun, never on a word of the brand: `Certified Appliance Accessories … Range Cord`.)
  if (at < 0 || parts.head < 0 || at < Math.min(parts.nounStart, parts.head) || at > parts.head) return undefined;
  // (Nor inside the seller's noun phrase: the keyword's words go before the noun that ends it.)
  if (at !== parts.head && !endsPhrase(ws, at, parts.leadEnd)) return undefined;
  const describing = keyword.slice(0, -1);
  // (`Range Parts & Accessories`, `Sorting & Stacking Toys`: words joined list kinds of goods or
  // uses, a category more often than a type.)
  // (Nor `Clay & Dough`, which would go inside the seller's `Power Dough`: a keyword that joins
  // words with `&` is put in no name.)
  if (describing.some((w) => /^(?:&|and|or)$/iu.test(w))) return undefined;
  const unseen = describing.filter((w) => !seen.has(tokenKey(w)));
  const paired = describing.some((w) => /^(?:&|and|or)$/iu.test(w));
  if (unseen.length === 0 || describing.length > 4 || (paired && unseen.length < describing.length) || unseen.some((w) => FUNCTION_WORDS.has(w.toLowerCase()) && !/^(?:&|and)$/iu.test(w))) return undefined;
  // (After the describing word the seller wrote, `Range Trim`, so the seller's words keep their order.)
  if (/^(?:for|with|and|&|or|of|to)$/iu.test(ws[at - 1] ?? '') || compoundBefore(ws, at)) return undefined;
  return [...ws.slice(0, at), ...unseen.map(capitalised), ...ws.slice(at)].join(' ');
}

/** Whether `attribute` gives a measure of a kind the title gives with another value, with no word the title does not say. */
function restatesTitleMeasure(attribute: string, title: string): boolean {
  const own = findMeasures(attribute).filter((m) => /\p{L}|["”″'’]/u.test(m.text) && m.kind !== 'other' && m.kind !== 'count');
  if (own.length !== 1) return false;
  const [m] = own;
  const rest = `${attribute.slice(0, m?.start)} ${attribute.slice(m?.end)}`;
  const words = shownWords(title);
  const other = findMeasures(title).filter((t) => t.kind === m?.kind && measureKey(t.text) !== measureKey(m?.text ?? ''));
  return other.length > 0 && contentWords(rest).length > 0 && contentWords(rest).every((w) => words.has(w));
}

interface Option {
  /** The room the name may take. */
  nameRoom: number;
  /** The pieces after the name, most wanted first. */
  pieces: readonly string[];
  limit: number;
  /** Sizes and counts the seller's title states are given as the measure alone (`1000mAh`), for a short option. */
  bareMeasures?: boolean;
  /** The option carries the seller's keyword phrases. */
  withWanted?: boolean;
}

export function planTitles(inputs: TitleInputs, joinNoun = true): { titles: string[]; dropped: string[]; shownName: string; leftOut: string[]; single?: 'room' | 'facts'; keywordOut?: boolean } {
  const { keywords, order, max, maxWordRepeats } = inputs;
  // A measure of the bullets that says the title's again with another value, in the title's words
  // (`2 Watts Heater` beside the title's `2000 Watts … Heater`), is the seller's slip or another
  // part's: the title's stands, and no option puts the two side by side.
  const bulletAttributes = inputs.bulletAttributes.filter((attribute) => !restatesTitleMeasure(attribute, [inputs.name, ...inputs.segments.map((x) => x.text)].join(', ')));
  // (A health claim that holds the seller's size, `Instant Relief for Sore Throat - 10 Oz`, keeps the size's clause: the size stays, the claim goes.)
  const sizeOf = (s: TitleSegment) => (HEALTH_EFFECT.test(s.text) ? sizeAndCountKeys(s.text).map((m) => measureClause(s.text, m.text)).filter((c) => !HEALTH_EFFECT.test(c)) : []);
  const dropped = inputs.segments.filter(promotional).map((s) => sizeOf(s).reduce((text, clause) => text.replace(clause, ''), s.text).replace(/^[\s|,;–—-]+|[\s|,;–—-]+$/gu, ''));
  let segments = inputs.segments
    .flatMap((s) => (!promotional(s) ? [s] : sizeOf(s).map((text) => ({ text, kind: classifySegment(text) }))))
    .map((s) => ({ ...s, text: prefixJoined(s.text) }));
  const [main = '', ...secondary] = keywords;
  const mainIsType = inputs.mainIsType !== false;
  // (A name never ends on a mark the seller's next piece needed: `Robustrion [Anti-Scratch] &`.)
  // (The main keyword's last word finds the product's noun only when the keyword names the type.)
  const heads = [inputs.productHead ?? '', ...(mainIsType ? [tokenKey(main.split(' ').at(-1) ?? '')] : [])].filter((h) => h.length >= 2);
  let name = cutAtRepeat(prefixJoined(inputs.name), maxWordRepeats).replace(/[\s&+/|,;:–—-]+$/u, '');
  let joined = false;
  let ownWords = Infinity;
  // A name without the product's noun (`AmazonBasics - High-Speed … HDMI Extension Cable`, `Pokemon TCG: … Trainer Box`)
  // takes the seller's next phrase that names it: together they are the brand and the product.
  if (joinNoun && !nameParts(name, heads).named) {
    // (A phrase with a size names the product when its noun comes first: `Electric Vegetable Chopper for Kitchen with 500 ML Capacity`, not `1 Meter Long cable`.)
    const namesFirst = (x: TitleSegment) => {
      const p = nameParts(`${name} ${x.text}`, heads);
      // (Only the phrase's own words before its noun: the name may hold a size, `MI 10000mAh Lithium Ion`.)
      const own = name.split(' ').filter(Boolean).length;
      return p.named && (x.kind === 'feature' || (x.kind !== 'compatibility' && x.kind !== 'audience' && !p.words.slice(own, p.head + 1).some((w) => /\d/u.test(w))));
    };
    const noun = segments.slice(0, 2).find((x) => namesFirst(x) && !/^(?:for|with|compatible)\b/iu.test(x.text));
    if (noun) {
      joined = true;
      ownWords = name.split(' ').filter(Boolean).length;
      name = cutAtRepeat(`${name} ${noun.text}`, maxWordRepeats);
      segments = segments.filter((x) => x !== noun);
    }
  }
  // `7SEVEN Compatible for Samsung Smart TV Remote Control`: what it fits, said before the product's
  // noun, is a piece of its own, so a shorter name is the brand and the noun, never `7SEVEN Samsung … Remote`.
  let before = '';
  {
    const p = nameParts(name, heads);
    const cue = p.words.findIndex((w, i) => i >= 1 && i < p.nounStart && /^(?:compatible|for)$/iu.test(w));
    if (p.named && cue >= 4 && p.nounStart - cue >= 3 && p.words.slice(cue, p.nounStart).every((w) => !/[([)\]]/u.test(w))) {
      before = p.words.slice(cue, p.nounStart).join(' ');
      name = [...p.words.slice(0, cue), ...p.words.slice(p.nounStart)].join(' ');
    }
  }
  const parts = nameParts(name, heads);
  // How many of the name's words before its noun are the product's noun (`Drawing Book`: 2).
  const nounWords = (() => {
    const noun = (inputs.productNoun ?? '').split(' ').filter(Boolean);
    let k = 1;
    const compound = (n: number) => isKnownNoun(parts.words.slice(parts.head - n, parts.head + 1).join(' ').toLowerCase());
    while (parts.head - k > 0 && ((k < noun.length && tokenKey(parts.words[parts.head - k] ?? '') === tokenKey(noun[noun.length - 1 - k] ?? '')) || compound(k))) k++;
    return k;
  })();
  const shorten = (room: number) => shortName(parts, room, nounWords, inputs.names, joined ? ownWords : Infinity);
  const lead = parts.words.slice(0, parts.leadEnd).join(' ').replace(/[,;]$/u, '');
  // What the name says after its noun phrase (`with Mic`): a bracket it opens with is a piece of its own.
  const qualifier = parts.words.slice(parts.leadEnd).join(' ');
  // Its brackets and each `for …` or `with …` in it are pieces of their own (`for All Sony TV`, `for All LCD LED TVs`).
  // (A bracketed list with a code or number, `(9.2 X 7.6 Inches, 12788)`, stays in its brackets.)
  // (A measure with its other unit glued on in brackets, `1.75"(4.3cm) HD Display`, is one piece: split,
  // it gave `with 1.75"`, `4.3cm`, `HD Display`.)
  const qualifierPieces = [before, ...qualifier
    .replace(GLUED_OTHER_UNIT, (m) => m.replace('(', '\uE000').replace(')', '\uE001'))
    .split(/\s*([([][^()[\]]+[)\]])\s*/u)
    .flatMap((p) => (/^[([]/u.test(p) ? (/,\s*[^,]*$/u.test(p) && p.slice(1, -1).split(/\s*,\s*/u).some((item) => !/\p{L}{3}/u.test(item)) ? [p] : p.slice(1, -1).split(/\s*,\s*/u)) : p.split(/(?<!\b(?:compatible|suitable|ideal|perfect|designed|made|comes?))\s+(?=(?:for|with|compatible)\s)/iu)))]
    .map((p) => p.replace(/^[\s|–—-]+|[\s&+/|,;:–—-]+$/gu, '').trim())
    // (A verb that joined the name to what it has goes, `Comes` of `Comes with 104 Keys`; a piece
    // that is a sentence of its own, `Can be Used in Bathroom`, is no piece of a title.)
    .map((p) => p.replace(/^\p{L}+\s+(?=(?:with|w\/)\s)/u, (verb) => (isVerbForm(verb) ? '' : verb)))
    .filter((p) => /\p{L}|\d/u.test(p) && !isVerbForm(p.split(' ')[0] ?? ''))
    .map((p) => p.replace(/\uE000/gu, '(').replace(/\uE001/gu, ')'));
  // (What the name says next, `with Mic` or `of Original Samsung TV Remote`, follows it without a comma.)
  // (`Comes with 104 Keys` joins as `with 104 Keys`: the verb went from the pieces.)
  const [opener = '', second = ''] = qualifier.replace(/^[\s|–—-]+/u, '').split(' ');
  const qualifierVerb = isVerbForm(opener);
  const attachedPiece = before === '' && /^(?:for|with|w\/|featuring|includes?|including|supports?|of|from|by|in)$/iu.test(qualifierVerb ? second : opener) ? qualifierPieces[0] : undefined;

  // The sizes and counts of the seller's title: every option keeps them.
  // (`Upto 5GB RAM with RAM Booster` is a limit, not the product's size.)
  // (The name as the seller wrote it, and as it took a phrase of theirs that names the product.)
  let required = [inputs.name, ...(name === inputs.name ? [] : [name]), ...segments.map((s) => s.text)].flatMap((text) => sizeAndCountKeys(text).filter((m) => !UP_TO.test(text.slice(0, text.indexOf(m.text))) && !FITS_BEFORE.test(text.slice(0, text.indexOf(m.text)))));
  // (A size in words, `Costume, Small`, is the size the shopper picks: no option drops it either.)
  required.push(...segments.filter((s) => s.kind === 'size' && SIZE_NAME.test(s.text.trim())).map((s) => ({ text: s.text.trim(), key: `size-name:${s.text.trim().toLowerCase()}` })));
  // (The clause of a segment that holds the measure: a long segment would take the room of every other piece.)
  const pieceOf = (measure: string) => {
    // (Else the seller's own phrase that opens on it where the name was cut: `35" H x 23" W x 43.5" L`,
    // `6GB RAM`, never `35", 23", 43.5"`; not `Printer and More- 1.5M`, which only ends on it.)
    const segment = segments.find((s) => s.text.includes(measure))?.text ?? inputs.name.split(/\s*[,;|()[\]]\s*/u).find((part) => part.startsWith(measure) && codePointLength(part) <= 40);
    return qualifierPieces.find((p) => p.includes(measure)) ?? (segment ? measureClause(segment, measure) : measure);
  };
  // A segment about the measure (`with 60 Sheets …`) may give the measure alone when it cannot join; `Up to 256GB SD Card Support` may not.
  const aboutMeasure = (piece: string, measure: string) =>
    /^(?:(?:with|includes?|total|pack of|set of)\s+)?$/iu.test(piece.slice(0, piece.indexOf(measure)).trim()) ||
    KEPT_KINDS.has(classifySegment(piece)) ||
    // (`Extended 1.5m Length`: the piece names the dimension the measure gives.)
    /^\s*(?:long|length|wide|width|tall|height|high|thick|thickness|diameter|size)\b/iu.test(piece.slice(piece.indexOf(measure) + measure.length));
  // A short option gives a measure without the same measure again in brackets (`3.9 Feet` of `3.9 Feet (1.2M)`).
  const holder = (measure: string, bare: boolean) => {
    const piece = pieceOf(measure);
    return bare && new RegExp(`^${escapeRegExp(measure)}\\s*[([][^()[\\]]*\\d[^()[\\]]*[)\\]]$`, 'u').test(piece) ? measure : piece;
  };
  const missingRequired = (title: string, bare = false) => [...new Set(required.filter((r) => !hasMeasure(title, r)).map((r) => holder(r.text, bare)))];

  // The main keyword: inside the name when it can be, else the type after the name, or, when it
  // names no type (a category), after everything else.
  const keywordIn = (title: string) => main === '' || coveredBy(main, shownWords(title));
  const typed = (text: string) => {
    if (keywordIn(text)) return text;
    const own = nameParts(text, heads);
    const carried = nameWithKeyword(text, main, own, mainIsType);
    if (carried) return carried;
    // A name that is only a brand and model (`Redmi 10A`) takes the keyword as its noun: `Redmi 10A Smartphone`.
    const ws = own.words;
    if (own.head >= 0 || /[&,;/]/u.test(main) || !ws.slice(0, own.leadEnd).every(nameLike) || contentWords(main).some((w) => shownWords(text).has(w))) return text;
    const noun = inputs.plural ? main : singularOf(main);
    return [...ws.slice(0, own.leadEnd), ...noun.split(' ').map(capitalised), ...ws.slice(own.leadEnd)].join(' ');
  };
  // (A lone word, `Stands`, is never appended: nameWithKeyword puts it beside the product's noun.)
  const typePiece = !mainIsType || main === '' || main.split(' ').length === 1 ? '' : inputs.plural ? main : singularOf(main);
  // The keyword as an option may add it: after the name when it names the type; when it does not,
  // only its one missing noun beside the product's (`Plush/Figure`), and a category (`Mini Food
  // Processors & Choppers`) nowhere, so no room is kept for it.
  const unsaid = main.split(' ').filter((w) => /\p{L}/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) && !shownWords(lead).has(tokenKey(w)));
  const appended = mainIsType ? typePiece || main : unsaid.length === 1 && !/[&,]/u.test(main) ? `/${unsaid[0]}` : '';

  // A size or count that even the shortest title (brand, product noun, keyword) cannot hold in the
  // policy's length is left out of every option, and the seller is told; the rest stay in all of them.
  const leftOut: string[] = [];
  {
    const smallest = typed(shorten(0));
    let used = codePointLength(smallest) + (keywordIn(smallest) || !appended ? 0 : codePointLength(appended) + SEPARATOR.length);
    for (const r of required) {
      const piece = pieceOf(r.text);
      if (leftOut.includes(piece) || hasMeasure(smallest, r)) continue;
      const length = codePointLength(aboutMeasure(piece, r.text) ? r.text : piece) + SEPARATOR.length;
      if (used + length <= max) used += length;
      else leftOut.push(piece);
    }
    required = required.filter((r) => !leftOut.includes(pieceOf(r.text)));
  }

  // Power ranks after colour (Amazon's size, count, colour, power) when a profile's order does not name it.
  const ranked = order.includes('power') ? order : [...order.slice(0, order.indexOf('colour') + 1), 'power' as const, ...order.slice(order.indexOf('colour') + 1)];
  const rank = (kind: AttributeKind) => {
    const at = ranked.indexOf(kind);
    return at < 0 ? ranked.length : at;
  };
  const keyKinds = new Set<AttributeKind>(['size', 'weight', 'count', 'capacity', 'power', 'material', 'colour']);
  // (A feature with a number, `60 Sports Modes`, is a fact a shopper compares: it follows the key facts.)
  const numbered = segments.filter((s) => s.kind === 'feature' && /\d/u.test(s.text)).map((s) => s.text);
  // The key facts of the title and the measured facts of the bullets, in the profile's order (the title's first at a tie).
  const facts = [...segments.filter((s) => keyKinds.has(s.kind)), ...bulletAttributes.map((text) => ({ text, kind: classifySegment(text) }))]
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.i - b.i)
    .map((s) => s.text)
    .concat(numbered);
  const fits = segments.filter((s) => s.kind === 'compatibility' || s.kind === 'audience').map((s) => s.text);
  const features = segments.filter((s) => !keyKinds.has(s.kind) && s.kind !== 'compatibility' && s.kind !== 'audience' && !numbered.includes(s.text)).map((s) => s.text);
  // The first thing the product fits or does, for the option that leads with it.
  // (What the name has, with a number, `with Upto 14 Hours Playback`, is the seller's headline: it
  // leads when a name too long for it leaves it out of the others.)
  const headline = attachedPiece !== undefined && /\d/u.test(attachedPiece) && /^(?:with|featuring)\s/iu.test(attachedPiece) ? [attachedPiece] : [];
  const leading = [...headline, ...qualifierPieces.filter((p) => /^(?:for|compatible|suitable|ideal)\b/iu.test(p)).slice(0, 1), ...fits, ...(inputs.bulletFeatures ?? [])].slice(0, 2);

  // (A size whose phrase cannot join is given alone, so only the size takes room.)
  const cost = (piece: string) => {
    const alone = required.filter((r) => piece.includes(r.text) && piece !== r.text && aboutMeasure(piece, r.text));
    return alone.length > 0 ? alone.map((r) => r.text).join(SEPARATOR) : piece;
  };

  // The seller's own phrases that carry a keyword they asked for (`3-Button` for `3-button`): every option keeps them.
  const wanted = [...new Set([...qualifierPieces, ...segments.map((s) => s.text), ...(inputs.bulletFeatures ?? [])])].filter((p) =>
    (inputs.sellerKeywords ?? []).some((k) => contentWords(k).length > 0 && coveredBy(k, shownWords(p)) && !coveredBy(k, shownWords(lead))),
  );

  const compose = (shown: string, { pieces, limit, bareMeasures = false, withWanted = true }: Option): string => {
    // The seller's own segment that carries the keyword with the name (`Sun and Moon … Trainer Box` for `pokemon tcg sun`) is the type as they wrote it.
    const carrier = keywordIn(shown)
      ? undefined
      : // (Any of the seller's phrases when the keyword names no type; else only the option's own, so a short option keeps the short type.)
        [...pieces, ...(typePiece ? [] : [...segments.map((x) => x.text), ...qualifierPieces])].find((p) => coveredBy(main, shownWords(`${shown} ${p}`)) && codePointLength(`${shown}, ${p}`) <= limit);
    const head = carrier ? shown : typed(shown);
    const out: string[] = [head];
    const counts = new Map<string, number>();
    const seen = new Set<string>();
    const count = (text: string) => {
      for (const w of repeatKeys(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const w of contentWords(text)) for (const part of [w, ...w.split('-')]) seen.add(normalizeWord(part));
    };
    count(head);
    const repeats = (text: string) => {
      const ws = repeatKeys(text);
      return ws.some((w) => (counts.get(w) ?? 0) + ws.filter((x) => x === w).length > maxWordRepeats);
    };
    let queue = [...new Set([...(carrier ? [carrier] : []), ...(withWanted ? wanted : []), ...pieces])];
    const reserve = (list: readonly string[]) => list.filter(Boolean).reduce((n, p) => n + codePointLength(p) + SEPARATOR.length, 0);
    // (The sizes still needed beside it, the piece's own not counted twice.)
    const fitsBeside = (piece: string) => codePointLength(head) + SEPARATOR.length + codePointLength(piece) + reserve(missingRequired(`${head} ${piece}`, bareMeasures).map(cost)) <= limit;
    // The type right after the name: the seller's own segment that carries the keyword when it fits
    // (`Best Lint Shaver for Clothes`), else the keyword; a category goes last.
    let last = '';
    if (!keywordIn(head)) {
      const own = queue.find((p) => coveredBy(main, shownWords(`${head} ${p}`)) && !repeats(p) && fitsBeside(p));
      // (Not the type again after a name that already ends on its noun: `Cartridge Ink, Inkjet Ink Cartridge`.)
      const typeNounShown = seen.has(tokenKey(typePiece.split(' ').at(-1) ?? ''));
      // (Nor after a name that ends on its first word: `Isoelite Remote, Remote Control` says `Remote` twice.)
      const type = own ?? (typePiece && !typeNounShown && !startsOnLastWord(typePiece, head) && !repeats(typePiece) && fitsBeside(typePiece) ? typePiece : '');
      if (type) {
        out.push(type);
        count(type);
        queue = queue.filter((p) => p !== own);
      } else {
        const missing = main.split(' ').filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !/^[&+/]$/u.test(w) && !seen.has(normalizeWord(w.toLowerCase())));
        // One word missing (`Shavers` of `Lint Shavers` on a lint roller) goes beside the product's noun, never alone at the end.
        // (Not a category that lists kinds, `Games & Accessories`: `Expansion/Accessory` would name the product wrongly.)
        // (Only the keyword's noun goes beside the product's: a describing word, `Burner` of `Burner Rings`, is no name for it.)
        const missingNoun = tokenKey(missing[0] ?? '') === tokenKey(main.split(' ').at(-1) ?? '');
        const beside = missing.length === 1 && missingNoun && !/[&,]/u.test(main) ? nameWithKeyword(head, missing[0] ?? '', nameParts(head, heads), true, main.split(' ').map(tokenKey)) : undefined;
        if (beside) {
          out[0] = beside;
          count(missing[0] ?? '');
        // (The missing words alone only when they are a phrase: a lone `Makers` says nothing; `Sandwich Makers` is the keyword.)
        } else {
          // The keyword's describing words before the seller's own noun (`HP GT 53 XL Inkjet
          // Cartridge Ink`, `Trim Burner Ring`): it reads as the product's name there.
          // (Only on the noun the reader found the product to be: `Accessories` of the brand `Certified Appliance Accessories` is none.)
          const ownNoun = tokenKey(main.split(' ').at(-1) ?? '') === normalizeWord(inputs.productHead ?? '');
          const merged = ownNoun ? beforeNoun(out[0] ?? '', main, seen, nameParts(out[0] ?? '', heads)) : undefined;
          const nounShown = seen.has(tokenKey(main.split(' ').at(-1) ?? ''));
          if (merged && codePointLength(merged) + reserve(missingRequired(merged, bareMeasures).map(cost)) <= limit) {
            out[0] = merged;
            count(main);
          } else if (mainIsType && !nounShown) {
            // A type the title does not name yet follows the name and the facts.
            const type = missing.length >= 2 && (repeats(main) || (!/[&,]/u.test(main) && missing.length < contentWords(main).length)) ? missing.join(' ') : main;
            // (A lone word at the end, `…, Routers`, is a bare keyword: the seller is told instead, write.ts.)
            // (Nor one that starts on the word the name ends on: `LOHAYA Remote, …, Remote Controls`.)
            if (contentWords(type).length >= 2 && !startsOnLastWord(type, head)) last = type;
          }
          // Else the keyword is a category (`Collectible Toys` on an action figure) or says the
          // product's noun again (`…Cartridge Ink, Inkjet Ink Cartridge`): after a comma it is a
          // bare keyword, so no option carries it and the seller is told (write.ts).
        }
      }
    }
    // The keyword's words are counted first: a piece that would use one a third time gives way to it.
    if (last) count(last);
    const must = missingRequired([...out, ...queue].join(' '), bareMeasures);
    const length = () => codePointLength(out.join(SEPARATOR));
    const add = (whole: string, roomFor: (piece: string) => number) => {
      // (A piece that ends on a lone word of the seller's list the title already says, `for Car, Office, Babies, humidifiers`, ends before it.)
      const piece = withoutLoneTail(whole, new Set([...seen, ...out.flatMap((o) => [...shownWords(o)])]));
      // A phrase too long for the room gives its head, before what it is for or has, when that says something.
      const head = headClause(piece);
      for (const text of head ? [piece, head] : [piece]) if (place(whole, text, roomFor(text))) return;
    };
    const place = (whole: string, text: string, room: number): boolean => {
      // A size the product has, after a comma, is said without its `with` (`…, 500 ML Capacity`).
      const holdsSize = !(whole === attachedPiece && out.length === 1) && required.some((r) => text.includes(r.text));
      let piece = holdsSize ? text.replace(/^(?:with|w\/|including|includes)\s+(?=\S)/iu, '') : text;
      // A bracket of the seller's list keeps only what the title does not say yet (`(Black, 600ml)` after `Maker 600ml` gives `(Black)`).
      const bracket = piece.match(/^([^()[\]]*?)\s*([([])([^()[\]]*,[^()[\]]*)([)\]])$/u);
      if (bracket) {
        const [, before = '', open = '', list = '', close = ''] = bracket;
        const have = new Set([...seen, ...shownWords(before)]);
        // (Items are split at a comma and a space: `1,477 Pieces` is one number.)
        const items = list.split(/\s*,\s+/u).filter((item) => contentWords(item).length === 0 || !contentWords(item).every((w) => have.has(w)));
        piece = items.length > 0 ? `${before}${before ? ' ' : ''}${open}${items.join(', ')}${close}` : before;
      }
      // A number alone (a model number the seller bracketed, `Kettle (14289)`) names nothing after a
      // comma: it follows the name in its brackets, or stays out. (`1` of a broken `1: Scale` stays out.)
      if (/^[\d.,\s–—-]+$/u.test(piece)) {
        if (out.length !== 1 || !/^(?:\d{3,}|\d+\.\d+)$/u.test(piece) || new RegExp(`(?<![\\d.])${piece.replace('.', '\\.')}(?![\\d.])`, 'u').test(out[0] ?? '') || length() + piece.length + 3 > room) return false;
        out[0] = `${out[0] ?? ''} (${piece})`;
        count(piece);
        return true;
      }
      const ws = contentWords(piece);
      if (ws.length === 0 || ws.every((w) => seen.has(w) || w.split('-').every((p) => seen.has(normalizeWord(p))))) return false;
      // A lone word after a comma (`…, Inch`, `…, Remover`) says nothing the title does not.
      if (ws.length === 1 && !/\d/u.test(piece) && (isUnitWord(ws[0] ?? '') || seen.has(ws[0] ?? ''))) return false;
      if (repeats(piece)) return false;
      // What the name is for or has (`with Mic`) follows it as the seller wrote it, without a comma.
      // So does a bracket the seller put after a phrase (`Mouse Pad (9.2 X 7.6 Inches, 12788)`).
      const joined = (whole === attachedPiece && out.length === 1) || /^[([]/u.test(piece);
      // What the seller's name is for or has (`for ssd and HDD` of `Lapster Caddy for ssd and HDD`)
      // goes right after the name or nowhere: after another piece it reads as the name cut in two.
      if (!joined && qualifierPieces.includes(whole) && QUALIFIER.test(piece.split(' ')[0] ?? '') && out.length > 1) return false;
      // (A phrase that needs what it follows, `of Original …`, stands nowhere else.)
      if (!joined && /^(?:of|from|by|in|and|or|&)\s/iu.test(piece)) return false;
      // (A piece that says a placed one again with more, `1000 DPI Optical Sensor` after `Optical Sensor`, takes its place:
      // side by side they gave `…, Optical Sensor, Black, 1000 DPI Optical Sensor`.)
      const said = joined ? -1 : out.findIndex((o, i) => i > 0 && contentWords(o).length > 0 && contentWords(o).every((w) => ws.includes(w)));
      if (said > 0) {
        if (length() - codePointLength(out[said] ?? '') + codePointLength(piece) > room) return false;
        out[said] = piece;
        count(piece);
        return true;
      }
      if (length() + (joined ? 1 : SEPARATOR.length) + codePointLength(piece) > room) return false;
      if (joined) out[out.length - 1] = `${out.at(-1) ?? ''} ${piece}`;
      else out.push(piece);
      count(piece);
      return true;
    };
    // What the name is for or has goes right after it when the option carries it (`… Smart Watch with 1.8" HD Display`).
    // Room stays for every size and count still missing beside the piece, those later in the queue
    // too: a phrase of the seller's never takes the room of a size the option must keep.
    const beside = (piece: string) => limit - reserve([...missingRequired([...out, piece].join(' '), bareMeasures).map(cost), last]);
    if (attachedPiece && (queue.includes(attachedPiece) || must.includes(attachedPiece))) add(attachedPiece, beside);
    for (const piece of queue) add(piece, beside);
    for (const piece of missingRequired(out.join(' '), bareMeasures)) add(piece, () => limit - reserve([last]));
    // A segment about a size that cannot join (it would say a word a third time) gives the size alone (`1 Meter`).
    for (const r of required.filter((m) => !hasMeasure(out.join(' '), m))) {
      const piece = pieceOf(r.text);
      if (piece !== r.text && aboutMeasure(piece, r.text)) add(r.text, () => limit - reserve([last]));
    }
    if (last) out.push(last);
    const title = withoutLoneTail(out.map(endsWhole).filter(Boolean).join(SEPARATOR), new Set());
    return missingRequired(title).length > 0 || codePointLength(title) > limit ? '' : title;
  };

  // The room a name may take beside the pieces an option cannot do without, less what the keyword adds inside it.
  const growth = Math.max(0, codePointLength(typed(lead)) - codePointLength(lead));
  const mustHave = [...missingRequired(lead).map(cost), ...(keywordIn(typed(lead)) ? [] : [appended])].filter(Boolean);
  const minimal = codePointLength(shorten(0));
  const roomBeside = (limit: number, pieces: readonly string[]) =>
    Math.max(minimal, limit - pieces.filter(Boolean).reduce((n, p) => n + codePointLength(p) + SEPARATOR.length, 0) - growth);
  // (A name that goes on into a sentence, `… Body Can be Used in Bathroom`, is never given whole.)
  const wholeFits = qualifier !== '' && !qualifierVerb && codePointLength(name) + growth <= roomBeside(max, mustHave) + growth;
  const whole = wholeFits ? name : shorten(roomBeside(max, mustHave));
  const rest = wholeFits ? [] : qualifierPieces;
  const short = Math.min(max, SHORT);
  // What the bullets say it is for, fits or connects, and a material or colour a spec line names,
  // when the title says none of it: an option leads with it when the others coincide.
  const sellerTitle = [inputs.name, ...inputs.segments.map((x) => x.text)].join(', ');
  // (And what a phrase of the seller's title says it is for, after the thing it names: `… Cable for Smartphones, Tablets`.)
  const uses = [...new Set([...phraseUses(segments.map((x) => x.text), whole), ...bulletUses(inputs.bulletTexts ?? [], sellerTitle)])].filter((u) => !leading.includes(u));
  const specFacts = bulletSpecFacts(inputs.bulletTexts ?? [], sellerTitle);
  const options: Option[] = [
    // 1. Complete: the name (with what it is for, when it fits), the type, the key facts in the
    // profile's order, what it fits, the seller's features, the keywords that name the type.
    { nameRoom: Infinity, pieces: [...facts, ...rest, ...fits, ...features, ...secondary], limit: max },
    // 2. Short: the brand and product noun, the type and the top two facts.
    { nameRoom: Math.min(SHORT_NAME, roomBeside(short, mustHave)), pieces: facts.slice(0, 2), limit: short, bareMeasures: true, withWanted: false },
    // 3. Feature first: what it fits or does, then the facts.
    // (The name leaves room for what leads, a measured fact of the bullets when nothing fits or does: `… Cable, 24K Gold-plated Connectors, 6 Feet`.)
    { nameRoom: roomBeside(max, [...mustHave, ...[...leading, ...bulletAttributes].slice(0, 1)]), pieces: [...leading, ...bulletAttributes, ...facts], limit: max, withWanted: false },
    // 4. The specification, when those coincide: the name and the facts only.
    { nameRoom: roomBeside(max, mustHave), pieces: facts, limit: max, withWanted: false },
    // 5. The seller's own phrases in their order.
    { nameRoom: roomBeside(max, mustHave), pieces: [...qualifierPieces, ...features, ...fits], limit: max },
    // 6. The shortest honest title: the brand, the product noun and the sizes and counts alone.
    { nameRoom: Math.min(SHORT_NAME, roomBeside(short, mustHave)), pieces: [], limit: short, bareMeasures: true, withWanted: false },
    // 7. When the limit leaves room for one fact beside the name, the next ones lead (colour or power rather than size).
    { nameRoom: Math.min(SHORT_NAME, roomBeside(max, mustHave)), pieces: [...facts.slice(1), ...features], limit: max, withWanted: false },
    // 8. The seller's features before the facts, beside the shortest name.
    { nameRoom: Math.min(SHORT_NAME, roomBeside(max, mustHave)), pieces: [...features, ...fits, ...facts], limit: max, withWanted: false },
    // 9–11. When those coincide, a part or material the bullets name leads, beside the name and the sizes.
    ...(inputs.bulletParts ?? []).map((part) => ({ nameRoom: roomBeside(max, [...mustHave, part]), pieces: [part, ...facts], limit: max, withWanted: false })),
    // 12–13. When those coincide still, what the bullets say it is for, fits or is made of leads, beside the name and the sizes.
    ...[...uses, ...specFacts].map((fact) => ({ nameRoom: roomBeside(max, [...mustHave, fact]), pieces: [fact, ...facts], limit: max, withWanted: false })),
  ];

  const seen = new Set<string>();
  const titles: string[] = [];
  // (A name cut so short that it lost the product's noun, `Pokemon TCG Sun` of `… Sun and Moon … Trainer Box`,
  // `Sunny Days Entertainment` of `… Posable Figures`, names another thing: no option gives it.)
  const noun = normalizeWord(inputs.productHead ?? '');
  // (The keyword may have split it: `Smart Watch` keeps `smartwatch`.)
  // (Only a name cut at a word, the seller's first words and no more: a name shortened around its noun names it.)
  const cutShort = (shown: string) => shown !== lead && lead.startsWith(`${shown} `);
  // (The noun of the name's first phrase: one after a spaced dash, `Size` of `… Playing Cards - Jumbo Size`, describes.)
  const named = shownWords(lead.split(/\s[|–—-]\s/u)[0] ?? '').has(noun);
  // (Nor one that still ends on a made thing, `… Quartz Heater` of `… Quartz Heater 400/800-Watt ISI 2 Rods`: the reader's noun may be another.)
  const endsOnThing = (shown: string) => isArtifactNoun(tokenKey(shown.split(' ').at(-1) ?? ''));
  const keepsNoun = (shown: string, title: string) => noun === '' || !isProductNoun(noun) || !cutShort(shown) || !named || endsOnThing(shown) || shownWords(title).has(noun) || lettersOf(title).includes(lettersOf(noun));
  for (const option of options) {
    const shown = option.nameRoom === Infinity ? whole : shorten(option.nameRoom);
    const title = compose(shown, option);
    const words = title === '' ? '' : wordSet(title);
    if (title === '' || seen.has(words) || seen.has(factSet(words)) || (titles.length > 0 && !keepsNoun(shown, title))) continue;
    seen.add(words);
    seen.add(factSet(words));
    titles.push(title);
    if (titles.length === 3) break;
  }
  // A title is never missing: the name as it fits.
  // (Unless the name took the seller's next phrase and no option fitted with it: without it, the
  // seller's name and phrases may, where the cut name dropped the product's noun or size: `LG 1.5 Ton
  // … Split AC Super Convertible 6-in-1`, `… Vegetable Cutter Set Wireless Food Processor`.)
  if (titles.length === 0 && joined) {
    const unjoined = planTitles(inputs, false);
    if (unjoined.leftOut.length <= leftOut.length) return unjoined;
  }
  if (titles.length === 0) titles.push(cutToLength(typed(shorten(max)), max));
  // Why there is one option only, for the seller: the limit left room for one, or the text gave nothing more.
  // (Pieces the one title already says are no second arrangement: `…, 8.5 oz, Pack of 6` in 200 characters has no more to say.)
  const shown = shownWords(titles[0] ?? '');
  const unshown = [...facts, ...features, ...fits, ...leading, ...qualifierPieces, ...(inputs.bulletParts ?? []), ...uses, ...specFacts].filter((p) => !coveredBy(p, shown));
  const single = titles.length > 1 ? undefined : unshown.length + leftOut.length > 0 ? 'room' : 'facts';
  // A main keyword no option could carry where it reads is said, never appended (write.ts).
  const keywordOut = main !== '' && titles.every((t) => !keywordIn(t));
  return { titles, dropped, shownName: whole, leftOut, ...(single ? { single } : {}), ...(keywordOut ? { keywordOut } : {}) };
}

/** Title Case for a keyword or attribute: function words lower, codes and the seller's capitals kept. */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(COMPOUND_WORD_PATTERN, (word) => {
    const isFirst = first;
    first = false;
    if (/\p{Lu}|\d/u.test(word)) return word;
    if (!isFirst && FUNCTION_WORDS.has(word) && word.length <= 4) return word;
    return capitalised(word);
  });
}
