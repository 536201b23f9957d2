import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** One page-level message at a time (e-mail confirmed, confirmation link expired...). */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  action?: { label: string; run: () => void };
}

interface NoticeSlot {
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
}

const NoticeContext = createContext<NoticeSlot | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, showNotice] = useState<Notice | null>(null);
  const value = useMemo(() => ({ notice, showNotice }), [notice]);
  return <NoticeContext value={value}>{children}</NoticeContext>;
}

export function useNotice(): NoticeSlot {
  const slot = useContext(NoticeContext);
  if (!slot) throw new Error('useNotice needs a NoticeProvider (AppProviders)');
  return slot;
}
