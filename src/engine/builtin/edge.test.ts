import { describe, expect, it } from 'vitest';
import { audit, getProfile, resolveLimits } from '../../listing/index.js';
import { repeatKey } from '../../listing/rules/title.js';
import { COMPOUND_WORD_PATTERN, wordTokens } from '../../listing/words.js';
import { keywordsOf, type Insights, type OptimizerInput } from '../contract.js';
import { createBuiltinEngine } from './index.js';

const NO_PROMPTS = { titlePrompt: '', bulletPrompt: '', keywordPrompt: '', descriptionPrompt: '' };

async function generate(input: OptimizerInput, profileId = 'amazon-2025', edit?: (insights: Insights) => Insights) {
  const engine = createBuiltinEngine();
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, { marketplace: 'US' });
  const analysed = await engine.extractInsights(input);
  const insights = edit ? edit(analysed) : analysed;
  const output = await engine.generate({ input, prompts: NO_PROMPTS, insights, keywords: keywordsOf(input), profile, limits });
  const findings = audit(
    { title: output.optimized_titles[0] ?? '', bullets: output.optimized_bullet_points, description: output.product_description, backend: output.backend_search_terms },
    keywordsOf(input),
    profile,
    { marketplace: 'US' },
  ).findings;
  return { output, limits, errors: findings.filter((f) => f.severity === 'error') };
}

const base: OptimizerInput = {
  title: 'Lumo Desk Lamp, LED Reading Light with 3 Brightness Levels, USB Powered, Black',
  bulletPoints: [
    'Three brightness levels for reading, studying or working late.',
    'Flexible gooseneck points the light where you need it.',
    'USB powered: plug it into a laptop, charger or power bank.',
    'Weighted base keeps the lamp steady on any desk.',
    'Compact size fits small desks and nightstands.',
  ],
  titleMainKeyword: 'desk lamp',
  titleSecondaryKeywords: 'reading light, led lamp',
  bulletKeywords: 'gooseneck, usb lamp',
};

describe('built-in writer, edge cases', () => {
  it('still writes five clean bullets when every seller bullet is banned content', async () => {
    const input = {
      ...base,
      bulletPoints: ['FREE SHIPPING on all orders!', 'Money back guarantee', 'N/A', 'Call 1-800-555-0100 today', 'Best seller, #1 rated'],
    };
    const { output, errors } = await generate(input);
    expect(errors).toEqual([]);
    expect(output.optimized_bullet_points).toHaveLength(5);
    for (const bullet of output.optimized_bullet_points) expect(bullet).toMatch(/^[\p{Lu}\d][^:]*: \S/u);
    expect(output.optimized_bullet_points.join(' ')).not.toMatch(/shipping|money back|1-800|best seller|#1/i);
  });

  it('tames an over-long, shouting, repetitive seller title', async () => {
    const input = {
      ...base,
      title:
        'DESK LAMP DESK LAMP DESK LAMP!!! LED DESK LAMP FOR OFFICE, LED DESK LAMP FOR HOME, LED DESK LAMP FOR STUDY, READING LAMP, ' +
        'BEDSIDE LAMP, NIGHT LAMP, TABLE LAMP, USB LAMP, GOOSENECK LAMP, CLAMP LAMP, WORK LAMP, CRAFT LAMP, PIANO LAMP, STUDY LAMP',
    };
    for (const profileId of ['amazon-2025', 'amazon-2026-07']) {
      const { output, limits, errors } = await generate(input, profileId);
      expect(errors).toEqual([]);
      for (const title of output.optimized_titles) {
        expect([...title].length).toBeLessThanOrEqual(limits.title.max);
        const counts = new Map<string, number>();
        for (const token of wordTokens(title, COMPOUND_WORD_PATTERN)) {
          const key = repeatKey(token.text);
          if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
        expect(title).not.toMatch(/\b[A-Z]{5,}\b/);
      }
    }
  });

  it('writes six bullets when the seller filled six slots', async () => {
    const input = { ...base, bulletPoints: [...base.bulletPoints, 'Warm and cool light modes for day and night.'] };
    const { output } = await generate(input);
    expect(output.optimized_bullet_points).toHaveLength(6);
  });

  it('uses edited insights only when they state nothing new', async () => {
    const { output } = await generate(base, 'amazon-2025', (insights) => ({
      ...insights,
      usage: ['late-night reading', 'for 10 kids at once'],
      target_audience: ['students', 'made of walnut'],
    }));
    const text = [...output.optimized_titles, ...output.optimized_bullet_points, output.product_description].join(' ');
    expect(text).not.toMatch(/\b10\b|walnut/);
  });

  it('stops when the request is aborted', async () => {
    const engine = createBuiltinEngine();
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(engine.extractInsights(base, { signal: controller.signal })).rejects.toThrow('client went away');
  });

  it('has the id the optimizer stores', () => {
    expect(createBuiltinEngine().id).toBe('builtin');
  });
});
