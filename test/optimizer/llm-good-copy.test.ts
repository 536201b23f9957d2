import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordsOf } from '../../src/contract/optimizer.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { defaultPrompts } from '../../src/writer/prompts/templates.js';
import { audit, getProfile, resolveLimits } from '../../src/rules/index.js';
import { OpenAICompatibleServer, type ChatRequest } from '../support/openai-compatible-server.js';
import { airHockey, bottle, earphones, MODEL_CASES, protein, type Draft, type ModelCase } from '../support/model-drafts.js';

/*
 * The LLM path must never harm good copy (issue 23). A local OpenAI-compatible server answers over
 * a real socket with a careful model's draft of each listing, or with the same draft carrying one
 * fault real models add; the first answer and the repair answer are scripted per section. Each
 * test names the harm it guards against.
 */

const server = new OpenAICompatibleServer(() => ({ json: {} }));
beforeAll(() => server.start());
afterAll(() => server.stop());

const profile = getProfile('amazon-2025');
const limits = resolveLimits(profile);

type Schema = 'titles' | 'bullets' | 'description' | 'search_terms';
type Answers = Partial<Draft>;

const FIELD: Record<Schema, keyof Draft> = { titles: 'titles', bullets: 'bullets', description: 'description', search_terms: 'search_terms' };

/**
 * The first call for a section answers `first` (or the good draft); a repair call answers `repair`,
 * or the same fault again: a stubborn model, so the final pass has to act.
 */
function script(listing: ModelCase, first: Answers = {}, repair: Answers = first) {
  server.respondWith((r: ChatRequest) => {
    const name = r.schemaName as Schema;
    const field = FIELD[name];
    const calls = server.requests.filter((q) => q.schemaName === name).length;
    const value = (calls === 1 ? first[field] : (repair[field] ?? first[field])) ?? listing.good[field];
    return { json: { [name]: value } };
  });
}

const callsOf = (name: Schema) => server.requests.filter((r) => r.schemaName === name);
const repairOf = (name: Schema) => {
  const calls = callsOf(name);
  expect(calls.length, `a repair call for ${name}`).toBe(2);
  return calls[1]!.prompt;
};

async function run(listing: ModelCase) {
  const engine = await createLlmEngine({
    settings: { provider: 'openai-compatible', model: 'test-model', apiKey: 'sk-test-0123456789abcdef', baseUrl: server.baseUrl, timeoutMs: 5_000 },
    attempts: 2,
    baseDelayMs: 10,
  });
  const keywords = keywordsOf(listing.input);
  const result = await writeCompliantListing(engine, { input: listing.input, prompts: defaultPrompts(limits), insights: listing.insights, keywords, profile, limits });
  // The guarantee holds whatever the model did: no error-severity finding on any title option.
  for (const title of result.output.optimized_titles) {
    const listingOut = { title, bullets: result.output.optimized_bullet_points, description: result.output.product_description, backend: result.output.backend_search_terms };
    expect(audit(listingOut, keywords, profile).findings.filter((f) => f.severity === 'error')).toEqual([]);
  }
  return result;
}

const removals = (changes: string[], prefix: string) => changes.filter((c) => c.startsWith(prefix) && c.includes('removed'));

describe('LLM path: a careful model’s draft passes untouched', () => {
  for (const [name, listing] of Object.entries(MODEL_CASES)) {
    it(`${name}: no repair call, every title, bullet and description sentence kept`, async () => {
      script(listing);
      const result = await run(listing);
      expect(result.repaired).toBe(false);
      expect(server.requests.map((r) => r.schemaName).sort()).toEqual(['bullets', 'description', 'search_terms', 'titles']);
      expect(result.output.optimized_titles).toEqual(listing.good.titles);
      expect(result.output.optimized_bullet_points).toEqual(listing.good.bullets);
      expect(result.output.product_description).toBe(listing.good.description);
      expect(result.changes.filter((c) => /removed/.test(c) && !c.startsWith('Search terms:'))).toEqual([]);
    });

    // The relevance filter judges what is wrong (another brand, another product, a claim the
    // seller did not make), not whether a dictionary can trace every word: a careful model's own
    // names for the product (earbuds, thermos, paddles) and its uses (gym, workout) stay.
    it(`${name}: keeps the careful model's search terms`, async () => {
      script(listing);
      const result = await run(listing);
      expect(result.changes.filter((c) => c.startsWith('Search terms:') && /removed/.test(c))).toEqual([]);
      // Every term stays, but a word a title already carries, in either number (the rules' repeats-title fix).
      const kept = result.output.backend_search_terms.split(' ');
      const titles = listing.good.titles.join(' ').toLowerCase();
      expect(listing.good.search_terms.split(' ').filter((w) => !kept.includes(w) && !new RegExp(`\\b${w}s?\\b`, 'u').test(titles))).toEqual([]);
      expect(kept.length).toBeGreaterThanOrEqual(4);
    });
  }
});

describe('LLM path: the brand stays first, as the seller writes it', () => {
  it('a title that leads with the keyword or changes the brand’s case is named in the repair and put right', async () => {
    const [good1] = earphones.good.titles;
    const titles = [
      'In Ear Earphones - sonoBeat Bassline 102 Wired Earphones with Mic, 10mm Dynamic Drivers, Black',
      'Sonobeat Bassline 102 In Ear Earphones, Wired Earphones with Mic, Silicone Ear Tips, Black',
      good1!,
    ];
    script(earphones, { titles });
    const result = await run(earphones);
    const repair = repairOf('titles');
    expect(repair).toContain('Title 1: start the title with the brand "sonoBeat", written as the seller writes it.');
    expect(repair).toContain('Title 2: start the title with the brand "sonoBeat", written as the seller writes it.');
    expect(repair).not.toContain('Title 3: start the title');
    expect(result.output.optimized_titles).toEqual([
      'sonoBeat Bassline 102 Wired Earphones with Mic, In Ear Earphones, 10mm Dynamic Drivers, Black',
      'sonoBeat Bassline 102 In Ear Earphones, Wired Earphones with Mic, Silicone Ear Tips, Black',
      good1,
    ]);
    expect(result.changes).toEqual(
      expect.arrayContaining([
        'Title option 1: the brand "sonoBeat" was put first, as Amazon asks',
        'Title option 2: the brand is written "sonoBeat", as in your listing',
      ]),
    );
  });

  it('a title without the main keyword gets it after the brand’s segment, never in front of the brand', async () => {
    const missing = 'sonoBeat Bassline 102 Wired Earphones with Mic, 10mm Dynamic Drivers, 1.2 m Tangle-Free Cable, Black';
    script(earphones, { titles: [missing, earphones.good.titles[1]!] });
    const result = await run(earphones);
    expect(repairOf('titles')).toMatch(/Title 1: The main keyword "in ear earphones" is only partly in the title\./);
    const [first] = result.output.optimized_titles;
    expect(first).toBe('sonoBeat Bassline 102 Wired Earphones with Mic, In Ear Earphones, 10mm Dynamic Drivers, 1.2 m Tangle-Free Cable, Black');
    for (const title of result.output.optimized_titles) expect(title.startsWith('sonoBeat ')).toBe(true);
    expect(result.changes).toContain('Title option 1: the main keyword "in ear earphones" was put after the brand\'s name');
  });
});

describe('LLM path: the seller’s measures in another case or spacing are the seller’s facts', () => {
  it('"60 X 30 X 31 INCHES" for the seller’s 60" L x 30" W x 31" H is kept, and costs no repair call', async () => {
    script(airHockey);
    const result = await run(airHockey);
    expect(callsOf('bullets')).toHaveLength(1);
    expect(callsOf('titles')).toHaveLength(1);
    expect(result.output.optimized_bullet_points[1]).toBe(airHockey.good.bullets[1]);
    expect(result.output.optimized_titles[0]).toContain('60 x 30 x 31 Inches');
    expect(result.changes.join('\n')).not.toMatch(/60 X|not in your listing/);
  });

  it('a measure the seller never gave is still removed', async () => {
    const bullets = [...airHockey.good.bullets];
    bullets[1] = '60 X 30 X 32 INCHES: The assembled table weighs 85 lbs. The result is a steady table during fast play.';
    script(airHockey, { bullets });
    const result = await run(airHockey);
    expect(repairOf('bullets')).toMatch(/Bullet 2: "(?:30 X|32 INCHES)" is not in the seller's listing/);
    expect(result.output.optimized_bullet_points.join(' ')).not.toMatch(/32 INCHES/);
  });
});

describe('LLM path: a removal takes exactly what is wrong, and says so', () => {
  it('a sentence before a list goes alone: the list’s heading stays, and the note quotes that sentence', async () => {
    const [intro, list] = airHockey.good.description.split('\n\n');
    const description = `${intro} Players rate it the best air hockey table of 2024.\n\n${list}`;
    script(airHockey, { description });
    const result = await run(airHockey);
    expect(result.output.product_description).toBe(airHockey.good.description);
    expect(result.output.product_description).toContain('At a glance:\n- Size:');
    expect(removals(result.changes, 'Description')).toEqual([
      expect.stringMatching(/^Description: removed 'Players rate it the best air hockey table of 2024\.': /),
    ]);
  });

  it('"…85 lbs. The result is…": only the sentence with the invented number goes, the weight stays', async () => {
    const bullets = [...airHockey.good.bullets];
    bullets[1] = '60 X 30 X 31 INCHES: The assembled table weighs 85 lbs. The result is fast-paced play that lasts 40% longer.';
    script(airHockey, { bullets });
    const result = await run(airHockey);
    expect(repairOf('bullets')).toContain('Bullet 2: "40%" is not in the seller\'s listing');
    expect(result.output.optimized_bullet_points[1]).toBe('60 X 30 X 31 INCHES: The assembled table weighs 85 lbs.');
    expect(removals(result.changes, 'Bullet 2')).toEqual([
      'Bullet 2: removed \'The result is fast-paced play that lasts 40% longer.\': the number "40%" is not in your listing',
    ]);
  });

  it('a sentence that only makes sense after a removed one goes with it', async () => {
    const bullets = [...airHockey.good.bullets];
    bullets[0] = 'HIGH-OUTPUT 110V BLOWER: The 110V blower spreads an even cushion of air across the playfield so the puck glides fast. It moves 30% more air than other tables. The result is fast-paced, long-lasting play.';
    script(airHockey, { bullets });
    const result = await run(airHockey);
    expect(result.output.optimized_bullet_points[0]).toBe(
      'HIGH-OUTPUT 110V BLOWER: The 110V blower spreads an even cushion of air across the playfield so the puck glides fast.',
    );
    expect(removals(result.changes, 'Bullet 1')).toEqual([
      'Bullet 1: removed \'It moves 30% more air than other tables.\': the number "30%" is not in your listing',
      "Bullet 1: removed 'The result is fast-paced, long-lasting play.': it only makes sense with the sentence removed before it",
    ]);
  });

  it('no header is left with only a dangling sentence: "HIGH-OUTPUT 110V BLOWER: The result is…" never ships', async () => {
    const bullets = [...airHockey.good.bullets];
    bullets[0] = 'HIGH-OUTPUT 110V BLOWER: The 110V blower moves 30% more air than other tables. The result is fast-paced, long-lasting play.';
    script(airHockey, { bullets });
    const result = await run(airHockey);
    expect(result.output.optimized_bullet_points.join('\n')).not.toMatch(/: The result is/);
    // The emptied bullet's place goes to the seller's bullet on the same topic, the blower.
    expect(result.output.optimized_bullet_points[0]).toBe(airHockey.input.bulletPoints[0]);
    expect(result.changes).toContain('Bullet 1: your own bullet 1 is used instead');
  });

  it('an emptied bullet is replaced by the seller’s bullet on the same topic, never by one already there', async () => {
    const bullets = [...protein.good.bullets];
    bullets[1] = 'HIGH PROTEIN: Each 30 g scoop gives 35 g of whey protein for faster muscle recovery.';
    script(protein, { bullets });
    const result = await run(protein);
    expect(repairOf('bullets')).toContain('Bullet 2: "35 g" is not in the seller\'s listing');
    const out = result.output.optimized_bullet_points;
    expect(out[1]).toBe(protein.input.bulletPoints[0]); // the protein bullet, not the mixing one at the same place
    expect(out.filter((b) => /Mixes smoothly/.test(b))).toHaveLength(1);
    expect(result.changes).toContain('Bullet 2: your own bullet 1 is used instead');
  });

  it('"(NN characters)" after the colour: only the count goes, the colour stays', async () => {
    const [good1, good2] = earphones.good.titles;
    script(earphones, { titles: [`${good1} (118 characters)`, good2!] });
    const result = await run(earphones);
    expect(repairOf('titles')).toContain('Title 1: "(118 characters)" is talk about the task, not listing copy; return only the text a shopper reads.');
    expect(result.output.optimized_titles[0]).toBe(good1);
    expect(result.changes).toContain("Title option 1: removed '(118 characters)': text from the AI, not part of a listing");
  });
});

describe('LLM path: sentences with no product fact and talk about the task are named, then removed', () => {
  it('a service promise, a note about the facts and a preamble: named in the repair, removed when they stay', async () => {
    const bullets = [...earphones.good.bullets];
    bullets[4] = 'WARRANTY: 1 year warranty from the date of purchase. Customer satisfaction is our top priority.';
    const description = `Here is your optimized listing\n\n${earphones.good.description}\n\nNote: All facts are taken from the seller's listing.`;
    script(earphones, { bullets, description });
    const result = await run(earphones);
    expect(repairOf('bullets')).toContain('Bullet 5: "Customer satisfaction is our top priority." states no fact about the product; leave it out or give one of the seller\'s facts instead.');
    const descriptionRepair = repairOf('description');
    expect(descriptionRepair).toContain('Description: "Here is your optimized listing" is talk about the task, not listing copy');
    expect(descriptionRepair).toContain('Description: "Note: All facts are taken from the seller\'s listing." is talk about the task, not listing copy');

    expect(result.output.optimized_bullet_points[4]).toBe(earphones.good.bullets[4]);
    expect(result.output.product_description).toBe(earphones.good.description);
    expect(result.changes).toEqual(
      expect.arrayContaining([
        "Bullet 5: removed 'Customer satisfaction is our top priority.': it states no fact about the product",
        "Description: removed 'Here is your optimized listing': text from the AI, not part of a listing",
        "Description: removed 'Note: All facts are taken from the seller's listing.': text from the AI, not part of a listing",
      ]),
    );
  });

  it('the seller’s own service line is no product fact either', async () => {
    const listing: ModelCase = {
      ...earphones,
      input: { ...earphones.input, bulletPoints: [...earphones.input.bulletPoints.slice(0, 4), '1 year warranty from the date of purchase. Customer satisfaction is our top priority'] },
    };
    const bullets = [...earphones.good.bullets];
    bullets[4] = 'WARRANTY: 1 year warranty from the date of purchase. Customer satisfaction is our top priority.';
    script(listing, { bullets });
    const result = await run(listing);
    expect(repairOf('bullets')).toContain('Bullet 5: "Customer satisfaction is our top priority." states no fact about the product');
    expect(result.output.optimized_bullet_points[4]).toBe(earphones.good.bullets[4]);
  });
});

describe('LLM path: keyword stuffing counted by stem, the stuffed sentence removed first', () => {
  it('the singular of a plural keyword counts as a use', async () => {
    const bullets = [...bottle.good.bullets];
    bullets[1] = 'STAINLESS STEEL WATER BOTTLE: This stainless steel water bottle is the stainless steel water bottle your gym bag needs. The 32 oz 18/8 stainless steel body holds enough water for a full workday.';
    script(bottle, { bullets });
    const result = await run(bottle);
    expect(repairOf('bullets')).toContain('Bullet 2: "stainless steel water bottles" appears 3 times; use it at most twice and give the seller\'s facts instead.');
    expect(result.output.optimized_bullet_points[1]).toBe('STAINLESS STEEL WATER BOTTLE: The 32 oz 18/8 stainless steel body holds enough water for a full workday.');
  });

  it('a stuffed opener goes and the natural sentences after it stay', async () => {
    const opener = 'This insulated water bottle is the insulated water bottle for the gym, the insulated water bottle for work and the insulated water bottle for travel.';
    const natural = 'The insulated water bottle keeps drinks cold for 24 hours and hot for 12 hours. Its wide mouth fits ice cubes and makes cleaning easy.';
    const rest = 'The 32 oz 18/8 stainless steel body holds enough water for a full workday, and the leak-proof lid with a carry loop closes tight in a gym bag or backpack.';
    script(bottle, { description: `${opener} ${natural}\n\n${rest}` });
    const result = await run(bottle);
    expect(repairOf('description')).toContain('Description: "insulated water bottle" appears 5 times; use it at most 4 times');
    expect(result.output.product_description).toBe(`${natural}\n\n${rest}`);
    expect(removals(result.changes, 'Description')).toEqual([
      expect.stringMatching(/^Description: removed 'This insulated water bottle is the insulated water bottle for the gym, .*': "insulated water bottle" was repeated 5 times$/),
    ]);
  });
});
