import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { endedOnClose, openEventStream } from '../../src/server/http/event-stream.js';
import { until } from '../support/poll.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GETs `url`, collecting the body; `onData` sees the body so far and may return true to hang up. */
function get(url: string, onData: (body: string) => boolean = () => false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      let body = '';
      const answer = () => ({ status: res.statusCode ?? 0, headers: res.headers, body });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (onData(body)) {
          req.destroy();
          resolve(answer());
        }
      });
      res.on('end', () => resolve(answer()));
    });
    req.on('error', reject);
  });
}

describe('openEventStream', () => {
  let app: FastifyInstance;
  let closed = 0;
  let open: Set<ServerResponse>;

  async function start() {
    app = Fastify();
    open = endedOnClose(app);
    closed = 0;
    // As helmet does: headers set on the raw response before the hijack go out with the stream;
    // onSend hooks never run for it.
    app.addHook('onRequest', async (_request, reply) => void reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN'));
    app.addHook('onSend', async (_request, reply, payload) => {
      void reply.header('Cache-Control', 'no-store');
      return payload;
    });
    app.get('/once', async (_request, reply) => {
      const stream = openEventStream(reply);
      stream.send('progress', { done: 1 });
      stream.send('result', { text: 'two\nlines' });
      stream.end();
      stream.send('late', { ignored: true });
      return reply;
    });
    app.get('/live', async (_request, reply) => {
      const stream = openEventStream(reply, { heartbeatMs: 20, open, onClose: () => closed++ });
      stream.send('usage', { used: 0 });
    });
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  afterEach(() => app.close());

  it('frames each event as event and data lines, and writes nothing once ended', async () => {
    const address = await start();
    const res = await get(`${address}/once`);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-frame-options': 'SAMEORIGIN',
    });
    // A stream that ends by itself leaves Connection (and Keep-Alive) to Node.
    expect(res.headers['keep-alive']).toMatch(/^timeout=/);
    expect(res.body).toBe('event: progress\ndata: {"done":1}\n\nevent: result\ndata: {"text":"two\\nlines"}\n\n');
  });

  it('keeps a long-lived stream alive with comments, and cleans up when the client leaves', async () => {
    const address = await start();
    const res = await get(`${address}/live`, (body) => body.includes(': keep-alive\n\n: keep-alive\n\n'));
    expect(res.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
    expect(res.headers['keep-alive']).toBeUndefined();
    expect(res.body.startsWith('event: usage\ndata: {"used":0}\n\n: keep-alive\n\n')).toBe(true);
    await until(async () => closed === 1 || undefined, 'the stream to clean up', 5_000, 10);
    expect(open.size).toBe(0);
  });

  it('ends the open long-lived streams when the app closes', async () => {
    const address = await start();
    let opened = false;
    const answer = get(`${address}/live`, () => {
      opened = true;
      return false;
    });
    await until(async () => (opened && open.size === 1) || undefined, 'the stream to open', 5_000, 10);
    await app.close();
    expect((await answer).body).toMatch(/^event: usage\ndata: \{"used":0\}\n\n/);
    await until(async () => closed === 1 || undefined, 'the stream to clean up', 5_000, 10);
    expect(open.size).toBe(0);
  });
});
