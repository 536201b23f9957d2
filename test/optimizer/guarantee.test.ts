import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordsOf, type GeneratedListing } from '../../src/contract/optimizer.js';
import type { EngineDraft, WritingEngine } from '../../src/writer/engine.js';
import { groundingIssues } from '../../src/writer/guarantee/grounding.js';
import { sellerText } from '../../src/writer/guarantee/seller-text.js';
import { sourceTextOf, writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { stripMarkup } from '../../src/writer/guarantee/markup.js';
import { textUnits } from '../../src/writer/guarantee/text-units.js';
import { audit, fix, getProfile, resolveLimits } from '../../src/rules/index.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

/*
 * The final pass without a network: engines here are plain WritingEngine objects that hand back a
 * prepared draft (the built-in writer's id, or a model's), so every path of the guarantee can be
 * reached directly. The socket-level tests are in llm-failures.test.ts.
 */

const profile = getProfile('amazon-2025');
const limits = resolveLimits(profile);
const request = () => ({ input: kettleInput, prompts: kettlePrompts, insights: kettleInsights, keywords: keywordsOf(kettleInput), profile, limits });
const engineOf = (id: string, draft: EngineDraft): WritingEngine => ({ id, extractInsights: async () => kettleInsights, generate: async () => draft });
const errors = (output: GeneratedListing, title = output.optimized_titles[0] ?? '') =>
  audit({ title, bullets: output.optimized_bullet_points, description: output.product_description, backend: output.backend_search_terms }, keywordsOf(kettleInput), profile).findings.filter((f) => f.severity === 'error');

const FACTS = [
  'Boils 1.7 litres of water in about 4 minutes with a 1500W heating element.',
  'Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty.',
  'The stainless steel interior keeps water free of plastic taste.',
  'The cordless design lifts off the 360 degree swivel base for easy pouring.',
  'The wide lid opening makes filling and cleaning simple.',
];
const TITLE = 'Brewmaster Electric Kettle 1.7L Stainless Steel, Fast Boil, Auto Shut-Off, Cordless Tea Kettle';
const draftOf = (bullets: string[], description = FACTS.join(' '), titles = [TITLE, 'Brewmaster Electric Kettle 1.7L Tea Kettle']): EngineDraft => ({
  optimized_titles: titles,
  optimized_bullet_points: bullets,
  product_description: description,
  backend_search_terms: 'hot water boiler',
});

describe('the guarantee’s final pass', () => {
  it('leaves a clean draft as the rules engine’s fixes leave it, for the built-in writer', async () => {
    const draft = draftOf(FACTS.map((f, i) => `FACT ${'ABCDE'[i]}: ${f}`));
    const result = await writeCompliantListing(engineOf('builtin', draft), request());
    const fixed = fix({ title: TITLE, bullets: draft.optimized_bullet_points, description: draft.product_description, backend: draft.backend_search_terms }, keywordsOf(kettleInput), profile);
    expect(result.output.optimized_bullet_points).toEqual(fixed.bullets);
    expect(result.output.product_description).toBe(fixed.description);
    expect(result.output.optimized_titles[0]).toBe(fixed.title);
    expect(result.changes).toEqual([]);
    expect(result.repaired).toBe(false);
  });

  it('keeps the engine’s own changes first, and the thin-material guidance', async () => {
    const draft = { ...draftOf(FACTS), changes: ['Bullet 4: removed a phone number; contact details are not allowed'] };
    const result = await writeCompliantListing(engineOf('builtin', draft), request());
    expect(result.changes[0]).toBe('Bullet 4: removed a phone number; contact details are not allowed');
    expect(result.guidance.map((g) => `${g.field}${g.index ?? ''}`)).toEqual(['title', 'bullets0', 'bullets1', 'bullets2', 'bullets3', 'bullets4', 'description', 'backend']);
    expect(result.guidance[1]!.message).toMatch(/^Bullet 1 has \d+ characters; the policy's target is 300–350\./);
  });

  it('removes a rule-breaking sentence whole, not the span, for the built-in writer too', async () => {
    const bullets = [...FACTS];
    bullets[2] = `${FACTS[2]} Call us at (555) 123-4567 for help. It ships free today.`;
    const result = await writeCompliantListing(engineOf('builtin', draftOf(bullets)), request());
    expect(result.output.optimized_bullet_points[2]).toBe(FACTS[2]);
    expect(result.changes).toEqual([
      "Bullet 3: removed 'Call us at (555) 123-4567 for help.': Amazon removes listings that show phone or messaging-app numbers; listings must not ask buyers to contact the seller, message them or follow them elsewhere; Amazon handles buyer questions",
      "Bullet 3: removed 'It ships free today.': prices, deals, shipping offers, stock levels, condition and review requests are banned in listing text",
    ]);
  });

  it('takes a header with the sentences it introduced, and says so', async () => {
    const bullets = [...FACTS];
    bullets[1] = `HEALTH: Doctor recommended for back pain. SAFETY: ${FACTS[1]}`;
    const result = await writeCompliantListing(engineOf('x:y', draftOf(bullets)), request());
    expect(result.output.optimized_bullet_points[1]).toBe(`SAFETY: ${FACTS[1]}`);
    expect(result.changes).toContain("Bullet 2: removed 'HEALTH: Doctor recommended for back pain.': a medical claim not in your listing");
  });

  it('holds the built-in writer to the seller’s facts, but not to the checks for model failures', async () => {
    const stuffed = 'An electric kettle that is an electric kettle for every electric kettle fan.';
    const draft = draftOf([FACTS[0]!, FACTS[1]!, `${FACTS[2]} ${stuffed}`, FACTS[3]!, `${FACTS[4]} Holds 2.5 litres.`, 'FACT F: Quick.', 'FACT G: Quiet.']);
    const builtin = await writeCompliantListing(engineOf('builtin', draft), request());
    expect(builtin.output.optimized_bullet_points).toEqual([FACTS[0], FACTS[1], `${FACTS[2]} ${stuffed}`, FACTS[3], FACTS[4], 'FACT F: Quick.', 'FACT G: Quiet.']);
    expect(builtin.changes).toEqual(['Bullet 5: removed \'Holds 2.5 litres.\': the number "2.5 litres" is not in your listing']);
    const model = await writeCompliantListing(engineOf('openai:gpt', draft), request());
    expect(model.output.optimized_bullet_points).toEqual(FACTS);
    expect(model.changes).toEqual([
      'Bullets 6–7 removed: the AI wrote 7 bullets for your 5',
      'Bullet 3: removed \'An electric kettle that is an electric kettle for every electric kettle fan.\': "electric kettle" was repeated 3 times',
      'Bullet 5: removed \'Holds 2.5 litres.\': the number "2.5 litres" is not in your listing',
    ]);
  });

  it('falls back to the seller’s title, then to the main keyword, when no title option can stay', async () => {
    const result = await writeCompliantListing(engineOf('x:y', draftOf(FACTS, FACTS.join(' '), ['Best Seller', '#1 Best Seller'])), request());
    expect(result.output.optimized_titles).toEqual([kettleInput.title]);
    expect(result.changes).toContain('Title: no title option could be kept, so your own title is used');
    const bad = { ...kettleInput, title: 'Best Seller!' };
    const fallback = await writeCompliantListing(engineOf('x:y', draftOf(FACTS, FACTS.join(' '), ['Best Seller'])), { ...request(), input: bad });
    expect(fallback.output.optimized_titles).toEqual(['Electric kettle']);
    expect(errors(fallback.output)).toEqual([]);
  });

  it('puts the seller’s own bullet in the place of a removed one only to keep five', async () => {
    const bullets = [FACTS[0]!, 'I am sorry, but I cannot write this bullet.', FACTS[2]!, FACTS[3]!, FACTS[4]!, 'FACT F: Quick to boil.'];
    const six = { ...kettleInput, bulletPoints: [...kettleInput.bulletPoints.slice(0, 5), 'Quick to boil'] };
    const kept = await writeCompliantListing(engineOf('x:y', draftOf(bullets)), { ...request(), input: six });
    expect(kept.output.optimized_bullet_points).toEqual([FACTS[0], FACTS[2], FACTS[3], FACTS[4], 'FACT F: Quick to boil.']);
    const five = await writeCompliantListing(engineOf('x:y', draftOf(bullets.slice(0, 5))), request());
    expect(five.output.optimized_bullet_points[1]).toBe(kettleInput.bulletPoints[1]);
    expect(five.changes).toContain('Bullet 2: your own bullet 2 is used instead');
  });

  it('property: whatever a model writes, no error remains, nothing ungrounded remains, and every sentence left is one it wrote, whole', async () => {
    const BAD = [
      'Holds 2.5 litres for the family.',
      'Antibacterial surface kills germs.',
      'Doctor recommended for back pain.',
      'The #1 best seller on Amazon.',
      "I'm sorry, but I can't help with that.",
      'As an AI language model, I think it is great.',
      'Call (555) 123-4567 or visit www.brew.example.com today.',
      '100% satisfaction guaranteed or your money back.',
      'Made of bamboo with a black finish.',
      'FREE SHIPPING on every order!',
      'Lorem ipsum TBD.',
      'Cures insomnia and arthritis.',
    ];
    const FORMAT = ['', '**', '<b>', '- '];
    const sentence = fc.oneof(fc.constantFrom(...FACTS), fc.constantFrom(...BAD));
    const styled = fc.tuple(fc.constantFrom(...FORMAT), sentence).map(([f, s]) => (f === '<b>' ? `<b>${s}</b>` : f === '**' ? `**${s}**` : `${f}${s}`));
    const bullet = fc.tuple(fc.option(fc.constantFrom('FAST BOIL', 'BEST SELLER', 'PURE TASTE'), { nil: undefined }), fc.array(styled, { minLength: 1, maxLength: 4 }))
      .map(([header, sentences]) => `${header ? `${header}: ` : ''}${sentences.join(' ')}`);
    const title = fc.array(fc.constantFrom('Brewmaster Electric Kettle 1.7L', 'Stainless Steel', 'Best Seller', '2.5L', 'Here is your title:', 'Tea Kettle', 'Kettle Kettle Kettle'), { minLength: 1, maxLength: 5 }).map((s) => s.join(', '));
    const source = sellerText(sourceTextOf(kettleInput));
    const allowed = new Set([...FACTS, ...BAD].map((s) => s.trim()));

    await fc.assert(
      fc.asyncProperty(fc.array(title, { minLength: 1, maxLength: 3 }), fc.array(bullet, { minLength: 1, maxLength: 8 }), fc.array(styled, { maxLength: 8 }), async (titles, bullets, description) => {
        const draft = draftOf(bullets, description.join(' '), titles);
        const result = await writeCompliantListing(engineOf('x:y', draft), request());
        for (const t of result.output.optimized_titles) expect(errors(result.output, t)).toEqual([]);
        expect(groundingIssues(result.output, source)).toEqual([]);
        const kept = [...result.output.optimized_bullet_points, result.output.product_description];
        for (const text of kept) {
          for (const unit of textUnits(text, 'bullets')) {
            if (unit.kind !== 'sentence') continue;
            const piece = text.slice(unit.start, unit.end);
            const own = kettleInput.bulletPoints.some((b) => b && text.includes(b.trim()));
            expect(own || allowed.has(stripMarkup(piece, 'bullets').text), piece).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
