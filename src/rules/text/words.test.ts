import { describe, expect, it } from 'vitest';
import { CASED_WORD_PATTERN, COMPOUND_WORD_PATTERN, labelWords, normalizeWord, wordTokens, words } from './words.js';

describe('normalizeWord', () => {
  it.each([
    ['Batteries', 'battery'],
    ['battery', 'battery'],
    ['Boxes', 'box'],
    ['box', 'box'],
    ['glasses', 'glasses'],
    ['glass', 'glass'],
    ['Watches', 'watch'],
    ['brushes', 'brush'],
    ['tomatoes', 'tomato'],
    ['shoes', 'shoe'],
    ['cases', 'case'],
    ['Mats', 'mat'],
    ['women', 'woman'],
    ["women's", 'woman'],
    ['knives', 'knife'],
    ['series', 'series'],
    ['bus', 'bus'],
    ['analysis', 'analysis'],
    ['GRÜẞE', 'grüße'],
  ])('%s -> %s', (word, expected) => {
    expect(normalizeWord(word)).toBe(expected);
  });

  describe('plurals in -ses, -xes, -zes, -ches, -shes and words that only look plural', () => {
    it.each([
      // Eyewear, and words that exist only in the plural or are singular with an s, are their own stem.
      ['glasses', 'glasses'], ['Sunglasses', 'sunglasses'], ['eyeglasses', 'eyeglasses'], ['news', 'news'], ['species', 'species'],
      ['mathematics', 'mathematics'], ['electronics', 'electronics'], ['scissors', 'scissors'], ['pants', 'pants'],
      ['jeans', 'jeans'], ['shorts', 'shorts'], ['trousers', 'trousers'],
      ['lens', 'lens'], ['lenses', 'lens'], ['buses', 'bus'], ['bonuses', 'bonus'], ['canvas', 'canvas'], ['canvases', 'canvas'],
      ['gases', 'gas'], ['classes', 'class'], ['dresses', 'dress'], ['mattresses', 'mattress'],
      ['cases', 'case'], ['houses', 'house'], ['fuses', 'fuse'], ['purses', 'purse'], ['vases', 'vase'],
      ['boxes', 'box'], ['foxes', 'fox'],
      ['sizes', 'size'], ['prizes', 'prize'], ['bronzes', 'bronze'], ['buzzes', 'buzz'], ['waltzes', 'waltz'], ['quizzes', 'quiz'],
      ['benches', 'bench'], ['beaches', 'beach'], ['pouches', 'pouch'], ['niches', 'niche'], ['headaches', 'headache'], ['aches', 'ache'],
      ['dishes', 'dish'], ['headphones', 'headphone'], ['ceramics', 'ceramic'],
    ])('%s -> %s', (word, expected) => {
      expect(normalizeWord(word)).toBe(expected);
    });

    it('keeps eyewear apart from the material, and the singular and plural of each together', () => {
      expect(normalizeWord('glasses')).not.toBe(normalizeWord('glass'));
      expect(normalizeWord('shorts')).not.toBe(normalizeWord('short'));
      for (const [one, many] of [['lens', 'lenses'], ['size', 'sizes'], ['niche', 'niches'], ['bus', 'buses'], ['watch', 'watches'], ['canvas', 'canvases']] as const) {
        expect(normalizeWord(many)).toBe(normalizeWord(one));
      }
    });
  });

  it('puts singular and plural on the same stem even when the stem is not a word', () => {
    expect(normalizeWord('hoodies')).toBe(normalizeWord('hoodie'));
    expect(normalizeWord('cookies')).toBe(normalizeWord('Cookie'));
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normalizeWord('Cafe\u0301')).toBe(normalizeWord('Café'));
  });
});

describe('words', () => {
  it('keeps apostrophes inside words and splits on everything else', () => {
    expect(words("Kid's 3-in-1 Set/Kit (2x)")).toEqual(["Kid's", '3', 'in', '1', 'Set', 'Kit', '2x']);
  });

  it('reads CJK, right-to-left and accented text as words', () => {
    expect(words('日本語 שלום Grüße')).toEqual(['日本語', 'שלום', 'Grüße']);
  });

  it('never starts a word with a combining mark', () => {
    expect(words('\uFE0Fa')).toEqual(['a']);
  });

  it('keeps hyphenated words whole for the repeat rule', () => {
    expect(wordTokens('anti-slip mat', COMPOUND_WORD_PATTERN).map((t) => t.text)).toEqual(['anti-slip', 'mat']);
  });
});

describe('cased and label words', () => {
  it('keeps `+`, `&`, hyphens and apostrophes inside the word the writer cases', () => {
    expect('USB-C R&D A+ women\'s 2.4GHz'.match(CASED_WORD_PATTERN)).toEqual(['USB-C', 'R&D', 'A+', "women's", '2', '4GHz']);
  });

  it('counts a decimal or a slash inside a label word as one word', () => {
    expect(labelWords('2.4GHz WI-FI 1/2 INCH R&D')).toEqual(['2.4GHz', 'WI-FI', '1/2', 'INCH', 'R&D']);
    expect(labelWords('【 SOFT 】 ')).toEqual(['SOFT']);
  });
});
