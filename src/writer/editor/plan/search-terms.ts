import nlp from 'compromise';
import { droppedTermsNote, relevantSearchTerms, type DroppedTerm } from '../../../rules/search-term-relevance.js';
import { FUNCTION_WORDS, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS, utf8ByteLength } from '../../../rules/index.js';
import { attested, kindsOf, synonymsIn, termLexicon } from '../lexicon/term-lexicon.js';
import { wordnet } from '../lexicon/wordnet.js';
import { isMaterial, productSense, senseInContext } from '../read/lexical.js';
import { isUnitWord } from '../read/measures.js';
import { pluralOf, singularOf } from '../realize/phrases.js';
import { isCatchAll } from './keyword-plan.js';
import { unitVariants } from './unit-variants.js';

/*
 * Backend search terms: real search words that the title and bullets do not already carry. In
 * order: the keywords the text could not place; for the product's noun, its other number, its
 * synonyms and spelling variants and the kinds it belongs to (WordNet); the same for the main
 * keyword and the title's nouns; the audience's words; then the seller's own words that only the
 * description holds. Every source starts from the product, so nothing unrelated gets in; the field
 * is packed toward the byte limit and never over it.
 */

/** A keyword for the search terms and where it came from (`your keyword bank`, `keyword not placed`). */
export interface SourcedKeyword {
  phrase: string;
  source: string;
}

export interface SearchTermInputs {
  /** Keyword phrases the text could not place, most important first, each with its source. */
  keywords: readonly (string | SourcedKeyword)[];
  /** The product's noun (`longboard`) and, for a compound, its head. */
  productNouns: readonly string[];
  /** The main keyword's head noun when it names the product differently. */
  keywordNouns: readonly string[];
  audiences: readonly string[];
  /** Common nouns of the title (made things the seller also writes in lowercase), as written. */
  titleNouns: readonly string[];
  /** Things the seller's title and bullets name (heads of noun phrases), for their other number. */
  thingNouns?: readonly string[];
  /** The seller's numbers with units (`48 Inches`, `1500 W`), for their unit variants (`48in`). */
  quantities?: readonly string[];
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

/** One chosen search word and where it came from, for the change note (`synonym of earphones`). */
export interface SearchTerm {
  word: string;
  source: string;
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
 * A made thing or a food named as itself, for its other number: its commonest sense is the thing,
 * it is never an adjective (`stable`, `waterproof`, `round` are read as nouns in headers), and it is
 * not a catch-all with more than MAX_KIND_BREADTH kinds under it (`device`, `product`).
 */
function isSpecificThing(word: string): boolean {
  const lemma = normalizeWord(word);
  const first = wordnet().senses(lemma, 'noun')[0];
  if (!first || !['noun.artifact', 'noun.food'].includes(first.lexname) || isCatchAll(lemma)) return false;
  return attested(lemma) && !wordnet().has(lemma, 'adj') && !wordnet().has(word.toLowerCase(), 'adj');
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
  // Only a countable thing, animal or person: not a food or a substance (`coffees`, `doughs`), an
  // act or a quality (`funs`, `plays`), nor a word compromise reads as uncountable (`equipment`)
  // or as an adjective or adverb (`fun`, `more`).
  const first = wordnet().senses(singular, 'noun')[0];
  if (!first || !COUNTABLE_FILES.has(first.lexname)) return '';
  const tags = tagsOf(singular);
  if (tags.includes('Uncountable') || tags.some((t) => /^(?:Adjective|Adverb|Comparable|Superlative|Comparative)$/u.test(t))) return '';
  return singular !== last ? singular : pluralOf(last);
}

/** The kinds of noun that have a plural worth searching. */
const COUNTABLE_FILES = new Set(['noun.artifact', 'noun.object', 'noun.animal', 'noun.person', 'noun.body']);
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
const tagsOf = (word: string) => {
  const tags = LEXICON[word];
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
};

/** A unit variant: a number with letters (`48in`, `1.7l`, `1500watt`), kept whole. */
const UNIT_TERM = /^\d+(?:\.\d+)?\p{L}+$/u;

/**
 * The search terms, each word with its source, in the order the issue's sources go: the keyword
 * bank and the keywords not placed; the other number, spelling and unit variants of the seller's
 * words; WordNet synonyms of the product type (in the sense the seller's words choose) and the
 * kinds it belongs to; other names of the product (the main keyword's noun); the audiences the text
 * states; then things only the description names. Nothing generic is added to reach a length.
 */
export function planSearchTermList(inputs: SearchTermInputs): SearchTerm[] {
  const chosen: SearchTerm[] = [];
  const chosenStems = new Set<string>();
  let bytes = 0;
  const take = (word: string, source: string) => {
    const cost = utf8ByteLength(word) + (chosen.length > 0 ? 1 : 0);
    if (bytes + cost > inputs.maxBytes) return;
    chosen.push({ word, source });
    bytes += cost;
  };
  const offer = (phrase: string, source: string) => {
    for (const raw of phrase.toLowerCase().match(WORD) ?? []) {
      const word = raw.replace(/['’]s$/u, '').replace(/['’]/gu, '');
      const stem = normalizeWord(word);
      if (word.length < 3 || FUNCTION_WORDS.has(word) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(word)) continue;
      if (inputs.exclude.has(word) || inputs.names.has(word) || inputs.names.has(stem) || chosenStems.has(stem)) continue;
      const before = chosen.length;
      take(word, source);
      if (chosen.length > before) chosenStems.add(stem);
    }
  };
  const numberOf = (noun: string) => {
    const other = otherNumber(noun);
    const last = noun.split(' ').pop() ?? noun;
    if (other) offer(other, `${other.length > last.length ? 'plural' : 'singular'} of ${last}`);
  };
  const ofNoun = (noun: string, withKinds: boolean) => {
    numberOf(noun);
    variantsOf(noun).forEach((v) => offer(v, `spelling of ${noun}`));
    const sense = senseInContext(noun, inputs.sellerStems);
    if (!sense) return;
    synonymsIn(sense, normalizeWord(noun), true).forEach((w) => offer(w, `synonym of ${noun}`));
    if (withKinds) kindsOf(sense).forEach((w) => offer(w, `a broader name for ${noun}`));
  };
  for (const keyword of inputs.keywords) {
    if (typeof keyword === 'string') offer(keyword, 'keyword not placed');
    else offer(keyword.phrase, keyword.source);
  }
  // Variants: the product's own noun first, then the units the seller wrote, then the things they name.
  for (const noun of inputs.productNouns) {
    numberOf(noun);
    variantsOf(noun).forEach((v) => offer(v, `spelling of ${noun}`));
  }
  const units = new Set<string>();
  for (const quantity of inputs.quantities ?? []) {
    for (const variant of unitVariants(quantity)) {
      if (!UNIT_TERM.test(variant) || inputs.exclude.has(variant) || units.has(variant)) continue;
      units.add(variant);
      take(variant, `unit variant of ${quantity}`);
    }
  }
  for (const noun of inputs.productNouns) ofNoun(noun, true);
  for (const noun of inputs.keywordNouns) ofNoun(noun, false);
  // Other names of the things the title names (`cushion` for a travel pillow), in the sense the
  // seller's words choose.
  for (const noun of inputs.titleNouns) ofNoun(noun, false);
  for (const audience of inputs.audiences) {
    const head = (audience.match(WORD) ?? []).filter((w) => !/^(?:ages?|aged|grades?|years?|old|and|up)$/iu.test(w)).pop()?.toLowerCase();
    const sense = head ? wordnet().senses(normalizeWord(head), 'noun')[0] : undefined;
    if (!head || sense?.lexname !== 'noun.person') continue;
    offer(otherNumber(head), `audience: ${audience}`);
    if (sense) synonymsIn(sense, normalizeWord(head)).forEach((w) => offer(w, `audience: ${audience}`));
  }
  // The things the seller names, in the other number (`pucks` for `puck`): only things in their
  // commonest sense, never a mass noun (`bamboos`).
  for (const noun of inputs.thingNouns ?? []) if (!inputs.names.has(noun) && isSpecificThing(noun)) numberOf(noun);
  // The title's other nouns give only their spelling variants: their other number is often a mass
  // noun nobody searches for (`bamboos`).
  for (const word of new Set(inputs.shownWords)) if (!inputs.names.has(word) && word.length >= 4 && !isUnitWord(word)) variantsOf(word).forEach((v) => offer(v, `spelling of ${word}`));
  // Only a thing in its commonest sense (`foundry`, `lid`), never `two` (also a playing card).
  inputs.descriptionWords.filter((w) => isThingFirst(w) && attested(normalizeWord(w))).forEach((w) => offer(w, 'from your description'));
  return chosen;
}

export function planSearchTerms(inputs: SearchTermInputs): string {
  return planSearchTermList(inputs).map((t) => t.word).join(' ');
}

/** The change note that names each term's source: `Search terms: "earbuds" (synonym of earphones), "48in" (unit variant of 48 inch).` */
export function searchTermsNote(terms: readonly SearchTerm[]): string | undefined {
  if (terms.length === 0) return undefined;
  const bySource = new Map<string, string[]>();
  for (const t of terms) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t.word]);
  return `Search terms: ${[...bySource].map(([source, words]) => `${words.map((w) => `"${w}"`).join(', ')} (${source})`).join('; ')}.`;
}

/**
 * The relevance filter (src/rules/search-term-relevance.ts) over the writer's own terms: what it
 * drops of the writer's candidates just goes; of the seller's keyword bank, a brand that is not the
 * seller's, another product, a claim or a number the seller never gave goes with a note, while a
 * plain word the listing lacks stays (finding those is what the research is for).
 */
export function relevantBuiltinTerms(
  terms: readonly SearchTerm[],
  seller: { title: string; keywords: readonly string[]; text: string },
  notes: string[],
): SearchTerm[] {
  if (terms.length === 0) return [];
  const result = relevantSearchTerms({ terms: terms.map((t) => t.word).join(' '), naming: [seller.title, ...seller.keywords], text: [seller.text], lexicon: termLexicon });
  const dropped = new Map(result.dropped.map((d) => [d.term, d.why]));
  const fromBank: DroppedTerm[] = [];
  const kept = terms.filter((t) => {
    const why = dropped.get(t.word);
    if (why === undefined) return true;
    if (t.source !== 'your keyword bank') return false;
    fromBank.push({ term: t.word, why });
    return false;
  });
  notes.push(...droppedTermsNote(fromBank, 'left out of your keyword bank'));
  return kept;
}
