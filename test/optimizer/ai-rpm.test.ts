import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobSchema } from '../../src/contract/bulk-jobs.js';
import { bulkSeller } from '../bulk-jobs/bulk-client.js';
import { listingsCsv } from '../bulk-jobs/bulk-listings.js';
import { OpenAICompatibleServer } from '../support/openai-compatible-server.js';
import { until } from '../support/poll.js';
import { plausible } from '../support/scripted-llm.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from './fixtures.js';

/*
 * Issue 25: the optimizer's LLM calls did not count against AI_RPM, so a bulk job and a seller on
 * the page together could exceed the provider's limit, and the seller got the 429s. Both run here
 * against the local OpenAI-compatible server over a real socket; the limiter's window is shortened
 * from a minute to a second, so AI_RPM=10 allows 10 requests in any second.
 */
const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const LIMIT = 10;
const WINDOW_MS = 1_000;

/** The most arrivals in any half-open window of `windowMs`. */
function busiestWindow(times: number[], windowMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('AI_RPM with a bulk job and a seller on the page', { timeout: 120_000 }, () => {
  // The limit is checked on the limiter's own admission times: arrivals at the model server come a
  // socket later, and on a loaded machine that trip varies by more than any fixed slack (CI saw 11).
  const admissions: number[] = [];
  const t = useTestApp(
    () => ({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'test-model', AI_API_KEY: 'sk-test-0123456789abcdef', AI_BASE_URL: server.baseUrl, AI_RPM: String(LIMIT) }),
    { aiRateWindowMs: WINDOW_MS, onAiAdmission: (at) => admissions.push(at), bulk: { concurrency: 4 }, queueTiming: { pollSeconds: 0.05, graceMs: 1_000 } },
  );
  const db = () => t().testDb.database.db;

  it('counts every call, the seller’s included, and serves the seller before the waiting rows', async () => {
    const arrivals: { at: number; seller: boolean; schema?: string }[] = [];
    server.respondWith((request) => {
      arrivals.push({ at: Date.now(), seller: request.prompt.includes(kettleInput.title), schema: request.schemaName });
      return plausible(request);
    });
    const bulk = await bulkSeller(() => t().app, db(), { credits: 8 });
    const seller = await signedInTestUser(t().app, db());
    const job = bulkJobSchema.parse((await bulk.upload('rows.csv', listingsCsv(8))).json());
    expect((await bulk.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    // The rows are under way, and more of their requests wait for a slot than the limit lets out.
    await until(async () => (arrivals.length >= 4 ? true : undefined), 'the bulk rows to reach the model', 30_000, 20);

    const call = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${seller.token}` } });
    const analysis = await call('/api/extract-insights', { userInput: kettleInput });
    expect(analysis.statusCode).toBe(200);
    const generation = await call('/api/generate', { analysis_id: analysis.json().analysis_id });
    expect(generation.statusCode).toBe(200);
    const ended = await bulk.ended(job.id);
    expect(ended.counts.done).toBe(8);

    // Never more than AI_RPM requests in any window, the seller's and the rows' together.
    expect(admissions.length).toBeGreaterThanOrEqual(arrivals.length);
    expect(busiestWindow(admissions, WINDOW_MS)).toBeLessThanOrEqual(LIMIT);
    // The seller's four sections were asked for together while rows waited: they went out next,
    // one after another (a row already admitted may still land between them).
    const sections = arrivals.map((arrival, index) => ({ ...arrival, index })).filter((arrival) => arrival.seller && arrival.schema !== 'insights').slice(0, 4);
    expect(sections).toHaveLength(4);
    const rowsBetween = arrivals.slice(sections[0]!.index, sections[3]!.index + 1).filter((arrival) => !arrival.seller).length;
    expect(rowsBetween).toBeLessThanOrEqual(1);
    // And rows were still waiting then: the seller did not simply find the line empty.
    expect(arrivals.slice(sections[3]!.index + 1).filter((arrival) => !arrival.seller).length).toBeGreaterThan(0);
  });
});
