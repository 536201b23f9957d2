import { namesClaim } from './claims.js';
import type { Sentence } from './text/sentences.js';
import type { Keywords, Listing } from './types.js';
import { GRAMMAR_WORDS } from './vocabulary.js';
import { lastSeen } from './text/last-seen.js';
import { mayNormalizeDifferently, normalizeWord } from './text/words.js';

/*
 * Which sentences of the bullets and the description carry a fact. A sentence states a product
 * fact when one of its content words (not a grammar word, not a word of the product's own name)
 * is in the seller's text; without the seller's text, in the listing's title or keywords. Filler
 * ("It is worth a moment of your time when you weigh up your options.") has none, whatever its
 * length. A sentence that repeats an earlier one word for word says nothing new either. The score
 * pays for neither (score.ts).
 */

export type ProseField = 'bullets' | 'description';

/** Where a sentence is: a field, and a bullet's index for bullets. */
export interface Place {
  field: ProseField;
  index?: number;
}

/** A sentence that earns nothing: it states no fact, or repeats an earlier one. */
export interface EmptySentence extends Place {
  /** The sentence without its leading whitespace, in code units of the field's text. */
  start: number;
  end: number;
  verdict: 'no-fact' | 'repeat';
  /** For a repeat: where the sentence first appeared. */
  first?: Place;
}

export interface SubstanceReport {
  /** Sentences of the bullets and the description, whole duplicate bullets aside. */
  total: number;
  empty: EmptySentence[];
  /** True when the seller's text was the yardstick; false when the title and keywords stood in. */
  fromSource: boolean;
  /** Bullets that repeat an earlier bullet whole (bullet.duplicate); they earn nothing either. */
  duplicateBullets: number[];
}

const NON_ASCII_LETTER = /\p{L}/u;
const NON_ASCII_MARK = /\p{M}/u;

function isLetter(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return NON_ASCII_LETTER.test(text[i] ?? '');
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/**
 * Words and numbers, one at a time, by hand: this reads every sentence of every audit, and a
 * character loop is several times faster than a Unicode pattern. A word is letters and marks,
 * with apostrophes inside (`don't`); a number is digits with decimal or grouping marks (`1.5`,
 * `1,000`). `6mm` is `6` and `mm`, as the seller may write `6 mm`.
 */
class Tokens {
  start = 0;
  end = 0;
  number = false;
  private at = 0;

  constructor(private readonly text: string) {}

  next(): boolean {
    const { text } = this;
    for (let i = this.at; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let j = i + 1;
      if (isDigit(c)) {
        while (j < text.length) {
          const d = text.charCodeAt(j);
          if (isDigit(d)) j++;
          else if ((d === 46 || d === 44) && isDigit(text.charCodeAt(j + 1))) j += 2;
          else break;
        }
        return this.found(i, j, true);
      }
      if (!isLetter(text, i)) continue;
      while (j < text.length) {
        if (isLetter(text, j) || (text.charCodeAt(j) > 127 && NON_ASCII_MARK.test(text[j] ?? ''))) j++;
        else if (isApostrophe(text.charCodeAt(j)) && isLetter(text, j + 1)) j += 2;
        else break;
      }
      return this.found(i, j, false);
    }
    this.at = text.length;
    return false;
  }

  private found(start: number, end: number, number: boolean): true {
    this.start = start;
    this.end = end;
    this.number = number;
    this.at = end;
    return true;
  }
}

const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;
const APOSTROPHES = /['’]/g;

const numberKey = (raw: string) => (GROUPED_THOUSANDS.test(raw) ? raw.replace(/,/g, '') : raw);
/** Lowercase without apostrophes: how grammar words and yardstick words are compared. */
const plainOf = (lower: string) => (lower.includes("'") || lower.includes('’') ? lower.replace(APOSTROPHES, '') : lower);
const isGrammar = (plain: string) => plain.length === 1 || GRAMMAR_WORDS.has(plain);

/**
 * The content words of a text as a set to look words up in: each in its plain form, and its
 * singular (normalizeWord) where that differs, so a lookup tries the plain form first and
 * normalizes only on a miss. `limit` keeps only the first few words.
 */
function keySet(text: string, limit = Infinity): Set<string> {
  const keys = new Set<string>();
  const lowered = text.toLowerCase();
  const tokens = new Tokens(lowered);
  let count = 0;
  while (count < limit && tokens.next()) {
    const lower = lowered.slice(tokens.start, tokens.end);
    if (tokens.number) {
      if (limit === Infinity) keys.add(numberKey(lower));
      continue;
    }
    const plain = plainOf(lower);
    if (isGrammar(plain)) continue;
    keys.add(plain);
    if (plain !== lower || mayNormalizeDifferently(plain)) keys.add(normalizeWord(lower));
    count++;
  }
  return keys;
}

/**
 * The keys of one part of the yardstick (the seller's text, a title, the keywords), kept for the
 * few texts an audit run sees again and again. Kept by part, not for the three joined: each title
 * option is audited with the same seller's text, which is long, and its keys are read once.
 */
const yardstickPartOf = lastSeen<ReadonlySet<string>>(64, (text) => keySet(text));

/** A word of any of the parts' keys: the same keys as those of the parts joined by line breaks, as no word or number crosses one. */
class Yardstick {
  constructor(
    private readonly source: ReadonlySet<string>,
    private readonly title: ReadonlySet<string>,
    private readonly keywords: ReadonlySet<string>,
  ) {}

  has(key: string): boolean {
    return this.source.has(key) || this.title.has(key) || this.keywords.has(key);
  }
}

/** Where a title's first segment ends: `Gaiam Premium Yoga Mat, 6mm Extra Thick…`. */
const TITLE_SEGMENT_END = /[,;|([]|\s[-–—]\s/u;
const NAME_WORDS_FROM_TITLE = 5;

/**
 * The product's own name: the brand and the main keyword, or without keywords the first words of
 * the title's first segment. Naming the product is not a fact about it.
 */
function nameKeys(listing: Listing, keywords: Keywords | undefined): ReadonlySet<string> {
  const main = keywords?.main.trim() ? keywords.main : listing.title.split(TITLE_SEGMENT_END)[0] ?? '';
  const keys = keySet(main, keywords?.main.trim() ? Infinity : NAME_WORDS_FROM_TITLE);
  for (const key of keySet(listing.brand ?? '')) keys.add(key);
  return keys;
}

/** Without the seller's text, a warranty statement is a fact however the title words it. */
const FACT_WORDS: ReadonlySet<string> = new Set(['warranty', 'warranties']);

/**
 * Whether a lowercase sentence has a content word, not of the product's name, from the yardstick.
 * Reads word by word and stops at the first such word, which in a sentence with a fact comes early.
 */
function hasFact(lowered: string, yardstick: Yardstick, name: ReadonlySet<string>, fromSource: boolean): boolean {
  const words: string[] | null = fromSource ? null : [];
  const tokens = new Tokens(lowered);
  while (tokens.next()) {
    const lower = lowered.slice(tokens.start, tokens.end);
    if (tokens.number) {
      // Without the seller's text, the title cannot list every size: a number stands for itself.
      if (!fromSource || yardstick.has(numberKey(lower))) return true;
      continue;
    }
    const plain = plainOf(lower);
    if (words) words.push(plain);
    if (isGrammar(plain) || name.has(plain)) continue;
    if (yardstick.has(plain) || (!fromSource && FACT_WORDS.has(plain))) return true;
    if (plain !== lower || mayNormalizeDifferently(plain)) {
      const key = normalizeWord(lower);
      if (key !== plain && !name.has(key) && yardstick.has(key)) return true;
    }
  }
  // Nor can it name every material, colour or certification.
  return words !== null && namesClaim(words);
}

/**
 * A repeat is the same words in the same order, whatever the case. A bullet may start with a
 * header (`EXTRA THICK: The 6mm foam…`); the same sentence under another header, or without one,
 * is still a repeat. Sentences of fewer words (`Machine washable.`) may well be said twice.
 */
const HEADER = /^[^:.!?\n]{1,60}:\s*/u;
const MIN_REPEAT_WORDS = 4;

function repeatKey(lowered: string): string {
  return lowered.includes(':') ? lowered.replace(HEADER, '') : lowered;
}

/**
 * Whether a sentence would repeat, word for word, a sentence of the given texts (a listing's
 * bullets): the same reading as `readSubstance`, for a writer that must not say a bullet twice.
 */
export function repeatsOf(texts: readonly string[], sentencesOf: (text: string) => Sentence[]): (sentence: string) => boolean {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const s of sentencesOf(text)) if (s.words >= MIN_REPEAT_WORDS) keys.add(repeatKey(text.slice(s.start, s.end).toLowerCase()));
  }
  return (sentence) => sentencesOf(sentence).some((s) => s.words >= MIN_REPEAT_WORDS && keys.has(repeatKey(sentence.slice(s.start, s.end).toLowerCase())));
}

/** A line of a few words ending in a colon, with a list item (`- `, `• `, `* `) on the next line. */
const LIST_ITEM_NEXT = /^\s*\n?\s*[-•*]\s/u;
const MAX_HEADING_WORDS = 4;

function isListHeading(text: string, sentence: Sentence): boolean {
  if (sentence.words > MAX_HEADING_WORDS || !text.slice(sentence.start, sentence.end).trimEnd().endsWith(':')) return false;
  return LIST_ITEM_NEXT.test(text.slice(sentence.end));
}

export function readSubstance(
  listing: Listing,
  keywords: Keywords | undefined,
  source: string | undefined,
  sentencesOf: (text: string) => Sentence[],
): SubstanceReport {
  const fromSource = source !== undefined && source.trim() !== '';
  const keywordText = keywords ? [keywords.main, ...keywords.secondary, ...keywords.bullet].join('\n') : '';
  const yardstick = new Yardstick(yardstickPartOf(fromSource ? source : ''), yardstickPartOf(listing.title), yardstickPartOf(keywordText));
  const name = nameKeys(listing, keywords);
  const seen = new Map<string, Place>();
  const empty: EmptySentence[] = [];
  let total = 0;

  const read = (text: string, where: Place) => {
    const found = sentencesOf(text);
    for (const sentence of found) {
      // A list's heading ("Specifications:" over "- Size: 41 in") introduces the facts below it;
      // it is the list's structure, not a sentence that should state a fact itself.
      if (isListHeading(text, sentence)) continue;
      total++;
      // The splitter keeps `Model No. 1234 fits…` whole and returns trimmed sentences.
      const start = sentence.start;
      const lowered = text.slice(start, sentence.end).toLowerCase();
      const key = sentence.words >= MIN_REPEAT_WORDS ? repeatKey(lowered) : null;
      const first = key === null ? undefined : seen.get(key);
      if (key !== null && !first) seen.set(key, where);
      if (!hasFact(lowered, yardstick, name, fromSource)) empty.push({ ...where, start, end: sentence.end, verdict: 'no-fact' });
      else if (first) empty.push({ ...where, start, end: sentence.end, verdict: 'repeat', first });
    }
  };

  const bullets = new Set<string>();
  const duplicateBullets: number[] = [];
  listing.bullets.forEach((bullet, index) => {
    // A bullet repeated whole is bullet.duplicate's finding; its sentences are not judged again.
    const whole = bullet.trim().toLowerCase();
    if (whole === '') return;
    if (bullets.has(whole)) {
      duplicateBullets.push(index);
      return;
    }
    bullets.add(whole);
    read(bullet, { field: 'bullets', index });
  });
  if (listing.description) read(listing.description, { field: 'description' });
  return { total, empty, fromSource, duplicateBullets };
}

/**
 * The listing as the score reads it: sentences without a fact, repeats and repeated bullets taken
 * out, so none earns length, readability, keyword coverage or a bullet slot. Identical to the
 * listing when there are none.
 */
export function substanceOf(listing: Listing, report: SubstanceReport): Listing {
  if (report.empty.length === 0 && report.duplicateBullets.length === 0) return listing;
  const drop = (text: string, field: ProseField, index?: number) => {
    const ranges = report.empty.filter((s) => s.field === field && s.index === index);
    if (ranges.length === 0) return text;
    let out = '';
    let at = 0;
    for (const { start, end } of ranges) {
      out += text.slice(at, start).replace(/\s+$/u, '');
      at = end;
    }
    out += text.slice(at);
    return out.replace(/^\s+/u, '');
  };
  const duplicates = new Set(report.duplicateBullets);
  const view: Listing = { ...listing, bullets: listing.bullets.map((b, i) => (duplicates.has(i) ? '' : drop(b, 'bullets', i))) };
  if (listing.description !== undefined) view.description = drop(listing.description, 'description');
  return view;
}
