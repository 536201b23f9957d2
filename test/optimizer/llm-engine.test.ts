import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordsOf } from '../../src/contract/optimizer.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { EngineError } from '../../src/writer/errors.js';
import { audit, getProfile, resolveLimits } from '../../src/rules/index.js';
import { OpenAICompatibleServer, type ChatRequest } from '../support/openai-compatible-server.js';
import { plausible, plausibleAnswer } from '../support/scripted-llm.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const API_KEY = 'sk-test-SUPERSECRET0123456789';
const engine = (provider: 'openai' | 'openai-compatible' = 'openai-compatible', timeoutMs = 5_000) =>
  createLlmEngine({
    settings: { provider, model: 'test-model', apiKey: API_KEY, baseUrl: server.baseUrl, timeoutMs },
    attempts: 3,
    baseDelayMs: 20,
  });

const profile = getProfile('amazon-2025');
const request = () => ({
  input: kettleInput,
  prompts: kettlePrompts,
  insights: kettleInsights,
  keywords: keywordsOf(kettleInput),
  profile,
  limits: resolveLimits(profile),
});
const bySchema = (name: string) => server.requests.filter((r) => r.schemaName === name);

describe('LLM engine against a local OpenAI-compatible server', () => {
  for (const provider of ['openai', 'openai-compatible'] as const) {
    it(`(${provider}) generates the four sections concurrently and passes the rules`, async () => {
      server.respondWith((r) => ({ json: plausibleAnswer(r), delayMs: 50 }));
      const sections: string[] = [];
      const result = await writeCompliantListing(await engine(provider), request(), { onSection: (s) => sections.push(s) });
      expect(sections.sort()).toEqual(['bullets', 'description', 'keywords', 'title']);
      expect(server.requests.map((r) => r.schemaName).sort()).toEqual(['bullets', 'description', 'search_terms', 'titles']);
      expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(server.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
      expect(result.audit.findings.filter((f) => f.severity === 'error')).toEqual([]);
      expect(result.output.optimized_titles.length).toBeGreaterThanOrEqual(2);
      expect(result.output.optimized_titles.length).toBeLessThanOrEqual(3);
      // The seller's edited prompt is what the model is asked.
      expect(bySchema('titles')[0]!.prompt).toContain('Write 3 titles of 180 to 200 characters');
    });
  }

  it('extracts insights as structured output', async () => {
    server.respondWith(plausible);
    const insights = await (await engine()).extractInsights(kettleInput);
    expect(insights.product_name).toBe('Brewmaster Electric Kettle 1.7L');
    expect(insights.persona_is_estimate).toBe(true);
    expect(server.requests[0]!.prompt).toContain('Main keyword: electric kettle');
  });

  it('asks once more with the violations named when a title is too long, then passes', async () => {
    const long = `Brewmaster Electric Kettle ${'with a very long stainless steel body '.repeat(8)}`.trim();
    server.respondWith((r: ChatRequest) => {
      if (r.schemaName === 'titles' && bySchema('titles').length === 1) return { json: { titles: [long, long + ' tea', long + ' water'] } };
      return { json: plausibleAnswer(r) };
    });
    const result = await writeCompliantListing(await engine(), request());
    expect(result.repaired).toBe(true);
    const retry = bySchema('titles')[1]!;
    expect(retry.prompt).toMatch(/It has these problems \(marketplace rules it broke, and what it says that is not in the seller's facts\)/);
    expect(retry.prompt).toMatch(/- Title 1: The title is \d+ characters; the limit is 200\./);
    expect(retry.prompt).toContain(`Your previous answer was:\n${JSON.stringify([long, `${long} tea`, `${long} water`])}`);
    expect(result.changes.filter((c) => c.startsWith('Title'))).toEqual([]); // the repaired titles needed nothing more
    for (const title of result.output.optimized_titles) expect([...title].length).toBeLessThanOrEqual(200);
    expect(result.audit.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('falls back to removal and the safe fixes when the repaired answer still breaks the rules', async () => {
    // One run-on segment of distinct words, and one that repeats words twenty times.
    const long = 'Brewmaster Electric Kettle quiet rapid glossy sleek compact sturdy modern classic elegant handy simple bright tidy calm neat smooth solid light warm clean fresh crisp clear bold smart swift steady gentle plain honest';
    const repeated = `Brewmaster Electric Kettle ${'stainless steel body '.repeat(20)}`.trim();
    server.respondWith((r) => (r.schemaName === 'titles' ? { json: { titles: [long, repeated] } } : { json: plausibleAnswer(r) }));
    const result = await writeCompliantListing(await engine(), request());
    expect(bySchema('titles')).toHaveLength(2); // asked once more, no more than that
    // A single segment too long cannot lose a piece, so the rules engine cuts it at a word boundary.
    expect(result.changes).toContain(`Title option 1: fixed: the title is ${long.length} characters; the limit is 200`);
    expect(long.startsWith(result.output.optimized_titles[0]!)).toBe(true);
    // Repeats in one segment take the whole option with them.
    expect(result.changes).toContainEqual(expect.stringMatching(/^Title option 2: removed 'Brewmaster Electric Kettle stainless steel body .*': "stainless" appears 20 times/));
    expect(result.output.optimized_titles).toHaveLength(1);
    for (const title of result.output.optimized_titles) {
      expect([...title].length).toBeLessThanOrEqual(200);
      expect(audit({ title, bullets: result.output.optimized_bullet_points }, keywordsOf(kettleInput), profile).findings.filter((f) => f.severity === 'error')).toEqual([]);
    }
  });

  it('retries invalid JSON once, then succeeds', async () => {
    server.respondWith((r, i) => (i === 0 ? { content: '{"product_name": "oops", ' } : { json: plausibleAnswer(r) }));
    const insights = await (await engine()).extractInsights(kettleInput);
    expect(insights.product_name).toBeTruthy();
    expect(server.requests).toHaveLength(2);
  });

  it('gives a clear error when the JSON stays invalid', async () => {
    server.respondWith(() => ({ content: 'Sure! Here is your listing: {' }));
    await expect((await engine()).extractInsights(kettleInput)).rejects.toThrow(/not the JSON we asked for/);
  });

  it('backs off on a 429 and then succeeds', async () => {
    server.respondWith((r, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '0' } } : { json: plausibleAnswer(r) }));
    const insights = await (await engine()).extractInsights(kettleInput);
    expect(insights.product_name).toBeTruthy();
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after repeated 500s with a clear error that never shows the key', async () => {
    server.respondWith(() => ({ status: 500, errorBody: { error: { message: `upstream exploded, key was ${API_KEY}` } } }));
    const error = await (await engine()).extractInsights(kettleInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toBe('The AI provider failed (HTTP 500) after 3 attempts.');
    expect(server.requests).toHaveLength(3);
    expect(JSON.stringify({ message: (error as EngineError).message, detail: (error as EngineError).detail })).not.toContain(API_KEY);
  });

  it('stops waiting for a provider that hangs past the timeout', async () => {
    server.respondWith(() => ({ hang: true }));
    const started = Date.now();
    const error = await (await engine('openai-compatible', 1_000)).extractInsights(kettleInput).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('UPSTREAM_TIMEOUT');
    expect((error as EngineError).message).toBe('The AI provider did not answer within 1 seconds.');
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
