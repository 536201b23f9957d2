import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit } from './audit.js';
import { getProfile } from './profiles.js';
import { CLEAN_SOURCE, CLEAN_TITLE, KEYWORDS } from './testing/listings.js';
import type { Keywords, Listing } from './types.js';

/*
 * Issue 23: a listing with an empty description or empty search terms cannot outscore the same
 * listing with those fields filled from its facts. The facts are the seller's (the clean yoga mat's
 * source); a listing takes some as bullets, and a filled description states others, in prose and
 * as a specification list; filled search terms are words of the seller's text.
 */
const FACTS = [
  'The 6mm extra thick foam cushions knees and wrists on hard floors.',
  'A non slip texture grips the floor during pilates and stretching.',
  'The lightweight mat weighs 1.1 kg with the carry strap included.',
  'The exercise mat measures 183 x 61 cm.',
  'Ocean blue foam wipes clean with a damp cloth.',
  'The closed cell foam does not soak up sweat.',
  'It contains no latex and has no strong smell when unpacked.',
  'Alignment lines printed along the edges help you place hands and feet evenly.',
  'The mat comes with a one year warranty covering manufacturing defects.',
];
const SPEC_LINES = ['- Thickness: 6mm', '- Weight: 1.1 kg', '- Size: 183 x 61 cm', '- Colour: ocean blue', '- Warranty: one year'];
const SEARCH_WORDS = ['foam', 'cushion', 'pilates', 'stretching', 'strap', 'knees', 'wrists', 'grip', 'tile', 'carpet', 'latex', 'closed', 'cell', 'alignment', 'planks', 'studio', 'park', 'hotel', 'practice', 'balance'];

interface Case {
  listing: Listing;
  description: string;
  backend: string;
}

const aCase = fc
  .tuple(
    fc.shuffledSubarray(FACTS, { minLength: 2 }),
    fc.integer({ min: 1, max: 6 }),
    fc.subarray(SPEC_LINES),
    fc.shuffledSubarray(SEARCH_WORDS, { minLength: 1 }),
  )
  .map(([facts, bulletCount, specs, searchWords]): Case => {
    const inBullets = Math.min(bulletCount, facts.length - 1);
    const prose = facts.slice(inBullets).join(' ');
    return {
      listing: { title: CLEAN_TITLE, bullets: facts.slice(0, inBullets) },
      description: specs.length ? `${prose}\n\nSpecifications:\n${specs.join('\n')}` : prose,
      backend: searchWords.join(' '),
    };
  });

describe('score and empty fields', () => {
  it('never rates a listing with an empty description or empty search terms above the same listing with them filled from its facts', () => {
    fc.assert(
      fc.property(
        aCase,
        fc.constantFrom('amazon-2025', 'amazon-2026-07'),
        fc.constantFrom<Keywords | undefined>(KEYWORDS, undefined),
        fc.constantFrom<'' | undefined>('', undefined),
        ({ listing, description, backend }, profileId, keywords, empty) => {
          const profile = getProfile(profileId);
          const context = { source: [CLEAN_SOURCE, ...FACTS].join('\n') };
          const score = (l: Listing) => audit(l, keywords, profile, context).score;
          const filled = score({ ...listing, description, backend });
          expect(score({ ...listing, description: empty, backend })).toBeLessThanOrEqual(filled);
          expect(score({ ...listing, description, backend: empty })).toBeLessThanOrEqual(filled);
          expect(score({ ...listing, description: empty, backend: empty })).toBeLessThanOrEqual(filled);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('counts a field left out the same as an empty one', () => {
    const profile = getProfile('amazon-2025');
    const listing: Listing = { title: CLEAN_TITLE, bullets: FACTS.slice(0, 5) };
    const a = audit(listing, KEYWORDS, profile, { source: CLEAN_SOURCE });
    const b = audit({ ...listing, description: '', backend: '' }, KEYWORDS, profile, { source: CLEAN_SOURCE });
    expect(a.breakdown.completeness).toBe(b.breakdown.completeness);
    const filled = audit({ ...listing, description: FACTS.slice(5).join(' '), backend: 'foam cushion pilates' }, KEYWORDS, profile, { source: CLEAN_SOURCE });
    expect(filled.breakdown.completeness).toBeGreaterThan(a.breakdown.completeness);
  });
});
