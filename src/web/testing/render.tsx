import { notifyManager } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';

// The cache tells components of a change in a microtask rather than a timer, so tests that fake
// the clock see the page as a seller would, without advancing time for the cache's own sake.
notifyManager.setScheduler(queueMicrotask);

/** Renders inside the app's providers, as App does. */
export function renderWithApp(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: AppProviders });
}
