import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../../contract/index';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { eventStream, server } from '../testing/msw-server';
import { generateListing } from './optimizer-api';

const body: GenerateRequest = { userInput: INPUT, prompts: DEFAULT_PROMPTS, insights: INSIGHTS, profile: 'amazon-2025', marketplace: 'US' };

describe('generateListing reads the POST /api/generate stream', () => {
  it('reports progress and returns the result, however the bytes are split', async () => {
    server.use(
      http.post('/api/generate', () =>
        eventStream(
          [
            { event: 'progress', data: { section: null, completed: [], total: 4 } },
            { event: 'progress', data: { section: 'title', completed: ['title'], total: 4 } },
            { event: 'result', data: RESULT },
          ],
          3,
        ),
      ),
    );
    const progress: unknown[] = [];
    expect(await generateListing(body, (completed) => progress.push(completed))).toEqual(RESULT);
    expect(progress).toEqual([[], ['title']]);
  });

  it('skips comments and keeps a last block without its closing blank line', async () => {
    server.use(http.post('/api/generate', () => eventStream([], 5, `: keep-alive\n\nevent: result\ndata: ${JSON.stringify(RESULT)}`)));
    expect(await generateListing(body, () => {})).toEqual(RESULT);
  });

  it('turns an error event into an ApiError with the server message', async () => {
    server.use(http.post('/api/generate', () => eventStream([{ event: 'error', data: { message: 'Usage limit reached', code: 'USAGE_LIMIT_REACHED' } }])));
    await expect(generateListing(body, () => {})).rejects.toMatchObject({ message: 'Usage limit reached', status: 402 });
  });

  it('parses each event against the contract: a bad progress event is skipped, a bad result is an error', async () => {
    server.use(
      http.post('/api/generate', () =>
        eventStream([
          { event: 'progress', data: { completed: ['not-a-section'] } },
          { event: 'progress', data: { section: 'bullets', completed: ['title', 'bullets'], total: 4 } },
          { event: 'result', data: { ...RESULT, audit: { before: 'high', after: 90 } } },
        ]),
      ),
    );
    const progress: unknown[] = [];
    await expect(generateListing(body, (completed) => progress.push(completed))).rejects.toThrow(Error);
    expect(progress).toEqual([['title', 'bullets']]);
  });

  it('accepts a result whose fields are missing (the page says so), and a plain JSON answer', async () => {
    const { audit: _audit, ...withoutAudit } = RESULT;
    server.use(http.post('/api/generate', () => HttpResponse.json(withoutAudit)));
    expect(await generateListing(body, () => {})).toEqual(withoutAudit);
  });

  it('takes the status of an error event from its code, not its words', async () => {
    server.use(http.post('/api/generate', () => eventStream([{ event: 'error', data: { message: 'The writer timed out', code: 'UPSTREAM_TIMEOUT' } }])));
    await expect(generateListing(body, () => {})).rejects.toMatchObject({ message: 'The writer timed out', status: 504, code: 'UPSTREAM_TIMEOUT' });
  });
});
