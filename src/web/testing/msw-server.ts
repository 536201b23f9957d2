import { setupServer } from 'msw/node';

/**
 * The API as the web app's tests see it: each test declares its handlers with `server.use(...)`,
 * typed by the contract's response types. test/support/jsdom-setup.ts starts it for every test file
 * with `listenForTests` and drops each test's handlers after it.
 */
export const server = setupServer();

/** Requests no handler answered, since they were last taken. */
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => void unhandled.push(`${request.method} ${request.url}`));

/**
 * Listens, refusing a request no handler answers with a network error (what the page would see
 * offline; MSW also prints it as `[MSW] Error`) and recording it: jsdom-setup fails the test that
 * sent it. The printed line alone let leaks through, since a test whose page shrugs off a network
 * error still passed.
 */
export function listenForTests() {
  server.listen({ onUnhandledFrame: 'error' });
}

/** The unhandled requests recorded so far; the record starts empty again. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** Requests sent but not yet matched to a handler (or found to have none). */
const unresolved = new Set<string>();
for (const settled of ['request:match', 'request:unhandled', 'request:end'] as const) {
  server.events.on(settled, ({ requestId }) => void unresolved.delete(requestId));
}
server.events.on('request:start', ({ requestId }) => void unresolved.add(requestId));

// Kept from before any test fakes the clock: the wait below must not stall under fake timers.
const realSetTimeout = globalThis.setTimeout;
const macrotask = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/**
 * Resolves once every request sent so far has met its handler or been found to have none (or after
 * `maxTurns` turns of the event loop, a second or so). A `fetch` reaches MSW a few turns after the
 * page calls it: without this wait, a request sent as a test ends meets the next test's handlers,
 * or none, in the middle of another test.
 */
export async function requestsSettled(maxTurns = 500) {
  await macrotask();
  for (let turn = 0; unresolved.size && turn < maxTurns; turn++) await macrotask();
  await macrotask();
}

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
