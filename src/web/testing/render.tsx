import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { queryClient } from '../app/query-client';

// Every test starts with an empty cache: nothing one test fetched leaks into the next.
afterEach(() => queryClient.clear());

/** Renders inside the app's providers, as App does. */
export function renderWithApp(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: AppProviders });
}
