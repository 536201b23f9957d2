import { removeInvisible } from '../characters.js';
import { utf8ByteLength } from '../counting.js';
import { contentWordSet, isSubjectiveOrTemporary, termIn, termMentions, termParts } from '../rules/backend/terms.js';
import { ASIN } from '../rules/bullet/asin.js';
import { normalizeWord, SEARCH_TERM_PATTERN, STOPWORDS, TEMPORARY_PHRASES, wordCharBefore } from '../words.js';
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
  const ordered = [...terms.filter(first), ...terms.filter((t) => !first(t))];

  let out = '';
  let bytes = 0;
  let last: string | undefined;
  for (const { word, parts } of ordered) {
    const size = utf8ByteLength(word) + (out ? 1 : 0);
    if (bytes + size > options.maxBytes) continue;
    // Packing can make two words neighbours that were not (`limited edition time` without `edition`).
    if (last !== undefined && TEMPORARY_PHRASES.has(`${last} ${parts[0] ?? ''}`)) continue;
    out += out ? ` ${word}` : word;
    bytes += size;
    last = parts[parts.length - 1];
  }
  return out;
}
