import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape.js';
import { allLiteralsBetween, findLiteral, literalBetween } from './literal-between.js';

const WORD_START = /(?<![\p{L}\p{N}])/uy;
const WORD_END = /(?![\p{L}\p{N}])/uy;
const WORD_START_I = /(?<![\p{L}\p{N}])/iuy;
const WORD_END_I = /(?![\p{L}\p{N}])/iuy;
const AFTER_COUNT = /(?<=(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s+)/iuy;

describe('literalBetween', () => {
  const texts = [
    'Cable cables CABLE',
    'a 3 pin USB cable, 8 Pin usb',
    'aaa aa a',
    'ſmart SMART Kelvin K',
    '𝒜cable cable𝒜 😀cable',
    'the cable',
    '',
  ];
  const words = ['cable', 'CABLE', 'aa', 'a', 'pin usb', 'smart', 'k', '', 'cable𝒜', '\uDC9Ccable'];

  it('finds what the whole pattern finds, with and without case', () => {
    for (const text of texts) {
      for (const word of words) {
        const exact = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u');
        const anyCase = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu');
        expect(literalBetween(text, word, { before: WORD_START, after: WORD_END })).toBe(text.search(exact));
        expect(literalBetween(text, word, { before: WORD_START_I, after: WORD_END_I, ignoreCase: true })).toBe(text.search(anyCase));
        expect(literalBetween(text, word, {})).toBe(text.search(new RegExp(escapeRegExp(word), 'u')));
      }
    }
  });

  it('tries every start, overlapping ones too, and a lookbehind of any length', () => {
    expect(literalBetween('aaa aa', 'aa', { before: WORD_START, after: WORD_END })).toBe(4);
    const counted = (text: string, word: string) => literalBetween(text, word, { before: AFTER_COUNT, after: WORD_END_I, ignoreCase: true }) >= 0;
    const pattern = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}.,])\\d+(?:[.,]\\d+)?\\s+${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
    for (const [text, word] of [['8 pin USB', 'pin usb'], ['1.5 m length cable', 'length cable'], ['v8 pin', 'pin'], ['12,5  Pins', 'pins'], ['pin 8', 'pin']] as const) {
      expect(counted(text, word)).toBe(pattern(text, word));
    }
  });

  it('matches what the pattern matches after the word, and every match as matchAll does', () => {
    const plural = /(?:e?s)?(?![\p{L}])/iuy;
    for (const text of ['Glasses glass glasse GLASSES', 'glassess glass', 'a𝒜glass glass']) {
      const m = text.match(new RegExp(`(?<![\\p{L}])glass(?:e?s)?(?![\\p{L}])`, 'iu'));
      const found = findLiteral(text, 'glass', { before: /(?<![\p{L}])/iuy, after: plural, ignoreCase: true });
      expect(found && text.slice(found.index, found.end)).toBe(m?.[0]);
      const all = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp('glass')}(?![\\p{L}\\p{N}])`, 'giu'))].map((x) => [x.index, x.index + x[0].length]);
      expect(allLiteralsBetween(text, 'glass', { before: WORD_START_I, after: WORD_END_I, ignoreCase: true }).map((x) => [x.index, x.end])).toEqual(all);
    }
    expect(allLiteralsBetween('ab', '', {}).map((x) => x.index)).toEqual([...'ab'.matchAll(/(?:)/gu)].map((x) => x.index));
    // (`^.*?\bcable`: up to the first whole word, on the first line only; `\b` under `iu` as the pattern has it.)
    const upTo = (name: string) => {
      const found = findLiteral(name, 'cable', { before: /(?<=^.*)\b/iuy, after: /(?:e?s)?(?![\p{L}])/iuy, ignoreCase: true });
      return found ? name.slice(0, found.end) : undefined;
    };
    for (const name of ['USB Cable Set', 'Minicable cables', 'line\nCable', 'ſcable Cable']) {
      expect(upTo(name)).toBe(name.match(/^.*?\bcable(?:e?s)?(?![\p{L}])/iu)?.[0]);
    }
  });

  it('asks for sticky conditions', () => {
    expect(() => literalBetween('a', 'a', { before: /(?<!b)/u })).toThrow();
  });
});
