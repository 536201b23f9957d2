import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { getProfile } from '../profiles.js';
import { cleanListing, KEYWORDS } from '../testing/listings.js';
import type { Keywords, Listing } from '../types.js';
import type { BankKeyword } from './bank-keyword.js';
import { bankCoverage, defaultVolume, effectiveBank, phraseSpans, placedPhrases } from './volume-coverage.js';

const kw = (phrase: string, volume: number | null, priority: BankKeyword['priority'] = 'normal'): BankKeyword => ({ phrase, volume, priority });

const listing: Listing = {
  title: 'Gaiam Yoga Mat, Thick Exercise Mats for Home',
  bullets: ['Non-slip surface for hot yoga', 'Mat yoga straps are included for carrying'],
  description: 'Use it for pilates and stretching.',
  backend: 'pad cushion fitness',
};

describe('bankCoverage', () => {
  it('finds exact, variant (plural, word order) and partial placements per field', () => {
    const report = bankCoverage(listing, [kw('yoga mat', 1000), kw('exercise mat', 500), kw('mat yoga', 10), kw('hot yoga mat', 5), kw('fitness mat', 50)]);
    const row = (phrase: string) => report.keywords.find((k) => k.phrase === phrase)!;
    expect(row('yoga mat').placements).toEqual({ title: 'exact', bullets: 'variant', description: null, backend: null });
    expect(row('exercise mat').placements.title).toBe('variant'); // "Exercise Mats"
    expect(row('mat yoga').placements.title).toBe('variant'); // word order
    expect(row('hot yoga mat').placements.bullets).toBe('partial'); // every word, not as a phrase
    // Words spread across fields are not placed (issue 25): `fitness` in the search terms, `mat` in the title.
    expect(row('fitness mat').placements.backend).toBe('partial');
  });

  it('calls search terms exact only when the phrase is there, and a variant when every word of it is (issue 25)', () => {
    const placements = (backend: string, title = 'Puzzle Book for Kids') =>
      bankCoverage({ title, bullets: [], backend }, [kw('spot the difference book', 100)]).keywords[0]!.placements.backend;
    expect(placements('spot the difference book kids')).toBe('exact');
    expect(placements('kids difference spot books')).toBe('variant'); // a bag of words; "the" is no search word
    // "book" only in the title: the phrase is nowhere, so it is no exact placement in the search terms.
    expect(placements('spot difference kids')).toBe('partial');
    expect(placedPhrases({ title: 'Puzzle Book for Kids', bullets: [], backend: 'spot difference kids' }, ['spot the difference book'])).toEqual([false]);
    expect(placedPhrases({ title: 'Spot the Difference Books', bullets: [] }, ['spot the difference book'])).toEqual([true]);
  });

  it('weights by volume: title ×3, bullets ×2, description and backend ×1; exact 1, variant 0.7, partial 0.5', () => {
    const one = (l: Partial<Listing>, phrase = 'cork block') => bankCoverage({ title: '', bullets: [], ...l }, [kw(phrase, 100)]).score;
    expect(one({ title: 'Cork Block' })).toBe(100);
    expect(one({ bullets: ['A cork block'] })).toBeCloseTo(66.7, 1);
    expect(one({ description: 'A cork block' })).toBeCloseTo(33.3, 1);
    expect(one({ backend: 'cork block' })).toBeCloseTo(33.3, 1);
    expect(one({ title: 'Cork Blocks' })).toBe(70);
    expect(one({ title: 'Block of Cork' })).toBe(50);
    // Three of four words: "most words", 0.3.
    expect(one({ title: 'Cork Yoga Block' }, 'cork yoga block set')).toBe(30);
    // Best field only: the title's exact match is not added to the bullets'.
    expect(one({ title: 'Cork Block', bullets: ['cork block'] })).toBe(100);
  });

  it('sums by volume: a high-volume keyword in the title outweighs many small ones', () => {
    const bank = [kw('yoga mat', 9000), kw('cork block', 500), kw('strap', 500)];
    const withBig = bankCoverage({ title: 'Yoga Mat', bullets: [] }, bank);
    const withSmall = bankCoverage({ title: 'Cork Block Strap', bullets: [] }, bank);
    expect(withBig.score).toBe(90);
    expect(withSmall.score).toBe(10);
    expect(withBig.titleVolumeShare).toBeCloseTo(0.9);
    expect(withBig.volumeShare).toBeCloseTo(0.9);
  });

  it('gives keywords without a volume the median of the known volumes, or 1 when none is known', () => {
    expect(defaultVolume([kw('a', 10), kw('b', 30), kw('c', 1000), kw('d', null), kw('e', 5000, 'excluded')])).toBe(30);
    expect(defaultVolume([kw('a', 10), kw('b', 30)])).toBe(20);
    expect(defaultVolume([kw('a', null)])).toBe(1);
    const report = bankCoverage({ title: 'Strap', bullets: [] }, [kw('strap', null), kw('block', 300)]);
    expect(report.score).toBe(50);
  });

  it('leaves excluded keywords out of the score and lists where they leak', () => {
    const bank = [kw('yoga mat', 100), kw('manduka', 5000, 'excluded'), kw('lululemon', 10, 'excluded')];
    const report = bankCoverage({ title: 'Yoga Mat', bullets: ['Thicker than Manduka mats'] }, bank);
    expect(report.score).toBe(100);
    const manduka = report.keywords.find((k) => k.phrase === 'manduka')!;
    expect(manduka.placements.bullets).toBe('exact');
    expect(manduka.note).toMatch(/appears in the bullets/);
    expect(report.keywords.find((k) => k.phrase === 'lululemon')!.note).toMatch(/kept out/);
  });

  it('sorts the table by volume, highest first, keywords without one last, and carries the writer\'s notes', () => {
    const report = bankCoverage({ title: '', bullets: [] }, [kw('b', 5), kw('a', null), kw('c', 50)], { notes: new Map([['b', 'Search terms only.']]) });
    expect(report.keywords.map((k) => k.phrase)).toEqual(['c', 'b', 'a']);
    expect(report.keywords[1]?.note).toBe('Search terms only.');
  });

  it('scores 0 for an empty bank and never over 100', () => {
    expect(bankCoverage(listing, []).score).toBe(0);
    expect(bankCoverage({ title: 'Yoga Mat', bullets: ['yoga mat'], description: 'yoga mat', backend: 'yoga mat' }, [kw('yoga mat', 3)]).score).toBe(100);
  });
});

describe('phraseSpans', () => {
  it('gives the range of every exact or variant occurrence, and no partial ones', () => {
    const text = 'Fits Anker chargers and ANKER-style hubs; not an anker power bank';
    expect(phraseSpans(text, 'anker').map((s) => text.slice(s.start, s.end))).toEqual(['Anker', 'ANKER', 'anker']);
    expect(phraseSpans('Power banks by Anker', 'anker power bank')).toEqual([]);
    const spans = phraseSpans('Two bank power units', 'power bank');
    expect(spans).toEqual([{ kind: 'variant', start: 4, end: 14 }]);
  });
});

describe('effectiveBank', () => {
  it('adds the three keyword fields as must-haves, merged by bankKey; excluded stays excluded', () => {
    const keywords: Keywords = { main: 'Yoga Mats', secondary: ['cork block'], bullet: ['manduka'], bank: [kw('yoga mat', 900), kw('manduka', 50, 'excluded')] };
    expect(effectiveBank(keywords)).toEqual([kw('yoga mat', 900, 'must-have'), kw('manduka', 50, 'excluded'), kw('cork block', null, 'must-have')]);
    expect(effectiveBank({ main: 'yoga mat', secondary: [], bullet: [] })).toBeUndefined();
  });

  it('keeps the stronger priority and the known volume when the bank holds two spellings of a keyword', () => {
    const keywords: Keywords = { main: 'mat', secondary: [], bullet: [], bank: [kw('India', null), kw('INDIAS', 5000, 'excluded'), kw('strap', 10), kw('straps', 40, 'must-have')] };
    expect(effectiveBank(keywords)).toEqual([kw('India', 5000, 'excluded'), kw('strap', 40, 'must-have'), kw('mat', null, 'must-have')]);
  });
});

describe('the audit with a bank', () => {
  const profile = getProfile('amazon-2025');
  it('scores keywords by volume when a bank is present, and as before without one', () => {
    const plain = audit(cleanListing(), KEYWORDS, profile);
    expect(plain.coverage.bank).toBeUndefined();
    const banked = audit(cleanListing(), { ...KEYWORDS, bank: [kw('yoga mat', 5000), kw('cork yoga brick', 10_000)] }, profile);
    expect(banked.coverage.bank).toBeDefined();
    expect(banked.breakdown.keywords).toBeLessThan(plain.breakdown.keywords);
  });
});
