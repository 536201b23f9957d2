import type { Keywords } from '../../listing/types.js';
import { FUNCTION_WORDS, normalizeWord } from '../../listing/words.js';
import { findModelNumbers, findNumberSpecs, isSpecSegment } from './specs.js';

/*
 * The seller's title as facts: its lead segment, its specs (sizes, counts, colours, model
 * numbers), its other segments, a guessed brand and the product name.
 */

export interface TitleFacts {
  /** The seller's title, cleaned. */
  clean: string;
  /** The first segment: usually brand and product. */
  lead: string;
  /** Other segments that are not specs, in order. */
  features: string[];
  /** Specs from the title: sizes, counts, colours, model numbers. */
  specs: string[];
  brand: string;
  productName: string;
}

/** `, ` and also `,1500W` (a comma glued to a word), but not the thousands comma of `1,500`. */
const SEPARATORS = /\s*(?:,\s|,(?!\d{3}(?!\d))(?=\p{L}|\d+\p{L})|;\s*|\s[-–—]\s|\s\/\s|:\s)\s*/u;
const BRACKETED = /\(([^()]{1,80})\)|\[([^[\]]{1,80})\]/gu;
const NAME_CUT_AT = /\s(?:for|with|compatible|featuring|includes?|including|that|which|by\s+\p{Ll}|&|and|-|–|—)\s/gu;

export function analyzeTitle(clean: string, bulletText: string, keywords: Keywords): TitleFacts {
  const bracketed: string[] = [];
  const unbracketed = clean
    .replace(BRACKETED, (_m, a: string | undefined, b: string | undefined) => {
      bracketed.push((a ?? b ?? '').trim());
      return ', ';
    })
    .replace(/[()[\]]/g, ' ');
  const parts = unbracketed
    .split(SEPARATORS)
    .map((p) => p.replace(/^(?:[\s,;:\-–—]|\.(?!\d))+|[\s,;:\-–—]+$/gu, '').replace(/\s+/g, ' '))
    .filter(Boolean);
  const lead = parts[0] ?? clean;
  const features: string[] = [];
  const specs: string[] = [];
  for (const raw of [...parts.slice(1), ...bracketed]) {
    const part = raw.replace(/^(?:or|and|with|plus|&)\s+/iu, '');
    if (part === '') continue;
    if (isSpecSegment(part)) specs.push(part);
    else features.push(part);
  }
  const leadSpecs = [...findNumberSpecs(lead), ...findModelNumbers(lead)];
  for (const spec of leadSpecs) if (!specs.includes(spec)) specs.push(spec);

  const brand = guessBrand(clean, bulletText, keywords);
  let name = lead;
  for (const spec of leadSpecs) {
    if (brand.includes(spec)) continue;
    // Whole tokens only: `3270L` inside `U.3270L-PN-2` is part of a code, not a spec to cut out.
    const escaped = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    name = name.replace(new RegExp(`(?<=^|\\s)${escaped}(?=$|[\\s,;])`, 'u'), ' ');
  }
  // Cut at `for`, `with`, `&` ... but never inside the first two words (`Maple & Moss`).
  const cut = [...name.matchAll(NAME_CUT_AT)].find((m) => name.slice(0, m.index).trim().split(/\s+/).length >= 3);
  if (cut) name = name.slice(0, cut.index);
  name = name.replace(/\s+/g, ' ').trim();
  const nameWords = name.split(' ');
  if (nameWords.length > 10) name = nameWords.slice(0, 10).join(' ');
  name = name.replace(/[\s,;:\-–—&+]+$/u, '');
  for (let last = name.split(' ').pop() ?? ''; name.includes(' ') && FUNCTION_WORDS.has(last.toLowerCase()); last = name.split(' ').pop() ?? '') {
    name = name.slice(0, name.length - last.length).trimEnd();
  }
  return { clean, lead, features, specs, brand, productName: name || lead };
}

/**
 * The seller gives no brand field, so guess: the title's first word when it reads like a name (not
 * a keyword, not a word the seller mostly writes in lowercase), with a short first word joined to
 * the next (`DB Longboards`) and `X by Y` kept whole (`Terra by Battat`).
 */
function guessBrand(title: string, bulletText: string, keywords: Keywords): string {
  const words = title.split(/\s+/);
  const first = (words[0] ?? '').replace(/[^\p{L}\p{N}&'’.-]/gu, '');
  if (!first || !/^[\p{Lu}\p{N}]/u.test(first) || /^\d+$/.test(first)) return '';
  const keywordWords = new Set(
    [keywords.main, ...keywords.secondary].flatMap((k) => k.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(normalizeWord),
  );
  const lower = first.toLowerCase();
  if (keywordWords.has(normalizeWord(first)) || FUNCTION_WORDS.has(lower) || COMMON_TITLE_STARTS.has(lower)) return '';
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const uses = [...bulletText.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))].map((m) => m[0]);
  const lowercase = uses.filter((u) => u === u.toLowerCase() && /\p{L}/u.test(u)).length;
  if (lowercase > uses.length - lowercase) return '';
  const next = (words[1] ?? '').replace(/[^\p{L}\p{N}&'’-]/gu, '');
  if (next.toLowerCase() === 'by' && words[2] && /^\p{Lu}/u.test(words[2])) return `${first} by ${words[2].replace(/[^\p{L}\p{N}&'’-]/gu, '')}`;
  if (first.replace(/[^\p{L}\p{N}]/gu, '').length <= 2 && /^\p{Lu}/u.test(next)) return `${first} ${next}`;
  return first;
}

/** Words that open many titles without being a brand. */
const COMMON_TITLE_STARTS: ReadonlySet<string> = new Set([
  'new', 'premium', 'original', 'genuine', 'professional', 'electric', 'electronic', 'portable', 'wireless', 'digital',
  'automatic', 'manual', 'mini', 'large', 'small', 'heavy', 'extra', 'super', 'ultra', 'smart', 'universal', 'classic',
  'vintage', 'modern', 'organic', 'natural', 'pure', 'fresh', 'handmade', 'kids', 'baby', 'womens', "women's", 'mens',
  "men's", 'girls', 'boys', 'set', 'pack', 'the', 'stainless', 'soft', 'adjustable', 'foldable', 'waterproof', 'cute',
  'funny', 'personalized', 'custom', 'real', 'solid', 'deluxe', 'luxury', 'multi', 'multipurpose', 'rechargeable',
]);

