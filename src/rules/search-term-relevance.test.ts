import { describe, expect, it } from 'vitest';
import { droppedTermsNote, relevantSearchTerms, type TermLexicon } from './search-term-relevance.js';

/** A dictionary of a few words, standing in for WordNet and compromise's lexicon. */
const lexicon: TermLexicon = {
  isName: (w) => ['samsung', 'nike'].includes(w),
  isThing: (w) => ['pool', 'kettle', 'teapot', 'earpiece'].includes(w),
  closeWords: (w) => ({ earphone: ['earpiece', 'headphone'], earpiece: ['earphone', 'headphone'], 'rolled oats': ['oatmeal'] })[w] ?? [],
};

const run = (terms: string, naming: string[], text: string[] = []) => relevantSearchTerms({ terms, naming, text, lexicon });

describe('relevantSearchTerms', () => {
  it('keeps the seller’s words in another number, spelling or inflection', () => {
    const r = run('kettles colour boiling stainless-steel', ['Steel Kettle, Stainless'], ['Boils water fast', 'Color: silver']);
    expect(r).toEqual({ terms: 'kettles colour boiling stainless-steel', dropped: [] });
  });

  it('keeps synonyms of what the title names, in both directions, and names of several words', () => {
    expect(run('earpiece headphone', ['Wired Earphone']).terms).toBe('earpiece headphone');
    expect(run('oatmeal', ['Rolled Oats 1 kg']).terms).toBe('oatmeal');
    // A bullet's word is the seller's, but its synonyms are not what the product is called.
    expect(run('earpiece', ['Cable'], ['Works with any earphone']).dropped).toEqual([{ term: 'earpiece', why: 'product' }]);
  });

  it('keeps the seller’s numbers in other unit spellings and drops numbers the seller never gave', () => {
    const r = run('48in 48-inch 1500w 60in', ['Fan 48 Inch'], ['1500 W motor']);
    expect(r.terms).toBe('48in 48-inch 1500w');
    expect(r.dropped).toEqual([{ term: '60in', why: 'number' }]);
  });

  it('says why each dropped term went: a brand, another product, or words the listing never says', () => {
    const r = run('samsung pool keto low sodium kettle', ['Electric Kettle']);
    expect(r.terms).toBe('kettle');
    expect(r.dropped.map((d) => `${d.term}:${d.why}`)).toEqual(['samsung:brand', 'pool:product', 'keto:unlisted', 'low:unlisted', 'sodium:unlisted']);
    expect(droppedTermsNote(r.dropped)).toEqual([
      'Search terms: removed "samsung": a brand or name that is not yours',
      'Search terms: removed "pool": it names another product',
      'Search terms: removed "keto", "low", "sodium": your listing never says it',
    ]);
  });

  it('drops a hyphenated term when any part is not the seller’s', () => {
    expect(run('nike-compatible steel-kettle', ['Steel Kettle']).dropped).toEqual([{ term: 'nike-compatible', why: 'brand' }]);
  });
});
