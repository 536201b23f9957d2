import { describe, expect, it } from 'vitest';
import { sseResponse } from '../testing/mock-fetch';
import { readServerEvents } from './sse';

async function collect(body: ReadableStream<Uint8Array>) {
  const out = [];
  for await (const event of readServerEvents(body)) out.push(event);
  return out;
}

describe('readServerEvents', () => {
  it('parses events split across chunks', async () => {
    const response = sseResponse(
      [
        { event: 'progress', data: { completed: ['title'] } },
        { event: 'result', data: { ok: true } },
      ],
      3,
    );
    expect(await collect(response.body!)).toEqual([
      { event: 'progress', data: '{"completed":["title"]}' },
      { event: 'result', data: '{"ok":true}' },
    ]);
  });

  it('skips comments, joins multi-line data and keeps a last block without its blank line', async () => {
    const text = ': keep-alive\n\ndata: a\ndata: b\n\nevent: result\ndata: {"x":1}';
    const body = new Response(text).body!;
    expect(await collect(body)).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'result', data: '{"x":1}' },
    ]);
  });
});
