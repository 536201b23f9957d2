import { describe, expect, it } from 'vitest';
import { termLexicon } from './term-lexicon.js';

/* The dictionary the relevance filter judges search terms by (WordNet and compromise's lexicon). */
describe('termLexicon', () => {
  it('reads goods as things, but not a place of use or a serving', () => {
    for (const goods of ['kettle', 'pool', 'bottle']) expect(termLexicon.isThing(goods), goods).toBe(true);
    // A gym is where a protein powder is used, a drink what it makes: neither is another product.
    for (const other of ['gym', 'kitchen', 'drink', 'family']) expect(termLexicon.isThing(other), other).toBe(false);
  });

  it('knows content words in any part of speech, not names, numbers or grammar words', () => {
    for (const word of ['ear', 'buds', 'hockey', 'paddles', 'free', 'workout']) expect(termLexicon.isKnown(word), word).toBe(true);
    for (const word of ['oneplus', 'foosball', 'keto', 'one', 'plus', 'samsung']) expect(termLexicon.isKnown(word), word).toBe(false);
  });

  it('gives the whole a part belongs to as a close word', () => {
    expect(termLexicon.closeWords('tabletop')).toContain('table');
  });
});
