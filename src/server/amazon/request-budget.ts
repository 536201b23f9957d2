/**
 * Token buckets per selling partner, region and operation, as Amazon counts them (per seller and
 * app, per operation). The starting rate and burst are Amazon's usage plans for Listings Items
 * 2021-08-01 and the other operations Listcraft calls; a successful answer's `x-amzn-RateLimit-Limit` (requests per second) then replaces
 * the rate, since a seller's plan can differ. A 429 never carries that header (Amazon documents
 * it), so the back-off after one is paced by the last rate known. Waiting here is cheaper than a
 * 429 and its back-off.
 */
export const USAGE_PLANS = {
  getListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  putListingsItem: { rate: 5, burst: 5 },
  searchListingsItems: { rate: 5, burst: 5 },
  // Product Type Definitions 2020-09-01 and Reports 2021-06-30 (Brand Analytics), as published.
  getDefinitionsProductType: { rate: 5, burst: 10 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
} as const;
export type SpApiOperation = keyof typeof USAGE_PLANS;

const MAX_BACKOFF_MS = 10_000;

/**
 * The wait after the `attempt`-th 429 in a row (0 first): one request's share of the rate,
 * doubled each time, capped at 10 s, with "equal jitter" (half fixed, half random) so the
 * seller's parallel requests do not come back together.
 */
export function backoffMs(ratePerSecond: number, attempt: number, random: () => number = Math.random): number {
  const rate = Number.isFinite(ratePerSecond) && ratePerSecond > 0 ? ratePerSecond : 1;
  const ceiling = Math.min(MAX_BACKOFF_MS, (1000 / rate) * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A rate from `x-amzn-RateLimit-Limit`, or undefined when the header is absent or not a positive number. */
export function rateFromHeader(header: unknown): number | undefined {
  const rate = Number(header);
  return header !== undefined && header !== null && header !== '' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

interface Bucket {
  tokens: number;
  at: number;
  rate: number;
  burst: number;
}

export class RequestBudget {
  private buckets = new Map<string, Bucket>();

  constructor(
    private now: () => number = Date.now,
    private sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  private bucket(seller: string, operation: SpApiOperation): Bucket {
    const key = `${seller}\u0000${operation}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const plan = USAGE_PLANS[operation];
      bucket = { tokens: plan.burst, at: this.now(), rate: plan.rate, burst: plan.burst };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Resolves when a request of this operation for this seller (and region) may go out. */
  async take(seller: string, operation: SpApiOperation): Promise<void> {
    const bucket = this.bucket(seller, operation);
    for (;;) {
      const now = this.now();
      bucket.tokens = Math.min(bucket.burst, bucket.tokens + ((now - bucket.at) / 1000) * bucket.rate);
      bucket.at = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      await this.sleep(Math.ceil(((1 - bucket.tokens) / bucket.rate) * 1000));
    }
  }

  /** Amazon said the rate on a successful answer: follow it (the burst stays the plan's). */
  adapt(seller: string, operation: SpApiOperation, rate: number) {
    this.bucket(seller, operation).rate = rate;
  }

  /** The rate this seller's operation is paced at now. */
  rate(seller: string, operation: SpApiOperation): number {
    return this.bucket(seller, operation).rate;
  }
}
