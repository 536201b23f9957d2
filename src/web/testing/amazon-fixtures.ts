import type { AmazonSubmission } from '../../contract/index';

/** A publish submission as the API answers it, in `status`; a test overrides the fields it checks. */
export const amazonSubmission = (status: AmazonSubmission['status'], fields: Partial<AmazonSubmission> = {}): AmazonSubmission => ({
  id: '6f9f5b2e-0000-4000-8000-000000000001',
  listingId: 'l1',
  sku: 'KET-17',
  marketplace: 'US',
  status,
  final: status === 'live' || status === 'refused' || status === 'superseded',
  reason: null,
  submissionId: 'abc',
  patch: { title: 'Kettle' },
  issues: [],
  checkedAt: '2026-11-26T10:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});
