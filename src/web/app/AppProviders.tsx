import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthModalProvider } from '../accounts/auth-modal';
import { NoticeProvider } from '../shell/notice';
import { queryClient } from './query-client';

/** What every page may use: the one query cache, the sign-in modal and the page notice. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <NoticeProvider>{children}</NoticeProvider>
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
