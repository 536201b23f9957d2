import { describe, expect, it } from 'vitest';
import { bracketsBalanced, unclosedBrackets } from './brackets.js';

describe('brackets', () => {
  it('counts the round brackets a text leaves open', () => {
    expect(unclosedBrackets('Collect them (Each sold separately.')).toBe(1);
    expect(unclosedBrackets('6 Feet (1.82 Meters)')).toBe(0);
  });
  it('is balanced only when brackets and double quotes close as often as they open', () => {
    expect(bracketsBalanced('Teach Tech “Air Screamer” (Blue)')).toBe(true);
    expect(bracketsBalanced('Samsung Galaxy Tab [SM-X200')).toBe(false);
    expect(bracketsBalanced('a 6" ruler')).toBe(false);
  });
});
