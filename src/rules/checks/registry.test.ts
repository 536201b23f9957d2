import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { TEXT_PHRASE_FAMILIES } from '../phrases.js';
import { getProfile, POLICY_PROFILES } from '../profiles.js';
import { CLEAN_BACKEND, CLEAN_BULLETS, cleanListing, KEYWORDS, sized, withBullet, withTitle } from '../testing/listings.js';
import type { Listing } from '../types.js';
import { RULES, ruleDefinition } from './registry.js';

/** Varied listings that between them break most rules, on every field. */
const FIXTURES: Listing[] = [
  cleanListing(),
  cleanListing({ backend: CLEAN_BACKEND, highlights: 'Non-slip grip' }),
  withTitle(''),
  withTitle('BEST SELLER!!! Yoga Mat yoga mat YOGA MAT © ~ Free Shipping 😀 call 555-123-4567'),
  withTitle(sized('Gaiam Yoga Mat ', 260)),
  withBullet('Contact our support team at help@example.com for a 100% money back guarantee 😀 B07KMVJJK7 ™'),
  withBullet('Eco-friendly antibacterial bamboo towels that cure arthritis. As an AI language model I cannot help. TBD'),
  withBullet('   '),
  cleanListing({ bullets: [...CLEAN_BULLETS, ...CLEAN_BULLETS, ''] }),
  cleanListing({ description: '<p>Great mat</p> &nbsp; donâ€™t miss\u200b it' }),
  cleanListing({ description: '' }),
  cleanListing({ backend: 'Best NEW yoga mat, the mat for Gaiam sale B07KMVJJK7 mats mat ' + sized('x', 300), brand: 'Gaiam' }),
  cleanListing({ highlights: sized('Light ', 400) }),
];

describe('rule registry', () => {
  it('has each rule id once, named after its field', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      const prefix = rule.id.split('.')[0];
      const field = rule.field === 'bullets' ? 'bullet' : rule.field === 'keywords' ? 'keyword' : rule.field === 'any' ? 'text' : rule.field;
      // title.promo-phrase runs with the `any` rules' phrase families but belongs to the title.
      expect(prefix, rule.id).toBe(field);
    }
  });

  it('documents when each severity applies, most severe first', () => {
    for (const rule of RULES) expect(rule.severities, rule.id).toMatch(new RegExp(`^${rule.severity}:`));
  });

  it('reports every finding under a registered id, with at most its registered severity', () => {
    const rank = { error: 3, warning: 2, info: 1 };
    const fired = new Set<string>();
    for (const profile of POLICY_PROFILES) {
      for (const listing of FIXTURES) {
        for (const keywords of [KEYWORDS, undefined]) {
          for (const finding of audit(listing, keywords, getProfile(profile.id)).findings) {
            const rule = ruleDefinition(finding.rule);
            expect(rule, `${finding.rule} is not registered`).toBeDefined();
            expect(rank[finding.severity], finding.rule).toBeLessThanOrEqual(rank[rule?.severity ?? 'info']);
            fired.add(finding.rule);
          }
        }
      }
    }
    // The fixtures are varied enough to mean something: most rules fire on them.
    expect(fired.size).toBeGreaterThan(35);
  });

  it('gives every phrase family a registered rule', () => {
    for (const family of TEXT_PHRASE_FAMILIES) expect(ruleDefinition(family.rule), family.rule).toBeDefined();
  });
});
