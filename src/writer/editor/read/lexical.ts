import { lastSeen, normalizeWord, spellingKey } from '../../../rules/index.js';
import { wordnet, type Synset } from '../lexicon/wordnet.js';

/*
 * What a word is, asked of WordNet rather than of hand-typed lists: a thing one can buy, a
 * material, a colour, a kind of person (an audience).
 */

/** Lexicographer files of things a marketplace sells. */
const PRODUCT_FILES = new Set(['noun.artifact', 'noun.food', 'noun.substance', 'noun.object', 'noun.plant', 'noun.communication']);

/** The form WordNet lists a noun under: as written, else singular, else in its other spelling (`colour` -> `color`). */
const lemmaOf = (word: string) => {
  const lower = word.toLowerCase();
  const wn = wordnet();
  if (wn.has(lower, 'noun')) return lower;
  const singular = normalizeWord(lower);
  return wn.has(singular, 'noun') || !wn.has(spellingKey(singular), 'noun') ? singular : spellingKey(singular);
};

/** The noun senses among the word's first few (rarer senses say little about a listing). */
function nounSenses(word: string, first = 3): Synset[] {
  return wordnet().senses(lemmaOf(word), 'noun').slice(0, first);
}

/** A word whose common senses include a product (an artifact, food, substance, ...). */
export function isProductNoun(word: string): boolean {
  return nounSenses(word).some((s) => PRODUCT_FILES.has(s.lexname));
}

/** Which kinds of thing are likeliest to be what a listing sells, when a word has several. */
// (A written work is a product too, but its synonyms are for lists and messages: `roll` -> `roster`.)
const PRODUCT_PREFERENCE = ['noun.artifact', 'noun.food', 'noun.substance', 'noun.object', 'noun.plant'];

/** The product sense of a noun among its common ones, a made thing first (`roll` of paper, not a list of names). */
export function productSense(word: string): Synset | undefined {
  const senses = nounSenses(word);
  for (const file of PRODUCT_PREFERENCE) {
    const found = senses.find((s) => s.lexname === file);
    if (found) return found;
  }
  return undefined;
}

/**
 * The product sense of a noun that fits this listing (a simplified Lesk): among its common product
 * senses, the one whose definition, words and kind share the most words with the seller's text;
 * none when no sense shares a word (`pad` of a mouse pad is not a pad of paper).
 */
export function senseInContext(word: string, sellerStems: ReadonlySet<string>): Synset | undefined {
  const wn = wordnet();
  let best: { sense: Synset; overlap: number } | undefined;
  for (const sense of nounSenses(word).filter((s) => PRODUCT_PREFERENCE.includes(s.lexname))) {
    const kinds = sense.hypernyms.map((o) => wn.synset(o, 'noun'));
    const text = [sense.gloss.split(';')[0] ?? '', ...sense.words, ...kinds.flatMap((k) => k.words)].join(' ').toLowerCase();
    const own = normalizeWord(word.toLowerCase());
    const stems = new Set((text.match(/[a-z]{3,}/gu) ?? []).map(normalizeWord).filter((w) => w !== own && !GLOSS_STOP.has(w)));
    const overlap = [...stems].filter((w) => sellerStems.has(w)).length;
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { sense, overlap };
  }
  return best?.sense;
}

/** Words of WordNet definitions that say nothing about a sense (`used`, `something`, `usually`). */
const GLOSS_STOP = new Set(['used', 'use', 'something', 'usually', 'often', 'having', 'made', 'make', 'one', 'any', 'especially', 'consisting', 'small', 'large', 'thing', 'object', 'device', 'part', 'kind', 'type', 'form', 'person', 'the', 'and', 'for', 'with', 'that', 'which', 'from', 'into', 'such']);

/** A made thing in its commonest sense (`battery`, `tube`, `drivers`), not `weight` or `size`. */
export function isArtifactNoun(word: string): boolean {
  return nounSenses(word, 1)[0]?.lexname === 'noun.artifact';
}

/** A noun in attested use (`building`), not a rare nominal use of a verb form (`using`). */
export function isCommonNoun(word: string): boolean {
  return (wordnet().entry(lemmaOf(word), 'noun')?.taggedSenses ?? 0) > 0;
}

export function isKnownNoun(word: string): boolean {
  return wordnet().has(lemmaOf(word), 'noun');
}

/** A kind of person (`kids`, `students`, `women`, `beginners`): an audience. */
export function isPersonNoun(word: string): boolean {
  const senses = nounSenses(word, 2);
  return senses.length > 0 && senses[0]?.lexname === 'noun.person';
}

/** A material: the word's first noun sense is a substance or a plant (`steel`, `cotton`, `bamboo`). */
export function isMaterial(word: string): boolean {
  const first = nounSenses(word, 1)[0];
  return first?.lexname === 'noun.substance' || first?.lexname === 'noun.plant';
}

/**
 * A colour: an adjective or noun sense whose hypernyms, two steps up, name a colour. Kept for the
 * words asked last: the product noun's reading asks it of every word of every title segment.
 */
export const isColour: (word: string) => boolean = lastSeen(2000, (word) => {
  const wn = wordnet();
  // Names come first for some colours (`Grey`, the writer), so look a little further.
  const senses = wn.senses(word.toLowerCase(), 'noun').slice(0, 6);
  for (const sense of senses) {
    if (sense.lexname !== 'noun.attribute') continue;
    const up = sense.hypernyms.map((o) => wn.synset(o, 'noun'));
    const upper = up.flatMap((s) => s.hypernyms.map((o) => wn.synset(o, 'noun')));
    if ([...up, ...upper].some((s) => s.words.some((w) => /(?:^|\s)colou?r$/u.test(w)))) return true;
  }
  return false;
});

/** Whether WordNet knows the word in any part of speech with attested use. */
export function isCommonWord(word: string): boolean {
  const wn = wordnet();
  const lower = word.toLowerCase();
  return (['noun', 'adj', 'verb', 'adv'] as const).some((pos) => (wn.entry(lower, pos)?.taggedSenses ?? 0) > 0) || (wn.entry(normalizeWord(lower), 'noun')?.taggedSenses ?? 0) > 0;
}

/** An adjective and nothing else (`durable`, `soft`): a header made of one says nothing. */
export function isOnlyAdjective(word: string): boolean {
  const wn = wordnet();
  const lower = word.toLowerCase();
  // `reversible` has a rare noun sense (a coat); a noun only counts when it is in use.
  // `colour` is listed, but its senses are counted under `color`: either spelling's use counts.
  const nouns = [wn.entry(lemmaOf(lower), 'noun'), wn.entry(spellingKey(lower), 'noun')].filter((e) => e !== undefined);
  return (wn.has(lower, 'adj') || /(?:able|ible|ful|ous|ive|less|ish|al)$/u.test(lower)) && nouns.every((noun) => noun.taggedSenses === 0);
}
