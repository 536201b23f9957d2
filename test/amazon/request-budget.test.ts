import { describe, expect, it } from 'vitest';
import { backoffMs, rateFromHeader, RequestBudget, USAGE_PLANS } from '../../src/server/amazon/request-budget.js';

/** Issue 26: Amazon's usage plans per operation, adapted to the rate header, and a jittered back-off. */

/** A budget on a clock the test moves: `sleep` advances it, so nothing waits for real. */
function budgetOnClock() {
  let now = 0;
  const slept: number[] = [];
  const budget = new RequestBudget(
    () => now,
    async (ms) => {
      slept.push(ms);
      now += ms;
    },
  );
  return { budget, slept, elapsed: () => now };
}

describe('the Listings Items request budget', () => {
  it('follows Amazon’s usage plans: get bursts to 10, patch and search to 5, each operation its own bucket', async () => {
    expect(USAGE_PLANS).toMatchObject({ getListingsItem: { rate: 5, burst: 10 }, patchListingsItem: { rate: 5, burst: 5 }, searchListingsItems: { rate: 5, burst: 5 } });
    const { budget, slept } = budgetOnClock();
    for (let i = 0; i < 5; i++) await budget.take('S1', 'patchListingsItem');
    expect(slept).toEqual([]);
    await budget.take('S1', 'patchListingsItem');
    // The sixth patch in the same instant waits for one token at 5 per second.
    expect(slept).toEqual([200]);
    // Gets have their own bucket, with a burst of 10.
    for (let i = 0; i < 10; i++) await budget.take('S1', 'getListingsItem');
    expect(slept).toEqual([200]);
    // Another seller (or region) is counted apart.
    await budget.take('S2', 'patchListingsItem');
    expect(slept).toEqual([200]);
  });

  it('adapts to the rate a successful answer announces', async () => {
    const { budget, slept } = budgetOnClock();
    budget.adapt('S1', 'searchListingsItems', 2);
    expect(budget.rate('S1', 'searchListingsItems')).toBe(2);
    for (let i = 0; i < 6; i++) await budget.take('S1', 'searchListingsItems');
    expect(slept).toEqual([500]);
  });

  it('reads the header only when it is a positive number', () => {
    expect(rateFromHeader('5.0')).toBe(5);
    expect(rateFromHeader('0.0167')).toBeCloseTo(0.0167);
    expect(rateFromHeader(undefined)).toBeUndefined();
    expect(rateFromHeader('')).toBeUndefined();
    expect(rateFromHeader('0')).toBeUndefined();
    expect(rateFromHeader('soon')).toBeUndefined();
  });

  it('backs off after a 429 from the known rate, doubling, capped, with jitter', () => {
    // At 5/s one request's share is 200 ms: the first wait is between 100 and 200 ms.
    expect(backoffMs(5, 0, () => 0)).toBe(100);
    expect(backoffMs(5, 0, () => 1)).toBe(200);
    expect(backoffMs(5, 2, () => 1)).toBe(800);
    // Two parallel requests with different draws come back apart.
    expect(backoffMs(5, 1, () => 0.1)).not.toBe(backoffMs(5, 1, () => 0.9));
    expect(backoffMs(5, 20, () => 1)).toBe(10_000);
    // An unknown rate is taken as 1 per second.
    expect(backoffMs(Number.NaN, 0, () => 1)).toBe(1000);
  });
});
