import { lexiconTags } from '../lexicon/nlp.js';
import { FUNCTION_WORDS, normalizeWord } from '../../../rules/index.js';
import { attested } from '../lexicon/term-lexicon.js';
import { wordnet } from '../lexicon/wordnet.js';

/*
 * What kind of word a search-term candidate is, by WordNet and compromise's lexicon: the tests that
 * keep out what a seller would delete (a rating, a vague describing word, an abstract noun, an act
 * made one word, a spelling nobody types) and that write a product's one-word name in two.
 */

const POS = ['noun', 'adj', 'verb', 'adv'] as const;

/** An adjective with this many senses or more is a general word (`strong` 10, `long` 9, `standard` 5), not a product's attribute (`transparent` 4, `wireless` 1). */
const VAGUE_SENSES = 5;

/** A describing word of many meanings (`strong`, `fast`, `long`, `standard`): it says how good or how much, not what the product is; a colour is the exception, `black`. */
export function isVague(word: string): boolean {
  return (wordnet().entry(word, 'adj')?.senses.length ?? 0) >= VAGUE_SENSES && !namesColor(word);
}

/** Words that rate or rank a product rather than name it (`ideal`, `pro`, `ultra`, `max`): what the product is, said nowhere, is no search. */
export const RATING: ReadonlySet<string> = new Set(['ideal', 'pro', 'ultra', 'max', 'super', 'mega', 'extra', 'genuine', 'original']);

/**
 * Pronouns that stand for anyone or anything (`everything`, `everyone`): compromise reads them as
 * nouns and WordNet lacks them, so a keyword tool's `everything` would pass as a word; it names nothing.
 */
export const INDEFINITE_PRONOUNS: ReadonlySet<string> = new Set(
  ['every', 'any', 'some', 'no'].flatMap((lead) => ['thing', 'one', 'body', 'where'].map((end) => `${lead}${end}`)),
);

/** The store's own name: every product there is on it, so as a search word it narrows nothing. */
export const STORE_NAMES: ReadonlySet<string> = new Set(['amazon']);

/** A word that ranks (`highest`, `better`): a superlative or comparative says how good, not what the product is. */
export function ranks(word: string): boolean {
  return lexiconTags(word).some((t) => /^(?:Superlative|Comparative)$/u.test(t));
}

/** Kinds of noun that are no thing to search for: a quality, an idea, a group, a time, an amount (`size`, `type`, `set`, `date`). */
const ABSTRACT_FILES = new Set(['noun.attribute', 'noun.cognition', 'noun.group', 'noun.time', 'noun.quantity', 'noun.relation']);

/** An inflected verb that is no noun (`made`, `includes`; not `crafts` nor `seats`): part of a phrase, no search alone. */
export function verbForm(word: string): boolean {
  return lexiconTags(word).some((t) => /^(?:PastTense|Participle|PresentTense|Copula|Auxiliary|Modal)$/u.test(t)) && !wordnet().has(normalizeWord(word), 'noun');
}

/**
 * A noun whose commonest sense is abstract and none of its three commonest a made thing or a food
 * (`size`, `date`, `type`, `set`): it names nothing to buy. (`battery` is a group first, a cell second.)
 */
export function abstractFirst(word: string): boolean {
  const wn = wordnet();
  const senses = wn.senses(normalizeWord(word), 'noun').length > 0 ? wn.senses(normalizeWord(word), 'noun') : wn.senses(word, 'noun');
  return senses[0] !== undefined && ABSTRACT_FILES.has(senses[0].lexname) && !senses.slice(0, 3).some((s) => s.lexname === 'noun.artifact' || s.lexname === 'noun.food');
}

/** A word for a colour (`gray`, `black`): one of its senses is a kind of colour (`grey` is a person's name first). */
export function namesColor(word: string): boolean {
  const wn = wordnet();
  return wn.senses(word, 'noun').some((sense) => sense.hypernyms.some((o) => wn.synset(o, 'noun').words.some((w) => /\bcolou?r$/u.test(w) && w !== word)));
}

/**
 * A spelling variant a shopper types: of a thing's name (`fibre`, `aluminium`, `jewellery`, `tyre`) or
 * a colour (`grey`). Not of a quality or an idea (`colour`, `flavour`, `centre`, `calibre`), a verb
 * (`recognised`, `utilised`) or a describing word (`stylised`, `cosy`): those are no product's name,
 * and a listing's other spelling of them is what nobody types.
 */
export function spellingSearched(word: string): boolean {
  if (namesColor(word)) return true;
  const tags = lexiconTags(word);
  if (tags.some((t) => /^(?:Adjective|Comparable|Verb|PastTense|PresentTense|Infinitive|Gerund|Participle|Adverb)$/u.test(t)) && !tags.some((t) => /^(?:Singular|Plural|Noun)$/u.test(t))) return false;
  const first = wordnet().senses(normalizeWord(word), 'noun')[0] ?? wordnet().senses(word, 'noun')[0];
  return first !== undefined && SPELLING_FILES.has(first.lexname);
}
const SPELLING_FILES = new Set(['noun.artifact', 'noun.food', 'noun.substance', 'noun.plant', 'noun.animal', 'noun.object']);

/**
 * A noun made of a verb and its particle (`setup` of `set up`, `buildup`): it names the act, or any
 * thing set up, and is no search, unless its commonest sense is a thing of few kinds (`makeup`, `hookup`).
 */
export function phrasalAct(word: string): boolean {
  const m = /^(\p{L}{2,}?)(up|out|off|down|over)$/u.exec(word);
  if (!m || !wordnet().has(`${m[1]} ${m[2]}`, 'verb')) return false;
  const first = wordnet().senses(word, 'noun')[0];
  return !first || !SPELLING_FILES.has(first.lexname) || first.hyponymCount > 20;
}

/**
 * A thing's name of one word as two words in use (`racetrack` -> `race track`, `dollhouses` ->
 * `doll houses`), in the seller's number, when the dictionary says the second word names it: the
 * last word of a name of its commonest sense or of the kind it belongs to (`track` is a racetrack's
 * other name, a dollhouse is a `house`, a sailboat a `sailing boat`). Not `car pet` (a carpet is a
 * floor cover), `book case` (a bookcase is furniture) or `ear ring` (jewelry).
 */
export function inTwoWords(word: string): [string, string] | undefined {
  const wn = wordnet();
  const lower = word.toLowerCase();
  const lemma = wn.has(lower, 'noun') ? lower : normalizeWord(lower);
  if (!/^[a-z]{6,}$/u.test(lemma) || !lower.startsWith(lemma.slice(0, -1))) return undefined;
  // (A made thing or an animal: a food's two words, `pan cake`, `pop corn`, are no name anyone writes.)
  const first = wn.senses(lemma, 'noun')[0];
  if (!first || (first.lexname !== 'noun.artifact' && first.lexname !== 'noun.animal')) return undefined;
  const names = [first, ...first.hypernyms.map((o) => wn.synset(o, 'noun'))].flatMap((s) => s.words.map((w) => w.toLowerCase()));
  const inUse = (w: string) => POS.some((pos) => (wn.entry(w, pos)?.taggedSenses ?? 0) > 0);
  for (let at = 3; at <= lemma.length - 3; at++) {
    const [a, b] = [lemma.slice(0, at), lemma.slice(at)];
    if (!inUse(a) || !attested(b) || FUNCTION_WORDS.has(a)) continue;
    if (names.some((n) => n !== lemma && (n === b || n.endsWith(` ${b}`)))) return [a, lower.slice(at)];
  }
  return undefined;
}
