import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, setUnauthorizedListener } from '../api/http';
import { queryClient } from '../app/query-client';
import { getSession, signOutRequest } from './auth-api';
import type { SessionState, SessionUser } from './types';

/**
 * The auth state of SPEC §4 (loading, then signed in or out) as a query. It is read again every
 * 30 s and whenever the window regains focus, which catches an expired or revoked session and lets
 * better-auth refresh the cookie. Other tabs hear about sign-in and sign-out over a BroadcastChannel.
 */
export const SESSION_POLL_MS = 30_000;
const CHANNEL = 'listcraft-session';
const LOADING: SessionState = { status: 'loading', user: null };
const sessionKey = ['session'] as const;

const current = () => queryClient.getQueryData<SessionState>(sessionKey) ?? LOADING;

/**
 * Signed out, remembering whether a session ended under the seller (it expired, was revoked, or
 * another tab signed out): the page they were on then says so instead of sending them away.
 */
function ended(): SessionState {
  const state = current();
  return { status: 'signed-out', user: null, expired: state.status === 'signed-in' || (state.status === 'signed-out' && !!state.expired) };
}

/**
 * Bumped by every explicit sign-in or sign-out. A read that started before one of them is stale
 * and must not win: a late "signed in" answer would otherwise revive a session that was just ended.
 */
let epoch = 0;

/** The server answered but could not tell (a 503 while its database is away): not a sign-out. */
const serverCannotTell = (error: unknown) => error instanceof ApiError && error.status >= 500;

/**
 * Reads the session from the server; a network failure keeps the current state rather than
 * signing out. So does a server that cannot tell: before the first answer, the read fails and is
 * retried, so the page keeps "Checking your session" instead of sending a signed-in seller away.
 */
async function readSession(): Promise<SessionState> {
  const read = epoch;
  let next: SessionState;
  try {
    const user = await getSession();
    next = user ? { status: 'signed-in', user } : ended();
  } catch (error) {
    if (current().status === 'loading' && serverCannotTell(error)) throw error;
    next = current().status === 'loading' ? { status: 'signed-out', user: null } : current();
  }
  return read === epoch ? next : current();
}

/** Retries of a first read the server could not answer: soon, then less often. */
const SESSION_RETRY_MS = 1_000;

const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: readSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: (_failures, error) => serverCannotTell(error),
  retryDelay: (failures) => Math.min(SESSION_RETRY_MS * 2 ** failures, SESSION_POLL_MS),
  refetchInterval: SESSION_POLL_MS,
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: 'always',
});

// A session written by a sign-in, before anything read it, can still be refetched.
queryClient.setQueryDefaults(sessionKey, { queryFn: readSession, retry: sessionQuery.retry, retryDelay: sessionQuery.retryDelay });

export function useSession(): SessionState {
  return useQuery(sessionQuery).data ?? LOADING;
}

/** The session as last known, outside React. */
export const getSessionState = current;

/** Reads the session from the server now; a read still on its way is cancelled, so the newest decides. */
export async function refreshSession(): Promise<SessionState> {
  // A first read the server cannot answer keeps retrying in the query; the caller sees "loading".
  if (queryClient.getQueryData(sessionKey) === undefined) await queryClient.fetchQuery(sessionQuery).catch(() => undefined);
  else await queryClient.refetchQueries({ queryKey: sessionKey }, { cancelRefetch: true });
  return current();
}

function set(next: SessionState) {
  epoch++;
  queryClient.setQueryData(sessionKey, next);
}

let channel: BroadcastChannel | null = null;
const broadcast = (message: 'signed-in' | 'signed-out') => channel?.postMessage(message);

export function markSignedIn(user: SessionUser) {
  set({ status: 'signed-in', user });
  broadcast('signed-in');
}

/** The server said 401: the session is gone. Sign out here and in other tabs; the page says why. */
export function markSignedOut() {
  if (current().status === 'signed-out') {
    epoch++;
    return;
  }
  set(ended());
  broadcast('signed-out');
}

/**
 * The UI turns signed-out at once, before the server answers, so nothing on the page starts a
 * new session-bound request (the credit badge, a session read) while the session is being ended.
 */
export async function signOut() {
  if (current().status !== 'signed-out') {
    set({ status: 'signed-out', user: null });
    broadcast('signed-out');
  } else epoch++;
  await signOutRequest();
}

/** Once per page: the first read (alongside the page's code), the cross-tab channel, and 401s from any call. */
export function startSession() {
  setUnauthorizedListener(markSignedOut);
  if (typeof BroadcastChannel !== 'undefined' && !channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'signed-out') set(ended());
      else void refreshSession();
    };
  }
  void queryClient.prefetchQuery(sessionQuery);
}
