import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, getProfile, normalizeWord, resolveLimits, utf8ByteLength } from '../../rules/index.js';
import { keywordsOf, type OptimizerInput } from '../../contract/optimizer.js';
import { createBuiltinEngine } from './index.js';
import { FACT_LABELS } from './read/fact-sheet.js';
import { PHRASES } from './realize/phrases.js';

/*
 * Properties of the built-in editor over listings assembled at random from sentences written the
 * way sellers write them: it never states a number the seller did not, every sentence it writes
 * is made of the seller's words (plus the few frame words of realize/phrases.ts), titles and
 * search terms keep their limits and never repeat, and the same input always gives the same output.
 */

const SENTENCES = [
  'Keeps drinks cold for 24 hours and hot for 12 hours',
  'DOUBLE WALL: 18/8 stainless steel with a powder coated finish',
  'Leak proof lid with a carry loop for hiking and travel',
  '【Safe Materials】Made of solid beech wood with water-based paint; tested to ASTM F963.',
  'COMPONENTS: 180mm trucks, 70mm 78A wheels and ABEC-7 bearings come fitted, so the board is ready to ride.',
  'WHAT YOU GET: 1 X USB C CABLE, 1 X VELCRO STRAP.',
  'Warranty: 2 years on the product from the date of purchase',
  'The deck measures 41" x 9.5" with a 31" wheelbase. Flex 2 suits riders from 120 to 170 pounds.',
  'Ideal for kids ages 6 and up who love building sets.',
  'Call us at (555) 123-4567 for a free replacement.',
  '100% money back guarantee if you are not satisfied!',
  'Cord Length: 1.5 m; Rated Voltage: 230 V',
  'Comes in a sturdy gift box with a lid for easy storage between play times.',
  'This bottle fits most car cup holders and backpack side pockets.',
  'Our mixer is made of 304 stainless steel so it is long-lasting and resistant to rust.',
  'Easy to clean: rinse under warm water and air dry.',
];
const TITLES = [
  'Hydrolux Insulated Water Bottle 750ml Stainless Steel, Leak Proof Lid, Blue',
  'TRAILCRAFT Carver 41" Bamboo Fiberglass Longboard Complete',
  'Puzzlepals Wooden Shape Sorter Toy for Toddlers 1-3, 12 Pieces (Rainbow)',
  'Kaveri Quartz Room Heater 800 Watts with 2 Heat Settings (Ivory)',
];
const KEYWORDS = ['water bottle', 'longboard', 'shape sorter', 'room heater', 'travel mug', 'gift for kids', 'steel bottle'];

const listing = fc.record({
  title: fc.constantFrom(...TITLES),
  bulletPoints: fc.shuffledSubarray(SENTENCES, { minLength: 5, maxLength: 6 }),
  titleMainKeyword: fc.constantFrom(...KEYWORDS),
  titleSecondaryKeywords: fc.subarray(KEYWORDS, { maxLength: 2 }).map((k) => k.join(', ')),
  bulletKeywords: fc.subarray(KEYWORDS, { maxLength: 2 }).map((k) => k.join(', ')),
});
const profileId = fc.constantFrom('amazon-2025', 'amazon-2026-07');

const NUMBER = /\d+(?:[.,]\d+)*/gu;
/** Words the realize stage may add around the seller's facts. */
/**
 * The only words the editor adds: those of its frames (realize/phrases.ts), the forms its verb
 * slots take (`{have:subject}` is `has` or `have`), the subjects `It`/`They` (`its`/`their`), the
 * `and` that joins a list, and the labels of
 * the specification list (read/fact-sheet.ts).
 */
const FRAME_WORDS = new Set([
  ...(Object.values(PHRASES).join(' ').replace(/\{[^}]*\}/gu, ' ').toLowerCase().match(/\p{L}+/gu) ?? []),
  ...Object.values(PHRASES).flatMap((p) => [...p.matchAll(/\{(\w+):\w+\}/gu)].map((m) => m[1]!)).flatMap((verb) => [verb, normalizeWord(verb), `${verb}s`, verb === 'have' ? 'has' : verb]),
  'is', 'are', 'a', 'an', 'it', 'they', 'their', 'and',
  ...(Object.values(FACT_LABELS).join(' ').toLowerCase().match(/\p{L}+/gu) ?? []),
]);
const stems = (text: string) => (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((w) => normalizeWord(w.replace(/['’]s$/u, '')));

async function write(input: OptimizerInput, id: string) {
  const engine = createBuiltinEngine();
  const profile = getProfile(id);
  const limits = resolveLimits(profile, { marketplace: 'US' });
  const insights = await engine.extractInsights(input);
  const prompts = { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' };
  const out = await engine.generate({ input, prompts, insights, keywords: keywordsOf(input), profile, limits });
  return { out, limits };
}

const sellerText = (input: OptimizerInput) =>
  [input.title, ...input.bulletPoints, input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords].join('\n');

describe('the built-in editor on random listings', () => {
  it('never writes a number the seller did not', async () => {
    await fc.assert(
      fc.asyncProperty(listing, profileId, async (input, id) => {
        const { out } = await write(input, id);
        const given = new Set(sellerText(input).match(NUMBER) ?? []);
        const written = [...out.optimized_titles, ...out.optimized_bullet_points, out.product_description, out.backend_search_terms].join('\n');
        for (const n of written.match(NUMBER) ?? []) expect(given, `${n} in ${written}`).toContain(n);
      }),
      { numRuns: 60 },
    );
  });

  it('writes every bullet and description sentence from the seller\'s words', async () => {
    await fc.assert(
      fc.asyncProperty(listing, profileId, async (input, id) => {
        const { out } = await write(input, id);
        const seller = new Set(stems(sellerText(input)));
        for (const text of [...out.optimized_bullet_points, out.product_description]) {
          const foreign = stems(text).filter((w) => !seller.has(w) && !FRAME_WORDS.has(w));
          expect(foreign, text).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps titles within the limit, with options that differ in their words', async () => {
    await fc.assert(
      fc.asyncProperty(listing, profileId, async (input, id) => {
        const { out, limits } = await write(input, id);
        expect(out.optimized_titles.length).toBeGreaterThan(0);
        const sets = out.optimized_titles.map((t) => [...new Set(stems(t))].sort().join(' '));
        expect(new Set(sets).size).toBe(sets.length);
        for (const t of out.optimized_titles) expect(codePointLength(t)).toBeLessThanOrEqual(limits.title.max);
        for (const b of out.optimized_bullet_points) expect(codePointLength(b)).toBeLessThanOrEqual(limits.bullets.max);
      }),
      { numRuns: 60 },
    );
  });

  it('packs search terms within the byte limit without a word of the titles or bullets', async () => {
    await fc.assert(
      fc.asyncProperty(listing, profileId, async (input, id) => {
        const { out, limits } = await write(input, id);
        expect(utf8ByteLength(out.backend_search_terms)).toBeLessThanOrEqual(limits.backend.maxBytes);
        const shown = new Set([...out.optimized_titles, ...out.optimized_bullet_points].join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
        for (const word of out.backend_search_terms.split(' ').filter(Boolean)) expect(shown.has(word), word).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same listing for the same input', async () => {
    await fc.assert(
      fc.asyncProperty(listing, profileId, async (input, id) => {
        const first = await write(input, id);
        const second = await write(structuredClone(input), id);
        expect(second.out).toEqual(first.out);
      }),
      { numRuns: 20 },
    );
  });
});
