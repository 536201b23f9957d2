import { describe, expect, it } from 'vitest';
import { MAX_POLL_MS, MAX_POLLS, nextPollMs } from './publish-poll';

describe('following a publish at Amazon', () => {
  it('waits longer each time, never more than a minute, and ends', () => {
    const waits = Array.from({ length: MAX_POLLS + 2 }, (_, answers) => nextPollMs(answers));
    const numbers = waits.filter((w): w is number => w !== false);
    expect(numbers).toHaveLength(MAX_POLLS);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThanOrEqual(numbers[i - 1]!);
    expect(Math.max(...numbers)).toBe(MAX_POLL_MS);
    expect(waits.slice(MAX_POLLS)).toEqual([false, false]);
    // All the looks together stay within ten minutes.
    expect(numbers.reduce((a, b) => a + b, 0)).toBeLessThan(10 * 60_000);
  });
});
