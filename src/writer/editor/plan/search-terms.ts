import { FUNCTION_WORDS, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS, utf8ByteLength } from '../../../rules/index.js';
import { attested, kindsOf, synonymsIn } from '../lexicon/term-lexicon.js';
import { wordnet } from '../lexicon/wordnet.js';
import { isMaterial, productSense, senseInContext } from '../read/lexical.js';
import { pluralOf, singularOf } from '../realize/phrases.js';

/*
 * Backend search terms: real search words that the title and bullets do not already carry. In
 * order: the keywords the text could not place; for the product's noun, its other number, its
 * synonyms and spelling variants and the kinds it belongs to (WordNet); the same for the main
 * keyword and the title's nouns; the audience's words; then the seller's own words that only the
 * description holds. Every source starts from the product, so nothing unrelated gets in; the field
 * is packed toward the byte limit and never over it.
 */

export interface SearchTermInputs {
  /** Keyword phrases the text could not place, most important first. */
  keywords: readonly string[];
  /** The product's noun (`longboard`) and, for a compound, its head. */
  productNouns: readonly string[];
  /** The main keyword's head noun when it names the product differently. */
  keywordNouns: readonly string[];
  audiences: readonly string[];
  /** Common nouns of the title (made things the seller also writes in lowercase), as written. */
  titleNouns: readonly string[];
  /** Every word shown to buyers, for its spelling variants (`aluminium` -> `aluminum`). */
  shownWords: readonly string[];
  /** The seller's words that only the description holds, most frequent first. */
  descriptionWords: readonly string[];
  /** Lowercase words of the titles and bullets: never repeated here. */
  exclude: ReadonlySet<string>;
  /** Brand and other names: never search terms, nor variants of them. */
  names: ReadonlySet<string>;
  /** Stems of the seller's words, to pick the sense of a word that fits this listing. */
  sellerStems: ReadonlySet<string>;
  maxBytes: number;
}

/** A search word: letters and apostrophes; a hyphen separates (`to-go` is `to` and `go`). */
const WORD = /[\p{L}][\p{L}'’]*/gu;

/** Spelling patterns that differ between English variants: colour/color, fibre/fiber, organise/organize, grey/gray. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/our(?=s?$)/u, 'or'], [/or(?=s?$)/u, 'our'], [/re(?=s?$)/u, 'er'], [/er(?=s?$)/u, 're'], [/is(e|ed|es|ing|ation)$/u, 'iz$1'],
  [/iz(e|ed|es|ing|ation)$/u, 'is$1'], [/ey/u, 'ay'], [/ay/u, 'ey'], [/ll(ed|ing|er)$/u, 'l$1'], [/([^l])l(ed|ing|er)$/u, '$1ll$2'],
  [/um$/u, 'ium'], [/ium$/u, 'um'], [/-/gu, ''],
];

/**
 * Variant spellings of a word that WordNet lists in the same sense (`colour`/`color`,
 * `aluminium`/`aluminum`, `grey`/`gray`): nouns and adjectives, in the word's commonest sense.
 */
function variantsOf(word: string): string[] {
  const wn = wordnet();
  const out = new Set<string>();
  for (const [pos, lemma] of [['noun', normalizeWord(word)], ['adj', word.toLowerCase()]] as const) {
    const first = wn.senses(lemma, pos)[0];
    if (!first) continue;
    const lemmas = new Set(first.words.map((w) => w.toLowerCase()));
    for (const [pattern, replacement] of SPELLINGS) {
      const variant = lemma.replace(pattern, replacement);
      if (variant !== lemma && lemmas.has(variant)) out.add(variant);
    }
  }
  return [...out];
}

/** Whether a noun's commonest sense is a thing one can buy (artifact, food, substance, plant, object). */
function isThingFirst(word: string): boolean {
  const first = wordnet().senses(normalizeWord(word), 'noun')[0];
  return first !== undefined && productSense(normalizeWord(word))?.offset === first.offset;
}

/**
 * The other grammatical number of a countable noun (`longboard` -> `longboards`); materials and
 * mass nouns (`fiberglass`, `cotton`) have none worth searching.
 */
function otherNumber(noun: string): string {
  const last = noun.split(' ').pop() ?? '';
  if (isMaterial(last) || /(?:ss|ing|ware|wear|ness)$/u.test(last)) return '';
  const singular = singularOf(last);
  // Only forms of a noun WordNet knows: `series` has no singular `sery`.
  if (!wordnet().has(singular, 'noun')) return '';
  return singular !== last ? singular : pluralOf(last);
}

export function planSearchTerms(inputs: SearchTermInputs): string {
  const chosen: string[] = [];
  const chosenStems = new Set<string>();
  let bytes = 0;
  const offer = (phrase: string) => {
    for (const raw of phrase.toLowerCase().match(WORD) ?? []) {
      const word = raw.replace(/['’]s$/u, '').replace(/['’]/gu, '');
      const stem = normalizeWord(word);
      if (word.length < 3 || FUNCTION_WORDS.has(word) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(word)) continue;
      if (inputs.exclude.has(word) || inputs.names.has(word) || inputs.names.has(stem) || chosenStems.has(stem)) continue;
      const cost = utf8ByteLength(word) + (chosen.length > 0 ? 1 : 0);
      if (bytes + cost > inputs.maxBytes) continue;
      chosen.push(word);
      chosenStems.add(stem);
      bytes += cost;
    }
  };
  const ofNoun = (noun: string, withKinds: boolean) => {
    offer(otherNumber(noun));
    variantsOf(noun).forEach(offer);
    const sense = senseInContext(noun, inputs.sellerStems);
    if (!sense) return;
    synonymsIn(sense, normalizeWord(noun), true).forEach(offer);
    if (withKinds) kindsOf(sense).forEach(offer);
  };
  inputs.keywords.forEach(offer);
  for (const noun of inputs.productNouns) ofNoun(noun, true);
  for (const noun of inputs.keywordNouns) ofNoun(noun, false);
  for (const audience of inputs.audiences) {
    const head = (audience.match(WORD) ?? []).filter((w) => !/^(?:ages?|aged|grades?|years?|old|and|up)$/iu.test(w)).pop()?.toLowerCase();
    if (!head) continue;
    offer(otherNumber(head));
    const sense = wordnet().senses(normalizeWord(head), 'noun')[0];
    if (sense?.lexname === 'noun.person') synonymsIn(sense, normalizeWord(head)).forEach(offer);
  }
  // The title's other nouns give only their spelling variants: their other number is often a mass
  // noun nobody searches for (`bamboos`).
  for (const word of new Set(inputs.shownWords)) if (!inputs.names.has(word) && word.length >= 4) variantsOf(word).forEach(offer);
  // Only a thing in its commonest sense (`foundry`, `lid`), never `two` (also a playing card).
  inputs.descriptionWords.filter((w) => isThingFirst(w) && attested(normalizeWord(w))).forEach(offer);
  return chosen.join(' ');
}
