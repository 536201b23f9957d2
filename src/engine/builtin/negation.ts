import { isOpeningVerb, isVerbWord } from './parse.js';

/*
 * What the seller says a product is free of, lacks or fights: `free of plastic taste`, `no assembly
 * required`, `BPA-free`, `prevents rust`, `not suitable for children under 3`. A phrase lifted out
 * of such a scope without the words that negate it says the opposite (`Plastic Taste` in a title,
 * `plastic` in search terms), so every extractor asks here before it lifts a phrase. Plain text in,
 * offsets out: the regex extractors and the parsed sentences share one reading.
 */

export interface Negation {
  /** The words the cue governs, as offsets into the text. */
  start: number;
  end: number;
  /** The cue itself (`free of`, `no`, the `free` of `BPA-free`). */
  cueStart: number;
  cueEnd: number;
}

export interface Word {
  lower: string;
  start: number;
  end: number;
  /** The characters between the previous word and this one. */
  gap: string;
}

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

/** Cues that negate the rest of their clause: `does not support recording`, `never fades`. */
const CLAUSE_CUES: ReadonlySet<string> = new Set(['not', 'never', 'nor', 'cannot', 'neither']);
/** `not only`, `not just`: the opposite of a negation. */
const AFFIRMING_AFTER_NOT: ReadonlySet<string> = new Set(['only', 'just', 'merely', 'simply', 'least', 'mention', 'bad']);
/** `Batteries not included`: the thing before the cue is what is missing. */
const MISSING = /^(?:included|include|required|needed|provided|supplied|available|recommended|suitable|compatible|allowed|intended|designed|meant|sold|shipped|for)$/u;
/** Cues that negate the noun phrase after them: `no assembly`, `without batteries`, `prevents rust`. */
const PHRASE_CUES: ReadonlySet<string> = new Set([
  'no', 'without', 'sans', 'less', 'fewer', 'unlike', 'against', 'resist', 'resists', 'resisting', 'prevent', 'prevents',
  'preventing', 'avoid', 'avoids', 'avoiding', 'eliminate', 'eliminates', 'eliminating', 'reduce', 'reduces', 'reducing',
  'minimize', 'minimizes', 'minimizing', 'minimise', 'minimises', 'minimising', 'stops', 'stopping', 'repel', 'repels',
  'repelling', 'fights', 'fighting',
]);
/** `free of`, `instead of`: two-word cues, keyed by their first word. */
const PAIRED_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['free', new Set(['of', 'from'])],
  ['instead', new Set(['of'])],
  ['rather', new Set(['than'])],
  ['resistant', new Set(['to'])],
  ['prevention', new Set(['of'])],
  ['lack', new Set(['of'])],
]);
/** `protects your phone from drops`: `from` negates after one of these. */
const SHIELDING = /^(?:protect|protects|protecting|protection|shield|shields|guard|guards|keep|keeps|keeping|safe|away|save|saves|prevent|prevents|stop|stops)$/u;
/** `BPA-free`, `rust proof`, `water resistant`, `bezel-less`: the word before the cue is what is kept out. */
const TRAILING_CUES: ReadonlySet<string> = new Set(['free', 'proof', 'resistant', 'repellent', 'repellant']);
const SUFFIX_CUES: ReadonlySet<string> = new Set(['less', 'free', 'proof']);
/** `anti-slip`, `non toxic`: the cue negates one word. */
const PREFIX_CUES: ReadonlySet<string> = new Set(['non', 'anti']);
/** Words that end a negated noun phrase: verbs that start a new predicate, pronouns, other prepositions. */
const PHRASE_ENDS: ReadonlySet<string> = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'will', 'can', 'could', 'may', 'might', 'must', 'should', 'would', 'has',
  'have', 'had', 'do', 'does', 'did', 'required', 'needed', 'necessary', 'included', 'involved', 'it', 'its', 'you', 'your',
  'they', 'them', 'their', 'we', 'our', 'he', 'she', 'this', 'that', 'these', 'those', 'which', 'who', 'when', 'while', 'where',
  'so', 'as', 'if', 'than', 'with', 'in', 'on', 'at', 'to', 'by', 'into', 'onto', 'over', 'under', 'through', 'during', 'after',
  'before', 'like', 'even', 'but', 'yet', 'because', 'for', 'from', 'thanks', 'due', 'making', 'giving', 'letting', 'allowing',
]);
/** Words that open a new clause and so end a clause cue's scope. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set([
  'but', 'while', 'whereas', 'which', 'yet', 'instead', 'although', 'though', 'however', 'so', 'because', 'unlike', 'except', 'then',
  'when', 'if', 'until', 'unless', 'since', 'as',
]);
/** `never miss a moment with ...`, `don't worry about ...`: only the next noun phrase is negated, not the clause. */
const IDIOM_VERBS: ReadonlySet<string> = new Set(['miss', 'worry']);
/** `could not be easier`, `can't go wrong`: praise, not a negation. */
const PRAISE_AFTER = /^(?:be \p{L}+er|go wrong|get enough|ask for more|be more)$/u;
const FUNCTION_BEFORE_TRAILING: ReadonlySet<string> = new Set([
  'is', 'are', 'be', 'being', 'was', 'were', 'and', 'or', 'a', 'an', 'the', 'in', 'of', 'for', 'with', 'to', 'feel', 'totally', 'completely', '100',
]);
const MAX_PHRASE_WORDS = 6;
const MAX_CLAUSE_WORDS = 12;

/** The words of `text` with their offsets: the one reading negations and their questions share. */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    out.push({ lower: m[0].toLowerCase(), start, end: start + m[0].length, gap: text.slice(last, start) });
    last = start + m[0].length;
  }
  return out;
}

/** A stop, a bracket or a spaced dash between two words ends a clause; `1.7` does not. */
function breaksBefore(words: readonly Word[], i: number): boolean {
  const w = words[i];
  if (!w) return true;
  if (/^\.$/u.test(w.gap) && /\d$/u.test(words[i - 1]?.lower ?? '') && /^\d/u.test(w.lower)) return false;
  return /[.;:!?()[\]{}\n|]|\s[-–—]\s?/u.test(w.gap);
}

const commaBefore = (w: Word | undefined) => w !== undefined && w.gap.includes(',');

/**
 * After a comma, a short verbless run is one more item of the list, if an `and` or `or` closes the
 * list before the clause ends: `against scratches, dust and drops`, but not the comma-separated
 * segments of a title (`less fat, 7 Pre-set Menu, 1400W`).
 */
function listItemAt(words: readonly Word[], i: number): boolean {
  let closed = false;
  for (let j = i; j < words.length && j < i + 16; j++) {
    if (j > i && breaksBefore(words, j)) break;
    if (/^(?:and|or|nor)$/u.test(words[j]?.lower ?? '') || (words[j]?.gap ?? '').includes('&')) closed = true;
  }
  if (!closed) return false;
  let n = 0;
  for (let j = i; j < words.length; j++) {
    const w = words[j] as Word;
    if (j > i && (breaksBefore(words, j) || commaBefore(w))) break;
    // A verb after the run makes the run a new subject (`, the lid keeps ...`), not a list item.
    if (isOpeningVerb(w.lower) || (j === i && PHRASE_ENDS.has(w.lower))) return false;
    if (PHRASE_ENDS.has(w.lower)) break;
    if (w.lower !== 'and' && w.lower !== 'or') n++;
    if (n > 4) return false;
  }
  return n > 0;
}

/**
 * The word that makes `from` a negation (`protects` of `protects your phone from drops`), or -1:
 * not `made from`, nor a `safe` in an earlier clause. It belongs to the cue, so `devices from
 * short-circuits` without `protects` is still a lifted phrase.
 */
function shieldedFrom(words: readonly Word[], at: number): number {
  if (/^(?:made|built|crafted|constructed|sourced|manufactured|derived|comes?|available|ranging|choose|select|away)$/u.test(words[at - 1]?.lower ?? '')) return -1;
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    if (SHIELDING.test((words[i] as Word).lower)) return i;
    if (breaksBefore(words, i) || commaBefore(words[i])) break;
  }
  return -1;
}

function phraseScope(words: readonly Word[], from: number): number {
  let to = from;
  let count = 0;
  for (let i = from; i < words.length; i++) {
    const w = words[i] as Word;
    if (i > from && breaksBefore(words, i)) break;
    if (i > from && commaBefore(w) && !listItemAt(words, i)) break;
    const joined = words[i - 1]?.lower === 'and' || words[i - 1]?.lower === 'or';
    // `no need for batteries`: `for` belongs to the phrase only after `need`.
    const needFor = w.lower === 'for' && words[i - 1]?.lower === 'need';
    if (i > from && !needFor && (PHRASE_ENDS.has(w.lower) || CLAUSE_CUES.has(w.lower) || (joined && isOpeningVerb(w.lower)) || isOpeningVerb(w.lower))) break;
    if (!/^(?:a|an|the|and|or|of|more|any)$/u.test(w.lower)) count++;
    to = i;
    if (count >= MAX_PHRASE_WORDS) break;
  }
  return to;
}

function clauseScope(words: readonly Word[], from: number): number {
  let to = from - 1;
  for (let i = from; i < words.length && i - from < MAX_CLAUSE_WORDS; i++) {
    const w = words[i] as Word;
    if (i > from && breaksBefore(words, i)) break;
    if (i > from && commaBefore(w) && !listItemAt(words, i)) break;
    if (CLAUSE_ENDS.has(w.lower)) break;
    to = i;
  }
  return to;
}

/** Every negation in `text`, with the words it governs and the cue that governs them. */
export function negationsIn(text: string): Negation[] {
  const words = wordsOf(text);
  const out: Negation[] = [];
  const add = (cueFrom: number, cueTo: number, from: number, to: number) => {
    const first = words[from];
    const last = words[to];
    const cue = words[cueFrom];
    const cueEnd = words[cueTo];
    if (!first || !last || !cue || !cueEnd || to < from) return;
    out.push({ start: first.start, end: last.end, cueStart: cue.start, cueEnd: cueEnd.end });
  };
  words.forEach((w, i) => {
    const next = words[i + 1];
    const nextLower = next && !breaksBefore(words, i + 1) ? next.lower : undefined;
    const contraction = /n['’]t$/u.test(w.lower);
    if (CLAUSE_CUES.has(w.lower) || contraction || (w.lower === 'no' && nextLower === 'longer')) {
      if (w.lower === 'not' && nextLower !== undefined && AFFIRMING_AFTER_NOT.has(nextLower)) return;
      if (PRAISE_AFTER.test(`${nextLower ?? ''} ${words[i + 2]?.lower ?? ''}`)) return;
      if (nextLower !== undefined && IDIOM_VERBS.has(nextLower)) {
        let from = i + 2;
        while (/^(?:about|out|on|of)$/u.test(words[from]?.lower ?? '')) from++;
        if (from < words.length && !breaksBefore(words, from)) add(i, i + 1, from, phraseScope(words, from));
        return;
      }
      add(i, i, i + 1, clauseScope(words, i + 1));
      // `Batteries (are) not included`: the subject is what is missing.
      if (nextLower !== undefined && MISSING.test(nextLower)) {
        let from = i;
        while (from - 1 >= 0 && !breaksBefore(words, from) && !commaBefore(words[from]) && i - from < 5) {
          const before = words[from - 1] as Word;
          if (isOpeningVerb(before.lower) || (PHRASE_ENDS.has(before.lower) && !/^(?:is|are|was|were|be)$/u.test(before.lower))) break;
          from--;
        }
        add(i, i, from, i - 1);
      }
      return;
    }
    if (PREFIX_CUES.has(w.lower) && nextLower !== undefined) {
      add(i, i, i + 1, i + 1);
      return;
    }
    const pair = PAIRED_CUES.get(w.lower);
    if (pair && nextLower !== undefined && pair.has(nextLower) && !commaBefore(words[i + 2])) {
      add(i, i + 1, i + 2, phraseScope(words, i + 2));
      return;
    }
    const previous = words[i - 1];
    // `Bezel-less`, `tangle-free`: a suffix, whatever follows it.
    if (SUFFIX_CUES.has(w.lower) && previous && w.gap === '-') {
      if (!/\d/u.test(previous.lower)) add(i, i, i - 1, i - 1);
      return;
    }
    const shield = w.lower === 'from' ? shieldedFrom(words, i) : -1;
    const shielding = shield >= 0;
    // `Bezel Less Design`, `IPX4 Resist`: after a noun, the cue is a suffix of that noun.
    const afterNoun = previous !== undefined && !breaksBefore(words, i) && !commaBefore(w) && !FUNCTION_BEFORE_TRAILING.has(previous.lower) && !/\d/u.test(previous.lower) && !isVerbWord(previous.lower);
    if ((w.lower === 'less' || w.lower === 'resist') && afterNoun) {
      add(i, i, i - 1, i - 1);
      return;
    }
    if (PHRASE_CUES.has(w.lower) || shielding) {
      // `No. 5`, `no matter what`, `less than 2 hours` negate nothing.
      if (w.lower === 'no' && (next === undefined || /\./u.test(next.gap) || /^\d/u.test(next.lower) || /^(?:matter|doubt|wonder)$/u.test(next.lower))) return;
      if ((w.lower === 'less' || w.lower === 'fewer') && (nextLower === 'than' || words[i - 1]?.lower === 'or')) return;
      if (nextLower === undefined || commaBefore(next)) return;
      add(shielding ? shield : i, i, i + 1, phraseScope(words, i + 1));
      return;
    }
    if (TRAILING_CUES.has(w.lower) && previous && !breaksBefore(words, i) && !commaBefore(w) && /^[\s-]+$/u.test(w.gap)) {
      // `IPX4 resistant`: a rating is what the product has, not what it keeps out.
      if (FUNCTION_BEFORE_TRAILING.has(previous.lower) || /\d/u.test(previous.lower) || PREFIX_CUES.has(previous.lower)) return;
      if (nextLower !== undefined && PAIRED_CUES.get(w.lower)?.has(nextLower)) return;
      add(i, i, i - 1, i - 1);
    }
  });
  return out;
}
