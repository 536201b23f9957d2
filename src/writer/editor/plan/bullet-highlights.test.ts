import { describe, expect, it } from 'vitest';
import type { BulletFacts } from '../read/index.js';
import { bulletHeadlines, bulletHighlights } from './bullet-highlights.js';

/*
 * The bullets' counted parts and stated dimensions, for the title option that leads with features
 * (issue 23). Invented bullets, in the shapes sellers write.
 */

const bullets = (...texts: string[]): BulletFacts[] =>
  texts.map((text, index) => ({ index, header: '', sentences: [{ text, bullet: index, measures: [], theme: 'other' as never }] }));

describe('bulletHighlights', () => {
  it('gives a counted part and a stated thickness, as the seller wrote the numbers', () => {
    const found = bulletHighlights(bullets("The stunt kart's 6 LED lights keep it bright at night", 'Measurements: 8 in. X 10 in, 2 mm thick', '4 suction cups hold it to any window'), 'Zoomer Stunt Kart Set, Pack of 3');
    expect(found).toEqual(expect.arrayContaining(['6 LED Lights', '2 mm Thick', '4 Suction Cups']));
  });
  it('takes no count the title gives, no choice of kinds, no sound, and no count of people', () => {
    const found = bulletHighlights(
      bullets('Includes 12 canvas panels for painting', 'Comes in 3 different colors', 'Skip forward with 2 clicks', 'Seats 4 players around the board'),
      'Brushwell Canvas Panels, Pack of 12',
    );
    expect(found).toEqual([]);
  });
  it('takes no range end, no limit and no height of something else', () => {
    const found = bulletHighlights(bullets('Fits children 39 to 45 inch tall', 'Holds boards up to 5 mm thick', 'Protects the remote from a 3 meters high drop'), 'Larkwood Remote Cover');
    expect(found).toEqual([]);
  });
});

describe('bulletHighlights: a dimension before the product noun', () => {
  it('gives the length of the product itself', () => {
    expect(bulletHighlights(bullets('2M long cable with braided jacket'), 'Voltix USB-C Cable', 'cable')).toEqual(['2M Long']);
  });
});

describe('bulletHighlights: what reads as something else', () => {
  it('takes no side of a size, no compound, no dimension the title gives, and no bullet that is the measure alone', () => {
    const found = bulletHighlights(
      bullets('Assembled size 19" wide by 41" tall', 'Sheet of 30.2"wide x 24.5"high decals', 'A 1.5 m high-speed braided lead', 'Foam pad is 2-in thick for comfort', '0.6" high'),
      'Plumo Deluxe 1.5-in Thick Float',
    );
    expect(found).toEqual([]);
  });
  it('takes no praise as a part, and no quantity of what the product is used with', () => {
    const found = bulletHighlights(bullets('Includes 300 high quality bricks', 'Mix with 2 cups of flour for softer dough'), 'Brixo Tank Model');
    expect(found).toEqual([]);
  });
});

describe('bulletHighlights: a count that opens the bullet', () => {
  it('takes the seller\'s singular as written: `3 Stainless Steel Jar`', () => {
    expect(bulletHighlights(bullets('3 Stainless Steel Jar - (1.5 Litre Wet Jar, 1 Litre Dry Jar and 0.4 Litre Chutney Jar)'), 'Kitchique Mixer Grinder 750 Watt', 'grinder')).toEqual(['3 Stainless Steel Jar']);
  });
  it('takes no singular after another word, nor a warranty', () => {
    expect(bulletHighlights(bullets('Comes with 3 stainless steel jar', '2 year warranty from the maker'), 'Kitchique Mixer Grinder 750 Watt', 'grinder')).toEqual([]);
  });
});

describe('bulletHighlights: one fact once', () => {
  it('takes no part the title counts already, no second height, no material counted, no hyphenated praise', () => {
    const found = bulletHighlights(
      bullets('It has 6 customizable buttons for your shortcuts', 'The father stands 3” tall and the child is 2.25” tall.', '2 stainless steel - quiet and smooth', 'Includes 220 high-quality SMD LEDs'),
      'Quillo Silent Wireless Mouse, 4 Buttons, Black',
    );
    expect(found).toEqual(['3” Tall']);
  });
});

describe('bulletHeadlines', () => {
  it("gives the seller's one-line facts: a part named whole, a material, a colour, a property", () => {
    const found = bulletHeadlines(
      bullets('Quilted lining', 'Zipper closure; Spot clean', 'Nylon'),
      'Harlow Kids 15 Inch Satchel',
    );
    expect(found).toEqual(['Quilted Lining', 'Zipper Closure', 'Nylon']);
    expect(bulletHeadlines(bullets('Colour: navy', 'Hand painted'), 'Harlow Satchel')).toEqual(['Navy', 'Hand Painted']);
    expect(bulletHeadlines(bullets('Made from bamboo', 'Red in color', 'Acid and lignin free'), 'Penwick Memo Block')).toEqual(['Bamboo', 'Red', 'Acid and Lignin Free']);
  });
  it('takes no praise, no sentence, no count, nothing the title names and no word for a look or a use', () => {
    const found = bulletHeadlines(
      bullets('Makes a great gift', 'Organizes your keys', 'Limited lifetime warranty', 'Instruction manual', 'SE', 'Style b', 'Convenient grip', 'Includes doll and bottle', 'Premium quality finish', 'Articulated design', 'One sheet per package', '52 cards per deck', 'Original Penwick memo block', 'Imported'),
      'Penwick Memo Block',
    );
    expect(found).toEqual([]);
  });
  it('reads no line of a bullet that has a header: the header is its headline', () => {
    const found = bulletHeadlines([{ index: 0, header: 'Build', sentences: [{ text: 'Zipper closure', bullet: 0, measures: [], theme: 'other' as never }] }], 'Harlow Satchel');
    expect(found).toEqual([]);
  });
});
