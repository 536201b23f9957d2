import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobSchema } from '../../src/contract/bulk-jobs.js';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import type { WritingEngine } from '../../src/writer/engine.js';
import { OpenAICompatibleServer, type ChatRequest, type Reply } from '../support/openai-compatible-server.js';
import { until } from '../support/poll.js';
import { plausible } from '../support/scripted-llm.js';
import { TEST_SECRETS, testConfig } from '../support/test-app.js';
import { useTestDatabase } from '../support/test-database.js';
import { bulkSeller, ledgerOf, testLlmEngine, usedHalfCredits } from './bulk-client.js';
import { bulkListing, listingsCsv } from './bulk-listings.js';

/*
 * Bulk rows written by the LLM engine against the local OpenAI-compatible server, over a real
 * socket: a row the model fails on, a cancel while rows run, an app stopped mid-job and a new one
 * started on the same database, and the AI_RPM limiter in front of every request.
 */

const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const QUICK = { pollSeconds: 0.05, graceMs: 1_000 };

/** Slow enough that a test can act while rows run. */
const slowly = (ms: number) => (request: ChatRequest): Reply => ({ ...plausible(request), delayMs: ms });

describe('bulk jobs that fail, are cancelled, or outlive their process', { timeout: 180_000 }, () => {
  const testDb = useTestDatabase();
  const apps: FastifyInstance[] = [];
  const configs: string[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dir of configs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const db = () => testDb().database.db;

  async function startApp(options: { engine?: WritingEngine; env?: Record<string, string>; bulk?: AppDeps['bulk'] } = {}) {
    const config = testConfig(options.env);
    configs.push(config.dataDir);
    const app = await buildApp({
      config,
      database: testDb().database,
      secrets: TEST_SECRETS,
      logger: false,
      queueTiming: QUICK,
      ...(options.engine ? { engine: options.engine } : {}),
      ...(options.bulk ? { bulk: options.bulk } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  it('fails the row the model fails on, with its reason, refunds it, and writes the others', async () => {
    server.respondWith((request) =>
      request.prompt.includes(bulkListing(1).title) ? { status: 400, errorBody: { error: { message: 'content policy', type: 'invalid_request_error' } } } : plausible(request),
    );
    const app = await startApp({ engine: await testLlmEngine(server.baseUrl) });
    const seller = await bulkSeller(() => app, db(), { credits: 5 });
    const job = bulkJobSchema.parse((await seller.upload('three.csv', listingsCsv(3))).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    const ended = await seller.ended(job.id);
    expect(ended).toMatchObject({ status: 'finished', counts: { done: 2, failed: 1, left: 0 } });
    const failed = ended.rows.find((r) => r.status === 'failed')!;
    expect(failed).toMatchObject({ row: 3, listing_id: null });
    expect(failed.error).toMatch(/refunded/);
    const ledger = await ledgerOf(db(), seller.id);
    const refunded = ledger.filter((l) => l.kind === 'charge' && l.status === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(ledger.filter((l) => l.kind === 'refund').map((l) => [l.refund_of, l.half_credits])).toEqual([[refunded[0]!.id, -2]]);
    expect(ledger.filter((l) => l.status === 'settled')).toHaveLength(2);
    expect(await usedHalfCredits(db(), seller.id)).toBe(4);
  });

  it('cancels the rows that have not started and refunds them; the row running finishes and is paid for', async () => {
    server.respondWith(slowly(150));
    const app = await startApp({ engine: await testLlmEngine(server.baseUrl), bulk: { concurrency: 1 } });
    const seller = await bulkSeller(() => app, db(), { credits: 6 });
    const job = bulkJobSchema.parse((await seller.upload('six.csv', listingsCsv(6))).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    await until(async () => ((await seller.job(job.id)).counts.done >= 1 ? true : undefined), 'a first row to finish', 60_000);
    const cancel = await seller.call('POST', `/api/bulk-jobs/${job.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const ended = await seller.ended(job.id);
    expect(ended.status).toBe('cancelled');
    const { done, cancelled, failed } = ended.counts;
    expect(failed).toBe(0);
    expect(cancelled).toBeGreaterThanOrEqual(3);
    expect(done + cancelled).toBe(6);
    const ledger = await ledgerOf(db(), seller.id);
    expect(ledger.filter((l) => l.status === 'settled')).toHaveLength(done);
    expect(ledger.filter((l) => l.kind === 'refund')).toHaveLength(cancelled);
    expect(await usedHalfCredits(db(), seller.id)).toBe(2 * done);
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/cancel`)).statusCode).toBe(409);
  });

  it('resumes after the app stops mid-job: a new app on the same database finishes every row, none twice', async () => {
    server.respondWith(slowly(100));
    const engine = await testLlmEngine(server.baseUrl);
    const first = await startApp({ engine, bulk: { concurrency: 2 } });
    const seller = await bulkSeller(() => first, db(), { credits: 8 });
    const job = bulkJobSchema.parse((await seller.upload('eight.csv', listingsCsv(8))).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    await until(async () => ((await seller.job(job.id)).counts.done >= 1 ? true : undefined), 'a first row to finish', 60_000);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const stopped = await db().selectFrom('bulk_job_rows').select(['status']).where('job_id', '=', job.id).execute();
    const leftAfterStop = stopped.filter((r) => r.status !== 'done').length;
    expect(leftAfterStop).toBeGreaterThan(0);

    const second = await startApp({ engine, bulk: { concurrency: 2 } });
    const resumed = bulkJobSchema.parse((await second.inject({ method: 'GET', url: `/api/bulk-jobs/${job.id}`, headers: seller.headers })).json());
    expect(resumed.status).toBe('running');
    const ended = await until(async () => {
      const view = bulkJobSchema.parse((await second.inject({ method: 'GET', url: `/api/bulk-jobs/${job.id}`, headers: seller.headers })).json());
      return view.status === 'finished' ? view : undefined;
    }, 'the resumed job to finish', 120_000);
    expect(ended.counts).toMatchObject({ done: 8, failed: 0, left: 0 });
    // Each row once: one listing per row, one settled charge per row, nothing refunded.
    const listings = await db().selectFrom('listings').select(['id', 'original_title']).where('user_id', '=', seller.id).execute();
    expect(listings.map((l) => l.original_title).sort()).toEqual(Array.from({ length: 8 }, (_, i) => bulkListing(i).title).sort());
    expect(new Set(ended.rows.map((r) => r.listing_id)).size).toBe(8);
    const ledger = await ledgerOf(db(), seller.id);
    expect(ledger.filter((l) => l.kind === 'charge')).toHaveLength(8);
    expect(ledger.every((l) => l.kind === 'charge' && l.status === 'settled')).toBe(true);
    expect(await usedHalfCredits(db(), seller.id)).toBe(16);
  });

  it('spaces the provider requests of parallel rows by the AI_RPM limit', async () => {
    const arrivals: number[] = [];
    server.respondWith((request) => {
      arrivals.push(Date.now());
      return plausible(request);
    });
    // 600 a minute: admissions at least 75 ms apart, whatever the number of rows running.
    const env = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'test-model', AI_API_KEY: 'sk-test-0123456789abcdef', AI_BASE_URL: server.baseUrl, AI_RPM: '600' };
    const app = await startApp({ env, bulk: { concurrency: 4 } });
    const seller = await bulkSeller(() => app, db(), { credits: 4 });
    const job = bulkJobSchema.parse((await seller.upload('four.csv', listingsCsv(4))).json());
    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    expect((await seller.ended(job.id)).counts.done).toBe(4);
    expect(arrivals.length).toBeGreaterThanOrEqual(4 * 5);
    // Admissions are 75 ms apart; a busy event loop may bunch two arrivals, never the whole stream.
    const span = arrivals.at(-1)! - arrivals[0]!;
    expect(span).toBeGreaterThanOrEqual((arrivals.length - 1) * 70);
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!).sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(60);
  });
});
