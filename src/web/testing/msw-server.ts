import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API as the web app's tests see it: each test declares its handlers with `server.use(...)`,
 * typed by the contract's response types. A request no handler answers is refused with a network
 * error and reported as `[MSW] Error` on stderr: keep that output empty.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A text/event-stream body made of the given events, delivered in awkward chunks. */
export function eventStream(events: { event: string; data: unknown }[], chunkSize = 7, tail = '') {
  const text = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('') + tail;
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
