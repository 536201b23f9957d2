import { lastSeen } from './last-seen.js';
import { words } from './words.js';

/**
 * The one sentence splitter, for the rules (readability, statements, substance) and the writer
 * (the editor's reading, the guarantee's removable units). It respects what sellers write:
 * decimals (`1.5 L`), model codes (`v5.0`), initials (`J. Smith`), dotted short forms (`U.S.`,
 * `e.g.`) and abbreviations (`approx. 20 cm`, `No. 5`, `Rs. 499`) never end a sentence; a
 * stop, `!`, `?` or a line break does.
 *
 * A unit's short form (`lbs.`, `oz.`, `in.`) and `etc.` end a sentence when a capitalised word
 * opens sentence-case text ("…85 lbs. The result is fast-paced…" is two sentences), and not before
 * a number, a lower-case word (`16 oz. bottle`), a lone letter (`12 In. X 8 In.`) or Title Case
 * (`16 Oz. Glass Bottle`).
 *
 * A character loop that looks around a stop only: this runs on every bullet of every audit.
 */
export interface SentenceSpan {
  /** The sentence, trimmed. */
  text: string;
  /** Code-unit offsets of the trimmed sentence; `end` is after its stop and closing quotes. */
  start: number;
  end: number;
}

/** Short forms after which a full stop never ends a sentence (lowercase, inner dots kept, final stop left off). */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'approx', 'appx', 'no', 'nos', 'vs', 'eg', 'ie', 'e.g', 'i.e', 'dr', 'mr', 'mrs', 'ms', 'st', 'jr', 'sr', 'inc',
  'ltd', 'co', 'corp', 'pvt', 'dept', 'est', 'fig', 'incl', 'mfg', 'dia', 'dim', 'ht', 'wt', 'vol', 'op', 'ca', 'cf',
  'ref', 'tel', 'mob', 'ph', 'rs', 'u.s', 'u.k', 'u.s.a', 'a.m', 'p.m',
]);

/** Short forms that also end sentences: units (`85 lbs.`), and `etc.`. They end one before sentence-case text. */
const CLOSING_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'oz', 'fl', 'lb', 'lbs', 'in', 'ft', 'yd', 'pc', 'pcs', 'qty', 'sq', 'cu', 'mm', 'cm', 'mt', 'max', 'min', 'hr', 'hrs', 'sec', 'etc',
]);

/**
 * One space, digits, then a unit or an inch or foot mark: the rest of a number whose decimal point
 * was typed `11. 25"`; or the start of a range whose end has the unit (`4. 7 - 10. 5 inch`).
 */
const SPACED_DECIMAL = /^ \d+(?:\s?(?:-|–|to)\s?\d+(?:\.\s?\d+)?)?\s?(?:["”″'’]|(?:mm|cm|m|km|in|inch|inches|ft|feet|foot|yd|mi|mph|kg|g|mg|lb|lbs|oz|ml|l|ltr|litres?|liters?|gal|v|w|kw|mah|ah|a|hz|ghz|mhz|gb|tb|mb|%)(?![\p{L}\p{N}]))/iu;
const SPACED_DECIMAL_IN_LIST = /^ \d(?:\s?[,/]|\s\d)/u;
const STOPS = new Set(['.', '!', '?', '。', '！', '？']);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»']);
const OPENERS = /["'“‘([«]/u;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{N}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || (c !== undefined && c > '\u007f' && /\s/u.test(c));

/** The letters and inner dots just before `dot`, lowercased (`e.g` before `e.g.`, `lbs` before `lbs.`). */
function wordBefore(text: string, dot: number): { word: string; from: number } {
  let i = dot;
  while (i > 0 && (LETTER.test(text[i - 1]!) || (text[i - 1] === '.' && i - 1 > 0 && LETTER.test(text[i - 2]!)))) i--;
  return { word: text.slice(i, dot).toLowerCase(), from: i };
}

/** The next word after `from` (skipping spaces and opening quotes), its length, and the first character after it. */
function nextWord(text: string, from: number): { first: string; length: number; after: string | undefined } {
  let i = from;
  while (i < text.length && (isSpace(text[i]) || OPENERS.test(text[i]!))) i++;
  const first = text[i] ?? '';
  const start = i;
  while (i < text.length && WORD_CHAR.test(text[i]!)) i++;
  const length = i - start;
  while (i < text.length && !isSpace(text[i])) i++;
  while (i < text.length && isSpace(text[i]) && text[i] !== '\n') i++;
  return { first, length, after: text[i] };
}

/**
 * Whether the stop at `i` ends a sentence, and where: the end (after repeated stops and closing
 * quotes), or -1. A line break is not handled here (sentenceSpans ends a sentence at one).
 */
export function sentenceEndAt(text: string, i: number): number {
  const c = text[i];
  if (c === undefined || !STOPS.has(c)) return -1;
  let end = i + 1;
  while (end < text.length && STOPS.has(text[end]!)) end++;
  while (end < text.length && CLOSERS.has(text[end]!)) end++;
  if (end >= text.length) return end;
  // `1.5`, `e.g.x`, `U.S.A.`, `Wow!Great`: a stop inside a token ends nothing.
  if (!isSpace(text[end])) return -1;
  if (c !== '.') return end;
  // `11. 25" Radius`, `1. 5 m`: a decimal point typed with a space after it, before a unit or an inch mark;
  // `iPad Pro 9. 7 10. 5, iPad 9. 7 2018/`: a list of sizes typed the same way, one digit before a comma, a slash or the next number.
  if (DIGIT.test(text[i - 1] ?? '') && end === i + 1 && (SPACED_DECIMAL.test(text.slice(end, end + 24)) || SPACED_DECIMAL_IN_LIST.test(text.slice(end, end + 8)))) return -1;
  const { word, from } = wordBefore(text, i);
  const next = nextWord(text, end);
  if (next.first === '') return end;
  if (LOWER.test(next.first)) {
    // Sellers often start the next sentence in lower case (`… easy Transport. this also …`): a stop after
    // a plain word of three or more letters ends it; `16 oz. bottle` and `approx. twice` do not.
    return /^\p{L}{3,}$/u.test(word) && !ABBREVIATIONS.has(word) && !CLOSING_ABBREVIATIONS.has(word) ? end : -1;
  }
  if (ABBREVIATIONS.has(word) || word.includes('.')) return -1;
  // `250 Sq. Feet`, `2 cu. ft`: an area or a volume goes on with its unit.
  if ((word === 'sq' || word === 'cu') && /^(?:f(?:ee|oo)?t|in(?:ch(?:es)?)?|m(?:et(?:er|re)s?)?|yd|yards?|cm|mm)\b/iu.test(text.slice(end).trimStart())) return -1;
  if (CLOSING_ABBREVIATIONS.has(word)) {
    // `85 lbs. The result is …` and `2 mm. Call 555…` end; `5 lbs. 10 oz.`, `12 In. X 8 In.` and
    // Title Case (`16 Oz. Glass Bottle`) do not.
    return UPPER.test(next.first) && next.length > 1 && next.after !== undefined && !UPPER.test(next.after) ? end : -1;
  }
  // A single capital is an initial (`J. R. R. Tolkien`), unless it is a unit after a number (`1.5 L.`).
  if (word.length === 1 && UPPER.test(text[i - 1]!) && (from === 0 || !WORD_CHAR.test(text[from - 1]!))) {
    let j = from - 1;
    while (j >= 0 && isSpace(text[j])) j--;
    if (j < 0 || !DIGIT.test(text[j]!)) return -1;
  }
  return end;
}

/** The sentences of a text, trimmed; a line break always ends one. Pieces without a letter or digit are left out. */
export function sentenceSpans(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') {
      push(out, text, start, i);
      start = i + 1;
      continue;
    }
    if (!STOPS.has(text[i]!)) continue;
    const end = sentenceEndAt(text, i);
    if (end < 0) continue;
    push(out, text, start, end);
    start = end;
    i = end - 1;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: SentenceSpan[], text: string, from: number, to: number): void {
  let s = from;
  let e = to;
  while (s < e && isSpace(text[s])) s++;
  while (e > s && isSpace(text[e - 1])) e--;
  for (let k = s; k < e; k++) {
    if (WORD_CHAR.test(text[k]!)) {
      out.push({ text: text.slice(s, e), start: s, end: e });
      return;
    }
  }
  // A closing quote or bracket after a space (`say "I read it! "`) closes the sentence before it.
  const previous = out.at(-1);
  let closes = s < e && previous !== undefined;
  for (let k = s; k < e && closes; k++) closes = CLOSERS.has(text[k]!) || isSpace(text[k]);
  if (closes && previous) {
    previous.end = e;
    previous.text = text.slice(previous.start, e);
  }
}

/** A sentence as the rules read it: where it is, and how many words it has (the word tokenizer's). */
export interface Sentence {
  start: number;
  end: number;
  words: number;
}

export function sentences(text: string): Sentence[] {
  return sentenceSpans(text).map((s) => ({ start: s.start, end: s.end, words: words(s.text).length }));
}

/**
 * sentences of the texts read last, shared by every audit: the long-sentence rule and the readability
 * score read the same texts, and a listing's bullets and description are the same in each of the dozen
 * drafts and title options it is audited as. Its lists are read, never changed.
 */
const sentencesSeen = lastSeen(2000, (text): Sentence[] => sentences(text));

/** sentences, remembered for the texts read last (shared: never change a list it returns). */
export function sentencesCache(): (text: string) => Sentence[] {
  return sentencesSeen;
}
