import nlp from 'compromise';
import { FUNCTION_WORDS, normalizeWord, words } from '../../src/rules/index.js';

/**
 * How the quality benchmark reads text: sentences, bullet headers, content words and word stems.
 * Written for the benchmark alone (nothing from the writer is imported), so a blind spot of the
 * writer is not shared by the measure that judges it.
 */

/** Closed word classes in compromise's lexicon: words that carry no fact about a product. */
const CLOSED_CLASSES = ['Pronoun', 'Possessive', 'Determiner', 'Copula', 'Modal', 'QuestionWord', 'Preposition', 'Conjunction', 'Negative', 'Auxiliary', 'Expression'];
/** Verbs used as auxiliaries, quantifiers compromise files as adjectives, and place adverbs it files as nouns. */
const LIGHT_WORDS = new Set(
  'am are was were be been being has have had having do does did done get gets got all most many much more own same other such here there less least one ones'.split(' '),
);
/** compromise's word list (word -> its tags), typed: the package types `world()` as `object`. */
export const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[]> } } }).model.one.lexicon;

const functionCache = new Map<string, boolean>();
/**
 * A function word: the rules engine's FUNCTION_WORDS (articles, prepositions, conjunctions), the
 * closed classes of compromise's lexicon (pronouns, determiners, copulas, modals, question words),
 * auxiliary verbs and quantifiers, and adverbs that do not end in -ly (`also`, `very`, `just`).
 */
export function isFunctionWord(word: string): boolean {
  const w = word.toLowerCase().replace(/’/g, "'");
  let found = functionCache.get(w);
  if (found === undefined) {
    const tags = [lexicon[w] ?? []].flat();
    found =
      FUNCTION_WORDS.has(w) ||
      LIGHT_WORDS.has(w) ||
      /^(?:it|that|there|here|what|who|you|they|we|i)'(?:s|re|ll|ve|d|m)$/.test(w) ||
      tags.some((t) => CLOSED_CLASSES.includes(t)) ||
      (tags.includes('Adverb') && !w.endsWith('ly'));
    functionCache.set(w, found);
  }
  return found;
}

const SUFFIXES = ['ations', 'ation', 'ities', 'ity', 'ness', 'ments', 'ment', 'ingly', 'ings', 'ing', 'edly', 'ed', 'ers', 'er', 'est', 'ably', 'able', 'ibly', 'ible', 'ally', 'ly', 'ful', 'ive', 'ise', 'ize', 'al', 'e', 'y'];
const stemCache = new Map<string, string>();
/**
 * A word's stem for "is this the seller's word": the rules engine's singular (`normalizeWord`),
 * then one common suffix off when at least 4 letters remain, so `durable`/`durability` and
 * `adjust`/`adjustable` meet. Deliberately rough: it only decides whether two forms share a root.
 */
export function stem(word: string): string {
  let found = stemCache.get(word);
  if (found === undefined) {
    const w = normalizeWord(word);
    found = w;
    if (!/\d/.test(w)) {
      for (const suffix of SUFFIXES) {
        if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
          found = w.slice(0, -suffix.length).replace(/([ai])bil$/, '$1bl'); // durability -> durabl, like durable
          break;
        }
      }
    }
    stemCache.set(word, found);
  }
  return found;
}

/** Content words of a text: its words (the rules engine's `words`) that are not function words. */
export const contentWords = (text: string): string[] => words(text).filter((w) => !isFunctionWord(w));

const ABBREVIATIONS = /(?:\b(?:approx|appx|incl|excl|e\.g|i\.e|etc|vs|no|nos|dr|mr|mrs|ms|st|jr|sr|co|inc|ltd|dia|max|min|qty|pcs|pc|wt|ht|oz|lbs|lb|in|ft|cm|mm|ml|fl|sq|cu|yr|yrs|mo|hr|hrs|ref|fig|vol|mfg|dept|est|no)\.)$/i;

/**
 * Sentences as a reader sees them: a line break, or `.`, `!`, `?` (or `…`) followed by a space,
 * ends one, except after a common abbreviation (`approx.`, `8 in.`, `e.g.`). `1.5 m` and
 * `usage.Measures` (no space) do not split. Empty pieces and pieces without a letter or digit are dropped.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const re = /[.!?…]+["”’)\]]*\s+/g;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const before = line.slice(start, m.index + m[0].trimEnd().length);
      const after = line.slice(m.index + m[0].trimEnd().length);
      if (ABBREVIATIONS.test(before) && /^\s+[\p{Ll}\d]/u.test(after)) continue;
      // A title or an initial before a name (`Dr. Ph. Martin's`, `MR. Brand`, `N. F. P. A.`) ends no sentence.
      if (/(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|MR|MRS|MS|DR|\p{Lu})\.$/u.test(before) && /^\s+\p{Lu}/u.test(after)) continue;
      out.push(before.trim());
      start = m.index + m[0].length;
    }
    out.push(line.slice(start).trim());
  }
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * A bullet's header, `HEADER: text`: the text before the first colon when it has at most 10 words,
 * no sentence punctuation and no digit right before the colon (`Ratio 16:9` is not a header).
 */
export function splitHeader(bullet: string): { header?: string; body: string } {
  const m = /^([^:.!?]{1,90}?)\s*:\s+(.*)$/su.exec(bullet.trim());
  if (!m || /\d$/.test(m[1]!) || words(m[1]!).length > 10 || words(m[1]!).length === 0) return { body: bullet.trim() };
  return { header: m[1]!.trim(), body: m[2]!.trim() };
}

export interface Unit {
  field: 'bullet' | 'header' | 'description' | 'title';
  /** Bullet index (0-based) for bullets and headers. */
  index?: number;
  text: string;
}

/** The sentence units of bullets and description: each header alone, then the sentences of each bullet's text and of the description. */
export function proseUnits(bullets: readonly string[], description: string): Unit[] {
  const units: Unit[] = [];
  bullets.forEach((bullet, index) => {
    const { header, body } = splitHeader(bullet);
    if (header) units.push({ field: 'header', index, text: header });
    for (const s of sentencesOf(body)) units.push({ field: 'bullet', index, text: s });
  });
  for (const s of sentencesOf(description)) units.push({ field: 'description', text: s });
  return units;
}
