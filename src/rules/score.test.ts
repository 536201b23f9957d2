import { describe, expect, it } from 'vitest';
import { audit } from './audit.js';
import { resolveLimits } from './limits.js';
import { getProfile } from './profiles.js';
import { lengthScore } from './score.js';
import { CLEAN_BULLETS, CLEAN_SOURCE, cleanListing, KEYWORDS, sized } from './testing/listings.js';

const profile = getProfile('amazon-2025');
/** The clean listing's facts all come from the seller's text. */
const seller = { source: CLEAN_SOURCE };

describe('score', () => {
  it('is 90–100 for a listing that meets targets, covers keywords and has no errors', () => {
    const result = audit(cleanListing(), KEYWORDS, profile, seller);
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.breakdown.length).toBe(100);
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
    expect(at(260).breakdown.length).toBe(at(340).breakdown.length);
    expect(at(200).breakdown.length).toBeLessThan(at(260).breakdown.length);
  });
});
