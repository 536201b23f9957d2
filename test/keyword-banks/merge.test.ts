import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankKey, KEYWORD_PRIORITIES, type BankKeyword } from '../../src/rules/keyword-bank/bank-keyword.js';
import { mergeKeywords, PRIORITY_STRENGTH } from '../../src/rules/keyword-bank/merge.js';

const kw = (phrase: string, volume: number | null = null, priority: BankKeyword['priority'] = 'normal'): BankKeyword => ({ phrase, volume, priority });
const strip = ({ phrase, volume, priority }: BankKeyword) => ({ phrase, volume, priority });

describe('mergeKeywords', () => {
  it('groups case, spacing and plural variants: first spelling, highest volume, strongest priority', () => {
    const { keywords, merged } = mergeKeywords([
      kw('Dog Beds', 1200),
      kw('cat tree', null, 'must-have'),
      kw('dog  bed', 5400, 'must-have'),
      kw('DOG BED', null, 'normal'),
      kw('cat trees', 300, 'normal'),
    ]);
    expect(keywords.map(strip)).toEqual([kw('Dog Beds', 5400, 'must-have'), kw('cat tree', 300, 'must-have')]);
    expect(keywords.map((k) => k.key)).toEqual([bankKey('dog bed'), bankKey('cat tree')]);
    expect(merged).toBe(3);
  });

  it('excluded wins over must-have: a term the seller banned anywhere is never written', () => {
    expect(mergeKeywords([kw('kong dog bed', 6000, 'must-have'), kw('Kong dog beds', null, 'excluded')]).keywords.map(strip)).toEqual([
      kw('kong dog bed', 6000, 'excluded'),
    ]);
  });

  it('drops entries with no letters or digits without counting them as merged', () => {
    expect(mergeKeywords([kw('!!!'), kw('dog bed')])).toMatchObject({ merged: 0, keywords: [{ phrase: 'dog bed' }] });
  });

  it('keeps extra fields (row, source) of the first spelling', () => {
    const { keywords } = mergeKeywords([{ ...kw('dog bed', 1), row: 2 }, { ...kw('dog beds', 9), row: 7 }]);
    expect(keywords).toEqual([{ phrase: 'dog bed', volume: 9, priority: 'normal', row: 2, key: 'dog bed' }]);
  });

  const words = fc.constantFrom('dog', 'dogs', 'Dog', 'bed', 'beds', 'BED', 'calming', 'cat', 'trees', 'tree', 'box', 'boxes', 'x');
  const phrase = fc
    .tuple(fc.array(words, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '  ', ' \t'))
    .map(([ws, gap]) => ws.join(gap));
  const keyword = fc.record({
    phrase,
    volume: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    priority: fc.constantFrom(...KEYWORD_PRIORITIES),
  });

  it('property: no two results share a key, merging again changes nothing, nothing is lost', () => {
    fc.assert(
      fc.property(fc.array(keyword, { maxLength: 40 }), (input) => {
        const once = mergeKeywords(input);
        const keys = once.keywords.map((k) => k.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(once.keywords.length + once.merged).toBe(input.length);

        const twice = mergeKeywords(once.keywords.map(strip));
        expect(twice.merged).toBe(0);
        expect(twice.keywords.map(strip)).toEqual(once.keywords.map(strip));

        for (const result of once.keywords) {
          const group = input.filter((k) => bankKey(k.phrase) === result.key);
          expect(result.phrase).toBe(group[0]!.phrase);
          const volumes = group.map((k) => k.volume).filter((v): v is number => v !== null);
          expect(result.volume).toBe(volumes.length ? Math.max(...volumes) : null);
          expect(PRIORITY_STRENGTH[result.priority]).toBe(Math.max(...group.map((k) => PRIORITY_STRENGTH[k.priority])));
        }
      }),
    );
  });
});
