import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordsOf } from '../../src/contract/optimizer.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { getProfile, phraseSpans, resolveLimits, type BankKeyword } from '../../src/rules/index.js';
import { OpenAICompatibleServer } from '../support/openai-compatible-server.js';
import { plausible, plausibleAnswer } from '../support/scripted-llm.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

/*
 * The keyword bank through the LLM engine, against a local OpenAI-compatible server: every section
 * prompt carries the bank, and a model that writes an excluded brand and leaves a must-have out
 * still gives a listing without the one and with the other.
 */

const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const engine = () =>
  createLlmEngine({ settings: { provider: 'openai-compatible', model: 'test-model', apiKey: 'sk-test-0123456789', baseUrl: server.baseUrl, timeoutMs: 5_000 }, attempts: 2, baseDelayMs: 10 });
const profile = getProfile('amazon-2025');
const BANK: BankKeyword[] = [
  { phrase: 'electric kettle', volume: 120_000, priority: 'normal' },
  { phrase: 'smeg', volume: 40_000, priority: 'excluded' },
  { phrase: 'tea maker', volume: 9_000, priority: 'must-have' },
];
const request = () => ({ input: kettleInput, prompts: kettlePrompts, insights: kettleInsights, keywords: { ...keywordsOf(kettleInput), bank: BANK }, profile, limits: resolveLimits(profile) });

describe('the LLM engine with a keyword bank', () => {
  it('gives every section prompt the bank by volume, must-haves marked and excluded ones as never use', async () => {
    server.respondWith(plausible);
    await writeCompliantListing(await engine(), request());
    const prompts = server.requests.filter((r) => r.schemaName !== 'insights').map((r) => r.prompt);
    // The four sections, and any repair call: each carries the bank.
    expect(prompts.length).toBeGreaterThanOrEqual(4);
    for (const prompt of prompts) {
      expect(prompt).toContain("The seller's keyword research, highest search volume first:");
      expect(prompt).toContain('- tea maker (9,000 searches a month, MUST-HAVE)');
      expect(prompt).toMatch(/Never use these words or phrases anywhere[^\n]*\nsmeg$/mu);
    }
  });

  it('removes an excluded brand the model wrote anyway and completes the must-have it left out', async () => {
    server.respondWith((r) => {
      const answer = plausibleAnswer(r) as Record<string, unknown>;
      if (r.schemaName === 'bullets') {
        const bullets = answer.bullets as string[];
        answer.bullets = bullets.map((b, i) => (i === 1 ? `${b} Better than any Smeg kettle.` : b));
      }
      if (r.schemaName === 'search_terms') answer.search_terms = 'smeg kettle boiler';
      return { json: answer };
    });
    const result = await writeCompliantListing(await engine(), request());
    const out = result.output;
    for (const text of [...out.optimized_titles, ...out.optimized_bullet_points, out.product_description, out.backend_search_terms]) expect(phraseSpans(text, 'smeg')).toEqual([]);
    expect(out.backend_search_terms.split(' ')).toEqual(expect.arrayContaining(['tea', 'maker']));
    expect(result.audit.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
