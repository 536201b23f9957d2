import { escapeRegExp, lowerPlainWords, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../rules/index.js';
import { GRAMMAR_WORDS } from '../../rules/vocabulary.js';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { keywordsOf } from '../../contract/optimizer.js';
import { textUnits } from './text-units.js';

/*
 * Brand first, in the seller's case: Amazon's title order and ours. Models put the main keyword in
 * front ("In Ear Earphones - boAt Bassheads 102 …") or "correct" a brand's case ("BoAt"); the
 * repair call names it, and the final pass puts the brand back in front, as the seller writes it.
 */

/**
 * The brand: the first word of the seller's title, when it reads as a name (a capital anywhere, as
 * in "boAt" or "iPhone", or digits) and is not one of the keyword's words. The seller gives no brand
 * field, so a title that opens with the product type has no brand to keep first.
 */
export function sellerBrand(input: OptimizerInput): string | undefined {
  const first = input.title.trim().split(/[\s,;:|]+/u)[0]?.replace(/[^\p{L}\p{N}&'’.-]+$/u, '') ?? '';
  if (first === '' || !/\p{Lu}/u.test(first)) return undefined;
  const lower = first.toLowerCase();
  // "Best Seller!" opens with a claim, "The" with a grammar word: neither is a brand.
  if (SUBJECTIVE_OR_TEMPORARY_WORDS.has(lower) || GRAMMAR_WORDS.has(lower)) return undefined;
  const keywords = keywordsOf(input);
  const keywordWords = new Set([keywords.main, ...keywords.secondary].flatMap(lowerPlainWords));
  return keywordWords.has(lower) ? undefined : first;
}
const startsWithWord = (text: string, word: string, flags: string) => new RegExp(`^${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, flags).test(text);

export const brandFirst = (title: string, brand: string) => startsWithWord(title, brand, 'u');

/**
 * The title with the brand in front, as the seller writes it, and what was done: the brand's case
 * restored; the segment the brand opens moved to the front (the segments before it follow it); the
 * brand taken from inside a segment; or the brand added.
 */
export function withBrandFirst(title: string, brand: string): { title: string; change?: 'case' | 'moved' | 'added' } {
  if (brandFirst(title, brand)) return { title };
  if (startsWithWord(title, brand, 'iu')) return { title: brand + title.slice(brand.length), change: 'case' };
  const segments = textUnits(title, 'title');
  const at = segments.findIndex((s) => startsWithWord(title.slice(s.start, s.end), brand, 'iu'));
  if (at > 0) {
    const text = (i: number) => title.slice(segments[i]!.start, segments[i]!.end);
    const lead = brand + text(at).slice(brand.length);
    const others = segments.map((_, i) => i).filter((i) => i !== at).map(text);
    return { title: [lead, ...others].join(', '), change: 'moved' };
  }
  const inside = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(brand)}(?![\\p{L}\\p{N}])`, 'iu');
  const without = title.replace(inside, ' ').replace(/\s{2,}/gu, ' ').trim();
  return { title: `${brand} ${without}`, change: without === title.trim() ? 'added' : 'moved' };
}
