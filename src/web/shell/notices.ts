import { useSyncExternalStore } from 'react';

/** One page-level message at a time (e-mail confirmed, confirmation link expired...). */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  action?: { label: string; run: () => void };
}

let current: Notice | null = null;
const listeners = new Set<() => void>();

export function showNotice(notice: Notice | null) {
  current = notice;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => current;

export function useNotice() {
  return useSyncExternalStore(subscribe, get, get);
}
