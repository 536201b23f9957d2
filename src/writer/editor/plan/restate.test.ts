import { describe, expect, it } from 'vitest';
import { framesClause, isFullSentence, piecesOf, withoutConnective, type Piece } from './restate.js';

/*
 * How a seller's bullet is read for the description: invented bullets in the way sellers write
 * them. The form decides the sentence the description gives it, so a wrong form is a wrong
 * sentence (`It has keeps drinks cold`) or, worse, a fact given to the wrong thing.
 */

const ctx = {
  productWords: new Set(['case']),
  nameNouns: new Set(['phone', 'case']),
  inSentence: (text: string) => text.charAt(0).toLowerCase() + text.slice(1),
};
const read = (sentence: string, header = '') => piecesOf(sentence, header, ctx, { theme: 'use', bullet: 0 });
const forms = (pieces: Piece[]) => pieces.map((p) => [p.form, p.text]);

describe('piecesOf', () => {
  it("reads a sentence whose subject is the brand's name with the product's noun in it as the product's, whatever word ends it", () => {
    const boiler = { ...ctx, productWords: new Set(['boiler']), nameNouns: new Set(['egg', 'boiler']), brand: 'Nordo' };
    expect(forms(piecesOf('Nordo Vesta Electric Egg Boiler Machine boils 7 eggs at a time with one-touch operation', '', boiler, { theme: 'use', bullet: 0 }))).toEqual([['verb', 'boils 7 eggs at a time with one-touch operation']]);
    // (Another brand's name is no name of this product.)
    expect(forms(piecesOf('Acme Vesta Egg Boiler Machine boils 7 eggs at a time', '', boiler, { theme: 'use', bullet: 0 }))).not.toContainEqual(['verb', 'boils 7 eggs at a time']);
  });
  it('reads a noun phrase as a thing the product has, with `a` only before a thing one counts', () => {
    expect(read('Leak proof screw lid with a carry loop')).toMatchObject([{ form: 'thing', text: 'leak proof screw lid with a carry loop', countable: true }]);
    expect(read('Soft memory foam ear cushions')).toMatchObject([{ form: 'thing', plural: true, countable: false }]);
    expect(read('Low glare')).toMatchObject([{ form: 'thing', countable: false }]);
    // A measure with its unit is no count: `an 8MP front camera`; a count or a time is (`2 USB ports`, `10 days standby`).
    expect(read('8MP front camera with a wide lens')).toMatchObject([{ form: 'thing', countable: true }]);
    expect(read('5000 mAh lithium battery')).toMatchObject([{ form: 'thing', countable: true }]);
    expect(read('10 days standby on one charge')).not.toMatchObject([{ countable: true }]);
    // A number that counts a word before the head is no count of the thing: `a three conductor flat cord`.
    expect(piecesOf('Three conductor flat cord', '', { ...ctx, productWords: new Set(['cord']) }, { theme: 'use', bullet: 0 })).toMatchObject([{ countable: true }]);
    expect(read('Two soft ear cushions')).not.toMatchObject([{ countable: true }]);
    // A safety warning is no thing it has (`It has strangulation hazard`).
    expect(read('Strangulation hazard')).toMatchObject([{ form: 'clause' }]);
    // What it suits is said of it (`It is ideal for …`), even as a long list.
    expect(forms(read('Ideal for stage and puppet theater, storytelling, teaching, daycare, pretend play, games and parties'))).toEqual([['state', 'ideal for stage and puppet theater, storytelling, teaching, daycare, pretend play, games and parties']]);
    expect(forms(read('Great fun for toddlers and children'))).toEqual([['state', 'great fun for toddlers and children']]);
    expect(forms(read('Ideal for use in small rooms, this heater warms the air during winters'))).not.toContainEqual(['state', 'ideal for use in small rooms, this heater warms the air during winters']);
    // What it is not is no thing it has (`It has a not a protective helmet`).
    expect(read('Not a protective Helmet')).toEqual([]);
    expect(read('Effective cord length (in meters): 1.5')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Now seamlessly display content from Netflix')).not.toMatchObject([{ form: 'thing' }]);
    // A piece after a semicolon that opens on `&` says what the product does.
    expect(forms(read('It resists corrosion; & protects the HDMI port of your device'))).toContainEqual(['verb', 'protects the HDMI port of your device']);
    // A name spelled with a capital inside keeps it at the start of a sentence.
    expect(read('boAt cases keep phones safe from drops')[0]?.sentence).toBe('boAt cases keep phones safe from drops.');
    // A stop after an abbreviation splits nothing: `250 sq.` alone would alter the fact.
    expect(read('For 250 Sq. Feet rooms').map((p) => p.text)).toEqual(['250 Sq. Feet rooms']);
    expect(read('Use good quality batteries for longer life of remote')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('No need of any tool to attach the holder')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Order Hulk, Iron Man and many more Marvel costumes for group fun')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Dont connect band directly with Bluetooth')).not.toMatchObject([{ form: 'thing' }]);
    // (A word that is only ever a verb opens an instruction: `It has enjoy music …` was none.)
    expect(read('Enjoy Music And Camera Control').some((p) => p.form === 'thing')).toBe(false);
  });

  it('gives a verb phrase the subject it left out, and reads participles and adjectives as states', () => {
    expect(forms(read('Keeps the phone slim in a pocket'))).toEqual([['verb', 'keeps the phone slim in a pocket']]);
    expect(forms(read('Made of flexible TPU with raised edges'))).toEqual([['state', 'made of flexible TPU with raised edges']]);
    expect(forms(read('Easy to clean with a damp cloth'))).toEqual([['state', 'easy to clean with a damp cloth']]);
  });

  it('reads a `Label: value` spec, under a header or inside the sentence, as the seller wrote it', () => {
    expect(read('60 Hertz', 'Refresh Rate')).toMatchObject([{ form: 'value', label: 'refresh Rate', text: '60 Hertz' }]);
    expect(read('Slim and light; Cord Length: 1.5 m')).toMatchObject([{ form: 'state' }, { form: 'value', label: 'cord Length', text: '1.5 m' }]);
    // A yes or no reads well only in a list.
    expect(read('Password protected - No')).toEqual([]);
  });

  it('reads a measured phrase that names the product as what it is, and a count of it as the box\'s content', () => {
    const cable = { ...ctx, productWords: new Set(['cable']) };
    const of = (text: string) => forms(piecesOf(text, '', cable, { theme: 'use', bullet: 0 }));
    // (`The … Cable is a 1m long Type-C USB cable.`: the length was left out of the description.)
    expect(of('1m long Type-C USB Cable')).toEqual([['identity', '1m long Type-C USB Cable']]);
    expect(of('1 USB cable')).toEqual([]);
    // A describing word before a word for any goods says what it is (`It is a great introductory tool …`), never `It has a …`.
    expect(forms(read('Great introductory tool for young naturalists on-the-go'))).toEqual([['identity', 'great introductory tool for young naturalists on-the-go']]);
    expect(read('Screwdriver tool with 6 bits')[0]?.form).not.toBe('identity');
  });

  it('reads a bullet that opens on its verb before a name as a verb phrase, never as a thing (`It has supports iOS devices`)', () => {
    expect(forms(read('Supports iOS devices with max output up to 2.4A'))).toEqual([['verb', 'supports iOS devices with max output up to 2.4A']]);
    expect(forms(read('Offers USB-C charging'))).toEqual([['verb', 'offers USB-C charging']]);
    expect(forms(read('Helps promote sensory development, grasping skills'))).toEqual([['verb', 'helps promote sensory development, grasping skills']]);
    // A plural noun before its own verb is a subject.
    expect(forms(read('Supports are made of steel'))[0]?.[0]).toBe('clause');
    // A manner adverb before the verb keeps it a verb phrase: the description gives it its subject.
    expect(forms(read('Effectively removes smudges and fingerprints from lenses'))).toEqual([['verb', 'effectively removes smudges and fingerprints from lenses']]);
    // After its subject, before an -ing word and its noun, it is that subject's verb: never `It has second sheet features …`.
    expect(forms(read('Second sheet features coordinating paper stickers'))).toEqual([['clause', 'Second sheet features coordinating paper stickers.']]);
    expect(read('Safety features including auto shut off')[0]?.form).not.toBe('clause');
  });

  it('leaves instructions and sentences about something else as the seller wrote them', () => {
    expect(forms(read('Take the case off before charging'))).toEqual([['clause', 'Take the case off before charging.']]);
    // The shape is 2 inches wide, not the product: its verb phrase is never said of the product.
    expect(forms(read('Each shape is 2 inches wide'))).toEqual([['clause', 'Each shape is 2 inches wide.']]);
  });

  it('says what the seller tells the buyer to enjoy or do with it as what it lets them do, never a care, shop or offer line', () => {
    expect(read('See your world in utmost clarity on the 1.78-inch AMOLED display.')).toMatchObject([{ form: 'verb', text: 'lets you see your world in utmost clarity on the 1.78-inch AMOLED display', restated: true }]);
    expect(read('Take your pick from 100 watch faces.')).toMatchObject([{ form: 'verb', text: 'lets you take your pick from 100 watch faces', restated: true }]);
    expect(read('Switch Tracks are used to merge in or branch out on railway lines.').some((p) => /^lets you/u.test(p.text))).toBe(false);
    for (const line of ['Please use it a little lightly.', 'Get 2 Months of Video Premium Free.', 'Connect the jack and wait for a few seconds.', 'Get the best-in-class calling experience.', 'Keep away from children.', 'Get ready to be enthralled by the 5W RMS sound.', 'Carry on the tradition with toys from the brand.']) {
      expect(read(line).some((p) => /^lets you/u.test(p.text)), line).toBe(false);
    }
  });

  it('takes a sentence about a part of the product as the part and what it does, never one about a person, a name, a count or a code', () => {
    expect(read('Rugged construction ensures the gauge will not fail or break easily.')).toMatchObject([{ form: 'part', label: 'rugged construction', value: 'ensures the gauge will not fail or break easily' }]);
    expect(read('The motor generates a strong suction when the blades turn.')).toMatchObject([{ form: 'part', label: 'motor', countable: true }]);
    // (`has a wide base that …`, never `has wide base that …`; `rugged construction` takes no article.)
    expect(read('Wide base sits steady on mugs from 6 to 10 cm across the top.')).toMatchObject([{ form: 'part', label: 'wide base', countable: true }]);
    expect(read('Rugged construction ensures the gauge will not fail or break easily.')).toMatchObject([{ form: 'part', countable: false }]);
    for (const line of ['Each shape is 2 inches wide.', 'Your child will love the colours.', 'Melissa and Doug focuses on sturdy furniture.', 'Multiple watch faces with customizable options to match your outfit.', 'Connectors used are capable of fast transfer.', 'Quality infrared LEDs extend the range at night.', 'Kingone digital pencil has a power display.', 'The glitter glues stay organized in the storage box.', 'Magnesium boosts exercise performance and bone health.', 'Installation is not provided free by the brand.', 'Great for car rides, restaurants, or your own living room.']) {
      expect(read(line).some((p) => p.form === 'part'), line).toBe(false);
    }
  });

  it('takes the verb phrase of a sentence about the product itself, and only of one', () => {
    expect(read('The slim case fits tightly around the buttons.')).toMatchObject([{ form: 'verb', text: 'fits tightly around the buttons', restated: true }]);
    expect(read('It is resistant to dust.')).toMatchObject([{ form: 'verb', text: 'is resistant to dust', restated: true }]);
    // `It features shielding that provides …`: a `has`-like verb before a clause of its own reads as a frame; the seller's sentence stays theirs.
    const cable = { ...ctx, productWords: new Set(['cable']), nameNouns: new Set(['cable']) };
    expect(piecesOf('It features shielding that provides protection against noise.', '', cable, { theme: 'use', bullet: 0 })[0]?.form).toBe('clause');
    // (A thing it has with a clause after it is said without the clause: the fact, not a stock frame.)
    expect(forms(piecesOf('This cable includes a braided nylon jacket that makes a great addition to any desk.', '', cable, { theme: 'use', bullet: 0 }))).toEqual([['verb', 'includes a braided nylon jacket']]);
    expect(forms(piecesOf('This cable has a braided nylon jacket that is woven by hand.', '', cable, { theme: 'use', bullet: 0 }))).toEqual([['verb', 'has a braided nylon jacket']]);
    expect(piecesOf('The cable uses nylon braiding.', '', cable, { theme: 'use', bullet: 0 })[0]?.form).toBe('verb');
    // `This` points back at the sentence before as often as at the product.
    expect(read('This means fewer scratches on the phone.')[0]?.form).toBe('clause');
    // An act with the product in it is not the product: `Having a broken case poses a threat` is no `The case poses a threat`.
    expect(read('Having a broken case poses a threat to your family.').some((p) => p.form === 'verb')).toBe(false);
    expect(read('Replacing the old case takes a minute.').some((p) => p.form === 'verb')).toBe(false);
  });

  it('reads a plural noun with its own plain verb and particle as a clause, not a verb under `It` (`It beads in … swirl around`)', () => {
    expect(read('Beads in vacuum canister swirl around when pushed').some((p) => p.form === 'verb')).toBe(false);
    expect(read('Keeps drinks cold for 24 hours')).toMatchObject([{ form: 'verb' }]);
    // (Two nouns joined, then their own copula: `The … Book letters and words are woven` is no sentence.)
    expect(read('Letters and words are woven into the story in alphabetical order').some((p) => p.form === 'verb')).toBe(false);
  });
  it('reads what is no longer there as no part (`No more waiting game`)', () => {
    expect(read('Type C fast charging: No more waiting game.').some((p) => p.form === 'thing')).toBe(false);
  });
  it('keeps a negation where the seller put it', () => {
    expect(read('Works with Armorfit screen protectors (Not Compatible with Geo Armor 360)')[0]?.text).toBe('works with Armorfit screen protectors (Not Compatible with Geo Armor 360)');
  });

  it('cleans what a bullet split in the middle left: a leading `And`, an inner `Label:` before a sentence', () => {
    expect(forms(read('And quality infrared LEDs extend the range at night'))).toEqual([['clause', 'Quality infrared LEDs extend the range at night.']]);
    expect(forms(read('Alerts reach your phone;Smart Tracking: Human detection follows people across the room.'))).toEqual([
      ['clause', 'Alerts reach your phone.'],
      ['clause', 'Human detection follows people across the room.'],
    ]);
  });

  it('never reads a clause or an instruction as a thing the product has (`It has improve reading skills`)', () => {
    expect(read('Improve reading skills').map((p) => p.form)).not.toContain('thing');
    expect(read('VRPRIME offers 200% more pick-up per strong adhesive sheet').map((p) => p.form)).not.toContain('thing');
    expect(read('Soft memory foam ear cushions').map((p) => p.form)).toEqual(['thing']);
  });

  it('keeps a label\'s own verb: `Holmes filter fits: HM1865, …` says what it fits, never what it has', () => {
    const filter = { ...ctx, productWords: new Set(['filter']), nameNouns: new Set(['humidifier', 'filter']) };
    const where = { theme: 'use' as const, bullet: 0 };
    expect(forms(piecesOf('HM1865, HM1895, SCM1866, SCM1895', 'Holmes filter fits', filter, where))).toEqual([['verb', 'fits HM1865, HM1895, SCM1866, SCM1895']]);
    expect(forms(piecesOf('Fits: HM1865, HM1895', '', filter, where))).toEqual([['verb', 'fits HM1865, HM1895']]);
    // A part's verb is not the product's: left to the bullet.
    expect(piecesOf('3 AA batteries', 'Remote requires', filter, where)).toEqual([]);
  });

  it('reads as a thing the product has only a noun phrase that ends on a part it has', () => {
    // A list of model codes, a measure, a spec with its code or number last, a care step: no part.
    expect(read('XS, XS Max, XR, X')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('44.1 cms X 33.8 cms X 33.8 cms')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Filter Type C')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Air Delivery 210 CMM')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Hand wash')).not.toMatchObject([{ form: 'thing' }]);
    // The product itself, said as a product or an item, is no part of it.
    expect(read('Officially licensed product')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('A Square Enix import')).not.toMatchObject([{ form: 'thing' }]);
    // A negated quality after a comma, or the shopper's own doing, is no thing.
    expect(read('High temperature resistance, not easy to deform')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('No constant reaching for your phone anymore')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Low-carb, high in healthy fats (13g), very low sugar (only 1g)')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Acid free, no PVC')).not.toMatchObject([{ form: 'thing' }]);
    // A clause whose verb the tagger reads as a noun (`It has a kids build the track …`).
    expect(read('Kids build the track to send vehicles through 2 courses')).not.toMatchObject([{ form: 'thing' }]);
    // A quality is no part: `It has IP68 dust, dirt & waterproof`, `… and premium quality soft`.
    expect(read('IP68 dust, dirt & waterproof')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Durable quality plastic body and premium quality soft')).not.toMatchObject([{ form: 'thing' }]);
    // Nor a clause with its own `has`, nor what it is part of.
    expect(read('Libra roti maker electric automatic has double indicator lamps')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('A part of the Postage Stamp collection')).not.toMatchObject([{ form: 'thing' }]);
    expect(read('Type C connector at both ends and a USB C type wall charger/adapter will be required')).not.toMatchObject([{ form: 'thing' }]);
    // Two exclamations are two sentences, not one thing (`It is six subjects! one notebook`).
    expect(read('Six subjects! one notebook')).not.toMatchObject([{ form: 'thing' }]);
    // A person is no part of the product (`It has Mom and Dad`).
    expect(read('Mom and Dad')).toEqual([]);
    // Real parts stay, coordinate adjectives and lists of parts included.
    expect(read('Removable, machine-washable seat pad')).toMatchObject([{ form: 'thing' }]);
    expect(read('Coffee maker, water reservoir, cups, plates, spoons, sugar bowl and spoon, creamer container, and pods')).toMatchObject([{ form: 'thing' }]);
    expect(read('Powder coated finish to prevent corrosion')).toMatchObject([{ form: 'thing' }]);
    expect(read('Durable 24K Gold-Plated Connectors')).toMatchObject([{ form: 'thing' }]);
    expect(read('Sturdy stainless steel jars for wet and dry grinding')).toMatchObject([{ form: 'thing' }]);
  });

  it('reads a noun phrase that ends on its value as a `Label: value` (`Operating System Android 10`)', () => {
    // (As the writer reads it: Title Case lowered, names kept.)
    expect(read('Operating system Android 10')).toMatchObject([{ form: 'value', label: 'operating system', text: 'Android 10' }]);
    expect(read('Reading level 2.0-3.5')).toMatchObject([{ form: 'value', label: 'reading level', text: '2.0-3.5' }]);
    expect(read('Air delivery 210 CMM')).toMatchObject([{ form: 'value', label: 'air delivery', text: '210 CMM' }]);
    // A name after a unit or a common word in capitals is no label and value (`Its micron is Advanced 3D NAND`, `an air of Delivery 210 CMM`).
    expect(read('micron Advanced 3D NAND')).not.toMatchObject([{ form: 'value' }]);
    expect(read('Air Delivery 210 CMM')).not.toMatchObject([{ form: 'value' }]);
    // Not a count of parts: `2 USB ports` is a thing it has.
    expect(read('2 USB ports for hard drives')).toMatchObject([{ form: 'thing' }]);
  });

  it('never says a noun phrase after `It is` (`It is concealed heating element …`, `It is built-in handles …`)', () => {
    expect(forms(read('Concealed heating element for easy cleaning'))).toEqual([['thing', 'concealed heating element for easy cleaning']]);
    expect(read('Built-in handles for easy transport')).toMatchObject([{ form: 'thing' }]);
    expect(read('Stackable/built-in/freestanding, spin cycle option,')).not.toMatchObject([{ form: 'state' }]);
    expect(read('Glass screen Protector compatible with iPhone 14 Pro')).toEqual([]);
    // A participle or an adjective with its complement stays a state.
    expect(read('Made of soft plush')).toMatchObject([{ form: 'state' }]);
    expect(read('BPA free and dishwasher safe')).toMatchObject([{ form: 'state' }]);
    expect(read('Made using high quality materials')).toMatchObject([{ form: 'state' }]);
    expect(read('Made from BPA-Free, Food-Safe plastic')).toMatchObject([{ form: 'state' }]);
    expect(read('Compatible with iPhone 12, iPhone 11, iPad Pro')).toMatchObject([{ form: 'state' }]);
    expect(read('Ideal to use in houses, beauty salons, hotels')).toMatchObject([{ form: 'state' }]);
    expect(read('Limited availability')).toEqual([]);
    expect(piecesOf('IP68 waterproof & dust resistant', '', { ...ctx, inSentence: (t: string) => t }, { theme: 'use', bullet: 0 })).toMatchObject([{ form: 'state' }]);
  });

  it("reads a sentence whose subject is the name's model (`Vela Pro comes with …`) as the product's, never one on the brand's words", () => {
    const watch = { ...ctx, productWords: new Set(['watch']), nameNouns: new Set(['smart', 'watch']), nameWords: new Set(['vela', 'pro', 'smart', 'watch']), brand: 'Zorb' };
    const of = (text: string) => forms(piecesOf(text, '', watch, { theme: 'use', bullet: 0 }));
    expect(of('Vela Pro comes with 120+ watch faces to pick from')).toEqual([['verb', 'comes with 120+ watch faces to pick from']]);
    // (The maker under the brand's name is no product: the name's first word is not among `nameWords`.)
    expect(of('Zorb Labs listens to your feedback to design better watches')).not.toContainEqual(['verb', 'listens to your feedback to design better watches']);
  });

  it('reads a phrase set before the product as its subject as a fact of its own (`Fun and fast, the table is made of MDF`)', () => {
    const table = { ...ctx, productWords: new Set(['table']), nameNouns: new Set(['hockey', 'table']) };
    const of = (text: string) => forms(piecesOf(text, '', table, { theme: 'use', bullet: 0 }));
    expect(of('Fun and competitive, the hockey table is made of durable MDF.')).toEqual([
      ['state', 'fun and competitive'],
      ['verb', 'is made of durable MDF'],
    ]);
    expect(of('Made with 4 steel legs, this table stands 30 inches tall.')).toEqual([
      ['state', 'made with 4 steel legs'],
      ['verb', 'stands 30 inches tall'],
    ]);
  });

  it('reads a measure of a thing, or a measure after `up to`, as a thing the product has (`up to 12 hours of playback time`)', () => {
    expect(forms(read('Up to 12 hours of playback time'))).toEqual([['thing', 'up to 12 hours of playback time']]);
    expect(forms(read('Up to 480 Mbps data transfer speed'))).toEqual([['thing', 'up to 480 Mbps data transfer speed']]);
    // (Not one that runs on into a clause of its own.)
    expect(read('Up to 10,000+ bends and plugging tests ensure this case a longer lifespan')).not.toContainEqual(expect.objectContaining({ form: 'thing' }));
  });

  it("never reads the product's own noun first as a verb (`Hats measure …` is no `It hats …`), and an inch mark is no open quote", () => {
    const hat = { ...ctx, productWords: new Set(['hat']), nameNouns: new Set(['chief', 'hat']) };
    expect(piecesOf('Hats measure approx. 10 1/2"', '', hat, { theme: 'use', bullet: 0 })).not.toContainEqual(expect.objectContaining({ form: 'verb', text: expect.stringMatching(/^hats/u) }));
    expect(forms(read('This case comes with a 6.5” screen guard for the front'))).toEqual([['verb', 'comes with a 6.5” screen guard for the front']]);
  });

  it('reads what the product needs and the box lacks as a verb of the product, and a participle of having as its verb (`Featuring …` -> `features …`)', () => {
    expect(forms(read('Requires 2 AAA batteries, not included'))).toEqual([['verb', 'requires 2 AAA batteries, not included']]);
    expect(forms(read('Needs 3 AA batteries (not included)'))).toEqual([['verb', 'needs 3 AA batteries (not included)']]);
    // (What another thing requires is no verb of the product's: it stays out.)
    expect(read('Remote requires 2 AAA batteries, not included')).toEqual([]);
    expect(forms(read('Featuring 3 different lids to choose from, flip, straw and screw'))).toEqual([['verb', 'features 3 different lids to choose from, flip, straw and screw']]);
    // (Not a sentence with a subject of its own after it: `features a soft lining, this case is …` is no verb phrase.)
    expect(read('Featuring a soft lining, this case is made for daily use')).not.toContainEqual(expect.objectContaining({ text: expect.stringMatching(/this case/u) }));
  });

  it('tells a full sentence from a fragment, and a frame round a clause from a verb phrase of having', () => {
    expect(isFullSentence('The 6 rubber pads keep it from sliding.')).toBe(true);
    expect(isFullSentence('Connect your TV, projector or monitor.')).toBe(true);
    expect(isFullSentence('Dell, Lenovo, HP, Acer, Asus, etc.')).toBe(false);
    expect(isFullSentence('Macbook, Thinkpad, Surface, Chromebook, Ipad Pro, Etc.')).toBe(false);
    expect(isFullSentence('Known as a 12 inch laptop stand.')).toBe(false);
    expect(isFullSentence('Therefore it fits most desks.')).toBe(false);
    expect(withoutConnective('Besides, you may need a USB C charger.')).toBe('You may need a USB C charger.');
    expect(framesClause('features a braided jacket and this jacket provides more protection')).toBe(true);
    expect(framesClause('features a braided jacket for more protection')).toBe(false);
  });
});
