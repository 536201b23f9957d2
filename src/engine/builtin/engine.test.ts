import { describe, expect, it } from 'vitest';
import {
  audit, getProfile, keywordCoverage, normalizeWord, resolveLimits, unsupportedClaims, utf8ByteLength, type Listing,
  type ListingContext, type Marketplace,
} from '../../listing/index.js';
import { words } from '../../listing/words.js';
import { keywordsOf, type GeneratedListing, type OptimizerInput, type Section } from '../contract.js';
import { FIXTURES } from './fixtures.test-data.js';
import { createBuiltinEngine } from './index.js';

const PROFILES = ['amazon-2025', 'amazon-2026-07'] as const;
const MARKETPLACES: readonly Marketplace[] = ['US', 'IN'];
const NO_PROMPTS = { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' };

async function run(input: OptimizerInput, profileId: string, context: ListingContext, sections?: Section[]) {
  const engine = createBuiltinEngine();
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, context);
  const insights = await engine.extractInsights(input);
  const output = await engine.generate(
    { input, prompts: NO_PROMPTS, insights, keywords: keywordsOf(input), profile, limits },
    { onSection: (s) => sections?.push(s) },
  );
  return { output, profile, limits };
}

const toListing = (out: GeneratedListing, title = out.optimized_titles[0] ?? ''): Listing => ({
  title,
  bullets: out.optimized_bullet_points,
  description: out.product_description,
  backend: out.backend_search_terms,
});

const sourceOf = (input: OptimizerInput) =>
  [input.title, ...input.bulletPoints, input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords].join('\n');

/** Digit runs (with decimal or thousands separators), the way a reader sees numbers. */
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe.each(FIXTURES)('built-in writer: $name', ({ input, category }) => {
  describe.each(PROFILES.flatMap((p) => MARKETPLACES.map((m) => [p, m] as const)))('%s %s', (profileId, marketplace) => {
    const context: ListingContext = { marketplace, category };

    it('passes the audit with no error-severity findings, for every title variant', async () => {
      const { output, profile } = await run(input, profileId, context);
      for (const title of output.optimized_titles) {
        const { findings } = audit(toListing(output, title), keywordsOf(input), profile, context);
        expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
      }
    });

    it('covers every target keyword in the title, the bullets or the search terms', async () => {
      const { output } = await run(input, profileId, context);
      const listing = toListing(output);
      const indexable = new Set(words([listing.title, ...listing.bullets, listing.backend ?? ''].join(' ')).map(normalizeWord));
      const coverage = keywordCoverage(listing, keywordsOf(input));
      for (const keyword of coverage.keywords) {
        expect(keyword.words.filter((w) => !indexable.has(w)), keyword.keyword).toEqual([]);
      }
      const main = coverage.keywords.find((k) => k.kind === 'main');
      for (const title of output.optimized_titles) {
        const inTitle = keywordCoverage({ title, bullets: [] }, keywordsOf(input)).keywords.find((k) => k.kind === 'main');
        expect(inTitle?.fields.title, title).toMatch(/exact|all-words/);
      }
      expect(main).toBeDefined();
    });

    it('states no number, material, colour or certification the seller did not give', async () => {
      const { output } = await run(input, profileId, context);
      const source = sourceOf(input);
      const known = new Set(numbersIn(source));
      const all = [...output.optimized_titles, ...output.optimized_bullet_points, output.product_description, output.backend_search_terms];
      for (const text of all) expect(numbersIn(text).filter((n) => !known.has(n)), text).toEqual([]);
      const claims = unsupportedClaims(toListing(output), source).filter((f) => !/\d/.test(f.message));
      expect(claims.map((f) => f.message)).toEqual([]);
    });

    it('keeps every field within the profile limits and in the expected shape', async () => {
      const { output, limits } = await run(input, profileId, context);
      expect(output.optimized_titles.length).toBeGreaterThanOrEqual(2);
      expect(output.optimized_titles.length).toBeLessThanOrEqual(3);
      expect(new Set(output.optimized_titles).size).toBe(output.optimized_titles.length);
      for (const title of output.optimized_titles) {
        expect([...title].length).toBeLessThanOrEqual(limits.title.max);
        expect(title).not.toMatch(/[!$?_{}^¬¦]/);
        // No shouting: words in capitals are short acronyms, codes or the seller's own brand spelling.
        for (const word of title.match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []) {
          if (word === word.toUpperCase() && /\p{L}{5,}/u.test(word)) expect(input.title, word).toContain(word);
        }
      }
      const filled = input.bulletPoints.filter((b) => b.trim()).length;
      expect(output.optimized_bullet_points.length).toBe(Math.min(Math.max(filled, 5), 6));
      for (const bullet of output.optimized_bullet_points) {
        expect(bullet).toMatch(/^[\p{Lu}\p{N}][\p{Lu}\p{N} &+%'’.,-]*: \S/u);
        const header = bullet.slice(0, bullet.indexOf(':')).split(' ');
        expect(header.length).toBeGreaterThanOrEqual(2);
        expect(header.length).toBeLessThanOrEqual(5);
        expect([...bullet].length).toBeLessThanOrEqual(limits.bullets.max);
        expect(bullet).not.toMatch(/[™®€…†‡°¢£¥©±~]|\p{Extended_Pictographic}/u);
      }
      expect([...output.product_description].length).toBeLessThanOrEqual(limits.description.max);
      expect(output.product_description).not.toMatch(/<[a-z/]/i);
      expect(utf8ByteLength(output.backend_search_terms)).toBeLessThanOrEqual(limits.backend.maxBytes);
      expect(output.backend_search_terms).toMatch(/^[\p{Ll}\p{N} ]*$/u);
      expect(output.backend_search_terms).not.toMatch(/\s{2}|^\s|\s$/);
    });
  });

  it('is deterministic: the same input gives the same output', async () => {
    const first = await run(input, 'amazon-2025', { marketplace: 'US', category });
    const second = await run(structuredClone(input), 'amazon-2025', { marketplace: 'US', category });
    expect(second.output).toEqual(first.output);
  });
});

describe('built-in writer, across the fixtures', () => {
  it('reports each section as it finishes, in order', async () => {
    const sections: Section[] = [];
    await run(FIXTURES[0]!.input, 'amazon-2025', { marketplace: 'US' }, sections);
    expect(sections).toEqual(['title', 'bullets', 'description', 'keywords']);
  });

  it('reaches the 2025 title target and writes long descriptions when the seller gives enough to work with', async () => {
    const { output, limits } = await run(FIXTURES[7]!.input, 'amazon-2025', { marketplace: 'US' });
    expect([...(output.optimized_titles[0] ?? '')].length).toBeGreaterThanOrEqual(limits.title.target[0]);
    expect([...output.product_description].length).toBeGreaterThanOrEqual(limits.description.target[0]);
    for (const bullet of output.optimized_bullet_points) expect([...bullet].length).toBeLessThanOrEqual(limits.bullets.target[1]);
  });

  it('keeps 2026 titles within 75 characters with the main keyword early', async () => {
    for (const { input } of FIXTURES) {
      const { output } = await run(input, 'amazon-2026-07', { marketplace: 'US' });
      for (const title of output.optimized_titles) {
        expect([...title].length).toBeLessThanOrEqual(75);
        const at = normalizeWordsIn(title).indexOf(normalizeWordsIn(input.titleMainKeyword)[0] ?? '');
        expect(at, title).toBeGreaterThanOrEqual(0);
        expect(at, title).toBeLessThan(10);
      }
    }
  });

  it('drops guarantees, contact details, placeholders and promotions from the seller text', async () => {
    const { output } = await run(FIXTURES[5]!.input, 'amazon-2025', { marketplace: 'US' });
    const text = [...output.optimized_titles, ...output.optimized_bullet_points, output.product_description, output.backend_search_terms].join('\n');
    expect(text).not.toMatch(/money back|risk-free|1-800|@|free shipping|best seller|N\/A|<b>|&amp;/i);
  });

  it('varies its phrasing between listings', async () => {
    const outputs = await Promise.all(FIXTURES.map(({ input }) => run(input, 'amazon-2025', { marketplace: 'US' })));
    const intros = [/ brings you /, /^Meet /, /^Looking for /, / gives you /];
    const used = new Set(outputs.map(({ output }) => intros.findIndex((p) => p.test(output.product_description.split('\n')[0] ?? ''))));
    expect(used.size).toBeGreaterThanOrEqual(2);
  });
});

function normalizeWordsIn(text: string): string[] {
  return words(text).map(normalizeWord);
}
