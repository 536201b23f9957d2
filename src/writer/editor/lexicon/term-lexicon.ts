import { lexiconTags } from './nlp.js';
import { lastSeen, normalizeWord, spellingKey } from '../../../rules/index.js';
import type { TermLexicon } from '../../../rules/search-term-relevance.js';
import { wordnet, type Synset } from './wordnet.js';

/*
 * Search words by the dictionary: a word's synonyms and the kinds it belongs to (WordNet), and
 * whether it is a name (compromise's lexicon of organisations and places, WordNet's capitalised
 * entries). Shared by the built-in writer's search terms and the relevance filter, so both agree on
 * what is close to the seller's words.
 */

/** A kind with more direct kinds under it than this (`device`, `container`) is too general to search for. */
export const MAX_KIND_BREADTH = 40;

export const attested = (word: string, pos: Synset['pos'] = 'noun') => (wordnet().entry(word, pos)?.taggedSenses ?? 0) > 0;

/**
 * Other single words of a sense whose own commonest meaning it is, and that are in use (`earphone`
 * for headphone, not `phone`; `television set` would only repeat `television`).
 */
export function synonymsIn(sense: Synset, of: string, inContext = false, window = 1): string[] {
  const wn = wordnet();
  return sense.words
    .map((w) => w.toLowerCase())
    .filter((w) => {
      if (w === of || !/^[a-z]+$/u.test(w)) return false;
      const entry = wn.entry(w, sense.pos);
      // Its own commonest meaning, and in use; for the product's noun in a sense chosen by the
      // seller's own words, a word only ever used in that sense will do (`earphone`, `teakettle`).
      // (`window` 2 lets a word's second meaning count: `oatmeal` is porridge first, rolled oats second.)
      return entry !== undefined && entry.senses.slice(0, window).includes(sense.offset) && (attested(w, sense.pos) || (inContext && entry.senses.length <= window));
    });
}

/**
 * The kinds the product belongs to, up to two steps (`doll` -> `toy` -> `plaything`), while they
 * stay specific enough to search for and of the same sort of thing.
 */
export function kindsOf(sense: Synset, steps = 2): string[] {
  const wn = wordnet();
  const out: string[] = [];
  let level = [sense];
  for (let step = 0; step < steps; step++) {
    level = level
      .flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')))
      .filter((kind) => kind.lexname === sense.lexname && kind.hyponymCount <= MAX_KIND_BREADTH);
    for (const kind of level) {
      out.push(...kind.words.map((w) => w.toLowerCase()).filter((w) => /^[a-z]+$/u.test(w) && wn.entry(w, 'noun')?.senses[0] === kind.offset && attested(w)));
    }
  }
  return out;
}

/** Kinds of thing a marketplace sells: another one of these is another product. */
const THING_FILES = new Set(['noun.artifact', 'noun.food']);

/** Kinds that make a made thing a place where a product is used (`gym`, `kitchen`, `office`), not goods. */
const PLACE_KINDS = new Set(['facility', 'area', 'building', 'establishment']);

/** compromise's tags of names. */
const NAME_TAGS = /^(?:Organization|Person|FirstName|LastName|MaleName|FemaleName|City|Country|Place|Region|ProperNoun)$/u;

/** compromise's tags of numbers and grammar words. */
const GRAMMAR_TAGS = /^(?:Value|Cardinal|TextValue|Ordinal|Conjunction|Preposition|Determiner|Pronoun|Copula|Modal|Auxiliary|QuestionWord)$/u;

/** A place where products are used (`gym`, `kitchen`, `office`), by the noun's commonest sense. */
export function isPlace(word: string): boolean {
  const first = wordnet().senses(nounLemma(word), 'noun')[0];
  if (!first) return false;
  const wn = wordnet();
  let level = [first];
  for (let step = 0; step < 16 && level.length > 0; step++) {
    if (level.some((s) => s.words.some((w) => PLACE_KINDS.has(w)))) return true;
    level = level.flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')));
  }
  return false;
}

/**
 * Goods: a sense whose kinds reach a physical thing (a `drink` is first a serving, a measure) and
 * pass no place (`gym` is a facility). Another product is goods; a place of use or a serving is not.
 */
function isGoods(sense: Synset): boolean {
  const wn = wordnet();
  let level = [sense];
  for (let step = 0; step < 16 && level.length > 0; step++) {
    if (level.some((s) => s.words.some((w) => PLACE_KINDS.has(w)))) return false;
    if (level.some((s) => s.words.includes('physical entity'))) return true;
    level = level.flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')));
  }
  return false;
}
const PRODUCT_FILES = ['noun.artifact', 'noun.food', 'noun.substance', 'noun.object', 'noun.plant'];


/** The form WordNet lists a noun under: as written, else singular, else in its other spelling. */
function nounLemma(word: string): string {
  const wn = wordnet();
  const lower = word.toLowerCase();
  if (wn.has(lower, 'noun')) return lower;
  const singular = normalizeWord(lower);
  return wn.has(singular, 'noun') || !wn.has(spellingKey(singular), 'noun') ? singular : spellingKey(singular);
}

/** Whether WordNet has the word as a common (lowercase) word in use, in any part of speech. */
function isCommonWord(word: string): boolean {
  const wn = wordnet();
  return (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => {
    const lemma = pos === 'noun' ? nounLemma(word) : word;
    const entry = wn.entry(lemma, pos);
    if (!entry || entry.taggedSenses === 0) return false;
    return wn.senses(lemma, pos).some((s) => s.words.some((w) => w === w.toLowerCase() && w.toLowerCase() === entry.lemma));
  });
}

/** The sense of a noun that is a thing one buys, among its commonest three; else its commonest. */
function mainSense(word: string): Synset | undefined {
  const senses = wordnet().senses(nounLemma(word), 'noun').slice(0, 3);
  for (const file of PRODUCT_FILES) {
    const found = senses.find((s) => s.lexname === file);
    if (found) return found;
  }
  return senses[0];
}

const dictionary: TermLexicon = {
  isName(word) {
    const lower = word.toLowerCase();
    const tags = lexiconTags(lower);
    if (tags.includes('Organization')) return true;
    const named = tags.some((t) => NAME_TAGS.test(t));
    if (named) return !isCommonWord(lower);
    // WordNet lists names capitalised (`Bose`, `Nike`): a word it knows only that way is a name.
    const senses = wordnet().senses(nounLemma(lower), 'noun');
    return senses.length > 0 && !isCommonWord(lower) && senses.every((s) => s.words.some((w) => w.toLowerCase() === nounLemma(lower) && w !== w.toLowerCase()));
  },
  isThing(word) {
    const first = wordnet().senses(nounLemma(word), 'noun')[0];
    return first !== undefined && THING_FILES.has(first.lexname) && attested(nounLemma(word)) && isGoods(first);
  },
  isKnown(word) {
    const lower = word.toLowerCase();
    // A number or grammar word (`one`, `plus`) is no part of a product's name.
    const tags = lexiconTags(lower);
    if (tags.some((t) => GRAMMAR_TAGS.test(t))) return false;
    if (tags.length > 0) return !tags.some((t) => NAME_TAGS.test(t)) || isCommonWord(lower);
    // WordNet's common words, in use or not (`hockey`, `paddle`): a lowercase lemma in some sense.
    const wn = wordnet();
    return (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => {
      const lemma = pos === 'noun' ? nounLemma(lower) : lower;
      return wn.senses(lemma, pos).some((sense) => sense.words.some((w) => w === w.toLowerCase() && w === lemma));
    });
  },
  closeWords(word) {
    const lemma = nounLemma(word);
    const sense = mainSense(lemma);
    const adjective = wordnet().senses(word.toLowerCase(), 'adj')[0];
    // Names of several words too (`rolled oats` for `oatmeal`): the caller checks each of their words.
    const compounds = sense?.words.map((w) => w.toLowerCase()).filter((w) => w !== lemma && /^[a-z]+(?: [a-z]+)+$/u.test(w)) ?? [];
    // The whole a part belongs to (`table` for `tabletop`): a part of the product is no other product.
    const wholes = sense?.partOf.flatMap((o) => wordnet().synset(o, 'noun').words.map((w) => w.toLowerCase())) ?? [];
    return [
      ...(sense ? [...synonymsIn(sense, lemma, true, 2), ...compounds, ...(PRODUCT_FILES.includes(sense.lexname) ? kindsOf(sense) : []), ...wholes] : []),
      ...(adjective ? synonymsIn(adjective, word.toLowerCase()) : []),
    ];
  },
};

/**
 * The dictionary's answers kept for the words asked last: the relevance filter asks whether a word
 * is known and what is close to it of every search term, of each half of a word it cannot read, and
 * once more for each profile.
 */
export const termLexicon: TermLexicon = {
  ...dictionary,
  isKnown: lastSeen(2000, (word) => dictionary.isKnown(word)),
  closeWords: lastSeen(2000, (word) => dictionary.closeWords(word)),
};

/** Whether WordNet knows the word at all, as any part of speech. */
export const inDictionary = (word: string) => (['noun', 'verb', 'adj', 'adv'] as const).some((pos) => wordnet().has(nounLemma(word), pos) || wordnet().has(word, pos));

/** The kinds above a sense, each with how many steps up it is. */
function kindsAbove(sense: Synset, steps: number): Map<number, number> {
  const wn = wordnet();
  const out = new Map<number, number>();
  let level = [sense];
  for (let step = 1; step <= steps; step++) {
    level = level.flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')));
    for (const kind of level) if (!out.has(kind.offset)) out.set(kind.offset, step);
  }
  return out;
}

/**
 * Whether two nouns name the same kind of thing in one of their common senses: one sense, one a
 * kind of the other within three steps (`sofa` of `furniture`, `dress` of `costume`), or two kinds
 * of one thing (`light` and `lamp`, both a source of illumination). `Light/Lamp` in a title says the
 * product twice; `Hook/Sewing` or `Play/Food` says two things, and names neither.
 */
export function sameKindOfThing(a: string, b: string): boolean {
  const wn = wordnet();
  const sensesOf = (w: string) => wn.senses(nounLemma(w), 'noun').slice(0, 3).map((sense) => ({ sense, above: kindsAbove(sense, 3) }));
  // (Each sense's kinds are walked once, not once per sense of the other word.)
  const others = sensesOf(b);
  for (const x of sensesOf(a)) {
    for (const y of others) {
      if (x.sense.offset === y.sense.offset || x.above.has(y.sense.offset) || y.above.has(x.sense.offset)) return true;
      for (const [kind, steps] of x.above) if (steps + (y.above.get(kind) ?? Infinity) <= 2) return true;
    }
  }
  return false;
}
