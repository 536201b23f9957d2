import { describe, expect, it } from 'vitest';
import { keywordsOf, sourceTextOf, type GeneratedListing } from '../../src/contract/optimizer.js';
import type { EngineDraft, WritingEngine } from '../../src/writer/engine.js';
import { auditOriginal, writeOptimizedListing } from '../../src/writer/optimize-listing.js';
import { withoutRemovedLines } from '../../src/writer/never-worse.js';
import { audit, getProfile } from '../../src/rules/index.js';
import { kettleInput, kettleInsights } from './fixtures.js';

/*
 * Issue 23: the writer never returns an output its own score rates below the input. Engines here
 * hand back a prepared draft, better or worse than the seller's listing in one field at a time.
 */

const profile = getProfile('amazon-2025');
const keywords = keywordsOf(kettleInput);
/** The pipeline's write step (guarantee, then the never-worse check), as the API and the CLI run it. */
const write = (engine: WritingEngine) => writeOptimizedListing(engine, { input: kettleInput, insights: kettleInsights, profile: profile.id, marketplace: 'US' });
const engineOf = (draft: EngineDraft): WritingEngine => ({ id: 'builtin', extractInsights: async () => kettleInsights, generate: async () => draft });
const where = { marketplace: 'US' as const, source: sourceTextOf(kettleInput) };
const scoreOf = (o: GeneratedListing) =>
  audit({ title: o.optimized_titles[0] ?? '', bullets: o.optimized_bullet_points, description: o.product_description, backend: o.backend_search_terms }, keywords, profile, where).score;
const inputScore = auditOriginal(kettleInput, profile.id, { marketplace: 'US' }).score;

const SELLER_BULLETS = kettleInput.bulletPoints.filter(Boolean);
const GOOD_TITLE = 'Brewmaster Electric Kettle 1.7L Stainless Steel, 1500W, Fast Boil, Auto Shut-Off, Cordless Tea Kettle with 360 Degree Swivel Base';
const GOOD_BULLETS = [
  'FAST BOIL: Boils 1.7 litres of water in about 4 minutes with a 1500W heating element.',
  'AUTO SHUT-OFF: Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty.',
  'STAINLESS STEEL: The stainless steel interior keeps water free of plastic taste.',
  'CORDLESS: The cordless design lifts off the 360 degree swivel base for easy pouring.',
  'WIDE LID: The wide lid opening makes filling and cleaning simple.',
];
const GOOD_DESCRIPTION =
  'The Brewmaster electric kettle boils 1.7 litres of water in about 4 minutes with its 1500W heating element.\n\nAuto shut-off and boil-dry protection switch it off when the water boils or the kettle is empty.';
const draft = (over: Partial<EngineDraft> = {}): EngineDraft => ({
  optimized_titles: [GOOD_TITLE, 'Brewmaster Electric Kettle 1.7L, 1500W Tea Kettle, Stainless Steel'],
  optimized_bullet_points: GOOD_BULLETS,
  product_description: GOOD_DESCRIPTION,
  backend_search_terms: 'hot water boiler teapot',
  ...over,
});

describe('never below the input', () => {
  it('returns a better rewrite as written, with no note', async () => {
    const result = await write(engineOf(draft()));
    expect(result.output.optimized_bullet_points).toEqual(GOOD_BULLETS);
    expect(result.changes.filter((c) => /kept|scored lower/.test(c))).toEqual([]);
    expect(scoreOf(result.output)).toBeGreaterThan(inputScore);
  });

  it('keeps the seller’s bullets when the rewritten ones score lower, and says why', async () => {
    // Two of the seller's five facts, in bullets that say the same thing twice.
    const thin = ['Boils water fast.', 'Boils water fast, every time.'];
    const result = await write(engineOf(draft({ optimized_bullet_points: thin })));
    expect(result.output.optimized_bullet_points).toEqual(SELLER_BULLETS);
    expect(result.changes).toContainEqual(expect.stringMatching(/^Bullets: your own bullets kept: the rewritten bullets scored lower in your listing \(\d+ against \d+\)$/));
    expect(scoreOf(result.output)).toBeGreaterThanOrEqual(inputScore);
  });

  it('takes back the notes on rewritten bullets when the seller’s bullets are kept, and keeps the removals', async () => {
    const thin = ['Boils water fast.', 'Boils water fast, every time.'];
    const changes = [
      'Bullet 2: header "Sleek" replaced: it is a lone adjective.',
      'Bullet 3: "Wide lid" joined to bullet 2: a few words without a header of their own.',
      'Bullet 4: removed "Contact us for help.": it asks shoppers to contact the seller.',
    ];
    const result = await write(engineOf({ ...draft({ optimized_bullet_points: thin }), changes }));
    expect(result.output.optimized_bullet_points).toEqual(SELLER_BULLETS);
    // What the kept bullets never had is not reported as done; what stays removed is.
    expect(result.changes.filter((c) => /^Bullet \d+:/u.test(c))).toEqual([changes[2]]);
  });

  it('keeps the notes on the rewritten bullets when they are the ones returned', async () => {
    const changes = ['Bullet 2: header "Sleek" replaced: it is a lone adjective.'];
    const result = await write(engineOf({ ...draft(), changes }));
    expect(result.output.optimized_bullet_points).toEqual(GOOD_BULLETS);
    expect(result.changes).toContain(changes[0]);
  });

  it('drops a search term the seller’s bullets show once they are kept instead of the rewrite’s', async () => {
    const thin = ['Boils water fast.', 'Boils water fast, every time.'];
    // `interior` and `plastic` are in no rewritten title or bullet, so they were search words; the
    // seller's bullets, kept, show them: in the search terms they would be repeats.
    const result = await write(engineOf(draft({ optimized_bullet_points: thin, backend_search_terms: 'teapot interior plastic boiler' })));
    expect(result.output.optimized_bullet_points).toEqual(SELLER_BULLETS);
    expect(result.output.backend_search_terms.split(' ')).toEqual(expect.arrayContaining(['teapot', 'boiler']));
    expect(result.output.backend_search_terms.split(' ')).not.toContain('interior');
    expect(result.output.backend_search_terms.split(' ')).not.toContain('plastic');
  });

  // 255 characters is the newer profile's bullet limit; this seller bullet runs past it.
  const long = `${kettleInput.bulletPoints[0]}, and it suits tea, coffee, instant noodles, oatmeal, hot chocolate, soups, baby formula, hot water bottles, cleaning jobs, camping trips, office kitchens, dorm rooms, holiday homes, caravans and every other place that has a socket near the worktop`;
  /** Writes the listing against a plain draft and checks no bullet is the long one cut to length. */
  async function expectNoCutOfLong(bulletPoints: string[]) {
    const plain = ['Boils water.', 'Switches off.', 'Steel inside.', 'No cord.', 'Wide lid.'];
    const result = await writeOptimizedListing(engineOf(draft({ optimized_bullet_points: plain })), { input: { ...kettleInput, bulletPoints }, insights: kettleInsights, profile: 'amazon-2026-07', marketplace: 'US' });
    const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/gu) ?? [];
    const theirs = words(long);
    for (const bullet of result.output.optimized_bullet_points) {
      const mine = words(bullet);
      const cutFromTheirs = mine.length > 3 && mine.length < theirs.length && mine.join(' ') === theirs.slice(0, mine.length).join(' ');
      expect(cutFromTheirs, bullet).toBe(false);
    }
  }

  it('never prefers the seller’s bullet cut to length inside its list over the rewrite', async () => {
    await expectNoCutOfLong([long, ...kettleInput.bulletPoints.slice(1)]);
  });

  it('never prefers a bullet cut to length when a removed bullet moved the others up', async () => {
    // The seller's first bullet is a contact line the fixes remove, so the long one is no longer at its own place.
    await expectNoCutOfLong(['For any product related queries contact us at: 1800407267864', long, ...kettleInput.bulletPoints.slice(1, 4)]);
  });

  it('takes a removed sentence out of the seller’s bullet wherever the fixes moved that bullet', () => {
    // The fixes dropped the seller's first bullet (a contact line), so their third is now second.
    const removed = new Map([[2, ['Only the best from Brewmaster.']]]);
    expect(withoutRemovedLines(['Boils in 4 minutes.', 'Six cups. Only the best from Brewmaster.'], removed)).toEqual(['Boils in 4 minutes.', 'Six cups.']);
  });
  it('drops a title option that scores below the seller’s title, and keeps the others', async () => {
    // Drops the size and power the seller's title and bullets give.
    const bare = 'Brewmaster Electric Kettle';
    const result = await write(engineOf(draft({ optimized_titles: [bare, GOOD_TITLE] })));
    expect(result.output.optimized_titles).toEqual([GOOD_TITLE]);
    expect(result.changes).toContainEqual(expect.stringMatching(/^Title: one title option removed: they scored lower in your listing than your own title/));
  });

  it('never returns an output its own score rates below the input, however the draft is damaged', async () => {
    const damaged: Partial<EngineDraft>[] = [
      { optimized_bullet_points: ['Great kettle.', 'Perfect for everyone.'] },
      { optimized_titles: ['Kettle'] },
      { optimized_titles: ['ELECTRIC KETTLE ELECTRIC KETTLE BEST KETTLE'], optimized_bullet_points: GOOD_BULLETS.map((b) => b.toUpperCase()) },
      { product_description: 'You will love it. It is a wonderful choice for families.', backend_search_terms: '' },
      { optimized_bullet_points: [], product_description: '', backend_search_terms: '' },
    ];
    for (const over of damaged) {
      const result = await write(engineOf(draft(over)));
      expect(scoreOf(result.output), JSON.stringify(over)).toBeGreaterThanOrEqual(inputScore);
      expect(result.audit.after.findings.filter((f) => f.severity === 'error')).toEqual([]);
      expect(result.audit.after.score).toBeGreaterThanOrEqual(result.audit.before.score);
    }
  });
});
