import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape.js';

describe('escapeRegExp', () => {
  it('makes every pattern character literal', () => {
    const text = `1.5" (max) [x]*+?^\${}|\\ a/b`;
    expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('1.5'), 'u').test('105')).toBe(false);
  });
});
