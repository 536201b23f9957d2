import nlp from 'compromise';
import { codePointLength, COMPOUND_WORD_PATTERN, FUNCTION_WORDS, lowerCompoundWords, normalizeWord, repeatKey, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { isCommonWord, isKnownNoun, isProductNoun } from '../read/lexical.js';
import { findMeasures, isUnitWord, measureKey } from '../read/measures.js';
import { classifySegment, type AttributeKind, type TitleSegment } from '../read/title.js';
import { singularOf } from '../realize/phrases.js';

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
  /** The seller's secondary keywords as typed: a title segment that carries one goes in every option. */
  sellerKeywords?: readonly string[];
  /** Attribute kinds in the profile's order. */
  order: readonly AttributeKind[];
  max: number;
  maxWordRepeats: number;
}

const SEPARATOR = ', ';
/** compromise's lexicon: a cut title never ends on a lone adjective (`... Toaster. A Smart`). */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string> } }).one.lexicon;
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
    return i > 0 && depth[i] === 0 && !/[([]/u.test(w) && heads.some((h) => key === h || (h.length >= 4 && key.endsWith(h) && key.length > h.length + 2));
  };
  const head = words.findIndex(isHead);
  const from = head >= 0 ? head + 1 : 2;
  let leadEnd = words.length;
  for (let i = from; i < words.length; i++) {
    if (depth[i] === 0 && (QUALIFIER.test(words[i] ?? '') || (head >= 0 && /^[([]/u.test(words[i] ?? '')))) {
      leadEnd = i;
      break;
    }
  }
  // The noun phrase ends on the lead's last noun (`Mobile Phone Mount Tabletop Holder`, `Smart Led Tv VW3251`).
  const last = words.slice(0, leadEnd).findLastIndex((w, i) => i > Math.max(0, head - 1) && depth[i] === 0 && !/[\d([)\]]/u.test(w) && (isHead(w, i) || isKnownNoun(tokenKey(w))));
  return { words, head: head >= 0 && head < leadEnd ? Math.max(head, last) : last, leadEnd };
}

/** A word that names rather than describes: a code, a number, a brand's spelling, or no English word. */
const nameLike = (word: string) => {
  const w = word.replace(/[^\p{L}\p{N}'’-]+/gu, '');
  return w !== '' && !FUNCTION_WORDS.has(w.toLowerCase()) && (/\d/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || /^\p{Lu}\p{Ll}*-\p{L}/u.test(w) || /^\p{Lu}{1,5}$/u.test(w) || (!isCommonWord(w) && !isKnownNoun(w)));
};

/**
 * The brand and what names it further (`Creative Co-op`, `boAt Bassheads 102`, `Pulsewave Stride
 * X2`): the first word, the names and codes after it, and the words up to a model code among the
 * first four. A shortened name keeps all of it, so neither a brand nor a model is ever cut.
 */
function brandRun(parts: NameParts, names: ReadonlySet<string> = new Set()): number {
  const stop = parts.head >= 0 ? parts.head : parts.leadEnd;
  const isName = (w: string) => nameLike(w) || names.has(w.toLowerCase().replace(/[^\p{L}\p{N}'’-]+/gu, ''));
  // (The second word stays with the first unless it starts the product's noun: brands are often two words, `Amazon Basics`, `Eureka Forbes`.)
  const second = parts.words[1] ?? '';
  let end = stop > 1 && /^\p{Lu}/u.test(second) && !FUNCTION_WORDS.has(second.toLowerCase()) && !isKnownNoun(parts.words.slice(1, stop + 1).join(' ').toLowerCase()) ? 2 : 1;
  while (end < stop && end < 4 && isName(parts.words[end] ?? '')) end++;
  for (let i = end; i < Math.min(stop, 4); i++) if (/\d/u.test(parts.words[i] ?? '')) end = i + 1;
  // A number keeps its unit (`Supervac 1600 Watts`, `Candes 10 Litre`).
  if (/^\d+(?:[.,]\d+)?$/u.test(parts.words[end - 1] ?? '') && end < stop) end++;
  return end;
}

/**
 * The name shortened to `room`: the brand run, then as much of the noun phrase before the product
 * noun as fits (`Wayona Nylon Braided USB to Lightning … Cable` -> `Wayona USB to Lightning …
 * Cable`). Describing words are left out; a code, a spec in capitals or a number's unit stays, and
 * no pair (`Wet & Dry`) is cut in half. When even that does not fit, the name is the brand and the
 * product noun; without a product noun, it is cut at a word.
 */
function shortName(parts: NameParts, room: number, nounWords = 1, names: ReadonlySet<string> = new Set()): string {
  const lead = parts.words.slice(0, parts.leadEnd).join(' ');
  if (codePointLength(lead) <= room) return lead;
  if (parts.head < 0) return cutToLength(lead, room);
  const brand = parts.words.slice(0, brandRun(parts, names));
  const end = parts.head + 1;
  // A code or spec (`5A`, `(100W)`, `USB`) may stay when the words around it go; a lone letter (`C` of `Type C`) may not.
  const isCode = (w: string) => /[\d([)\]]/u.test(w) || /^\p{Lu}{2,}$/u.test(w.replace(/[^\p{L}]/gu, ''));
  const droppable = (w: string) => !isCode(w) && !/^\p{Lu}$/u.test(w) && !isUnitWord(w);
  // First only describing words left out; then, when nothing fits, the codes and specs kept among them (`Duracell 5A (100W) … Cable`).
  for (const keepCodes of [false, true]) {
    for (let start = brand.length; start < end; start++) {
      const first = parts.words[start] ?? '';
      const before = parts.words[start - 1] ?? '';
      const left = parts.words.slice(brand.length, start);
      // Never from a function word or mark, nor from inside a pair (`USB to Lightning`, `Wet & Dry`).
      // Nor from the second word of a compound (`Remote Control`, `Stainless Steel`).
      const inside =
        start > brand.length &&
        (FUNCTION_WORDS.has(first.toLowerCase()) || /^[&+/–—([-]/u.test(first) || /^(?:to|and|&|or|[/+–—-])$/iu.test(before) || /[&/–—-]$/u.test(before) || /^\d+(?:[.,]\d+)?$/u.test(before) || isKnownNoun(`${before} ${first}`.toLowerCase()));
      // (Codes are never kept from a pair left out, `USB` of `USB Type-C to USB-A`: the title would say `USB USB-A`.)
      if (inside || (!keepCodes && !left.every(droppable)) || (keepCodes && left.some((w) => /^(?:to|and|&|or|[/+–—-])$/iu.test(w)))) continue;
      // (A number stays with the word it counts or measures: `1.5 Litre`, `5 Star`.)
      const text = [...brand, ...left.filter((w, i) => (isCode(w) && !/^\d+(?:[.,]\d+)?$/u.test(w)) || /^\d+(?:[.,]\d+)?$/u.test(left[i - 1] ?? '') || (/^\d+(?:[.,]\d+)?$/u.test(w) && i + 1 < left.length)), ...parts.words.slice(start, end)].join(' ');
      if (codePointLength(text) <= room) return text;
    }
  }
  // The brand and the product's noun (`Classmate Drawing Book`).
  return [...brand, ...parts.words.slice(Math.max(brand.length, end - nounWords), end)].join(' ');
}

/** Segments that only promote (`New 2020`, `Best Seller`) have no place in a title. */
const promotional = (segment: TitleSegment) =>
  contentWords(segment.text).some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w)) && contentWords(segment.text).length <= 3;

/** The seller's sizes and counts in a text: a title option may never drop one the seller's title has. */
// (A measure glued to a code, `81X800` of `81X800LGIN`, is a model number.)
const sizeAndCountKeys = (text: string) =>
  findMeasures(text)
    .filter((m) => KEPT_KINDS.has(m.kind) && /\p{L}|["”″'’]/u.test(m.text) && !/^[\p{L}\p{N}]/u.test(text.slice(m.end)))
    .map((m) => ({ text: m.text, key: measureKey(m.text) }));
const KEPT_KINDS = new Set(['size', 'count', 'capacity', 'weight']);
/** What comes before a limit (`Up to 256GB`), not a size of the product. */
const UP_TO = /\b(?:up ?to|upto|max(?:imum)?|supports?)\s*$/iu;
const keysIn = (text: string) => new Set(findMeasures(text).map((m) => measureKey(m.text)));

const wordSet = (title: string) => [...new Set(contentWords(title))].sort().join(' ');

/** Title case for the words of a keyword put into the seller's name: their capitals kept. */
const capitalised = (word: string) => (/\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1));

/**
 * The main keyword carried by the name itself, where it can be without a word added beside it:
 * a compound the keyword splits (`Smartwatch` -> `Smart Watch`), or the keyword's first words put
 * before the product noun they describe (`Ink Cartridge` -> `Inkjet Ink Cartridge`).
 */
function nameWithKeyword(lead: string, main: string, parts: NameParts, mainIsType: boolean): string | undefined {
  const keyword = main.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  const keys = keyword.map(tokenKey);
  const ws = lead.split(' ');
  // A lone word (`Stands` for a phone holder) is the product's noun another way: it goes beside it
  // (`Holder/Stand`), never alone after a comma.
  if (keys.length === 1 && parts.head >= 0 && parts.head < ws.length && isProductNoun(keys[0] ?? '') && !/[/([)\]]/u.test(ws[parts.head] ?? '')) {
    const noun = ws[parts.head] ?? '';
    const singular = tokenKey(noun) === noun.toLowerCase();
    return [...ws.slice(0, parts.head), `${noun}/${capitalised(singular ? singularOf(keyword[0] ?? '') : (keyword[0] ?? ''))}`, ...ws.slice(parts.head + 1)].join(' ');
  }
  if (keys.length < 2 || keyword.some((w) => FUNCTION_WORDS.has(w.toLowerCase()) || /^[&+/]$/u.test(w))) return undefined;
  // A compound: `Smartwatch` is `smart` + `watch`.
  const joined = normalizeWord(keys.join(''));
  const at = ws.findIndex((w) => tokenKey(w) === joined && !/[([)\]]/u.test(w));
  if (at >= 0) {
    const singular = tokenKey(ws[at] ?? '') === (ws[at] ?? '').toLowerCase();
    const phrase = (singular ? singularOf(keyword.join(' ')) : keyword.join(' ')).split(' ').map(capitalised).join(' ');
    return [...ws.slice(0, at), phrase, ...ws.slice(at + 1)].join(' ');
  }
  if (!mainIsType || parts.head < 0 || parts.head >= ws.length) return undefined;
  // The keyword's last words are the name's noun phrase (`Ink Cartridge`): its first words go before them.
  for (let tail = keys.length - 1; tail >= 1; tail--) {
    const start = parts.head - tail + 1;
    if (start < 1) continue;
    const matches = keys.slice(keys.length - tail).every((k, i) => tokenKey(ws[start + i] ?? '') === k);
    if (!matches) continue;
    const added = keyword.slice(0, keys.length - tail);
    const have = shownWords(lead);
    if (added.length > 2 || added.some((w) => have.has(tokenKey(w)))) return undefined;
    return [...ws.slice(0, start), ...added.map(capitalised), ...ws.slice(start)].join(' ');
  }
  return undefined;
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

export function planTitles(inputs: TitleInputs): { titles: string[]; dropped: string[]; shownName: string; leftOut: string[] } {
  const { keywords, bulletAttributes, order, max, maxWordRepeats } = inputs;
  const dropped = inputs.segments.filter(promotional).map((s) => s.text);
  const segments = inputs.segments.filter((s) => !promotional(s));
  const [main = '', ...secondary] = keywords;
  const mainIsType = inputs.mainIsType !== false;
  // (A name never ends on a mark the seller's next piece needed: `Robustrion [Anti-Scratch] &`.)
  const name = cutAtRepeat(inputs.name, maxWordRepeats).replace(/[\s&+/|,;:–—-]+$/u, '');
  const heads = [inputs.productHead ?? '', tokenKey(main.split(' ').at(-1) ?? '')].filter((h) => h.length >= 2);
  const parts = nameParts(name, heads);
  // How many of the name's words before its noun are the product's noun (`Drawing Book`: 2).
  const nounWords = (() => {
    const noun = (inputs.productNoun ?? '').split(' ').filter(Boolean);
    let k = 1;
    const compound = (n: number) => isKnownNoun(parts.words.slice(parts.head - n, parts.head + 1).join(' ').toLowerCase());
    while (parts.head - k > 0 && ((k < noun.length && tokenKey(parts.words[parts.head - k] ?? '') === tokenKey(noun[noun.length - 1 - k] ?? '')) || compound(k))) k++;
    return k;
  })();
  const shorten = (room: number) => shortName(parts, room, nounWords, inputs.names);
  const lead = parts.words.slice(0, parts.leadEnd).join(' ');
  // What the name says after its noun phrase (`with Mic`): a bracket it opens with is a piece of its own.
  const qualifier = parts.words.slice(parts.leadEnd).join(' ');
  // Its brackets and each `for …` or `with …` in it are pieces of their own (`for All Sony TV`, `for All LCD LED TVs`).
  // (A bracketed list with a code or number, `(9.2 X 7.6 Inches, 12788)`, stays in its brackets.)
  const qualifierPieces = qualifier
    .split(/\s*([([][^()[\]]+[)\]])\s*/u)
    .flatMap((p) => (/^[([]/u.test(p) ? (/,\s*[^,]*$/u.test(p) && p.slice(1, -1).split(/\s*,\s*/u).some((item) => !/\p{L}{3}/u.test(item)) ? [p] : p.slice(1, -1).split(/\s*,\s*/u)) : p.split(/(?<!\bcompatible)\s+(?=(?:for|with|compatible)\s)/iu)))
    .map((p) => p.trim())
    .filter((p) => /\p{L}|\d/u.test(p));
  const attached = QUALIFIER.test(qualifier.split(' ')[0] ?? '');

  // The sizes and counts of the seller's title: every option keeps them.
  // (`Upto 5GB RAM with RAM Booster` is a limit, not the product's size.)
  let required = [inputs.name, ...segments.map((s) => s.text)].flatMap((text) => sizeAndCountKeys(text).filter((m) => !UP_TO.test(text.slice(0, text.indexOf(m.text)))));
  const pieceOf = (measure: string) => qualifierPieces.find((p) => p.includes(measure)) ?? segments.find((s) => s.text.includes(measure))?.text ?? measure;
  // A segment about the measure (`with 60 Sheets …`) may give the measure alone when it cannot join; `Up to 256GB SD Card Support` may not.
  const aboutMeasure = (piece: string, measure: string) =>
    /^(?:(?:with|includes?|total|pack of|set of)\s+)?$/iu.test(piece.slice(0, piece.indexOf(measure)).trim()) ||
    KEPT_KINDS.has(classifySegment(piece)) ||
    // (`Extended 1.5m Length`: the piece names the dimension the measure gives.)
    /^\s*(?:long|length|wide|width|tall|height|high|thick|thickness|diameter|size)\b/iu.test(piece.slice(piece.indexOf(measure) + measure.length));
  // A short option gives a measure without the same measure again in brackets (`3.9 Feet` of `3.9 Feet (1.2M)`).
  const holder = (measure: string, bare: boolean) => {
    const piece = pieceOf(measure);
    return bare && new RegExp(`^${measure.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*[([][^()[\\]]*\\d[^()[\\]]*[)\\]]$`, 'u').test(piece) ? measure : piece;
  };
  const missingRequired = (title: string, bare = false) => {
    const have = keysIn(title);
    return [...new Set(required.filter((r) => !have.has(r.key)).map((r) => holder(r.text, bare)))];
  };

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

  // A size or count that even the shortest title (brand, product noun, keyword) cannot hold in the
  // policy's length is left out of every option, and the seller is told; the rest stay in all of them.
  const leftOut: string[] = [];
  {
    const smallest = typed(shorten(0));
    let used = codePointLength(smallest) + (keywordIn(smallest) ? 0 : codePointLength(typePiece || main) + SEPARATOR.length);
    for (const r of required) {
      const piece = pieceOf(r.text);
      if (leftOut.includes(piece) || keysIn(smallest).has(r.key)) continue;
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
  const leading = [...(/^(?:for|compatible|suitable|ideal)\b/iu.test(qualifier) ? [qualifier] : []), ...fits, ...(inputs.bulletFeatures ?? [])].slice(0, 2);

  // The seller's own phrases that carry a keyword they asked for (`3-Button` for `3-button`): every option keeps them.
  const wanted = [...new Set([...qualifierPieces, ...segments.map((s) => s.text), ...(inputs.bulletFeatures ?? [])])].filter((p) =>
    (inputs.sellerKeywords ?? []).some((k) => contentWords(k).length > 0 && coveredBy(k, shownWords(p)) && !coveredBy(k, shownWords(lead))),
  );

  const compose = (shown: string, { pieces, limit, bareMeasures = false, withWanted = true }: Option): string => {
    // The seller's own segment that carries the keyword with the name (`Sun and Moon … Trainer Box` for `pokemon tcg sun`) is the type as they wrote it.
    const carrier = keywordIn(shown) ? undefined : [...pieces, ...segments.map((x) => x.text), ...qualifierPieces].find((p) => coveredBy(main, shownWords(`${shown} ${p}`)));
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
    // The type right after the name: the seller's own segment that carries the keyword when the
    // option has one (`Best Lint Shaver for Clothes`), else the keyword; a category goes last.
    let last = '';
    if (!keywordIn(head)) {
      const own = queue.find((p) => coveredBy(main, shownWords(`${head} ${p}`)) && !repeats(p));
      const type = own ?? (typePiece && !repeats(typePiece) ? typePiece : '');
      if (type) {
        out.push(type);
        count(type);
        queue = queue.filter((p) => p !== own);
      } else {
        const missing = main.split(' ').filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !/^[&+/]$/u.test(w) && !seen.has(normalizeWord(w.toLowerCase())));
        // One word missing (`Shavers` of `Lint Shavers` on a lint roller) goes beside the product's noun, never alone at the end.
        const beside = missing.length === 1 ? nameWithKeyword(head, missing[0] ?? '', nameParts(head, heads), true) : undefined;
        if (beside) {
          out[0] = beside;
          count(missing[0] ?? '');
        } else last = repeats(main) || (!/[&,]/u.test(main) && missing.length < contentWords(main).length) ? missing.join(' ') : main;
      }
    }
    const must = missingRequired([...out, ...queue].join(' '), bareMeasures);
    const reserve = (list: readonly string[]) => list.filter(Boolean).reduce((n, p) => n + codePointLength(p) + SEPARATOR.length, 0);
    const length = () => codePointLength(out.join(SEPARATOR));
    const add = (piece: string, room: number) => {
      const ws = contentWords(piece);
      if (ws.length === 0 || ws.every((w) => seen.has(w) || w.split('-').every((p) => seen.has(normalizeWord(p))))) return;
      // A lone word after a comma (`…, Inch`, `…, Remover`) says nothing the title does not.
      if (ws.length === 1 && !/\d/u.test(piece) && (isUnitWord(ws[0] ?? '') || seen.has(ws[0] ?? ''))) return;
      if (repeats(piece)) return;
      // What the name is for or has (`with Mic`) follows it as the seller wrote it, without a comma.
      // So does a bracket the seller put after a phrase (`Mouse Pad (9.2 X 7.6 Inches, 12788)`).
      const joined = (attached && piece === qualifierPieces[0] && out.length === 1) || /^[([]/u.test(piece);
      if (length() + (joined ? 1 : SEPARATOR.length) + codePointLength(piece) > room) return;
      if (joined) out[out.length - 1] = `${out.at(-1) ?? ''} ${piece}`;
      else out.push(piece);
      count(piece);
    };
    for (const piece of queue) add(piece, limit - reserve([...must.filter((m) => !queue.includes(m)), last]));
    for (const piece of missingRequired(out.join(' '), bareMeasures)) add(piece, limit - reserve([last]));
    // A segment about a size that cannot join (it would say a word a third time) gives the size alone (`1 Meter`).
    for (const r of required.filter((m) => !keysIn(out.join(' ')).has(m.key))) {
      const piece = pieceOf(r.text);
      if (piece !== r.text && aboutMeasure(piece, r.text)) add(r.text, limit - reserve([last]));
    }
    if (last && !coveredBy(last, seen)) out.push(last);
    const title = out.join(SEPARATOR);
    return missingRequired(title).length > 0 || codePointLength(title) > limit ? '' : title;
  };

  // The room a name may take beside the pieces an option cannot do without, less what the keyword adds inside it.
  const growth = Math.max(0, codePointLength(typed(lead)) - codePointLength(lead));
  // (A size whose phrase cannot join is given alone, so only the size takes room.)
  const cost = (piece: string) => {
    const alone = required.filter((r) => piece.includes(r.text) && piece !== r.text && aboutMeasure(piece, r.text));
    return alone.length > 0 ? alone.map((r) => r.text).join(SEPARATOR) : piece;
  };
  const mustHave = [...missingRequired(lead).map(cost), ...(keywordIn(typed(lead)) ? [] : [typePiece || main])].filter(Boolean);
  const minimal = codePointLength(shorten(0));
  const roomBeside = (limit: number, pieces: readonly string[]) =>
    Math.max(minimal, limit - pieces.filter(Boolean).reduce((n, p) => n + codePointLength(p) + SEPARATOR.length, 0) - growth);
  const wholeFits = qualifier !== '' && codePointLength(name) + growth <= roomBeside(max, mustHave) + growth;
  const whole = wholeFits ? name : shorten(roomBeside(max, mustHave));
  const rest = wholeFits ? [] : qualifierPieces;
  const short = Math.min(max, SHORT);
  const options: Option[] = [
    // 1. Complete: the name (with what it is for, when it fits), the type, the key facts in the
    // profile's order, what it fits, the seller's features, the keywords that name the type.
    { nameRoom: Infinity, pieces: [...facts, ...rest, ...fits, ...features, ...secondary], limit: max },
    // 2. Short: the brand and product noun, the type and the top two facts.
    { nameRoom: Math.min(SHORT_NAME, roomBeside(short, mustHave)), pieces: facts.slice(0, 2), limit: short, bareMeasures: true, withWanted: false },
    // 3. Feature first: what it fits or does, then the facts.
    { nameRoom: roomBeside(max, [...mustHave, ...leading.slice(0, 1)]), pieces: [...leading, ...bulletAttributes, ...facts], limit: max, withWanted: false },
    // 4. The specification, when those coincide: the name and the facts only.
    { nameRoom: roomBeside(max, mustHave), pieces: facts, limit: max, withWanted: false },
    // 5. The seller's own phrases in their order.
    { nameRoom: roomBeside(max, mustHave), pieces: [...qualifierPieces, ...features, ...fits], limit: max },
    // 6. The shortest honest title: the brand, the product noun and the sizes and counts alone.
    { nameRoom: Math.min(SHORT_NAME, roomBeside(short, mustHave)), pieces: [], limit: short, bareMeasures: true, withWanted: false },
  ];

  const seen = new Set<string>();
  const titles: string[] = [];
  for (const option of options) {
    const title = compose(option.nameRoom === Infinity ? whole : shorten(option.nameRoom), option);
    if (title === '' || seen.has(wordSet(title))) continue;
    seen.add(wordSet(title));
    titles.push(title);
    if (titles.length === 3) break;
  }
  // A title is never missing: the name as it fits.
  if (titles.length === 0) titles.push(cutToLength(typed(shorten(max)), max));
  return { titles, dropped, shownName: whole, leftOut };
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
