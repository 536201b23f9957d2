import { FUNCTION_WORDS, normalizeWord, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import { isAdjectiveWord, isOpeningVerb, isVerbWord } from './parse.js';
import type { Phrase } from './phrases.js';

/*
 * The seller's words worth a search term: the nouns and modifiers of their noun phrases (`heating
 * element`, `cordless`, `bamboo`) and the words of what it is for and who it is for (`camping`,
 * `toddlers`). Verbs, adverbs, units, praise and everyday words are not what shoppers type, and a
 * word the seller only used in a negation (`plastic` of `free of plastic taste`) would find the
 * product for the wrong search.
 */

/** Words that carry no search intent: shoppers never type them, and they only take bytes. */
const FILLER = (
  'are is was were been being your yours our ours their theirs some here there then only not like other others make makes made get gets got use used uses ' +
  'can will also more most very just any each every much many such than into onto about over under well even still yet ever all both either neither own ' +
  'same etc approx approximately includes included including include provide provides provided allows allow ensure ensures may might must should would could ' +
  'does did has have had upto within without while per due via way ways thing things lot lots one ones two three four five six seven eight nine ten first ' +
  'second new now today really truly simply easily quickly perfectly completely fully highly super ultra extra plus let lets need needs want wants come comes ' +
  'take takes give gives keep keeps put puts see look looks feel feels know try help helps able unable sure please note imported manufacturer product products item items ' +
  'you we they it he she them us me my mine his her this that these those done keeping'
).split(' ');

/** Praise and everyday adjectives: true of anything, searched for by nobody. */
const VAGUE = (
  'easy easier simple quick fast safe strong smooth secure powerful accurate precise convenient practical handy solid instant gentle efficient ' +
  'stylish elegant sleek delicious tasty responsive nice good great high low big little full empty right real true whole different various ' +
  'additional special unique ideal suitable proper regular normal standard general overall complete entire daily everyday long short ' +
  'excellent superior premium quality durable reliable sturdy comfortable beautiful attractive lovely cute fun enjoyable wonderful exceptional ' +
  'perfect effective effortless hassle free enough certain several available multiple various latest modern classic advanced innovative ' +
  'maximum minimum optimal optimum rich ample reasonable affordable essential important useful helpful worth ' +
  // Negation cues: `anti` and `free` say nothing without the word they negate.
  'anti non free less proof'
).split(' ');

/** Nouns that name no product, part, use or buyer. */
const GENERIC = (
  'use way time etc lot kind type part piece order purchase design feature features size benefit benefits experience performance function ' +
  'functions option options detail details result results level levels range variety number amount value choice life day days year years ' +
  'hour hours minute minutes second seconds month months week weeks time times people person user users customer customers brand company ' +
  'warranty guarantee service services note problem problems issue issues question questions bit end side everything something anything nothing ' +
  'thing things place area need needs way reason reasons fact matter moment age ages inch inches foot feet meter meters metre metres ' +
  'litre litres liter liters gram grams pound pounds ounce ounces watt watts volt volts degree degrees percent pcs pc piece pieces pack packs ' +
  'cm mm ml kg lb lbs oz ft mins hrs sec'
).split(' ');

const FILLER_WORDS: ReadonlySet<string> = new Set(FILLER);
const NEGATION_PARTS = /^(?:anti|non|free|proof|less|resistant)$/u;
const NON_SEARCH: ReadonlySet<string> = new Set([...FILLER, ...VAGUE, ...GENERIC]);
/** Two-letter words shoppers do type. */
const SHORT_TERMS: ReadonlySet<string> = new Set(['tv', 'pc', 'uv', 'hd', 'ac', 'dc', 'ps', 'xl']);

/** True when shoppers would type the word: a noun or modifier of 3+ letters that says something. */
export function isSearchWord(lower: string): boolean {
  if (lower.length < 3 && !SHORT_TERMS.has(lower)) return false;
  if (/\d/u.test(lower) || /ly$/u.test(lower) || /['’]/u.test(lower)) return false;
  // `highest`, `softest`: a superlative is a claim, not a search.
  if (/est$/u.test(lower) && lower.length > 5 && isAdjectiveWord(lower.replace(/(?:i)?est$/u, (m) => (m === 'iest' ? 'y' : '')))) return false;
  return !NON_SEARCH.has(lower) && !STOPWORDS.has(lower) && !FUNCTION_WORDS.has(lower) && !SUBJECTIVE_OR_TEMPORARY_WORDS.has(lower) && !isOpeningVerb(lower);
}

const WORD_LIST = /(?<![\p{L}])(?:[\p{L}][\p{L}-]{2,},\s+){2,}(?:(?:and|or|&)\s+)?[\p{L}][\p{L}-]{2,}(?![\p{L}])/gu;

/**
 * Words of the seller's one-word lists (`fry, bake, grill, roast and reheat`, `Chop, Mince, Puree,
 * Dice`): what the product does, or the kinds it comes in, which shoppers type even when they are verbs.
 */
export function listWords(text: string, negatedOnly: ReadonlySet<string>): string[] {
  WORD_LIST.lastIndex = 0;
  return [...text.matchAll(WORD_LIST)]
    .flatMap((m) => m[0].toLowerCase().split(/,\s+|\s+(?:and|or|&)\s+|\s+/u))
    .filter((w) => isSearchWord(w) && !negatedOnly.has(w) && !w.split('-').some((part) => NEGATION_PARTS.test(part)));
}

/** True for words no candidate may bring, keywords included: they carry no search intent at all. */
export function isFillerWord(lower: string): boolean {
  return FILLER_WORDS.has(lower);
}

/** Search words of the seller's noun phrases, the most used first. */
export function searchWordsOf(phrases: readonly Phrase[], negatedOnly: ReadonlySet<string>): string[] {
  const counts = new Map<string, { word: string; count: number; order: number }>();
  let order = 0;
  for (const phrase of phrases) {
    for (const [i, t] of phrase.tokens.entries()) {
      // `Choose your colour`: compromise reads a sentence's opening imperative as a noun.
      if (i === 0 && phrase.at === 0 && isVerbWord(t.lower)) continue;
      if (t.value || t.unit || t.pronoun || t.determiner || t.preposition || t.conjunction || (t.verb && !t.noun && !t.gerund)) continue;
      const lower = t.lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      // `anti-slip` split into words would leave `slip`; compound benefits come whole from benefitPhrases.
      if (lower.split('-').some((part) => NEGATION_PARTS.test(part))) continue;
      if (!isSearchWord(lower) || negatedOnly.has(lower)) continue;
      const key = normalizeWord(lower);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { word: lower, count: 1, order: order++ });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.order - b.order).map((e) => e.word);
}

/** Search words of short phrases (uses, audiences), in order. */
export function phraseSearchWords(phrases: readonly string[], negatedOnly: ReadonlySet<string>): string[] {
  return phrases
    .flatMap((p) => p.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .flatMap((w) => w.split('-'))
    .filter((w) => isSearchWord(w) && !negatedOnly.has(w) && !/^(?:old|up|older|grade|grades|aged)$/u.test(w));
}

/** Search words of the seller's bullet headers (`STORAGE BOX INCLUDED`), verbs aside. */
export function headerSearchWords(headers: readonly string[], negatedOnly: ReadonlySet<string>): string[] {
  return phraseSearchWords(headers, negatedOnly).filter((w) => !isVerbWord(w) && !/ed$/u.test(w));
}
