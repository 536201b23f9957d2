import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordsOf } from '../../src/contract/optimizer.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { audit, getProfile, resolveLimits } from '../../src/rules/index.js';
import { OpenAICompatibleServer, type ChatRequest } from '../support/openai-compatible-server.js';
import { plausible, plausibleAnswer } from '../support/scripted-llm.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

/*
 * What real models get wrong, answered over a real socket by the local OpenAI-compatible server:
 * each test scripts a first answer with one kind of failure and a second (repair) answer, then
 * checks what the model was told and what the seller gets.
 */

const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const engine = () =>
  createLlmEngine({
    settings: { provider: 'openai-compatible', model: 'test-model', apiKey: 'sk-test-0123456789abcdef', baseUrl: server.baseUrl, timeoutMs: 5_000 },
    attempts: 2,
    baseDelayMs: 10,
  });

const profile = getProfile('amazon-2025');
const limits = resolveLimits(profile);
const request = () => ({ input: kettleInput, prompts: kettlePrompts, insights: kettleInsights, keywords: keywordsOf(kettleInput), profile, limits });

type Schema = 'titles' | 'bullets' | 'description' | 'search_terms';
type Answers = Partial<Record<Schema, unknown>>;

/**
 * The first call for each section gets `first` (or a plausible answer); the repair call gets
 * `repair`, or the same failure again when the model is stubborn.
 */
function script(first: Answers, repair: Answers = first) {
  server.respondWith((r: ChatRequest) => {
    const name = r.schemaName as Schema;
    const calls = server.requests.filter((q) => q.schemaName === name).length;
    const answer = calls === 1 ? first[name] : (repair[name] ?? first[name]);
    return { json: answer ?? plausibleAnswer(r) };
  });
}

const repairOf = (name: Schema) => {
  const calls = server.requests.filter((r) => r.schemaName === name);
  expect(calls.length, `a repair call for ${name}`).toBe(2);
  return calls[1]!.prompt;
};
const noRepairOf = (name: Schema) => expect(server.requests.filter((r) => r.schemaName === name)).toHaveLength(1);

async function run() {
  const result = await writeCompliantListing(await engine(), request());
  // The guarantee: whatever the model did, no error-severity finding on any title option.
  for (const title of result.output.optimized_titles) {
    const { findings } = audit({ ...toListing(result.output), title }, keywordsOf(kettleInput), profile);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  }
  return result;
}
const toListing = (o: { optimized_titles: string[]; optimized_bullet_points: string[]; product_description: string; backend_search_terms: string }) => ({
  title: o.optimized_titles[0] ?? '',
  bullets: o.optimized_bullet_points,
  description: o.product_description,
  backend: o.backend_search_terms,
});

const SELLER_SENTENCES = [
  'Boils 1.7 litres of water in about 4 minutes with a 1500W heating element.',
  'Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty.',
  'The stainless steel interior keeps water free of plastic taste.',
  'The cordless design lifts off the 360 degree swivel base for easy pouring.',
  'The wide lid opening makes filling and cleaning simple.',
];
const GOOD_BULLETS = [
  `FAST BOIL: ${SELLER_SENTENCES[0]}`,
  `AUTO SHUT-OFF: ${SELLER_SENTENCES[1]}`,
  `STAINLESS STEEL KETTLE: ${SELLER_SENTENCES[2]}`,
  `CORDLESS KETTLE: ${SELLER_SENTENCES[3]}`,
  `EASY TO CLEAN: ${SELLER_SENTENCES[4]}`,
];
const GOOD_TITLE = 'Brewmaster Electric Kettle 1.7L Stainless Steel, Fast Boil, Auto Shut-Off, Cordless Tea Kettle';

describe('LLM failures: repaired once, then cleaned a whole piece at a time', () => {
  it('tells the model to write only from the seller’s facts, and gives it those facts', async () => {
    script({});
    await run();
    const call = server.requests.find((r) => r.schemaName === 'bullets')!;
    const system = call.messages.find((m) => m.role === 'system')!.content;
    expect(system).toMatch(/Never add anything the seller did not write/);
    expect(system).toMatch(/"best seller"/);
    expect(system).toMatch(/BPA-free/);
    expect(system).toMatch(/"Here is your title:", "As an AI"/);
    expect(system).toMatch(/markdown/);
    expect(call.prompt).toContain('Numbers with their units: 1.7L; 1.7 litres; 4 minutes; 1500W; 360 degree');
    expect(call.prompt).toContain('Materials: Stainless Steel');
    expect(call.prompt).toContain('Brand or product name the title opens with (keep it whole): Brewmaster');
    expect(call.prompt).toContain('Unique selling points: Boil-dry protection'); // the insights travel too
    expect(call.prompt).toContain('1. Boils 1.7 litres of water'); // and the seller's own bullets
  });

  it('over-long fields: the model is told the limits; what it still overruns loses trailing pieces, not words', async () => {
    const longTitle = `${GOOD_TITLE}, Boil-Dry Protection, 360 Degree Swivel Base, Wide Lid Opening, Easy Pouring, Free of Plastic Taste, Hot Water Boiler`;
    const longBullet = `FAST BOIL: ${SELLER_SENTENCES.join(' ')} ${SELLER_SENTENCES.slice(0, 3).map((s) => s.replace(/^The /, 'Its ')).join(' ')}`;
    const longDescription = Array.from({ length: 6 }, () => SELLER_SENTENCES.join(' ')).join('\n\n');
    expect(longTitle.length).toBeGreaterThan(200);
    expect(longBullet.length).toBeGreaterThan(500);
    expect(longDescription.length).toBeGreaterThan(2000);
    script({ titles: { titles: [longTitle, GOOD_TITLE] }, bullets: { bullets: [longBullet, ...GOOD_BULLETS.slice(1)] }, description: { description: longDescription } });

    const result = await run();
    expect(result.repaired).toBe(true);
    expect(repairOf('titles')).toMatch(/Title 1: The title is \d+ characters; the limit is 200\./);
    expect(repairOf('bullets')).toMatch(/Bullet 1: Bullet 1 is \d+ characters; the limit is 500\./);
    expect(repairOf('description')).toMatch(/Description: The description is \d+ characters; the limit is 2000\./);
    noRepairOf('search_terms');

    const [title] = result.output.optimized_titles;
    expect([...title!].length).toBeLessThanOrEqual(200);
    expect(longTitle.startsWith(title!)).toBe(true); // whole segments off the end
    expect(title).toMatch(/Free of Plastic Taste$/);
    expect(result.changes).toContain("Title option 1: removed 'Hot Water Boiler' to fit the 200-character limit");
    const bullet = result.output.optimized_bullet_points[0]!;
    expect(bullet.length).toBeLessThanOrEqual(500);
    expect(bullet).toMatch(/\.$/); // ends on a whole sentence
    expect(longBullet.startsWith(bullet)).toBe(true);
    expect(result.changes).toContain(
      "Bullet 1: removed its last 2 sentences to fit the 500-character limit, from 'Auto shut-off and boil-dry protection switch the kettle off when the water boils…'",
    );
    expect(result.output.product_description.length).toBeLessThanOrEqual(2000);
    expect(result.output.product_description).toMatch(/\.$/);
    expect(result.changes.some((c) => /^Description: removed its last \d+ sentences to fit the 2,000-character limit, from '.+'$/.test(c))).toBe(true);
  });

  it('invented sizes and claims: named in the repair; what stays goes a sentence at a time', async () => {
    const bullets = [
      'FAST BOIL: Boils 1.7-Litre of water in about 4 minutes with a 1,500 W heating element. Holds up to 2.5 litres for the whole family.',
      GOOD_BULLETS[1],
      'EASY CLEAN: Antibacterial surface kills germs. The wide lid opening makes filling and cleaning simple.',
      'COMFORT GRIP: Doctor recommended for back pain. The cordless design lifts off the 360 degree swivel base for easy pouring.',
      'PURE TASTE: Made of BPA-free bamboo fibre with an FDA approved finish. The stainless steel interior keeps water free of plastic taste.',
    ];
    script(
      { titles: { titles: ['Brewmaster Electric Kettle 2.5L, Stainless Steel, 12 Inch Base, Fast Boil', GOOD_TITLE] }, bullets: { bullets } },
      { titles: { titles: [GOOD_TITLE, 'Brewmaster Electric Kettle 1.7L, Fast Boil Tea Kettle'] } }, // the title is repaired, the bullets are not
    );

    const result = await run();
    const titleRepair = repairOf('titles');
    expect(titleRepair).toContain('Title 1: "2.5L" is not in the seller\'s listing; use only the seller\'s own numbers and units, as the seller wrote them.');
    expect(titleRepair).toContain('Title 1: "12 Inch" is not in the seller\'s listing');
    const bulletRepair = repairOf('bullets');
    expect(bulletRepair).toContain('Bullet 1: "2.5 litres" is not in the seller\'s listing');
    expect(bulletRepair).not.toContain('"1.7-Litre" is not'); // "1.7-Litre" is the seller's "1.7L"
    expect(bulletRepair).not.toContain('"1,500 W" is not'); // and "1,500 W" the seller's "1500W"
    expect(bulletRepair).toMatch(/Bullet 3: "Antibacterial": Claims to kill or repel germs/);
    expect(bulletRepair).toContain('Bullet 4: "Doctor recommended" is a medical claim the seller did not make; remove it.');
    expect(bulletRepair).toContain('Bullet 5: "bamboo" is not in the seller\'s listing');
    expect(bulletRepair).toContain('Bullet 5: "FDA approved" is a medical claim the seller did not make');
    expect(bulletRepair).toContain('Your previous answer was:');

    expect(result.output.optimized_titles).toEqual([GOOD_TITLE, 'Brewmaster Electric Kettle 1.7L, Fast Boil Tea Kettle']);
    expect(result.output.optimized_bullet_points).toEqual([
      'FAST BOIL: Boils 1.7-Litre of water in about 4 minutes with a 1,500 W heating element.',
      GOOD_BULLETS[1],
      'EASY CLEAN: The wide lid opening makes filling and cleaning simple.',
      'COMFORT GRIP: The cordless design lifts off the 360 degree swivel base for easy pouring.',
      'PURE TASTE: The stainless steel interior keeps water free of plastic taste.',
    ]);
    expect(result.changes).toEqual(
      expect.arrayContaining([
        'Bullet 1: removed \'Holds up to 2.5 litres for the whole family.\': the number "2.5 litres" is not in your listing',
        "Bullet 3: removed 'Antibacterial surface kills germs.': claims to kill or repel germs, mould or pests make the product a pesticide that needs EPA registration",
        "Bullet 4: removed 'Doctor recommended for back pain.': a medical claim not in your listing",
        'Bullet 5: removed \'Made of BPA-free bamboo fibre with an FDA approved finish.\': a medical claim not in your listing; the certification "BPA-free" is not in your listing; the material "bamboo" is not in your listing',
      ]),
    );
  });

  it('"Best Seller": a title repaired by the model, a bullet claim removed whole', async () => {
    const bullets = ["AMAZON'S BEST SELLER: Rated #1 by tea drinkers. Boils 1.7 litres of water in about 4 minutes.", ...GOOD_BULLETS.slice(1)];
    script(
      { titles: { titles: ['Brewmaster Electric Kettle - Best Seller - 1.7L Stainless Steel Tea Kettle', GOOD_TITLE] }, bullets: { bullets } },
      { titles: { titles: [GOOD_TITLE, 'Brewmaster Electric Kettle 1.7L Stainless Steel Tea Kettle'] } },
    );
    const result = await run();
    expect(repairOf('titles')).toMatch(/Title 1: "Best Seller": .*/);
    expect(repairOf('bullets')).toContain('Bullet 1: "BEST SELLER" is a ranking, award or review claim the seller did not make; remove it.');
    expect(result.output.optimized_titles.join(' ')).not.toMatch(/best seller/i);
    expect(result.output.optimized_bullet_points[0]).toBe('Boils 1.7 litres of water in about 4 minutes.');
    expect(result.changes).toEqual(
      expect.arrayContaining([
        "Bullet 1: removed 'AMAZON'S BEST SELLER:': a ranking, award or review claim not in your listing",
        "Bullet 1: removed 'Rated #1 by tea drinkers.': a ranking, award or review claim not in your listing",
      ]),
    );
  });

  it('refusals and assistant talk: removed whole; a refused bullet is replaced by the seller’s own', async () => {
    script({
      titles: { titles: [`Here is your optimized title: ${GOOD_TITLE}`, 'Sure! Brewmaster Electric Kettle 1.7L Stainless Steel Tea Kettle'] },
      bullets: { bullets: [GOOD_BULLETS[0], GOOD_BULLETS[1], "I'm sorry, but I can't help with that request.", GOOD_BULLETS[3], GOOD_BULLETS[4]] },
      description: { description: `As an AI language model, I cannot verify these claims. ${SELLER_SENTENCES.join(' ')}\n\nI hope this helps! Let me know if you need changes.` },
    });
    const result = await run();
    expect(repairOf('titles')).toContain('Title 1: "Here is your optimized title:" is talk about the task, not listing copy; return only the text a shopper reads.');
    expect(repairOf('titles')).toContain('Title 2: "Sure!" is talk about the task');
    expect(repairOf('bullets')).toMatch(/Bullet 3: "I'm sorry, but".*/);
    expect(repairOf('description')).toContain('Description: "As an AI language model" is talk about the task');

    expect(result.output.optimized_titles).toEqual([GOOD_TITLE, 'Brewmaster Electric Kettle 1.7L Stainless Steel Tea Kettle']);
    expect(result.output.optimized_bullet_points[2]).toBe(kettleInput.bulletPoints[2]);
    expect(result.output.product_description).toBe(SELLER_SENTENCES.join(' '));
    expect(result.changes).toEqual(
      expect.arrayContaining([
        "Title option 1: removed 'Here is your optimized title': text from the AI, not part of a listing",
        "Title option 2: removed 'Sure!': text from the AI, not part of a listing",
        expect.stringMatching(/^Bullet 3: removed 'I'm sorry, but I can't help with that request\.': /),
        'Bullet 3: your own bullet 3 is used instead',
        "Description: removed 'As an AI language model, I cannot verify these claims.': text from the AI, not part of a listing",
        "Description: removed 'I hope this helps!': text from the AI, not part of a listing",
        "Description: removed 'Let me know if you need changes.': text from the AI, not part of a listing",
      ]),
    );
  });

  it('repeated keywords in a title: the segments past the second use go, whole', async () => {
    const repeated = 'Electric Kettle Brewmaster 1.7L, Electric Kettle Stainless Steel, Tea Kettle, Electric Kettle Cordless';
    script({ titles: { titles: [repeated, GOOD_TITLE] }, search_terms: { search_terms: 'kettle kettle electric kettle tea kettle hot water boiler boiler' } });
    const result = await run();
    expect(repairOf('titles')).toMatch(/Title 1: "kettle" appears 4 times; a title may use a word at most 2 times\./);
    noRepairOf('search_terms'); // repeats there are packed away, no rule is broken
    expect(result.output.optimized_titles[0]).toBe('Electric Kettle Brewmaster 1.7L, Electric Kettle Stainless Steel');
    expect(result.changes).toEqual(
      expect.arrayContaining([
        'Title option 1: removed \'Tea Kettle\': "kettle" appears 4 times; a title may use a word at most 2 times',
        expect.stringMatching(/^Title option 1: removed 'Electric Kettle Cordless': /),
        'Search terms repacked into the byte budget',
      ]),
    );
    expect(result.output.backend_search_terms.split(' ').filter((w) => w === 'kettle')).toHaveLength(0); // in the title already
  });

  it('HTML: named in the repair, stripped tag by tag with every word kept', async () => {
    const html = '<p>The <b>Brewmaster</b> electric kettle boils 1.7 litres of water in about 4 minutes.</p><ul><li>Auto shut-off &amp; boil-dry protection</li><li>Wide lid opening</li></ul>';
    script({ description: { description: html }, bullets: { bullets: [`<strong>FAST BOIL:</strong> ${SELLER_SENTENCES[0]}`, ...GOOD_BULLETS.slice(1)] } });
    const result = await run();
    expect(repairOf('description')).toContain('Description: HTML <p> is not allowed; only line breaks are.');
    expect(repairOf('bullets')).toContain('Bullet 1: "<strong>" is HTML; write plain text only.');
    expect(result.output.product_description).toBe('The Brewmaster electric kettle boils 1.7 litres of water in about 4 minutes.\n\nAuto shut-off & boil-dry protection\n\nWide lid opening');
    expect(result.output.optimized_bullet_points[0]).toBe(GOOD_BULLETS[0]);
    expect(result.changes).toEqual(
      expect.arrayContaining([
        'Bullet 1: removed HTML formatting (<strong> </strong>)',
        'Description: removed HTML formatting (<p> <b> </b> </p>)',
      ]),
    );
  });

  it('a 10-bullet answer: the model is asked for 5; the listing keeps the first 5', async () => {
    const ten = [...GOOD_BULLETS, ...GOOD_BULLETS.map((b) => b.replace(/^([A-Z -]+):/, 'ALSO $1:'))];
    script({ bullets: { bullets: ten } });
    const result = await run();
    expect(repairOf('bullets')).toContain("Bullets: you wrote 10 bullet points; write exactly 5, from the seller's 5 bullets.");
    expect(result.output.optimized_bullet_points).toEqual(GOOD_BULLETS);
    expect(result.changes).toContain('Bullets 6–10 removed: the AI wrote 10 bullets for your 5');
  });

  it('markdown: markers and emphasis stripped, a heading removed', async () => {
    script({
      titles: { titles: [`**${GOOD_TITLE}**`, 'Brewmaster Electric Kettle 1.7L Stainless Steel Tea Kettle'] },
      bullets: { bullets: GOOD_BULLETS.map((b, i) => (i === 0 ? `- **FAST BOIL:** ${SELLER_SENTENCES[0]}` : `* ${b}`)) },
      description: { description: `## Product Description\n${SELLER_SENTENCES.slice(0, 2).join(' ')} It boils *fast*.` },
    });
    const result = await run();
    expect(repairOf('titles')).toContain('Title 1: "**" is markdown; write plain text only.');
    expect(repairOf('description')).toMatch(/Description: "## Product Description\n?" is markdown/);
    expect(result.output.optimized_titles[0]).toBe(GOOD_TITLE);
    expect(result.output.optimized_bullet_points).toEqual(GOOD_BULLETS);
    expect(result.output.product_description).toBe(`${SELLER_SENTENCES.slice(0, 2).join(' ')} It boils fast.`);
    expect(result.changes).toEqual(
      expect.arrayContaining([
        'Title option 1: removed markdown formatting (**)',
        'Bullet 1: removed markdown formatting (- **)',
        'Bullet 2: removed markdown formatting (*)',
        "Description: removed markdown formatting (*); removed the heading 'Product Description'",
      ]),
    );
  });

  it('a keyword stuffed 5 times into a bullet: the sentences past the second use go', async () => {
    const stuffed = `ELECTRIC KETTLE: This electric kettle is an electric kettle for tea. Our electric kettle beats every electric kettle. ${SELLER_SENTENCES[1]}`;
    script({ bullets: { bullets: [GOOD_BULLETS[0], stuffed, ...GOOD_BULLETS.slice(2)] } });
    const result = await run();
    expect(repairOf('bullets')).toContain('Bullet 2: "electric kettle" appears 5 times; use it at most twice and give the seller\'s facts instead.');
    expect(result.output.optimized_bullet_points[1]).toBe(`ELECTRIC KETTLE: ${SELLER_SENTENCES[1]}`);
    expect(result.changes.filter((c) => c.startsWith('Bullet'))).toEqual([
      'Bullet 2: removed \'This electric kettle is an electric kettle for tea.\': "electric kettle" was repeated 5 times',
      'Bullet 2: removed \'Our electric kettle beats every electric kettle.\': "electric kettle" was repeated 5 times',
    ]);
  });

  it('a repair that fixes everything leaves nothing to remove', async () => {
    script({ bullets: { bullets: ['NUMBER ONE: The #1 best seller kettle, as seen on TV.', ...GOOD_BULLETS.slice(1)] } }, { bullets: { bullets: GOOD_BULLETS } });
    const result = await run();
    expect(result.repaired).toBe(true);
    expect(repairOf('bullets')).toContain('Bullet 1: "best seller" is a ranking, award or review claim the seller did not make; remove it.');
    expect(result.output.optimized_bullet_points).toEqual(GOOD_BULLETS);
    expect(result.changes.filter((c) => c.startsWith('Bullet'))).toEqual([]);
  });
});
