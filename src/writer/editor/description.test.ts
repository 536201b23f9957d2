import { describe, expect, it } from 'vitest';
import { getProfile, resolveLimits } from '../../rules/index.js';
import { sourceTextOf, type OptimizerInput } from '../../contract/optimizer.js';
import { groundingIssues } from '../guarantee/grounding.js';
import { sellerText } from '../guarantee/seller-text.js';
import { readListing } from './read/index.js';
import { writeListing } from './write.js';
import { FIXTURES } from './testing/fixtures.js';

/** A ceiling fan written the way sellers write one (not a benchmark row): the issue's own example. */
const FAN: OptimizerInput = {
  title: 'Orient Electric Aeroquiet 1200 mm (48 Inches) Ceiling Fan for Bedroom',
  bulletPoints: [
    'SILENT: The ceiling fan runs at 74 W on 220-240 V mains and moves air quietly at night.',
    'BUILD: The blades are made of aluminium with a white gloss finish.',
    'IN THE BOX: The package includes the fan motor, 3 blades, a canopy and mounting hardware.',
    'CARE: Wipe the blades with a dry cloth once a month.',
    'WARRANTY: 2 years warranty on the motor from the date of purchase.',
  ],
  titleMainKeyword: 'ceiling fan',
  titleSecondaryKeywords: '',
  bulletKeywords: 'fan for bedroom',
};

function describeListing(input: OptimizerInput, profileId = 'amazon-2025') {
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, { marketplace: 'US' });
  const facts = readListing(input);
  return { facts, draft: writeListing(facts, limits, profile), limits };
}

describe('the description', () => {
  it('states the seller\'s facts and lists the specifications the title does not show, in the seller\'s words', () => {
    const { draft } = describeListing(FAN);
    const description = draft.product_description;
    expect(description).toContain('It comes with the fan motor, 3 blades, a canopy and mounting hardware.');
    expect(description).toMatch(/^Power: 74 W, 220-240 V$/mu);
    // A spec line that would only repeat a bullet word for word stays out (the rules flag the copy).
    expect(description).not.toMatch(/^Warranty: 2 years warranty on the motor from the date of purchase$/mu);
    expect(description).not.toMatch(/^Care: Wipe the blades with a dry cloth once a month$/mu);
    // The blades' material is no material of the fan's.
    expect(description).not.toMatch(/Material: aluminium/u);
    // No second unit the seller did not give, and the title's size is not repeated as a line.
    expect(description).not.toMatch(/Size:/u);
    expect(description).not.toMatch(/cm|feet/iu);
  });

  it('passes the grounding check on every fixture and is written whenever the sheet holds three facts', () => {
    for (const input of [FAN, ...Object.values(FIXTURES)]) {
      const { facts, draft } = describeListing(input);
      const issues = groundingIssues({ ...draft, optimized_titles: [], optimized_bullet_points: [], backend_search_terms: '' }, sellerText(sourceTextOf(input)));
      expect(issues, draft.product_description).toEqual([]);
      if (facts.sheet.facts.length >= 3) expect(draft.product_description, input.title).not.toBe('');
    }
  });

  it('has no stock opener or closer: every line holds a word of the seller\'s', () => {
    const { draft } = describeListing(FAN);
    const seller = new Set(sourceTextOf(FAN).toLowerCase().match(/\p{L}{3,}|\d+/gu) ?? []);
    for (const line of draft.product_description.split(/\n+/u)) {
      expect((line.toLowerCase().match(/\p{L}{3,}|\d+/gu) ?? []).some((w) => seller.has(w) && !['the', 'with'].includes(w)), line).toBe(true);
    }
  });

  it('stays within the profile\'s limit', () => {
    const { draft, limits } = describeListing(FAN, 'amazon-2026-07');
    expect([...draft.product_description].length).toBeLessThanOrEqual(limits.description.max);
  });
});
