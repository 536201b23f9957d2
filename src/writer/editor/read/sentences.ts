/*
 * Sentence splitting that respects what sellers write: decimals (`1.5 L`), abbreviations
 * (`approx.`, `No. 5`, `e.g.`), initials and model codes (`U.S.`, `v5.0`) never end a sentence;
 * a stop, `!` or `?` followed by a space and a capital, digit or quote does.
 */

/** Abbreviations after which a stop does not end a sentence (lowercase, without the stop). */
const ABBREVIATIONS = new Set([
  'approx', 'appx', 'no', 'nos', 'vs', 'etc', 'eg', 'ie', 'e.g', 'i.e', 'dr', 'mr', 'mrs', 'ms', 'st', 'jr', 'sr', 'inc',
  'ltd', 'co', 'corp', 'dept', 'est', 'fig', 'incl', 'max', 'min', 'mfg', 'oz', 'lbs', 'lb', 'in', 'ft', 'pcs', 'pc',
  'qty', 'sq', 'cu', 'dia', 'ht', 'wt', 'vol', 'op', 'u.s', 'u.k', 'a.m', 'p.m', 'ca', 'cf', 'ref', 'mt', 'mm', 'cm',
]);

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

function isBoundary(text: string, i: number): boolean {
  const char = text[i];
  if (char !== '.' && char !== '!' && char !== '?') return false;
  const rest = text.slice(i + 1);
  // End of text, or a space then something that can open a sentence.
  if (rest.trim() === '') return true;
  const before = text.slice(0, i);
  const word = (before.match(/[\p{L}.]+$/u)?.[0] ?? '').toLowerCase();
  if (!/^["'”’)]*\s+["'“‘(]*[\p{Lu}\p{N}]/u.test(rest)) {
    // Sellers often start the next sentence in lowercase (`... easy Transport. this also ...`):
    // a stop after a plain word of three or more letters still ends the sentence.
    return (char === '!' || char === '?' || (/^\p{L}{3,}$/u.test(word) && !ABBREVIATIONS.has(word))) && /^\s+\p{Ll}/u.test(rest);
  }
  if (char !== '.') return true;
  if (ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/^\./u, ''))) {
    // `... 12 oz. Great for ...` ends a sentence: a unit abbreviation followed by a capitalised word
    // that is not a number is a new sentence only when the unit follows a number.
    const unitAfterNumber = /\d\s*(?:oz|lbs?|in|ft|pcs?|mm|cm|max|min|qty)$/iu.test(before);
    if (!unitAfterNumber || /^\s+\d/u.test(rest)) return false;
  }
  // A single capital letter before the stop is an initial (`J. R. R.`), unless it is a unit after a number (`1.5 L.`).
  if (/(?:^|\s)\p{Lu}$/u.test(before) && !/\d\s?\p{Lu}$/u.test(before)) return false;
  return true;
}

export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isBoundary(text, i)) continue;
    let end = i + 1;
    while (end < text.length && /["'”’)]/u.test(text[end] ?? '')) end++;
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: SentenceSpan[], text: string, from: number, to: number): void {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (/[\p{L}\p{N}]/u.test(trimmed)) out.push({ text: trimmed, start: from + lead, end: from + lead + trimmed.length });
}
