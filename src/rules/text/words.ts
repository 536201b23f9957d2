import { lastSeen } from './last-seen.js';

/**
 * Word-level text handling shared by rules, coverage and fixes. A word starts with a letter or a
 * digit and carries its combining marks, so accents, CJK and emoji modifiers never split or glue
 * words differently in the audit and in the fixer.
 */

/**
 * What may continue a word (a regex class body): letters, digits, marks, and the invisible format
 * characters (zero-width space and joiners, direction marks, soft hyphen, BOM), which never split a
 * word: a reader sees `Ca\u200Bble` as one word, and `क्\u200Dष` must stay whole. Every pattern that
 * must not start or end inside a word uses it for its boundaries.
 */
export const WORD_INSIDE = '\\p{L}\\p{N}\\p{M}\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';

/** One word, apostrophes inside it included (`women's`, `don't`). */
export const WORD_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}]*(?:['’][\\p{L}\\p{N}][${WORD_INSIDE}]*)*`, 'gu');

/** A word with hyphenated parts kept together (`anti-slip`), the unit the title repeat rule counts. */
export const COMPOUND_WORD_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}]*(?:['’-][\\p{L}\\p{N}][${WORD_INSIDE}]*)*`, 'gu');

/**
 * A word as the writer cases it: apostrophes, hyphens, `+` and `&` inside it keep it whole
 * (`USB-C`, `A+`, `R&D`, `women's`), so lowering a shouted text or capitalising a header treats
 * `USB-C` as one word and never turns `R&D` into `R&d`.
 */
export const CASED_WORD_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}'’+&-]*`, 'gu');

/**
 * A word of a label (a bullet header) as a reader counts it: like CASED_WORD_PATTERN, and a decimal
 * point or slash inside keeps it whole too (`2.4GHz`, `1/2`, `Type-C/USB`), so a number is never
 * counted, or cut, as two words.
 */
export const LABEL_WORD_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}'’+&./-]*`, 'gu');

/** A word without apostrophes or hyphens. */
export const PLAIN_WORD_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}]*`, 'gu');

/**
 * What joins the parts of one search term: a hyphen before a letter or digit (`usb-c`, `3-in-1`,
 * `wi-fi`) and a decimal point between digits (`2.4ghz`). Splitting there would turn `2.4ghz` into
 * `2 4ghz`, numbers the seller never wrote, so search terms keep these inside a term and
 * `backend.punctuation` does not count them as punctuation.
 */
const TERM_JOIN = '(?:-|(?<=\\p{N})\\.(?=\\p{N}))';

/** A search term as the packer writes it: plain words joined by TERM_JOIN (no apostrophes). */
export const SEARCH_TERM_PATTERN = new RegExp(`[\\p{L}\\p{N}][${WORD_INSIDE}]*(?:${TERM_JOIN}[\\p{L}\\p{N}][${WORD_INSIDE}]*)*`, 'gu');

/** A search term as the search-term rules read it: like SEARCH_TERM_PATTERN, apostrophes inside words kept (`women's`). */
export const SEARCH_TERM_WORD_PATTERN = new RegExp(
  `[\\p{L}\\p{N}][${WORD_INSIDE}]*(?:(?:['’]|${TERM_JOIN})[\\p{L}\\p{N}][${WORD_INSIDE}]*)*`,
  'gu',
);

/**
 * Punctuation in search terms: everything that is not a word character, whitespace or an invisible
 * character (those have a rule of their own), except a TERM_JOIN hyphen or decimal point.
 */
export const SEARCH_TERM_PUNCTUATION = new RegExp(
  `(?:[^\\p{L}\\p{N}\\p{M}\\s\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF.-]|` +
    `(?<![${WORD_INSIDE}])-|-(?![\\p{L}\\p{N}])|(?<!\\p{N})\\.|\\.(?!\\p{N}))+`,
  'gu',
);

const WORD_CHAR = new RegExp(`[${WORD_INSIDE}]`, 'u');

export interface WordToken {
  text: string;
  start: number;
  end: number;
}

export function isWordChar(char: string): boolean {
  return WORD_CHAR.test(char);
}

/** The whole character (surrogate pair included) covering code unit `index`, or '' outside the text. */
export function charAt(text: string, index: number): string {
  if (index < 0 || index >= text.length) return '';
  const code = text.charCodeAt(index);
  if (code >= 0xdc00 && code <= 0xdfff && index > 0) return text.slice(index - 1, index + 1);
  if (code >= 0xd800 && code <= 0xdbff) return text.slice(index, index + 2);
  return text[index] ?? '';
}

/** Whether a word character ends right before `index` / starts at `index`. */
export function wordCharBefore(text: string, index: number): boolean {
  return isWordChar(charAt(text, index - 1));
}

export function wordCharAt(text: string, index: number): boolean {
  return isWordChar(charAt(text, index));
}

export function wordTokens(text: string, pattern: RegExp = WORD_PATTERN): WordToken[] {
  const tokens: WordToken[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

export function words(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/** Lowercase words, the form rules and coverage look words up by. */
export function lowerWords(text: string): string[] {
  return words(text.toLowerCase());
}

/** Lowercase words with hyphenated parts kept together (`anti-slip`): the writer's unit for stems and keywords. */
export function lowerCompoundWords(text: string): string[] {
  return text.toLowerCase().match(COMPOUND_WORD_PATTERN) ?? [];
}

/** Lowercase words without apostrophes or hyphens (`women's` is `women` and `s`): for keys that ignore both. */
export function lowerPlainWords(text: string): string[] {
  return text.toLowerCase().match(PLAIN_WORD_PATTERN) ?? [];
}

/** The words of a label (a bullet header), as written: `2.4GHz` and `USB-C` are one word each. */
export function labelWords(text: string): string[] {
  return text.match(LABEL_WORD_PATTERN) ?? [];
}

/**
 * lowerWords of the texts read last, shared by every audit: the title, for one, is read by the title
 * rules, the search-term rules and the coverage, and a listing's bullets and description are the same
 * in each of the dozen drafts and title options it is audited as. Its lists are read, never changed.
 */
const lowerWordsSeen = lastSeen(2000, (text): string[] => lowerWords(text));

/** lowerWords, remembered for the texts read last (shared: never change a list it returns). */
export function lowerWordsCache(): (text: string) => string[] {
  return lowerWordsSeen;
}

// The word lists used to live here; other modules still import them from this file.
export { CONNECTORS, FUNCTION_WORDS, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS, TEMPORARY_PHRASES } from '../vocabulary.js';

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['men', 'man'], ['women', 'woman'], ['children', 'child'], ['feet', 'foot'], ['teeth', 'tooth'],
  ['mice', 'mouse'], ['geese', 'goose'], ['people', 'person'], ['knives', 'knife'], ['wives', 'wife'],
  ['lives', 'life'], ['leaves', 'leaf'], ['shelves', 'shelf'], ['halves', 'half'], ['wolves', 'wolf'],
  ['scarves', 'scarf'], ['loaves', 'loaf'], ['thieves', 'thief'], ['calves', 'calf'], ['selves', 'self'],
  ['shoes', 'shoe'], ['toes', 'toe'], ['canoes', 'canoe'], ['dice', 'die'], ['indices', 'index'],
  ['matrices', 'matrix'], ['vertices', 'vertex'], ['quizzes', 'quiz'],
  // One stem for a word and the short form sellers write for it: a `TV` title covers the keyword `smart televisions`.
  ['television', 'tv'], ['televisions', 'tv'], ['tvs', 'tv'],
]);

/**
 * Words that end like a plural but name one thing (or only exist in the plural), so they are their
 * own stem: `glasses` (eyewear) must not become `glass` (the material), `shorts` not `short`,
 * `scissors` not the `scissor` of a scissor lift, `electronics` not the adjective `electronic`.
 * Kept small on purpose: an entry also stops the word matching its singular (`binocular` still
 * matches `binoculars` because it is not listed).
 */
const INVARIANT: ReadonlySet<string> = new Set([
  'news', 'series', 'species', 'mathematics', 'electronics',
  'glasses', 'eyeglasses', 'sunglasses', 'scissors', 'pants', 'jeans', 'shorts', 'trousers',
]);

/**
 * Singulars that end in a single `s`, so plain `s`-stripping would cut them (`lens` -> `len`), and
 * whose plural adds `es` (`lenses`, `buses`, `canvases`). `-ss` singulars need no entry.
 */
const S_SINGULARS: ReadonlySet<string> = new Set([
  'lens', 'bus', 'gas', 'canvas', 'atlas', 'alias', 'bias', 'iris', 'christmas', 'xmas', 'pancreas',
  'bonus', 'virus', 'campus', 'cactus', 'status', 'focus', 'fungus', 'octopus', 'lotus', 'walrus', 'circus', 'chorus',
  'census', 'stimulus', 'syllabus', 'thesaurus', 'apparatus', 'platypus', 'prospectus', 'citrus', 'hibiscus',
  'eucalyptus', 'abacus', 'genus', 'nexus', 'sinus', 'surplus', 'torus', 'uterus', 'plus', 'minibus', 'omnibus', 'genius',
  'fetus', 'foetus',
]);

/** Singulars ending in `-che`, whose plural is `-ches` but whose stem is not `-ch` (`niches`, `headaches`). */
const CHE_SINGULAR = /(?:^|head|back|tooth|ear|heart|stomach|belly)ache$|(?:niche|cache|cliche|quiche|brioche|moustache|mustache|avalanche|creche|psyche|fiche|panache|douche|pastiche|tranche|cloche|gouache)$/;

const NON_ASCII = /[\u0080-\uffff]/;
const APOSTROPHES = /['’]/g;

/**
 * Lowercase and singular, so `Batteries`, `battery` and `BATTERY'S` match. Deliberately simple
 * English stemming: a wrong stem is harmless as long as singular and plural land on the same one.
 */
// (Kept small: it is looked up thousands of times a listing, and a table of tens of thousands of
// words is slower to look a word up in than a few thousand are, while one listing's words fit.)
export const normalizeWord = lastSeen(4_000, (word) => singular(lowerWord(word)));

/**
 * Whether normalizeWord may give a lowercase ASCII word without apostrophes another form: only a
 * plural-looking ending or an irregular plural can. Lets hot loops skip the call for most words.
 */
export function mayNormalizeDifferently(plain: string): boolean {
  const last = plain.charCodeAt(plain.length - 1);
  if (last === 0x73 || last === 0x65) return true;
  for (let i = 0; i < plain.length; i++) if (plain.charCodeAt(i) > 127) return true;
  return IRREGULAR_PLURALS.has(plain);
}

function lowerWord(word: string): string {
  let w = word.toLowerCase();
  if (NON_ASCII.test(w)) w = w.normalize('NFC');
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  return w.replace(APOSTROPHES, '');
}

/**
 * English plurals to one stem. Table-driven exceptions first, then suffix rules: `-ies` -> `-y`;
 * `-sses`, `-xes`, `-shes`, `-zzes`, `-tzes` drop `es` (`glasses` is invariant); `-ches` drops `es`
 * unless the singular is `-che`; `-zes` after a vowel drops `s` (`sizes`); `-ses` drops `es` only
 * for the `S_SINGULARS` (`lenses`, `buses`), else `s` (`cases`, `houses`); `-oes` drops `es` for
 * long words (`tomatoes`); anything else ending in `s` drops it.
 */
function singular(w: string): string {
  const irregular = IRREGULAR_PLURALS.get(w);
  if (irregular !== undefined) return irregular;
  if (w.length <= 3 || (!w.endsWith('s') && !w.endsWith('ie'))) return w;
  if (w.endsWith('ie')) return `${w.slice(0, -2)}y`; // hoodie/hoodies land on one stem
  if (INVARIANT.has(w) || S_SINGULARS.has(w)) return w;
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies')) return w.length > 4 ? `${w.slice(0, -3)}y` : w.slice(0, -1);
  if (!w.endsWith('es')) return w.slice(0, -1);
  const stem = w.slice(0, -2); // without `es`
  switch (stem.charCodeAt(stem.length - 1)) {
    case 0x73: // s
      return stem.endsWith('ss') || S_SINGULARS.has(stem) ? stem : w.slice(0, -1);
    case 0x78: // x
      return stem;
    case 0x7a: // z
      return stem.endsWith('zz') || stem.endsWith('tz') ? stem : w.slice(0, -1);
    case 0x68: // h
      if (stem.endsWith('sh')) return stem;
      if (stem.endsWith('ch')) return CHE_SINGULAR.test(w.slice(0, -1)) ? w.slice(0, -1) : stem;
      return w.slice(0, -1);
    case 0x6f: // o
      return w.length >= 6 ? stem : w.slice(0, -1);
    default:
      return w.slice(0, -1);
  }
}

/** Where the variants below differ at the end: `-our(s)`, `-re(s)`, `-ise`, `-ised`, `-ises`, `-ising`, `-isation`. */
const VARIANT_ENDING = /(?:ours?|res?|is(?:e|ed|es|ing|ation))$/u;

/**
 * One spelling for the English variants of a word (`colour`/`color`, `grey`/`gray`,
 * `aluminium`/`aluminum`, `fibre`/`fiber`, `organise`/`organize`), so a check of "did the seller say
 * this?" does not miss the seller's word in its other spelling. Lowercase words only.
 */
export function spellingKey(word: string): string {
  // (A word with none of the variant parts below is its own key: most words, each tested once here, not five times.)
  if (!VARIANT_ENDING.test(word) && !word.startsWith('grey') && !word.startsWith('aluminium')) return word;
  return word
    .replace(/^grey/u, 'gray')
    .replace(/^aluminium/u, 'aluminum')
    .replace(/(?<=\p{L}{3})our(?=s?$)/u, 'or')
    .replace(/(?<=\p{L}{2}[bt])re(?=s?$)/u, 'er')
    .replace(/(?<=\p{L}{3})is(e|ed|es|ing|ation)$/u, 'iz$1');
}
