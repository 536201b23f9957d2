import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/**
 * The app's one cache: session, credits, public config and listings. It lives outside React so the
 * code that hears about the server without rendering (a 401, the credits stream) can write to it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});
