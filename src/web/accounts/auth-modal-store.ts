import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register' | 'reset';

interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  /** Where to go after a successful sign-in (e.g. the optimizer, when a CTA opened the modal). */
  next: string | null;
  /** Bumps on every open so the forms start fresh. */
  key: number;
}

let state: AuthModalState = { open: false, mode: 'login', next: null, key: 0 };
const listeners = new Set<() => void>();
const set = (next: AuthModalState) => {
  state = next;
  for (const listener of listeners) listener();
};

export function openAuthModal(mode: AuthMode = 'login', next: string | null = null) {
  set({ open: true, mode, next, key: state.key + 1 });
}

export function closeAuthModal() {
  set({ ...state, open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => state;

export function useAuthModal() {
  return useSyncExternalStore(subscribe, get, get);
}
