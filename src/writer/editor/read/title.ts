import { COMPOUND_WORD_PATTERN } from '../../../rules/index.js';
import { isColour, isMaterial, isPersonNoun } from './lexical.js';
import { findMeasures, type MeasureKind } from './measures.js';

/*
 * The seller's title as segments. The first segment names the product (brand and model) and is
 * never cut into; the others are attributes, each classified so a title can be rebuilt in the
 * policy profile's attribute order.
 */

export type AttributeKind = Exclude<MeasureKind, 'other' | 'time' | 'power' | 'angle'> | 'material' | 'colour' | 'compatibility' | 'audience' | 'feature';

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

const SEPARATOR = /^(?:\s*(?:,\s+|;\s*|\s[-–—|/]\s|\s*\|\s*|:\s+|,(?=\p{L}))\s*)/u;
/** A bracketed group that ends a segment (`... Cable (Black)`, `Set (86 Pieces), ...`); one inside a phrase stays. */
// (A group with a comma inside, `(9.2 X 7.6 Inches, 12788)`, is a list that stays in its brackets.)
// (A code or number alone, `(11016)`, stays with the words it belongs to.)
const BRACKETED = /\s*[([](?=[^()[\],]*\p{L}{3})([^()[\],]{1,80})[)\]]\s*(?=$|[,;|]|\s[-–—/]\s|\s*[([])/gu;

const words = (text: string) => text.match(COMPOUND_WORD_PATTERN) ?? [];

export function classifySegment(text: string): AttributeKind {
  const lower = text.toLowerCase();
  if (/^(?:compatible|fits|works|for use)\b|^for\s+(?:\p{Lu}|\d)/u.test(text) || /\bcompatible with\b/u.test(lower)) return 'compatibility';
  const ws = words(text);
  if (/^for\s/u.test(lower) && ws.slice(1).some((w) => isPersonNoun(w))) return 'audience';
  // A named model (`iPad Air`, `Galaxy S21`) or a piece with its own brackets is not an attribute to move.
  if (ws.some((w) => /\p{Ll}\p{Lu}/u.test(w)) || /[([]/u.test(text)) return 'feature';
  const measures = findMeasures(text);
  if (measures.length > 0) {
    const kind = measures[0]?.kind;
    if (kind === 'size' || kind === 'weight' || kind === 'capacity' || kind === 'count') return kind;
  }
  if (ws.length <= 4 && ws.some((w) => isColour(w)) && !ws.some((w) => /\d/u.test(w))) return 'colour';
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
    .replace(BRACKETED, (_m, inner: string) => {
      bracketed.push(inner.trim());
      return ', ';
    })
    // A bracket the seller never closed separates like a comma.
    .replace(/\s*[([](?![^()[\]]*[)\]])\s*|(?<!\([^()]*)\)\s*/gu, ', ');
  const parts = splitOutsideBrackets(flat, SEPARATOR)
    .map((p) => ({ ...p, text: p.text.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '').trim() }))
    .filter((p) => /[\p{L}\p{N}]/u.test(p.text));
  // `iPhone 13, 12,11, X, 8` or `3 / 3T / 5`: pieces of a list too small to stand alone stay with
  // the piece before, joined as the seller joined them.
  const merged: string[] = [];
  for (const part of [...parts, ...bracketed.map((text) => ({ text, before: ', ', bracket: true }))]) {
    // A piece that starts in lowercase (`For notes, reminders, study`) continues the list before it too.
    if (merged.length > 0 && (!/\p{L}{3}/u.test(part.text) || (/^\p{Ll}/u.test(part.text) && !('bracket' in part)))) merged[merged.length - 1] += `${part.before.trimStart() === part.before ? part.before : ` ${part.before.trim()} `}${part.text}`;
    else merged.push(part.text);
  }
  // `Sherlock Holmes - The Challenge of Irene Adler`: a capitalised feature after a dash or colon
  // continues the name; nothing may be put between its parts.
  let name = merged[0] ?? clean;
  const continuation = flat.slice(name.length).match(/^\s*(?:\s[-–—]\s|:\s)/u);
  const second = merged[1];
  if (continuation && second && classifySegment(second) === 'feature' && /^(?:The|A|An|\p{Lu}\p{Ll}+\s\p{Lu})/u.test(second) && !/\d/u.test(second)) {
    name = `${name}${continuation[0]}${second}`;
    merged.splice(1, 1);
  }
  const segments = merged.slice(1)
    .map((text) => text.replace(/^(?:and|with|plus|&)\s+/iu, ''))
    .filter((text) => /[\p{L}\p{N}]/u.test(text))
    .map((text) => ({ text, kind: classifySegment(text) }));
  return { text: clean, name, segments };
}
