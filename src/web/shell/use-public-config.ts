import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contract/index';
import { apiJson } from '../api/http';
import { checked } from '../api/contract-check';

/** GET /api/config: read once per page load and shared by every caller. */
export const publicConfigQuery = {
  queryKey: ['public-config'] as const,
  queryFn: async () => checked(await apiJson<unknown>('/api/config', { sessionBound: false }), (c) => c.publicConfigSchema),
  staleTime: Infinity,
};

export function usePublicConfig(): PublicConfig | null {
  return useQuery(publicConfigQuery).data ?? null;
}
