import nlp from '../lexicon/nlp.js';
import { FUNCTION_WORDS, labelWords, lowerCompoundWords, lowerPlainWords, normalizeWord } from '../../../rules/index.js';
import { capitalizeFirst, withStop } from '../read/clean.js';
import { isKnownNoun } from '../read/lexical.js';
import { isUnitWord } from '../read/measures.js';
import { nounPhrases } from '../read/noun-phrases.js';

/*
 * Short bullets: a seller's list cut into bullets (`Connectivity: HDMI ports to connect a set-top
 * box`, `Blu-ray players`, `Gaming consoles`) or a spec of a few words (`5MP Front Camera`). They
 * join the bullet they continue, or one on the same theme, or, when they measure something, are
 * headed by their own noun (`FRONT CAMERA: 5MP`).
 */

/** Words at most in a fragment: a bullet this short is a phrase, not a statement. */
const FRAGMENT_WORDS = 5;

/** A bullet of a few words in one piece (`Gaming consoles`, `Massive 6000 mAh Battery`). */
export function isFragment(sentences: readonly string[]): boolean {
  return sentences.length === 1 && lowerPlainWords(sentences[0] ?? '').length <= FRAGMENT_WORDS;
}

/**
 * A measured fragment as a label and its value, the label the noun the value measures: `5MP Front
 * Camera` -> `Front Camera` and `5MP`; `Massive 6000 mAh Battery` -> `Battery` and `Massive 6000
 * mAh`. Undefined when nothing follows the last number but units (`60 Hertz`, `Pack of 2`).
 */
export function measuredLabel(text: string): { label: string; value: string } | undefined {
  const tokens = text.trim().replace(/[.!]+$/u, '').split(/\s+/u);
  let last = -1;
  tokens.forEach((t, i) => {
    if (/\d/u.test(t)) last = i;
  });
  if (last < 0) return undefined;
  let from = last + 1;
  while (from < tokens.length && isUnitWord(tokens[from] ?? '')) from++;
  const label = tokens.slice(from);
  if (label.length === 0 || label.length > 3 || !label.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w))) return undefined;
  const head = (label.at(-1) ?? '').toLowerCase();
  if (!isKnownNoun(head) || isUnitWord(head) || FUNCTION_WORDS.has(head)) return undefined;
  // The value is a measure and its modifiers (`Massive 6000 mAh`), not a clause (`bracket for 32 to 43 inch`).
  const value = tokens.slice(0, from);
  if (value.some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) return undefined;
  return { label: label.join(' '), value: value.join(' ') };
}

/** Content stems of a text, naming words aside (`camera` of `13MP rear camera`). */
const themeStems = (text: string, ignore: ReadonlySet<string>) =>
  new Set(lowerCompoundWords(text).filter((w) => !FUNCTION_WORDS.has(w) && /\p{L}{3}/u.test(w)).map(normalizeWord).filter((w) => !ignore.has(w)));

/** Whether two texts are about the same thing: they share a content word that is not the product's name. */
export function sameTheme(a: string, b: string, ignore: ReadonlySet<string>): boolean {
  const stems = themeStems(b, ignore);
  return [...themeStems(a, ignore)].some((w) => stems.has(w));
}

/**
 * A fragment added to a bullet's sentences: after a comma when the last sentence is an open list
 * (`..., Blu-ray players`), else as a phrase of its own.
 */
export function withFragment(sentences: readonly string[], fragment: string): string[] {
  const last = sentences.at(-1) ?? '';
  const bare = fragment.trim().replace(/[;,]+$/u, '');
  if (last === '') return [bare];
  // `Made in India!` is a sentence of its own; so is anything after a sentence that ended.
  if (/[.!?]["')\]]*$/u.test(bare)) return [...sentences.slice(0, -1), withStop(last), bare];
  if (/[.!?]["')\]]*$/u.test(last)) return [...sentences, bare.replace(/\.$/u, '')];
  return [...sentences.slice(0, -1), `${last.replace(/[\s,;]+$/u, '')}, ${bare}`];
}

/**
 * Whether a bullet's sentences already say a fragment, word for word (`Sold By: HerbalStore_24*7`
 * after a bullet that ends `... - HerbalStore_24*7`): joined, it would say it twice.
 */
export function saysAlready(sentences: readonly string[], fragment: string): boolean {
  const said = ` ${lowerPlainWords(sentences.join(' ')).join(' ')} `;
  const words = lowerPlainWords(fragment);
  return words.length > 0 && said.includes(` ${words.join(' ')} `);
}

/**
 * A short phrase-bullet as a label and the rest (`Metal phone stand for mobile phones and tablets`
 * -> `Metal phone stand` and `For mobile phones and tablets`): its noun phrase heads it, the words
 * after the preposition are its text. Undefined when the phrase before the preposition is no noun
 * phrase (`Keep drinks cold for 24 hours`).
 */
export function labelBeforePreposition(text: string): { label: string; rest: string } | undefined {
  const m = text.trim().match(/^((?:[\p{L}\p{N}][\p{L}\p{N}'’&/-]*\s+){0,4}[\p{L}][\p{L}\p{N}'’&-]*)\s+((?:for|with|to|in|on|from)\s+.+)$/u);
  if (!m?.[1] || !m[2] || lowerPlainWords(text).length > PHRASE_BULLET_WORDS) return undefined;
  const label = m[1];
  // (A hyphenated word is one word of the label: `over` in `Tip-over switch` is no preposition.)
  const words = label.toLowerCase().split(/\s+/u);
  // `Heat resistant body and stand`: two nouns joined by `and` are one label; no other function word belongs in one.
  const joined = words.filter((w, i) => FUNCTION_WORDS.has(w) && !(w === 'and' && i > 0 && i < words.length - 1));
  if (joined.length > 0 || !isKnownNoun(words.at(-1) ?? '') || isUnitWord(words.at(-1) ?? '')) return undefined;
  // Every word of the label is a modifier or a noun in the sentence, never its verb; unless the
  // label as a whole reads as one noun phrase (`Carry handle`, `Tip-over switch`, `Handle` before
  // `for easy portability`), which an imperative (`Keep drinks cold`) does not.
  const terms = (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((x) => x.terms).slice(0, labelWords(label).length);
  const verbal = terms.some((t) => t.tags.some((tag) => VERB_TAGS.has(tag)) && !t.tags.includes('Noun') && !t.tags.includes('Adjective'));
  if (verbal && !opensOnNounPhrase(text, label)) return undefined;
  return { label, rest: capitalizeFirst(m[2].replace(/[.!]+$/u, '')) };
}

/** The text's first noun phrase, as the noun-phrase reader finds it in the whole text, is the label (`Wash hands with soap` opens on `Wash`). */
function opensOnNounPhrase(text: string, label: string): boolean {
  const phrase = nounPhrases([text])[0]?.[0];
  return !!phrase && phrase.position === 0 && phrase.text.toLowerCase() === label.toLowerCase();
}

/** Words at most in a bullet read as a label and its rest: past this it is a sentence. */
const PHRASE_BULLET_WORDS = 12;
const VERB_TAGS = new Set(['Verb', 'Copula', 'Modal', 'Auxiliary', 'Imperative', 'Infinitive', 'PresentTense', 'PastTense']);

/**
 * Whether a short phrase is a noun phrase (`Even Distribution Of Heat`), not a clause (`Consumes
 * Lower Gas`, `Waffles Come Out Golden`): it ends on a noun and none of its words is only a verb.
 * (Read in lowercase: Title Case makes every word a name to the tagger.)
 */
export function isNounPhrase(text: string): boolean {
  const plain = text.trim().replace(/[.!]+$/u, '');
  const last = (plain.split(/\s+/u).at(-1) ?? '').toLowerCase();
  if (!isKnownNoun(last) || isUnitWord(last) || FUNCTION_WORDS.has(last)) return false;
  const terms = (nlp(plain.toLowerCase()).json() as { terms: { tags: string[] }[] }[]).flatMap((x) => x.terms);
  return !terms.some((t) => t.tags.some((tag) => VERB_TAGS.has(tag)) && !t.tags.includes('Noun') && !t.tags.includes('Adjective'));
}
