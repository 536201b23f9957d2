import { removeInvisible } from '../characters.js';
import { utf8ByteLength } from '../counting.js';
import { contentWordSet, isSubjectiveOrTemporary, termIn, termMentions, termParts } from '../checks/backend/terms.js';
import { ASIN } from '../checks/bullet/asin.js';
import { bankPhrase, phraseSpans } from '../keyword-bank/volume-coverage.js';
import { normalizeWord, SEARCH_TERM_PATTERN, STOPWORDS, TEMPORARY_PHRASES, wordCharBefore } from '../text/words.js';
import { deleteBannedContent } from './clean.js';

export interface PackOptions {
  /** Words already in the title are indexed already, so they are left out. */
  title: string;
  /** When given, words already in the bullets are left out too. */
  bullets?: string[];
  maxBytes: number;
  /** Brand names are prohibited in search terms. */
  brand?: string;
  /** Words of these phrases go first, so they survive when bytes run out. */
  priority?: string[];
  /**
   * Keyword research (volumes already defaulted): after the priority words, the words of these
   * keywords go in order of volume per byte, so the bytes buy the most searches; other words after.
   */
  ranked?: readonly { phrase: string; volume: number }[];
  /** Excluded keywords: never written, not even by two words packed side by side. */
  excluded?: readonly string[];
}

const APOSTROPHE = /['’]/;
/** A one-letter part right after an apostrophe: the `s` of `women's`, the `t` of `don't` (and of `don't-miss`). */
const CLITIC = /^[\p{L}\p{N}][\p{M}]*(?:-|$)/u;

/**
 * The terms of a candidate: plain words, kept whole across an inner hyphen or decimal point
 * (`usb-c`, `3-in-1`, `2.4ghz`; see SEARCH_TERM_PATTERN); other punctuation and emoji separate
 * them, and the `s` of `women's` goes with the apostrophe.
 */
function termWords(text: string): string[] {
  const found: string[] = [];
  SEARCH_TERM_PATTERN.lastIndex = 0;
  for (let m = SEARCH_TERM_PATTERN.exec(text); m; m = SEARCH_TERM_PATTERN.exec(text)) {
    let term = m[0];
    // Only after a word (`women's`), not after an opening quote (`'x-ray'`).
    if (APOSTROPHE.test(text.charAt(m.index - 1)) && wordCharBefore(text, m.index - 1)) {
      const clitic = CLITIC.exec(term);
      if (clitic) term = term.slice(clitic[0].length);
    }
    if (term !== '') found.push(term);
  }
  return found;
}

function hasAsin(term: string): boolean {
  ASIN.lastIndex = 0;
  return ASIN.test(term);
}

/**
 * Packs candidate terms into the byte budget the way Amazon recommends: lowercase, single spaces,
 * no punctuation, no repeats (singular and plural count once), no title words, no stopwords, no
 * subjective or temporary words, no ASINs or brand. A hyphen inside a word and a decimal point
 * stay (`usb-c`, `3-in-1`, `2.4ghz`), as `backend.punctuation` allows; the checks are the rules'
 * own (rules/backend/terms.ts), so the result never triggers them. Priority words first, then the
 * candidates' order; a word that does not fit is skipped so shorter later words can still use the
 * bytes. Only words from the candidates are ever output.
 */
export function packBackendTerms(candidates: string[], options: PackOptions): string {
  const taken = contentWordSet([options.title, ...(options.bullets ?? [])], true);
  const brand = contentWordSet(options.brand ? [options.brand] : []);
  const seen = new Set<string>();
  const terms: { word: string; norm: string; parts: string[] }[] = [];
  for (const candidate of candidates) {
    const list = termWords(deleteBannedContent(removeInvisible(candidate)));
    const lowers = list.map((raw) => raw.toLowerCase());
    const partsOf = lowers.map(termParts);
    list.forEach((raw, i) => {
      if (hasAsin(raw)) return;
      const word = lowers[i] ?? '';
      const parts = partsOf[i] ?? [word];
      const prev = partsOf[i - 1];
      if (STOPWORDS.has(word) || isSubjectiveOrTemporary(parts, prev?.[prev.length - 1], partsOf[i + 1]?.[0])) return;
      const norm = normalizeWord(word);
      if (termIn(taken, word, parts, true) || termMentions(brand, norm, parts) || seen.has(norm)) return;
      seen.add(norm);
      terms.push({ word, norm, parts });
    });
  }
  const priority = contentWordSet(options.priority ?? []);
  const first = (t: { norm: string; parts: string[] }) => termMentions(priority, t.norm, t.parts);
  const value = rankByVolume(terms, options.ranked ?? []);
  const rest = terms.filter((t) => !first(t));
  const ordered = [
    ...terms.filter(first),
    ...rest.filter((t) => value.has(t.norm)).sort((a, b) => value.get(b.norm)! - value.get(a.norm)!),
    ...rest.filter((t) => !value.has(t.norm)),
  ];
  const excluded = (options.excluded ?? []).map(bankPhrase).filter((k) => k.norms.length > 0);
  // Whether adding a word would end the text on an excluded keyword (or a variant of one).
  const completesExcluded = (text: string) => excluded.some((k) => phraseSpans(text, k).some((span) => span.end === text.length));

  let out = '';
  let bytes = 0;
  let last: string | undefined;
  for (const { word, parts } of ordered) {
    const size = utf8ByteLength(word) + (out ? 1 : 0);
    if (bytes + size > options.maxBytes) continue;
    // Packing can make two words neighbours that were not (`limited edition time` without `edition`).
    if (last !== undefined && TEMPORARY_PHRASES.has(`${last} ${parts[0] ?? ''}`)) continue;
    const next = out ? `${out} ${word}` : word;
    if (excluded.length > 0 && completesExcluded(next)) continue;
    out = next;
    bytes += size;
    last = parts[parts.length - 1];
  }
  return out;
}

/**
 * Each word's value: the best volume per byte over the keywords it belongs to, a keyword's bytes
 * being those of its words among the terms (what it costs to complete it here).
 */
function rankByVolume(terms: readonly { word: string; norm: string }[], ranked: readonly { phrase: string; volume: number }[]): Map<string, number> {
  const value = new Map<string, number>();
  if (ranked.length === 0) return value;
  const bytesOf = new Map(terms.map((t) => [t.norm, utf8ByteLength(t.word) + 1]));
  for (const { phrase, volume } of ranked) {
    const norms = [...new Set(bankPhrase(phrase).content)].filter((w) => bytesOf.has(w));
    if (norms.length === 0) continue;
    const perByte = volume / norms.reduce((sum, w) => sum + bytesOf.get(w)!, 0);
    for (const w of norms) if ((value.get(w) ?? -1) < perByte) value.set(w, perByte);
  }
  return value;
}
