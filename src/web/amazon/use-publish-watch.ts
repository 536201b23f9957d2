import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AmazonPublishState } from '../../contract/index';
import { listingKeys } from '../dashboard/listing-keys';
import { amazonKeys, fetchSubmission } from './amazon-api';
import { SUBMISSION_POLL_MS } from './publish-poll';

/**
 * Follows the dashboard's publishes still processing at Amazon. Reading the list does not ask
 * Amazon again, GET /api/amazon/submissions/:id does; so each `submitted` one is polled there until
 * it is final, and the listings are then read again to show the final badge.
 */
export function usePublishWatch(listings: { id: string; amazon_publish?: AmazonPublishState | null }[]) {
  const pending = listings.flatMap((l) => (l.amazon_publish?.status === 'submitted' ? [{ listingId: l.id, submissionId: l.amazon_publish.id }] : []));
  const queries = useQueries({
    queries: pending.map(({ submissionId }) => ({
      queryKey: amazonKeys.submission(submissionId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSubmission(submissionId, signal),
      // An error (the server's Amazon connection gone, say) stops the polling: the badge keeps saying "Publishing…".
      refetchInterval: (query: { state: { data?: { final: boolean }; status: string } }) => (query.state.data?.final || query.state.status === 'error' ? false : SUBMISSION_POLL_MS),
    })),
  });
  const queryClient = useQueryClient();
  const finals = queries.map((q, i) => (q.data?.final ? pending[i]!.listingId : null)).filter((id): id is string => id !== null);
  const finalKey = finals.join(',');
  useEffect(() => {
    if (!finalKey) return;
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    for (const id of finalKey.split(',')) void queryClient.invalidateQueries({ queryKey: listingKeys.one(id) });
  }, [finalKey, queryClient]);
}
