import { setUnauthorizedListener } from '../api/http';
import { getSession, signOutRequest } from './auth-api';
import type { SessionState, SessionUser } from './types';

/**
 * The auth state of SPEC §4 (loading, then signed in or out) as a tiny external store. Other tabs
 * hear about sign-in and sign-out over a BroadcastChannel; a get-session poll every 30 s and on
 * focus catches everything else (an expired or revoked session), which also lets better-auth
 * refresh the cookie.
 */
export const SESSION_POLL_MS = 30_000;
const CHANNEL = 'listcraft-session';

let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let started = false;
/**
 * Bumped by every read and every explicit sign-in or sign-out. A session read that finishes after
 * a newer one started (or after the user signed out meanwhile) is stale and must not win: a late
 * "signed in" answer would otherwise revive a session that was just ended.
 */
let epoch = 0;

function set(next: SessionState) {
  const same =
    next.status === state.status &&
    (next.status !== 'signed-out' || state.status !== 'signed-out' || !!next.expired === !!state.expired) &&
    (next.user === state.user || (next.user !== null && state.user !== null && JSON.stringify(next.user) === JSON.stringify(state.user)));
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Signed out, remembering whether a session ended under the seller (it expired, was revoked, or
 * another tab signed out): the page they were on then says so instead of sending them away.
 */
const ended = (): SessionState => ({ status: 'signed-out', user: null, expired: state.status === 'signed-in' || (state.status === 'signed-out' && !!state.expired) });

/** Reads the session from the server; a network failure keeps the current state rather than signing out. */
export async function refreshSession(): Promise<SessionState> {
  const read = ++epoch;
  try {
    const user = await getSession();
    if (read === epoch) set(user ? { status: 'signed-in', user } : ended());
  } catch {
    if (read === epoch && state.status === 'loading') set({ status: 'signed-out', user: null });
  }
  return state;
}

function broadcast(message: 'signed-in' | 'signed-out') {
  channel?.postMessage(message);
}

export function markSignedIn(user: SessionUser) {
  epoch++;
  set({ status: 'signed-in', user });
  broadcast('signed-in');
}

/** The server said 401: the session is gone. Sign out here and in other tabs; the page says why. */
export function markSignedOut() {
  epoch++;
  if (state.status === 'signed-out') return;
  set(ended());
  broadcast('signed-out');
}

/**
 * The UI turns signed-out at once, before the server answers, so nothing on the page starts a
 * new session-bound request (the credit badge, a session read) while the session is being ended.
 */
export async function signOut() {
  epoch++;
  if (state.status !== 'signed-out') {
    set({ status: 'signed-out', user: null });
    broadcast('signed-out');
  }
  await signOutRequest();
}

/** Starts the store once per page: first read, cross-tab channel, polling and focus checks. */
export function startSession() {
  if (started) return;
  started = true;
  setUnauthorizedListener(markSignedOut);
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'signed-out') {
        epoch++;
        set(ended());
      }
      else void refreshSession();
    };
  }
  void refreshSession();
  setInterval(() => void refreshSession(), SESSION_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
}
