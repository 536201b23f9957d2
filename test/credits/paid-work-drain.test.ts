import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { PaidWork, RESTARTING_MESSAGE, STOPPED_MESSAGE } from '../../src/server/credits/paid-work.js';
import { OpenAICompatibleServer, type ChatRequest, type Reply } from '../support/openai-compatible-server.js';
import { until } from '../support/poll.js';
import { plausible } from '../support/scripted-llm.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from '../optimizer/fixtures.js';

/**
 * What a shutdown does with paid work (main.ts drains before closing the app): each case gets its
 * own app, because a drained gate stays closed.
 */
function drainingApp(writing: (request: ChatRequest) => Reply | Promise<Reply>) {
  const server = new OpenAICompatibleServer((request) => (request.schemaName === 'insights' ? plausible(request) : writing(request)));
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const paidWork = new PaidWork();
  const t = useTestApp({}, async () => ({
    paidWork,
    engine: await createLlmEngine({
      settings: { provider: 'openai', model: 'gpt-test', apiKey: 'sk-test-drain', baseUrl: server.baseUrl, timeoutMs: 60_000 },
      attempts: 1,
    }),
  }));

  async function analysedSeller() {
    const user = await signedInTestUser(t().app, t().testDb.database.db);
    const call = (url: string, payload: unknown) =>
      t().app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${user.token}` } });
    const analysis = await call('/api/extract-insights', { userInput: kettleInput });
    expect(analysis.statusCode).toBe(200);
    const ledger = () =>
      t()
        .testDb.database.db.selectFrom('usage_ledger')
        .select(['id', 'kind', 'reason', 'status', 'refund_of'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
    const usage = async () => (await user.client.get('/api/usage')).json() as { used: number };
    return { ...user, call, analysisId: analysis.json().analysis_id as string, ledger, usage };
  }

  /** Starts a generation and resolves, with its answer still to come, once its LLM call is under way. */
  async function generating(s: Awaited<ReturnType<typeof analysedSeller>>) {
    const before = server.requests.length;
    const answer = s.call('/api/generate', { analysis_id: s.analysisId });
    await until(async () => (server.requests.length > before ? true : undefined), 'the LLM call', 10_000, 10);
    return { answer };
  }

  return { paidWork, analysedSeller, generating };
}

describe('a generation that finishes within the grace period', () => {
  // The writer answers when the test says so, once the drain has begun: no delay to race against.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const { paidWork, analysedSeller, generating } = drainingApp(async (request) => {
    await released;
    return plausible(request);
  });

  it('saves and settles; new paid work meanwhile gets a clear 503 and costs nothing', async () => {
    const s = await analysedSeller();
    const { answer } = await generating(s);
    const drained = paidWork.drain({ graceMs: 20_000 });
    const refused = await s.call('/api/extract-insights', { userInput: kettleInput });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: RESTARTING_MESSAGE });
    release();
    expect(await drained).toEqual({ finished: 1, stopped: 0 });
    expect((await answer).statusCode).toBe(200);
    expect(await s.ledger()).toMatchObject([
      { reason: 'analyze', status: 'settled' },
      { reason: 'generate', status: 'settled' },
    ]);
    expect(await s.usage()).toMatchObject({ used: 1 });
  });
});

describe('a generation that outlasts the grace period', () => {
  const { paidWork, analysedSeller, generating } = drainingApp(() => ({ hang: true }));

  it('is stopped and refunded before the drain returns, with a message that says so', async () => {
    const s = await analysedSeller();
    const { answer } = await generating(s);
    expect(await paidWork.drain({ graceMs: 200 })).toEqual({ finished: 0, stopped: 1 });
    // The refund is written before the drain returns, so the process can exit right after.
    const ledger = await s.ledger();
    expect(ledger).toMatchObject([
      { reason: 'analyze', status: 'settled' },
      { reason: 'generate', status: 'refunded' },
      { kind: 'refund', refund_of: ledger[1]!.id },
    ]);
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: STOPPED_MESSAGE });
    expect(await s.usage()).toMatchObject({ used: 0.5 });
  });
});
