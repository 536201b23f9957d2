import { droppedTermsNote, relevantSearchTerms } from '../../rules/search-term-relevance.js';
import { termLexicon } from '../editor/lexicon/term-lexicon.js';
import type { FinishContext } from './finish.js';

/*
 * A model's search terms keep only what comes from the seller (src/rules/search-term-relevance.ts):
 * the seller's words and numbers, and words close to what their title and keywords name. A
 * competitor's brand, another product or a claim the seller never made goes, with a change note.
 */
export function relevantTerms(terms: string, ctx: FinishContext, changes: string[]): string {
  if (terms.trim() === '') return terms;
  const { input, keywords } = ctx;
  const bank = (keywords.bank ?? []).filter((k) => k.priority !== 'excluded').map((k) => k.phrase);
  const result = relevantSearchTerms({
    terms,
    naming: [input.title, keywords.main, ...keywords.secondary, ...keywords.bullet, ...bank],
    text: [...input.bulletPoints, input.description ?? ''],
    lexicon: termLexicon,
  });
  changes.push(...droppedTermsNote(result.dropped));
  return result.terms;
}
