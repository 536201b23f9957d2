import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffWords } from '../../src/server/listings/word-diff.js';

/** The word-level diff the version history shows (GET /api/listings/:id/versions/diff). */
describe('word diff', () => {
  it('a word diff gives both texts back, whatever they hold (unicode, HTML, repeated words)', () => {
    const cases: [string, string][] = [
      ['a b c a b c', 'c b a'],
      ['<b>bold</b>  text ✓ — “quoted”', 'text ✓ <i>new</i> — “quoted” end'],
      ['', 'only after'],
      ['only before', ''],
      ['same', 'same'],
    ];
    for (const [before, after] of cases) {
      const changes = diffWords(before, after);
      expect(changes.filter((c) => c.op !== 'insert').map((c) => c.text).join('')).toBe(before);
      expect(changes.filter((c) => c.op !== 'delete').map((c) => c.text).join('')).toBe(after);
      // Runs are merged: two neighbours never share an op.
      expect(changes.every((c, i) => i === 0 || changes[i - 1]!.op !== c.op)).toBe(true);
    }
    const word = fc.constantFrom('kettle', 'steel', 'tea', '1.7L', '✓', '<b>', ' ', '  ', '\n');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 40 }), (a, b) => {
        const changes = diffWords(a.join(''), b.join(''));
        expect(changes.filter((c) => c.op !== 'insert').map((c) => c.text).join('')).toBe(a.join(''));
        expect(changes.filter((c) => c.op !== 'delete').map((c) => c.text).join('')).toBe(b.join(''));
      }),
    );
  });

  it('a word diff of a long text marks only the words that changed, and shows a text rewritten throughout as replaced', () => {
    const words = Array.from({ length: 1_600 }, (_, i) => `word${i % 97}`);
    const before = words.join(' ');
    const after = words.map((w, i) => (i % 100 === 50 ? 'CHANGED' : w)).join(' ');
    const changes = diffWords(before, after);
    expect(changes.filter((c) => c.op === 'insert').map((c) => c.text)).toEqual(Array(16).fill('CHANGED'));
    expect(changes.filter((c) => c.op === 'delete')).toHaveLength(16);
    const rewritten = diffWords('old '.repeat(2_000), 'new '.repeat(2_000));
    expect(rewritten).toEqual([
      { op: 'delete', text: 'old '.repeat(2_000) },
      { op: 'insert', text: 'new '.repeat(2_000) },
    ]);
  });

});
