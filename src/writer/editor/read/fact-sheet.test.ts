import { describe, expect, it } from 'vitest';
import { factsOf, readFactSheet, type FactSheet, type SheetInput } from './fact-sheet.js';
import { readListing } from './index.js';
import { unitKind } from './units.js';
import { planSpecs } from '../plan/specs.js';

/** Hand-written listings in the way sellers write them (not benchmark rows). */
const fan: SheetInput = {
  title: 'Orient Electric Aeroquiet 1200 mm (48 Inches) Ceiling Fan, White',
  bullets: [
    { index: 0, header: 'Power', sentences: ['Runs at 74 W on 220-240 V mains.'] },
    { index: 1, header: '', sentences: ['The package includes the fan motor, 3 blades, a canopy and mounting hardware.'] },
    { index: 2, header: '', sentences: ['Wipe the blades with a dry cloth.', 'Installation by a qualified electrician is recommended.'] },
    { index: 3, header: 'Warranty', sentences: ['2 years warranty on the motor from the date of purchase.'] },
  ],
  description: ['Orient Electric fans are made of aluminium and suit rooms up to 12 x 12 ft.'],
  productNoun: 'ceiling fan',
};

const texts = (sheet: FactSheet, kind: Parameters<typeof factsOf>[1]) => factsOf(sheet, kind).map((f) => f.text);

describe('readFactSheet', () => {
  const sheet = readFactSheet(fan);

  it('keeps each fact as a slice of the sentence it came from', () => {
    expect(sheet.facts.length).toBeGreaterThan(6);
    for (const fact of sheet.facts) expect(fact.source.sentence.slice(fact.source.start, fact.source.end)).toBe(fact.text);
  });

  it('reads brand, product type, size with the seller\'s own second unit, power, inclusions, care, installation and warranty', () => {
    expect(texts(sheet, 'brand')).toEqual(['Orient Electric']);
    expect(texts(sheet, 'type')).toEqual(['Ceiling Fan']);
    expect(texts(sheet, 'size')[0]).toBe('1200 mm (48 Inches)');
    expect(factsOf(sheet, 'size')[0]?.quantities?.map((q) => [q.text, q.measures])).toEqual([['1200 mm', 'length'], ['48 Inches', 'length']]);
    expect(texts(sheet, 'power')).toEqual(['74 W', '220-240 V']);
    expect(texts(sheet, 'colour')).toEqual(['White']);
    expect(texts(sheet, 'included')).toEqual(['the fan motor, 3 blades, a canopy and mounting hardware']);
    expect(texts(sheet, 'care')).toEqual(['Wipe the blades with a dry cloth.']);
    expect(texts(sheet, 'installation')).toEqual(['Installation by a qualified electrician is recommended.']);
    expect(texts(sheet, 'warranty')).toEqual(['2 years warranty on the motor from the date of purchase.']);
    expect(texts(sheet, 'material')).toEqual(['aluminium']);
    expect(factsOf(sheet, 'warranty')[0]?.source).toMatchObject({ field: 'bullet', index: 3 });
    expect(factsOf(sheet, 'material')[0]?.source.field).toBe('description');
  });

  it('never adds a unit the seller did not write', () => {
    const one = readFactSheet({ ...fan, title: 'Orient Electric Aeroquiet 1200 mm Ceiling Fan' });
    expect(factsOf(one, 'size')[0]?.quantities).toHaveLength(1);
    expect(texts(one, 'size')[0]).toBe('1200 mm');
    expect(one.facts.some((f) => /inch/iu.test(f.text))).toBe(false);
  });

  it('keeps the brand in the seller\'s case and reads the model after it', () => {
    const earphones = readFactSheet({
      title: 'boAt Bassheads 102 Wired Earphones with Mic, Black',
      bullets: [{ index: 0, header: '', sentences: ['Compatible with Android and iOS phones with a 3.5 mm jack.'] }],
      description: [],
      productNoun: 'earphones',
    });
    expect(texts(earphones, 'brand')).toEqual(['boAt']);
    expect(texts(earphones, 'model')).toEqual(['Bassheads 102']);
    expect(texts(earphones, 'compatibility')).toEqual(['Android and iOS phones with a 3.5 mm jack']);
    expect(texts(earphones, 'colour')).toEqual(['Black']);
  });

  it('reads no brand when the title opens with a plain word the seller also writes in lowercase', () => {
    const bottle = readFactSheet({ title: 'Stainless Steel Water Bottle 750ml', bullets: [{ index: 0, header: '', sentences: ['Double wall stainless steel keeps drinks cold.'] }], description: [], productNoun: 'water bottle' });
    expect(texts(bottle, 'brand')).toEqual([]);
    expect(texts(bottle, 'capacity')).toEqual(['750ml']);
  });

  it('does not read a rider\'s weight, a fit or a wheel hardness as the product\'s own measure', () => {
    const board = readFactSheet({
      title: 'Trailcraft Carver Longboard',
      bullets: [{ index: 0, header: '', sentences: ['Flex 2 suits riders from 120 to 170 pounds.', 'The 70mm 78A wheels grip well.', 'The board weighs 2.1 kg.'] }],
      description: [],
      productNoun: 'longboard',
    });
    expect(texts(board, 'weight')).toEqual(['2.1 kg']);
    expect(texts(board, 'power')).toEqual([]);
  });

  it('does not read the size of a device it works with as its own (`compatible with … iPad Pro 11" (2018)`)', () => {
    const cable = readFactSheet({
      title: 'Zentra USB C Charging Cable 2 m',
      bullets: [
        { index: 0, header: '', sentences: ['Compatible with Galaxy S22, iPad Air 10.9" (Gen 4), iPad Pro 11\'\' (2018) and more.'] },
        { index: 1, header: '', sentences: ['Supports fast charging for iPad Pro 12.9" and MacBook Air 13 inch.'] },
        { index: 2, header: '', sentences: ['Works with 3.5mm audio devices; 1.2m tangle-free cable.'] },
      ],
      description: [],
      productNoun: 'cable',
    });
    expect(texts(cable, 'size')).toEqual(['2 m', '1.2m']);
  });

  it('does not read an adjustment range as the product\'s size (`4in-6in (2in adjustable range)` is no `Size: 2in`)', () => {
    const stand = readFactSheet({
      title: 'Brightfold Tablet Stand',
      bullets: [{ index: 0, header: '', sentences: ['The height moves between 4in-6in (2in adjustable range) and the arm has 3 cm of travel.', 'The base measures 10 cm wide.'] }],
      description: [],
      productNoun: 'stand',
    });
    expect(texts(stand, 'size')).not.toContain('2in');
    expect(texts(stand, 'size')).not.toContain('3 cm');
    expect(texts(stand, 'size')).toContain('10 cm');
  });

  it('reads a size in inches with its sides named as a size, never as a power (`14.25"W` is a width, not watts)', () => {
    const puzzle = readFactSheet({
      title: 'Tiddle Jigsaw Puzzle Set (60 pcs)',
      bullets: [{ index: 0, header: 'Dimensions', sentences: ['10.25"L x 14.25"W assembled'] }],
      description: [],
      productNoun: 'puzzle',
    });
    expect(texts(puzzle, 'power')).toEqual([]);
    expect(texts(puzzle, 'size')).toContain('10.25"L x 14.25"W');
  });

  it('gives each labelled spec one line in the specification list, its label in words (`Material: Paper; Size: 3"x3"`, `power_source_type`)', () => {
    const notes = readFactSheet({
      title: 'Notely Sticky Note Cube',
      bullets: [
        { index: 0, header: 'Material', sentences: ['Paper; Size: 3"x3"'] },
        { index: 1, header: 'power_source_type', sentences: ['Battery powered'] },
      ],
      description: [],
      productNoun: 'note',
    });
    const lines = planSpecs({ sheet: notes, noun: 'note', sentenceCase: (t) => t.charAt(0).toUpperCase() + t.slice(1).toLowerCase(), inTitle: () => false });
    expect(lines).toEqual(['Material: Paper', 'Size: 3"x3"', 'Power source type: Battery powered']);
  });

  it('reads pack counts and audiences in the seller\'s words', () => {
    const toy = readFactSheet({ title: 'Puzzlepals Shape Sorter Toy, Pack of 2', bullets: [{ index: 0, header: '', sentences: ['Ideal for toddlers ages 2+ and preschool classrooms.'] }], description: [], productNoun: 'toy' });
    expect(texts(toy, 'count')).toEqual(['Pack of 2']);
    expect(texts(toy, 'audience')).toEqual(['toddlers ages 2+']);
  });

  it('takes only measures from a header: a label like WARRANTY states nothing', () => {
    expect(texts(sheet, 'warranty')).not.toContain('Warranty');
    const table = readFactSheet({ title: 'Oakline Desk', bullets: [{ index: 0, header: '60 X 30 X 31 INCHES', sentences: ['Roomy top for two monitors.'] }], description: [], productNoun: 'desk' });
    expect(texts(table, 'size')).toEqual(['60 X 30 X 31 INCHES']);
  });
});

describe('unitKind', () => {
  it('reads units in the seller\'s casing through the units library', () => {
    expect(['Inches', 'MM', '"', 'LTR', 'Litres', 'KG', 'gms', 'Watts', 'V', 'MAH', 'GB', 'TB'].map(unitKind)).toEqual([
      'length', 'length', 'length', 'volume', 'volume', 'mass', 'mass', 'power', 'potential', 'charge', 'information', 'information',
    ]);
  });
  it('reads no product measure in words that are not one', () => {
    expect(['hours', 'kids', 'Hz', 'pcs', 'x'].map(unitKind)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('ListingFacts.sheet', () => {
  it('is built from what survived the policy check', () => {
    const facts = readListing({
      title: 'Kaveri Quartz Room Heater 800 Watts (Ivory)',
      bulletPoints: ['Cord Length: 1.5 m; Rated Voltage: 230 V', 'Warranty: 2 years on the product', 'Call us at (555) 123-4567 for a free 5 year warranty.'],
      titleMainKeyword: 'room heater',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(texts(facts.sheet, 'power')).toEqual(['800 Watts', '230 V']);
    expect(texts(facts.sheet, 'warranty').join(' ')).not.toMatch(/5 year/u);
  });
});

describe('care, installation and warranty lines', () => {
  const facts = readListing({
    title: 'Pressa Royal 200-Watt Slow Juicer with Cold Press Technology',
    bulletPoints: [
      'Cold press process for more juice;Easy to assemble, operate, and clean',
      'Wide 70mm feeding tube takes whole apples',
      'Can be used for juices, smoothies and sorbet;2 year warranty on the motor',
      'BPA free plastic body',
      'Quiet 60 rpm auger',
    ],
    titleMainKeyword: 'cold press juicers',
    titleSecondaryKeywords: '',
    bulletKeywords: 'juicers',
  });
  const texts = (kind: Parameters<typeof factsOf>[1]) => factsOf(facts.sheet, kind).map((f) => f.text);
  it('reads a warranty after a semicolon glued to its number as a clause of its own (`sorbet;2 year warranty`)', () => {
    expect(texts('warranty').join(' ')).toMatch(/sorbet; 2 year warranty/u);
  });
  it('reads no care or installation line out of `easy to assemble, operate, and clean`', () => {
    expect(texts('care')).toEqual([]);
    expect(texts('installation')).toEqual([]);
  });
});

