import nlp, { lexiconTag } from '../lexicon/nlp.js';
import { escapeRegExp, FUNCTION_WORDS, lowerPlainWords, normalizeWord, spellingKey } from '../../../rules/index.js';
import { attested } from '../lexicon/term-lexicon.js';
import type { BulletFacts, SentenceFact } from '../read/index.js';
import { isKnownNoun, isMaterial } from '../read/lexical.js';
import { findMeasures } from '../read/measures.js';
import { realize } from '../realize/phrases.js';
import { headerFault, headerNamesProduct } from './header.js';

/*
 * The seller's own bullet headers: kept when they stand, shortened or finished when they almost do
 * (`INCLUDES COLORED PENCILS` -> `COLORED PENCILS`, `SUITABLE FOR: Ages 3` -> `SUITABLE FOR AGES: 3`),
 * said as a sentence where the listing has no headers (`The country of origin is India.`), and
 * never repeated by the text's opening words.
 */

/** What settling a seller's header needs to know about the listing. */
export interface HeaderContext {
  nameWords: ReadonlySet<string>;
  productHead: string;
  /** A shouted header as a sentence, in the seller's own spellings. */
  sentenceCase: (text: string) => string;
  /** The name the title gives the product: a header of only its words names no fact. */
  titleName?: string;
}

/**
 * Tags that start a predicate: what follows a subject the header already names. Not a preposition:
 * it goes on describing the subject (`The modular design on the keyboard makes ...` under MODULAR
 * DESIGN read `On the keyboard makes ...`).
 */
const PREDICATE_START = new Set(['Verb', 'Copula', 'Modal', 'Auxiliary', 'Adverb']);

/**
 * The text without its opening words when they only repeat the header (`The anti-slip pad works
 * ...` under `ANTI-SLIP PAD` -> `works ...`; `Slim Fresh K617: a slim ...` -> `a slim ...`; `Its dial
 * pad is super responsive` under `DIAL PAD` -> `super responsive`), or ''
 * when they begin a longer name (`Bluetooth 5.0 chip ...`) or too little would be left.
 */
export function withoutOpening(text: string, header: string): string {
  const words = lowerPlainWords(header);
  if (words.length === 0) return '';
  const opening = new RegExp(`^\\W*(?:(?:the|a|an|this|these|our|your|its|each|every)\\s+)?${words.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu');
  const found = text.match(opening);
  if (!found) return '';
  const after = text.slice(found[0].length);
  const separated = /^\s*[:\-–—,]/u.test(after);
  const rest = after.replace(/^\s*[:\-–—,]?\s*/u, '');
  if (lowerPlainWords(rest).length < 3 || !/^\p{L}/u.test(rest)) return '';
  if (separated) return rest;
  const term = (nlp(text).json({ offset: true }) as { terms: { offset: { start: number }; tags: string[] }[] }[])
    .flatMap((sentence) => sentence.terms)
    .find((t) => t.offset.start >= found[0].length);
  if (!term?.tags.some((tag) => PREDICATE_START.has(tag)) || term.tags.includes('Noun')) return '';
  // (`DIAL PAD: Its dial pad is super responsive` reads `Super responsive`, never `Is super responsive`;
  // a negation needs its subject: `is not waterproof` stays whole.)
  const copula = rest.match(/^(?:is|are|was|were)\s+/iu);
  if (!copula) return rest;
  const predicate = rest.slice(copula[0].length);
  return /^not\b/iu.test(predicate) || lowerPlainWords(predicate).length < 2 ? '' : predicate;
}

/**
 * `GLUTEN FREE: The Gluten Free Brothers range …`: the header's words open a longer name (the next
 * word is capitalised), so the text does not repeat the header; it names something else.
 */
export function opensLongerName(text: string, header: string): boolean {
  const words = lowerPlainWords(header);
  if (words.length === 0) return false;
  const opening = new RegExp(`^\\W*(?:(?:the|a|an|this|these|our|your|its)\\s+)?${words.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu');
  const found = text.match(opening);
  return !!found && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(found[0].length)) && /^\W*(?:\p{L}+\s+)?\p{Lu}/u.test(text);
}

/**
 * `SUITABLE FOR: Ages 3 years and up` as `SUITABLE FOR AGES: 3 years and up`: a header that ends on
 * its preposition takes the noun the text starts with, when a number follows it.
 */
export function withNounInHeader(bullet: BulletFacts): BulletFacts {
  const first = bullet.sentences[0];
  if (!first || !/\s(?:for|of|with|to)$/iu.test(bullet.header)) return bullet;
  const m = first.text.match(/^((?:\p{L}[\p{L}'’-]*\s+){1,2})(?=\d)/u);
  if (!m?.[1] || m[1].split(/\s+/u).some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) return bullet;
  return { ...bullet, header: `${bullet.header} ${m[1].trim()}`, sentences: [{ ...first, text: first.text.slice(m[0].length) }, ...bullet.sentences.slice(1)] };
}

/** A header without the decimal measures its text states (`1.2 M LONG CABLE` over `... 1.2 M long`), when a header is left. */
export function withoutStatedDecimals(header: string, text: string): string {
  const flat = (t: string) => t.toLowerCase().replace(/\s+/gu, ' ');
  let out = header;
  const stated = new Set(text.match(/\d+\.\d+/gu) ?? []);
  for (const m of findMeasures(header)) {
    // The same number in the text (`1.8 INCH` over `a 1.8” display`) states it.
    if ((m.text.match(/\d+\.\d+/gu) ?? []).some((n) => stated.has(n)) || flat(text).includes(flat(m.text))) out = out.replace(m.text, ' ');
  }
  // (So does a code with a decimal, `QC3.0` of `QC3.0 FAST CHARGING AND DATA SYNC` over `supports QC3.0 fast charging`.)
  for (const code of out.match(/[\p{L}]+\d+\.\d+[\p{L}\d]*/gu) ?? []) if (flat(text).includes(flat(code))) out = out.replace(code, ' ');
  out = out.replace(/\s{2,}/gu, ' ').trim();
  return out !== header && lowerPlainWords(out).length > 0 && !headerFault(out) ? out : header;
}

export interface SettledHeader {
  header: string;
  /** The seller's header, kept in front of the text when it could not stand as a header. */
  lead: string;
  /** `Product includes: Dress`: the lead and the text are one sentence, and no header is added. */
  joined: boolean;
  /** The seller's label of a joined list, as they wrote it (`What's in the box`). */
  label?: string;
  /** The seller's header that cannot stand, and why: the seller is told when it goes. */
  replaced?: { header: string; fault: string };
  /** The seller's header that only names the product: it heads the bullet only when no fact of it can. */
  naming?: string;
}

/** Words at most in a value said with its label as a sentence (`The country of origin is India.`). */
const SHORT_VALUE_WORDS = 8;

/** compromise's tags of a verb's forms (`lexiconTag`). */
const VERB_FORM = /^(?:Infinitive|PresentTense|PastTense|Gerund|Modal|Copula)$/u;

/** A singular noun that takes an article (`bar`), not a material or mass noun (`paper`, `steel`). */
const isCountable = (word: string) => isKnownNoun(word) && normalizeWord(word) === word && !isMaterial(word) && !/Uncountable/u.test(lexiconTag(word) ?? '');

/** A quantifier opening a label (`All other heathers`): no `the` goes before it. */
const QUANTIFIER = /^(?:all|other|each|every|any|some|no|many|most|both)$/u;

/**
 * `Country of origin` and `India` as `The country of origin is India.`; undefined when the label is
 * no plain noun phrase (`Easy to clean`, `Power_source_type`) or the value is a list or a clause.
 */
export function labelAsSentence(sellerLabel: string, value: string): string | undefined {
  // `Power_source_type` is a field name: its words are the label.
  const label = sellerLabel.replace(/_/gu, ' ');
  // (A short aside after the label stays with it: `The suction power (max) is 370W.`)
  const plain = label.replace(/\s*\([\p{L}\s.]{1,12}\)$/u, '');
  const words = lowerPlainWords(plain);
  // (The head of `dimensions of product` is `dimensions`: `The dimensions of product are …`.)
  const head = (words.includes('of') ? words[words.indexOf('of') - 1] : words.at(-1)) ?? '';
  // (`All other heathers` takes no `the`.)
  if (words.length === 0 || words.length > 4 || /[/_&,;:()]/u.test(plain) || words.some((w) => FUNCTION_WORDS.has(w) && w !== 'of') || QUANTIFIER.test(words[0] ?? '') || !isKnownNoun(head)) return undefined;
  // (A label that ends on its verb, `Holmes filter fits:`, is a clause: `The holmes filter fits are …` was none.)
  if (/^(?:fits|includes|contains|supports|holds|weighs|measures|works|comes|needs|requires|uses)$/u.test(head)) return undefined;
  // (A one-word label before words alone must be a word in use, not a rare sense that is a name
  // here: `NICKELODEON - NELLA THE PRINCESS KNIGHT` read `The nickelodeon is Nella the princess
  // knight.` A measure or a count is a label's value whatever the word: `Warranty: 2 years`.)
  if (words.length === 1 && !/\d/u.test(value) && !attested(normalizeWord(head)) && !attested(spellingKey(normalizeWord(head)))) return undefined;
  const bare = value.trim().replace(/[.!]+$/u, '');
  // (`8 in.` would read as a unit with a stop, or as `in` with none: such a value keeps its label.)
  if (bare === '' || /[;:]/u.test(bare) || lowerPlainWords(bare).length > SHORT_VALUE_WORDS || /\d\s*in$/iu.test(bare)) return undefined;
  // (Nor a clause: `Mobile Compatibility – Mobiles should have gyroscope sensor` is no `… is Mobiles should have …`.)
  if (/\b(?:should|must|can|could|will|would|may|might|is|are|was|were|has|have|do|does)\b/iu.test(bare)) return undefined;
  // `Supports Bluetooth 5.0` is a clause: no `is` goes before a word read as a verb there that the
  // lexicon knows as one (`amoled` is none; `touch screen` reads as a noun).
  const first = lowerPlainWords(bare)[0] ?? '';
  // `The form factor is bar` wants an article the seller never wrote: a lone lowercase noun keeps its label.
  if (/^\p{Ll}+$/u.test(bare) && isCountable(bare)) return undefined;
  const known = VERB_FORM.test(lexiconTag(first) ?? '') || (first.endsWith('s') && /Infinitive/u.test(lexiconTag(first.slice(0, -1)) ?? ''));
  // (`Easy Glide: Reaches into hard to reach areas`: a word in -s before where or whom it acts on
  // opens a clause, whatever the lexicon's tag: `The easy glide is Reaches into …` was none.)
  if (/s$/u.test(first) && /^(?:into|onto|through|across|up|out|you|your|the|a|an|all|any|every)$/u.test(lowerPlainWords(bare)[1] ?? '')) return undefined;
  const tags = (nlp(bare).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  if (known && tags.includes('Verb')) return undefined;
  const lowered = label.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return realize('labelIs', { label: { text: lowered, plural: normalizeWord(head) !== head && !/ss$/u.test(head) }, value: { text: bare } });
}

/**
 * A spec line of `Label: value` pairs as one sentence (`Operating system: Windows XP; Style name:
 * 1600 DPI` -> `The operating system is Windows XP; the style name is 1600 DPI.`), the seller's
 * separators kept; undefined unless every pair can be said so.
 */
export function specLineAsSentence(label: string, body: string, sentenceCase: (text: string) => string): string | undefined {
  // (A comma before the next label may have no space after it: `370W,Input power (IEC): 1900W`.)
  const pieces = body.trim().replace(/[.!]+$/u, '').split(/(\s*;\s*|,\s+(?=[^,:;]{1,40}:\s*\S)|,(?=\p{L}[^,:;]{1,39}:\s*\S))/u);
  const values = pieces.filter((_, i) => i % 2 === 0);
  const separators = pieces.filter((_, i) => i % 2 === 1).map((sep) => (sep.includes(';') ? '; ' : ', '));
  const said = values.map((piece, i) => {
    if (i === 0) return labelAsSentence(label, piece);
    const pair = piece.match(/^([^:]{2,40}?)\s*:\s*(.+)$/u);
    return pair?.[1] && pair[2] ? labelAsSentence(sentenceCase(pair[1]), pair[2]) : undefined;
  });
  if (said.some((s) => s === undefined)) return undefined;
  // `The material is paper.` and `The size is 3"x3".` become one sentence: `...; the size is ...`.
  return said.map((s, i) => {
    const clause = (s ?? '').replace(/\.$/u, '');
    return i === 0 ? clause : `${separators[i - 1] ?? '; '}${clause.replace(/^The /u, 'the ')}`;
  }).join('') + '.';
}
/** More words than this before a colon read as a sentence's start, not a header (the score's reading too). */
export const MAX_HEADER_CLAUSE_WORDS = 8;

/** Words at most in a seller's long or clause-like header that heads its bullet when nothing else can. */
export const MAX_KEPT_HEADER_WORDS = 8;
/** `NOTE`: an instruction as a header, kept when the bullet has no other, since it says what follows. */
export const NOTE_LABEL = /^(?:note|notice|caution|warning|attention|important)$/iu;

/**
 * The seller's header when it is a good one. One ending on a function word (`PERFECT FOR PIZZA AND
 * MORE`) loses the tail; `INCLUDES COLORED PENCILS` becomes `COLORED PENCILS`; a clause or a long
 * label that says something the text does not stays in front of the text as the seller wrote it
 * (`Take it with you.`); a claim or an instruction is replaced, and the seller is told.
 */
export function settleHeader(bullet: BulletFacts, inputs: HeaderContext): SettledHeader {
  const none = { header: '', lead: '', joined: false };
  let header = bullet.header;
  if (!header) return none;
  // A header of only the product's name (`GAMING MOUSE` on a gaming mouse) gives way to one about the bullet's fact.
  const stems = lowerPlainWords(header).map(normalizeWord);
  if (stems.every((w) => inputs.nameWords.has(w) || w === inputs.productHead || w.length <= 2 || FUNCTION_WORDS.has(w) || /^(?:one|other|all|each|every|any|many|more|most)$/u.test(w))) return none;
  // (So does one of the title's name, `MUFFIN MIX` on `Gold Medal Oat Bran Muffin Mix`, `PC SQUARE` of its brand.)
  if (headerNamesProduct(header, inputs)) return { ...none, naming: header };
  const object = header.replace(/^(?:includes?|including|comes with|features?|contains?|with)\s+/iu, '');
  if (object !== header && !headerFault(object)) return { ...none, header: object };
  // (`The QC3.0 FAST CHARGING and DATA SYNC`: a header that only opens on an article is the rest of it.)
  const bare = header.replace(/^(?:the|a|an)\s+/iu, '');
  if (bare !== header && !headerFault(bare)) return { ...none, header: bare };
  let fault = headerFault(header);
  while (fault === 'ends on a function word') {
    header = header.replace(/\s*\S+$/u, '');
    fault = headerFault(header);
  }
  if (!fault) return { ...none, header };
  if (saysNothingNew(bullet.header, bullet.sentences)) return none;
  // A label with no word of substance (`What you get`) is only dropped: its list keeps its facts.
  const substance = (bullet.header.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w) && !/^(?:what|you|your|get|got|we|our|it|its|here|is|are|will)$/u.test(w));
  if (substance.length === 0) return none;
  // `What's inside: Our stand comes with ...`: before a whole sentence (not a list) the label adds nothing.
  const body = bullet.sentences[0]?.text ?? '';
  if (substance.every((w) => w === 'inside') && /^(?:our|the|this|these|it|you|each|every)\s/iu.test(body)) return none;
  if (fault === 'a clause' || fault === 'too long') {
    const lead = inputs.sentenceCase(bullet.header).replace(/[.!;:,]+$/u, '');
    // `Product includes: Dress`, `What's inside: ...`: a label that introduces a list stays joined to it.
    // (A lead longer than any header, `This easy kid's craft comes with 5 Perler pegboards in fun
    // shapes:`, keeps the colon before what it lists: a stop left `A dolphin, a teddy bear, …` alone.)
    const short = bullet.sentences.map((s) => s.text).join(' ').length < 60 || /\b(?:includes?|included|inside|contains?|package|box|get)\b/iu.test(bullet.header) || (lowerPlainWords(lead).length > MAX_HEADER_CLAUSE_WORDS && isList(body));
    return short ? { header: '', lead: `${lead}:`, joined: true, label: bullet.header } : { header: '', lead: `${lead}.`, joined: false };
  }
  return { ...none, replaced: { header, fault } };
}

/** A list of three or more short items and no verb (`a dolphin, a teddy bear, a flower and a butterfly`). */
function isList(text: string): boolean {
  const items = text.replace(/[.!]+$/u, '').split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u);
  return items.length >= 3 && items.every((item) => lowerPlainWords(item).length <= 5) && (nlp(text).json() as { terms: { tags: string[] }[] }[]).every((s) => s.terms.every((t) => !t.tags.includes('Verb')));
}

export const sameWords = (a: string, b: string) => a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim() === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function saysNothingNew(header: string, sentences: readonly SentenceFact[]): boolean {
  const body = new Set(sentences.flatMap((s) => lowerPlainWords(s.text)).map(normalizeWord));
  return lowerPlainWords(header).map(normalizeWord).every((w) => body.has(w) || w.length <= 3);
}

