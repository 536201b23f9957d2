import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsSchema, keywordsOf, optimizerInputSchema, type OptimizerInput } from '../../src/contract/optimizer.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { getProfile, resolveLimits } from '../../src/rules/index.js';
import { contractFixture } from '../support/contract-fixtures.js';
import { OpenAICompatibleServer } from '../support/openai-compatible-server.js';
import { plausible, plausibleAnswer } from '../support/scripted-llm.js';
import { kettleInsights, kettlePrompts } from './fixtures.js';

/*
 * Search terms a model writes, answered over a real socket by the local OpenAI-compatible server:
 * a competitor's brand, another product and a claim the seller never made are taken out, and the
 * seller is told which and why; the model's good words (the seller's own, synonyms of the product)
 * stay.
 */

const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const engine = () =>
  createLlmEngine({ settings: { provider: 'openai-compatible', model: 'test-model', apiKey: 'sk-test-0123456789', baseUrl: server.baseUrl, timeoutMs: 5_000 }, attempts: 2, baseDelayMs: 10 });
const profile = getProfile('amazon-2025');

const listing = (input: Omit<OptimizerInput, 'description'>) => contractFixture(optimizerInputSchema, input);

const earphones = listing({
  title: 'Soundwave Bassline 102 Wired Earphones with Mic, 10mm Drivers, Black',
  bulletPoints: [
    'Wired in-ear earphones with a 1.2 m tangle-free cable and a 3.5 mm jack',
    'Built-in microphone for calls on your phone',
    'Soft silicone ear tips in three sizes for a snug fit',
    '10mm dynamic drivers for clear sound with deep bass',
    'Lightweight at 12 grams, easy to carry in a pocket',
  ],
  titleMainKeyword: 'wired earphones',
  titleSecondaryKeywords: 'earphones with mic',
  bulletKeywords: 'in-ear headphones',
});

const airHockey = listing({
  title: 'Arcadia 54 Inch Air Hockey Table with Electronic Scorer, 2 Pushers and 2 Pucks',
  bulletPoints: [
    'A 110V blower gives an even cushion of air across the 54 inch playing surface',
    'The electronic scorer counts goals for both players',
    'Includes 2 pushers and 2 pucks',
    'Sturdy legs with levelers keep the table steady on uneven floors',
    'Assembles in about an hour with the included tools',
  ],
  titleMainKeyword: 'air hockey table',
  titleSecondaryKeywords: 'electronic scorer',
  bulletKeywords: 'game table',
});

const oats = listing({
  title: 'Meadow Mill Rolled Oats, 1 kg, Whole Grain',
  bulletPoints: [
    'Whole grain rolled oats, steamed and flaked',
    'Cooks in 5 minutes on the stove or in the microwave',
    'Good for porridge, overnight oats and baking',
    'Packed in a resealable 1 kg bag',
    'Made in a facility that also handles wheat',
  ],
  titleMainKeyword: 'rolled oats',
  titleSecondaryKeywords: 'whole grain',
  bulletKeywords: 'breakfast cereal',
});

/** Every section answered as a competent model would, the search terms as given. */
async function write(input: OptimizerInput, searchTerms: string) {
  server.respondWith((r) => {
    const answer = plausibleAnswer(r) as Record<string, unknown>;
    if (r.schemaName === 'search_terms') answer.search_terms = searchTerms;
    return { json: answer };
  });
  const insights = contractFixture(insightsSchema, { ...kettleInsights, product_name: input.title.split(',')[0]! });
  const limits = resolveLimits(profile);
  return writeCompliantListing(await engine(), { input, prompts: kettlePrompts, insights, keywords: keywordsOf(input), profile, limits });
}

const termsOf = (terms: string) => terms.split(' ').filter(Boolean);

describe('search terms a model wrote: only what comes from the seller', () => {
  it('removes competitor brands (samsung, oneplus), keeps the seller’s words and a synonym of the product', async () => {
    const result = await write(earphones, 'samsung oneplus headphones earpiece tangle-free earphone');
    const terms = termsOf(result.output.backend_search_terms);
    expect(terms).not.toContain('samsung');
    expect(terms).not.toContain('oneplus');
    // `earpiece` is another name for an earphone (WordNet); `headphones` is the seller's own keyword.
    expect(terms).toEqual(expect.arrayContaining(['headphones', 'earpiece']));
    expect(result.changes).toContain('Search terms: removed "samsung": a brand or name that is not yours');
    expect(result.changes.some((c) => c.startsWith('Search terms: removed') && c.includes('"oneplus"'))).toBe(true);
  });

  it('removes other products (pool, foosball) from an air hockey table’s search terms', async () => {
    const result = await write(airHockey, 'pool foosball pushers pucks scorer arcade tables');
    const terms = termsOf(result.output.backend_search_terms);
    expect(terms).not.toContain('pool');
    expect(terms).not.toContain('foosball');
    expect(terms).toEqual(expect.arrayContaining(['tables']));
    expect(result.changes).toContain('Search terms: removed "pool": it names another product');
    expect(result.changes.some((c) => c.startsWith('Search terms: removed') && c.includes('"foosball"'))).toBe(true);
  });

  it('removes claims the seller never made (keto, low sodium)', async () => {
    const result = await write(oats, 'keto low sodium oatmeal porridge grain breakfast cereal oats');
    const terms = termsOf(result.output.backend_search_terms);
    for (const claim of ['keto', 'low', 'sodium']) expect(terms).not.toContain(claim);
    // `oatmeal` names rolled oats too; `porridge` is the seller's word.
    expect(terms).toEqual(expect.arrayContaining(['oatmeal', 'porridge']));
    expect(result.changes.some((c) => /^Search terms: removed .*"keto".*"low".*"sodium"|^Search terms: removed .*"sodium"/u.test(c))).toBe(true);
    expect(result.audit.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
