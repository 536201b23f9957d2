import { describe, expect, it } from 'vitest';
import { cleanListing, findingsFor, KEYWORDS, withTitle } from '../testing/listings.js';

describe('keyword.missing', () => {
  it('is an error when the main keyword is not in the title', () => {
    expect(findingsFor(withTitle('Gaiam Exercise Pad'), 'keyword.missing', { keywords: KEYWORDS })).toMatchObject([{ severity: 'error', field: 'title' }]);
  });
  it('is an error when only part of it is', () => {
    expect(findingsFor(withTitle('Gaiam Yoga Pad, Exercise Mat'.replace('Mat', 'Pad')), 'keyword.missing', { keywords: KEYWORDS })[0]).toMatchObject({ severity: 'error' });
  });
  it('accepts the words in another order or as plurals', () => {
    expect(findingsFor(withTitle('Gaiam Mats for Yoga, Exercise Mat'), 'keyword.missing', { keywords: KEYWORDS })).toHaveLength(0);
  });
  it('warns about a secondary keyword absent everywhere and a bullet keyword absent from the bullets', () => {
    const keywords = { main: 'yoga mat', secondary: ['cork block'], bullet: ['resistance band'] };
    const found = findingsFor(cleanListing(), 'keyword.missing', { keywords });
    expect(found.map((f) => [f.severity, f.field])).toEqual([['warning', 'keywords'], ['warning', 'bullets']]);
  });
  it('is info when a bullet keyword is only partly in the bullets', () => {
    const found = findingsFor(cleanListing(), 'keyword.missing', { keywords: { ...KEYWORDS, bullet: ['thick blanket'] } });
    expect(found).toMatchObject([{ severity: 'info', field: 'bullets' }]);
    expect(found[0]?.message).toContain('1 of 2 words');
  });
  it('says nothing when a bullet keyword has all its words in the bullets, as a phrase or apart', () => {
    for (const bullet of ['foam layer', 'layer foam', 'Carry Strap', 'extra thick']) {
      expect(findingsFor(cleanListing(), 'keyword.missing', { keywords: { ...KEYWORDS, bullet: [bullet] } }), bullet).toHaveLength(0);
    }
  });
  it('does not count words only in the title or description as covering a bullet keyword', () => {
    // `surface` is in the bullets, `ocean` only in the title: partly covered is about the bullets alone.
    const found = findingsFor(cleanListing(), 'keyword.missing', { keywords: { ...KEYWORDS, bullet: ['ocean surface'] } });
    expect(found).toMatchObject([{ severity: 'info', field: 'bullets' }]);
  });
  it('says nothing without keywords', () => {
    expect(findingsFor(withTitle('Gaiam Exercise Pad'), 'keyword.missing')).toHaveLength(0);
  });
});

describe('keyword.coverage', () => {
  it('warns below 50% and is info below 80%', () => {
    expect(findingsFor(cleanListing(), 'keyword.coverage', { keywords: { main: 'cork block', secondary: [], bullet: [] } })).toMatchObject([{ severity: 'warning' }]);
    expect(findingsFor(cleanListing(), 'keyword.coverage', { keywords: { main: 'yoga mat', secondary: ['cork block'], bullet: [] } })).toMatchObject([{ severity: 'info' }]);
  });
  it('is quiet at good coverage', () => {
    expect(findingsFor(cleanListing(), 'keyword.coverage', { keywords: KEYWORDS })).toHaveLength(0);
  });
});
