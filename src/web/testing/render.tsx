import { notifyManager } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { queryClient } from '../app/query-client';

// The cache tells components of a change in a microtask rather than a timer, so tests that fake
// the clock see the page as a seller would, without advancing time for the cache's own sake.
notifyManager.setScheduler(queueMicrotask);

// Answers are checked against the contract in tests; its schemas load once per file, up front,
// rather than inside the first test's wait for the page.
beforeAll(() => import('../../contract/index'));

// Every test starts with an empty cache: nothing one test fetched leaks into the next.
afterEach(() => queryClient.clear());

/** Renders inside the app's providers, as App does. */
export function renderWithApp(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: AppProviders });
}
