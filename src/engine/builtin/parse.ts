import nlp from 'compromise';
import { normalizeWord } from '../../listing/words.js';

/**
 * The one place that calls compromise. Each text is parsed once into plain tokens with offsets and
 * the few part-of-speech flags the writer needs, so nothing downstream re-parses or depends on
 * compromise's view API.
 */
export interface Token {
  /** The word as written, without surrounding punctuation. */
  text: string;
  lower: string;
  /** Lowercase singular (normalizeWord), the key for matching keywords and counting. */
  norm: string;
  /** Code-unit offsets into the parsed text. */
  start: number;
  end: number;
  /** Punctuation and spaces before and after the word, as compromise split them. */
  pre: string;
  post: string;
  noun: boolean;
  plural: boolean;
  proper: boolean;
  pronoun: boolean;
  adjective: boolean;
  verb: boolean;
  gerund: boolean;
  participle: boolean;
  copula: boolean;
  auxiliary: boolean;
  value: boolean;
  unit: boolean;
  preposition: boolean;
  conjunction: boolean;
  determiner: boolean;
  adverb: boolean;
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
  tokens: Token[];
}

interface RawTerm {
  text: string;
  pre: string;
  post: string;
  tags?: Set<string>;
}

export function parseText(text: string): Sentence[] {
  return parseMany([text])[0] ?? [];
}

/**
 * Parses several texts in one compromise call (blank lines always end a sentence there), and hands
 * back each text's sentences with offsets relative to that text.
 */
export function parseMany(texts: readonly string[]): Sentence[][] {
  const result: Sentence[][] = texts.map(() => []);
  const starts: number[] = [];
  let joined = '';
  for (const text of texts) {
    if (joined) joined += '\n\n';
    starts.push(joined.length);
    joined += text.replace(/\n/g, ' ');
  }
  if (joined.trim() === '') return result;
  const doc = nlp(joined);
  const pieceOf = (at: number) => {
    let piece = 0;
    while (piece + 1 < starts.length && at >= (starts[piece + 1] ?? Infinity)) piece++;
    return piece;
  };
  let cursor = 0;
  for (const terms of doc.document as RawTerm[][]) {
    // compromise does not always end a sentence at a blank line, so a sentence is split by text.
    const groups = new Map<number, Token[]>();
    for (const term of terms) {
      if (term.text === '') continue;
      const found = joined.indexOf(term.text, cursor);
      const start = found >= 0 ? found : cursor;
      const end = found >= 0 ? start + term.text.length : cursor;
      cursor = Math.max(cursor, end);
      const piece = pieceOf(start);
      const group = groups.get(piece) ?? [];
      group.push(makeToken(term, start, end));
      groups.set(piece, group);
    }
    for (const [piece, tokens] of groups) addSentence(result[piece], joined, starts[piece] ?? 0, tokens);
  }
  return result;
}

function addSentence(list: Sentence[] | undefined, joined: string, offset: number, tokens: Token[]): void {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!list || !first || !last) return;
  const start = Math.max(offset, first.start - first.pre.trimStart().length);
  const end = Math.min(joined.length, last.end + last.post.trimEnd().length);
  for (const token of tokens) {
    token.start -= offset;
    token.end -= offset;
  }
  const previous = list[list.length - 1];
  // compromise ends a sentence inside `7.5x16.5x18`; a stop glued to the next digit is a decimal point.
  if (previous && previous.end === start - offset && /\d\.$/.test(previous.text) && /^\d/.test(joined.slice(start, end))) {
    list[list.length - 1] = { text: joined.slice(previous.start + offset, end).trim(), start: previous.start, end: end - offset, tokens: [...previous.tokens, ...tokens] };
    return;
  }
  list.push({ text: joined.slice(start, end).trim(), start: start - offset, end: end - offset, tokens });
}

interface Lexicon {
  one?: { lexicon?: Record<string, string> };
}

const PROPER_TAGS = /Organization|Person|Place|Country|City|Region|FirstName|LastName|Company|ProperNoun/;

/** Verbs sellers open bullets with; compromise often tags them as plural nouns in fragments. */
const OPENING_VERBS: ReadonlySet<string> = new Set([
  'helps', 'provides', 'includes', 'comes', 'allows', 'keeps', 'makes', 'gives', 'lets', 'adds', 'offers', 'features',
  'supports', 'ensures', 'enables', 'protects', 'holds', 'fits', 'works', 'creates', 'brings', 'delivers', 'prevents',
  'reduces', 'improves', 'combines', 'contains', 'measures', 'requires', 'uses', 'goes', 'turns', 'stays', 'saves',
  'presses', 'pairs', 'removes', 'cleans', 'charges', 'connects', 'stores', 'folds', 'lasts', 'heats', 'cools', 'cuts',
  'slices', 'blends', 'grinds', 'mixes', 'dries', 'absorbs', 'blocks', 'locks', 'seals', 'attaches', 'mounts', 'sticks',
  'glows', 'plays', 'teaches', 'encourages', 'develops', 'inspires', 'promotes', 'boosts', 'syncs', 'transfers', 'runs',
  'holds', 'grips', 'moves', 'rolls', 'spins', 'rotates', 'adjusts', 'converts', 'powers', 'sounds', 'looks', 'feels',
]);

/** True for the third-person verbs sellers open clauses with (`keeps`, `makes`), whatever compromise says. */
export function isOpeningVerb(lower: string): boolean {
  return OPENING_VERBS.has(lower);
}

/** True when the word is a verb form (`helps`, `includes`) by compromise's lexicon or the list above. */
export function isVerbWord(lower: string): boolean {
  if (OPENING_VERBS.has(lower)) return true;
  const tag = (nlp.model() as Lexicon).one?.lexicon?.[lower];
  return tag !== undefined && /Tense|Infinitive|Gerund|Participle/.test(tag);
}

/** True when compromise's lexicon knows the word as a name (`Kodak`, `Google`). */
export function isProperWord(lower: string): boolean {
  const tag = (nlp.model() as Lexicon).one?.lexicon?.[lower];
  return tag !== undefined && PROPER_TAGS.test(tag);
}

function makeToken(term: RawTerm, start: number, end: number): Token {
  const tags = term.tags ?? new Set<string>();
  const has = (tag: string) => tags.has(tag);
  const lower = term.text.toLowerCase();
  return {
    text: term.text,
    lower,
    norm: normalizeWord(term.text),
    start,
    end,
    pre: term.pre,
    post: term.post,
    noun: has('Noun') && !has('Pronoun') && !has('Possessive'),
    plural: has('Plural'),
    proper: has('ProperNoun'),
    pronoun: has('Pronoun'),
    adjective: has('Adjective'),
    verb: has('Verb'),
    gerund: has('Gerund'),
    participle: has('Participle') || has('PastTense'),
    copula: has('Copula'),
    auxiliary: has('Auxiliary') || has('Modal'),
    value: has('Value'),
    unit: has('Unit'),
    preposition: has('Preposition'),
    conjunction: has('Conjunction'),
    determiner: has('Determiner'),
    adverb: has('Adverb'),
  };
}

/** True when the token is followed by a break in the phrase: a comma, colon, bracket or stop. */
export function breaksAfter(token: Token): boolean {
  return /[,;:.!?()[\]/]|\s[-–—]\s?/u.test(token.post);
}

/** True when compromise's lexicon knows the word as an adjective (`dry`, `smart`). */
export function isAdjectiveWord(lower: string): boolean {
  const tag = (nlp.model() as Lexicon).one?.lexicon?.[lower];
  return tag !== undefined && /Adjective|Comparable/.test(tag);
}
