import { describe, expect, it } from 'vitest';
import { assistantTalk } from './assistant-talk.js';

const talk = (text: string) => assistantTalk(text).map((t) => t.text);

describe('assistantTalk', () => {
  it('finds each kind of talk, in any case, inside an invented listing’s text', () => {
    expect(talk('Sure! The kettle holds 1.7 litres.')).toEqual(['Sure!']);
    expect(talk('Here are the bullets for the Brewmark kettle: holds 1.7 litres.')).toEqual(['Here are the bullets for the Brewmark kettle:']);
    expect(talk('I’m sorry, I cannot add a number the seller did not give.')).toEqual(['I’m sorry', 'I cannot']);
    expect(talk('AS AN AI LANGUAGE MODEL I write copy.')).toEqual(['AS AN AI LANGUAGE MODEL']);
    expect(talk('Steel body. I hope this helps! Let me know if you want more.')).toEqual(['I hope this helps', 'Let me know if']);
    expect(talk('Bullet 2: Brushed steel body')).toEqual(['Bullet 2:']);
    expect(talk('Note: this title keeps the brand first.')).toEqual(['Note: this title']);
    expect(talk('Brushed steel body. All facts are taken from the seller’s listing.')).toEqual(['All facts are taken from the seller’s listing.']);
    expect(assistantTalk('Brushed steel body (118 characters)')).toEqual([{ start: 19, end: 35, text: '(118 characters)', exact: true }]);
    // (`ſ` is an `s` to a pattern without case: the quick test before it must read it so too.)
    expect(talk('ſure, the kettle holds 1.7 litres.')).toEqual(['ſure,']);
  });

  it('finds none in a listing’s own sentences, however many of the talk’s words they hold', () => {
    expect(talk('Comes with a base; based on the original 2019 design, the kettle holds 1.7 litres. Great for tea.')).toEqual([]);
    expect(talk('Note: not for induction hobs. Word count is no fact of ours, nor a thread count of 400.')).toEqual(['Word count']);
  });
});
