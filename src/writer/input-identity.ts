import type { OptimizerInput } from '../contract/optimizer.js';

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What an analysis is paid for: the product's text (title and bullet points), read the way a person
 * would, so case, spacing and punctuation do not make it another product while a changed word does.
 * Keywords are left out on purpose: SPEC §4 lets the seller edit the inputs after analysing, and
 * keywords change how the listing is found, not which product it describes. Shared by the server
 * (which hashes it to tie a generation to its paid analysis) and the web app (which warns before
 * a generation would be refused).
 */
export function productText(input: Pick<OptimizerInput, 'title' | 'bulletPoints'>): string {
  return [words(input.title), ...input.bulletPoints.map(words).filter(Boolean)].join('\n');
}

export const sameProduct = (a: Pick<OptimizerInput, 'title' | 'bulletPoints'>, b: Pick<OptimizerInput, 'title' | 'bulletPoints'>) =>
  productText(a) === productText(b);
