import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AmazonPublishState } from '../../contract/index';
import { listingKeys } from '../dashboard/listing-keys';
import { amazonKeys, fetchSubmission } from './amazon-api';
import { nextPollMs } from './publish-poll';

/**
 * Follows the dashboard's publishes still open at Amazon (submitted or accepted). Reading the list does not ask
 * Amazon again, GET /api/amazon/submissions/:id does; so each open one is polled there, backing off,
 * until it moves, and the listings are then read again to show the final badge.
 */
export function usePublishWatch(listings: { id: string; amazon_publish?: AmazonPublishState | null }[]) {
  const open = (status: AmazonPublishState['status'] | undefined) => status === 'submitted' || status === 'accepted';
  const pending = listings.flatMap((l) => (l.amazon_publish && open(l.amazon_publish.status) ? [{ listingId: l.id, submissionId: l.amazon_publish.id }] : []));
  const queries = useQueries({
    queries: pending.map(({ submissionId }) => ({
      queryKey: amazonKeys.submission(submissionId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSubmission(submissionId, signal),
      // Backs off and ends (publish-poll.ts); an error (the server's Amazon connection gone, say) ends it too. The badge keeps the last word.
      refetchInterval: (query: { state: { data?: { final: boolean }; status: string; dataUpdateCount: number } }) =>
        query.state.data?.final || query.state.status === 'error' ? false : nextPollMs(query.state.dataUpdateCount),
    })),
  });
  const queryClient = useQueryClient();
  // A move (to accepted, live, refused…) is read back into the list, not only a final one.
  const finals = queries.map((q, i) => (q.data && q.data.status !== listings.find((l) => l.id === pending[i]!.listingId)?.amazon_publish?.status ? pending[i]!.listingId : null)).filter((id): id is string => id !== null);
  const finalKey = finals.join(',');
  useEffect(() => {
    if (!finalKey) return;
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    for (const id of finalKey.split(',')) void queryClient.invalidateQueries({ queryKey: listingKeys.one(id) });
  }, [finalKey, queryClient]);
}
