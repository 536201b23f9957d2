import nlp from '../lexicon/nlp.js';
import { FUNCTION_WORDS } from '../../../rules/index.js';
import { isCommonNoun, isKnownNoun, isOnlyAdjective } from './lexical.js';

/*
 * Noun phrases of the seller's sentences (`bamboo core`, `5 separate mini building kits`,
 * `40mm drivers`): runs of modifiers ending on a noun, the material for bullet headers and for
 * the selling points in the insights. Always whole: a phrase never ends on a modifier or a
 * function word.
 */

export interface NounPhrase {
  text: string;
  /** Word index of the phrase's first word in its sentence, for "earlier is more central". */
  position: number;
  words: number;
}

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  offset: { start: number };
}

const TAGGING = ['alias', 'normal', 'machine', 'lexicon', 'preTagger'];
const MODIFIER_TAGS = ['Adjective', 'Noun', 'Value', 'Unit', 'Acronym', 'Abbreviation', 'Gerund'];
const STOP_TAGS = ['Determiner', 'Pronoun', 'Preposition', 'Conjunction', 'Possessive', 'Adverb', 'Copula', 'Modal', 'Auxiliary', 'Negative', 'QuestionWord'];
const NEGATIONS = new Set(['not', 'no', 'never', 'without']);

function isModifier(term: Term): boolean {
  const lower = term.text.toLowerCase();
  // Brackets, slashes and plus signs inside a term (`22.9(W)`, `X/XsMax`) make no phrase.
  if (/[()[\]/+&]/u.test(term.text)) return false;
  if (!term.text || FUNCTION_WORDS.has(lower) || NEGATIONS.has(lower)) return false;
  if (term.tags.some((t) => STOP_TAGS.includes(t)) && !/\d/u.test(term.text)) return false;
  if (term.tags.includes('Verb') && !term.tags.includes('Gerund') && !term.tags.includes('Noun') && !/-/u.test(term.text)) return false;
  return term.tags.some((t) => MODIFIER_TAGS.includes(t)) || /\d/u.test(term.text);
}

/**
 * compromise splits `boil-dry` and `shut-off` into parts; a hyphenated chain is one word here, a
 * modifier (`boil-dry protection`), and a head when its last part is a noun or WordNet knows it.
 */
function joinHyphenated(terms: readonly Term[]): Term[] {
  const out: Term[] = [];
  for (const term of terms) {
    const prev = out[out.length - 1];
    if (prev && prev.post === '-' && term.pre === '') {
      const text = `${prev.text}-${term.text}`;
      const noun = term.tags.includes('Noun') || isKnownNoun(text.toLowerCase()) || isKnownNoun(text.toLowerCase().replace(/-/gu, ''));
      out[out.length - 1] = { ...term, text, pre: prev.pre, tags: noun ? ['Noun', 'Hyphenated'] : ['Adjective', 'Hyphenated'], offset: prev.offset };
    } else out.push(term);
  }
  return out;
}

function isHead(term: Term): boolean {
  if (/^\d+(?:[.,]\d+)?$/u.test(term.text)) return false;
  const lower = term.text.toLowerCase().replace(/['’]s$/u, '');
  if (FUNCTION_WORDS.has(lower) || term.tags.includes('Pronoun')) return false;
  if (term.tags.includes('Noun') || term.tags.includes('Acronym') || term.tags.includes('Abbreviation')) return !isOnlyAdjective(lower) || isKnownNoun(lower);
  return isKnownNoun(lower) && !term.tags.includes('Verb') && !term.tags.includes('Adjective');
}

/** The noun phrases of each text, in order. */
export function nounPhrases(texts: readonly string[]): NounPhrase[][] {
  if (texts.length === 0) return [];
  // Blank lines keep compromise from joining the texts' sentences.
  const joined = texts.join('\n\n');
  const starts: number[] = [];
  let at = 0;
  for (const t of texts) {
    starts.push(at);
    at += t.length + 2;
  }
  const textAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && offset >= (starts[i + 1] ?? Infinity)) i++;
    return i;
  };
  // Lexicon and first-pass tagging only: the post-tagger's pattern sweep costs three times as much
  // and changes nothing a noun phrase depends on.
  const doc = nlp.tokenize(joined);
  doc.compute(TAGGING);
  const sentences = doc.json({ offset: true }) as { terms: Term[] }[];
  const out: NounPhrase[][] = texts.map(() => []);
  // Positions count words from the start of the whole text, across its sentences.
  const wordsBefore = texts.map(() => 0);
  for (const sentence of sentences) {
    const first = sentence.terms[0];
    if (!first) continue;
    const text = textAt(first.offset.start);
    const terms = joinHyphenated(sentence.terms.filter((t) => t.text !== ''));
    let run: Term[] = [];
    let runStart = 0;
    const flush = (index: number) => {
      // A phrase ends on its last head noun; anything after it is dropped.
      let end = run.length - 1;
      while (end >= 0 && !isHead(run[end]!)) end--;
      // A phrase does not start on a verb form (`using Force X10`), unless WordNet knows it as a noun (`building kits`).
      let start = 0;
      while (start < end && /ing$/u.test(run[start]?.text ?? '') && !isCommonNoun(run[start]?.text.toLowerCase() ?? '')) start++;
      if (end >= 0) {
        const words = run.slice(start, end + 1);
        // Words joined by a hyphen (`lithium-ion`) stay joined.
        const phrase = words.map((t, i) => (i === 0 ? '' : /-$/u.test(words[i - 1]?.post ?? '') || /^-/u.test(t.pre) ? '-' : ' ') + t.text).join('').trim();
        out[text]?.push({ text: phrase, position: (wordsBefore[text] ?? 0) + runStart + start, words: words.length });
      }
      run = [];
      runStart = index + 1;
    };
    terms.forEach((term, i) => {
      // Punctuation between words ends a phrase, except a hyphen.
      const broken = /[,;:.!?()[\]"“”–—]|\s-\s?/u.test(term.pre);
      if (broken && run.length > 0) flush(i - 1);
      // A sentence that opens on a base verb that is also a common noun (`Leak proof lid`) opens on a noun.
      const openingNoun = i === 0 && (term.tags.includes('Infinitive') || term.tags.includes('Imperative')) && isCommonNoun(term.text.toLowerCase());
      if (isModifier(term) || openingNoun) {
        if (run.length === 0) runStart = i;
        run.push(term);
      } else flush(i);
      if (/[,;:.!?()[\]"“”–—]|\s-/u.test(term.post) && run.length > 0) flush(i);
    });
    flush(terms.length);
    wordsBefore[text] = (wordsBefore[text] ?? 0) + terms.length;
  }
  return out;
}
