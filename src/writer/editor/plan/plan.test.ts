import { describe, expect, it } from 'vitest';
import { deriveHeader, headerCase, headerFault, headerNamesProduct } from './header.js';
import { placeProductKeyword, planBullets } from './bullets.js';
import { labelAsSentence, withoutOpening } from './bullet-header.js';
import { planSearchTerms } from './search-terms.js';
import { cutAtRepeat, cutToLength, planTitles } from './title.js';
import { planDescription } from './description.js';
import { nounPhrases } from '../read/noun-phrases.js';
import type { BulletFacts } from '../read/index.js';

describe('headerFault', () => {
  it.each([
    ['RESPONSIVE FLEX', undefined],
    ['40mm DRIVERS', undefined],
    ['WHY CHOOSE IT', 'a clause'],
    ['WHAT YOU GET', 'a clause'],
    ['PERFECT FOR PIZZA AND', 'ends on a function word'],
    ['PLACE AT ANY WHERE', 'ends on a function word'],
    ['PLACE AT ANY', 'ends on a function word'],
    // A phrasal verb's particle ends it: cut, `LID ROLLS` says another thing.
    ['LID ROLLS UP', undefined],
    ['EASY SET UP', undefined],
    ['MADE IN', 'ends on a function word'],
    ['DURABLE', 'a lone adjective'],
    ['WIDELY COMPATIBLE', 'a lone adjective'],
    ['EASY TO CLEAN', undefined],
    ['EASY CLEAN', undefined],
    ['CORDLESS POURING', undefined],
    ['SOFT AND SMOOTH', 'a lone adjective'],
    ['READY TO USE', undefined],
    ['ALWAYS', 'without a content word'],
    ['BEST IN THE WORLD', 'a subjective or temporary claim'],
    ['READ BEFORE BUYING', 'an instruction'],
    ['GIFT FOR AGES 3 AND UP', undefined],
    ['PRODUCT INCLUDES', 'a clause'],
    ['PRODUCT DETAILS', undefined],
    ['COLOUR', undefined],
    ["ASIAN KITCHEN HERE'S", 'a clause'],
    ['ASIAN KITCHEN--JAGGERY CUBES', 'two phrases'],
  ])('%s', (header, fault) => {
    expect(headerFault(header)).toBe(fault);
  });
});

describe('deriveHeader', () => {
  const header = (text: string) => deriveHeader(nounPhrases([text])[0] ?? [], new Set(), 'kettle', new Set(['brewmaster', 'kettle']), text);
  it('takes the telling noun phrase, whole', () => {
    expect(header('Auto shut-off and boil-dry protection switch the kettle off when it is empty')).toBe('boil-dry protection');
    // Never the text's own opening words (`LEAK PROOF SCREW LID: Leak proof screw lid ...`).
    expect(header('Leak proof screw lid with a carry loop for hiking and travel')).toMatch(/loop$/u);
  });
  it('never cuts a number from its unit mark or out of a larger number', () => {
    expect(header('Screen Size-;1.69" big square colour display with a round dial')).not.toMatch(/^1\.69$|1\.69 /u);
    expect(header('Measures 9.4 by 7.7 by .08 inches with a rubber base')).not.toMatch(/08 inches/iu);
  });
  it('never leads with a number out of a name, nor ends on a unit', () => {
    expect(header('We engineered our Warp Charge 30 Power Adapter to be clever')).not.toMatch(/^30/u);
    expect(header('Rated Voltage is 230 V for the heater element')).not.toMatch(/230 V$/u);
  });
  it('never heads a bullet with what it is cleaned with, used with or put into', () => {
    expect(header('Wipe the steel body clean with a dry cloth after each boil')).not.toMatch(/dry cloth/iu);
    expect(header('2 USB ports to connect hard drives and other USB devices')).not.toMatch(/^hard drives$/iu);
    // (Nor with the second thing it connects, `OTHER USB DEVICES`, nor a two-word one it is used with.)
    expect(header('2 USB ports to connect hard drives and other USB devices')).not.toMatch(/devices|drives/iu);
    expect(headerFault('OTHER USB DEVICES')).toBe('a quantifier');
  });
  it('never heads a bullet with a phrase cut from its count (`PIN USB` of `8 pin USB`)', () => {
    expect(header('18 W quick charge for 8 pin USB. The cable for 8 pin USB charges phones fast')).not.toMatch(/^pin USB$/iu);
  });
  it('never heads a bullet with a possessive phrase, which names whose thing it is rather than the fact', () => {
    expect(header("A burning smell at first use is normal: your grinder's powerful motor heats its varnish coating")).not.toMatch(/['’]s/u);
  });
  it('never heads a bullet with what its text says the product is not', () => {
    expect(header('Not a protective helmet, a costume hat for youth sizes')).not.toMatch(/protective helmet/iu);
  });
});

const fact = (text: string, bullet: number) => ({ text, bullet, measures: [], theme: 'use' as const });
const bullet = (index: number, header: string, ...sentences: string[]): BulletFacts => ({ index, header, sentences: sentences.map((s) => fact(s, index)) });

describe('planBullets', () => {
  const plan = (bullets: BulletFacts[], ceiling = 350) =>
    planBullets({
      bullets,
      phrases: new Map(bullets.map((b) => [b.index, nounPhrases([b.sentences.map((s) => s.text).join(' ')])[0] ?? []])),
      keywordWords: new Set(),
      productHead: 'kettle',
      nameWords: new Set(['kettle']),
      ceiling,
      max: 500,
      sentenceCase: (t) => t.charAt(0) + t.slice(1).toLowerCase(),
    });

  it('keeps whole sentences in order up to the ceiling and moves the rest to the description', () => {
    const long = 'The stainless steel interior is easy to wipe clean after every use of the kettle.';
    const { bullets, overflow } = plan([bullet(0, 'EASY CLEAN', long, long.replace('wipe', 'rinse'), long.replace('wipe', 'dry'))], 200);
    expect(bullets[0]?.sentences).toEqual([long, long.replace('wipe', 'rinse')]);
    expect(overflow.map((o) => o.text)).toEqual([long.replace('wipe', 'dry')]);
  });

  it('turns `INCLUDES COLORED PENCILS` into a noun phrase and replaces a claim, telling the seller', () => {
    const { bullets, notes } = plan([
      bullet(0, 'INCLUDES COLORED PENCILS', 'Five colored pencils are included in the box.'),
      bullet(1, 'BEST IN THE WORLD', 'Every kettle is pressed by hand in our Oregon workshop.'),
    ]);
    // (What is in the box goes after the features.)
    expect(bullets.find((b) => b.index === 0)?.header).toBe('COLORED PENCILS');
    expect(bullets.find((b) => b.index === 1)?.header).not.toMatch(/BEST/u);
    expect(notes).toEqual(['Bullet 2: header "BEST IN THE WORLD" replaced: it is a subjective or temporary claim.']);
  });

  it('keeps a list label joined to its list in a listing without headers', () => {
    const { bullets } = plan([bullet(0, '', 'A steel kettle with a glass lid.'), bullet(1, '', 'The base turns all the way round.'), bullet(2, 'What is in the pack', 'Dress')]);
    expect(bullets.find((b) => b.index === 2)).toMatchObject({ header: '', sentences: ['What is in the pack: Dress'] });
  });

  it('keeps the case of a name a list label introduces (`This item works with Axial Yeti XL`)', () => {
    const { bullets } = plan([bullet(0, '', 'A steel kettle with a glass lid.'), bullet(1, '', 'The base turns all the way round.'), bullet(2, 'This item works with', 'Axial Yeti XL')]);
    expect(bullets.find((b) => b.index === 2)?.sentences.join(' ')).toMatch(/with Axial Yeti XL/u);
  });

  it("drops a `What's inside` label before a whole sentence, and heads the bullet with its fact", () => {
    const { bullets } = plan([bullet(0, "What's inside", 'Our tea kettle comes with four steel filters for loose leaf tea.')]);
    expect(bullets[0]?.sentences).toEqual(['Our tea kettle comes with four steel filters for loose leaf tea.']);
    expect(bullets[0]?.header).not.toMatch(/WHAT/iu);
  });
});

describe('headers that only name the product (issue 23)', () => {
  const naming = { nameWords: new Set(['gold', 'mix']), productHead: 'mix', titleName: 'Gold Medal Oat Bran Muffin Mix' };
  it('reads a header of the title name\'s words that ends on its noun, or is its brand, as the product\'s name', () => {
    expect(headerNamesProduct('MUFFIN MIX', naming)).toBe(true);
    expect(headerNamesProduct('Oat Bran Muffin Mix', naming)).toBe(true);
    expect(headerNamesProduct('GOLD MEDAL', naming)).toBe(true);
    // A feature the name holds and a measure are facts.
    expect(headerNamesProduct('OAT BRAN', naming)).toBe(false);
    expect(headerNamesProduct('TOLERANT FORMULA', naming)).toBe(false);
    expect(headerNamesProduct('5 LB BOX', { ...naming, titleName: 'Gold Medal Muffin Mix 5 Lb Box' })).toBe(false);
  });
  // The bullets of the muffin mix named above, planned as the writer plans them.
  const planMuffinBullets = (facts: BulletFacts[]) =>
    planBullets({
      bullets: facts,
      phrases: new Map(facts.map((b) => [b.index, nounPhrases([b.sentences.map((s) => s.text).join(' ')])[0] ?? []])),
      phrasesOf: (text) => nounPhrases([text])[0] ?? [],
      keywordWords: new Set(),
      productHead: 'mix',
      nameWords: naming.nameWords,
      ceiling: 350,
      max: 500,
      sentenceCase: (t) => t,
      titleName: naming.titleName,
    });
  it('replaces a seller header that only names the product by one naming the bullet\'s fact', () => {
    const facts = [
      bullet(0, 'Muffin Mix', 'American-milled premium formula that bakes consistent scratch-quality muffins'),
      bullet(1, 'Save time', 'Just add water to the mix and bake for twenty minutes'),
      bullet(2, 'Versatility', 'One box makes muffins, coffee cakes and quick breads'),
    ];
    const { bullets } = planMuffinBullets(facts);
    const first = bullets.find((b) => b.index === 0);
    expect(first?.header).not.toMatch(/muffin mix/iu);
    expect(first?.header).not.toBe('');
    expect(bullets.every((b) => b.header !== '')).toBe(true);
  });
  it('keeps it when no fact of the bullet can head it: all headers or none', () => {
    const facts = [
      bullet(0, 'Muffin Mix', 'Bakes well every time.'),
      bullet(1, 'Save time', 'Just add water to the mix and bake for twenty minutes'),
      bullet(2, 'Versatility', 'One box makes muffins, coffee cakes and quick breads'),
    ];
    const { bullets } = planMuffinBullets(facts);
    expect(bullets.find((b) => b.index === 0)?.header).toBe('MUFFIN MIX');
  });
});

describe('planBullets: one header style, merged fragments, filled slots, shopper order', () => {
  const plan = (bullets: BulletFacts[], ceiling = 350) =>
    planBullets({
      bullets,
      phrases: new Map(bullets.map((b) => [b.index, nounPhrases([b.sentences.map((s) => s.text).join(' ')])[0] ?? []])),
      phrasesOf: (text) => nounPhrases([text])[0] ?? [],
      keywordWords: new Set(),
      productHead: 'television',
      nameWords: new Set(['television', 'vista']),
      ceiling,
      max: 500,
      count: { min: 5, max: 10 },
      sentenceCase: (t) => t.charAt(0) + t.slice(1).toLowerCase(),
    });
  const headed = (b: { header: string }) => b.header !== '';

  it('gives every bullet a header when most have one: a list cut into bullets joins the bullet it continues', () => {
    const { bullets } = plan([
      bullet(0, 'Resolution', 'HD Ready (1366 x 768) panel'),
      bullet(1, 'Refresh Rate', '60 Hertz'),
      bullet(2, 'Connectivity', 'HDMI ports to connect a set-top box'),
      bullet(3, '', 'Blu-ray players'),
      bullet(4, '', 'Gaming consoles'),
      bullet(5, 'Sound', '20 Watts output with two speakers'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    const connectivity = bullets.find((b) => b.header === 'CONNECTIVITY');
    expect(connectivity?.sentences.join(' ')).toMatch(/set-top box, Blu-ray players, Gaming consoles/u);
  });

  it('joins a headless bullet to the one about the same thing, or heads a measured one with its own noun', () => {
    const { bullets } = plan([
      bullet(0, 'Camera', '13MP rear camera with a portrait mode'),
      bullet(1, '', '5MP Front Camera'),
      bullet(2, 'Display', '6.5 inch HD+ screen with thin bezels'),
      bullet(3, '', 'Massive 6000 mAh Battery'),
      bullet(4, 'Processor', 'Octa-core chip clocked at 2.4 GHz'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    expect(bullets.find((b) => b.header === 'CAMERA')?.sentences.join(' ')).toMatch(/13MP.*5MP Front Camera/u);
    expect(bullets.find((b) => /6000 mAh/u.test(b.sentences.join(' ')))?.header).toBe('BATTERY');
  });

  it('keeps a list label as the header in a listing with headers, and folds it into the text in one without', () => {
    const withHeaders = plan([
      bullet(0, 'Picture', 'A bright 4K panel with rich colour'),
      bullet(1, 'Sound', 'Two 10 W speakers with clear dialogue'),
      bullet(2, "What's in the box", 'One television, one remote and two AAA batteries'),
    ]);
    expect(withHeaders.bullets.map((b) => b.header)).toContain("WHAT'S IN THE BOX");
    const without = plan([
      bullet(0, '', 'A bright 4K panel with rich colour.'),
      bullet(1, '', 'Two 10 W speakers give clear dialogue.'),
      bullet(2, 'Includes', 'One remote and two AAA batteries'),
    ]);
    expect(without.bullets.some(headed)).toBe(false);
    expect(without.bullets.map((b) => b.sentences.join(' '))).toContain('Includes one remote and two AAA batteries');
    // A label before a short value is said as a sentence: `Country of origin. India` reads broken.
    const spec = plan([
      bullet(0, '', 'A bright 4K panel with rich colour.'),
      bullet(1, '', 'Two 10 W speakers give clear dialogue.'),
      bullet(5, '', 'The remote has a voice button.'),
      bullet(6, '', 'A metal stand holds the set steady.'),
      bullet(2, 'Country of Origin', 'India'),
      bullet(3, 'Dimensions', '73 x 43 cm'),
      bullet(4, 'Connectivity', 'Supports Bluetooth 5.0'),
    ]);
    expect(spec.bullets.find((b) => b.index === 2)?.sentences).toEqual(['The country of origin is India.']);
    expect(spec.bullets.find((b) => b.index === 3)?.sentences).toEqual(['The dimensions are 73 x 43 cm.']);
    expect(spec.bullets.find((b) => b.index === 4)?.sentences.join(' ')).not.toMatch(/is supports/u);
    // A spec line of pairs is said as one sentence: `Operating system. Windows XP; ...` reads broken.
    const line = plan([bullet(0, '', 'A bright 4K panel with rich colour.'), bullet(1, '', 'Two 10 W speakers give clear dialogue.'), bullet(2, '', 'The remote has a voice button.'), bullet(3, 'Operating System', 'Windows XP; Style Name: 1600 DPI')]);
    expect(line.bullets.find((b) => b.index === 3)?.sentences).toEqual(['The operating system is Windows XP; the style name is 1600 DPI.']);
    const glued = plan([bullet(0, '', 'A bright 4K panel with rich colour.'), bullet(1, '', 'Two 10 W speakers give clear dialogue.'), bullet(2, '', 'The remote has a voice button.'), bullet(3, 'Display type', 'amoled, Form factor:slim bar, Interface:touch screen')]);
    expect(glued.bullets.find((b) => b.index === 3)?.sentences).toEqual(['The display type is amoled, the form factor is slim bar, the interface is touch screen.']);
    // `The form factor is bar` wants an article the seller never wrote.
    const bare = plan([bullet(0, '', 'A bright 4K panel with rich colour.'), bullet(1, '', 'Two 10 W speakers give clear dialogue.'), bullet(2, '', 'The remote has a voice button.'), bullet(3, 'Form factor', 'bar')]);
    expect(bare.bullets.find((b) => b.index === 3)?.sentences.join(' ')).not.toMatch(/is bar/u);
  });

  it('gives the slot of a bullet with no fact left to a fact that did not fit, under its own header', () => {
    const long = (n: number) => `The panel number ${n} keeps its colour bright from every seat in the room for years.`;
    const { bullets, overflow } = plan(
      [
        bullet(0, 'Picture', long(1), 'A second anti-glare layer cuts reflections from the window lamps.'),
        bullet(1, 'Sound', 'Two 10 W speakers with clear dialogue'),
        bullet(2, 'Stand', 'A metal stand holds the set steady'),
        bullet(3, 'Remote', 'The remote has a voice button'),
        bullet(4, 'About us', ),
      ],
      100,
    );
    expect(bullets).toHaveLength(5);
    expect(bullets.every(headed)).toBe(true);
    expect(bullets.some((b) => b.sentences[0]?.startsWith('A second anti-glare layer'))).toBe(true);
    expect(overflow.map((o) => o.text)).not.toContain('A second anti-glare layer cuts reflections from the window lamps.');
  });

  it("keeps the seller's header and drops the opening words that only repeat it", () => {
    const { bullets } = plan([
      bullet(0, 'Anti-slip pad', 'The anti-slip pad keeps the set in place on a shelf.'),
      bullet(1, 'Bluetooth 5', 'Bluetooth 5 chip pairs with phones in seconds.'),
      bullet(2, 'Sound', 'Two 10 W speakers with clear dialogue'),
    ]);
    expect(bullets.find((b) => b.index === 0)).toMatchObject({ header: 'ANTI-SLIP PAD', sentences: ['Keeps the set in place on a shelf.'] });
    // `Bluetooth 5 chip` is a longer name: its opening stays, under another header.
    expect(bullets.find((b) => b.index === 1)?.sentences[0]).toMatch(/^Bluetooth 5 chip/u);
  });

  it('heads a bullet with its own noun phrase, never with a lone adjective', () => {
    const { bullets, notes } = plan([
      bullet(0, 'Picture', 'A bright 4K panel with rich colour'),
      bullet(1, 'More durable', '18 Pieces (3 size x 6 Pcs each)'),
      bullet(2, '', 'Metal wall bracket for 32 to 43 inch sets'),
      bullet(3, 'Sound', 'Two 10 W speakers with clear dialogue'),
    ]);
    expect(notes.join(' ')).toMatch(/"More durable" replaced: it is a lone adjective/u);
    expect(bullets.find((b) => b.index === 2)).toMatchObject({ header: 'METAL WALL BRACKET', sentences: ['For 32 to 43 inch sets'] });
    // A lone adjective is no header: `MORE DURABLE` names nothing.
    expect(bullets.find((b) => b.index === 1)?.header).not.toBe('MORE DURABLE');
  });

  it('keeps a long seller header that nothing else can replace, and finishes one that ends on its preposition', () => {
    const { bullets } = plan([
      bullet(0, 'Picture', 'A bright 4K panel with rich colour'),
      bullet(1, 'Easy to carry and safe to use', 'It is safe.'),
      bullet(2, 'SUITABLE FOR', 'Ages 3 years and up'),
    ]);
    expect(bullets.find((b) => b.index === 1)).toMatchObject({ header: 'EASY TO CARRY AND SAFE TO USE', sentences: ['It is safe.'] });
    expect(bullets.find((b) => b.index === 2)).toMatchObject({ header: 'SUITABLE FOR AGES', sentences: ['3 years and up'] });
  });

  it('cuts a single sentence longer than a bullet at its last clause that fits, keeping the bullet and telling the seller', () => {
    const list = 'Works with the Vista 32, Vista 40, Vista 43, Vista 50, Vista 55, Vista 65, Vista 75 and Vista 85 models sold since 2019';
    const { bullets, notes } = planBullets({
      bullets: [bullet(0, 'Fit', list), bullet(1, 'Sound', 'Two 10 W speakers with clear dialogue')],
      phrases: new Map(),
      keywordWords: new Set(),
      productHead: 'television',
      nameWords: new Set(['television']),
      ceiling: 80,
      max: 100,
      sentenceCase: (t) => t,
    });
    expect(bullets).toHaveLength(2);
    const fit = bullets.find((b) => b.index === 0);
    expect(fit?.sentences[0]).toMatch(/^Works with the Vista 32, .*Vista \d+\.$/u);
    expect(`${fit?.header}: ${fit?.sentences.join(' ')}`.length).toBeLessThanOrEqual(100);
    expect(notes.join(' ')).toMatch(/Bullet 1: shortened/u);
  });

  it('heads a bullet by its first phrase, a warranty by its word, and joins a few words to the nearest bullet on their theme', () => {
    const { bullets } = plan([
      bullet(0, '1.2 M Long Durable Cable', 'The cable is about 1.2 M long and braided for strength.'),
      bullet(1, 'Heat Setting', '2 heat settings of 1000 and 2000 W'),
      bullet(2, 'Stand', 'A metal stand holds the heater steady'),
      bullet(3, '', '1 year warranty provided by the manufacturer from the date of purchase'),
      bullet(4, '', 'Over Heat Protection'),
      bullet(5, '', '9H surface hardness!', 'The glass resists scratches from keys and coins.'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    // A decimal reads as a full stop in a header: the number stays in the text that states it.
    expect(bullets.find((b) => b.index === 0)?.header).toBe('LONG DURABLE CABLE');
    expect(bullets.find((b) => b.index === 3)?.header).toBe('WARRANTY');
    expect(bullets.find((b) => b.index === 1)?.sentences.join(' ')).toMatch(/2000 W, Over Heat Protection$/u);
    expect(bullets.find((b) => b.index === 5)).toMatchObject({ header: '9H SURFACE HARDNESS', sentences: ['The glass resists scratches from keys and coins.'] });
  });

  it('heads a bullet by the noun phrase it opens with when the rest is its predicate', () => {
    const { bullets } = plan([
      bullet(0, 'Resolution', 'HD Ready (1366 x 768) panel'),
      bullet(1, 'Refresh Rate', '60 Hertz'),
      bullet(2, '', 'Patented active copper technology provides the goodness of copper in water'),
      bullet(3, 'Sound', '20 Watts output with two speakers'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    expect(bullets.find((b) => b.index === 2)).toMatchObject({ header: 'PATENTED ACTIVE COPPER TECHNOLOGY', sentences: ['Provides the goodness of copper in water'] });
  });

  it('moves a few words no headed bullet has room for to the description, telling the seller, so every bullet keeps a header', () => {
    const { bullets, overflow, notes } = plan([
      bullet(0, '', 'Imported'),
      bullet(1, 'Resolution', 'HD Ready (1366 x 768) panel with a wide angle'),
      bullet(2, 'Warranty', '1 year warranty from the date of purchase'),
      bullet(3, 'Sound', '20 Watts output with two speakers'),
    ], 45);
    expect(bullets.every(headed)).toBe(true);
    expect(bullets.map((b) => b.sentences.join(' ')).join(' ')).not.toMatch(/Imported/u);
    expect(overflow.map((f) => f.text)).toContain('Imported');
    expect(notes.join(' ')).toMatch(/"Imported" moved to the description/u);
  });

  it('says a `Label: value` pair a bullet opens with as a sentence in a listing without headers', () => {
    const { bullets } = plan([
      bullet(0, '', 'Easy grip fabric selector; Warranty: 2 years'),
      bullet(1, '', 'The soleplate glides over every fabric with ease'),
      bullet(2, '', 'A steam burst clears the deepest creases in cotton'),
    ]);
    expect(bullets.every((b) => b.header === '')).toBe(true);
    expect(bullets.find((b) => b.index === 0)?.sentences).toEqual(['Easy grip fabric selector; the warranty is 2 years.']);
  });

  it('makes a header with a decimal the subject of the text that goes on from it, and heads the bullet with another fact', () => {
    const { bullets, notes } = plan([
      bullet(0, 'Resolution', 'HD Ready (1366 x 768) panel'),
      bullet(1, 'BLUETOOTH 5.2', 'Helps reduce the power consumption of the watch'),
      bullet(2, 'Sound', '20 Watts output with two speakers'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    const b = bullets.find((x) => x.index === 1);
    expect(b?.header).not.toMatch(/\d\.\d/u);
    expect(b?.sentences[0]).toMatch(/^Bluetooth 5\.2 helps reduce the power consumption/iu);
    expect(notes.join(' ')).toMatch(/BLUETOOTH 5\.2/u);
  });

  it('joins a short phrase with a measure to the bullet on its theme', () => {
    const { bullets } = plan([
      bullet(0, 'Resolution', 'Full HD (1920x1080)'),
      bullet(1, 'Connectivity', '3 HDMI ports to connect a set top box and a gaming console'),
      bullet(2, 'Sound', '20 Watts output with two speakers'),
      bullet(3, '', '3.5mm jack to connect your headphones'),
    ]);
    expect(bullets.every(headed)).toBe(true);
    expect(bullets.find((b) => b.header === 'CONNECTIVITY')?.sentences.join(' ')).toMatch(/gaming console, 3\.5mm jack to connect your headphones$/u);
  });

  it('orders bullets: what it is and its size, features, use, what is included, care and warranty', () => {
    const { bullets } = plan([
      bullet(0, 'Warranty', 'A 2 year warranty covers the panel'),
      bullet(1, 'Included', 'Includes a remote and a wall mount'),
      bullet(2, 'Use', 'Ideal for bedrooms, kitchens and caravans'),
      bullet(3, 'Panel', 'An LED panel with 178 degree viewing angles'),
      bullet(4, 'Size', 'The set measures 73 x 43 cm without its stand'),
    ]);
    expect(bullets.map((b) => b.index)).toEqual([4, 3, 2, 1, 0]);
    // `low maintenance` in a motor's bullet is a feature, not care.
    const motor = plan([bullet(0, '', '2 year warranty from the date of purchase'), bullet(1, '', 'A 9 watts motor with double ball bearings for low maintenance'), bullet(2, '', 'Dome jar for wet grinding')]);
    expect(motor.bullets.at(-1)?.index).toBe(0);
  });
});

describe('placeProductKeyword', () => {
  it('puts a product-naming keyword in place of a plain mention, in the text\'s number', () => {
    const bullets = [{ index: 0, header: 'EASY POUR', sentences: ['This dripper pours evenly.', 'Our drippers stack.'] }];
    expect(placeProductKeyword(bullets, 'pour over coffee makers', ['dripper'])).toBe(true);
    expect(bullets[0]?.sentences).toEqual(['This pour over coffee maker pours evenly.', 'Our drippers stack.']);
  });
  it('never puts it where the noun goes on into another thing\'s name', () => {
    const bullets = [{ index: 0, header: 'X', sentences: ['Wrap the cable protector onto your cable.'] }];
    expect(placeProductKeyword(bullets, 'phone charms', ['cable'])).toBe(false);
    expect(bullets[0]?.sentences).toEqual(['Wrap the cable protector onto your cable.']);
  });
  it('never touches a capitalised name', () => {
    const bullets = [{ index: 0, header: 'X', sentences: ['The Dripper Pro pours evenly.'] }];
    expect(placeProductKeyword(bullets, 'coffee maker', ['dripper'])).toBe(false);
  });
});

describe('planTitles', () => {
  const inputs = {
    name: 'Brewmaster Electric Kettle 1.7L',
    segments: [
      { text: 'Fast Boil', kind: 'feature' as const },
      { text: 'Stainless Steel', kind: 'material' as const },
      { text: 'Black', kind: 'colour' as const },
    ],
    keywords: ['Tea Kettle', 'Hot Water Boiler'],
    bulletAttributes: ['1500W Heating Element'],
    order: ['size', 'count', 'capacity', 'material', 'colour'] as const,
    max: 200,
    maxWordRepeats: 2,
  };
  it('keeps the name whole at the front, carries the type keyword in it and gives options with different emphasis', () => {
    const { titles } = planTitles(inputs);
    // Amazon's order first: the name carrying the type keyword, the key facts in the profile's order (power after colour), then the features.
    expect(titles[0]).toBe('Brewmaster Electric Tea Kettle 1.7L, Stainless Steel, Black, 1500W Heating Element, Fast Boil, Hot Water Boiler');
    // Then a short one: the name and the top two facts.
    expect(titles[1]).toBe('Brewmaster Electric Tea Kettle 1.7L, Stainless Steel, Black');
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect(titles.length).toBeLessThanOrEqual(3);
    for (const t of titles) expect(t.startsWith('Brewmaster Electric Tea Kettle 1.7L')).toBe(true);
  });
  it('shortens a long name to the brand, a model code and the product noun, never cutting the noun off', () => {
    const name = 'Vistra Stride X2 Nylon Braided USB to Lightning Fast Charging and Data Sync Cable Compatible for iPhone 13, 12, 11';
    const { titles } = planTitles({ ...inputs, name, segments: [{ text: '3 FT', kind: 'size' }, { text: 'Grey', kind: 'colour' }], keywords: ['USB Cable'], bulletAttributes: [], max: 75 });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) {
      expect(t.length).toBeLessThanOrEqual(75);
      expect(t).toMatch(/^Vistra Stride X2 .*Cable\b/u);
      expect(t).toMatch(/3 FT/u);
    }
  });
  it('writes the keyword into the seller\'s compound, beside a lone noun, or after a name with no noun', () => {
    const watch = planTitles({ ...inputs, name: 'Pulsewave X2 Calling Smartwatch', segments: [], keywords: ['Smart Watches'], bulletAttributes: [] });
    expect(watch.titles[0]).toBe('Pulsewave X2 Calling Smart Watch');
    const light = planTitles({ ...inputs, name: 'Lumo Clip-On Reading Light for Books and Desks', segments: [{ text: 'Black', kind: 'colour' }], keywords: ['Lamps'], mainIsType: false, bulletAttributes: [] });
    for (const t of light.titles) expect(t).toMatch(/^Lumo Clip-On Reading Light\/Lamp\b/u);
    // Only a word for the same kind of thing: a hook is no sewing, a stand is not said to be a holder by the dictionary.
    const kit = planTitles({ ...inputs, name: 'Loomly Potholder Hook and Loop Kit', segments: [{ text: 'Multi-Colored', kind: 'colour' }], keywords: ['Sewing'], mainIsType: false, bulletAttributes: [] });
    for (const t of kit.titles) expect(t).not.toMatch(/\//u);
    const phone = planTitles({ ...inputs, name: 'Redmi 10A', segments: [{ text: 'Charcoal Black', kind: 'colour' }, { text: '64GB Storage', kind: 'capacity' }], keywords: ['Smartphones'], mainIsType: false, bulletAttributes: [] });
    expect(phone.titles[0]).toBe('Redmi 10A Smartphone, 64GB Storage, Charcoal Black');
  });
  it('never appends a lone word of a category keyword, and never cuts a pair out of a shortened name', () => {
    const toaster = planTitles({ ...inputs, name: 'Cucina Non-Stick Aluminium Sandwich Gas Toaster', segments: [{ text: 'Black', kind: 'colour' }], keywords: ['Sandwich Makers'], mainIsType: false, bulletAttributes: [] });
    for (const t of toaster.titles) expect(t).not.toMatch(/, Makers$/u);
    const cable = planTitles({ ...inputs, name: 'Voltix Basics USB A to Lightning MFi Certified Charging Cable', segments: [{ text: 'White', kind: 'colour' }, { text: '1.2 meter', kind: 'size' }], keywords: ['Lightning Cables'], bulletAttributes: [], max: 75 });
    for (const t of cable.titles) expect(t).toMatch(/USB A to Lightning\b/u);
  });
  it('keeps every size and count of the seller\'s title, alone when its phrase would repeat a word a third time', () => {
    const { titles } = planTitles({
      ...inputs,
      name: 'Tronix T351 Type-C to Type-C Charging Cable',
      // (Even the phrase's own clause, `Durable 1 Meter Type-C Cable`, would say `Type-C` a third time.)
      segments: [{ text: 'Durable 1 Meter Type-C Cable for Type-C Phones', kind: 'size' }, { text: 'Black', kind: 'colour' }],
      keywords: ['Charging Cable'],
      bulletAttributes: [],
    });
    for (const t of titles) expect(t).toMatch(/1 Meter/u);
    expect(titles.some((t) => /, 1 Meter\b/u.test(t))).toBe(true);
  });
  it('leaves promotional segments out and says so', () => {
    const { titles, dropped } = planTitles({ ...inputs, segments: [...inputs.segments, { text: 'New 2024', kind: 'feature' }] });
    expect(dropped).toEqual(['New 2024']);
    expect(titles.join(' ')).not.toMatch(/New 2024/u);
  });
  it('cuts only at a word, never leaving a number without its unit or a connective at the end', () => {
    expect(cutToLength('Heavy Duty TV Wall Mount Bracket for 14 to 32 Inch LED TVs', 45)).toBe('Heavy Duty TV Wall Mount Bracket');
    // Nor a word that wants what followed it: `Made` of `Made in India`.
    expect(cutToLength('Room Heater Fan Heater Pure White HN-2500 Made in India', 47)).toBe('Room Heater Fan Heater Pure White HN-2500');
  });
  it('cuts a name that repeats a word too often before the repeat, so the brand stays', () => {
    const name = 'STRIFF Laptop Stand Adjustable Laptop Computer Stand Multi-Angle Stand Phone Stand';
    expect(cutAtRepeat(name, 2)).toBe('STRIFF Laptop Stand Adjustable Laptop Computer Stand');
    expect(cutAtRepeat('Brewmaster Electric Kettle 1.7L', 2)).toBe('Brewmaster Electric Kettle 1.7L');
    const { titles } = planTitles({ ...inputs, name, keywords: ['Notebook Computer Stands'] });
    // (The keyword never goes inside the seller's compound `Laptop Computer Stand`: `Laptop Notebook Computer Stand` splits it.)
    expect(titles[0]).toMatch(/^STRIFF Laptop Stand Adjustable Laptop Computer Stand\b/u);
  });
});

describe('planDescription', () => {
  const base = { noun: 'shapes', plural: true, type: '', sentenceCase: (t: string) => t, sentences: [], bulletSentences: [], titleLeftovers: [] };
  it('keeps a name with `for` before its noun whole (a brand like Creativity for Kids)', () => {
    const paragraphs = planDescription({ ...base, name: 'Creativity for Kids My First Fun Felt Shapes', audiences: ['kids ages 3+'] });
    expect(paragraphs[0]?.[0]).toBe('The Creativity for Kids My First Fun Felt Shapes are for kids ages 3+.');
  });
  it('gives a name the titles cut short whole, with the title facts no option held', () => {
    const paragraphs = planDescription({ ...base, name: 'Zinq UPS for Router', noun: 'ups', plural: false, audiences: [], nameCut: false, titleLeftovers: ['Mini UPS for 12V WiFi Router'] });
    // The title's facts in a sentence of their own, not the title pasted after the name.
    expect(paragraphs[0]).toEqual(['The Zinq UPS is a Mini UPS for 12V WiFi Router.']);
  });
});

describe('planSearchTerms', () => {
  const base = {
    keywords: [],
    productNouns: ['kettle'],
    keywordNouns: [],
    audiences: ['kids'],
    titleNouns: ['color'],
    shownWords: ['color', 'aluminium'],
    descriptionWords: [],
    exclude: new Set(['kettle', 'electric']),
    names: new Set(['brewmaster']),
    sellerStems: new Set(['boil', 'water', 'tea', 'metal', 'pot']),
    maxBytes: 249,
  };
  it('gives new, related words: the other number, synonyms and kinds in context, audience words, spelling variants', () => {
    const terms = planSearchTerms(base).split(' ');
    expect(terms).toContain('kettles');
    expect(terms).toContain('pot');
    expect(terms).toContain('children');
    // (A shown word's other spelling only for a thing's name: `aluminum`, never `colour`, which no US shopper types.)
    expect(terms).not.toContain('colour');
    expect(terms).toContain('aluminum');
    for (const t of terms) expect(base.exclude.has(t)).toBe(false);
  });
  it('never goes over the byte limit, and never repeats a word', () => {
    const terms = planSearchTerms({ ...base, keywords: ['one two three four five six seven'], maxBytes: 20 });
    expect(Buffer.byteLength(terms)).toBeLessThanOrEqual(20);
    expect(new Set(terms.split(' ')).size).toBe(terms.split(' ').length);
  });
});

describe('withoutOpening', () => {
  it('takes the words the header repeats off only when a predicate follows them', () => {
    expect(withoutOpening('The anti-slip pad works on glass, wood and tile floors.', 'ANTI-SLIP PAD')).toBe('works on glass, wood and tile floors.');
    // A preposition goes on describing the subject: cut there, the sentence loses its subject.
    expect(withoutOpening('The modular design on the keyboard makes customizations a possibility.', 'MODULAR DESIGN')).toBe('');
  });
  it('takes a copula off with them, so the text never opens on `Is`; a negation keeps its subject', () => {
    expect(withoutOpening('Its dial pad is super responsive and convenient.', 'DIAL PAD')).toBe('super responsive and convenient.');
    expect(withoutOpening('The outer shell is not waterproof in heavy rain.', 'OUTER SHELL')).toBe('');
  });
});

describe('headerCase', () => {
  it('says a word the seller doubled by mistake once (`electric electric kettle`)', () => {
    expect(headerCase('electric electric kettle')).toBe('ELECTRIC KETTLE');
    expect(headerCase('boAt bass')).toBe('boAt BASS');
  });
});

describe('labelAsSentence', () => {
  it('says a label with a short aside and agrees with the head before `of`', () => {
    expect(labelAsSentence('Suction power (max)', '310W')).toBe('The suction power (max) is 310W.');
    expect(labelAsSentence('Dimensions of product (LxWxH)', '41 x 28 x 25 cm')).toBe('The dimensions of product (LxWxH) are 41 x 28 x 25 cm.');
  });
  it('says no clause as a value (`… is Mobiles should have …`, `… is This is NOT …`)', () => {
    expect(labelAsSentence('Mobile compatibility', 'Mobiles should have gyroscope sensor')).toBeUndefined();
    // (A word in -s before where it acts opens a clause: `The easy glide is Reaches into …` was none.)
    expect(labelAsSentence('Easy Glide', 'Reaches into hard to reach areas')).toBeUndefined();
    expect(labelAsSentence('Cable length', '2 meters')).toBe('The cable length is 2 meters.');
    expect(labelAsSentence('Note', 'This is not a recording remote')).toBeUndefined();
  });
});
