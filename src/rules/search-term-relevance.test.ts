import { describe, expect, it } from 'vitest';
import { droppedTermsNote, relevantSearchTerms, type TermLexicon } from './search-term-relevance.js';

/** A dictionary of a few words, standing in for WordNet and compromise's lexicon. */
const KNOWN = new Set([
  'steel', 'kettle', 'teapot', 'earpiece', 'earphone', 'headphone', 'pool', 'ear', 'bud', 'air', 'hockey', 'table', 'top', 'tabletop', 'family', 'workout',
  'gym', 'low', 'sodium', 'oatmeal', 'water', 'boil', 'color', 'silver', 'cable', 'ball', 'skull', 'candy', 'gluten', 'free', 'sugar', 'wired', 'mic',
]);
const lexicon: TermLexicon = {
  isName: (w) => ['samsung', 'nike'].includes(w),
  isThing: (w) => ['pool', 'kettle', 'teapot', 'earpiece', 'tabletop', 'ball', 'candy'].includes(w),
  isKnown: (w) => KNOWN.has(w) || ['samsung', 'nike'].includes(w),
  closeWords: (w) => ({ earphone: ['earpiece', 'headphone'], earpiece: ['earphone', 'headphone'], 'rolled oats': ['oatmeal'], table: ['tabletop'] })[w] ?? [],
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

  it('keeps a careful writer’s words that are not wrong, though the listing never says them: uses, audiences, places', () => {
    // Not a brand, not another product, no claim: whether the seller wrote them is not the test.
    expect(run('family workout gym', ['Steel Kettle'])).toEqual({ terms: 'family workout gym', dropped: [] });
  });

  it('keeps a word made of two dictionary words when one of them is the seller’s (earbuds, airhockey), and a short abbreviation', () => {
    expect(run('earbuds', ['Wired In Ear Earphone']).terms).toBe('earbuds');
    expect(run('airhockey', ['Air Hockey Table']).terms).toBe('airhockey');
    expect(run('aux', ['Wired Earphone']).terms).toBe('aux');
  });

  it('keeps two of the seller’s adjacent words written as one (typec of Type-C, usbc of USB C), never two words that were apart', () => {
    expect(run('typec usbc', ['Braided Type-C Cable'], ['USB C to Lightning'])).toEqual({ terms: 'typec usbc', dropped: [] });
    expect(run('cablec', ['Braided Type-C Cable']).dropped).toEqual([{ term: 'cablec', why: 'unknown' }]);
  });

  it('keeps a part or a closed form of what the title names (tabletop of a table)', () => {
    expect(run('tabletop', ['Air Hockey Table']).terms).toBe('tabletop');
  });

  it('drops a word no dictionary knows and the seller never wrote: most likely another brand', () => {
    const r = run('oneplus skullcandy foosball', ['Wired Earphone']);
    expect(r.terms).toBe('');
    expect(r.dropped.map((d) => `${d.term}:${d.why}`)).toEqual(['oneplus:unknown', 'skullcandy:unknown', 'foosball:unknown']);
  });

  it('drops claims the seller never made: a degree word with what it qualifies, a certification or property', () => {
    const r = run('low sodium gluten free water', ['Steel Kettle'], ['Boils water fast']);
    expect(r.terms).toBe('water');
    expect(r.dropped.map((d) => `${d.term}:${d.why}`)).toEqual(['low:claim', 'sodium:claim', 'gluten:claim', 'free:claim']);
    // The seller's own claim stays.
    expect(run('low sodium', ['Rolled Oats'], ['Low sodium, whole grain']).terms).toBe('low sodium');
  });

  it('says why each dropped term went: a brand, another product, a claim, or a word nobody knows', () => {
    const r = run('samsung pool keto low sodium kettle', ['Electric Kettle']);
    expect(r.terms).toBe('kettle');
    expect(r.dropped.map((d) => `${d.term}:${d.why}`)).toEqual(['samsung:brand', 'pool:product', 'keto:unknown', 'low:claim', 'sodium:claim']);
    expect(droppedTermsNote(r.dropped)).toEqual([
      'Search terms: removed "samsung": a brand or name that is not yours',
      'Search terms: removed "pool": it names another product',
      'Search terms: removed "keto": your listing never says it and no dictionary knows it (another brand, or a claim, perhaps)',
      'Search terms: removed "low", "sodium": a claim your listing does not make',
    ]);
  });

  it('drops a hyphenated term when any part is not the seller’s', () => {
    expect(run('nike-compatible steel-kettle', ['Steel Kettle']).dropped).toEqual([{ term: 'nike-compatible', why: 'brand' }]);
  });
});
