import { describe, expect, it } from 'vitest';
import { audit } from './audit.js';
import { getProfile } from './profiles.js';
import { lengthScore } from './score.js';
import { cleanListing, KEYWORDS } from './testing/listings.js';

const profile = getProfile('amazon-2025');

describe('score', () => {
  it('is 90–100 for a listing that meets targets, covers keywords and has no errors', () => {
    const result = audit(cleanListing(), KEYWORDS, profile);
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.breakdown.length).toBe(100);
    expect(result.breakdown.compliance).toBe(100);
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
    const clean = audit(cleanListing(), KEYWORDS, profile).score;
    const broken = audit(cleanListing({ title: `${cleanListing().title}!` }), KEYWORDS, profile).score;
    expect(broken).toBeLessThanOrEqual(clean - 10);
  });

  it('leaves keywords out of the total when there are none', () => {
    const result = audit(cleanListing(), undefined, profile);
    expect(result.coverage.weighted).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(90);
  });

  it('stays within 0–100', () => {
    const result = audit({ title: '', bullets: [] }, { main: 'x', secondary: [], bullet: [] }, profile);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
  });
});

describe('lengthScore', () => {
  it('rewards the target range', () => {
    expect(lengthScore(190, [180, 200], 200)).toBe(100);
    expect(lengthScore(90, [180, 200], 200)).toBe(50);
    expect(lengthScore(201, [180, 200], 200)).toBe(0);
    expect(lengthScore(0, [180, 200], 200)).toBe(0);
    expect(lengthScore(500, [300, 350], 500)).toBe(70);
  });
});
