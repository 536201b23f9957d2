import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAICompatibleServer } from '../support/openai-compatible-server.js';
import { plausible } from '../support/scripted-llm.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from '../optimizer/fixtures.js';

/**
 * L4: a provider answering 500 outlasted AI_TIMEOUT_MS through our retry waits; the timer fired
 * mid-wait and the seller got our own 500 INTERNAL, without "No credits were used". The engine
 * here is the one the configuration builds (3 attempts, 1 s first back-off), as in production.
 */
const server = new OpenAICompatibleServer(plausible);
beforeAll(() => server.start());
afterAll(() => server.stop());

const t = useTestApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'test-model', AI_BASE_URL: server.baseUrl, AI_TIMEOUT_MS: '1000' }));

async function analyse() {
  const seller = await signedInTestUser(t().app, t().testDb.database.db);
  const res = await t().app.inject({ method: 'POST', url: '/api/extract-insights', payload: { userInput: kettleInput }, headers: { authorization: `Bearer ${seller.token}` } });
  const usage = (await seller.client.get('/api/usage')).json() as { used: number };
  return { res, usage };
}

describe('provider failures with a short AI_TIMEOUT_MS', () => {
  it('a provider 500 is a 502 that says no credits were used, not our own 500', async () => {
    server.respondWith(() => ({ status: 500, delayMs: 300 }));
    const { res, usage } = await analyse();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('UPSTREAM_FAILED');
    expect(res.json().message).toMatch(/The AI provider failed \(HTTP 500\)/);
    expect(res.json().message).toContain('No credits were used');
    expect(usage.used).toBe(0);
    // The retry wait (1 s) would have outlasted the 1 s limit, so it was not started.
    expect(server.requests).toHaveLength(1);
  });

  it('a Retry-After longer than the time left is not waited for either', async () => {
    server.respondWith(() => ({ status: 429, headers: { 'retry-after': '5' } }));
    const { res, usage } = await analyse();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('No credits were used');
    expect(usage.used).toBe(0);
  });

  it('a provider that never answers is a 504 that says no credits were used', async () => {
    server.respondWith(() => ({ hang: true }));
    const { res, usage } = await analyse();
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toContain('No credits were used');
    expect(usage.used).toBe(0);
  });
});
