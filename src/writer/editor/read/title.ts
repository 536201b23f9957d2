import { COMPOUND_WORD_PATTERN } from '../../../rules/index.js';
import { isColour, isMaterial, isOnlyAdjective, isPersonNoun } from './lexical.js';
import { findMeasures, type MeasureKind } from './measures.js';

/*
 * The seller's title as segments. The first segment names the product (brand and model) and is
 * never cut into; the others are attributes, each classified so a title can be rebuilt in the
 * policy profile's attribute order.
 */

export type AttributeKind = Exclude<MeasureKind, 'other' | 'time' | 'angle'> | 'material' | 'colour' | 'compatibility' | 'audience' | 'feature';

export interface TitleSegment {
  text: string;
  kind: AttributeKind;
}

export interface TitleRead {
  /** The cleaned title. */
  text: string;
  /** The first segment: brand and product, kept whole. */
  name: string;
  segments: TitleSegment[];
}

// (`Kettle,1500W Auto Cut-Off`: a comma before a measure separates; `12,11` and `1,500` do not.)
const SEPARATOR = /^(?:\s*(?:,\s+|;\s*|\s[-–—|/]\s|\s*\|\s*|:\s+|,(?=\p{L}|\d[\d.]*\s?\p{L}))\s*)/u;
/** A bracketed group that ends a segment (`... Cable (Black)`, `Set (86 Pieces), ...`); one inside a phrase stays. */
// (A group with a comma inside, `(9.2 X 7.6 Inches, 12788)`, is a list that stays in its brackets.)
// (A code or number alone, `(11016)`, stays with the words it belongs to.)
const BRACKETED = /\s*[([](?=[^()[\],]*\p{L}{3})([^()[\],]{1,80})[)\]]\s*(?=$|[,;|]|\s[-–—/]\s|\s*[([])/gu;

/** Marks an item of a bracketed list read in place. */
const INLINE_BRACKET = '\u0002';
const BRACKETED_LIST = /\s*[([]([^()[\]]{1,80},[^()[\]]{1,80})[)\]]\s*(?=$|[,;|]|\s[-–—/]\s|\s*[([])/gu;

const words = (text: string) => text.match(COMPOUND_WORD_PATTERN) ?? [];

/** A piece that ends on what the product fits or is for, with the list's first item (`… Cable For Iphone`). */
const OPEN_LIST = /\b(?:for|compatible (?:with|for)|works with|fits)\s+(?:(?:\p{Lu}|\p{N}|\p{Ll}\p{Lu})[^\s,]*(?:,\s*|\s+)|(?:and|or|&)\s+){0,40}(?:\p{Lu}|\p{N}|\p{Ll}\p{Lu})[^\s,]*$/iu;

/**
 * The next item of a list of devices or places (`Ipad And Ipod`, `Tablets & Laptops`, `Android`):
 * a few capitalised words, no colour, measure or bracket. It stays with the list it continues, so
 * nothing is put inside the seller's list.
 */
function continuesList(piece: string, list: string): boolean {
  const ws = piece.split(/\s+/u);
  // (The list's last item, joined by `or` or `and`: `…, Coaches or for Safety Drills PMP58U`.)
  if (ws.length <= 7 && /^\p{Lu}\p{L}*\s+(?:or|and|&)\s+(?:for\s+)?\p{Lu}/u.test(piece) && !/[()[\]]/u.test(piece)) return true;
  // (A model's code goes on the list, `Galaxy M31S`, `Note10 9 8`; a measure or a count starts a piece of its own.)
  const codes = ws.filter((w) => /\d/u.test(w)).length;
  // (Only on a list of models already: `…, for Full HD Recording, 10Y Warranty` is no model.)
  if (codes > 0 && !/\d/u.test(list.slice(list.search(OPEN_LIST)))) return false;
  if (ws.length > (codes * 2 >= ws.length ? 6 : 3) || /[()[\]]/u.test(piece) || findMeasures(piece).some((m) => /\p{L}|["”″'’]/u.test(m.text))) return false;
  // (`Portable` after `Xiaomi` starts a new piece: a list of devices is of nouns; `Pro` and `Mini` are models.)
  return ws.every((w) => /^(?:and|or|&|\/)$/iu.test(w) || (/^\p{Lu}/u.test(w) && (w.length <= 4 || !isOnlyAdjective(w))) || (codes > 0 && /^\d[\p{L}\d,]*$/u.test(w))) && !ws.some((w) => isColour(w)) && classifySegment(piece) === 'feature';
}

/** Sizes as shops name them, alone in a segment. */
const SIZE_NAME = /^(?:(?:extra[- ])?(?:small|medium|large)|x{0,3}[sml]|x{1,3}l|one size|free size|twin|full|queen|king)$/iu;
/** Many colours at once, which WordNet does not list as a colour. */
const MULTICOLOUR = /^multi(?:-?colou?r(?:ed)?)?$/iu;

export function classifySegment(text: string): AttributeKind {
  const lower = text.toLowerCase();
  if (/^(?:compatible|fits|works|for use)\b|^for\s+(?:\p{Lu}|\d)/u.test(text) || /\bcompatible with\b/u.test(lower)) return 'compatibility';
  const ws = words(text);
  if (/^for\s/u.test(lower) && ws.slice(1).some((w) => isPersonNoun(w))) return 'audience';
  // A named model (`iPad Air`, `Galaxy S21`) or a piece with its own brackets is not an attribute to move.
  // (`3.9 Feet (1.2M)`: a bracket that only gives the measure again is no bracket of its own.)
  if (ws.some((w) => /\p{Ll}\p{Lu}/u.test(w)) || /[([]/u.test(text.replace(/\s*[([]\s*\d[^()[\]]*[)\]]/gu, ''))) return 'feature';
  const measures = findMeasures(text);
  if (measures.length > 0) {
    const kind = measures[0]?.kind;
    if (kind === 'size' || kind === 'weight' || kind === 'capacity' || kind === 'count' || kind === 'power') return kind;
  }
  // `3 Jars`, `60 Sports Modes`: a number of things is a count.
  if (/^\d+\s+(?:\p{L}+\s+){0,2}\p{L}+s$/u.test(text)) return 'count';
  // `Small`, `One Size`, `Queen`: a size as shops name it.
  if (SIZE_NAME.test(text)) return 'size';
  if ((ws.length <= 4 && ws.some((w) => isColour(w)) && !ws.some((w) => /\d/u.test(w))) || (ws.length === 1 && MULTICOLOUR.test(ws[0] ?? ''))) return 'colour';
  if (ws.length <= 5 && ws.some((w) => isMaterial(w))) return 'material';
  return 'feature';
}

/** Splits at a separator only outside brackets (`(6 Feet / 1.8 Meter)` stays whole), keeping each piece's separator. */
function splitOutsideBrackets(text: string, separator: RegExp): { text: string; before: string }[] {
  const out: { text: string; before: string }[] = [];
  let depth = 0;
  let start = 0;
  let before = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    const match = separator.exec(text.slice(i));
    if (match?.index === 0 && match[0].length > 0) {
      out.push({ text: text.slice(start, i), before });
      before = match[0];
      start = i + match[0].length;
      i = start - 1;
    }
  }
  out.push({ text: text.slice(start), before });
  return out;
}

export function readTitle(clean: string): TitleRead {
  const bracketed: string[] = [];
  const flat = clean
    // `Laptop(8GB/512GB …)`: a bracket glued to a word opens a group of its own.
    .replace(/(?<=\p{L}{2})(?=[([]\S)/gu, ' ')
    // `… For Iphone, Ipad And Ipod. Fast Charging Cable`: a sentence's stop inside a title separates like a comma.
    .replace(/(?<!\b(?:Inc|Ltd|Corp|No|Vol|Approx|Mr|Mrs|Dr|Jr|Sr|St|[Vv]s|[Ee]tc))(?<=\p{Ll}{2}|\))\.\s+(?=\p{Lu})/gu, ', ')
    .replace(BRACKETED, (_m, inner: string) => {
      bracketed.push(inner.trim());
      return ', ';
    })
    // `Redmi 10A (Charcoal Black, 4GB RAM, 64GB Storage)`: a bracketed list of attributes, each a
    // word or more, gives its items; one with a bare code or number (`(9.2 X 7.6 Inches, 12788)`) stays whole.
    .replace(BRACKETED_LIST, (whole, inner: string) => {
      // (`1,477 Pieces`: a thousands separator is no comma of the list.)
      const items = inner.split(/\s*,(?!\d{3}(?!\d))\s*/u);
      // (A measure is an attribute too: `Poco F1 (2M, Grey)` is a cable of 2 m in grey, not the phone.)
      const measureOnly = (item: string) => findMeasures(item).some((m) => m.text.trim() === item.trim() && /\p{L}|["”″]/u.test(m.text));
      if (items.length < 2 || !items.every((item) => /\p{L}{3}/u.test(item) || measureOnly(item))) return whole;
      // (In place, marked as bracketed: they follow what they describe, and a lowercase one starts no continuation.)
      return `, ${items.map((item) => `${INLINE_BRACKET}${item.trim()}`).join(', ')}, `;
    })
    // A bracket the seller never closed separates like a comma.
    .replace(/\s*[([](?![^()[\]]*[)\]])\s*|(?<!\([^()]*)\)\s*/gu, ', ');
  const parts = splitOutsideBrackets(flat, SEPARATOR)
    .map((p) => ({ ...p, text: p.text.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '').trim() }))
    .filter((p) => /[\p{L}\p{N}]/u.test(p.text));
  // `iPhone 13, 12,11, X, 8` or `3 / 3T / 5`: pieces of a list too small to stand alone stay with
  // the piece before, joined as the seller joined them.
  const merged: string[] = [];
  const pieces = parts.map((p) => (p.text.startsWith(INLINE_BRACKET) ? { ...p, text: p.text.slice(INLINE_BRACKET.length), bracket: true } : p));
  for (const part of [...pieces, ...bracketed.map((text) => ({ text, before: ', ', bracket: true }))]) {
    // A piece that starts in lowercase (`For notes, reminders, study`) continues the list before it too.
    const previous = merged.at(-1);
    const listGoesOn = previous !== undefined && !('bracket' in part) && /^,\s*$/u.test(part.before) && OPEN_LIST.test(previous) && continuesList(part.text, previous);
    // (A list's joining word is no word of its own: `10 and XP` of `Windows - 7, 8, 8.1, 10 and XP` is a small piece too.)
    if (merged.length > 0 && (listGoesOn || (!/\p{L}{3}/u.test(part.text.replace(/(?<![\p{L}])(?:and|or)(?![\p{L}])/giu, ' ')) && !('bracket' in part)) || (/^\p{Ll}/u.test(part.text) && !('bracket' in part)))) merged[merged.length - 1] += `${part.before.trimStart() === part.before ? part.before : ` ${part.before.trim()} `}${part.text}`;
    else merged.push(part.text);
  }
  // `Sherlock Holmes - The Challenge of Irene Adler`: a capitalised feature after a dash or colon
  // continues the name; nothing may be put between its parts.
  let name = merged[0] ?? clean;
  const continuation = flat.slice(name.length).match(/^\s*(?:\s[-–—]\s|:\s)/u);
  const second = merged[1];
  // (`Amazon Brand - Solimo 65W … Cable`: a store's label for its own brand names nothing alone; the
  // brand and the product come after the dash.)
  const brandLabel = /^\p{Lu}[\p{L}'’.&]*\s+Brand$/u.test(name) && /^\s[-–—]\s/u.test(continuation?.[0] ?? '');
  if (continuation && second && (brandLabel || (classifySegment(second) === 'feature' && /^(?:(?:The|A|An)\s|\p{Lu}\p{Ll}+\s\p{Lu})/u.test(second) && !/\d/u.test(second)))) {
    name = `${name}${continuation[0]}${second}`;
    merged.splice(1, 1);
  }
  const segments = merged.slice(1)
    .map((text) => text.replace(/^(?:and|with|plus|&)\s+/iu, ''))
    .filter((text) => /[\p{L}\p{N}]/u.test(text))
    .map((text) => ({ text, kind: classifySegment(text) }));
  return { text: clean, name, segments };
}
