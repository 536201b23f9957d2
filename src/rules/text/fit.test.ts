import { describe, expect, it } from 'vitest';
import { codePointLength } from '../counting.js';
import { trimToLimit } from './fit.js';

describe('trimToLimit', () => {
  it('leaves text within the limit alone', () => {
    expect(trimToLimit('Yoga Mat and ', 20)).toBe('Yoga Mat and ');
  });

  it('never cuts a connector off a word that a direction mark runs into (fast-check counterexample)', () => {
    expect(trimToLimit(`\u05D0\u200Ffor ${'ab'.repeat(100)}`, 200)).toBe('\u05D0\u200Ffor');
    expect(trimToLimit(`Mat for ${'ab'.repeat(100)}`, 200)).toBe('Mat');
  });

  it('cuts between words', () => {
    expect(trimToLimit('Yoga Mat Extra Thick', 12)).toBe('Yoga Mat');
  });

  it('never ends on a connector or punctuation', () => {
    expect(trimToLimit('Yoga Mat with Strap', 14)).toBe('Yoga Mat');
    expect(trimToLimit('Yoga Mat, Thick', 10)).toBe('Yoga Mat');
    expect(trimToLimit('Yoga Mat & Strap', 11)).toBe('Yoga Mat');
    expect(trimToLimit('Yoga Mat - Blue Strap', 16)).toBe('Yoga Mat - Blue');
    expect(trimToLimit('Pack of the Best', 12)).toBe('Pack');
    expect(trimToLimit('Yoga Mat for a Home', 16)).toBe('Yoga Mat');
  });

  it('keeps a capital A (a grade or vitamin, not an article)', () => {
    expect(trimToLimit('Vitamin A Gummies', 10)).toBe('Vitamin A');
  });

  it('drops an unclosed bracket', () => {
    expect(trimToLimit('Yoga Mat (Pack of 2)', 17)).toBe('Yoga Mat');
  });

  it('cuts lists without spaces at a comma', () => {
    expect(trimToLimit('Fits iPhone 13,12,11,X,8,7,6', 20)).toBe('Fits iPhone 13,12,11');
  });

  it('counts code points, so emoji and CJK are not split', () => {
    const text = '😀😀😀 日本語 テキスト';
    const trimmed = trimToLimit(text, 8);
    expect(trimmed).toBe('😀😀😀 日本語');
    expect(codePointLength(trimmed)).toBeLessThanOrEqual(8);
  });

  it('returns an empty string when the first word is longer than the limit', () => {
    expect(trimToLimit('Supercalifragilistic', 5)).toBe('');
  });

  it('ends on a full sentence when asked and when that keeps most of the text', () => {
    const text = 'Soft foam for knees. Stays flat after rolling and travels easily.';
    expect(trimToLimit(text, 60, { preferSentence: true })).toBe('Soft foam for knees. Stays flat after rolling and travels');
    expect(trimToLimit('Soft foam. Stays flat after rolling and it travels easily.', 50, { preferSentence: true })).toBe('Soft foam. Stays flat after rolling and it travels');
    expect(trimToLimit('Soft foam for knees and wrists. Stays flat after rolling and travels.', 60, { preferSentence: true })).toBe(
      'Soft foam for knees and wrists. Stays flat after rolling',
    );
  });

  it('always returns a prefix of the input', () => {
    for (const text of ['a, b, c, d', 'x'.repeat(50), 'Mat (Blue', '«Yoga» Mat']) {
      expect(text.startsWith(trimToLimit(text, 5))).toBe(true);
    }
  });
});
