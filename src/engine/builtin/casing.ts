import { FUNCTION_WORDS } from '../../listing/words.js';

/*
 * Letter case. Sellers shout (ALL CAPS bullets) and titles want Title Case, but acronyms, model
 * numbers and brand spellings (USB-C, 32HDX7, iPhone) must survive every change.
 */

/** Acronyms and units that stay in capitals even when the text around them is lowered. */
export const ACRONYMS: ReadonlySet<string> = new Set([
  'usb', 'usb-c', 'hdmi', 'led', 'lcd', 'oled', 'qled', 'hd', 'fhd', 'uhd', 'hdr', 'tv', 'pc', 'ac', 'dc', 'bpa', 'uv',
  'uva', 'uvb', 'spf', 'gps', 'nfc', 'rgb', 'rgbw', 'pvc', 'abs', 'tpu', 'eva', 'pu', 'pet', 'hdpe', 'ldpe', 'diy', 'xs',
  'xl', 'xxl', 'xxxl', 'sd', 'ssd', 'hdd', 'ram', 'rom', 'cpu', 'gpu', 'ai', 'ar', 'vr', 'ir', 'rf', 'fm', 'am', 'dvd',
  'cd', 'aaa', 'aa', 'anc', 'enc', 'dslr', 'slr', 'cctv', 'ip', 'mah', 'usa', 'uk', 'eu', 'us', 'ul', 'ce', 'fcc',
  'fda', 'usda', 'nsf', 'iso', 'astm', 'cpsia', 'rohs', 'etl', 'sgs', 'lfgb', 'oem', 'dha', 'epa', 'mct', 'bcaa',
  'hiit', 'id', 'pin', 'sim', 'lte', 'pdf', 'dlp', 'dpi', 'rpm', 'psi', 'btu', 'cfm', 'mph', 'stem', 'ps', 'ps4',
  'ps5', 'pro', 'max', 'mini', 'ios', 'hepa', 'bt', 'tws', 'ipx', 'ipx7', 'ipx5', 'ipx4', 'ip67', 'ip68', 'wifi',
  'xbox', 'ssl', 'ups', 'mdf', 'hvac', 'atv', 'utv', 'rv', 'suv', 'bbq', 'edc', 'sku', 'ppe', 'n95', 'kn95', 'lan',
  'wan', 'dj', 'mp3', 'mp4', 'sata', 'nvme', 'pcie', 'ddr', 'ddr4', 'ddr5', 'ghz', 'mhz', 'khz', 'hz', 'gb', 'tb',
  'mb', 'kb', 'ml', 'kg', 'mm', 'cm', 'oz', 'lb', 'lbs', 'ft', 'qt', 'pcs', 'pc', 'tpe', 'nbr', 'sbr', 'pla', 'petg',
]);

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{N}/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’+-]*/gu;

/** `USB`, `DC's` (a possessive keeps its capitals). */
export function isAllCaps(word: string): boolean {
  const stem = word.replace(/['’]s$/u, '');
  return UPPER.test(stem) && !LOWER.test(stem);
}

/** Units keep their conventional case in titles and sentences. */
const UNIT_CASE: ReadonlyMap<string, string> = new Map([
  ['mhz', 'MHz'], ['ghz', 'GHz'], ['khz', 'kHz'], ['hz', 'Hz'], ['gb', 'GB'], ['tb', 'TB'], ['mb', 'MB'], ['kb', 'KB'],
  ['ml', 'ml'], ['kg', 'kg'], ['mm', 'mm'], ['cm', 'cm'], ['oz', 'oz'], ['lb', 'lb'], ['lbs', 'lbs'], ['ft', 'ft'], ['qt', 'qt'],
  ['mah', 'mAh'],
]);

/** A capitalised word that is a name for a thing rather than shouting: an acronym, a code, a short mark. */
function keepsCapitals(word: string, short: number): boolean {
  if (DIGIT.test(word)) return true;
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower) || ACRONYMS.has(lower.replace(/s$/, ''))) return true;
  const letters = [...word].filter((c) => LETTER.test(c)).length;
  return letters <= short;
}

/** Share of cased letters that are capitals. */
export function capsShare(text: string): number {
  let upper = 0;
  let cased = 0;
  for (const char of text) {
    if (UPPER.test(char)) {
      upper++;
      cased++;
    } else if (LOWER.test(char)) cased++;
  }
  return cased === 0 ? 0 : upper / cased;
}

/**
 * Lowers shouting. A mostly-capitals text is lowered word by word except acronyms and codes (and
 * the seller's own spellings in `known`); elsewhere only long capitalised words are lowered.
 */
export function unshout(text: string, known: ReadonlyMap<string, string> = new Map()): string {
  const shouting = capsShare(text) >= 0.6 && [...text].filter((c) => LETTER.test(c)).length >= 12;
  return text.replace(WORD, (word) => {
    if (!isAllCaps(word)) return word;
    const spelled = known.get(word.toLowerCase());
    if (spelled !== undefined && !isAllCaps(spelled)) return spelled;
    if (keepsCapitals(word, shouting ? 0 : 4)) return word;
    return word.toLowerCase();
  });
}

/** Capitalises the first letter, unless a digit comes first (`48"x72"` stays as it is). */
export function capitalizeFirst(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u);
  if (index < 0 || !LETTER.test(text[index] ?? '')) return text;
  const char = text[index] ?? '';
  return text.slice(0, index) + char.toUpperCase() + text.slice(index + 1);
}

/** Title Case that leaves codes, acronyms and brand spellings (iPhone, CoreFlex) alone. */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(WORD, (word) => {
    const isFirst = first;
    first = false;
    if (UPPER.test(word) || DIGIT.test(word.slice(0, 1))) return word;
    if (!isFirst && FUNCTION_WORDS.has(word.toLowerCase()) && word.length <= 4) return word.toLowerCase();
    const unit = UNIT_CASE.get(word.toLowerCase());
    if (unit) return unit;
    if (ACRONYMS.has(word.toLowerCase()) && word.length <= 4 && !['pro', 'max', 'mini', 'am', 'us', 'pet', 'pin', 'id'].includes(word)) {
      return word.toUpperCase();
    }
    return capitalizeFirst(word);
  });
}

/** Title words in capitals: acronyms and codes stay, longer shouting becomes Title Case. */
export function titleWordCase(text: string): string {
  return text.replace(WORD, (word) => (isAllCaps(word) && !keepsCapitals(word, 4) ? capitalizeFirst(word.toLowerCase()) : word));
}

/** Lowercase for use inside a sentence, unless the word is a name, an acronym or a code. */
export function lowerInSentence(phrase: string): string {
  return phrase.replace(WORD, (word) => {
    if (DIGIT.test(word) || isAllCaps(word) || /\p{Ll}\p{Lu}/u.test(word)) return word;
    return word.toLowerCase();
  });
}

const VOWEL_SOUND = /^(?:[aeio](?!ne[\s-]|nce)|u(?!ni|s[aeiu]|ti|r[aeiou]|k|bi)|hour|honest|heir)/iu;

const WORD_LIKE_ACRONYMS: ReadonlySet<string> = new Set(['pro', 'max', 'mini', 'am', 'us', 'pet', 'pin', 'id', 'stem', 'ram', 'rom', 'ups', 'lan', 'wan', 'abs', 'pc', 'cd', 'ai', 'ar', 'ps', 'eva']);

/** A keyword as it reads inside a sentence: the seller's lowercase kept, acronyms in capitals (`USB C cable`). */
export function keywordText(keyword: string): string {
  let afterAcronym = false;
  return keyword.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu, (word) => {
    const lower = word.toLowerCase();
    const unit = UNIT_CASE.get(lower);
    if (unit && word === lower) return unit;
    if (word === lower && ACRONYMS.has(lower) && !WORD_LIKE_ACRONYMS.has(lower)) {
      afterAcronym = true;
      return word.toUpperCase();
    }
    const single = word.length === 1 && (afterAcronym || /^c$/.test(lower));
    afterAcronym = false;
    return single ? word.toUpperCase() : word;
  });
}

/** `a` or `an` for a noun phrase, by sound rather than spelling where cheap to tell. */
export function article(phrase: string): 'a' | 'an' {
  let first = phrase.trim().split(/\s+/)[0] ?? '';
  if (ACRONYMS.has(first.toLowerCase()) && !WORD_LIKE_ACRONYMS.has(first.toLowerCase())) first = first.toUpperCase();
  if (/^[A-Z0-9]{2,}$/.test(first)) return /^[AEFHILMNORSX8]/.test(first) ? 'an' : 'a';
  return VOWEL_SOUND.test(first) ? 'an' : 'a';
}

/** `a yoga mat`, `an HDMI cable`, or `longboards` for a plural. */
export function nounWithArticle(noun: string, plural: boolean): string {
  return plural ? noun : `${article(noun)} ${noun}`;
}

/** A header or label in running text: shouting lowered, acronyms and the seller's spellings kept. */
export function sentenceFromHeader(header: string, known: ReadonlyMap<string, string> = new Map()): string {
  const lowered = header.replace(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’+-]*/gu, (word) => {
    if (!isAllCaps(word)) return word;
    const spelled = known.get(word.toLowerCase());
    if (spelled !== undefined) return spelled;
    return keepsCapitals(word, 0) ? word : word.toLowerCase();
  });
  return capitalizeFirst(lowered);
}
