import { describe, expect, it } from 'vitest';
import { getProfile, resolveLimits } from '../../listing/index.js';
import { asList, keywordsOf, type OptimizerInput } from '../contract.js';
import { createBuiltinEngine } from './index.js';

/*
 * The writer keeps the seller's meaning: what the seller says the product is free of, lacks or
 * fights never comes back as a feature, a header, a selling point, a use or a search term.
 * Listings written for this test.
 */

const NO_PROMPTS = { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' };

async function run(input: OptimizerInput, profileId = 'amazon-2025') {
  const engine = createBuiltinEngine();
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, { marketplace: 'US' });
  const insights = await engine.extractInsights(input);
  const output = await engine.generate({ input, prompts: NO_PROMPTS, insights, keywords: keywordsOf(input), profile, limits });
  return { insights, output };
}

const bottle: OptimizerInput = {
  title: 'Hydra Steel Water Bottle 750ml, Double Wall Insulated, Leak Proof Lid',
  bulletPoints: [
    'Double wall stainless steel keeps drinks free of plastic taste and cold for 24 hours.',
    'BPA free lid with a silicone seal; no assembly required, just fill and go.',
    'Works without batteries or charging: the vacuum layer does the insulating.',
    'Powder coated finish prevents rust and resists scratches.',
    'Not suitable for children under 3. The wide mouth opening fits ice cubes.',
  ],
  titleMainKeyword: 'water bottle',
  titleSecondaryKeywords: 'insulated bottle, steel flask',
  bulletKeywords: 'leak proof bottle',
};

/** Words the bottle's seller only ever negates, and the cues that may stand next to them. */
const NEGATED = /\b(?:plastic|taste|batteries|assembly|rust|scratches|children)\b/iu;
const CUE = /\b(?:free|no|without|prevents|resists|not)\b/iu;

const segmentsOf = (title: string) => title.split(/,\s|\s[-–—]\s/u);
const headersOf = (bullets: readonly string[]) => bullets.map((b) => b.slice(0, b.indexOf(': ')));
const sentencesOf = (text: string) => text.split(/\n+|(?<=[.!?;])\s+/u);

describe('built-in writer keeps negations with what they negate', () => {
  it('never lifts a negated phrase into a title, a bullet header or a selling point', async () => {
    for (const profileId of ['amazon-2025', 'amazon-2026-07']) {
      const { insights, output } = await run(bottle, profileId);
      const items = [
        ...output.optimized_titles.flatMap(segmentsOf),
        ...headersOf(output.optimized_bullet_points),
        ...asList(insights.unique_selling_points),
        ...asList(insights.benefits),
        ...asList(insights.why_people_buy),
        ...asList(insights.key_features),
      ];
      for (const item of items) if (NEGATED.test(item)) expect(item, profileId).toMatch(CUE);
    }
  });

  it('states a negated fact in prose only with its negation', async () => {
    const { output } = await run(bottle);
    for (const sentence of [...output.optimized_bullet_points, output.product_description].flatMap(sentencesOf)) {
      if (NEGATED.test(sentence)) expect(sentence).toMatch(CUE);
    }
  });

  it('never reads a use or an audience out of `not suitable for`', async () => {
    const { insights } = await run(bottle);
    expect([...asList(insights.usage), ...asList(insights.target_audience)].join(' | ')).not.toMatch(/children/iu);
  });

  it('leaves words the seller only negates out of the search terms', async () => {
    const { output } = await run(bottle);
    expect(output.backend_search_terms.split(' ').filter((w) => NEGATED.test(w))).toEqual([]);
  });

  it('keeps the negation of a title keyword the seller only negates out of the title', async () => {
    const remote: OptimizerInput = {
      title: 'Clicko Remote Control for Smart TV (Without Voice)',
      bulletPoints: ['Works with most smart TVs.', 'Large buttons for easy use.', 'Runs on 2 AAA cells.', 'Slim body fits any hand.', 'Pairs in seconds.'],
      titleMainKeyword: 'remote control',
      titleSecondaryKeywords: 'voice',
      bulletKeywords: '',
    };
    const { output } = await run(remote);
    for (const title of output.optimized_titles) expect(segmentsOf(title).filter((s) => /^voice$/iu.test(s.trim())), title).toEqual([]);
  });
});

describe('built-in insights from the seller\'s own clauses', () => {
  it('names benefits by the seller\'s benefit clauses, not single words', async () => {
    const { insights } = await run(bottle);
    const benefits = asList(insights.benefits);
    expect(benefits.some((b) => /^Keeps drinks free of plastic taste/u.test(b)), benefits.join(' | ')).toBe(true);
    expect(benefits.filter((b) => !b.includes(' '))).toEqual([]);
    expect(asList(insights.why_people_buy).some((r) => /^It keeps drinks free of plastic taste/u.test(r))).toBe(true);
  });

  it('lists selling points as whole phrases with their values', async () => {
    const { insights } = await run(bottle);
    const points = asList(insights.unique_selling_points);
    expect(points.some((p) => /stainless steel/iu.test(p) && p.split(' ').length >= 2), points.join(' | ')).toBe(true);
    expect(points.filter((p) => /^(?:stainless|steel|plastic|silicone)$/iu.test(p))).toEqual([]);
    expect(points).toContain('24 hours');
  });
});

describe('built-in search terms', () => {
  const grinder: OptimizerInput = {
    title: 'Grindwell Electric Coffee Grinder 200W, Stainless Steel Blades, One Touch',
    bulletPoints: [
      'Grinds 60 grams of beans in about 30 seconds with a 200W motor.',
      'Safety lock stops the blades when the lid is open.',
      'Stainless steel bowl keeps grounds free of plastic smell.',
      'Cord wraps under the base for tidy storage.',
      'Clear lid makes checking the grind simple.',
    ],
    titleMainKeyword: 'coffee grinder',
    titleSecondaryKeywords: 'spice grinder, bean mill',
    bulletKeywords: 'electric grinder',
  };

  it('holds words shoppers type: no verbs, units, praise or negated words', async () => {
    const { output } = await run(grinder);
    const terms = output.backend_search_terms.split(' ');
    expect(terms.length).toBeGreaterThan(2);
    const junk = ['when', 'free', 'simple', 'stops', 'keeps', 'makes', 'wraps', 'grinds', 'seconds', 'grams', 'about', 'plastic', 'smell', 'open', 'checking'];
    expect(terms.filter((w) => junk.includes(w))).toEqual([]);
    expect(terms).toContain('bowl');
    // A curated synonym of the product, not of any word in the bullets.
    expect(terms).toContain('mixer');
  });
});
