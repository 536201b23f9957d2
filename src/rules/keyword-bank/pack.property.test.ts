import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../counting.js';
import { packBackendTerms } from '../fix/backend.js';
import { phraseSpans } from './volume-coverage.js';

/*
 * The search-term packer with a keyword bank: whatever the bank, it never goes over the byte limit
 * and never writes an excluded keyword, not even as two packed words side by side; must-haves
 * (priority) win the bytes over the rest.
 */

const WORDS = ['yoga', 'mat', 'mats', 'cork', 'block', 'strap', 'towel', 'pilates', 'gym', 'fitness', 'thick', 'non', 'slip', 'manduka', 'lulu', 'lemon', 'travel', 'kids', 'women', 'men', 'größe', 'tapis', '瑜伽垫', 'exercise', 'foam', 'rubber', 'jute', 'natural', 'cushion', 'pad'];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
const bank = fc.array(fc.record({ phrase, volume: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 60 });

describe('packBackendTerms with a bank', () => {
  it('never goes over the byte limit and never writes an excluded keyword', () => {
    fc.assert(
      fc.property(bank, fc.array(phrase, { maxLength: 6 }), fc.array(phrase, { maxLength: 4 }), fc.integer({ min: 0, max: 260 }), phrase, (ranked, excluded, priority, maxBytes, title) => {
        const candidates = [...priority, ...ranked.map((k) => k.phrase)];
        const out = packBackendTerms(candidates, { title, maxBytes, ranked, excluded, priority });
        expect(utf8ByteLength(out)).toBeLessThanOrEqual(maxBytes);
        for (const e of excluded) expect(phraseSpans(out, e), `"${e}" in "${out}"`).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('spends the bytes on volume per byte: a word of a higher-volume keyword of the same length goes first', () => {
    const out = packBackendTerms(['jute strap cork towel'], { title: '', maxBytes: 10, ranked: [{ phrase: 'jute', volume: 10 }, { phrase: 'cork towel', volume: 900 }, { phrase: 'strap', volume: 50 }] });
    expect(out).toBe('cork towel');
    const cheap = packBackendTerms(['cushioning pad'], { title: '', maxBytes: 20, ranked: [{ phrase: 'cushioning', volume: 100 }, { phrase: 'pad', volume: 60 }] });
    expect(cheap.split(' ')[0]).toBe('pad'); // 60 searches for 4 bytes beat 100 for 11
  });

  it('puts priority words (must-haves) ahead of any volume', () => {
    expect(packBackendTerms(['jute cork'], { title: '', maxBytes: 4, priority: ['jute'], ranked: [{ phrase: 'cork', volume: 1e6 }] })).toBe('jute');
  });

  it('leaves out an excluded keyword, and a pair that would form one side by side', () => {
    expect(packBackendTerms(['manduka yoga mat'], { title: '', maxBytes: 249, excluded: ['manduka'] })).toBe('yoga mat');
    expect(packBackendTerms(['lulu lemon towel'], { title: '', maxBytes: 249, excluded: ['lulu lemon'] })).toBe('lulu towel');
  });
});
