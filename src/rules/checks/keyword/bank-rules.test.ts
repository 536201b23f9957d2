import { describe, expect, it } from 'vitest';
import { audit } from '../../audit.js';
import type { BankKeyword } from '../../keyword-bank/bank-keyword.js';
import { getProfile } from '../../profiles.js';
import { cleanListing, KEYWORDS } from '../../testing/listings.js';
import type { Keywords, Listing } from '../../types.js';

const profile = getProfile('amazon-2025');
const kw = (phrase: string, priority: BankKeyword['priority'], volume: number | null = 100): BankKeyword => ({ phrase, volume, priority });
const findings = (listing: Listing, keywords: Keywords, rule: string) => audit(listing, keywords, profile).findings.filter((f) => f.rule === rule);

describe('keyword.excluded-present', () => {
  it('reports an excluded keyword in any field, exact or as a variant, with its range', () => {
    const listing = cleanListing({ bullets: ['Softer than Manduka mats and lighter too.', 'Rolls up small.'], backend: 'mandukas pad', description: 'Not a manduka.' });
    const found = findings(listing, { ...KEYWORDS, bank: [kw('manduka', 'excluded')] }, 'keyword.excluded-present');
    expect(found.map((f) => [f.field, f.index, f.severity])).toEqual([
      ['bullets', 0, 'error'],
      ['description', undefined, 'error'],
      ['backend', undefined, 'error'],
    ]);
    const bullet = found[0]!;
    expect(listing.bullets[0]!.slice(bullet.start, bullet.end)).toBe('Manduka');
    expect(found[2]!.message).toContain('as "mandukas"');
  });

  it('finds multi-word exclusions in another word order, and not their words apart', () => {
    const bank = [kw('liforme mat', 'excluded')];
    expect(findings({ title: 'Mat Liforme Style', bullets: [] }, { ...KEYWORDS, bank }, 'keyword.excluded-present')).toHaveLength(1);
    expect(findings({ title: 'Liforme style yoga mat', bullets: [] }, { ...KEYWORDS, bank }, 'keyword.excluded-present')).toHaveLength(0);
  });

  it('does nothing without a bank', () => {
    expect(findings(cleanListing({ bullets: ['Softer than Manduka mats.'] }), KEYWORDS, 'keyword.excluded-present')).toEqual([]);
  });
});

describe('keyword.must-have-missing', () => {
  it('reports a must-have found nowhere, search terms included', () => {
    const listing = cleanListing({ backend: 'cushion' });
    const found = findings(listing, { ...KEYWORDS, bank: [kw('cork yoga brick', 'must-have'), kw('cushion pad', 'must-have'), kw('zebra', 'normal')] }, 'keyword.must-have-missing');
    expect(found.map((f) => f.message)).toEqual([
      'The must-have keyword "cork yoga brick" is only partly in the listing: "cork", "brick" appear nowhere, search terms included.',
      'The must-have keyword "cushion pad" is only partly in the listing: "pad" appears nowhere, search terms included.',
    ]);
    expect(found.every((f) => f.severity === 'error' && f.field === 'keywords')).toBe(true);
  });

  it('counts a must-have placed only in the search terms, and the form keywords are must-haves', () => {
    const keywords: Keywords = { main: 'yoga mat', secondary: ['cork brick'], bullet: [], bank: [] };
    expect(findings(cleanListing(), keywords, 'keyword.must-have-missing').map((f) => f.message)).toEqual([
      'The must-have keyword "cork brick" appears nowhere in the listing, search terms included.',
    ]);
    expect(findings(cleanListing({ backend: 'cork brick' }), keywords, 'keyword.must-have-missing')).toEqual([]);
  });

  it('reports a must-have whose words are spread across fields: it is not placed (issue 25)', () => {
    const keywords: Keywords = { main: 'puzzle book', secondary: [], bullet: [], bank: [kw('spot the difference book', 'must-have')] };
    const listing: Listing = { title: 'Puzzle Book for Kids', bullets: ['Find what is different in each picture.'], backend: 'spot difference' };
    expect(findings(listing, keywords, 'keyword.must-have-missing').map((f) => f.message)).toEqual([
      'The must-have keyword "spot the difference book" is not in the listing as a phrase: its words are spread across fields.',
    ]);
    expect(findings({ ...listing, backend: 'spot difference book' }, keywords, 'keyword.must-have-missing')).toEqual([]);
    expect(findings({ ...listing, bullets: ['A spot-the-difference book for kids.'], backend: '' }, keywords, 'keyword.must-have-missing')).toEqual([]);
  });

  it('does nothing without a bank', () => {
    expect(findings(cleanListing(), { main: 'yoga mat', secondary: ['cork brick'], bullet: [] }, 'keyword.must-have-missing')).toEqual([]);
  });
});
