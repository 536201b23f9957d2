import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsSettled, server, takeUnhandledRequests } from './msw-server';

/**
 * The net test/support/jsdom-setup.ts spreads under every React test. The two `[MSW] Error` lines
 * this file prints are its own unhandled requests, sent on purpose.
 */
describe('the test server', () => {
  it('records a request no handler answers, which the page sees as a network error', async () => {
    await expect(fetch('http://localhost:3000/api/nobody-answers?x=1', { method: 'POST' })).rejects.toThrow(TypeError);
    await requestsSettled();
    // Taken here, so this test does not fail by design; jsdom-setup throws for any left over.
    expect(takeUnhandledRequests()).toEqual(['POST http://localhost:3000/api/nobody-answers?x=1']);
  });

  it('records nothing for a request a handler answers', async () => {
    server.use(http.get('http://localhost:3000/api/answered', () => HttpResponse.json({ ok: true })));
    expect(await (await fetch('http://localhost:3000/api/answered')).json()).toEqual({ ok: true });
    await requestsSettled();
    expect(takeUnhandledRequests()).toEqual([]);
  });

  it('waits for a request sent just before the check, so it counts for the test that sent it', async () => {
    void fetch('http://localhost:3000/api/sent-last').catch(() => {});
    await requestsSettled();
    expect(takeUnhandledRequests()).toEqual(['GET http://localhost:3000/api/sent-last']);
  });
});
