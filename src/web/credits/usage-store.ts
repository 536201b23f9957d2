import { useEffect, useSyncExternalStore } from 'react';
import { apiJson } from '../api/http';
import type { Usage } from './usage';

/**
 * The signed-in user's credits, shared by the top-bar badge and the dashboard card. It follows
 * GET /api/usage/stream (server-sent events, one per change of the usage row), reconnecting when
 * the stream drops, and refetches on manual refresh.
 */
export const REFRESH_SPINNER_MS = 500;
const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface UsageState {
  usage: Usage | null;
  error: string | null;
  refreshing: boolean;
}

let state: UsageState = { usage: null, error: null, refreshing: false };
const listeners = new Set<() => void>();
let users = 0;
let source: EventSource | null = null;
let retry = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function set(patch: Partial<UsageState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

async function fetchUsage() {
  try {
    set({ usage: await apiJson<Usage>('/api/usage'), error: null });
  } catch {
    set({ error: 'Failed to fetch usage data' });
  }
}

function connect() {
  if (typeof EventSource === 'undefined' || source) return;
  const stream = new EventSource('/api/usage/stream');
  source = stream;
  stream.addEventListener('usage', (event) => {
    retry = 0;
    try {
      set({ usage: JSON.parse((event as MessageEvent<string>).data) as Usage, error: null });
    } catch {
      // A malformed event is ignored; the next one will do.
    }
  });
  stream.onerror = () => {
    // The browser retries by itself unless the server refused (401, 5xx): then we do, more slowly.
    if (stream.readyState !== EventSource.CLOSED) return;
    stream.close();
    source = null;
    if (users === 0) return;
    const delay = RECONNECT_MS[Math.min(retry++, RECONNECT_MS.length - 1)];
    // A refetch first: a 401 here signs the UI out, which unmounts every user of the store.
    retryTimer = setTimeout(() => void fetchUsage().then(() => users > 0 && connect()), delay);
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  retry = 0;
  state = { usage: null, error: null, refreshing: false };
}

/** SPEC §4: refetch on manual refresh; the spinner lasts exactly 500 ms. */
export function refreshUsage() {
  set({ refreshing: true });
  setTimeout(() => set({ refreshing: false }), REFRESH_SPINNER_MS);
  return fetchUsage();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => state;

/** Components that show credits call this; the stream stays open while at least one is mounted. */
export function useUsage(): UsageState {
  useEffect(() => {
    users++;
    if (users === 1) {
      void fetchUsage();
      connect();
    }
    return () => {
      users--;
      if (users === 0) disconnect();
    };
  }, []);
  return useSyncExternalStore(subscribe, get, get);
}
