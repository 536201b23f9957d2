import { namesClaim } from './claims.js';
import type { Sentence } from './prose.js';
import type { Keywords, Listing } from './types.js';
import { GRAMMAR_WORDS } from './vocabulary.js';
import { normalizeWord } from './words.js';

/*
 * Which sentences of the bullets and the description carry a fact. A sentence states a product
 * fact when one of its content words (not a grammar word, not a word of the product's own name)
 * is in the seller's text; without the seller's text, in the listing's title or keywords. Filler
 * ("It is worth a moment of your time when you weigh up your options.") has none, whatever its
 * length. A sentence that repeats an earlier one word for word says nothing new either. The score
 * pays for neither (score.ts).
 */

export type ProseField = 'bullets' | 'description';

export interface SentenceVerdict {
  field: ProseField;
  /** Which bullet, for bullets. */
  index?: number;
  /** The sentence without its leading whitespace, in code units of the field's text. */
  start: number;
  end: number;
  verdict: 'fact' | 'no-fact' | 'repeat';
  /** For a repeat: where the sentence first appeared. */
  first?: { field: ProseField; index?: number };
}

export interface SubstanceReport {
  sentences: SentenceVerdict[];
  /** True when the seller's text was the yardstick; false when the title and keywords stood in. */
  fromSource: boolean;
  /** Sentences that carry no fact or repeat one. */
  empty: number;
  /** Bullets that repeat an earlier bullet whole (bullet.duplicate); they earn nothing either. */
  duplicateBullets: number[];
}

/** Words (apostrophes inside kept) and numbers (`1.5`, `1,000`); `6mm` is `6` and `mm`, as the seller may write `6 mm`. */
const TOKEN = /\p{L}[\p{L}\p{M}]*(?:['’]\p{L}+)*|\p{N}+(?:[.,]\p{N}+)*/gu;
const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;
const APOSTROPHES = /['’]/g;

interface Token {
  /** What a token is compared by: a word's singular, a number without grouping commas. */
  key: string;
  number: boolean;
  /** A grammar word: never evidence of a fact. */
  grammar: boolean;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const raw = m[0];
    const code = raw.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      tokens.push({ key: GROUPED_THOUSANDS.test(raw) ? raw.replace(/,/g, '') : raw, number: true, grammar: false });
      continue;
    }
    const lower = raw.toLowerCase().replace(APOSTROPHES, '');
    const key = normalizeWord(raw);
    tokens.push({ key, number: false, grammar: GRAMMAR_WORDS.has(lower) || GRAMMAR_WORDS.has(key) || lower.length === 1 });
  }
  return tokens;
}

/** The yardstick's keys, kept for the few texts an audit run sees again and again (one seller's input). */
const YARDSTICKS = new Map<string, ReadonlySet<string>>();
const YARDSTICK_CACHE_LIMIT = 64;

function yardstickOf(text: string): ReadonlySet<string> {
  let keys = YARDSTICKS.get(text);
  if (!keys) {
    keys = new Set(tokensOf(text).filter((t) => !t.grammar).map((t) => t.key));
    if (YARDSTICKS.size >= YARDSTICK_CACHE_LIMIT) YARDSTICKS.clear();
    YARDSTICKS.set(text, keys);
  }
  return keys;
}

/** Where a title's first segment ends: `Gaiam Premium Yoga Mat, 6mm Extra Thick…`. */
const TITLE_SEGMENT_END = /[,;|([]|\s[-–—]\s/u;
const NAME_WORDS_FROM_TITLE = 5;

/**
 * The product's own name: the brand and the main keyword, or without keywords the title's first
 * segment (its first few words). Naming the product is not a fact about it.
 */
function nameKeys(listing: Listing, keywords: Keywords | undefined): ReadonlySet<string> {
  const main = keywords?.main.trim() ? keywords.main : listing.title.split(TITLE_SEGMENT_END)[0] ?? '';
  const mainKeys = tokensOf(main).filter((t) => !t.grammar && !t.number).slice(0, keywords?.main.trim() ? undefined : NAME_WORDS_FROM_TITLE);
  return new Set([...tokensOf(listing.brand ?? '').filter((t) => !t.grammar), ...mainKeys].map((t) => t.key));
}

/**
 * A bullet may start with a header (`EXTRA THICK: The 6mm foam…`); the same fact written under
 * another header, or without one, is still a repeat.
 */
const HEADER = /^[^:.!?\n]{1,60}:\s*/u;
const MIN_REPEAT_TOKENS = 4;

function repeatKey(text: string): string | null {
  const tokens = tokensOf(text.replace(HEADER, ''));
  return tokens.length >= MIN_REPEAT_TOKENS ? tokens.map((t) => t.key).join(' ') : null;
}

/** Without the seller's text, a warranty statement is a fact however the title words it. */
const FACT_WORDS: ReadonlySet<string> = new Set(['warranty']);

function hasFact(tokens: readonly Token[], yardstick: ReadonlySet<string>, name: ReadonlySet<string>, fromSource: boolean): boolean {
  for (const token of tokens) {
    if (token.grammar || name.has(token.key)) continue;
    if (yardstick.has(token.key)) return true;
    // Without the seller's text, the title cannot list every size, material or certification:
    // a number, a material, a colour, a certification or a warranty stands for itself.
    if (!fromSource && (token.number || FACT_WORDS.has(token.key))) return true;
  }
  return !fromSource && namesClaim(tokens.map((t) => t.key));
}

const SPACE = /\s/;

export function readSubstance(
  listing: Listing,
  keywords: Keywords | undefined,
  source: string | undefined,
  sentencesOf: (text: string) => Sentence[],
): SubstanceReport {
  const fromSource = source !== undefined && source.trim() !== '';
  const keywordText = keywords ? [keywords.main, ...keywords.secondary, ...keywords.bullet].join('\n') : '';
  const yardstick = yardstickOf([fromSource ? source : '', listing.title, keywordText].join('\n'));
  const name = nameKeys(listing, keywords);
  const seen = new Map<string, { field: ProseField; index?: number }>();
  const verdicts: SentenceVerdict[] = [];
  let empty = 0;

  const read = (text: string, field: ProseField, index?: number) => {
    for (const sentence of sentencesOf(text)) {
      let start = sentence.start;
      while (start < sentence.end && SPACE.test(text[start] ?? '')) start++;
      const words = text.slice(start, sentence.end);
      const where = index === undefined ? { field } : { field, index };
      const key = repeatKey(words);
      const first = key === null ? undefined : seen.get(key);
      if (key !== null && !first) seen.set(key, where);
      const verdict = !hasFact(tokensOf(words), yardstick, name, fromSource) ? 'no-fact' : first ? 'repeat' : 'fact';
      if (verdict !== 'fact') empty++;
      verdicts.push({ ...where, start, end: sentence.end, verdict, ...(verdict === 'repeat' ? { first } : {}) });
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
    read(bullet, 'bullets', index);
  });
  if (listing.description) read(listing.description, 'description');
  return { sentences: verdicts, fromSource, empty, duplicateBullets };
}

/**
 * The listing as the score reads it: sentences without a fact, repeats and repeated bullets taken
 * out, so none earns length, readability, keyword coverage or a bullet slot. Identical to the
 * listing when there are none.
 */
export function substanceOf(listing: Listing, report: SubstanceReport): Listing {
  if (report.empty === 0 && report.duplicateBullets.length === 0) return listing;
  const drop = (text: string, field: ProseField, index?: number) => {
    const ranges = report.sentences.filter((s) => s.verdict !== 'fact' && s.field === field && s.index === index);
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
