import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import { TITLE_SEPARATOR } from '../../src/contract/listings.js';
import { analysisAnswerSchema, generateEventSchemas, generateResultSchema, type GenerateEventName } from '../../src/contract/optimizer-api.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { expectContract } from '../support/contract-fixtures.js';
import { OpenAICompatibleServer, type Responder } from '../support/openai-compatible-server.js';
import { plausible, plausibleAnswer } from '../support/scripted-llm.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';
import { capturedLog } from '../support/captured-log.js';

const API_KEY = 'sk-test-NEVERSHOWTHIS987654321';
const server = new OpenAICompatibleServer(plausible);
const log = capturedLog();

beforeAll(() => server.start());
afterAll(() => server.stop());
const t = useTestApp({}, async () => ({
  logger: log.logger,
  engine: await createLlmEngine({
    settings: { provider: 'openai', model: 'gpt-test', apiKey: API_KEY, baseUrl: server.baseUrl, timeoutMs: 1_000 },
    attempts: 2,
    baseDelayMs: 10,
  }),
}));

async function seller() {
  const user = await signedInTestUser(t().app, t().testDb.database.db);
  const call = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: user.client.cookie, ...headers } });
  const usage = async () => (await user.client.get('/api/usage')).json() as { used: number; remaining: number };
  return { ...user, call, usage };
}

const generateBody = { userInput: kettleInput, prompts: kettlePrompts, insights: kettleInsights };

/** Insights answer plausibly; everything else as `rest` says. */
const analysisThen =
  (rest: Responder): Responder =>
  (request, index) =>
    request.schemaName === 'insights' ? plausible(request) : rest(request, index);

describe('optimizer API', () => {
  it('answers 401 with SPEC’s message without a session', async () => {
    for (const url of ['/api/extract-insights', '/api/generate']) {
      const res = await t().app.inject({ method: 'POST', url, payload: generateBody });
      expect(res.statusCode).toBe(401);
      expect(expectContract(errorSchema, res.json()).message).toBe('No active session. Please log in again.');
    }
  });

  it('refuses bad input per field, and charges nothing', async () => {
    const s = await seller();
    const cases: [unknown, string][] = [
      [{ userInput: { ...kettleInput, title: '  ' } }, 'userInput.title'],
      [{ userInput: { ...kettleInput, bulletPoints: ['a', 'b', 'c', 'd', '', ''] } }, 'userInput.bulletPoints'],
      [{ userInput: { ...kettleInput, bulletPoints: ['x'.repeat(2001), 'b', 'c', 'd', 'e'] } }, 'userInput.bulletPoints.0'],
      [{ userInput: { ...kettleInput, titleMainKeyword: '' } }, 'userInput.titleMainKeyword'],
      [{ userInput: { ...kettleInput, title: 42 } }, 'userInput.title'],
      [{ userInput: { ...kettleInput, bulletKeywords: 'k'.repeat(1001) } }, 'userInput.bulletKeywords'],
    ];
    for (const [payload, field] of cases) {
      const res = await s.call('/api/extract-insights', payload);
      expect(res.statusCode, field).toBe(400);
      expect(expectContract(errorSchema, res.json()).code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().details.fields)).toContain(field);
    }
    const longPrompt = await s.call('/api/generate', { ...generateBody, prompts: { ...kettlePrompts, bulletPrompt: 'p'.repeat(20_001) } });
    expect(longPrompt.statusCode).toBe(400);
    expect(longPrompt.json().details.fields['prompts.bulletPrompt']).toMatch(/20,000/);
    const badProfile = await s.call('/api/generate', { ...generateBody, profile: 'amazon-1999' });
    expect(badProfile.statusCode).toBe(400);
    expect(await s.usage()).toMatchObject({ used: 0, remaining: 1 });
  });

  it('analyses for half a credit, then generates and saves the listing for the other half', async () => {
    server.respondWith(plausible);
    const s = await seller();
    const insights = await s.call('/api/extract-insights', { userInput: kettleInput });
    expect(insights.statusCode).toBe(200);
    expect(Object.keys(expectContract(analysisAnswerSchema, insights.json()))).toEqual(expect.arrayContaining(['product_name', 'buyer_persona_details', 'buyer_image_prompt']));
    expect(await s.usage()).toMatchObject({ used: 0.5, remaining: 0.5 });

    const res = await s.call('/api/generate', { ...generateBody, insights: insights.json(), profile: 'amazon-2026-07' });
    expect(res.statusCode).toBe(200);
    const body = expectContract(generateResultSchema, res.json());
    expect(body.listing_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.stage_3_optimization.optimized_titles.length).toBeGreaterThanOrEqual(2);
    for (const title of body.stage_3_optimization.optimized_titles) expect([...title].length).toBeLessThanOrEqual(75);
    expect(body.audit.after.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(body.audit.before.score).toBeTypeOf('number');
    expect(body.engine).toBe('openai:gpt-test');
    expect(await s.usage()).toMatchObject({ used: 1, remaining: 0 });

    const row = await t().testDb.database.db.selectFrom('listings').selectAll().where('id', '=', body.listing_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: s.id,
      original_title: kettleInput.title,
      generated_title: body.stage_3_optimization.optimized_titles.join(TITLE_SEPARATOR),
      generated_description: body.stage_3_optimization.product_description,
      title_main_keyword: 'electric kettle',
      title_secondary_keywords: kettleInput.titleSecondaryKeywords,
      bullet_keywords: kettleInput.bulletKeywords,
      policy_profile: 'amazon-2026-07',
      marketplace: 'US',
      engine: 'openai:gpt-test',
      audit_score: body.audit.after.score,
    });
    expect(row.original_bullets).toHaveLength(5);
    expect(row.generated_keywords.join(' ')).toBe(body.stage_3_optimization.backend_search_terms);
    expect(row.prompts).toEqual(kettlePrompts);

    const refused = await s.call('/api/extract-insights', { userInput: kettleInput });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'USAGE_LIMIT_REACHED' });
    expect(refused.json().message).toContain('Insufficient credits');
  });

  it('streams progress events, then the same final object', async () => {
    server.respondWith((r) => ({ json: plausibleAnswer(r), delayMs: 20 }));
    const s = await seller();
    expect((await s.call('/api/extract-insights', { userInput: kettleInput })).statusCode).toBe(200);
    const res = await s.call('/api/generate', generateBody, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const name = /^event: (.*)$/m.exec(block)![1] as GenerateEventName;
        expect(Object.keys(generateEventSchemas)).toContain(name);
        return { name, data: expectContract(generateEventSchemas[name], JSON.parse(/^data: (.*)$/m.exec(block)![1]!)) };
      });
    const progress = events.flatMap((e) => (e.name === 'progress' ? [generateEventSchemas.progress.parse(e.data)] : []));
    expect(progress).toHaveLength(5);
    expect(progress.at(-1)!.completed.sort()).toEqual(['bullets', 'description', 'keywords', 'title']);
    const last = events.at(-1)!;
    expect(last.name).toBe('result');
    const result = generateResultSchema.parse(last.data);
    expect(result.listing_id).toBeTruthy();
    expect(result.stage_3_optimization.backend_search_terms).toBeTruthy();
  });

  it('refunds when the provider keeps failing, and never leaks the API key', async () => {
    server.respondWith(() => ({ status: 500, errorBody: { error: { message: `boom ${API_KEY}` } } }));
    const s = await seller();
    const res = await s.call('/api/extract-insights', { userInput: kettleInput });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The AI provider failed (HTTP 500) after 2 attempts. No credits were used; please try again.');
    expect(res.body).not.toContain(API_KEY);
    expect(await s.usage()).toMatchObject({ used: 0, remaining: 1 });
    const ledger = await t().testDb.database.db
      .selectFrom('usage_ledger')
      .select(['kind', 'half_credits', 'status', 'analysis_id'])
      .where('user_id', '=', s.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'charge', half_credits: 1, status: 'refunded', analysis_id: expect.any(String) },
      { kind: 'refund', half_credits: -1, status: null, analysis_id: ledger[0]!.analysis_id },
    ]);
    const analysis = await t().testDb.database.db.selectFrom('analyses').select(['status', 'insights']).where('id', '=', ledger[0]!.analysis_id!).executeTakeFirstOrThrow();
    expect(analysis).toEqual({ status: 'failed', insights: null });
  });

  it('refunds when the provider hangs past the timeout, also mid-stream', async () => {
    server.respondWith(analysisThen(() => ({ hang: true })));
    const s = await seller();
    expect((await s.call('/api/extract-insights', { userInput: kettleInput })).statusCode).toBe(200);
    const res = await s.call('/api/generate', generateBody);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toMatch(/did not answer within 1 seconds/);
    const streamed = await s.call('/api/generate', generateBody, { accept: 'text/event-stream' });
    expect(streamed.body).toMatch(/event: error\ndata: .*UPSTREAM_TIMEOUT/);
    expect(await s.usage()).toMatchObject({ used: 0.5, remaining: 0.5 });
    expect(await t().testDb.database.db.selectFrom('listings').select('id').where('user_id', '=', s.id).execute()).toEqual([]);
  });

  it('never writes the API key to the log', () => {
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.join('\n')).not.toContain(API_KEY);
  });

  it('serves default prompts with the profile’s targets and every SPEC placeholder', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/prompts/defaults?profile=amazon-2026-07' });
    expect(res.statusCode).toBe(200);
    const prompts = res.json();
    const all = Object.values(prompts).join('\n');
    for (const placeholder of ['product_name', 'main_keyword', 'secondary_keywords', 'existing_title', 'bullet_keywords', 'existing_bullets', 'usps', 'key_features', 'target_audience', 'product_description', 'combined_keywords']) {
      expect(all).toContain(`{{${placeholder}}}`);
    }
    expect(prompts.titlePrompt).toContain('60 to 75 characters');
    expect((await t().app.inject({ method: 'GET', url: '/api/prompts/defaults' })).json().titlePrompt).toContain('180 to 200 characters');
  });
});
