import { describe, expect, it } from 'vitest';
import { audit } from './audit.js';
import { resolveLimits } from './limits.js';
import { getProfile } from './profiles.js';
import { lengthScore, titleFactsScore } from './score.js';
import { CLEAN_BULLETS, CLEAN_SOURCE, CLEAN_TITLE, cleanListing, KEYWORDS, sized } from './testing/listings.js';

const profile = getProfile('amazon-2025');
/** The clean listing's facts all come from the seller's text. */
const seller = { source: CLEAN_SOURCE };

describe('score', () => {
  it('is 90–100 for a listing that meets targets, covers keywords and has no errors', () => {
    const result = audit(cleanListing(), KEYWORDS, profile, seller);
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(90);
    // Complete but for the title, which leaves the mat's size (183 x 61 cm) in the bullets.
    expect(result.breakdown.completeness).toBeGreaterThanOrEqual(90);
    expect(result.breakdown.compliance).toBe(100);
    expect(result.breakdown.substance).toBe(100);
  });

  it('is much lower for a raw listing with errors', () => {
    const raw = {
      title: 'YOGA MAT!!! Best Seller Yoga Mat Yoga Mat FREE SHIPPING',
      bullets: ['✅ Great mat™', 'Call 555-123-4567', 'N/A'],
      description: '<p>Great</p>',
      backend: 'Yoga, Mat, best, the, B07KMVJJK7',
    };
    const result = audit(raw, KEYWORDS, profile);
    expect(result.score).toBeLessThan(50);
    expect(result.breakdown.compliance).toBeLessThan(25);
  });

  it('drops when errors are added to a clean listing', () => {
    const clean = audit(cleanListing(), KEYWORDS, profile, seller).score;
    const broken = audit(cleanListing({ title: `${cleanListing().title}!` }), KEYWORDS, profile, seller).score;
    expect(broken).toBeLessThanOrEqual(clean - 10);
  });

  it('leaves keywords out of the total when there are none', () => {
    const result = audit(cleanListing(), undefined, profile, seller);
    expect(result.coverage.weighted).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(90);
  });

  it('stays within 0–100', () => {
    const result = audit({ title: '', bullets: [] }, { main: 'x', secondary: [], bullet: [] }, profile);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
  });
});

describe('length in the score', () => {
  it('counts up to the guide minimum and no further', () => {
    expect(lengthScore(125, 250, 500)).toBe(50);
    expect(lengthScore(250, 250, 500)).toBe(100);
    expect(lengthScore(350, 250, 500)).toBe(100);
    expect(lengthScore(500, 250, 500)).toBe(100);
    expect(lengthScore(501, 250, 500)).toBe(0);
    expect(lengthScore(0, 250, 500)).toBe(0);
  });

  it('uses the bullet guide red line and half of the other targets as the minimums', () => {
    const limits = resolveLimits(profile);
    expect([limits.title.minimum, limits.bullets.minimum, limits.description.minimum, limits.backend.minimum]).toEqual([90, 250, 900, 120]);
    const next = resolveLimits(getProfile('amazon-2026-07'));
    expect([next.title.minimum, next.bullets.minimum]).toEqual([30, 125]);
  });

  it('pays nothing for bullets longer than the minimum', () => {
    const at = (length: number) => audit(cleanListing({ bullets: CLEAN_BULLETS.map((b) => sized(b.slice(0, 40), length)) }), KEYWORDS, profile);
    expect(at(260).breakdown.completeness).toBe(at(340).breakdown.completeness);
    expect(at(200).breakdown.completeness).toBeLessThan(at(260).breakdown.completeness);
  });
});

describe('parts a seller sees (issue 23)', () => {
  const score = (listing: Parameters<typeof audit>[0]) => audit(listing, KEYWORDS, profile, seller);

  it('costs structure for bullets with a header next to bullets without one', () => {
    const headed = CLEAN_BULLETS;
    const mixed = CLEAN_BULLETS.map((b, i) => (i % 2 === 0 ? b : b.slice(b.indexOf(':') + 2)));
    expect(score(cleanListing({ bullets: mixed })).breakdown.structure).toBeLessThan(score(cleanListing({ bullets: headed })).breakdown.structure - 10);
  });

  it('costs structure for bullets in capitals, headers aside', () => {
    const shouted = CLEAN_BULLETS.map((b) => b.toUpperCase());
    expect(score(cleanListing({ bullets: shouted })).breakdown.structure).toBeLessThan(score(cleanListing()).breakdown.structure - 20);
  });

  it('counts capitals of any script as shouting, one to a letter, and small letters of any script as none', () => {
    // (Umlauts and the astral `𝐀` to `𝐙` are letters as any other; the clean bullets with their `a` and `o` so written.)
    const bold = (text: string) => text.replace(/[A-Z]/gu, (c) => String.fromCodePoint(0x1d400 + c.charCodeAt(0) - 65));
    const umlauts = (text: string) => text.replace(/a/gu, 'ä').replace(/o/gu, 'ö').replace(/A/gu, 'Ä').replace(/O/gu, 'Ö');
    const structure = (bullets: string[]) => score(cleanListing({ bullets })).breakdown.structure;
    const calm = structure(CLEAN_BULLETS.map(umlauts));
    expect(structure(CLEAN_BULLETS.map((b) => umlauts(b.toUpperCase())))).toBeLessThan(calm - 20);
    expect(structure(CLEAN_BULLETS.map((b) => bold(b.toUpperCase())))).toBeLessThan(calm - 20);
    expect(calm).toBe(score(cleanListing()).breakdown.structure);
  });

  it('pays completeness for a title that carries the sizes the bullets state', () => {
    const withSize = cleanListing({ title: CLEAN_TITLE.replace('Cushioned Support for Knees and Wrists', '183 x 61 cm') });
    expect(titleFactsScore(withSize)).toBe(100);
    expect(titleFactsScore(cleanListing())).toBe(50);
    expect(score(withSize).breakdown.completeness).toBeGreaterThan(score(cleanListing()).breakdown.completeness);
    // A number the bullets never state earns nothing.
    expect(titleFactsScore(cleanListing({ title: `${CLEAN_TITLE}, 99 Pack` }))).toBe(50);
  });
});
