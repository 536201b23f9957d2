import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../src/web/app/query-client';
import { flowStore } from '../../src/web/optimizer/flow-store';
import { listenForTests, requestsSettled, server, takeUnhandledRequests } from '../../src/web/testing/msw-server';

// The jsdom project shares one module graph per worker (isolate: false in vitest.config.ts), so
// what a fresh module used to give each file is reset here, for every file and every test.

// Answers are checked against the contract in tests; its schemas load up front rather than inside
// the first test's wait for the page.
// A `findBy…` waits up to 5 s rather than Testing Library's 1 s: a panel the page loads on demand
// (its chunk imported on first use) took longer than 1 s to appear on a loaded CI machine. An element
// that never appears still fails the test.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await import('../../src/contract/index');
  listenForTests();
});

afterEach(async () => {
  // The optimizer's draft outlives a page, as it does for a seller: closed here, it sends nothing
  // more (no save on a timer, no retry, no "start over") once the test is over.
  flowStore.close();
  cleanup();
  // The test's handlers go as soon as it ends: whatever the page sends from here on (a "start over"
  // sent by the teardown, a save on a timer) has no handler and fails this test, rather than being
  // answered by the next test's handlers, or by none in the middle of it.
  server.resetHandlers();
  // Every test starts with an empty cache: nothing one test fetched leaks into the next. Cancelling
  // first stops a query's pending retry, which would otherwise ask the next test's server.
  await queryClient.cancelQueries();
  queryClient.clear();
  await requestsSettled();
  failOnUnhandledRequests('this test');
});

/** Fails the test (or the file, after its last test) that sent a request no handler answered. */
function failOnUnhandledRequests(sender: string) {
  const leaked = takeUnhandledRequests();
  if (leaked.length) {
    throw new Error(`No handler answered ${leaked.join(', ')}, sent during or after ${sender}: give the test a handler (server.use or mockApi) for every request it causes.`);
  }
}

afterAll(async () => {
  await requestsSettled();
  failOnUnhandledRequests('the last test of this file');
  server.close();
  localStorage.clear();
  sessionStorage.clear();
});
