/**
 * A token bucket per selling partner: Listings Items allows 5 requests a second with a burst of
 * 10, counted by Amazon per seller and app. Waiting here is cheaper than a 429 and its backoff.
 */
export class RequestBudget {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private ratePerSecond = 5,
    private burst = 10,
  ) {}

  /** Resolves when a request for this seller may go out. */
  async take(sellerId: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const bucket = this.buckets.get(sellerId) ?? { tokens: this.burst, at: now };
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond);
      bucket.at = now;
      this.buckets.set(sellerId, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(((1 - bucket.tokens) / this.ratePerSecond) * 1000)));
    }
  }
}
