import { describe, expect, it } from 'vitest';
import { planSearchTermList, type SearchTermInputs } from './search-terms.js';
import { unitVariants } from './unit-variants.js';

/*
 * Search terms from named sources (issue 23), on invented listings: each term real, related to the
 * product in the sense the seller's words choose, and never a name, a part word, a broad catch-all
 * or a word that only rates the product.
 */

const base: SearchTermInputs = {
  keywords: [],
  productNouns: [],
  keywordNouns: [],
  audiences: [],
  shownWords: [],
  descriptionWords: [],
  exclude: new Set(),
  names: new Set(),
  sellerStems: new Set(),
  maxBytes: 249,
};
const words = (inputs: Partial<SearchTermInputs>) => planSearchTermList({ ...base, ...inputs }).map((t) => t.word);

describe('planSearchTermList', () => {
  it('gives the other number of the product itself, never of a part or a name the title holds', () => {
    const terms = words({ productNouns: ['protector'], shownWords: ['screen', 'world', 'protector'], names: new Set(['aurora']), exclude: new Set(['screen', 'protector', 'world']) });
    expect(terms).toContain('protectors');
    expect(terms).not.toContain('screens');
    expect(terms).not.toContain('worlds');
  });

  it('takes other names of a product named in two words from the dictionary (hamper for a laundry basket)', () => {
    const terms = words({ productNouns: ['laundry basket', 'basket'], sellerStems: new Set(['laundry', 'basket', 'clothes', 'lid', 'handle']), exclude: new Set(['laundry', 'basket', 'clothes', 'lid']) });
    expect(terms).toContain('hamper');
  });

  it('gives no broader name in a sense the seller’s words do not choose (no machinery for a mixer grinder)', () => {
    const terms = words({ productNouns: ['mixer grinder', 'grinder'], sellerStems: new Set(['mixer', 'grinder', 'jar', 'spice', 'chutney', 'kitchen', 'motor', 'blade']) });
    expect(terms).not.toContain('machinery');
    expect(terms).not.toContain('mill');
  });

  it('keeps of a keyword bank only words a shopper searches for: no rating, no adverb, no claim the seller does not make', () => {
    const bank = ['high quality', 'available', 'typically', 'comfortable', 'resin', 'figurine', 'name'].map((phrase) => ({ phrase, source: 'your keyword bank' }));
    const terms = words({ keywords: bank, productNouns: ['horse'], sellerStems: new Set(['horse', 'foal', 'toy', 'model']) });
    expect(terms).toEqual(expect.arrayContaining(['resin', 'figurine']));
    for (const junk of ['high', 'quality', 'available', 'typically', 'comfortable', 'name']) expect(terms).not.toContain(junk);
  });

  it('writes as one word two words of the seller’s that the dictionary knows as one (sting ray -> stingray)', () => {
    const terms = words({ sellerPhrases: ['Plush Sting Ray Toy', 'A soft sting ray for kids'], exclude: new Set(['plush', 'sting', 'ray', 'toy', 'soft', 'kids']) });
    expect(terms).toContain('stingray');
  });

  it('gives the audience’s other names, but not one that is first another word (minor)', () => {
    const terms = words({ audiences: ['kids'], exclude: new Set(['kids']) });
    expect(terms).toContain('child');
    expect(terms).not.toContain('minor');
  });

  it('gives no other number or synonym of a catch-all or an adjective read as the product (products, electrics, accoutrement)', () => {
    expect(words({ productNouns: ['products'], keywordNouns: ['accessories'], sellerStems: new Set(['water', 'filter', 'faucet']) })).toEqual([]);
    expect(words({ productNouns: ['electric'] })).toEqual([]);
  });

  it('names each term’s source', () => {
    const list = planSearchTermList({ ...base, productNouns: ['protector'], keywords: [{ phrase: 'resin', source: 'your keyword bank' }] });
    expect(list).toEqual(expect.arrayContaining([{ word: 'resin', source: 'your keyword bank' }, { word: 'protectors', source: 'plural of protector' }]));
  });
});

describe('unitVariants', () => {
  it('re-spells the seller’s own unit, and nothing that is no whole unit (20 fl of 20 fl oz)', () => {
    expect(unitVariants('48 Inches')).toEqual(['48in', '48inch']);
    expect(unitVariants('20 fl')).toEqual([]);
  });
});
