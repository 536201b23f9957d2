import { describe, expect, it } from 'vitest';
import { keywordCoverage } from './keyword-coverage.js';
import { cleanListing, KEYWORDS } from './testing/listings.js';
import type { Listing } from './types.js';

const listing: Listing = {
  title: 'Gaiam Yoga Mats for Women, Thick Exercise Mat',
  bullets: ['Non-slip surface for hot yoga', 'Carry strap included'],
  description: 'A mat for yoga, pilates and stretching.',
  backend: 'fitness pad pilates',
};

describe('keywordCoverage', () => {
  it('reports exact, all-words, some-words and missing per field', () => {
    const report = keywordCoverage(listing, { main: 'yoga mat', secondary: ['pilates mat', 'cork block'], bullet: ['non slip'] });
    const [main, pilates, cork, nonSlip] = report.keywords;
    expect(main?.fields).toEqual({ title: 'exact', bullets: 'some-words', description: 'all-words', backend: 'missing' });
    expect(pilates?.fields).toEqual({ title: 'some-words', bullets: 'missing', description: 'all-words', backend: 'some-words' });
    expect(cork?.fields).toEqual({ title: 'missing', bullets: 'missing', description: 'missing', backend: 'missing' });
    expect(nonSlip?.fields.bullets).toBe('exact');
  });

  it('is case-insensitive and plural-aware', () => {
    const report = keywordCoverage({ title: 'BATTERIES and Boxes', bullets: [] }, { main: 'battery box', secondary: [], bullet: [] });
    expect(report.keywords[0]?.fields.title).toBe('all-words');
  });

  it('ignores articles and prepositions when counting words', () => {
    const report = keywordCoverage({ title: 'Case iPhone 15', bullets: [] }, { main: 'case for iphone', secondary: [], bullet: [] });
    expect(report.keywords[0]?.words).toEqual(['case', 'iphone']);
    expect(report.keywords[0]?.fields.title).toBe('all-words');
  });

  it('does not match a phrase across two bullets', () => {
    const report = keywordCoverage({ title: '', bullets: ['A soft yoga', 'mat for home'] }, { main: 'yoga mat', secondary: [], bullet: [] });
    expect(report.keywords[0]?.fields.bullets).toBe('all-words');
  });

  it('weights title ×3, bullets ×2, description and search terms ×1', () => {
    const only = (field: keyof Listing) => {
      const base: Listing = { title: 'x', bullets: ['x'], description: 'x', backend: 'x' };
      return keywordCoverage({ ...base, [field]: field === 'bullets' ? ['yoga'] : 'yoga' }, { main: 'yoga', secondary: [], bullet: [] }).weighted;
    };
    // A title word also counts for the search terms (see below): (3 + 1) / 7.
    expect([only('title'), only('bullets'), only('description'), only('backend')]).toEqual([57, 29, 14, 14]);
  });

  it('credits search terms with title words, since Amazon says not to repeat them', () => {
    expect(keywordCoverage({ title: 'yoga', bullets: ['yoga'], description: 'yoga', backend: 'sport' }, { main: 'yoga', secondary: [], bullet: [] }).weighted).toBe(100);
  });

  it('counts word by word, so stuffing a phrase earns nothing extra', () => {
    const keywords = { main: 'yoga mat', secondary: [], bullet: [] };
    const clean = keywordCoverage({ title: 'Yoga Mat, Thick', bullets: ['A yoga mat with strap'] }, keywords).weighted;
    const stuffed = keywordCoverage({ title: 'Yoga Mat Yoga Mat Yoga Mat', bullets: ['yoga mat yoga mat yoga mat'] }, keywords).weighted;
    expect(stuffed).toBe(clean);
  });

  it('leaves out fields the listing does not have, and is null without keywords', () => {
    expect(keywordCoverage({ title: 'Yoga Mat', bullets: ['Yoga mat'] }, { main: 'yoga mat', secondary: [], bullet: [] }).weighted).toBe(100);
    expect(keywordCoverage(cleanListing(), undefined).weighted).toBeNull();
    expect(keywordCoverage(cleanListing(), { main: ' ', secondary: [], bullet: [] }).weighted).toBeNull();
  });

  it('scores the clean fixture highly', () => {
    expect(keywordCoverage(cleanListing(), KEYWORDS).weighted).toBeGreaterThanOrEqual(90);
  });
});
