import { describe, expect, it } from 'vitest';
import { normalizeWord } from '../../../rules/index.js';
import { cutAtRepeat, headClause, measureClause, planTitles, type TitleInputs } from './title.js';
import { bulletSpecFacts, bulletUses, phraseUses } from './title-uses.js';

/*
 * Title options (issue 23): two or three that differ in emphasis, each keeping every size and
 * count of the seller's title, none ending on a word it already says. Fixtures are inline and
 * made up; they copy the shapes that gave one option only, or a lone repeated word at the end.
 */

const base: TitleInputs = {
  name: '',
  segments: [],
  keywords: [],
  bulletAttributes: [],
  order: ['size', 'weight', 'count', 'capacity', 'material', 'colour', 'compatibility', 'audience'],
  max: 75,
  maxWordRepeats: 2,
};

/** The last phrase of a title (after `,` `|` `;` or a spaced dash) is one word the title already says. */
function endsOnRepeatedWord(title: string): boolean {
  const phrases = title.split(/\s*(?:[,|;]|\s[-–—]\s)\s*/u).filter((p) => /[\p{L}\p{N}]/u.test(p));
  const last = phrases.at(-1)?.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  if (phrases.length < 2 || last.length !== 1) return false;
  const before = (phrases.slice(0, -1).join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(normalizeWord);
  return before.includes(normalizeWord((last[0] ?? '').toLowerCase()));
}

describe('planTitles: a second option where the seller gave one', () => {
  it('keeps room for a size later in the option, so a phrase before it never leaves the option without it', () => {
    // The seller's keyword phrase came first and took the room of `Pack of 12`: the complete option was empty.
    const { titles } = planTitles({
      ...base,
      name: 'Penrose Long Notebook',
      segments: [
        { text: 'Single Line, 297mm x 210mm', kind: 'size' },
        { text: '140 Pages', kind: 'count' },
        { text: 'Pack of 12', kind: 'count' },
      ],
      keywords: ['Composition Notebooks'],
      sellerKeywords: ['single line'],
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) {
      expect(t).toMatch(/297mm x 210mm/u);
      expect(t).toMatch(/Pack of 12/u);
      expect(t.length).toBeLessThanOrEqual(75);
    }
  });

  it('gives a size in the clause of the phrase that holds it when the whole phrase does not fit', () => {
    // Every option used to need `Meat Snack Sticks with 5g of Protein` whole: none fitted, and the
    // title fell back to the bare name without the seller's sizes.
    const { titles } = planTitles({
      ...base,
      name: "Jaxon's Classics Meat Sticks",
      segments: [
        { text: 'Meat Snack Sticks with 5g of Protein', kind: 'weight' },
        { text: 'Individually Wrapped - 0.8 Oz.', kind: 'weight' },
        { text: 'Pack of 20', kind: 'count' },
      ],
      keywords: ["Jaxon's Classics"],
      mainIsType: false,
      productHead: 'stick',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) for (const size of [/\b5g\b/u, /\b0\.8 Oz\b/u, /\bPack of 20\b/u]) expect(t).toMatch(size);
    expect(titles[0]).toMatch(/, 5g of Protein\b/u);
  });

  it("names the product with the seller's next phrase when the name has no noun, and keeps its size", () => {
    // `Chopro` names no product; the seller's next phrase does, and holds the capacity.
    const { titles } = planTitles({
      ...base,
      name: 'Brayden Chopro',
      segments: [
        { text: 'Electric Vegetable Chopper for Kitchen with 500 ML Capacity', kind: 'capacity' },
        { text: 'Black', kind: 'colour' },
      ],
      keywords: ['Mini Food Processors & Choppers'],
      mainIsType: false,
      productHead: 'chopper',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) {
      expect(t).toMatch(/^Brayden Chopro Electric Vegetable Chopper\b/u);
      expect(t).toMatch(/\b500 ML\b/u);
      // (No room is kept for a category keyword no option adds, and none is appended.)
      expect(t).not.toMatch(/Processors/u);
    }
  });

  it("puts beside the product's noun only a word for the same kind of thing, and never appends it bare", () => {
    const { titles } = planTitles({
      ...base,
      name: 'Tiny Pal Super Mario All Star Collection 1448 Lakitu/Jugemu Stuffed Plush',
      keywords: ['Plush Figures'],
      mainIsType: false,
      productHead: 'plush',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    // (A plush is a fabric to the dictionary, a figure a shape: `Plush/Figure` named neither.)
    for (const t of titles) {
      expect(t).toMatch(/^Tiny Pal Super Mario .*Plush$/u);
      expect(t).not.toMatch(/\/Figure|, Figures?$/u);
    }
  });

  it("takes the head of a phrase too long for the option, in the seller's words", () => {
    const { titles } = planTitles({
      ...base,
      name: 'Oraxo 65W Type C to C Fast Charging Cable',
      segments: [{ text: 'Nylon Braided 2M length with LED Indicator Compatible For Laptop, Macbook, Galaxy S22 S20 S10', kind: 'size' }],
      keywords: ['USB Cables'],
      productHead: 'cable',
    });
    for (const t of titles) expect(t).toMatch(/\b2M\b/u);
    expect(titles.some((t) => /, Nylon Braided 2M length\b/u.test(t))).toBe(true);
  });
});

describe('headClause and measureClause', () => {
  it("cut a seller's phrase before what it is for or has, never inside a limit", () => {
    expect(headClause('3-in-1 Multifunctional Selfie Stick with Tripod Stand Compatible with iPhone/OnePlus')).toBe('3-in-1 Multifunctional Selfie Stick');
    expect(headClause('Repeatable Driller Drive Action Attack - for Kids Ages 6 & Up')).toBe('Repeatable Driller Drive Action Attack');
    // (What it is compatible with is one phrase; so is a limit and what it is of.)
    expect(headClause('Compatible with iPhone 13/13 Pro')).toBeUndefined();
    expect(headClause('Upto 8GB RAM with RAM Plus')).toBeUndefined();
    expect(headClause('Stainless Steel')).toBeUndefined();
  });
  it('give the clause that holds a size, without its `with`, and leave a bracketed phrase whole', () => {
    expect(measureClause('Power Suction & Blower with 20 litres Tank Capacity', '20 litres')).toBe('20 litres Tank Capacity');
    expect(measureClause('Individually Wrapped - 0.8 Oz.', '0.8 Oz')).toBe('0.8 Oz.');
    expect(measureClause('Tropical Fusion, 1.62 OZ', '1.62 OZ')).toBe('1.62 OZ');
    expect(measureClause('Soups and Stews (Anchovy Sauce, 1kg)', '1kg')).toBe('Soups and Stews (Anchovy Sauce, 1kg)');
  });
});

describe('planTitles: no title ends on a word it already says', () => {
  it('writes a prefix the seller spaced from its word as one word', () => {
    const { titles } = planTitles({
      ...base,
      max: 200,
      name: 'Lohara Voice Assistant Remote Compatible for Airtel Xstream Set-Top Box Remote Control with Netflix Function',
      segments: [
        { text: 'Black', kind: 'colour' },
        { text: 'Non - Voice', kind: 'feature' },
      ],
      keywords: ['Remote Controls'],
    });
    expect(titles.some((t) => /\bNon-Voice$/u.test(t))).toBe(true);
    for (const t of titles) expect(endsOnRepeatedWord(t)).toBe(false);
  });
  it("leaves out the words of a seller's list that the title says already", () => {
    const paint = planTitles({
      ...base,
      name: 'Gilda Gold Edible Poppy Paint',
      segments: [
        { text: 'Carefully Selected Ingredients', kind: 'feature' },
        { text: '30ml - Gold', kind: 'capacity' },
      ],
      keywords: ['Gilda Gold Edible'],
    });
    for (const t of paint.titles) {
      expect(t).toMatch(/\b30ml\b/u);
      expect(endsOnRepeatedWord(t)).toBe(false);
    }
    const press = planTitles({
      ...base,
      max: 200,
      name: 'Cafe Juno French Press Coffee and Tea Maker 600ml with 4 Level Filtration System',
      segments: [{ text: 'Heat Resistant Borosilicate Glass (Black, 600ml)', kind: 'feature' }],
      keywords: ['Coffee Presses'],
    });
    for (const t of press.titles) {
      expect(t.match(/600ml/gu)?.length).toBe(1);
      expect(endsOnRepeatedWord(t)).toBe(false);
    }
  });
  it('keeps a number with a thousands separator whole in a bracket', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Brixo Creator Expert Gingerbread House 10267 Building Kit',
      segments: [{ text: 'New Edition (1,477 Pieces)', kind: 'feature' }],
      keywords: ['Building Sets'],
      mainIsType: false,
      productHead: 'kit',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) expect(t).toMatch(/(?<![\d,])1,477 Pieces\b/u);
  });
  it('never ends a cut name on an ordinal cut off from what it counts', () => {
    const name = 'Robusta Tempered Glass Screen Protector for iPad 10.2 inch 9th Gen Generation 2021 8th Gen 2020 7th Gen 2019';
    expect(cutAtRepeat(name, 2)).toBe('Robusta Tempered Glass Screen Protector for iPad 10.2 inch 9th Gen Generation 2021 8th Gen');
  });
});

describe('planTitles: a title of the seller’s own is never cut inside', () => {
  it('keeps a show’s or film’s name whole in every option', () => {
    for (const name of ['Blaze and the Monster Machines Value Pack Foil Swirl Decorations', "Rubie's Marvel Avengers: Infinity War Deluxe Teen Groot Child's Costume"]) {
      const whole = name.startsWith('Blaze') ? 'Blaze and the Monster Machines' : "Rubie's Marvel Avengers: Infinity War";
      const { titles } = planTitles({ ...base, name, segments: [{ text: 'Medium', kind: 'size' }], max: 60 });
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.startsWith(whole), title).toBe(true);
    }
  });
});

describe('planTitles: the main keyword never goes inside a phrase of the seller’s', () => {
  it('does not splice a keyword’s describing word into the middle of the seller’s noun phrase', () => {
    for (const [name, keyword, head, phrase] of [
      ['Mech-Link Communicators Role Play Set', 'Pretend Play', 'set', 'Role Play Set'],
      ['Edushape Mini Golf Garden Party Game', 'Toy Golf', 'game', 'Mini Golf Garden Party Game'],
      // (At the name's end too: `Role Play` is one compound.)
      ['Power Rangers 97376 Blaster Role Play', 'Pretend Play', 'play', 'Blaster Role Play'],
    ] as const) {
      const { titles } = planTitles({ ...base, name, keywords: [keyword], productHead: head, bulletAttributes: ['Ages 3 and Up'] });
      expect(titles.length).toBeGreaterThan(0);
      for (const t of titles) expect(t, t).toContain(phrase);
    }
  });
  it('still puts the keyword’s describing word after a measure’s unit, which makes no compound with the noun', () => {
    const { titles } = planTitles({ ...base, name: 'AmazonBasics 3 Feet Cable', keywords: ['HDMI Cables'], productHead: 'cable' });
    expect(titles[0]).toBe('AmazonBasics 3 Feet HDMI Cable');
  });
});

describe('planTitles: a shortened name never loses a word from inside it', () => {
  it('leaves out no word between two of the name’s nouns (`Sleeves Size Red` of `Sleeves Standard Size Red`)', () => {
    const name = 'Ultimate Guard Katana Sleeves Standard Size Red (100)';
    const { titles } = planTitles({ ...base, name, productHead: 'size', bulletAttributes: ['66 x 91 mm'] });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t, t).not.toMatch(/Sleeves Size/u);
  });
});

describe('planTitles: a name cut short never ends on words that described what was cut', () => {
  it('drops the describing words of a repeated noun with it (`Clothes Fuzz` of `… Clothes Fuzz Remover`)', () => {
    expect(cutAtRepeat('Handy Lint Remover Pet Fur Remover Clothes Fuzz Remover Pet Hairball Shaver', 2)).toBe('Handy Lint Remover Pet Fur Remover');
    // (A repeated name describes what follows it: the `TV` after `Mi` stays.)
    expect(cutAtRepeat('Coverly Remote Cover for Mi Smart TV and Mi TV Stick/MI Box S (Black)', 2)).toBe('Coverly Remote Cover for Mi Smart TV and Mi TV');
  });
  it('never ends the product noun on a word that describes the next (`Cable Fast` of `Cable Fast Charging …`)', () => {
    const name = 'Corda Usb Type C Fast Charger Cable Fast Charging Usb C Cable/Cord Compatible For Galaxy S10E S10 S9 S8 Plus';
    const { titles } = planTitles({ ...base, name, productHead: 'cable', segments: [{ text: '3 Ft', kind: 'size' }] });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t, t).not.toMatch(/Cable Fast(?! Charging)/u);
    expect(titles.some((t) => /Charger Cable, 3 Ft/u.test(t)), titles.join(' | ')).toBe(true);
  });
});

describe('planTitles: an ordinal keeps what it orders', () => {
  it('never shortens `11th Gen Intel Core i3` to a lone `11th`', () => {
    const name = 'Lenova IdeaPad 3 11th Gen Intel Core i3 15.6" FHD Thin & Light Laptop';
    const { titles } = planTitles({ ...base, name, productHead: 'laptop', segments: [{ text: '8GB RAM', kind: 'capacity' }, { text: 'Platinum Grey', kind: 'colour' }] });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t, t).not.toMatch(/\b11th(?! Gen)/u);
  });
});

describe('planTitles: a size the name was cut before keeps the seller’s words', () => {
  it('gives `35" H x 23" W x 43.5" L`, never `35", 23", 43.5"`, and `6GB RAM`, never a bare `6GB`', () => {
    const diner = planTitles({ ...base, name: 'Melissa & Dough Star Diner Restaurant (Play Set & Kitchen, Wooden Diner Play Set, Two Play Spaces in One, 35" H x 23" W x 43.5" L, Great Gift for Girls and Boys)', productHead: 'restaurant' });
    expect(diner.titles.length).toBeGreaterThan(0);
    for (const t of diner.titles) expect(t, t).toMatch(/35" H x 23" W x 43\.5" L/u);
    const phone = planTitles({ ...base, name: 'Oppa A74 5G (Fluid Black, 6GB RAM, 128GB Storage) with No Cost EMI/Additional Exchange Offers', productHead: 'smartphone', keywords: ['smartphone'] });
    for (const t of phone.titles) expect(t, t).not.toMatch(/\b6GB,/u);
  });
});

describe('planTitles: a measure and its other unit stay together', () => {
  it('never splits `1.75"(4.3cm) HD Display` into `with 1.75"`, `4.3cm` and `HD Display`', () => {
    const name = 'Noisy ColorPro Ultra SE Smart Watch with 1.75"(4.3cm) HD Display';
    const { titles } = planTitles({ ...base, name, productHead: 'watch', segments: [{ text: 'Aluminium Alloy Body', kind: 'material' }, { text: 'Vintage Brown', kind: 'colour' }] });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t, t).toMatch(/with 1\.75"\(4\.3cm\) HD Display/u);
  });
});

describe('planTitles: a keyword beside the product’s noun', () => {
  it('never puts one after a word the seller ended with a colon (`Plush:/Figures`)', () => {
    const { titles } = planTitles({ ...base, name: 'Funko Supercute Plush: Stranger Things Eleven Collectible Plush', keywords: ['Plush Figures'], mainIsType: false, productHead: 'plush' });
    for (const t of titles) expect(t, t).not.toMatch(/:\//u);
  });
});

describe('planTitles: why there is one option', () => {
  it('says the text gave nothing more, not that the limit left no room, when the one title holds every fact', () => {
    const out = planTitles({ ...base, max: 200, name: 'Zentro Spicy Mongolian Noodle Bowl', segments: [{ text: '8.5 oz', kind: 'weight' }, { text: 'Pack of 6', kind: 'count' }], productHead: 'bowl' });
    expect(out.titles).toEqual(['Zentro Spicy Mongolian Noodle Bowl, 8.5 oz, Pack of 6']);
    expect(out.single).toBe('facts');
  });
});

describe('planTitles: the feature-first option (issue 23)', () => {
  it('leaves room in the feature-first option for a measured fact of the bullets', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Qelvaro 4K Braided Flexible Nylon HDMI Cable',
      max: 70,
      segments: [{ text: '2 Metres', kind: 'size' }],
      keywords: ['HDMI Cables'],
      productHead: 'cable',
      productNoun: 'hdmi cable',
      bulletAttributes: ['24K Gold-plated Connectors'],
    });
    expect(titles.some((t) => t.includes('24K Gold-plated Connectors') && t.includes('2 Metres')), titles.join('\n')).toBe(true);
  });
});

describe('planTitles: a measure of the bullets never contradicts the title’s', () => {
  it('leaves out `2 Watts Heater` beside the title’s `2000 Watts … Heater`, and keeps a measure of something else', () => {
    const inputs = { ...base, max: 200, name: 'Voltrix Comfort 2000 Watts Fan Heater', segments: [{ text: 'White', kind: 'colour' as const }], keywords: ['Fan Heaters'], productHead: 'heater', productNoun: 'fan heater' };
    for (const t of planTitles({ ...inputs, bulletAttributes: ['2 Watts Heater', '1.5 Metre Cord'] }).titles) expect(t).not.toMatch(/\b2 Watts\b/u);
    expect(planTitles({ ...inputs, bulletAttributes: ['2 Watts Heater', '1.5 Metre Cord'] }).titles.some((t) => t.includes('1.5 Metre Cord'))).toBe(true);
  });
});

describe('planTitles: a count keeps its noun', () => {
  it('never gives `… Jar Set, …, Set of 4`: `Set` goes with `of 4`', () => {
    const { titles } = planTitles({ ...base, name: 'Brixel Glass Storage Jar Set of 4', segments: [{ text: 'Airtight Lids', kind: 'feature' }], keywords: ['Storage Jars'], productHead: 'jar', productNoun: 'storage jar', bulletFeatures: ['Dishwasher Safe'] });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) {
      expect(t).toMatch(/\bSet of 4\b/u);
      expect(t.match(/\bSet\b/gu)?.length, t).toBe(1);
    }
  });
});

describe('planTitles: the seller’s headline fact leads an option', () => {
  it('gives `with Upto 30 Hours Playback` in the feature-first option when the name is too long for it beside the sizes', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Sonara Pulse 750 Over Ear Bluetooth Headphones with Upto 30 Hours Playback',
      segments: [
        { text: '40MM Drivers', kind: 'size' },
        { text: 'Matte Grey', kind: 'colour' },
      ],
      keywords: ['Bluetooth Headphones'],
      productHead: 'headphone',
      productNoun: 'headphones',
      plural: true,
    });
    expect(titles.some((t) => t.includes('with Upto 30 Hours Playback')), titles.join('\n')).toBe(true);
    for (const t of titles) expect(t).toMatch(/\b40MM\b/u);
  });
});

describe('planTitles: a name that took the seller’s next phrase', () => {
  it('goes back to the seller’s name when no option fits with the phrase, rather than cutting the name inside it', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Frostel 2 Ton 3 Star Smart Inverter Window AC',
      segments: [
        { text: 'Turbo Convertible 5-in-1 Cooling', kind: 'feature' },
        { text: 'Copper', kind: 'material' },
        { text: 'White', kind: 'colour' },
      ],
      keywords: ['Window Air Conditioners'],
      mainIsType: false,
      productHead: 'cooling',
      productNoun: 'cooling',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) expect(t, titles.join('\n')).toMatch(/^Frostel 2 Ton 3 Star Smart Inverter Window AC\b/u);
  });

  it('shortens the phrase it took like any describing words: the seller’s own name is the brand', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Corvane',
      segments: [
        { text: 'Ultra-Slim Male to Female HDMI Extension Cable', kind: 'feature' },
        { text: '2 Metres', kind: 'size' },
      ],
      keywords: ['HDMI Cables'],
      productHead: 'cable',
      productNoun: 'hdmi extension cable',
      bulletAttributes: ['24K Gold-plated Connectors'],
    });
    expect(titles.length, titles.join('\n')).toBeGreaterThanOrEqual(2);
    expect(titles.some((t) => t.startsWith('Corvane HDMI Extension Cable, ')), titles.join('\n')).toBe(true);
    for (const t of titles) expect(t).toMatch(/\b2 Metres\b/u);
  });
});

describe('planTitles: a shortened name never says a word twice in a row', () => {
  it('says the word once rather than give `Portable Portable …`', () => {
    const { titles } = planTitles({
      ...base,
      name: 'Portable',
      segments: [
        { text: 'Handy Compact Plug-in Portable Digital Electric Heater Fan Wall-Outlet Air Warmer Blower Adjustable Timer Digital Display Heater for Home/Office', kind: 'feature' },
        { text: 'Black', kind: 'colour' },
        { text: '400 Watts', kind: 'power' },
      ],
      keywords: ['Fan Heaters'],
      productHead: 'heater',
      productNoun: 'heater',
    });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const t of titles) expect(t).not.toMatch(/\bPortable Portable\b/iu);
    expect(titles).toContain('Portable Digital Electric Heater Fan, Black, 400 Watts');
  });
});

describe('planTitles: sizes in words and health claims', () => {
  it('keeps a size written as a word in every option, as it keeps a measured one', () => {
    const { titles } = planTitles({ ...base, name: 'Larkwood Pirate Captain Child\'s Costume', segments: [{ text: 'Medium', kind: 'size' }], keywords: ['Costumes'], productHead: 'costume' });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toMatch(/\bMedium\b/u);
  });
  it('puts no health claim of the seller\'s title in an option, and says it went', () => {
    const { titles, dropped } = planTitles({
      ...base,
      name: 'Tilly Farm Crystallized Ginger Chews',
      segments: [{ text: 'Fast Relief for Upset Stomach', kind: 'feature' }, { text: 'Light Sugar', kind: 'feature' }, { text: '8 Oz', kind: 'weight' }],
      keywords: ['Ginger Candy'],
      productHead: 'chew',
    });
    for (const t of titles) expect(t).not.toMatch(/relief/iu);
    expect(dropped).toContain('Fast Relief for Upset Stomach');
  });
  it('keeps the size a health claim segment carries', () => {
    const { titles, dropped } = planTitles({
      ...base,
      name: 'Tilly Farm Crystallized Ginger Chews',
      segments: [{ text: 'Light Sugar', kind: 'feature' }, { text: 'Fast Relief for Upset Stomach - 8 Oz', kind: 'weight' }],
      keywords: ['Ginger Candy'],
      productHead: 'chew',
    });
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toMatch(/\b8 Oz\b/u);
    for (const t of titles) expect(t).not.toMatch(/relief/iu);
    expect(dropped).toEqual(['Fast Relief for Upset Stomach']);
  });
});

describe('planTitles: a part named like a claim, and a name cut past its noun', () => {
  it('keeps a part whose name holds `relief` (a valve), as the seller wrote it', () => {
    const { titles, dropped } = planTitles({ ...base, name: 'Aquaheat Compacto 3 Litre Instant Water Heater', segments: [{ text: 'Pressure Relief Valve', kind: 'feature' }, { text: 'White', kind: 'colour' }], keywords: ['Water Heaters'], productHead: 'heater' });
    expect(dropped).toEqual([]);
    expect(titles.join('\n')).toMatch(/Pressure Relief Valve/u);
  });
});

describe('planTitles: what the bullets say the product is for (issue 23)', () => {
  it('gives a second option that leads with what the bullets say it connects, in their words', () => {
    // A short title with no fact beyond its size gave one option, with the note that there was nothing more to say.
    const inputs: TitleInputs = {
      ...base,
      name: 'Brightline 3-Feet Mini HDMI to HDMI Cable',
      bulletTexts: ['Connect your camera, tablet or monitor to a TV.', 'Not compatible with a VGA port.', 'Built to last for years.'],
    };
    const { titles, single } = planTitles(inputs);
    expect(titles).toEqual(['Brightline 3-Feet Mini HDMI to HDMI Cable', 'Brightline 3-Feet Mini HDMI to HDMI Cable, for Camera, Tablet or Monitor']);
    expect(single).toBeUndefined();
    // Without the bullets there is one option, and the note says why.
    expect(planTitles({ ...inputs, bulletTexts: [] }).single).toBe('facts');
  });

  it('takes no use the seller denies, no abstract or generic one, and nothing the title says already', () => {
    expect(bulletUses(['Not compatible with a USB port.', 'Great for fun in the tub.', 'Compatible with multiple devices.', 'Made with food grade steel.', 'Ideal for cables.', 'Perfect for any Nova Saga fan.', 'Ideal for hanging.', 'Comes with Commander Rex.'], 'Brightline HDMI Cable')).toEqual([]);
    expect(bulletUses(['Use on pants, coats, sweaters, dresses and suits.'], 'Lint Roller')).toEqual(['for Pants, Coats, Sweaters']);
    expect(bulletUses(['Compatible For Acme Stream Stick (3rd Gen)'], 'Remote')).toEqual(['Compatible for Acme Stream Stick']);
  });

  it('says what comes in the box as things, never names, and without what the title says', () => {
    expect(bulletUses(['Includes doll and bottle.'], 'Acme Baby Doll')).toEqual(['Includes Bottle']);
    expect(bulletUses(['Includes Captain Nova, Star Girl.', 'Works on devices including laptops, tablets.'], 'Acme Costume')).toEqual([]);
  });

  it("reads what a phrase of the seller's title says the product is for, after the thing it names", () => {
    expect(phraseUses(['3A Fast Charging 1.5m Braided Cable for Phones, Tablets', 'for Cars', 'Black'], 'Acme Cable')).toEqual(['for Phones, Tablets']);
    const { titles } = planTitles({ ...base, name: 'Acme Spiral Cord Saver', segments: [{ text: 'Flexible Wire Winder for Charging Cables, Earphones', kind: 'feature' }, { text: 'Pack of 10', kind: 'count' }] });
    expect(titles).toContain('Acme Spiral Cord Saver, for Charging Cables, Earphones, Pack of 10');
  });

  it('reads a material or colour from a spec line of the bullets', () => {
    expect(bulletSpecFacts(['Material: Paper; Size: 3"x3"', 'Colour:Multicolour', 'Material: Premium quality'], 'Acme Sticky Note Cube')).toEqual(['Paper', 'Multicolour']);
  });
});

describe('planTitles: a shortened name never ends on a size and a bare noun', () => {
  it('gives `… 64GB Memory Card`, never `… 64GB Card`', () => {
    const { titles } = planTitles({ ...base, max: 200, name: 'Novo Flash Plus 64GB microSDXC UHS-I U1 130MB/s Full HD & 4K UHD Memory Card with Adapter (NF-64)', segments: [{ text: 'Blue', kind: 'colour' }], productHead: 'card', productNoun: 'card' });
    expect(titles.some((t) => t.startsWith('Novo Flash Plus 64GB Memory Card'))).toBe(true);
    for (const t of titles) expect(t).not.toMatch(/64GB Card/u);
  });
});

describe('planTitles: no option that differs from another only by the word joining a fact', () => {
  it('gives no `…, Includes Cleaning Kit` beside `…, Cleaning Kit`', () => {
    const { titles } = planTitles({ ...base, name: 'Acme KB12 Kegerator Beer Cooler', bulletParts: ['Cleaning Kit'], bulletTexts: ['Includes cleaning kit.'] });
    expect(titles).toEqual(['Acme KB12 Kegerator Beer Cooler', 'Acme KB12 Kegerator Beer Cooler, Cleaning Kit']);
  });
});
