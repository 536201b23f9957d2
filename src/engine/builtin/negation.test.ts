import { describe, expect, it } from 'vitest';
import { negationsIn } from './negation.js';
import { liftsNegated, negatedOnlyWords, onlyNegatedPhrase } from './negated.js';

/** Each negation as `[cue] governed words`. */
const read = (text: string) => negationsIn(text).map((n) => `[${text.slice(n.cueStart, n.cueEnd)}] ${text.slice(n.start, n.end)}`);

describe('negationsIn', () => {
  it('finds what a cue governs, up to the end of its phrase', () => {
    expect(read('Stainless steel interior keeps water free of plastic taste')).toEqual(['[free of] plastic taste']);
    expect(read('No assembly required, just unfold it.')).toEqual(['[No] assembly']);
    expect(read('Runs without batteries for a week.')).toEqual(['[without] batteries']);
    expect(read('The coating prevents rust and corrosion on the hinges.')).toEqual(['[prevents] rust and corrosion']);
    expect(read('No need for batteries or cables.')).toEqual(['[No] need for batteries or cables']);
  });

  it('reads a word before `free`, `proof` or `resistant`, and a prefix, as the thing kept out', () => {
    expect(read('BPA free lid')).toEqual(['[free] BPA']);
    expect(read('BPA-free plastic')).toEqual(['[free] BPA']);
    expect(read('Anti-slip base and non toxic paint')).toEqual(['[Anti] slip', '[non] toxic']);
    expect(read('Water resistant and leak proof')).toEqual(['[resistant] Water', '[proof] leak']);
    expect(read('Bezel Less Design')).toEqual(['[Less] Bezel']);
  });

  it('negates the rest of the clause after `not` and contractions, and the subject of `not included`', () => {
    expect(read('Not suitable for children under 3. Fun for all ages.')).toEqual(['[Not] suitable for children under 3']);
    expect(read("This remote doesn't have a voice button")).toEqual(["[doesn't] have a voice button"]);
    expect(read('Batteries not included.')).toEqual(['[not] included', '[not] Batteries']);
  });

  it('carries a list after a comma only when `and` or `or` closes it', () => {
    expect(read('Protects against scratches, dust and drops while you travel.')).toEqual(['[against] scratches, dust and drops']);
    expect(read('Uses up to 90% less fat, 7 preset menus, 1400W')).toEqual(['[less] fat']);
  });

  it('keeps `from` a negation only after a word that shields', () => {
    expect(read('It protects your phone from drops.')).toEqual(['[protects your phone from] drops']);
    expect(read('Made from recycled plastic.')).toEqual([]);
  });

  it('leaves affirmations, idioms and numbers alone', () => {
    expect(read('Not only durable but also light.')).toEqual([]);
    expect(read('Cleanup could not be easier.')).toEqual([]);
    expect(read('No. 5 in the series, no matter the weather.')).toEqual([]);
    expect(read('Charges in less than 2 hours.')).toEqual([]);
    expect(read('IPX4 resistant earbuds')).toEqual([]);
    expect(read('Never miss a moment with continuous recording')).toEqual(['[Never miss] a moment']);
  });
});

describe('liftsNegated and friends', () => {
  const text = 'Stainless steel interior keeps water free of plastic taste';
  const negations = negationsIn(text);
  const span = (phrase: string) => [text.indexOf(phrase), text.indexOf(phrase) + phrase.length] as const;

  it('flags a phrase cut out of its negation, and not one that keeps its cue', () => {
    expect(liftsNegated(negations, ...span('plastic taste'))).toBe(true);
    expect(liftsNegated(negations, ...span('free of plastic taste'))).toBe(false);
    expect(liftsNegated(negations, ...span('Stainless steel interior'))).toBe(false);
  });

  it('lists the words the seller only ever negates', () => {
    expect([...negatedOnlyWords(`${text}. Plastic handle.`)].sort()).toEqual(['taste']);
    expect([...negatedOnlyWords(text)].sort()).toEqual(['plastic', 'taste']);
  });

  it('tells a phrase the seller only uses negated', () => {
    const charger = 'Laptop Charger (Without Power Cable). Power cable sold separately? No.';
    expect(onlyNegatedPhrase(charger, negationsIn(charger), 'power cable')).toBe(false);
    const remote = 'Remote Control for Smart TV (Without Voice)';
    expect(onlyNegatedPhrase(remote, negationsIn(remote), 'voice')).toBe(true);
    expect(onlyNegatedPhrase(remote, negationsIn(remote), 'remote control')).toBe(false);
  });
});
