import type { SubstanceReport } from '../substance.js';
import type { Finding, Listing } from '../types.js';
import { at } from './context.js';

const QUOTE_LENGTH = 60;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_LENGTH ? `"${flat}"` : `"${flat.slice(0, QUOTE_LENGTH).trimEnd()}…"`;
}

const place = (where: { field: string; index?: number }) => (where.field === 'bullets' ? `bullet ${(where.index ?? 0) + 1}` : 'the description');

/**
 * Sentences that earn no score (substance.ts): those without a product fact, and word-for-word
 * repeats of an earlier sentence in another field or bullet. Warnings: Amazon does not suppress
 * them, but buyers skip them and they take the place of facts.
 */
export function auditSubstance(listing: Listing, report: SubstanceReport, out: Finding[]): void {
  const yardstick = report.fromSource ? "the seller's text" : 'the title or the keywords';
  for (const sentence of report.empty) {
    const text = (sentence.field === 'bullets' ? listing.bullets[sentence.index ?? 0] : listing.description) ?? '';
    const ref = sentence.index === undefined ? { field: sentence.field } : { field: sentence.field, index: sentence.index };
    const words = quote(text.slice(sentence.start, sentence.end));
    out.push(at(ref, sentence.verdict === 'no-fact'
      ? {
          rule: 'text.no-fact',
          severity: 'warning',
          start: sentence.start,
          end: sentence.end,
          message: `${words} states no product fact: none of its words, besides the product's name, is in ${yardstick}.`,
        }
      : {
          rule: 'text.repeated-sentence',
          severity: 'warning',
          start: sentence.start,
          end: sentence.end,
          message: `${words} repeats a sentence of ${place(sentence.first ?? { field: 'bullets' })} word for word.`,
        }));
  }
}
