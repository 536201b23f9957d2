import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../types.js';
import type { BankKeyword } from './bank-keyword.js';
import { bankCoverage } from './volume-coverage.js';

/*
 * Volume-weighted coverage over random listings and banks: the figures stay in their ranges, the
 * table holds every keyword highest volume first, excluded keywords never count, and repeating a
 * keyword in every field earns nothing over placing it once in the title.
 */

const WORDS = ['yoga', 'mat', 'mats', 'cork', 'block', 'strap', 'towel', 'non-slip', 'thick', 'manduka', 'for', 'the', 'women', 'größe', 'kids'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((ws) => ws.join(' '));
const listing: fc.Arbitrary<Listing> = fc.record({ title: text, bullets: fc.array(text, { maxLength: 5 }), description: text, backend: text });
const bank = fc.array(
  fc.record({
    phrase: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')),
    volume: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    priority: fc.constantFrom<BankKeyword['priority']>('normal', 'must-have', 'excluded'),
  }),
  { maxLength: 20 },
);

describe('bankCoverage properties', () => {
  it('keeps its figures in range and lists every keyword, highest volume first', () => {
    fc.assert(
      fc.property(listing, bank, (l, b) => {
        const c = bankCoverage(l, b);
        expect(c.score).toBeGreaterThanOrEqual(0);
        expect(c.score).toBeLessThanOrEqual(100);
        expect(c.titleVolumeShare).toBeGreaterThanOrEqual(0);
        expect(c.titleVolumeShare).toBeLessThanOrEqual(c.volumeShare + 1e-9);
        expect(c.volumeShare).toBeLessThanOrEqual(1 + 1e-9);
        expect(c.keywords).toHaveLength(b.filter((k) => /\p{L}/u.test(k.phrase)).length);
        const volumes = c.keywords.map((k) => k.volume ?? -1);
        expect(volumes).toEqual([...volumes].sort((x, y) => y - x));
      }),
      { numRuns: 300 },
    );
  });

  it('does not count excluded keywords, wherever they are', () => {
    fc.assert(
      fc.property(listing, bank, (l, b) => {
        const kept = b.filter((k) => k.priority !== 'excluded');
        const withExcluded = bankCoverage(l, b);
        const without = bankCoverage(l, [...kept, ...b.filter((k) => k.priority === 'excluded').map((k) => ({ ...k, volume: 0 }))]);
        expect(withExcluded.score).toBe(without.score);
      }),
      { numRuns: 200 },
    );
  });

  it('gives stuffing nothing: a keyword in every field scores what it scores in the title alone', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('yoga', 'mat', 'cork', 'block'), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 1000 }), (ws, volume) => {
        const phrase = ws.join(' ');
        const b = [{ phrase, volume, priority: 'normal' as const }];
        const once = bankCoverage({ title: phrase, bullets: [] }, b).score;
        const stuffed = bankCoverage({ title: `${phrase} ${phrase}`, bullets: [phrase, phrase], description: phrase, backend: phrase }, b).score;
        expect(stuffed).toBe(once);
      }),
    );
  });
});
