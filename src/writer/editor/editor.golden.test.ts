import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getProfile, resolveLimits, type Marketplace } from '../../rules/index.js';
import { keywordsOf } from '../../contract/optimizer.js';
import { defaultPrompts, fillPrompts } from '../prompts/templates.js';
import { createBuiltinEngine } from './index.js';
import { FIXTURES } from './testing/fixtures.js';

/*
 * Golden files: the editor's whole answer (insights and listing) for each fixture, read and judged
 * by a person before they were committed. A change to the writer that changes any output shows up
 * here as a diff to read again. `npx vitest run src/writer/editor/editor.golden.test.ts -u` rewrites
 * them (Vitest file snapshots).
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const CASES: { fixture: keyof typeof FIXTURES; profile: string; marketplace: Marketplace }[] = [
  { fixture: 'thinBottle', profile: 'amazon-2025', marketplace: 'US' },
  { fixture: 'richLongboard', profile: 'amazon-2025', marketplace: 'US' },
  { fixture: 'richLongboard', profile: 'amazon-2026-07', marketplace: 'US' },
  { fixture: 'shoutedCable', profile: 'amazon-2025', marketplace: 'IN' },
  { fixture: 'emojiToy', profile: 'amazon-2025', marketplace: 'US' },
  { fixture: 'specHeater', profile: 'amazon-2026-07', marketplace: 'IN' },
];

describe('the built-in editor against golden files', () => {
  for (const { fixture, profile, marketplace } of CASES) {
    it(`writes ${fixture} under ${profile} (${marketplace}) as the golden file says`, async () => {
      const engine = createBuiltinEngine();
      const input = FIXTURES[fixture]!;
      const policy = getProfile(profile);
      const limits = resolveLimits(policy, { marketplace });
      const insights = await engine.extractInsights(input);
      const prompts = fillPrompts(defaultPrompts(limits), input, insights);
      const listing = await engine.generate({ input, prompts, insights, keywords: keywordsOf(input), profile: policy, limits });
      await expect(`${JSON.stringify({ input, insights, listing }, null, 2)}\n`).toMatchFileSnapshot(path.join(dir, `${fixture}.${profile}.json`));
    });
  }
});
