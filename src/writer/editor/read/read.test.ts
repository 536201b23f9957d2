import { describe, expect, it } from 'vitest';
import { markHeaderLabel, readBullet, splitHeader, splitJoinedBullets } from './bullet.js';
import { fixArticles, knownSpellings, lowerFirst, sentenceCase, tidy, unshout } from './clean.js';
import { readListing } from './index.js';
import { findMeasures } from './measures.js';
import { readTitle } from './title.js';
import { FIXTURES } from '../testing/fixtures.js';

describe('tidy', () => {
  it('drops emoji, marks and decorations but keeps numbers and decimals as written', () => {
    expect(tidy('✅【Safe】Made in the USA™ ⭐ 1.5-Litre, .22 Ounces')).toBe('【Safe】Made in the USA 1.5-Litre, .22 Ounces');
  });
  it('writes the banned degree sign as words and keeps the number', () => {
    expect(tidy('Rotates 360° and works at 40°C')).toBe('Rotates 360 degrees and works at 40 degrees Celsius');
  });
  it('tells the seller when it rewrote the degree sign or removed a trademark sign', () => {
    const input = { ...FIXTURES.thinBottle!, title: `GlideCo™ ${FIXTURES.thinBottle!.title}`, bulletPoints: ['Rotates 360° on its cap', ...FIXTURES.thinBottle!.bulletPoints.slice(1)] };
    const removals = readListing(input).removals;
    expect(removals).toContain('The degree sign is written as "degrees" (360° as 360 degrees): Amazon bans ° in bullets.');
    expect(removals).toContain('Removed ™: Amazon bans these symbols in bullets and advises against them in titles.');
    expect(readListing(FIXTURES.thinBottle!).removals.some((r) => /degree|Removed ™/u.test(r))).toBe(false);
  });
  it('reads a run of colons between pairs as their separator', () => {
    expect(tidy('Size: 900L x 400B x 2H mm :::: Color: Black :::: Material: Rubber')).toBe('Size: 900L x 400B x 2H mm; Color: Black; Material: Rubber');
  });
  it('writes the banned range tilde and plus-minus sign so the numbers stay, and tells the seller', () => {
    expect(tidy('Transfers at 40~60MB/S within ±0.5 mm')).toBe('Transfers at 40-60MB/S within +/-0.5 mm');
    expect(tidy('Tilts between 0°~135°, about ~2 kg')).toBe('Tilts between 0 degrees-135 degrees, about approx. 2 kg');
    const input = { ...FIXTURES.thinBottle!, bulletPoints: ['Holds 500~750 ml of water', ...FIXTURES.thinBottle!.bulletPoints.slice(1)] };
    const facts = readListing(input);
    expect(facts.bullets[0]?.sentences[0]?.text).toBe('Holds 500-750 ml of water');
    expect(facts.removals.join(' ')).toMatch(/~/u);
  });
  it("leaves out 'They're perfect for …' when the sentence it points back to was removed", () => {
    const input = {
      ...FIXTURES.thinBottle!,
      bulletPoints: ['Keeps drinks cold for 24 hours', 'Our award-winning bottles appeal to all ages. They’re perfect for hiking and school.', 'Leak proof lid'],
    };
    const facts = readListing(input);
    expect(facts.bullets.flatMap((b) => b.sentences.map((x) => x.text)).join(' ')).not.toMatch(/perfect for hiking/u);
    expect(facts.removals.some((r) => /left out "They’re perfect for hiking and school\.": it makes no sense without the sentence before it/u.test(r))).toBe(true);
  });
  it("takes a ranking claim out of the product's name and keeps the name around it", () => {
    const input = { ...FIXTURES.thinBottle!, title: "Fire-Boltt India's No 1 Smartwatch Brand Talk 2 Bluetooth Calling Smartwatch with Dual Button, 60 Sports Modes" };
    const facts = readListing(input);
    expect(facts.title.name).not.toMatch(/No 1/u);
    expect(facts.title.name).toMatch(/^Fire-Boltt Smartwatch Brand Talk 2 Bluetooth Calling/u);
    expect(facts.removals.some((r) => r.startsWith(`Title: removed "India's No 1"`))).toBe(true);
  });
  it('reads no product noun out of a company name (`Toys` of `Blocko Toys Inc`)', () => {
    const input = { ...FIXTURES.thinBottle!, title: 'Blocko Toys Inc The Chimpanzee', titleMainKeyword: 'building sets' };
    expect(readListing(input).product.noun).not.toMatch(/toy/u);
  });
  it('reads no product noun out of a brand spelled with a capital inside (`boAt` is no boat)', () => {
    const input = {
      ...FIXTURES.thinBottle!,
      title: 'drUm LTG 500 Certified for iPhone, iPad and iPod 2Mtr Data Cable(Space Grey)',
      bulletPoints: ['Works with iPhone, iPad and iPod.', 'Aluminium casing on both ends.', 'Braided cable skin resists wear.', 'Charges at up to 2.4A.', 'Length: 2M'],
      titleMainKeyword: 'usb cables',
    };
    expect(readListing(input).product.head).not.toBe('drum');
  });
  it('reads `in Ear`, `Over Ear` as the kind, never cutting the name there nor taking `ear` for the product', () => {
    const buds = { ...FIXTURES.thinBottle!, title: 'drUm Airpods 171 in Ear Bluetooth True Wireless Earbuds with Upto 13 Hours Battery', titleMainKeyword: 'in-ear', bulletPoints: ['These true wireless earbuds have powerful 6mm drivers.', 'Each earbud weighs about 4g.', 'Bluetooth v5.0.'] };
    expect(readListing(buds).product.head).toBe('earbud');
    const wired = { ...buds, title: 'realmo Buds Classic Wired in Ear Earphones with Mic', bulletPoints: ['An in-line mic for calls.', 'Fits the ear snugly.', '10mm drivers.'] };
    expect(readListing(wired).product.head).toBe('earphone');
  });

  it("reads a store's brand label and the brand after its dash as one name (`Amazon Brand - Solimo …`), never the label alone", () => {
    const title = readTitle('Amazon Brand - Solimo 65W Fast Charging Braided Type C to C Data Cable | Suitable For All Supported Mobile Phones (1 Meter, Black)');
    expect(title.name).toBe('Amazon Brand - Solimo 65W Fast Charging Braided Type C to C Data Cable');
    expect(title.segments.map((s) => s.text)).toEqual(expect.arrayContaining(['1 Meter', 'Black']));
    // (Any other name before a dash stays as it was read: `Brand` must end a name of at most two words.)
    expect(readTitle('Solimo Brand Builder Kit - 65W Cable').name).toBe('Solimo Brand Builder Kit');
  });

  it('keeps a count with a thousands separator whole and a warranty out of a list of uses', () => {
    expect(readTitle('Brixo Creator Gingerbread House 10267 Building Kit, New 2020 (1,477 Pieces)').segments.map((s) => s.text)).toContainEqual(expect.stringContaining('1,477 Pieces'));
    expect(readTitle('Brixo Ultra SDHC Card 32GB for DSLR Cameras, for Full HD Recording, 10Y Warranty').segments.map((s) => s.text)).toContain('10Y Warranty');
  });
  it('takes an award claim out of a long name alone, never the product words after it', () => {
    const input = { ...FIXTURES.thinBottle!, title: 'Blue Lake Games Vroom Award Winning Wooden Skill Building STEM Counting Game for Kids' };
    const facts = readListing(input);
    expect(facts.title.name).toMatch(/^Blue Lake Games Vroom Wooden Skill Building STEM Counting Game/u);
    expect(facts.removals).toContainEqual(expect.stringMatching(/^Title: removed "Award Winning"\./u));
  });
  it('takes a payment deal out of a name with what joins it, and keeps the bracket before it whole', () => {
    const input = { ...FIXTURES.thinBottle!, title: 'Nordo A31 (Mystery Black, 6GB RAM, 128GB Storage) with No Cost EMI/Additional Exchange Offers' };
    const facts = readListing(input);
    expect(facts.title.name).toBe('Nordo A31 (Mystery Black, 6GB RAM, 128GB Storage)');
    expect(facts.removals).toContainEqual(expect.stringMatching(/^Title: removed "with No Cost EMI\/Additional Exchange Offers"\./u));
  });
  it('keeps the clause of a sentence the rules allow when another clause of it goes (`10-year limited warranty; … contact us at …`)', () => {
    const input = { ...FIXTURES.thinBottle!, bulletPoints: [...FIXTURES.thinBottle!.bulletPoints.slice(0, 4), '10-year limited warranty; For further queries, please contact us at 1800 30 7267864'] };
    const facts = readListing(input);
    expect(facts.bullets.flatMap((b) => b.sentences.map((x) => x.text))).toContain('10-year limited warranty');
    expect(facts.removals).toContainEqual(expect.stringMatching(/^Bullet 5: removed "For further queries, please contact us at 1800 30 7267864"\./u));
    // (Not at a semicolon inside brackets: `… (Source: Euromonitor; Consumer Appliances 2020ED)` goes whole.)
    const ranked = readListing({ ...FIXTURES.thinBottle!, bulletPoints: [...FIXTURES.thinBottle!.bulletPoints.slice(0, 4), 'Nordo is the No.1 Brand in Bottles in India (Source: Euromonitor International Limited; Consumer Appliances 2020ED)'] });
    expect(ranked.bullets.flatMap((b) => b.sentences.map((x) => x.text)).join('\n')).not.toMatch(/2020ED/u);
  });
  it('reads no amount out of a rate (`120MB/s` is no 120MB) nor out of a ratio (`1:24 scale`)', () => {
    expect(findMeasures('Transfer speeds up to 120MB/s').map((m) => m.text)).toEqual([]);
    expect(findMeasures('1:24 scale die-cast car').map((m) => m.text)).not.toContain('24 scale');
    expect(findMeasures('A 32GB card').map((m) => m.text)).toEqual(['32GB']);
  });
  it("reads `''` as the inch mark, and a size's sides whole (`25''W x 45''L`, `24\"W x 48\"L`)", () => {
    // (Read as `25'` the writer wrote 25 feet, and a title option kept `25''W` alone: half a size.)
    expect(findMeasures("Maple Lane 30''W x 60''L Folding Table").map((m) => [m.text, m.kind, m.unit])).toEqual([["30''W x 60''L", 'size', "''"]]);
    expect(findMeasures('A 24"W x 48"L mat').map((m) => m.text)).toEqual(['24"W x 48"L']);
    expect(findMeasures("A 12'' ruler").map((m) => [m.text, m.unit])).toEqual([["12''", "''"]]);
  });
  it('reads a size and a power written side by side as two measures, not one range (`4 Inch- 350 Watts`)', () => {
    // (Read as one power, the specification list said `Power: 4 Inch- 350 Watts`.)
    expect(findMeasures('Nordo Mini Grill 4 Inch- 350 Watts: Steel').map((m) => [m.text, m.kind])).toEqual([['4 Inch', 'size'], ['350 Watts', 'power']]);
    expect(findMeasures('2 Pack - 10 oz').map((m) => m.kind)).toEqual(['count', 'weight']);
    // (Nor is a name's number before a count part of it: `Quantity: 14 Pro - 2 Pack`.)
    expect(findMeasures('Case for Nordo 14 Pro - 2 Pack').map((m) => m.text)).toEqual(['14', '2 Pack']);
    // A range or a chain of one kind stays whole.
    expect(findMeasures('20Hz-20KHz and 5V-2A, 6 ft - 2 m').map((m) => m.text)).toEqual(['20Hz-20KHz', '5V-2A', '6 ft - 2 m']);
  });
  it('reads the product noun before a spaced dash, not the word that starts the next part (`Table - Height …`)', () => {
    const input = {
      ...FIXTURES.thinBottle!,
      title: "Maple Lane 30''W x 60''L Rectangle Green Plastic Folding Table - Height Adjustable Short Legs",
      bulletPoints: ['Rectangle Folding Table For Classrooms', 'Seats 6 Children', 'Recommended Age: 3 Years and Up', 'Wipe Clean Top', 'Steel Frame'],
      titleMainKeyword: 'tables',
    };
    expect(readListing(input).product.head).toBe('table');
  });
  it('reads a label with a decimal in it as the header (`1.85” HD display: Get …`)', () => {
    expect(splitHeader('1.85” HD display: Get a clearer picture with the premium display.').header).toBe('1.85” HD display');
    expect(splitHeader('Made in the U.S.A.: since 1990').header).toBe('');
  });
  it('closes a bracket that a removed sentence closed', () => {
    const input = { ...FIXTURES.thinBottle!, bulletPoints: ['Collect a rainbow of bottles (Each sold separately. Subject to availability.)', 'Double wall steel body'] };
    const facts = readListing(input);
    expect(facts.bullets[0]?.sentences.map((s) => s.text).join(' ')).toBe('Collect a rainbow of bottles (Each sold separately.)');
    expect(facts.removals.some((r) => /Subject to availability/u.test(r))).toBe(true);
  });
  it('drops the numbers a seller put in front of their bullets, never a number of theirs', () => {
    // (Not `Leak proof lid` alone: the title says that, and a bullet that only repeats the title is left out.)
    const input = { ...FIXTURES.thinBottle!, bulletPoints: ['1. Keeps drinks cold for 24 hours', '2. Double wall steel body', '3. Leak proof lid with a carry loop'] };
    expect(readListing(input).bullets.map((b) => b.sentences[0]?.text)).toEqual(['Keeps drinks cold for 24 hours', 'Double wall steel body', 'Leak proof lid with a carry loop']);
    const decimal = { ...FIXTURES.thinBottle!, bulletPoints: ['4. 25-Inch figure with a stand', 'Double wall steel body'] };
    expect(readListing(decimal).bullets[0]?.sentences.map((s) => s.text).join(' ')).toMatch(/^4\. 25-Inch/u);
  });
  it('adds the space a seller left out after a stop, never inside a number', () => {
    expect(tidy('Lasts long.Great gift; holds 1.5 L, 1,500 W')).toBe('Lasts long. Great gift; holds 1.5 L, 1,500 W');
  });
  it('never splits an e-mail or web address at its stop (a contact sentence removed whole left "Com" behind)', () => {
    expect(tidy('Write to help@redcat.Com today. See www.Redcat.Com now')).toBe('Write to help@redcat.Com today. See www.Redcat.Com now');
  });
});

describe('unshout', () => {
  const known = knownSpellings(['Works with an LED TV and iPhone']);
  it('lowers a shouted sentence but keeps acronyms, codes and the seller\'s spellings', () => {
    expect(unshout('SUPPORTS 3A FAST CHARGING FOR USB-C PHONES AND IPHONE', known)).toBe('supports 3A fast charging for USB-C phones and iPhone');
  });
  it('keeps a lone brand in capitals and lowers a lone shouted common word', () => {
    expect(unshout('CROSSVOLT cable with PREMIUM braiding', known)).toBe('CROSSVOLT cable with premium braiding');
  });
  it('lowers a run of three shouted words inside a sentence', () => {
    expect(unshout('THIS CABLE WILL ONLY WORK with Type C ports', known)).toBe('this cable will only work with Type C ports');
  });
  it('keeps the words of a model name beside its code when lowering Title Case', () => {
    expect(sentenceCase('Fits The Blackout SC Pro And Blackout XTE Models Only', new Map(), new Set())).toBe('Fits the Blackout SC Pro and Blackout XTE models only');
  });
  it("keeps the title's model name that a Title Case bullet writes again (`Instax Mini Link`), and lowers the article before it", () => {
    const read = readListing({
      title: 'Fujifilm Instax Mini Link Printer Ash White',
      bulletPoints: ['Print From Your Phone With The Instax Mini Link Printer In Seconds And Share Photos', 'Compact Body Weighs Only 209 Grams And Fits In Any Bag Or Pocket Easily'],
      titleMainKeyword: 'instant printer',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    const first = read.bullets[0]!.sentences.map((s) => s.text).join(' ');
    expect(first).toContain('with the Instax Mini Link Printer in seconds');
    expect(read.bullets[1]!.sentences.map((s) => s.text).join(' ')).toContain('Compact body weighs only 209 grams');
  });

  it('keeps a country of two words in capitals when it lowers Title Case', () => {
    expect(sentenceCase('Manufactured From Premium Quality Materials Made In The United States', new Map(), new Set())).toBe('Manufactured from premium quality materials made in the United States');
  });
  it('writes an acronym as the seller writes it in capitals, whatever their lowercase slips elsewhere (`Apple TV`, never `Apple tv`)', () => {
    const known = knownSpellings(['Connects Blu-ray players, Fire TV and Apple TV to displays', 'Pair it with your amazon fire tv stick first', 'Quick charge at 20 W over PD, or pd 3.0 chargers']);
    expect(known.get('tv')).toBe('TV');
    expect(known.get('pd')).toBe('PD');
    expect(knownSpellings(['Pair it with your tv', 'Works with any tv']).get('tv')).toBe('tv');
  });
  it('keeps a city of two words in capitals, accented or not, and asks the tagger only when a place may be there', () => {
    // (The tagger is skipped for a sentence with fewer than two words of any place's name; an
    // accented letter always asks it, since compromise folds `ã` to `a` before its lookup.)
    expect(sentenceCase('Hand Woven In São Paulo By Local Artisans And Sold Worldwide', new Map(), new Set())).toBe('Hand woven in São Paulo by local artisans and sold worldwide');
    expect(sentenceCase('Shipped From Hong Kong To Every Customer Within Days', new Map(), new Set())).toBe('Shipped from Hong Kong to every customer within days');
    expect(sentenceCase('Made In China With Strong Steel And Premium Wood', new Map(), new Set())).toBe('Made in China with strong steel and premium wood');
  });
  it('lowers a function word or a form of be before a code: no model name starts with one', () => {
    expect(sentenceCase('The Cable Is Equipped With A Type-C Port And Supports Up To 2.4Amps At 480Mbps', new Map(), new Set())).toBe(
      'The cable is equipped with a Type-C port and supports up to 2.4Amps at 480Mbps',
    );
    expect(sentenceCase('The Usb Cable Is 1 Meter In Length', new Map(), new Set())).toMatch(/ is 1 meter in length$/u);
  });
  it('writes an acronym a Title Case seller wrote as a word the way everyone writes it', () => {
    expect(sentenceCase('Usb Cable With Durable Pvc Outer And Hdmi Port For Your Tv', new Map(), new Set())).toBe('USB cable with durable PVC outer and HDMI port for your TV');
    // Not a word that is also English (`Led`), nor one the seller writes in lowercase.
    expect(sentenceCase('The Led Strip Has A Long Usb Lead For Ac Power', new Map([['usb', 'usb']]), new Set())).toBe('The led strip has a long usb lead for AC power');
  });
  it('keeps the brand and a quoted code letter when it lowers Title Case', () => {
    const facts = readListing({ title: 'Holmes "A" Humidifier Filter, HWF62', bulletPoints: ['Fits Holmes, Sunbeam, and Bionaire Humidifiers Requiring Filter "A"', 'Traps mineral deposits found in water'], titleMainKeyword: 'humidifier filter', titleSecondaryKeywords: '', bulletKeywords: '' });
    expect(facts.bullets[0]?.sentences[0]?.text).toMatch(/^Fits Holmes, .*"A"$/u);
  });
  it('turns a Title Case sentence into sentence case, names kept', () => {
    expect(sentenceCase('It Dons Premium Braided Skin That Makes It Sturdy', new Map(), new Set())).toBe('It dons premium braided skin that makes it sturdy');
  });
});

describe('findMeasures', () => {
  it('reads numbers with their units whole and classifies them', () => {
    const found = findMeasures('A 1.5-Litre jug, 41" deck, 10 x 20 x 5 cm box, Pack of 2, 7 g protein, 2 kids');
    expect(found.map((m) => [m.text, m.kind])).toEqual([
      ['1.5-Litre', 'capacity'],
      ['41"', 'size'],
      ['10 x 20 x 5 cm', 'size'],
      ['Pack of 2', 'count'],
      ['7 g', 'weight'],
      ['2', 'other'],
    ]);
  });

  it('reads a whole number and its fraction as one number', () => {
    const found = findMeasures('Hats measure approx. 10 1/2", a 35 by 20-1/2 inch shelf, a 1/2 inch gap');
    expect(found.map((m) => m.text)).toEqual(['10 1/2"', '35', '20-1/2 inch', '1/2 inch']);
  });

  it('reads no measure inside a model code', () => {
    expect(findMeasures('Google TV KD-65X74K (Black), 164 cm').map((m) => m.text)).toEqual(['164 cm']);
  });
  it('reads no measure out of a decimal typed with a space after its point', () => {
    expect(findMeasures('Performs best on 11. 25" Radius curves').filter((m) => m.unit !== '').map((m) => m.text)).toEqual([]);
  });
  it("reads feet and inches as one length, in a rug's dimensions too", () => {
    const found = findMeasures(`Anti Skid, 4'5"X6'9", Multi; a 5' 6" doll`);
    expect(found.map((m) => [m.text, m.kind])).toEqual([[`4'5"X6'9"`, 'size'], [`5' 6"`, 'size']]);
  });
});

describe('readBullet', () => {
  it('keeps a minus sign and the temperature scale whatever its case', () => {
    const read = readBullet(0, tidy('Operating temperature: -20°C to 40°c'), new Map());
    expect(read.header).toBe('Operating temperature');
    expect(read.sentences).toEqual(['-20 degrees Celsius to 40 degrees Celsius']);
    expect(readBullet(0, 'FAST HEATING: - Ceramic element', new Map()).sentences).toEqual(['Ceramic element']);
  });
});

describe('sentenceCase, names', () => {
  it('keeps the capital of a brand or place the lexicon knows when it lowers Title Case', () => {
    const text = sentenceCase('Works With All Phones Like Samsung Galaxy, Google Pixel And Nokia Made In China', new Map(), new Set());
    expect(text).toContain('Samsung');
    expect(text).toContain('Google Pixel');
    expect(text).toContain('Nokia');
    expect(text).toContain('China');
    expect(text).toContain('phones');
  });

  it('keeps a letter that names a type (`Type A to A`, `USB A`), and lowers the article (`with a carry bag`)', () => {
    expect(sentenceCase('Connector Type - Usb Type A Male To Type A Male', new Map(), new Set())).toContain('type A male to type A male');
    expect(sentenceCase('Premium Quality Usb 3.0 Type A To A Device Cables', new Map(), new Set())).toContain('type A to A device');
    expect(sentenceCase('Comes With A Carry Bag And A Strap For The Usb A Port', new Map(), new Set())).toBe('Comes with a carry bag and a strap for the USB A port');
  });

  it('keeps a product line with the model it names (`Galaxy Note 7`), and lowers a noun before a measure (`frame 2 inches`)', () => {
    const models = sentenceCase('Connects Tablets And Phones Like The Galaxy Note 7 Or Any Type-C Phone', new Map(), new Set());
    expect(models).toContain('Galaxy Note 7');
    expect(models).toContain('tablets and phones');
    expect(sentenceCase('Fits Any Window Frame 2 Inches Deep', new Map(), new Set())).toBe('Fits any window frame 2 inches deep');
  });
});

describe('sentenceCase, one case throughout (issue 23)', () => {
  it('lowers a rare word the dictionary writes in lowercase (`ergonomic`, `foldable`, `backpack`), not only a frequent one', () => {
    expect(sentenceCase('Our Laptop Ergonomic Stand Is Foldable And Fits In Your Backpack Easily', new Map(), new Set())).toBe(
      'Our laptop ergonomic stand is foldable and fits in your backpack easily',
    );
    expect(sentenceCase('Relieves Neck, Shoulder And Spinal Pain While You Type', new Map(), new Set())).toBe('Relieves neck, shoulder and spinal pain while you type');
  });
  it('keeps a name no dictionary has in lowercase (`Chromebook`), a name the lexicon knows and its line (`Google Pixel`)', () => {
    expect(sentenceCase('The Sturdy Strap Fits Any Chromebook Or Samsung Tablet', new Map(), new Set())).toBe('The sturdy strap fits any Chromebook or Samsung tablet');
    expect(sentenceCase('The Sturdy Case Fits The Google Pixel And Other Phones', new Map(), new Set())).toBe('The sturdy case fits the Google Pixel and other phones');
    expect(sentenceCase('Fits Holmes, Sunbeam, And Bionaire Humidifiers And Any Chromebook Pixel', new Map(), new Set(['holmes']))).toBe(
      'Fits Holmes, Sunbeam, and Bionaire humidifiers and any Chromebook Pixel',
    );
    expect(sentenceCase('Micro USB Charging Cable For Android Phones With Ethernet Ports', new Map(), new Set())).toBe('Micro USB charging cable for Android phones with Ethernet ports');
    expect(sentenceCase('Great Party Supplies For Halloween And Christmas Parties', new Map(), new Set())).toBe('Great party supplies for Halloween and Christmas parties');
    expect(sentenceCase('Flame-Retardant Paper Conforms To The Rules Of California And Texas', new Map(), new Set())).toBe('Flame-retardant paper conforms to the rules of California and Texas');
    expect(sentenceCase('Fisher-Price Disk Camera Is A Food-Safe Toy For Kids', new Map(), new Set(['fisher-price']))).toBe('Fisher-Price disk camera is a food-safe toy for kids');
  });
  it('lowers a verb before a count (`provides 6-speed`, `delivers 65W`): no model name', () => {
    expect(sentenceCase('The Metal Stand Provides 6-Speed Adjustable Height For Comfort', new Map(), new Set())).toBe('The metal stand provides 6-speed adjustable height for comfort');
    expect(sentenceCase('Each Cable Is Tested To Withstand 10,000+ Bends And Comes With A 2-Year Warranty', new Map(), new Set())).toBe('Each cable is tested to withstand 10,000+ bends and comes with a 2-year warranty');
    expect(sentenceCase('This Small Charger Delivers 65W To Any Laptop', new Map(), new Set())).toBe('This small charger delivers 65W to any laptop');
    expect(sentenceCase('Connects Tablets And Phones Like The Galaxy Note 7 Or Any Type-C Phone', new Map(), new Set())).toContain('Galaxy Note 7');
  });
  it('reads Title Case that leaves its small words lowercase as Title Case, and lowers its compounds (`Food-Safe`), acronyms kept', () => {
    expect(sentenceCase('Made From BPA-Free, Food-Safe Plastic And Keeps The Liquids Fresh', new Map(), new Set())).toBe('Made from BPA-free, food-safe plastic and keeps the liquids fresh');
    expect(sentenceCase('Ultra-Fine Mist From A Type-C Powered Fire-Boltt Pump', new Map(), new Set())).toBe('Ultra-fine mist from a Type-C powered Fire-Boltt pump');
  });
  it('writes a name as the seller spells it elsewhere (`HB`, `MacBook`) where Title Case capitalised only its first letter', () => {
    const known = knownSpellings(['HB Plus Folding Laptop Stand for MacBook and iPad', 'Hb Plus The Stand Holds Any Macbook Or Ipad Up To 15.6 Inches']);
    expect(sentenceCase('Hb Plus The Stand Holds Any Macbook Or Ipad Up To 15.6 Inches', known, new Set(['plus']))).toBe('HB Plus the stand holds any MacBook or iPad up to 15.6 inches');
    // (A word in capitals that is an English word is no spelling to copy: `HARRY` stays `Harry`.)
    const harry = knownSpellings(['HARRY POTTER Storage Cubes', 'Harry Potter Cubes Fold Flat For Easy Storage']);
    harry.set('harry', 'HARRY');
    expect(sentenceCase('Harry Potter Cubes Fold Flat For Easy Storage', harry, new Set(['potter']))).toMatch(/^Harry Potter cubes/u);
  });
});

describe('the seller\'s grammar slips that are certain (issue 23)', () => {
  it('writes the article the next word\'s sound takes', () => {
    expect(fixArticles('Better known as a aluminum laptop stand with an motorized base')).toBe('Better known as an aluminum laptop stand with a motorized base');
    expect(fixArticles('A ergonomic design, a ultra-thin frame and an unique look')).toBe('An ergonomic design, an ultra-thin frame and a unique look');
  });
  it('leaves an article whose sound is uncertain or already right, and a letter that is a code', () => {
    for (const text of ['It takes an hour with an LED and an X-ray', 'A one-year warranty and a universal fit', 'Type A Ethernet port and grade A eggs', 'An SD card, a USB port and an led strip', 'Works as a one-touch remote and a European plug']) {
      expect(fixArticles(text)).toBe(text);
    }
  });
  it('spaces a comma between a word and a number, never inside one', () => {
    expect(tidy('Known as 11.6 inch laptop stand ,12 inch laptop stand  ,13.3 inch stand, 1,500 W')).toBe('Known as 11.6 inch laptop stand, 12 inch laptop stand, 13.3 inch stand, 1,500 W');
  });
});

describe('sentenceCase, acronyms the seller writes in capitals', () => {
  const title = 'Cordo USB C to USB-C Charging Cable, 60W PD, USB-IF Certified';
  const bullets = ['Usb-If Certified So You Can Count On It', 'These Usb-C Fast Charge Cables Are Built To Last'];
  it('never takes a Title Case bullet’s `Usb-C` as the spelling of the title’s `USB-C`', () => {
    const known = knownSpellings([title, ...bullets]);
    expect(known.get('usb-c')).toBe('USB-C');
    expect(known.get('usb-if')).toBe('USB-IF');
    expect(unshout(title, known)).toBe(title);
  });
  it('writes a Title Case bullet’s hyphened acronym as the title does (`USB-IF certified`)', () => {
    const known = knownSpellings([title, ...bullets]);
    expect(sentenceCase(bullets[0]!, known, new Set())).toMatch(/^USB-IF certified/u);
  });
});

describe('lowerFirst', () => {
  it('lowers a common word to go inside a sentence, and keeps a name the dictionary does not know', () => {
    expect(lowerFirst('Standard size deck')).toBe('standard size deck');
    expect(lowerFirst('Netflix series to debut soon')).toBe('Netflix series to debut soon');
    expect(lowerFirst('USB cable')).toBe('USB cable');
  });
});

describe('splitHeader', () => {
  it.each([
    ['RESPONSIVE FLEX: The deck flexes.', 'RESPONSIVE FLEX', 'The deck flexes.'],
    ['【Safe Materials】Made of beech.', 'Safe Materials', 'Made of beech.'],
    ['EASY CLEAN - Rinse and dry.', 'EASY CLEAN', 'Rinse and dry.'],
    ['Crush proof balls - the 200 balls are phthalate free', 'Crush proof balls', 'the 200 balls are phthalate free'],
    ['Playback- Keep dancing all day', 'Playback', 'Keep dancing all day'],
    ['ORGANIC FLOUR This flour is milled in Italy', 'ORGANIC FLOUR', 'This flour is milled in Italy'],
    ['Opens at 10:30 every day', '', 'Opens at 10:30 every day'],
    // (An abbreviation's stop is no full stop: the header is read, without it.)
    ['40 HR. MEGA PLAYTIME: For gaming with zero breaks.', '40 HR MEGA PLAYTIME', 'For gaming with zero breaks.'],
    ['It works. Next: go on', '', 'It works. Next: go on'],
    ['Regular keys, square root and Memory, Screen Size: 22.9 mm', '', 'Regular keys, square root and Memory, Screen Size: 22.9 mm'],
    ['Compatibility and Dimension - It fits all tablets.', 'Compatibility and Dimension', 'It fits all tablets.'],
    ['WHATS INCLUDED? Egg cooker base; 7-egg tray', 'WHATS INCLUDED', 'Egg cooker base; 7-egg tray'],
    ['PACKAGE INCLUDES 1 Ceiling Fan, 1 Warranty Card', 'PACKAGE INCLUDES', '1 Ceiling Fan, 1 Warranty Card'],
    // A list of labels in Title Case is one label.
    ['Memory, Storage & SIM: 4GB RAM', 'Memory, Storage & SIM', '4GB RAM'],
  ])('%s', (text, header, body) => {
    expect(splitHeader(text)).toEqual({ header, body });
  });
});

describe('seller bullets that hold two', () => {
  it('splits at a second bracket header or a second `Label:` after a semicolon', () => {
    expect(splitJoinedBullets('【Split Display】- This watch shows two apps side by side;【SpO2 Monitoring】- Monitor your blood oxygen at any time of day.')).toEqual([
      '【Split Display】- This watch shows two apps side by side',
      '【SpO2 Monitoring】- Monitor your blood oxygen at any time of day.',
    ]);
    expect(splitJoinedBullets('9-day battery: The battery lasts nine days on one charge.; Productivity features: With call alerts and quick replies on the wrist.')).toEqual([
      '9-day battery: The battery lasts nine days on one charge.',
      'Productivity features: With call alerts and quick replies on the wrist.',
    ]);
  });
  it("splits at a seller's own mark between bullets", () => {
    expect(splitJoinedBullets('High grade nylon couplers+^+Warranty: 1 year on product+^+Steel jars and blade')).toEqual(['High grade nylon couplers', 'Warranty: 1 year on product', 'Steel jars and blade']);
  });
  it('keeps a list of specs, a note in brackets and a header with no text of its own', () => {
    expect(splitJoinedBullets('Wattage: 500 W; Voltage: 220-240V; Revolution: 20000')).toHaveLength(1);
    expect(splitJoinedBullets('No of Jars: 3; Jar Size: 1.20 Litre liquidizing jar, 0.8 Litre multi purpose jar; Jar Material: Stainless Steel; Body Material: ABS')).toHaveLength(1);
    expect(splitJoinedBullets('【Compatibility】 Fits the Watch 4, 44mm. 【NOTE: WATCH IS NOT INCLUDED】')).toHaveLength(1);
    expect(splitJoinedBullets('【Battery】 Lasts 7 days on a charge. 【IP68 Water Resistant】 【Metal Case】 A steel case with a glass face.')).toEqual([
      '【Battery】 Lasts 7 days on a charge. IP68 Water Resistant.',
      '【Metal Case】 A steel case with a glass face.',
    ]);
  });
  it('reads a label before a spaced semicolon, a pointing mark or a shouted label before a semicolon as a header', () => {
    expect(markHeaderLabel('Compatibility ; Glass Screen Protector for iPhone 14')).toBe('Compatibility: Glass Screen Protector for iPhone 14');
    expect(markHeaderLabel('COMPATIBILITY ☞ Single monitor stand for 13 to 32 inch screens')).toBe('COMPATIBILITY: Single monitor stand for 13 to 32 inch screens');
    expect(markHeaderLabel('GREAT FOR ALL YEAR LONG; the costumes suit parties and parades')).toBe('GREAT FOR ALL YEAR LONG: the costumes suit parties and parades');
    expect(markHeaderLabel('Meant for heating; Voltage: 230V')).toBe('Meant for heating; Voltage: 230V');
  });
});

describe('readTitle', () => {
  it('keeps a list the seller ends with `and` whole: `10 and XP` is no phrase of its own', () => {
    const title = readTitle('Gamvix Wired Controller for Windows - 7, 8, 8.1, 10 and XP, PS3 (Black)');
    expect(title.name).toContain('8.1, 10 and XP');
    expect(title.segments.map((s) => s.text)).not.toContain('10 and XP');
  });
  it('keeps the name whole and a bracket inside a phrase in place', () => {
    const title = readTitle('BlueRigger Optical Cable (6 Feet / 1.8 Meter) With 8 Channel (7.1) Audio Support (for Home Theatre)');
    expect(title.name).toBe('BlueRigger Optical Cable (6 Feet / 1.8 Meter) With 8 Channel (7.1) Audio Support');
    expect(title.segments.map((s) => s.text)).toEqual(['for Home Theatre']);
  });
  it('keeps the pieces of a list with the segment they belong to and classifies attributes', () => {
    const title = readTitle('Cable for iPhone 13, 12,11, X, 8 - 2 Meter, Grey, Nylon');
    expect(title.segments.map((s) => [s.text, s.kind])).toEqual([
      ['2 Meter', 'size'],
      ['Grey', 'colour'],
      ['Nylon', 'material'],
    ]);
    expect(title.name).toBe("Cable for iPhone 13, 12,11, X, 8");
  });
  it('keeps a name that continues after a dash', () => {
    expect(readTitle('Sherlock Holmes - The Challenge of Irene Adler').name).toBe('Sherlock Holmes - The Challenge of Irene Adler');
  });
});

describe('readListing', () => {
  it('reads a Title Case bullet in sentence case throughout: its short sentences, its articles and the brand as the title spells it', () => {
    const facts = readListing({
      title: 'KV Nova Folding Laptop Stand, Aluminium, 6 Angles',
      bulletPoints: [
        'Kv Nova The Aluminium Laptop Stand Is Better Known As A Adjustable Laptop Riser For Your Desk. Strong And Sturdy. 6 Months Warranty.',
        'The stand folds flat and fits in a laptop bag.',
        'It holds laptops from 10 to 15.6 inches.',
        'Made From BPA-Free, Food-Safe Plastic. Odorless and Keeps the Liquids Fresh for Long.',
      ],
      titleMainKeyword: 'laptop stand',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(facts.bullets[3]?.sentences.map((s) => s.text)).toEqual(['Made from BPA-free, food-safe plastic.', 'Odorless and keeps the liquids fresh for long.']);
    expect(facts.bullets[0]?.sentences.map((s) => s.text)).toEqual([
      'KV Nova the aluminium laptop stand is better known as an adjustable laptop riser for your desk.',
      'Strong and sturdy.',
      '6 months warranty.',
    ]);
  });
  it('sets aside what the marketplace forbids, with the reason, and keeps the rest', () => {
    const facts = readListing(FIXTURES.richLongboard!);
    expect(facts.removals.join('\n')).toMatch(/removed "Call us at \(555\) 123-4567 for a free replacement\."/u);
    expect(facts.bullets.flatMap((b) => b.sentences.map((s) => s.text))).toContain('1-year warranty against manufacturing defects.');
  });
  it('sets aside a ranking claim and a price the rules name, even glued to its number (`Rs599`)', () => {
    const facts = readListing({
      title: 'Brewmaster Electric Kettle 1.5 L, Steel',
      bulletPoints: [
        "India's no. 1 kettle brand. The 1.5 L steel body boils water in 4 minutes.",
        'Battery swap service: we replace the base at Rs599 only. The base has a 1 m cord.',
        'The lid opens with one button.',
      ],
      titleMainKeyword: 'electric kettle',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    const kept = facts.bullets.flatMap((b) => b.sentences.map((s) => s.text)).join(' ');
    expect(kept).not.toMatch(/no\. 1|Rs599/u);
    expect(kept).toMatch(/boils water in 4 minutes/u);
    expect(kept).toMatch(/1 m cord/u);
    expect(facts.removals.join('\n')).toMatch(/removed "India's no\. 1 kettle brand\."/u);
    expect(facts.removals.join('\n')).toMatch(/Rs599/u);
  });
  it('leaves out a question, and the sentence that only explains it', () => {
    const facts = readListing({ ...FIXTURES.thinBottle!, bulletPoints: ["TANGLE FREE: Isn't it annoying when our cables tangle in a bag? This is why we made the cord flat. The flat cord is 1.2 m long.", ...FIXTURES.thinBottle!.bulletPoints.slice(1)] });
    expect(facts.bullets[0]?.sentences.map((s) => s.text)).toEqual(['The flat cord is 1.2 m long.']);
    expect(facts.removals.join(' ')).toMatch(/it is a question/u);
  });
  it('reads a header and its text together for contact details', () => {
    const facts = readListing({ ...FIXTURES.thinBottle!, bulletPoints: [...FIXTURES.thinBottle!.bulletPoints.slice(0, 4), 'Customer Care Number: 18001028169 for product related issues'] });
    expect(facts.bullets.flatMap((b) => b.sentences.map((s) => s.text)).join(' ')).not.toMatch(/18001028169/u);
  });
  it('removes the digits a removed contact header introduced', () => {
    const facts = readListing({ ...FIXTURES.thinBottle!, bulletPoints: ['For any product related queries contact us at: 1800407267864', ...FIXTURES.thinBottle!.bulletPoints.slice(0, 4)] });
    expect(facts.bullets.flatMap((b) => b.sentences.map((s) => s.text)).join(' ')).not.toMatch(/1800407267864/u);
    expect(facts.removals.join('\n')).toMatch(/removed "1800407267864": it is what the removed header/u);
  });
  it("reads every `Label - text` as a header when that is the seller's style, whatever the label's case", () => {
    const input = { ...FIXTURES.thinBottle!, bulletPoints: ['Long Battery Life - The bottle keeps ice for a day.', 'Off-axis magnetic lid - The lid snaps shut on its own.', 'Durable shell- A steel shell resists dents.', 'Designed with a wide mouth for ice cubes'] };
    expect(readListing(input).bullets.map((b) => b.header)).toEqual(['Long Battery Life', 'Off-axis magnetic lid', 'Durable shell', '']);
    const single = { ...FIXTURES.thinBottle!, bulletPoints: ['Keeps ice for a day - Even in the sun it stays cold.', 'A steel shell resists dents.', 'Wide mouth for ice cubes.'] };
    expect(readListing(single).bullets[0]?.header).toBe('');
  });
  it('keeps the part of a header the rules allow', () => {
    const facts = readListing({ ...FIXTURES.thinBottle!, bulletPoints: ['MADE IN THE USA & MONEY BACK GUARANTEE: Every bottle is made in Ohio.', ...FIXTURES.thinBottle!.bulletPoints.slice(1)] });
    expect(facts.bullets[0]?.header).toBe('MADE IN THE USA');
    expect(facts.removals.join(' ')).toMatch(/shortened to "MADE IN THE USA"/u);
  });
  it('reads the product noun from the title, not its material', () => {
    expect(readListing(FIXTURES.thinBottle!).product.head).toBe('bottle');
    expect(readListing(FIXTURES.richLongboard!).product.head).toBe('longboard');
  });
  it('finds who the product is meant for only where the seller says so', () => {
    expect(readListing(FIXTURES.richLongboard!).audiences).toEqual([]);
    expect(readListing({ ...FIXTURES.thinBottle!, bulletPoints: [...FIXTURES.thinBottle!.bulletPoints, 'Ideal for kids ages 6 and up'] }).audiences).toEqual(['kids ages 6 and up']);
    // (`designed for beginner to expert levels` is a range of levels: `The … is for beginner` was no audience.)
    expect(readListing({ ...FIXTURES.thinBottle!, bulletPoints: [...FIXTURES.thinBottle!.bulletPoints, 'Game is designed for beginner to expert levels.'] }).audiences).toEqual([]);
  });
});
