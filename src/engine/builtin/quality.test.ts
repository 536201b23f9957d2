import { describe, expect, it } from 'vitest';
import { getProfile, resolveLimits, type Marketplace } from '../../listing/index.js';
import { keywordsOf, type OptimizerInput } from '../contract.js';
import { BULLET_FRAMES } from './connectives.js';
import { FIXTURES, type Fixture } from './fixtures.test-data.js';
import { createBuiltinEngine } from './index.js';

/*
 * The quality of the text, beyond compliance: the profile's length targets, no repeated or broken
 * sentences, headers that keep the seller's meaning, no keyword stuffing.
 */

const NO_PROMPTS = { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' };
const PROFILES = ['amazon-2025', 'amazon-2026-07'] as const;

async function run(fixture: Fixture, profileId: string, marketplace: Marketplace = 'US') {
  const engine = createBuiltinEngine();
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, { marketplace, category: fixture.category });
  const insights = await engine.extractInsights(fixture.input);
  const output = await engine.generate({ input: fixture.input, prompts: NO_PROMPTS, insights, keywords: keywordsOf(fixture.input), profile, limits });
  return { output, limits, insights };
}

const fixture = (name: string): Fixture => {
  const found = FIXTURES.find((f) => f.name === name);
  if (!found) throw new Error(`No fixture ${name}`);
  return found;
};

/** Sentences as a reader sees them: a stop before a space and a capital ends one, `1.5 m` does not. */
const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d"(])/u)
    .map((s) => s.replace(/^[\p{Lu}\d &+%'’.,/-]+:\s/u, '').trim().toLowerCase())
    .filter((s) => s.split(' ').length >= 3);

const duplicates = (list: readonly string[]) => list.filter((s, i) => list.indexOf(s) !== i);

const sellerText = (input: OptimizerInput) => [input.title, ...input.bulletPoints].join(' ').toLowerCase();

const length = (text: string) => [...text].length;

/** The padding frames as patterns: `{p}` and `{noun}` stand for the product. */
const PADS = BULLET_FRAMES.pad.map(
  (frame) => new RegExp(frame.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+(?:~\w+)?\}/gu, '[\\p{L} -]+'), 'u'),
);
const padsIn = (text: string) => PADS.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);

describe('built-in writer, text quality', () => {
  const fragments = fixture('short fragments, rich keywords');

  it.each(PROFILES)('grows short bullets into the %s target range without passing it', async (profileId) => {
    for (const marketplace of ['US', 'IN'] as const) {
      const { output, limits } = await run(fragments, profileId, marketplace);
      const [lo, hi] = limits.bullets.target;
      for (const bullet of output.optimized_bullet_points) {
        expect(length(bullet), bullet).toBeGreaterThanOrEqual(lo);
        expect(length(bullet), bullet).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('pads a bullet with a sentence that carries no seller word only when it is still short of the target', async () => {
    for (const f of FIXTURES) {
      for (const profileId of PROFILES) {
        const { output, limits } = await run(f, profileId);
        for (const bullet of output.optimized_bullet_points) {
          const pads = padsIn(bullet);
          const without = length(bullet) - pads.reduce((n, pad) => n + length(pad) + 1, 0);
          if (pads.length > 0) expect(without, `${f.name}: ${bullet}`).toBeLessThan(limits.bullets.target[0]);
        }
      }
    }
  });

  it.each(PROFILES)('writes a %s description of 1,800 to 2,000 characters for a normal listing', async (profileId) => {
    for (const name of ['toy', 'kitchen gadget', 'short fragments, rich keywords']) {
      const { output, limits } = await run(fixture(name), profileId);
      const [lo, hi] = limits.description.target;
      expect(length(output.product_description), name).toBeGreaterThanOrEqual(lo);
      expect(length(output.product_description), name).toBeLessThanOrEqual(hi);
    }
  });

  it('pads a description only for a thin listing, at most two sentences per paragraph', async () => {
    for (const f of FIXTURES) {
      for (const profileId of PROFILES) {
        const { output } = await run(f, profileId);
        for (const paragraph of output.product_description.split('\n\n')) expect(padsIn(paragraph).length, `${f.name}: ${paragraph}`).toBeLessThanOrEqual(2);
        expect(output.product_description, f.name).not.toMatch(/in a nutshell|Here is one more reason to look closer|It rounds out the picture nicely/u);
      }
    }
    // The toy and the garlic press say enough: their descriptions reach the target from the seller's words alone.
    for (const name of ['toy', 'kitchen gadget']) {
      const { output } = await run(fixture(name), 'amazon-2025');
      expect(padsIn(output.product_description), name).toEqual([]);
    }
  });

  it('never repeats a sentence, and never says a connective sentence in both bullets and description', async () => {
    for (const f of FIXTURES) {
      for (const profileId of PROFILES) {
        const { output } = await run(f, profileId);
        const bullets = output.optimized_bullet_points.flatMap(sentencesOf);
        const description = sentencesOf(output.product_description);
        expect(duplicates(bullets), `${f.name} ${profileId} bullets`).toEqual([]);
        expect(duplicates(description), `${f.name} ${profileId} description`).toEqual([]);
        // Seller facts are restated in both; a sentence the writer composed is said once.
        const seller = new Set(sellerText(f.input).match(/\p{L}{3,}/gu));
        const composed = (s: string) => {
          const words = s.match(/\p{L}{3,}/gu) ?? [];
          return words.filter((w) => seller.has(w)).length < 0.6 * words.length;
        };
        const shared = bullets.filter((s) => description.includes(s) && composed(s));
        expect(shared, `${f.name} ${profileId}`).toEqual([]);
      }
    }
  });

  it('does not wrap a spec fragment in `It features a ...`', async () => {
    const broken = /(?:^|[.!?]\s)(?:It|This \w+) (?:features|offers|has) (?:a|an) [^.!?]*\d/u;
    for (const f of FIXTURES) {
      const { output } = await run(f, 'amazon-2025');
      for (const text of [...output.optimized_bullet_points, output.product_description]) {
        const match = broken.exec(text)?.[0];
        if (match) expect(sellerText(f.input), match).toContain(match.replace(/^[.!?]\s/u, '').slice(0, 25).toLowerCase());
      }
    }
    const { output } = await run(fragments, 'amazon-2025');
    const text = [...output.optimized_bullet_points, output.product_description].join(' ');
    expect(text).not.toMatch(/(?:features|offers|has) an? power settings/iu);
    expect(text).toMatch(/Power settings: 500w\/1000w\./u);
  });

  it('keeps the leading words of the phrase a header comes from', async () => {
    const { output } = await run(fragments, 'amazon-2025');
    const headers = output.optimized_bullet_points.map((b) => b.slice(0, b.indexOf(':')));
    expect(headers).toContain('RUST FREE STAINLESS STEEL REFLECTOR');
    expect(headers).toContain('TIP OVER SAFETY SWITCH');
    expect(headers.some((h) => /^(?:FREE|PROOF|SAFE)\b/u.test(h))).toBe(false);
  });

  it('folds keywords into sentences, not into headers', async () => {
    const { output } = await run(fragments, 'amazon-2025');
    const headers = output.optimized_bullet_points.map((b) => b.slice(0, b.indexOf(':')));
    for (const keyword of ['ROOM HEATER', 'PORTABLE HEATER', 'HEATER FOR BEDROOM']) {
      expect(headers.some((h) => h.includes(keyword)), keyword).toBe(false);
    }
    const bullets = output.optimized_bullet_points.join(' ').toLowerCase();
    for (const keyword of ['room heater', 'portable heater', 'heater for bedroom']) {
      const uses = bullets.split(keyword).length - 1;
      expect(uses, keyword).toBeGreaterThanOrEqual(1);
      expect(uses, keyword).toBeLessThanOrEqual(2);
    }
  });

  it('names the product by brand and product noun, without its specs', async () => {
    const { insights, output } = await run(fragments, 'amazon-2025');
    expect(insights.product_name).toBe('Warmly Quartz Room Heater');
    expect(output.product_description).not.toMatch(/Heater Grey|Heat Settings Warranty/u);
    // The title keeps the specs as segments of their own, after the name.
    expect(output.optimized_titles[0]).toMatch(/^Warmly Quartz Room Electric Heater\W+Grey, 1000W, 3 Heat Settings, 1 Year Warranty/u);
  });

  it('fills search terms with the seller words the title lacks, and never with words the writer added', async () => {
    const { output } = await run(fragments, 'amazon-2025');
    const seller = new Set(`${sellerText(fragments.input)} ${fragments.input.bulletKeywords} ${fragments.input.titleSecondaryKeywords}`.match(/\p{L}+/gu));
    const synonyms = new Set(['warmer']);
    for (const word of output.backend_search_terms.split(' ')) expect(seller.has(word) || synonyms.has(word), word).toBe(true);
    expect(output.backend_search_terms).toMatch(/\bwarmer\b/u);
  });

  it('varies the connective phrasing between listings', async () => {
    const sets: Set<string>[] = [];
    for (const f of FIXTURES) {
      const { output } = await run(f, 'amazon-2025');
      // `this heater` and `these gel pens` aside, how much of one listing's bullets reads like another's.
      sets.push(new Set(output.optimized_bullet_points.flatMap(sentencesOf).map((s) => s.replace(/\b(?:this|these) [\p{L} -]+/gu, 'P'))));
    }
    const overlaps: number[] = [];
    sets.forEach((a, i) => sets.slice(i + 1).forEach((b) => overlaps.push([...a].filter((x) => b.has(x)).length / Math.max(1, Math.min(a.size, b.size)))));
    expect(overlaps.reduce((x, y) => x + y, 0) / overlaps.length).toBeLessThan(0.2);
    expect(Math.max(...overlaps)).toBeLessThan(0.5);
  });
});
