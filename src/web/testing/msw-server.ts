import { setupServer } from 'msw/node';

/**
 * The API as the web app's tests see it: each test declares its handlers with `server.use(...)`,
 * typed by the contract's response types. A request no handler answers is refused with a network
 * error and reported as `[MSW] Error` on stderr: keep that output empty. test/support/jsdom-setup.ts
 * starts it for every test file and drops each test's handlers after it.
 */
export const server = setupServer();

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
