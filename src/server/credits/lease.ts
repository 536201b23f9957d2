/**
 * How long a charge may stay pending before a sweep treats its process as dead and refunds it.
 * It must outlast the slowest honest piece of work, or live work would be refunded (and then fail
 * to save, see `settle`). A generation makes at most two rounds of LLM calls (the writing round and
 * one repair round, src/writer/guarantee/compliant-listing.ts); each call is bounded by AI_TIMEOUT_MS with its
 * retries inside, but we allow every one of up to three attempts a full time limit, plus the
 * back-off waits between them, in case retries ever get a time limit of their own.
 */
const LLM_ROUNDS = 2;
const LLM_ATTEMPTS = 3;
const RETRY_WAITS_MS = 1_000 + 2_000;
/** Database work around the call (charge, save, settle) and a stalled event loop. */
const MARGIN_MS = 10_000;

export function chargeLeaseMs(aiTimeoutMs: number): number {
  return LLM_ROUNDS * (LLM_ATTEMPTS * aiTimeoutMs + RETRY_WAITS_MS) + MARGIN_MS;
}

/** Often enough that a refund follows soon after the lease ends, rarely enough to cost nothing. */
export function sweepIntervalMs(leaseMs: number): number {
  return Math.min(60_000, Math.max(5_000, Math.round(leaseMs / 4)));
}
