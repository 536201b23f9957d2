import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../src/web/app/query-client';
import { server } from '../../src/web/testing/msw-server';

// The jsdom project shares one module graph per worker (isolate: false in vitest.config.ts), so
// what a fresh module used to give each file is reset here, for every file and every test.

// Answers are checked against the contract in tests; its schemas load up front rather than inside
// the first test's wait for the page.
beforeAll(async () => {
  await import('../../src/contract/index');
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Every test starts with an empty cache: nothing one test fetched leaks into the next. Cancelling
  // first stops a query's pending retry, which would otherwise ask the next test's server.
  await queryClient.cancelQueries();
  queryClient.clear();
});

afterAll(() => {
  server.close();
  localStorage.clear();
  sessionStorage.clear();
});
