import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/** One cache for the signed-in pages; created only when their code loads. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => ['listing', id] as const,
};
