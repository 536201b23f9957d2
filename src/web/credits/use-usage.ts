import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checked } from '../api/contract-check';
import { apiJson } from '../api/http';
import { queryClient } from '../app/query-client';
import type { Usage } from './usage';

/**
 * The signed-in user's credits, shared by the top-bar badge and the dashboard card through the
 * query cache. GET /api/usage/stream (server-sent events, one per change of the usage row) writes
 * each new value into the cache while at least one of them is mounted; a manual refresh refetches.
 */
export const REFRESH_SPINNER_MS = 500;
const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];
export const USAGE_FAILED = 'Failed to fetch usage data';

const usageKey = ['usage'] as const;
/** The refresh spinner, shared so the badge and the card turn together. */
const spinnerKey = ['usage-refresh-spinner'] as const;

const usageQuery = {
  queryKey: usageKey,
  queryFn: async () => checked(await apiJson<unknown>('/api/usage'), (c) => c.usageSchema),
  // The stream keeps it current; a failure shows at once, as the badge says "Credits unavailable".
  staleTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
};

let users = 0;
let source: EventSource | null = null;
let retry = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function connect() {
  if (typeof EventSource === 'undefined' || source) return;
  const stream = new EventSource('/api/usage/stream');
  source = stream;
  stream.addEventListener('usage', (event) => {
    retry = 0;
    try {
      const usage = JSON.parse((event as MessageEvent<string>).data) as unknown;
      void checked(usage, (c) => c.usageEventSchema).then(
        (value) => queryClient.setQueryData<Usage>(usageKey, value),
        () => {},
      );
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
    // A refetch first: a 401 here signs the UI out, which unmounts every user of the stream.
    retryTimer = setTimeout(() => void queryClient.refetchQueries({ queryKey: usageKey }).then(() => users > 0 && connect()), delay);
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  retry = 0;
  // The next seller to sign in starts from a fresh read, never from these numbers.
  queryClient.removeQueries({ queryKey: usageKey });
}

/** SPEC §4: refetch on manual refresh; the spinner lasts exactly 500 ms. */
export function refreshUsage() {
  queryClient.setQueryData(spinnerKey, true);
  setTimeout(() => queryClient.setQueryData(spinnerKey, false), REFRESH_SPINNER_MS);
  return queryClient.refetchQueries({ queryKey: usageKey });
}

export interface UsageState {
  usage: Usage | null;
  error: string | null;
  refreshing: boolean;
}

/** Components that show credits call this; the stream stays open while at least one is mounted. */
export function useUsage(): UsageState {
  useEffect(() => {
    users++;
    if (users === 1) connect();
    return () => {
      users--;
      if (users === 0) disconnect();
    };
  }, []);
  const query = useQuery(usageQuery);
  const refreshing = useQuery({ queryKey: spinnerKey, queryFn: () => false, initialData: false, staleTime: Infinity }).data;
  return { usage: query.data ?? null, error: query.isError ? USAGE_FAILED : null, refreshing };
}
