import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceEndAt, sentences, sentenceSpans } from './sentences.js';

const split = (text: string) => sentenceSpans(text).map((s) => s.text);

describe('sentenceSpans', () => {
  it('ends a sentence at a stop, ! or ? before a space, and at a line break', () => {
    expect(split('Soft cotton. Machine washable! Fits all? Yes\nSecond line')).toEqual(['Soft cotton.', 'Machine washable!', 'Fits all?', 'Yes', 'Second line']);
  });

  it('does not end a sentence at a decimal, a model code or a dotted short form', () => {
    expect(split('Holds 1.5 L of water and runs firmware v5.0 today.')).toEqual(['Holds 1.5 L of water and runs firmware v5.0 today.']);
    expect(split('Made in the U.S. From recycled fibres.')).toEqual(['Made in the U.S. From recycled fibres.']);
    expect(split('Use fresh fruit, e.g. Mango or apple.')).toEqual(['Use fresh fruit, e.g. Mango or apple.']);
    expect(split('Use fresh fruit, i.e. Ripe ones.')).toEqual(['Use fresh fruit, i.e. Ripe ones.']);
  });

  it('does not end a sentence after an abbreviation', () => {
    expect(split('Model No. 5 fits. Approx. 20 cm tall. Price Rs. 499 only.')).toEqual(['Model No. 5 fits.', 'Approx. 20 cm tall.', 'Price Rs. 499 only.']);
    expect(split('Made by J. Smith Co. in Ohio.')).toEqual(['Made by J. Smith Co. in Ohio.']);
  });

  it('ends a sentence after a unit short form when sentence-case text follows', () => {
    expect(split('Holds players up to 85 lbs. The result is fast-paced, long-lasting play.')).toEqual([
      'Holds players up to 85 lbs.',
      'The result is fast-paced, long-lasting play.',
    ]);
    expect(split('Holds 16 oz. Great for travel and picnics.')).toEqual(['Holds 16 oz.', 'Great for travel and picnics.']);
    expect(split('Screen is 12 in. It folds flat.')).toEqual(['Screen is 12 in.', 'It folds flat.']);
    expect(split('Pens, pencils, etc. The case zips shut.')).toEqual(['Pens, pencils, etc.', 'The case zips shut.']);
    expect(split('Thickness 2 mm. Call 555-123-4567.')).toEqual(['Thickness 2 mm.', 'Call 555-123-4567.']);
  });

  it('keeps a number written with a space after its decimal point, before its unit, in one sentence', () => {
    expect(split('Performs best on 11. 25" Radius curves or greater.')).toEqual(['Performs best on 11. 25" Radius curves or greater.']);
    // (A list of sizes typed the same way, with no unit: `iPad Pro 9. 7 10. 5, iPad 9. 7 2018/ 2017`.)
    expect(split('Fits iPad Pro 9. 7 10. 5, iPad 9. 7 2018/ 2017 and more. Easy to fit.')).toEqual(['Fits iPad Pro 9. 7 10. 5, iPad 9. 7 2018/ 2017 and more.', 'Easy to fit.']);
    // (A range whose end has the unit: `4. 7 - 10. 5 inch`.)
    expect(split('Compatible with all 4. 7 - 10. 5 inch phones and tablets. Easy to fit.')).toEqual(['Compatible with all 4. 7 - 10. 5 inch phones and tablets.', 'Easy to fit.']);
    expect(split('Cable length 1. 5 m. Fits all ports.')).toEqual(['Cable length 1. 5 m.', 'Fits all ports.']);
    // A count that ends a sentence is still its end.
    expect(split('Pack of 12. 3 colours to choose from.')).toEqual(['Pack of 12.', '3 colours to choose from.']);
  });

  it('keeps an area or a volume with its unit', () => {
    expect(split('Heats up to 250 Sq. Feet quickly.')).toEqual(['Heats up to 250 Sq. Feet quickly.']);
    expect(split('Holds 2 cu. ft of laundry.')).toEqual(['Holds 2 cu. ft of laundry.']);
  });

  it('keeps a unit short form inside its sentence before a number, a lower-case word or Title Case', () => {
    expect(split('Weighs 5 lbs. 10 oz. in total.')).toEqual(['Weighs 5 lbs. 10 oz. in total.']);
    expect(split('A 16 oz. bottle with a lid.')).toEqual(['A 16 oz. bottle with a lid.']);
    expect(split('Measures 12 In. X 8 In. Tall')).toEqual(['Measures 12 In. X 8 In. Tall']);
    expect(split('A 16 Oz. Glass Bottle With Lid')).toEqual(['A 16 Oz. Glass Bottle With Lid']);
  });

  it('ends a sentence after a unit letter that follows a number, not after an initial', () => {
    expect(split('Holds 1.5 L. Approx. 20 cm tall.')).toEqual(['Holds 1.5 L.', 'Approx. 20 cm tall.']);
    expect(split('Written by J. R. R. Tolkien.')).toEqual(['Written by J. R. R. Tolkien.']);
  });

  it('ends a sentence before a lower-case start after a plain word, not after a short form', () => {
    expect(split('Comes with two bags. this also makes transport easy')).toEqual(['Comes with two bags.', 'this also makes transport easy']);
    expect(split('Approx. twice the size.')).toEqual(['Approx. twice the size.']);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(split('It says "Made to last." Then it (really) does.')).toEqual(['It says "Made to last."', 'Then it (really) does.']);
    expect(split('Kids love to say "I read the whole book! "')).toEqual(['Kids love to say "I read the whole book! "']);
  });

  it('returns trimmed offsets into the text and leaves out pieces with no word', () => {
    const text = '  Soft cotton.   ... \n  Washable!  ';
    const spans = sentenceSpans(text);
    expect(spans.map((s) => s.text)).toEqual(['Soft cotton.', 'Washable!']);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('never loses a word, keeps order and returns offsets that match the text (property)', () => {
    const piece = fc.constantFrom('Soft', 'cotton', '85', 'lbs.', 'The', 'e.g.', 'U.S.', 'No.', '5', '1.5', 'L.', 'J.', 'etc.', 'oz.', 'in.', 'it', '!', '?', '.', '"', '\n', 'Mr.', 'v5.0');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom(' ', '  ', '\u00a0'), (pieces, gap) => {
        const text = pieces.join(gap);
        const spans = sentenceSpans(text);
        let last = 0;
        for (const s of spans) {
          expect(s.start).toBeGreaterThanOrEqual(last);
          expect(text.slice(s.start, s.end)).toBe(s.text);
          expect(s.text).toBe(s.text.trim());
          last = s.end;
        }
        const wordsOf = (t: string) => t.match(/[\p{L}\p{N}]+/gu) ?? [];
        expect(spans.flatMap((s) => wordsOf(s.text))).toEqual(wordsOf(text));
      }),
    );
  });

  it('ends nothing inside a token (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9.!?]{1,12}$/), fc.stringMatching(/^[a-zA-Z0-9]{1,6}$/), (a, b) => {
        const text = `${a}${b}`;
        for (let i = 0; i < a.length; i++) expect(sentenceEndAt(text, i)).toBe(-1);
      }),
    );
  });
});

describe('sentences', () => {
  it('counts words with the word tokenizer', () => {
    expect(sentences("It's soft. Women's anti-slip socks, 3 pairs.").map((s) => s.words)).toEqual([2, 6]);
  });
});
