import { describe, expect, it } from 'vitest';
import { realize } from './phrases.js';

describe('realize', () => {
  it('ends a sentence on its stop alone: a comma the seller left at the end of a fragment goes (`… stainless steel tub,.`)', () => {
    expect(realize('hasParts', { subject: { text: 'It' }, parts: [{ text: 'a stainless steel tub,' }] })).toBe('It has a stainless steel tub.');
    expect(realize('does', { subject: { text: 'It' }, actions: [{ text: 'traps mineral deposits found in water,' }] })).toBe('It traps mineral deposits found in water.');
  });
});
