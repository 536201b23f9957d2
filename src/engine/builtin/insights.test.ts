import { describe, expect, it } from 'vitest';
import { asList, insightsSchema, type Insights, type OptimizerInput } from '../contract.js';
import { FIXTURES } from './fixtures.test-data.js';
import { createBuiltinEngine } from './index.js';

const insightsOf = (input: OptimizerInput) => createBuiltinEngine().extractInsights(input);

function emptyFields(insights: Insights): string[] {
  const empty: string[] = [];
  const check = (name: string, value: string | string[] | undefined) => {
    if (asList(value).length === 0 || asList(value).some((v) => v.trim() === '')) empty.push(name);
  };
  for (const [name, value] of Object.entries(insights)) {
    if (name === 'buyer_persona_details' || name === 'persona_is_estimate') continue;
    check(name, value as string | string[]);
  }
  for (const [name, value] of Object.entries(insights.buyer_persona_details)) check(`persona.${name}`, value);
  return empty;
}

describe.each(FIXTURES)('built-in insights: $name', ({ input }) => {
  it('fills every field of the schema', async () => {
    const insights = await insightsOf(input);
    expect(insightsSchema.safeParse(insights).success).toBe(true);
    expect(emptyFields(insights)).toEqual([]);
  });

  it('marks the persona as an estimate', async () => {
    const insights = await insightsOf(input);
    expect(insights.persona_is_estimate).toBe(true);
    expect(insights.buyer_persona_description).toMatch(/^Estimated persona: /);
    expect(insights.buyer_persona_description).toMatch(/estimate inferred from the listing text/);
    expect(insights.buyer_persona_details.age_range).toMatch(/estimate/);
  });

  it('is deterministic', async () => {
    expect(await insightsOf(structuredClone(input))).toEqual(await insightsOf(input));
  });
});

describe('built-in insights from the seller text', () => {
  it('names the product from the title without its specs', async () => {
    const insights = await insightsOf(FIXTURES[0]!.input);
    expect(insights.product_name).toContain('Stompers');
    expect(insights.product_name).not.toMatch(/3\+|Green and Brown/);
  });

  it('takes key features from the bullet headers and main clauses', async () => {
    const features = asList((await insightsOf(FIXTURES[0]!.input)).key_features);
    expect(features[0]).toMatch(/^Realistic detail: each of the 6 figures is hand-painted/);
    const short = asList((await insightsOf(FIXTURES[6]!.input)).key_features);
    expect(short).toContain('Smooth ink');
  });

  it('lists distinctive facts as selling points: numbers with units, materials, compatibility', async () => {
    const usps = asList((await insightsOf(FIXTURES[2]!.input)).unique_selling_points).join(' | ');
    expect(usps).toMatch(/100W/);
    expect(usps).toMatch(/6\.6ft/);
    expect(usps).toMatch(/nylon/i);
    expect(usps).toMatch(/Works with MacBook Pro/);
  });

  it('reads the audience and the persona from cues in the text', async () => {
    const toy = await insightsOf(FIXTURES[0]!.input);
    expect(asList(toy.target_audience).join(' ')).toMatch(/boys and girls ages 3 and up/i);
    expect(toy.buyer_persona_details.product_user).toMatch(/children/i);
    const shirt = await insightsOf(FIXTURES[3]!.input);
    expect(shirt.buyer_persona_details.gender).toMatch(/women/i);
    const pens = await insightsOf(FIXTURES[6]!.input);
    expect(pens.buyer_persona_details.age_range).toBe('25–54 (estimate)');
  });

  it('never repeats banned claims from the seller text', async () => {
    const insights = JSON.stringify(await insightsOf(FIXTURES[5]!.input));
    expect(insights).not.toMatch(/money back|1-800|help@|free shipping|best seller/i);
  });
});
