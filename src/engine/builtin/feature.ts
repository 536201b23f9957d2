import { FUNCTION_WORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import type { BulletFact, ListingAnalysis } from './analysis.js';
import { article, lowerInSentence, sentenceFromHeader } from './casing.js';
import { isAdjectiveWord, isVerbWord } from './parse.js';
import { nounPhrases } from './phrases.js';
import { contentNorms } from './wording.js';

/*
 * What one seller bullet is about, as a noun phrase the connective sentences can name (`front
 * grill`, `two quartz heating tubes`), with its number and, when the seller said it, what it is
 * for (`front grill for safety` -> purpose `safety`). Every word is the seller's.
 */

export interface Feature {
  /** The phrase as it reads inside a sentence. */
  text: string;
  plural: boolean;
  /** An uncountable noun (`portability`, `storage`): no article. */
  mass: boolean;
  /** What the seller says it is for, when they said so. */
  purpose?: string;
  norms: string[];
}

const MASS_ENDING = /(?:ity|ness|ion|ment|ance|ence|ship|ure|age|ware|ics|ing|ism|th|ery)$/u;
const MASS_WORDS: ReadonlySet<string> = new Set(['safety', 'comfort', 'support', 'protection', 'sound', 'audio', 'power', 'control', 'design', 'quality', 'wifi', 'bluetooth', 'performance', 'charging', 'connectivity', 'storage', 'warranty', 'stability', 'resolution', 'brightness', 'ink', 'water', 'air', 'heat', 'steam', 'foam', 'paint', 'glue', 'oil', 'hair', 'skin', 'food', 'milk', 'coffee', 'tea', 'sugar', 'salt', 'music', 'fun', 'bass', 'suction', 'noise', 'light', 'fabric', 'leather', 'cotton', 'wool', 'silk', 'plastic', 'steel', 'metal', 'wood', 'glass', 'rubber', 'silicone', 'clay', 'dough', 'slime', 'glitter', 'sand']);
const COUNTABLE_EXCEPTIONS: ReadonlySet<string> = new Set(['ring', 'string', 'wing', 'spring', 'sling', 'fitting', 'setting', 'building', 'cushion', 'station', 'version', 'edition', 'option', 'button', 'function', 'section', 'position', 'lotion', 'potion', 'portion', 'cartridge', 'bag', 'badge', 'page', 'stage', 'cage', 'gauge', 'image', 'sausage', 'bandage', 'package', 'adapter', 'battery', 'gallery', 'lottery', 'path', 'cloth', 'mouth', 'tooth', 'booth', 'feature', 'picture', 'fixture', 'mixture', 'structure', 'closure', 'figure', 'texture', 'sculpture', 'signature', 'temperature', 'capsule', 'device', 'piece', 'entry', 'try', 'berry', 'cherry', 'lorry', 'sentry', 'pantry', 'country', 'ferry', 'jury']);
const NOT_PLURAL = /(?:ss|us|is|ous|news|series|species|lens|canvas|chassis|atlas|bias|gas|bus|yes|always|plus|physics|electronics)$/u;
const LABELS = /(?:\s(?:details|features|essentials|highlights|at a glance|design)$)|^(?:please note|note|what you get|in the box|package (?:includes?|contents?)|what'?s in the box|box contents?|product|specifications?|technical specifications?|details?|features?|description|others?|misc|general|info|information)$/iu;

/** Simple English plural: `cable` -> `cables`, `battery` -> `batteries`; phrases with a preposition are left alone. */
export function pluralOf(phrase: string): string | undefined {
  const words = phrase.split(' ');
  if (words.some((w) => FUNCTION_WORDS.has(w.toLowerCase()) || /[&/]/.test(w))) return undefined;
  const last = words[words.length - 1] ?? '';
  if (!/^[\p{L}]+$/u.test(last) || last.length < 2) return undefined;
  if (isPluralWord(last)) return phrase;
  const lower = last.toLowerCase();
  if (MASS_ENDING.test(lower) && !COUNTABLE_EXCEPTIONS.has(lower)) return undefined;
  let plural: string;
  if (/(?:s|sh|ch|x|z)$/u.test(lower)) plural = `${last}es`;
  else if (/[^aeiou]y$/u.test(lower)) plural = `${last.slice(0, -1)}ies`;
  else if (/(?:fe)$/u.test(lower) && lower !== 'safe') plural = `${last.slice(0, -2)}ves`;
  else plural = `${last}s`;
  if (/\p{Lu}{2,}/u.test(last)) plural = `${last}s`;
  return [...words.slice(0, -1), plural].join(' ');
}

/** `batteries` -> `battery`, `boxes` -> `box`, `pens` -> `pen`. */
export function singularOf(word: string): string {
  if (/ies$/iu.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/iu.test(word)) return word.slice(0, -2);
  if (/[^su]s$/iu.test(word)) return word.slice(0, -1);
  return word;
}

export function isPluralWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:men|women|children|people|feet|teeth|mice|kids|clothes|glasses|scissors|pants|jeans|shorts|headphones|earphones|earbuds)$/u.test(lower)) return true;
  return lower.length > 3 && lower.endsWith('s') && !NOT_PLURAL.test(lower);
}

export function isMassWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (MASS_WORDS.has(lower)) return true;
  return lower.length > 4 && MASS_ENDING.test(lower) && !COUNTABLE_EXCEPTIONS.has(lower) && !isPluralWord(lower);
}

/** `a front grill`, `two quartz heating tubes`, `easy portability`. */
export function withArticle(f: Pick<Feature, 'text' | 'plural' | 'mass'>): string {
  if (f.plural || f.mass || /^\d/.test(f.text) || /^(?:two|three|four|five|six|seven|eight|nine|ten|dual|twin|multiple|several|many|all|every|each)\b/iu.test(f.text)) return f.text;
  return `${article(f.text)} ${f.text}`;
}

function cleanPhrase(text: string): string {
  return text
    .replace(/[()[\]{}"“”]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:\-–—&+/]+|[\s,;:\-–—&+/.]+$/gu, '')
    .trim();
}

/** A noun phrase a frame can name: 1 to 5 words, ending on a noun, starting on no verb or connector. */
export function readsAsNounPhrase(text: string, firstIsNoun = false): boolean {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || text.length > 48) return false;
  if (LABELS.test(text)) return false;
  const first = (words[0] ?? '').toLowerCase();
  const last = (words[words.length - 1] ?? '').toLowerCase();
  if (FUNCTION_WORDS.has(first) || FUNCTION_WORDS.has(last) || /\d$/u.test(last)) return false;
  if (words.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()) || /^(?:super|very|high-?quality|premium|superior)$/iu.test(w))) return false;
  if (isVerbWord(first) && !firstIsNoun && !/(?:ing)$/u.test(first) && !NOUN_VERBS.has(first) && words.length > 1) return false;
  if (words.slice(1).some((w) => /^(?:to|your|you|it|is|are|can|will|the|a|an|this|that)$/iu.test(w))) return false;
  if (words.some((w) => /^(?:not|no|never|just|only|also|very|simply|easily|always|down|up|upto|out|off|into|onto|on|at)$/iu.test(w))) return false;
  // `just insert the battery`: a verb inside is a clause, not a name for a thing.
  if (words.slice(1, -1).some((w) => isVerbWord(w.toLowerCase()) && !/ing$/iu.test(w) && !NOUN_VERBS.has(w.toLowerCase()))) return false;
  if (words.length > 1 && isAdjectiveWord(first) && /^(?:for|with|in|on|to|of)$/iu.test(words[1] ?? '')) return false;
  if (/^(?:free|proof|resistant|safe|friendly|based|powered|driven|compatible|ready)$/u.test(first)) return false;
  if (/(?:proof|free|resistant|friendly|less|able|ible|ful)$/u.test(last) || /^(?:anti|non)\b/u.test(first)) return false;
  if (/(?:ed|ly)$/u.test(last) || (isAdjectiveWord(last) && !MASS_WORDS.has(last) && last !== 'light') || (isVerbWord(last) && !/(?:ing|s)$/u.test(last) && words.length === 1)) return false;
  return /\p{L}{2,}/u.test(text);
}

/** Nouns compromise also knows as verbs, common at the front of a feature (`carry handle`, `touch screen`). */
const NOUN_VERBS: ReadonlySet<string> = new Set([
  'carry', 'touch', 'travel', 'control', 'support', 'grip', 'hook', 'lift', 'slide', 'cover', 'mount', 'zoom', 'drive', 'handle',
  'charge', 'grill', 'spray', 'pump', 'drain', 'step', 'pull', 'push', 'cut', 'rest', 'twist', 'snap', 'roll', 'seal', 'brush', 'flip', 'swing', 'stack', 'clamp', 'remote',
]);

const PURPOSE = /^(.{3,48}?)\s+for\s+((?:easy\s+|better\s+|extra\s+|added\s+|more\s+|your\s+|quick\s+)?[\p{L}-]{3,}(?:\s+[\p{L}-]{3,})?)\.?$/iu;

function purposeSplit(text: string): { left: string; purpose: string } | undefined {
  const m = PURPOSE.exec(cleanPhrase(text));
  if (!m) return undefined;
  const purpose = (m[2] ?? '').toLowerCase();
  const head = purpose.split(' ').pop() ?? '';
  if (!isMassWord(head) || /\d/.test(purpose)) return undefined;
  return { left: m[1] ?? '', purpose };
}

function make(text: string, purpose?: string): Feature {
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  const plural = isPluralWord(last) || /\s(?:and|&)\s/u.test(text);
  const feature: Feature = { text, plural, mass: !plural && isMassWord(last), norms: contentNorms(text) };
  if (purpose) feature.purpose = purpose;
  return feature;
}

/** The feature a bullet is about: its purpose split, its header, or its strongest noun phrase. */
export function featureOf(a: ListingAnalysis, fact: BulletFact, header: string): Feature | undefined {
  const sentence = fact.sentences.length === 1 ? (fact.sentences[0] ?? '') : '';
  const lower = (text: string) => lowerInSentence(cleanPhrase(text));
  const split = sentence.split(' ').length <= 9 ? purposeSplit(sentence) : undefined;
  if (split && readsAsNounPhrase(lower(split.left))) return make(lower(split.left), split.purpose);
  const headerSplit = purposeSplit(sentenceFromHeader(fact.header || header));
  if (headerSplit && readsAsNounPhrase(lower(headerSplit.left))) return make(lower(headerSplit.left), headerSplit.purpose);
  const fromHeader = lower(sentenceFromHeader(fact.header || header));
  const single = !fromHeader.includes(' ');
  // compromise read the seller's own fragment: `Comfort grip` opens on a noun, `Enlarge capacity` on a verb.
  const opening = fact.parsed[0]?.tokens[0];
  const nounFirst = !fact.header && opening !== undefined && opening.noun && !opening.verb && fromHeader.startsWith(opening.lower);
  // `Warranty:`, `Size:`, `Durability:` label the bullet; neither they nor its nouns are one feature.
  if (fact.header && single) return undefined;
  if (readsAsNounPhrase(fromHeader, nounFirst) && !/\d/.test(fromHeader) && !(single && isMassWord(fromHeader))) return make(fromHeader);
  // `Warranty:`, `Durability:` label the bullet; its nouns are not one feature.
  if (fact.header && single) return undefined;
  // A seller header that names no thing (`Spot clean`, `Easy to use`): the bullet's nouns are not its feature either.
  if (fact.header && !readsAsNounPhrase(fromHeader)) return undefined;
  const name = new Set(contentNorms(a.title.productName));
  // Only the subject of the first sentence names the feature: later nouns are objects (`pushes out leftover pulp`).
  const subject = fact.parsed[0] ? nounPhrases(fact.parsed[0]).filter((p) => p.at <= 2) : [];
  for (const p of subject) {
    const text = lower(p.text);
    const n = text.split(' ').length;
    if (n < 2 || n > 4 || p.hasValue || p.hasInnerVerb || /\d/.test(text) || !readsAsNounPhrase(text)) continue;
    if (p.norms.every((w) => name.has(w))) continue;
    return make(text);
  }
  if (readsAsNounPhrase(fromHeader) && !/\d/u.test(fromHeader)) return make(fromHeader);
  return undefined;
}
