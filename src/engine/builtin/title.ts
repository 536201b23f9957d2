import { codePointLength } from '../../listing/counting.js';
import { trimToLimit } from '../../listing/fix/trim.js';
import type { ResolvedLimits } from '../../listing/limits.js';
import type { ListingAnalysis } from './analysis.js';
import { sentenceFromHeader, titleCase, titleWordCase } from './casing.js';
import { isBannedSentence, removeBannedPhrases } from './clean.js';
import { onlyNegatedPhrase } from './negated.js';
import { isVerbWord } from './parse.js';
import { containsPhrase, contentNorms, coveredBy, normWords, RepeatCounter } from './wording.js';
import { FUNCTION_WORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import { readsAsNounPhrase } from './feature.js';
import { COLOURS } from './specs.js';

/*
 * Titles: the seller's product phrase first, the main keyword as early as it can go, then specs,
 * secondary keywords and features from the seller's own text until the profile's target length.
 * Variants differ in what they put first, so sellers can choose and competitors differ.
 */

/** Characters the title policy forbids, and decorations allowed only next to a number. */
function sanitize(text: string): string {
  return text
    .replace(/[!$?_{}^¬¦©®™“”‘’„«»]|(?<!\d)"/gu, (c) => (c === '’' || c === '‘' ? "'" : ' '))
    .replace(/[~<>](?!\s?\d)/gu, ' ')
    .replace(/#(?!\d)/gu, ' ')
    .replace(/(?<!\d\s?)\*|\*(?!\s?\d)/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,;:])(?!\d)/g, '$1')
    .replace(/^[\s,;:\-–—|]+|(?<!\d)[\s,;:\-–—|&+]+$|[\s,;:\-–—|&]+$/gu, '')
    .trim();
}

/** A keyword as it should read in a title: the seller's capitals kept, otherwise Title Case. */
function keywordCase(keyword: string): string {
  return /\p{Lu}/u.test(keyword) ? titleWordCase(keyword) : titleCase(keyword);
}

/**
 * The part of the keyword to append after a phrase that already has its first words: `Terra by
 * Battat` + `terra battat dinosaur` -> `Dinosaur`. A keyword whose missing words are not at its end
 * is appended whole, so it still reads as a phrase.
 */
function missingTail(kw: string, have: ReadonlySet<string>): string {
  const parts = kw.split(' ');
  let cut = 0;
  while (cut < parts.length - 1 && have.has(normWords(parts[cut] ?? '')[0] ?? '')) cut++;
  const tail = parts.slice(cut);
  return tail.every((w) => !have.has(normWords(w)[0] ?? '')) ? tail.join(' ') : kw;
}

interface Opening {
  text: string;
  /** The part of the seller's first segment moved after the keyword. */
  rest: string;
  /** Specs that trailed the product noun in the seller's lead, as segments. */
  tail?: string[];
}

/** `Black 800w 2 Heat Settings 2 Year Product Warranty` -> `Black`, `800w`, `2 Heat Settings`, `2 Year Product Warranty`. */
export function splitTail(tail: string): string[] {
  const words = tail.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  // A tail that starts with a connector (`with Cup Holder`) is one phrase.
  if (FUNCTION_WORDS.has((words[0] ?? '').toLowerCase())) return [words.join(' ')];
  const segments: string[][] = [];
  let previousColour = false;
  for (const word of words) {
    const colour = COLOURS.has(word.toLowerCase());
    const current = segments[segments.length - 1];
    // A number starts a segment, unless it continues a dimension (`10 x 20`) or follows a bare number.
    const numberStart = /^\d/u.test(word) && current !== undefined && !/^(?:x|×|[\d.,]+)$/iu.test(current[current.length - 1] ?? '');
    if (!current || numberStart || colour !== previousColour) segments.push([word]);
    else current.push(word);
    previousColour = colour;
  }
  return segments.map((s) => s.join(' '));
}

/**
 * The lead with the main keyword worked in: before the lead's own product noun when it has one
 * (`Havells Bero Quartz Heater` + `electric heaters` -> `Havells Bero Quartz Electric Heater`), its
 * trailing specs split off as segments.
 */
function keywordInLead(lead: string, kw: string): Opening | undefined {
  const words = lead.split(' ');
  const kwWords = kw.replace(/_/g, ' ').split(/\s+/u).filter(Boolean);
  const head = normWords(kwWords[kwWords.length - 1] ?? '')[0] ?? '';
  let at = -1;
  words.forEach((w, i) => {
    if (at < 0 && i >= 1 && normWords(w)[0] === head && normWords(w).length === 1) at = i;
  });
  if (at < 1) return undefined;
  const have = new Set(normWords(words.slice(0, at + 1).join(' ')));
  const modifiers = kwWords.slice(0, -1);
  const needed = modifiers.map((w) => normWords(w).length > 0 && !normWords(w).every((n) => have.has(n)));
  // `&` and `and` stay between two words that go in: `Sorting & Stacking`.
  const missing = modifiers.filter((w, i) => needed[i] || (normWords(w).length === 0 || /^(?:and|or)$/iu.test(w) ? (needed[i - 1] ?? false) && (needed[i + 1] ?? false) : false));
  const text = [...words.slice(0, at), ...missing, words[at] ?? ''].join(' ');
  return { text, rest: '', tail: splitTail(words.slice(at + 1).join(' ')) };
}

function openingOptions(a: ListingAnalysis): Opening[] {
  const kw = keywordCase(a.keywords.main);
  const lead = sanitize(removeBannedPhrases(a.title.lead));
  const name = sanitize(removeBannedPhrases(a.title.productName));
  const brand = a.title.brand;
  const options: Opening[] = [];
  if (!kw) return [{ text: lead, rest: '' }, { text: name, rest: '' }];
  const leadWords = new Set(normWords(lead));
  const inserted = keywordInLead(lead, kw);
  if (containsPhrase(lead, kw) || coveredBy(kw, leadWords)) {
    const nameCovers = coveredBy(kw, new Set(normWords(name)));
    const rest = lead.startsWith(name) ? lead.slice(name.length).trim() : '';
    // The name first, the lead's trailing specs as their own segments.
    if (nameCovers && rest && name.split(' ').length >= 2) options.push({ text: name, rest: '', tail: splitTail(rest) });
    else options.push({ text: lead, rest: '' });
  } else if (inserted) options.push(inserted);
  else if (name !== lead && !lead.startsWith(name) && keywordInLead(name, kw)) {
    // The lead is only the brand (`Big Joe`); the name borrowed the product from the next segment.
    options.push({ ...(keywordInLead(name, kw) as Opening), tail: [] });
  } else if (brand && lead.startsWith(brand) && lead.length > brand.length) {
    options.push({ text: `${brand} ${kw}`, rest: lead.slice(brand.length).trim() });
  } else if (lead.split(' ').length <= 5) options.push({ text: `${lead} ${missingTail(kw, leadWords)}`, rest: '' });
  else options.push({ text: `${name} ${kw}`, rest: name !== lead && lead.startsWith(name) ? lead.slice(name.length).replace(/^[\s,;:-]+/, '') : '' });
  // Shorter fallbacks for short title policies.
  if (name !== lead) {
    const fromName = keywordInLead(name, kw);
    if (fromName) options.push({ ...fromName, tail: [] });
    options.push({ text: containsPhrase(name, kw) ? name : `${name} ${kw}`, rest: '' });
  }
  if (brand) options.push({ text: `${brand} ${kw}`, rest: '' });
  options.push({ text: kw, rest: '' });
  return options;
}

/** `Helps Children`: compromise calls it a noun phrase, but it opens with a verb. */
function startsWithVerb(phrase: string): boolean {
  const first = (phrase.split(' ')[0] ?? '').toLowerCase();
  return /s$/.test(first) && isVerbWord(first);
}

/** Headers that label a bullet rather than name a feature. */
export const LABEL_HEADERS =
  /^(?:please note|what you get|in the box|package (?:includes?|contents?)|what'?s in the box|colou?r(?: name)?|material(?: type)?|model(?: name| number)?|brand|item weight|product dimensions|dimensions|weight|size|capacity|voltage|wattage|power|warranty(?: information)?|included components|compatible devices|connectivity(?: technology)?|special features?|style|pattern|form factor|hardware platform|operating system|fit type|type)$/iu;

interface Candidate {
  text: string;
  kind: 'tail' | 'rest' | 'spec' | 'secondary' | 'feature' | 'header' | 'phrase' | 'audience' | 'more';
}

const WEAK_START = /^(?:most|one|some|any|all|many|more|less|full|each|every|other|same|such|own|its|their|your|our|this|that|these|those|can|will|may|earlier|later|ideal|perfect|best|great|good|high|quality)\b/iu;

/** A bullet phrase fit for a title segment: a noun phrase of 2 to 4 words with no claim and no fragment. */
function titlePhrase(text: string): boolean {
  const words = text.split(' ');
  if (words.length < 2 || words.length > 4 || WEAK_START.test(text) || startsWithVerb(text)) return false;
  if (words.some((w) => (w.length === 1 && !/\d/u.test(w)) || /^(?:i|ii|iii|iv|v|vi)\)?$/iu.test(w) || /-$/u.test(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()))) return false;
  return readsAsNounPhrase(text.toLowerCase());
}

/** True when the seller only ever uses the phrase, or each of its words, inside a negation. */
function onlyNegated(a: ListingAnalysis, phrase: string): boolean {
  const words = (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
  return (words.length > 0 && words.every((w) => a.negatedOnly.has(w))) || onlyNegatedPhrase(a.sellerText, a.negations, phrase);
}

function candidates(a: ListingAnalysis, rest: string, tail: readonly string[]): Candidate[] {
  const list: Candidate[] = [];
  for (const t of tail) list.push({ text: t, kind: 'tail' });
  if (rest) list.push({ text: rest, kind: 'rest' });
  for (const spec of a.title.specs.slice(0, 6)) list.push({ text: spec, kind: 'spec' });
  // `voice` from `(Without Voice)` would tell buyers the opposite as a segment of its own.
  for (const kw of a.keywords.secondary) if (!onlyNegated(a, kw)) list.push({ text: keywordCase(kw), kind: 'secondary' });
  for (const feature of a.title.features) list.push({ text: feature, kind: 'feature' });
  for (const bullet of a.bullets) {
    const words = bullet.header.split(/\s+/).length;
    if (!bullet.header || words > 5 || LABEL_HEADERS.test(bullet.header) || bullet.header.split(' ').some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()))) continue;
    // A label with a short value says more as one segment: `Refresh Rate 60 Hertz`.
    const body = (bullet.sentences[0] ?? '').replace(/[.!?]+$/u, '');
    const repeats = normWords(body).some((w) => normWords(bullet.header).includes(w) && !/\d/u.test(w));
    if (bullet.sentences.length === 1 && /\d/u.test(body) && body.split(' ').length <= 4 && !body.includes(':') && !repeats) list.push({ text: titleCase(`${sentenceFromHeader(bullet.header)} ${body}`), kind: 'header' });
    else if (words >= 2) list.push({ text: titleCase(sentenceFromHeader(bullet.header)), kind: 'header' });
  }
  for (const bullet of a.bullets) {
    // A short verbless bullet is a title segment as it stands: `Carry Handle for Easy Portability`.
    const only = bullet.sentences.length === 1 && !bullet.header ? (bullet.sentences[0] ?? '').replace(/[.!?]+$/u, '') : '';
    const words = only.split(' ');
    if (only && words.length >= 2 && words.length <= 6 && !/[,;:()]/u.test(only) && !startsWithVerb(only) && !(bullet.parsed[0]?.tokens ?? []).some((t) => t.pronoun || t.copula || t.auxiliary)) {
      list.push({ text: titleCase(only.toLowerCase()), kind: 'header' });
    }
  }
  for (const bullet of a.bullets) {
    const phrase = bullet.phrases.find((p) => !p.hasInnerVerb && titlePhrase(p.text));
    if (phrase) list.push({ text: titleCase(phrase.text), kind: 'phrase' });
  }
  for (const bullet of a.bullets) {
    for (const p of bullet.phrases.slice(1)) if (!p.hasInnerVerb && titlePhrase(p.text)) list.push({ text: titleCase(p.text), kind: 'more' });
  }
  const audience = a.audiences.find((x) => x.split(' ').length <= 5);
  if (audience) list.push({ text: `for ${titleCase(audience)}`.replace(/^for for /i, 'for '), kind: 'audience' });
  return list;
}

const ORDERS: readonly (readonly Candidate['kind'][])[] = [
  ['tail', 'rest', 'spec', 'secondary', 'feature', 'audience', 'header', 'phrase', 'more'],
  ['tail', 'secondary', 'rest', 'feature', 'header', 'spec', 'audience', 'phrase', 'more'],
  ['tail', 'rest', 'header', 'secondary', 'spec', 'phrase', 'feature', 'audience', 'more'],
];

const SEPARATOR_STYLES: readonly (readonly [first: string, rest: string])[] = [
  [' - ', ', '],
  [', ', ', '],
  [' – ', ', '],
];

function unbalanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g) || count(/"/g) % 2 === 1 && !/\d"/.test(text);
}

interface Composed {
  opening: string;
  separators: readonly [string, string];
  parts: string[];
}

function render(c: Composed): string {
  return c.parts.reduce((title, part, i) => `${title}${i === 0 ? c.separators[0] : c.separators[1]}${part}`, c.opening);
}

function compose(a: ListingAnalysis, limits: ResolvedLimits, maxRepeats: number, variant: number, openingShift = 0): Composed {
  const { max, target } = limits.title;
  const options = openingOptions(a);
  const fitting = options.filter((o) => codePointLength(o.text) <= max);
  const opening = fitting[Math.min(openingShift, fitting.length - 1)] ?? options[options.length - 1] ?? { text: '', rest: '' };
  const counter = new RepeatCounter(maxRepeats);
  let text = sanitize(counter.prune(opening.text));
  if (codePointLength(text) > max) text = trimToLimit(text, max);
  counter.add(text);
  const covered = new Set(normWords(text));

  const order = ORDERS[variant % ORDERS.length] ?? ORDERS[0] ?? [];
  const separators = a.variation.pick(SEPARATOR_STYLES, `title-separators-${variant}`);
  const pool = candidates(a, opening.rest, opening.tail ?? []);
  const sorted = order.flatMap((kind) => pool.filter((c) => c.kind === kind));
  const composed: Composed = { opening: text, separators, parts: [] };
  let length = codePointLength(text);
  for (const candidate of sorted) {
    if (length >= target[0]) break;
    const part = sanitize(removeBannedPhrases(candidate.text));
    if (!part || isBannedSentence(part) || unbalanced(part)) continue;
    // A segment must bring mostly new words, or it only repeats what the title already says.
    const norms = contentNorms(part);
    if (norms.length > 0 && norms.filter((w) => !covered.has(w)).length * 2 < norms.length) continue;
    if (!counter.fits(part)) continue;
    const sep = composed.parts.length === 0 ? separators[0] : separators[1];
    const added = codePointLength(sep) + codePointLength(part);
    if (length + added > target[1]) continue;
    composed.parts.push(part);
    length += added;
    counter.add(part);
    for (const w of normWords(part)) covered.add(w);
  }
  return composed;
}

/** Two or three distinct titles, each within the profile's limit. */
export function writeTitles(a: ListingAnalysis, limits: ResolvedLimits, maxRepeats: number): string[] {
  const titles: string[] = [];
  const add = (title: string) => {
    if (title && !titles.includes(title) && codePointLength(title) <= limits.title.max) titles.push(title);
  };
  const first = compose(a, limits, maxRepeats, 0);
  add(render(first));
  for (let variant = 1; variant < 3; variant++) add(render(compose(a, limits, maxRepeats, variant)));
  // Short title limits often leave room for the opening alone: vary the opening instead.
  for (let shift = 1; shift <= 3 && titles.length < 2; shift++) {
    for (let variant = 0; variant < 3 && titles.length < 2; variant++) add(render(compose(a, limits, maxRepeats, variant, shift)));
  }
  if (titles.length < 2 && first.parts.length > 1) add(render({ ...first, parts: [...first.parts].reverse() }));
  if (titles.length < 2) add(render({ ...first, separators: first.separators[0] === ', ' ? [' - ', ', '] : [', ', ', '] }));
  if (titles.length < 2) add(`${first.opening}${first.parts.length === 0 ? '' : ` ${first.parts.join(' ')}`}`);
  return titles;
}
