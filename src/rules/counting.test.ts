import { describe, expect, it } from 'vitest';
import { codePointLength, codeUnitIndexAtByte, codeUnitIndexAtCodePoint, utf8ByteLength } from './counting.js';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Grüße', 5],
    ['😀', 1],
    ['👍🏽', 2], // emoji + skin tone modifier are two code points
    ['日本語', 3],
    ['שלום', 4],
    ['a\u200Bb', 3],
    ['e\u0301', 2],
  ])('%j has %i code points', (text, expected) => {
    expect(codePointLength(text)).toBe(expected);
  });

  it('counts a lone surrogate as one character', () => {
    expect(codePointLength('a\uD83D')).toBe(2);
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ä', 2],
    ['£', 2],
    ['€', 3],
    ['日', 3],
    ['😀', 4],
    ['\u200B', 3],
    ['مرحبا', 10],
  ])('%j is %i bytes', (text, expected) => {
    expect(utf8ByteLength(text)).toBe(expected);
  });

  it('agrees with TextEncoder, lone surrogates included', () => {
    for (const text of ['Grüße aus Köln €5', '👨‍👩‍👧 family', 'x\uDC00y', '\uD800']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('index conversions', () => {
  it('finds the code unit where a code point starts', () => {
    expect(codeUnitIndexAtCodePoint('😀ab', 1)).toBe(2);
    expect(codeUnitIndexAtCodePoint('ab', 5)).toBe(2);
  });

  it('finds the first character that no longer fits a byte budget', () => {
    expect(codeUnitIndexAtByte('aä€', 3)).toBe(2);
    expect(codeUnitIndexAtByte('a😀', 4)).toBe(1);
    expect(codeUnitIndexAtByte('abc', 10)).toBe(3);
  });
});
