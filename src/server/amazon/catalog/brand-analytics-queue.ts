import type { QueueDefinition, SendOptions } from '../../queue/job-queue.js';

/** The queue whose jobs read a built Brand Analytics document into the seller's bank. */
export const BRAND_ANALYTICS_QUEUE = 'amazon.brand-analytics-import';

/** A job names the report request; the row says what to read and where it stands. */
export interface ReportJob extends Record<string, unknown> {
  requestId: string;
}

/**
 * A worker that dies mid-read stops its heartbeat; after this long pg-boss' maintenance fails the
 * job and another worker (or this one restarted) reads the document again from the start. The
 * library refreshes the heartbeat every half of it while the handler runs.
 */
export const REPORT_HEARTBEAT_SECONDS = 30;

/**
 * The whole read may take this long: a marketplace's Search Terms week is millions of rows, read
 * at about 2,000 a second on a busy 2-core machine (decision 0031). The heartbeat, not this, is
 * what notices a dead worker.
 */
export const REPORT_READ_SECONDS = 60 * 60;

/** How a failed read is retried. */
export type ReportRetry = Required<Pick<SendOptions, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff'>> & Pick<SendOptions, 'retryDelayMaxSeconds'>;

/**
 * Retries for what may pass (Amazon or its download briefly away, a worker stopped): after 5-10 s,
 * 10-20 s, 20-40 s, then 60 s. A damaged document is not retried (it would break again) and ends
 * the import with the reason at once.
 */
export const REPORT_RETRY: ReportRetry = { retryLimit: 4, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 60 };

/** `retry` is REPORT_RETRY but in tests, which hand a stopped worker's job over without its back-off. */
export function brandAnalyticsQueue(retry: ReportRetry = REPORT_RETRY): QueueDefinition {
  return {
    name: BRAND_ANALYTICS_QUEUE,
    defaults: {
      ...retry,
      heartbeatSeconds: REPORT_HEARTBEAT_SECONDS,
      expireInSeconds: REPORT_READ_SECONDS + 5 * 60,
    },
  };
}
