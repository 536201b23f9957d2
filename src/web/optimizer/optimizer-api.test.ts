import { http } from 'msw';
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
            { event: 'progress', data: { completed: ['title'] } },
            { event: 'result', data: RESULT },
          ],
          3,
        ),
      ),
    );
    const progress: unknown[] = [];
    expect(await generateListing(body, (completed) => progress.push(completed))).toEqual(RESULT);
    expect(progress).toEqual([['title']]);
  });

  it('skips comments and keeps a last block without its closing blank line', async () => {
    server.use(http.post('/api/generate', () => eventStream([], 5, `: keep-alive\n\nevent: result\ndata: ${JSON.stringify(RESULT)}`)));
    expect(await generateListing(body, () => {})).toEqual(RESULT);
  });

  it('turns an error event into an ApiError with the server message', async () => {
    server.use(http.post('/api/generate', () => eventStream([{ event: 'error', data: { message: 'Usage limit reached', code: 'USAGE_LIMIT_REACHED' } }])));
    await expect(generateListing(body, () => {})).rejects.toMatchObject({ message: 'Usage limit reached', status: 402 });
  });
});
