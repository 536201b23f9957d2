import { describe, expect, it } from 'vitest';
import { lastSeen } from './last-seen.js';

describe('lastSeen', () => {
  it('computes a text once while it is remembered, and starts over at its limit', () => {
    const asked: string[] = [];
    const length = lastSeen(2, (text) => (asked.push(text), text.length));
    expect([length('ab'), length('ab'), length('abc'), length('ab')]).toEqual([2, 2, 3, 2]);
    expect(asked).toEqual(['ab', 'abc']);
    // A third text fills it: the memory starts over, so `ab` is computed again.
    length('abcd');
    length('ab');
    expect(asked).toEqual(['ab', 'abc', 'abcd', 'ab']);
  });

  it('remembers an answer that is undefined or empty', () => {
    let calls = 0;
    const none = lastSeen(10, () => (calls++, undefined));
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});
