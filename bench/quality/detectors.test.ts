import { describe, expect, it } from 'vitest';
import type { GeneratedListing, OptimizerInput } from '../../src/contract/optimizer.js';
import { measuredFacts, quantitiesIn, quantityKey } from './facts.js';
import { identityOf } from './identity.js';
import { measureOutput, readSeller, splitsIn } from './measures.js';
import { smellsIn, type SmellContext } from './smells.js';
import { sentencesOf, splitHeader } from './text.js';

/** The issue's own failures, each caught by the detector meant for it, and the seller's clean text left alone. */
const doll: OptimizerInput = {
  title: 'Madame Alexander 8" ICY Fairytale Collectible Doll',
  bulletPoints: [
    'THIS LOVELY 8" DOLL wears a blue satin gown with silver trim.',
    'Holds 1.5-Litre of water and weighs 7 g per serving.',
    'Comes with a 2-year warranty against defects.',
    'Conforms to ASTM-D-4236 and is CE certified.',
    'Hand wash only; do not tumble dry.',
  ],
  titleMainKeyword: 'collectible doll',
  titleSecondaryKeywords: '',
  bulletKeywords: '',
};
const faithful: GeneratedListing = {
  optimized_titles: ['Madame Alexander 8" ICY Fairytale Collectible Doll, Blue Satin Gown', 'Madame Alexander 8" ICY Collectible Doll – Silver Trim, 1.5-Litre'],
  optimized_bullet_points: [
    '8" DOLL: This lovely 8" doll wears a blue satin gown with silver trim.',
    '1.5-LITRE CAPACITY: Holds 1.5 litres of water and weighs 7 grams per serving.',
    '2-YEAR WARRANTY: Comes with a 2-year warranty against defects.',
    'CE CERTIFIED: Conforms to ASTM D-4236 and is CE certified.',
    'HAND WASH ONLY: Do not tumble dry.',
  ],
  product_description: 'The Madame Alexander ICY Fairytale doll wears a blue satin gown with silver trim.',
  backend_search_terms: 'figurine keepsake',
};

describe('bench:quality detectors', () => {
  it('reads numbers with their units the same way however they are written', () => {
    const keys = (t: string) => measuredFacts(t).map(quantityKey);
    expect(keys('1.5-Litre, 8", 7 g, 100ml')).toEqual(['1.5 l', '8 in', '7 g', '100 ml']);
    expect(keys('1.5 litres, 8-inch, 7 grams, 100 ML')).toEqual(['1.5 l', '8 in', '7 g', '100 ml']);
    expect(quantitiesIn('3-in-1, iPhone 12, RCT15A, 5s, 12,11').map(quantityKey)).toEqual(['3', '1', '12', '12', '11']);
  });

  it('reads a quantity at a line\'s end as at the text\'s end, and never takes the next line\'s first word as its unit', () => {
    expect(quantitiesIn('Height: 8 in\nPortrays Superman').map(quantityKey)).toEqual(['8 in']);
    expect(quantitiesIn('Measures 17.7in x 59in\nEasy to remove').map(quantityKey)).toEqual(['17.7 in', '59 in']);
    expect(quantitiesIn('Length Cable: 2.1 m\n8 PROGRAMMABLE BUTTONS').map(quantityKey)).toEqual(['2.1 m', '8']);
    expect(quantitiesIn('Pack of 30\nPack of three').map(quantityKey)).toEqual(['30']);
  });

  it('splits sentences but not decimals or abbreviations, and headers at the colon only', () => {
    expect(sentencesOf('Holds 1.5 l. Measures approx. 8 in. tall. Done!')).toEqual(['Holds 1.5 l.', 'Measures approx. 8 in. tall.', 'Done!']);
    expect(sentencesOf("MR. Brand juicer by Dr. Martin meets N. F. P. A. No. 701. It dries fast.")).toEqual(['MR. Brand juicer by Dr. Martin meets N. F. P. A. No. 701.', 'It dries fast.']);
    expect(splitHeader('EASY CARE: Hand wash only.')).toEqual({ header: 'EASY CARE', body: 'Hand wash only.' });
    expect(splitHeader('Aspect ratio 16:9 screen')).toEqual({ body: 'Aspect ratio 16:9 screen' });
  });

  it('finds nothing wrong with an output that keeps the seller facts whole', () => {
    const m = measureOutput(readSeller(doll), faithful, []);
    expect(m.filler).toEqual([]);
    expect(m.facts.lost).toEqual([]);
    expect(m.facts.kept).toBe(m.facts.total);
    expect(m.invented).toEqual([]);
    expect(m.splits).toEqual([]);
    expect(m.sameWordPairs).toEqual([]);
    expect(m.smells).toEqual([]);
  });

  it('catches filler, lost and altered facts, invented numbers, a split brand and reordered titles', () => {
    const broken: GeneratedListing = {
      optimized_titles: ['Madame Collectible Doll – Alexander 8" ICY Fairytale', 'Alexander 8" ICY Fairytale – Madame Collectible Doll'],
      optimized_bullet_points: [
        'THIS LOVELY 8 COLLECTIBLE DOLL: It wears a blue satin gown. It is a point many shoppers look for.',
        'CAPACITY: Holds 5-Litre of water.',
        'CARE: Hand wash only.',
      ],
      product_description: 'It has all Mudpuppy products adhere to CPSIA. If you want a child, this doll is worth a look.',
      backend_search_terms: 'doll figurine',
    };
    const m = measureOutput(readSeller(doll), broken, []);
    expect(m.filler).toEqual([
      'It is a point many shoppers look for.',
      'CAPACITY',
      'CARE',
      'It has all Mudpuppy products adhere to CPSIA.',
      'If you want a child, this doll is worth a look.',
    ]);
    expect(m.facts.lost).toEqual(expect.arrayContaining(['1.5-Litre', '7 g', expect.stringMatching(/^warranty:/), expect.stringMatching(/^certification:/)]));
    expect(m.invented).toEqual(['5-Litre']);
    expect(m.splits).toContain('Madame Collectible Doll Alexander');
    expect(m.sameWordPairs).toHaveLength(1);
    expect(m.backendRepeats).toEqual(['doll']);
    expect(m.smells.map((s) => s.kind)).toEqual(expect.arrayContaining(['unit-dropped', 'it-has-all', 'keyword-slot']));
  });

  it('tells a name put apart by an insertion from a header that repeats the name before its text', () => {
    const identity = identityOf({ ...doll, title: 'Marvel Avengers Assemble Captain America Costume T-Shirt, Small' }, 'Marvel Avengers');
    expect(identity.productName).toEqual(['Marvel', 'Avengers', 'Assemble', 'Captain']);
    expect(splitsIn('MARVEL AVENGERS: Marvel Avengers Assemble Captain America costume', identity)).toEqual([]);
    expect(splitsIn('Marvel Avengers Kids Assemble Captain America costume', identity)).toEqual(['Marvel Avengers Kids Assemble Captain']);
  });

  it('never ends a product name on a connective, so `… Ambulance comes with` splits no name', () => {
    const identity = identityOf({ ...doll, title: 'Daron FDNY Ambulance with Lights & Sounds' });
    expect(identity.productName).toEqual(['Daron', 'FDNY', 'Ambulance']);
    expect(splitsIn('The Daron FDNY Ambulance comes with a stretcher.', identity)).toEqual([]);
    expect(splitsIn('Daron FDNY Toy Ambulance with Lights', identity)).toEqual(['Daron FDNY Toy Ambulance']);
  });

  it('counts a removal named in changes as a policy removal, not a loss', () => {
    const withoutWarranty = { ...faithful, optimized_bullet_points: faithful.optimized_bullet_points.filter((b) => !b.includes('warranty')) };
    const seller = readSeller(doll);
    // The period (`2-year`) and the warranty statement are both lost, and both named by the change.
    expect(measureOutput(seller, withoutWarranty, []).facts.lost).toEqual(['2-year', expect.stringMatching(/^warranty:/)]);
    const m = measureOutput(seller, withoutWarranty, ['Bullet 3: removed "2-year warranty against defects"; warranty wording is not allowed']);
    expect(m.facts.lost).toEqual([]);
    expect(m.facts.removedByPolicy).toBe(2);
  });

  it('names each grammar smell of the issue, and not the seller-style text around it', () => {
    const ctx: SmellContext = { productWords: new Set(['air', 'hockey', 'table']), unitOnlyNumbers: new Set() };
    const kinds = (text: string, field: 'bullet' | 'header' = 'bullet') => smellsIn({ field, text }, ctx).map((s) => s.kind);
    expect(kinds('This air hockey is table.')).toEqual(['is-bare-noun']);
    expect(kinds('It is made from a thick porcelain.')).toEqual(['article-adjective']);
    expect(kinds('It is dishwasher safe and made from thick porcelain.')).toEqual([]);
    expect(kinds('Use it with the the paddles.')).toEqual(['doubled-word']);
    expect(kinds('perfect for parties.')).toEqual(['lowercase-start']);
    expect(kinds('PERFECT FOR', 'header')).toContain('header-function-end');
    expect(kinds('DURABLE', 'header')).toEqual(['header-lone-adjective']);
    expect(kinds('BUNTING IS ADJUSTABLE', 'header')).toEqual(['header-clause']);
    expect(kinds('SOLID WOOD TABLE', 'header')).toEqual([]);
  });
});
