import { describe, expect, it } from 'vitest';
import { audit, getProfile, resolveLimits } from '../../rules/index.js';
import { keywordsOf, sourceTextOf, type OptimizerInput } from '../../contract/optimizer.js';
import { optimizeListing } from '../optimize-listing.js';
import { createBuiltinEngine } from './index.js';
import { planDescription } from './plan/description.js';
import { groundingIssues } from '../guarantee/grounding.js';
import { sellerText } from '../guarantee/seller-text.js';
import { readListing } from './read/index.js';
import { writeListing } from './write.js';
import { FIXTURES } from './testing/fixtures.js';

/** A ceiling fan written the way sellers write one (not a benchmark row): the issue's own example. */
const FAN: OptimizerInput = {
  title: 'Orient Electric Aeroquiet 1200 mm (48 Inches) Ceiling Fan for Bedroom',
  bulletPoints: [
    'SILENT: The ceiling fan runs at 74 W on 220-240 V mains and moves air quietly at night.',
    'BUILD: The blades are made of aluminium with a white gloss finish.',
    'IN THE BOX: The package includes the fan motor, 3 blades, a canopy and mounting hardware.',
    'CARE: Wipe the blades with a dry cloth once a month.',
    'WARRANTY: 2 years warranty on the motor from the date of purchase.',
  ],
  titleMainKeyword: 'ceiling fan',
  titleSecondaryKeywords: '',
  bulletKeywords: 'fan for bedroom',
};

function describeListing(input: OptimizerInput, profileId = 'amazon-2025') {
  const profile = getProfile(profileId);
  const limits = resolveLimits(profile, { marketplace: 'US' });
  const facts = readListing(input);
  return { facts, draft: writeListing(facts, limits, profile), limits };
}

describe('the description', () => {
  it('writes one when the bullets only tell the buyer what to do with it, and never opens two sentences alike', () => {
    const { draft } = describeListing({
      title: 'Noisy ColorPro 4 Bluetooth Calling Smart Watch with 1.78 AMOLED Display (Jet Black)',
      bulletPoints: [
        'AMOLED display: See your world in utmost clarity on the 1.78-inch AMOLED display with 368*448 pixel resolution.',
        'Watch faces: Take your pick from 100 watch faces to match your day.',
        'Functional crown: Navigate your way through the menus with the digital crown.',
        'Calling: Make calls from your wrist with the built-in mic and speaker.',
        'Care: Wipe the strap with a dry cloth after a workout.',
      ],
      titleMainKeyword: 'smart watches',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    const description = draft.product_description;
    expect(description).toMatch(/lets you see your world in utmost clarity on the 1\.78-inch AMOLED display with 368\*448 pixel resolution/u);
    expect(description).toMatch(/take your pick from 100 watch faces/u);
    // (A care line is no benefit: it is not said as one.)
    expect(description).not.toMatch(/lets you wipe|can wipe/u);
    const openers = description.split(/(?<=\.)\s+/u).map((s) => s.split(' ').slice(0, 3).join(' '));
    for (let i = 1; i < openers.length; i++) expect(openers[i], description).not.toBe(openers[i - 1]);
  });

  it('never gives a part\'s measure named after it as the product\'s size (`44 inches in inseam length`)', () => {
    const { draft } = describeListing({
      title: 'Rowmo Fitness Magnetic Rowing Machine with Extended Slide Rail and Bluetooth',
      bulletPoints: [
        'LONG SLIDE RAIL: At 48 inches in slide rail length, and 44 inches in inseam length, the RW-55 fits rowers of nearly any size.',
        'MAGNETIC RESISTANCE: Twist the knob to choose one of 8 levels of magnetic resistance.',
        'MONITOR: The LCD console displays time, count and calories.',
        'WHEELS: Built-in transport wheels for easy moving and storage.',
      ],
      titleMainKeyword: 'rowing machines',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    for (const title of draft.optimized_titles) expect(title).not.toMatch(/4[48] inches/u);
    expect(draft.product_description).not.toMatch(/^Size: .*4[48] inches/mu);
  });

  it('never gives the power of what the product is connected to or used with as its own (`connected to a 4.7V to 5V charging adapter`)', () => {
    const { draft } = describeListing({
      title: 'Zappo Ring 5 Smart Watch with Bluetooth Calling, 1.8 inch Display',
      bulletPoints: [
        'CALLING: Make and receive calls from your wrist with the built-in speaker and microphone.',
        'DISPLAY: A 1.8 inch touch display with 240*286 pixels.',
        'CHARGING: The charging cable needs to be connected to a 4.7V to 5V charging adapter for best battery life.',
        'FAST CHARGE: When used with an 18W or higher wall charger it charges in 30 minutes.',
        'BATTERY: Up to 7 days of battery life on one charge.',
      ],
      titleMainKeyword: 'smart watches',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    for (const title of draft.optimized_titles) expect(title).not.toMatch(/4\.7V|18W/u);
    expect(draft.product_description).not.toMatch(/^Power: /mu);
  });

  it('opens on the product, never on a sentence of the seller\'s about something else (`The app is fully built on iOS & Android.`)', () => {
    const { draft } = describeListing({
      title: 'Doodlo Create 3D Pen Filament Refill Bundle, 5 Packs',
      bulletPoints: [
        'INCLUDES: 5 refill filament packs, a total of 1043 ft of drawing fun.',
        'APP: Get an interactive experience with step by step instructions.',
        'SAFE: Conforms to ASTM-D-4236 for art materials.',
      ],
      description: 'The app is fully built on iOS & Android. Our plastic is made of corn.',
      titleMainKeyword: '3d pen filament',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).toMatch(/^The Doodlo Create 3D Pen Filament Refill Bundle /u);
    expect(draft.product_description).toMatch(/The app is fully built on iOS & Android\./u);
  });

  it('never keeps a verb the seller capitalised in the name it opens with (`The … Keyboard Comes have …`)', () => {
    const { draft } = describeListing({
      title: 'Zebronix ZEB-KM2100 Multimedia USB Keyboard Comes with 114 Keys Including 12 Dedicated Multimedia Keys',
      bulletPoints: ['Superior Built Quality: The keyboard has a superior quality and is built to last.', 'USB interface: The keyboard comes with an USB interface making it compatible with most PCs', 'Country of Origin: China'],
      titleMainKeyword: 'keyboard',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/Keyboard Comes/u);
    expect(draft.product_description).toMatch(/Keyboard has a superior quality/u);
  });

  it('says a sentence about a part as the product’s (`… has rugged construction that ensures …`, `Its clear markings make …`)', () => {
    const { draft } = describeListing({
      title: 'Lozi Ride Height Gauge, LOSA99173',
      bulletPoints: ['Ride Height Gauge will work with all 1/10- and 1/8-scale vehicles', 'Rugged construction ensures the gauge will not fail or break easily', 'Clear markings make the gauge easy to read and use'],
      titleMainKeyword: 'ride height gauge',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    const description = draft.product_description;
    expect(description).toMatch(/Gauge has rugged construction that ensures the gauge will not fail or break easily\./u);
    expect(description).toMatch(/Its clear markings make the gauge easy to read and use\./u);
  });

  it('never says the product has what the buyer must add (`Required to complete: battery, charger, …`)', () => {
    const { draft } = describeListing({
      title: 'Tamiyo TAM58646 1/18 R/C Konghead 6x6 Kit, Brown',
      bulletPoints: ['Compatible with many gf-01 chassis hop up options.', 'Brand-new polycarbonate body inspired by the classic bullhead monster truck.', 'Required to complete: battery, charger, speed control, servo, radio system, paint, and assembly'],
      titleMainKeyword: 'trucks',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/(?:has|with) battery, charger/iu);
    // (Nor that assembly is how it is installed: the buyer must assemble it.)
    expect(draft.product_description).not.toMatch(/^Installation: Assembly$/mu);
  });

  it('names the product with its model number (`The Redmo Note 11`, never `The Redmo Note`)', () => {
    const { draft } = describeListing({
      title: 'Redmo Note 11 (Space Black, 6GB RAM, 64GB Storage) | 90Hz FHD+ AMOLED Display | 33W Charger Included',
      bulletPoints: ['Display: 90Hz FHD+ AMOLED display; 16.33 centimeters (6.43 inch)', 'Battery: 5000 mAh large battery with 33W Pro fast charger in-box', '13 MP Front camera'],
      titleMainKeyword: 'smartphones',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).toMatch(/^The Redmo Note 11 /u);
    // (Never the first number of a scale or fraction: `Axle Carriers Black 1` of `… Black 1/16 Traxxas`.)
    const scale = describeListing({ title: 'RPN 73162 Axle Carriers Black 1/16 Traxxo Black', bulletPoints: ['For use on 1/16 Traxxo vehicles', 'Made of durable nylon'], titleMainKeyword: 'axles', titleSecondaryKeywords: '', bulletKeywords: '' });
    expect(scale.draft.product_description).not.toMatch(/Black 1 /u);
    // A model code that opens on its number names the model too (`11T`, `215BT`); a measure does not (`33W`).
    const coded = describeListing({ title: 'Redmo Note 11T 5G (Matte Black, 6GB RAM, 128GB ROM) | 33W Pro Fast Charging', titleMainKeyword: 'smartphones', titleSecondaryKeywords: '', bulletKeywords: '', bulletPoints: ['Display: 90Hz FHD+ AMOLED display; 16.33 centimeters (6.43 inch)', 'Battery: 5000 mAh large battery with 33W Pro fast charger in-box', '13 MP Front camera'] });
    expect(coded.draft.product_description).toMatch(/^The Redmo Note 11T /u);
    const measured = describeListing({ title: 'Ambro Power Bank 20000 mAh Charger 22.5W Fast Charging, Black', titleMainKeyword: 'power banks', titleSecondaryKeywords: '', bulletKeywords: '', bulletPoints: ['Charges two phones at once with its 2 USB ports', 'Made of a fire-resistant polycarbonate shell', 'Weighs 420 grams'] });
    expect(measured.draft.product_description).not.toMatch(/Charger 22\.5W (?:has|is|charges)/u);
  });

  it('never leaves the title’s comma between the name and its verb (`… Stylus Pen, is a graphic tablet`)', () => {
    const { draft } = describeListing({
      title: 'Nimbus Basics Magic Slate 8.5-inch LCD Writing Tablet with Stylus Pen, for Drawing, Playing, Noting by Kids & Adults, Black',
      bulletPoints: ['LCD screen without glare for easy viewing', '8.5-inch ultra-thin, portable, lightweight tablet', 'Comes with a stylus for smooth writing and a key to lock the screen'],
      titleMainKeyword: 'graphic tablets',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).toMatch(/Stylus Pen is a graphic tablet/u);
    expect(draft.product_description).not.toMatch(/,\s+is\b/u);
  });

  it('keeps a two-word name’s capitals (`Rainbow Dash`) though the seller writes its first word in lowercase alone', () => {
    const { draft } = describeListing({
      title: 'My Little Filly Rainbow Dash Classic Figure',
      bulletPoints: ['3-inch Rainbow Dash blue pony figure with a cloud and rainbow lightning bolt', 'Inspired by the look of the Rainbow Dash character in entertainment', 'Classic figures are a great way to introduce kids ages 3 and up to the show'],
      titleMainKeyword: 'toy figures',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/rainbow Dash/u);
  });

  it('never says a spec value the product’s own name already says (`It works with Laptops.` of a laptop charger)', () => {
    const { draft } = describeListing({
      title: 'Lenova GX20 65W Laptop Adapter/Charger with Power Cord (Black)',
      bulletPoints: ['Compatible with Yoga S740, Yoga 520, Yoga 510', 'BIS Certification Number: R411012912', 'Country of Origin: China', 'Power Source Type: Corded Electric; Compatible Devices: Laptops'],
      titleMainKeyword: 'laptop chargers',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).toMatch(/Yoga S740/u);
    expect(draft.product_description).not.toMatch(/works with laptops/iu);
  });

  it('reads a plural noun before a verb and an adverb as the subject, not as a verb under It', () => {
    const { draft } = describeListing({
      title: 'Smart Play Ingenio Colors & Shapes Memory Match Game',
      bulletPoints: ['It is fun to learn in English & Spanish!', 'Pieces store easily in packaging box', 'Great for multiple kids to play together and solve the puzzle'],
      titleMainKeyword: 'board games',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/\bIt pieces\b|\bhas a pieces\b/u);
  });

  it('frames a short value under its label, never a sentence after one', () => {
    const { draft } = describeListing({
      ...FAN,
      bulletPoints: [
        'Protection effect: Protect wires and power cords from dirt, frays, tangles and knots',
        'Ultra-thin: Super thin design and extra mini size, which means it fits any device',
        ...FAN.bulletPoints.slice(2),
      ],
    });
    expect(draft.product_description).not.toMatch(/\bIts protection effect is\b|\bIts ultra-thin is\b/iu);
  });


  it('states the seller\'s facts and lists the specifications the title does not show, in the seller\'s words', () => {
    const { draft } = describeListing(FAN);
    const description = draft.product_description;
    expect(description).toMatch(/\b(?:It|Fan) comes with the fan motor, 3 blades, a canopy and mounting hardware\./u);
    expect(description).toMatch(/^Power: 74 W, 220-240 V$/mu);
    // A spec line that would only repeat a bullet word for word stays out (the rules flag the copy).
    expect(description).not.toMatch(/^Warranty: 2 years warranty on the motor from the date of purchase$/mu);
    expect(description).not.toMatch(/^Care: Wipe the blades with a dry cloth once a month$/mu);
    // The blades' material is no material of the fan's.
    expect(description).not.toMatch(/Material: aluminium/u);
    // No second unit the seller did not give, and the title's size is not repeated as a line.
    expect(description).not.toMatch(/Size:/u);
    expect(description).not.toMatch(/cm|feet/iu);
  });

  it('passes the grounding check on every fixture and is written whenever the sheet holds three facts', () => {
    for (const input of [FAN, ...Object.values(FIXTURES)]) {
      const { facts, draft } = describeListing(input);
      const issues = groundingIssues({ ...draft, optimized_titles: [], optimized_bullet_points: [], backend_search_terms: '' }, sellerText(sourceTextOf(input)));
      expect(issues, draft.product_description).toEqual([]);
      if (facts.sheet.facts.length >= 3) expect(draft.product_description, input.title).not.toBe('');
    }
  });

  it('has no stock opener or closer: every line holds a word of the seller\'s', () => {
    const { draft } = describeListing(FAN);
    const seller = new Set(sourceTextOf(FAN).toLowerCase().match(/\p{L}{3,}|\d+/gu) ?? []);
    for (const line of draft.product_description.split(/\n+/u)) {
      expect((line.toLowerCase().match(/\p{L}{3,}|\d+/gu) ?? []).some((w) => seller.has(w) && !['the', 'with'].includes(w)), line).toBe(true);
    }
  });

  it('stays within the profile\'s limit', () => {
    const { draft, limits } = describeListing(FAN, 'amazon-2026-07');
    expect([...draft.product_description].length).toBeLessThanOrEqual(limits.description.max);
  });
});

/*
 * Issue 23, what a seller saw: bare spec lists, the title as a sentence, fragments copied from the
 * middle of bullets (`And ...`, `...;Label: value` inside a paragraph), odd frames (`... is for
 * longer.`) and a fact turned round (`It works with ... Geo Armor 360` from `Not Compatible with Geo
 * Armor 360`). Invented listings in the way sellers write them.
 */

/** Bullets that are noun phrases, not sentences: the description says them in full sentences. */
const HEADPHONES: OptimizerInput = {
  title: 'Zentro Z40 Wireless Over Ear Headphones with Mic, Black',
  bulletPoints: [
    '60 Hours Playtime Under Optimum Audio Settings',
    'Deep Bass Output with 40mm Drivers',
    'Quick Charging (10 minutes of charge gives 3 Hours of playtime)',
    'Hands-free calling with a built-in mic',
    'Soft Memory Foam Ear Cushions',
  ],
  titleMainKeyword: 'over ear headphones',
  titleSecondaryKeywords: 'wireless headphones',
  bulletKeywords: 'bluetooth headphones',
};

/** Every bullet a `Label: value` line of the seller's. */
const TV: OptimizerInput = {
  title: 'Veltron 80 cm (32 inches) HD Ready Smart LED TV VT32 (Black)',
  bulletPoints: [
    'Resolution: HD Ready (1366 X 768)',
    'Refresh Rate: 60 Hertz',
    'Viewing Angle: 178 Degrees',
    'Connectivity: 2 HDMI ports to connect a set top box or a gaming console',
    'Sound Output: 20 Watts',
  ],
  titleMainKeyword: 'smart tv',
  titleSecondaryKeywords: '',
  bulletKeywords: 'led tv',
};

/** Subjectless bullets (`Keeps ...`, `Made of ...`) and a negated fit. */
const CASE: OptimizerInput = {
  title: 'Armorfit Slim Phone Case for Pixel 8, Clear',
  bulletPoints: [
    'Made of flexible TPU with raised edges around the camera',
    'Keeps the phone slim and light in a pocket',
    'Case friendly; works with Armorfit screen protectors (Not Compatible with Geo Armor 360)',
    'Easy to clean with a damp cloth',
    'Supports wireless charging through the case',
  ],
  titleMainKeyword: 'phone case',
  titleSecondaryKeywords: 'pixel 8 case',
  bulletKeywords: 'clear case',
};

/** `suitable for longer usage` is how long, not who it is for. */
const GRINDER: OptimizerInput = {
  title: 'Mixwell Dynamo Mixer Grinder, 900W, 3 Jars',
  bulletPoints: [
    'Runs 9 minutes without a break, suitable for longer usage',
    'The 900W motor grinds spices and batters in seconds',
    'The package includes 3 jars with lids and a spatula',
    '2 years warranty on the motor',
  ],
  titleMainKeyword: 'mixer grinder',
  titleSecondaryKeywords: '',
  bulletKeywords: 'kitchen appliances',
};

const isSpecLine = (line: string) => /^[^.:]{1,40}: \S/u.test(line) && !/[.!?]$/u.test(line);
const paragraphsOf = (description: string) => description.split(/\n\n/u).filter((p) => !p.split('\n').every(isSpecLine));

function finalListing(input: OptimizerInput, profileId = 'amazon-2025') {
  const engine = createBuiltinEngine();
  return optimizeListing(engine, input, { profile: profileId, marketplace: 'US' });
}

describe('the description in full sentences (issue 23)', () => {
  const listings = { HEADPHONES, TV, CASE, GRINDER, FAN, ...FIXTURES };

  it('is never a bare spec list: every description opens with sentences of the seller\'s facts', () => {
    for (const [name, input] of Object.entries(listings)) {
      const { facts, draft } = describeListing(input);
      if (facts.sheet.facts.length < 3) continue;
      expect(draft.product_description, name).not.toBe('');
      const prose = paragraphsOf(draft.product_description);
      expect(prose.length, `${name}:\n${draft.product_description}`).toBeGreaterThan(0);
      expect(prose.length, `${name}: at most 3 paragraphs\n${draft.product_description}`).toBeLessThanOrEqual(3);
    }
  });

  it('never says a bullet again word for word: the score finds no repeated sentence in it', () => {
    for (const [name, input] of Object.entries(listings)) {
      const { draft } = describeListing(input);
      const found = audit(
        { title: draft.optimized_titles[0] ?? '', bullets: draft.optimized_bullet_points, description: draft.product_description },
        keywordsOf(input),
        getProfile('amazon-2025'),
        { source: sourceTextOf(input) },
      ).findings.filter((f) => f.field === 'description' && f.rule === 'text.repeated-sentence');
      expect(found.map((f) => f.message), `${name}:\n${draft.product_description}`).toEqual([]);
    }
  });

  it('says noun-phrase bullets in full sentences, with the seller\'s numbers as written', () => {
    const { draft } = describeListing(HEADPHONES);
    const prose = paragraphsOf(draft.product_description).join(' ');
    expect(prose).toMatch(/\b(?:has|have) [^.]*40mm drivers/u);
    expect(prose).toMatch(/soft memory foam ear cushions/iu);
    for (const sentence of prose.split(/(?<=[.!?])\s+/u)) expect(sentence, prose).toMatch(/^\p{Lu}[^]*[.!?)]$/u);
  });

  it('gives the seller\'s subjectless bullets their subject', () => {
    const { draft } = describeListing(CASE);
    expect(draft.product_description).toMatch(/\b(?:It|Case) is made of flexible TPU with raised edges around the camera\./u);
    expect(draft.product_description).toMatch(/\b(?:It|and) supports wireless charging through the case\./u);
  });

  it('says the seller\'s `Label: value` bullets as sentences, label and value as written', () => {
    const { draft } = describeListing(TV);
    const prose = paragraphsOf(draft.product_description).join(' ');
    expect(prose).toMatch(/refresh rate (?:is|of) 60 Hertz/iu);
    expect(prose).toMatch(/viewing angle (?:is|of) 178 Degrees/iu);
  });

  it('never turns a fact round: a product it is not compatible with is no product it works with', () => {
    const { facts, draft } = describeListing(CASE);
    expect(facts.sheet.facts.filter((f) => f.kind === 'compatibility').map((f) => f.text)).not.toContain('Geo Armor 360');
    expect(draft.product_description).not.toMatch(/(?<!not )(?:works? with|compatible with)[^.()]*Geo Armor/iu);
  });

  it('reads `suitable for longer usage` as no audience', () => {
    const { facts, draft } = describeListing(GRINDER);
    expect(facts.audiences).not.toContain('longer');
    expect(draft.product_description).not.toMatch(/is for longer|Suitable for: longer/iu);
  });

  it('never starts a sentence on `And` nor keeps a `Label:` inside a paragraph', () => {
    const paragraphs = planDescription({
      name: 'Lumacam Indoor Security Camera',
      noun: 'security camera',
      plural: false,
      audiences: [],
      type: '',
      sentenceCase: (t) => t,
      sentences: [
        { text: 'And quality infrared LEDs extend the range to 10 m at night.', bullet: 0, measures: [], theme: 'use' },
        { text: 'Motion alerts reach your phone in seconds;Intelligent Detection and Tracking: Human detection follows people across the room.', bullet: 1, measures: [], theme: 'use' },
      ],
      bulletSentences: [],
      titleLeftovers: [],
    });
    const text = paragraphs.flat().join(' ');
    expect(text).toContain('Quality infrared LEDs extend the range to 10 m at night.');
    expect(text).toContain('Human detection follows people across the room.');
    for (const sentence of paragraphs.flat()) {
      expect(sentence).not.toMatch(/^(?:And|But|Also|Plus)\b/u);
      expect(sentence).not.toMatch(/;\S|\p{L}: \p{Lu}/u);
    }
  });

  it('keeps the written description: the score never rates it below an empty one', async () => {
    for (const [name, input] of Object.entries(listings)) {
      for (const profileId of ['amazon-2025', 'amazon-2026-07']) {
        const result = await finalListing(input, profileId);
        expect(result.changes.filter((c) => /^Description: .* kept/u.test(c)), name).toEqual([]);
        if (readListing(input).sheet.facts.length >= 3) expect(result.output.product_description, `${name} ${profileId}`).not.toBe('');
      }
    }
  });
});

describe('bullets written as sentences about the product', () => {
  /** Full sentences, each in its own bullet: the description joins them, it does not paste them back. */
  const KETTLE: OptimizerInput = {
    title: 'Brewline Glass Electric Kettle 1.7L',
    bulletPoints: [
      'The kettle boils 1.7 litres of water in about 5 minutes.',
      'It switches off by itself when the water boils.',
      'It lights up in blue while it heats.',
      'The base turns 360 degrees for left and right hands.',
      'Wipe the glass with a soft cloth.',
    ],
    titleMainKeyword: 'electric kettle',
    titleSecondaryKeywords: '',
    bulletKeywords: 'kitchen appliances',
  };

  it('joins them into one sentence under the product, and says none alone under `It`', () => {
    const { draft } = describeListing(KETTLE);
    const description = draft.product_description;
    expect(description).toMatch(/\bboils 1\.7 litres of water in about 5 minutes,? (?:and )?switches off by itself when the water boils and lights up in blue while it heats\./u);
    for (const bullet of KETTLE.bulletPoints) expect(description, description).not.toContain(bullet.replace(/^The kettle /u, 'It '));
  });

  it('never gives a part\'s sentence to the product (the base turns, not the kettle)', () => {
    const { draft } = describeListing(KETTLE);
    expect(draft.product_description).not.toMatch(/\b(?:It|Kettle|L) turns 360 degrees/u);
  });

  it('frames no request, phrasal verb, instruction or `Easy to …` header as a thing the product has', () => {
    const filter: OptimizerInput = {
      title: 'Aquelle Tap Filter Multilayer Faucet Water Filter, Pack of 1',
      bulletPoints: [
        'Easy to Clean: A must item for home and office use. To clean, rinse the strainer under the water.',
        'Healthy Lifestyle: Remove the chlorine, heavy metals, other impurities, sediment.',
        'Please clear the filter area and strainer after use.',
        'Plug in, open the tap, follow the arrow on the housing.',
        'Water-saving: Made of soft rubber that stops leaks; Package List:1 * Faucet Filter',
      ],
      titleMainKeyword: 'faucet water filter',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const text = describeListing(filter).draft.product_description;
    expect(text).not.toMatch(/\bIts easy to clean is\b/iu);
    expect(text).not.toMatch(/\bIts healthy lifestyle is remove\b/iu);
    expect(text).not.toMatch(/\bhas (?:a )?please\b/iu);
    expect(text).not.toMatch(/\bhas (?:a )?plug in\b/iu);
    expect(text).not.toMatch(/\bis a package list\b/iu);
  });
});

describe('bullets whose subject is the product under another name (issue 23)', () => {
  /** Each bullet names the watch by its model, as sellers often do: none is the bullet's subject `It`. */
  const WATCH: OptimizerInput = {
    title: 'Zorb Vela Pro Smart Watch with Bluetooth Calling, 1.85 inch Display (Slate Grey)',
    bulletPoints: [
      'BLUETOOTH CALLING: Vela Pro comes with a built-in speaker and microphone for calls from your wrist.',
      'DISPLAY: Vela Pro comes with a 1.85” HD display with 600 nits of brightness.',
      'BATTERY: Up to 7 days of battery life on a single charge.',
      'BUILD: Light and slim, the watch weighs 38 grams with its strap.',
      'ZORB CARE: Zorb Labs listens to your feedback to design better watches.',
    ],
    titleMainKeyword: 'smart watches',
    titleSecondaryKeywords: '',
    bulletKeywords: '',
  };

  it("says the model's facts under the product's name, the measures as written, and nothing the maker says of itself", () => {
    const { draft } = describeListing(WATCH);
    const description = draft.product_description;
    expect(description).toMatch(/comes with a 1\.85” HD display with 600 nits of brightness/u);
    expect(description).toMatch(/\bup to 7 days of battery life\b/iu);
    expect(description).toMatch(/\bweighs 38 grams\b/u);
    expect(description).not.toMatch(/listens to your feedback/u);
    // (A measure said under the description's subject is not the bullet word for word.)
    for (const bullet of WATCH.bulletPoints) expect(description).not.toContain(bullet.slice(bullet.indexOf(':') + 2));
  });
});

describe('title fragments and labels in the description', () => {
  const base = {
    noun: 'lint roller',
    plural: false,
    audiences: [],
    type: '',
    sentenceCase: (t: string) => t.charAt(0).toLowerCase() + t.slice(1),
    sentences: [],
    bulletSentences: ['VRPRIME lint rollers come with 4 refills of 90 sheets, 360 sheets in total.'],
  };

  it('never frames a title fragment as a thing the product has (`It has 4 rolls - 90 sheet each roll`)', () => {
    const { draft } = describeListing(
      {
        title: 'VRPRIME Lint Roller Lint Remover for Clothes, Pet | 360 Sheets Reusable Sticky Easy-Tear Sheet Brush for Clothes, Furniture, Carpet, Dog Fur, Sweater, Dust & Dirt (4 Rolls - 90 Sheet Each Roll)',
        bulletPoints: [
          'CLEAN CLOTHES EVERY TIME: Our lint roller has an extra sticky formula that helps you easily collect fuzz, fluff, and bobble balls from your pants, clothes, and fabrics.',
          'TOTAL 360 SHEETS: VRPRIME lint rollers come with 1 reusable ergonomic grip handle and four refills of 90 sticky easy peel off spiraled sheets.',
          'MULTI FUNCTION: The fluff remover removes dog hair, cat hair, pet fur, fluff, fuzz, and lint from furniture, upholstery, bedding and car seats.',
        ],
        titleMainKeyword: 'lint roller',
        titleSecondaryKeywords: 'lint remover',
        bulletKeywords: '',
      },
      'amazon-2026-07',
    );
    expect(draft.product_description).not.toMatch(/\b(?:has|have)\s+(?:4 rolls|360 sheets)/iu);
  });

  it('names the product as the subject, never a fragment of its name cut at a comma (`The MI 10000mAh Lithium Ion has …`)', () => {
    const paragraphs = planDescription({
      ...base,
      noun: 'power bank',
      name: 'MI 10000mAh Lithium Ion, Lithium Polymer Power Bank Pocket Pro',
      brand: 'MI',
      bullets: [{ header: '', sentences: [{ text: '22.5W Ultra Fast Charging and Power delivery 3.0', bullet: 0, measures: [], theme: 'use' }] }],
      bulletSentences: [],
      titleLeftovers: ['Lithium Polymer Power Bank Pocket Pro with 22.5 Watt Fast Charging'],
    });
    const text = paragraphs.flat().join(' ');
    expect(text).not.toMatch(/Lithium Ion has/u);
    expect(text).not.toMatch(/has Lithium Polymer power bank/iu);
  });

  it('takes no noun from inside the name\'s brackets for the subject (`The Samsung storage has …`)', () => {
    const paragraphs = planDescription({
      ...base,
      noun: 'storage',
      name: 'Samsung Galaxy M13 (Aqua Green, 4GB, 64GB Storage)',
      brand: 'Samsung',
      bullets: [{ header: '', sentences: [{ text: '64GB internal memory expandable up to 1TB', bullet: 0, measures: [], theme: 'build' }] }],
      bulletSentences: [],
      titleLeftovers: [],
    });
    expect(paragraphs.flat().join(' ')).not.toMatch(/Samsung storage/u);
  });
});

describe('the specification list', () => {
  it('never says a list that names something else, nor a variant\'s code, as what the product is', () => {
    const input: OptimizerInput = {
      title: 'Nordo Vesta Electric Egg Boiler, 360 Watts, 3 Boiling Modes, White, Standard (VB021070)',
      bulletPoints: [
        'The Nordo Vesta Egg Boiler boils 7 eggs at a time with one-touch operation.',
        'It can boil eggs in three different modes- soft, hard and medium',
        'The stainless steel heating plate spreads heat evenly.',
        'Use the provided measuring cup to add water.',
        'It switches off on its own after boiling.',
      ],
      titleMainKeyword: 'egg boiler',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const { draft } = describeListing(input, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/\b(?:is|are) soft, hard and medium/u);
    expect(draft.product_description).not.toMatch(/\bis standard \(VB021070\)/iu);
  });
  it('never says a label that is only adjectives as a property (`Its bigger & better is LED`)', () => {
    const input: OptimizerInput = {
      title: 'Nordo P9 Native Full HD Projector 3600 L (330 ANSI) | 150" Large Screen | HDMI, USB | Black',
      bulletPoints: ['Display: BIGGER & BETTER - LED, HD Ready (1080p)', '(1280 x 720) Native Resolution', '1500 : 1 High Contrast Ratio', '3.81 m (150 inch) Large Screen Display', 'Lumens: BRIGHTER - 3300 Lumen'],
      titleMainKeyword: 'projectors',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    expect(describeListing(input).draft.product_description).not.toMatch(/bigger & better is/iu);
  });
  it('says a bullet\'s fact without the clause that sells it, so the fact is said rather than left out', () => {
    const input: OptimizerInput = {
      title: 'Nordo N300 Wireless Nano USB Adapter',
      bulletPoints: [
        'The Nordo N300 adapter connects your computer to a wireless network and supports WPA2 encryption to help prevent outside intrusion and protect your personal information.',
        'Nano size design stays plugged into a laptop while you travel.',
        'Works with Windows 10 and Windows 11.',
        'Comes with a quick installation guide.',
        'Frequency band: 2.4 GHz.',
      ],
      titleMainKeyword: 'usb wifi adapter',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const { draft } = describeListing(input);
    expect(draft.product_description).toMatch(/connects your computer to a wireless network and supports WPA2 encryption\./u);
    expect(draft.product_description).not.toMatch(/to help prevent/u);
  });
  it("lists a measure of the seller's title that a title option leaves out and the bullets never say", () => {
    // (75 characters hold less of a long title: the power went from the options, and no list said it either.)
    const input: OptimizerInput = {
      title: 'Nordo Mini Personal Fan 110 mm, 10 W, USB Charging, Multi-Clip Function, White',
      bulletPoints: [
        'It clamps to a table edge or hangs on a wall with its multi-utility clip.',
        'Charges from any existing USB power cable.',
        'The Li-Ion battery runs it for 4 hours during a power cut.',
        'It measures 158 L x 95 W x 204 H mm and stands on a desk.',
        'Made of plastic with a matte finish.',
      ],
      titleMainKeyword: 'table fans',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const { draft } = describeListing(input, 'amazon-2026-07');
    expect(draft.optimized_titles.some((t) => !/10 W/u.test(t))).toBe(true);
    expect(draft.product_description).toMatch(/^Power: 10 W$/mu);
    // (`4 Inch- 350 Watts` is a size and a power, not one power.)
    expect(describeListing({ ...input, title: 'Nordo Mini Waffle Maker 4 Inch- 350 Watts: Non-Stick Electric Waffle Iron Machine for Belgian Waffles and Snacks - Aqua Blue' }, 'amazon-2026-07').draft.product_description).not.toMatch(/^Power: 4 Inch- 350 Watts/mu);
  });
  it('never lists a thing in the box as a care line (`Care: Cleaning Brush`)', () => {
    const input: OptimizerInput = {
      title: 'Nordo GC026 Fabric Shaver, Lint Remover for Woolen Sweaters and Blankets (White)',
      bulletPoints: [
        'Easily remove fabric fluff, fuzz, bobbles and pills from all types of garments',
        'Up to 8800 rounds/min blade rotation for effective removal',
        '3 sizes of holes in the mesh to tackle all sizes of pills',
        'Warranty: 2 years on product',
        'Includes: 1 Fabric Shaver, 2 x AA batteries and Cleaning Brush',
      ],
      titleMainKeyword: 'lint shavers',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    expect(describeListing(input).draft.product_description).not.toMatch(/^Care: Cleaning Brush/mu);
  });
  it('never lists a measure cut out of a longer one (`Size: 9"` from `6\'9"`)', () => {
    const { draft } = describeListing({
      title: 'Furnish my Place 740 Numbers 5X7 Kids ABC Educational Alphabet Letter Anti Skid, 4\'5"X6\'9", Multi/Color',
      bulletPoints: [
        'Spot clean with mild soap and water easy to clean stain resistance',
        'Bacteria resistant surface is perfect for homes with kids and pets',
        'Safe non-slip rubber backing and comfortable soft texture nylon pile. Thickness: 7Mm (approx.)',
      ],
      titleMainKeyword: 'kids rug',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/^Size: 9"$/mu);
  });

  it('says `with` once when the seller\'s included thing opens on it (`It comes with with a USB Type-C cable`)', () => {
    const { draft } = describeListing({
      title: 'realme narzo 50 (Speed Blue, 4GB RAM+64GB Storage) Helio G96 Processor | 50MP AI Triple Camera | 120Hz Ultra Smooth Display',
      bulletPoints: [
        'Crystal clear 16MP Selfie Camera',
        '5000mAh Massive Battery with 33W Dart charging support. The 33W Dart charger is included in the box with a USB Type-C cable.',
        '4 GB RAM LPDDR4X Fast memory',
      ],
      titleMainKeyword: 'smartphones',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/\bwith with\b/iu);
  });
  it('never says a spec value without its label as a thing the product does (`It buttons touch screen`)', () => {
    const { draft } = describeListing({
      title: 'Pulsewave Orbit Smart Watch with 1.3 inch Round Display and Heart Rate Monitor',
      bulletPoints: [
        'CALLS: Make and receive calls from your wrist through the built-in speaker and microphone.',
        'HEALTH: The optical sensor tracks your heart rate through the day.',
        'Included Components: 1 Smartwatch, 1 Magnetic Charger; Band Color: Black; Human Interface Input: Buttons touch Screen; Clasp Type: Tang Buckle',
        'DISPLAY: The 1.3 inch round screen is easy to read in sunlight.',
        'GAMES: Enjoy playing games on the wrist itself as you are on the go.',
      ],
      titleMainKeyword: 'smart watches',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/(?:^|[.!?]\s+)(?:It|They) buttons\b/mu);
    // The pair is said with its label, in the list.
    expect(draft.product_description).toMatch(/^Human interface input: Buttons touch Screen$/mu);
  });
  it('counts a group of things as one (`It has a set of three filters`, not `It has set of three filters`)', () => {
    const { draft } = describeListing({
      title: 'Breezely Replacement Humidifier Wick Filter, BWF-12',
      bulletPoints: [
        'Set of three filters',
        'Filter technology traps minerals and scale from tap water',
        'For use in Breezely cool mist humidifiers: BCM-100, BCM-200',
        'Rinse the filter with cool water once a week',
        'Exclusive lift tab keeps hands dry',
      ],
      titleMainKeyword: 'humidifier filters',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/\bhas set of\b/u);
    expect(draft.product_description).toMatch(/\bhas a set of three filters\b/u);
  });
  it('names every audience the seller names together (`for girls and boys`, never `for Girls`)', () => {
    const { draft } = describeListing({
      title: 'Hollow Oak Meadow Bug House Toy with Carrying Handle and Slide Door, Great Gift for Girls and Boys',
      bulletPoints: [
        'Bug habitat with a sturdy carrying handle and a slide door',
        'Sturdy wire-mesh construction',
        'Bright, cheerful design',
        'Encourages outdoor exploration and an interest in the natural world',
        '3.5" x 5.5" x 7.5"',
      ],
      titleMainKeyword: 'nature exploration toys',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).toMatch(/\bfor girls and boys\b/u);
    expect(draft.product_description).not.toMatch(/\bfor girls\./iu);
  });
  it('names the product up to its first noun, not the whole title up to the noun said again (`… Quartz Heater 2 Power settings … Room Heater`)', () => {
    const { draft } = describeListing({
      title: 'Warmly WQ920 Dyno Quartz Heater 2 Power settings Tip Over Cut-off Switch 800 Watt Silent operation Power Indicator 2 Rod Room Heater (1 Year Warranty, Grey)',
      bulletPoints: [
        'Meant for Spot Heating; Voltage/Frequency: 230V/50Hz/1 Phase',
        'Powerful and Stylish Room Heater for Room Size: Upto 150 sq ft',
        'Safety tip over switch cuts off the heater in case it tilts or falls',
        'Designed for low power consumption and silent noiseless operation',
        'Country of Origin: India',
      ],
      titleMainKeyword: 'room heaters',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).toMatch(/^The Warmly WQ920 Dyno Quartz Heater (?:is|has)\b/u);
  });

  it('agrees with the noun before the name\'s `with` phrase (`… Earphones with Mic have`, not `has`)', () => {
    const { draft } = describeListing({
      title: 'ZORBO Zor-Bit in Ear Wired Earphones with Mic, 3.5mm Audio Jack, 10mm Drivers, Phone/Tablet Compatible(Black)',
      bulletPoints: [
        'The earphone comes with a snug fit providing utmost comfort while wearing them regularly. Water Resistant : Yes',
        'The snug-fit also ensures a passive noise cancellation so that you can enjoy the pure audio experience.',
        'Impedance 16 Ω',
        'Frequency response 20Hz-20kHz',
        'Cable length 1.2m',
        'Country of Origin: China',
      ],
      titleMainKeyword: 'in-ear',
      titleSecondaryKeywords: '3.5mm audio jack, 10mm drivers',
      bulletKeywords: 'headphones',
    });
    // (The subject is the name up to its noun, `… Wired Earphones`, since `in Ear` no longer cuts the name before it.)
    expect(draft.product_description).toMatch(/Earphones(?: with Mic)? have\b/u);
    expect(draft.product_description).not.toMatch(/Earphones(?: with Mic)? has\b/u);
  });
  it('never says a built-in part as a state of the product (`… is built in rechargeable battery`)', () => {
    const { draft } = describeListing({
      title: 'Sonique Zest 20 Wireless BT v5.0 Portable Speaker with 10W RMS Output, TWS, 10H Backup Approx, Built in Rechargeable Battery FM Radio, AUX, mSD, USB',
      bulletPoints: ['TWS connection', 'BT v5.0 / AUX / mSD / USB / Built in FM radio', 'Call function support with BT connection', 'Built in rechargeable battery supporting up to 10H* playback', 'Dual passive radiators for deep bass', '10W RMS (5+5) with dual 52mm drivers'],
      titleMainKeyword: 'bluetooth speakers',
      titleSecondaryKeywords: '',
      bulletKeywords: 'speakers',
    });
    expect(draft.product_description).not.toMatch(/\b(?:is|are) built in\b/iu);
  });
  it('never gives an instruction to the buyer as the product\'s purpose (`… Remote is for best performance, please insert …`)', () => {
    const { draft } = describeListing({
      title: 'Skyline DTH Universal Remote Compatible for SD/HD',
      bulletPoints: [
        'This is a genuine quality aftermarket replacement remote, not the original Skyline remote',
        'Long distance ultra wide angle range. Can be operated from any corner of the room. NOTE: For best performance, please insert new batteries before using.',
        'Replacement remote for Skyline SD / HD / HD+ / 4K DTH set top box (pairing required to sync TV functions).',
        'All products are checked by an electronic testing device before shipment.',
        'Please match the buttons with your old remote before purchase',
      ],
      titleMainKeyword: 'remote controls',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/\b(?:is|are) for best performance\b/iu);
  });
  it('never cuts what the product works with at a decimal typed with a space (`works with all 4.` of `all 4. 7 - 10. 5 inch phones`)', () => {
    const { draft } = describeListing({
      title: 'Clampo 360 Adjustable Mobile Phone Holder, Flexible Gooseneck Clamp for Bedroom, Office, White',
      bulletPoints: [
        'HEAVY DUTY HOLDER: Large base for stable mounting without vibrations; the arm holds your phone or tablet tightly.',
        '360 ROTATION: The flexible long arm turns 360 degrees to view your device at any angle.',
        'COMPATIBILITY: This gooseneck holder works with all 4. 7 - 10. 5 inch phones and tablets.',
        'EASY TO FIT: The clamp opens up to 8 cm and fits desks, beds and shelves.',
        'LAZY BRACKET: Watch movies in bed or follow recipes in the kitchen with your hands free.',
      ],
      titleMainKeyword: 'phone holders',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(draft.product_description).not.toMatch(/works with all 4\.(?:$| \p{Lu})/mu);
  });

  it('never reads a header as a property the product has (`Their for everyone is …`, `… are for quick and easy carrying`)', () => {
    const { draft } = describeListing({
      title: 'Brightline Studio Sketch Pads, 8x10, Pack of 6',
      bulletPoints: [
        'VALUE PACK: Includes 6 sketch pads with spiral binding',
        'FOR EVERYONE: Great for classrooms, home art projects, DIY projects & more! The ideas are endless.',
        'PAPER: Acid free paper in 90 gsm weight',
        'PAD ROLLS UP: For quick and easy carrying',
        'A HANDY KIT! - Bringing a neat twist to sketching, every pad lies flat on the desk.',
      ],
      titleMainKeyword: 'sketch pad',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    const description = draft.product_description;
    expect(description).not.toMatch(/\bfor everyone (?:is|are)\b/iu);
    expect(description).toMatch(/They are great for classrooms, home art projects, DIY projects & more\./u);
    // (The purpose is the header's verb's: said of the pads it read `… are for quick and easy carrying`.)
    expect(description).not.toMatch(/(?:is|are) for quick and easy carrying/u);
  });

  it('says no sentence of how the store sells it (`It is sold by the each`, `Its net quantity is 1 Unit`), and lists a spec once whatever its spaces', () => {
    const { draft } = describeListing({
      title: 'Kettlo Bear Plush Toy for Toddlers',
      bulletPoints: ['*Sold By The Each', '*Size: 7"', '*Made Of Soft Plush', 'Net Quantity: 1 Unit.Voltage : 5 V', 'Voltage: 5V; Wattage: 2W'],
      titleMainKeyword: 'plush toy',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    const description = draft.product_description;
    expect(description).not.toMatch(/sold by the each|net quantity/iu);
    expect(description).toMatch(/made of soft plush/u);
    expect(description.match(/^Voltage:/gmu) ?? []).toHaveLength(1);
    expect(description).not.toMatch(/Its voltage is 5 ?V/u);
  });

  it('never says an exclaimed noun phrase as a part (`It has a tasty snack.` of `A TASTY SNACK! - …`)', () => {
    const pieces = planDescription({
      name: 'Kandu Ginger Chews',
      noun: 'chews',
      plural: true,
      audiences: [],
      type: '',
      sentenceCase: (t) => t.charAt(0).toLowerCase() + t.slice(1),
      bullets: [{ header: '', sentences: [{ text: 'A tasty snack!', theme: 'build', bullet: 0, measures: [] }, { text: 'Made of real ginger.', theme: 'build', bullet: 0, measures: [] }] }],
      sentences: [],
      bulletSentences: ['A tasty snack!', 'Made of real ginger.'],
      titleLeftovers: [],
    }).flat();
    expect(pieces.join(' ')).not.toMatch(/tasty snack/u);
  });

  it('ends the name it opens on before an article (`The Zoomo Glow Rails The Incredible allows …`)', () => {
    const { draft } = describeListing({
      title: 'Zoomo Glow Rails The Incredible Raceway That Can Twist and Shine',
      bulletPoints: ['TWIST DESIGN: Allows Glow Rails to twist, flex, and curve in any direction', 'GLOW IN THE DARK: The rail colors shine super bright', 'LIGHTS: The race car has 3 LED lights'],
      titleMainKeyword: 'race track',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/Rails The Incredible/u);
    expect(draft.product_description).toMatch(/^The Zoomo Glow Rails allow /u);
  });

  it('says a part the seller names as the product\'s (`The rail\'s neon colors shine …`) as its part, not leaving the fact out', () => {
    const { draft } = describeListing({
      title: 'Zoomo Glow Rail Set for Toy Cars',
      bulletPoints: ['TWIST DESIGN: Allows the pieces to twist, flex, and curve in any direction', 'GLOW IN THE DARK: The rail’s neon colors shine super bright', 'LIGHTS: Race car has 3 LED lights'],
      titleMainKeyword: 'toy rail',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).toMatch(/\b(?:Its|Their) neon colors shine super bright\./u);
  });

  it('says what a header like `INCLUDES EVERYTHING YOU NEED TO PLAY` lists as what comes with it', () => {
    const { draft } = describeListing({
      title: 'Targo Door Hoop Shooting Game for Kids',
      bulletPoints: [
        'EASY SETUP: Hangs on any door in minutes',
        'INCLUDES EVERYTHING YOU NEED TO PLAY: 1 foam ball launcher and 6 soft foam balls',
        'SCORING: The electronic scoreboard counts every basket',
      ],
      titleMainKeyword: 'door hoop game',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).toMatch(/comes with 1 foam ball launcher and 6 soft foam balls\./u);
  });

  it('never lists the measure of what the product is compared with as its size (`like your typical 1meter cable`)', () => {
    const { draft } = describeListing({
      title: 'Voltra Braided USB C Cable for Phones and Tablets, Black',
      bulletPoints: [
        'Ideal Length – It has an ideal length of 1.2 meters which is neither too short like your typical 1meter cable or too long like a 2meters cable',
        'Supports 3A fast charging and 480 Mbps data transfer speed',
        'Made of braided nylon with aluminium connector shells',
      ],
      titleMainKeyword: 'usb c cable',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/^Size:.*(?:1meter|2meters)/mu);
  });

  it('says a title segment that names the product as what it is (`It is a sturdy Type C cable with 3A …`), not as a fragment after the name', () => {
    const { draft } = describeListing({
      title: 'Kordo Type C K200 Tangle-free, Sturdy Type C Cable with 3A Rapid Charging & 480mbps Data Transfer(Grey)',
      bulletPoints: [
        'The K200 cable is made with a 1.2 meter length for easy reach',
        'Its braided skin resists bends and keeps the wire safe from damage',
        'Works with phones, tablets, speakers and power banks with a Type C port',
        'The aluminium tip lets you plug in either way',
        '1 year warranty from the date of purchase',
      ],
      titleMainKeyword: 'usb cables',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/Tangle-free: Sturdy/u);
    expect(draft.product_description).toMatch(/It is a sturdy Type C cable with 3A rapid charging & 480mbps data transfer\./u);
  });

  it('says a title segment that is a measure and its part as a part it has (`It has a 120Hz refresh rate.`), not as a fragment', () => {
    const text = planDescription({
      name: 'Veltro V5 Lite 5G',
      noun: 'phone',
      plural: false,
      audiences: [],
      type: '',
      sentenceCase: (t) => t.toLowerCase(),
      sentences: [],
      bulletSentences: ['Has a 6.5 inch screen.'],
      titleLeftovers: ['120Hz Refresh Rate', '5 Days Runtime'],
    })
      .flat()
      .join(' ');
    expect(text).toMatch(/has a 120Hz refresh rate\./u);
    expect(text).not.toMatch(/a 5 days runtime/iu);
  });

  it('never reads the plural noun before `are` as the product\'s verb (`The … Ginger Candy chews are used …`)', () => {
    const { draft } = describeListing({
      title: 'Mauna Kai Dried Mango Ginger Candy - 8 Oz',
      bulletPoints: [
        'ISLAND FLAVOR - These slices are made of dried mango coated with powdered ginger.',
        'ADDITION TO DRINKS - Our ginger chews are used to flavor tea and lemonade.',
        'SNACK ANYWHERE - It is easy to carry in a bag or a lunch box.',
      ],
      titleMainKeyword: 'ginger candy',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/Candy chews are used/u);
  });

  it('says `Compatibility with …` as what it works with, never as a part (`It has Compatibility with USB 1.0 …`)', () => {
    const { draft } = describeListing({
      title: 'Linqo Mini USB Cable for Cameras and Card Readers',
      bulletPoints: [
        'The mini USB cable plugs into digital cameras, MP3 players and external drives.',
        'Compatibility with USB 1.0, 1.1 and 2.0.',
        'Transfers your pictures from the camera to your PC.',
      ],
      titleMainKeyword: 'mini usb cable',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    }, 'amazon-2026-07');
    expect(draft.product_description).not.toMatch(/has Compatibility/u);
    expect(draft.product_description).toMatch(/works with USB 1\.0, 1\.1 and 2\.0\./u);
  });

  it('never says a title segment as what the product is or has when it reads wrong (`a 2 jar`, `200 guests`, a misread noun, half a scale)', () => {
    const base = { audiences: [], type: '', sentenceCase: (t: string) => t.toLowerCase(), sentences: [], bulletSentences: ['Has a sturdy base.'] };
    const said = (name: string, noun: string, leftovers: string[]) => planDescription({ ...base, name, noun, plural: false, titleLeftovers: leftovers }).flat().join(' ');
    expect(said('Vorta Nutri Blender', 'blender', ['2 Jar', '200 Guests'])).not.toMatch(/a 2 jar|has 200 guests/iu);
    expect(said('Kelvo 400 Wireless Mouse', 'battery', ['3-Button Upto 8M Clicks & 1yr Battery'])).not.toMatch(/It is a 3-button/iu);
    expect(said('Hobbix Churchill MK VII Tank 1', 'kit', ['76 Military Ground Vehicle Plastic Model Kit'])).not.toMatch(/is a 76 military/iu);
    expect(said('Heatro Room Heater', 'heater', ['Electric Heater with 2000 Watts Power as per IS Specification'])).not.toMatch(/as per is specification/u);
  });

  it('names the product once, not by the whole title: the name up to its noun, the title\'s figures after it said on their own', () => {
    const base = { audiences: [], type: '', plural: false, sentenceCase: (t: string) => t, sentences: [], titleLeftovers: [] };
    const long = 'Varmo Neo 15L Vertical Storage Water Heater (Geyser 15 Litres) 5 Star Rated Heater, 2 Year Warranty, For Water Heating with Copper Coil, Steel Body';
    const heater = planDescription({
      ...base,
      name: long,
      subjectName: long,
      noun: 'water heater',
      bullets: [{ header: '', sentences: [{ text: 'Suitable for 6 bar pressure', bullet: 0, measures: [], theme: 'build' }] }],
      bulletSentences: ['Suitable for 6 bar pressure', 'Copper Coil for long life'],
    })
      .flat()
      .join(' ');
    expect(heater).toMatch(/^The Varmo Neo 15L Vertical Storage Water Heater \(Geyser 15 Litres\) /u);
    expect(heater).not.toMatch(/Heater 5 Star|Water Heating with|Copper Coil, Steel Body/u);
    // (A figure of the name's rest is said, not lost with the words cut.)
    expect(heater).toMatch(/2 Year Warranty/u);
    // (A name that goes on through its `Compatible for` is the seller's name whole: cut, it read `The Dealo Case is compatible`.)
    const caseName = 'Dealo Case Compatible for Fire TV Stick 4K All Voice Remote Shockproof Silicone Cover with Loop';
    const cover = planDescription({ ...base, name: caseName, subjectName: caseName, noun: 'case', bullets: [{ header: '', sentences: [{ text: 'Made of soft silicone', bullet: 0, measures: [], theme: 'build' }] }], bulletSentences: [] })
      .flat()
      .join(' ');
    expect(cover).not.toMatch(/Dealo Case is compatible/u);
    // (Nor one whose `with` gives a figure: said apart, it was a fragment after the name, `… Grinder: 3 Jars and 5 Years Warranty.`)
    const grinderName = 'Ushar RapidMix 500-Watt Copper Motor Mixer Grinder Kitchen Appliance with 3 Jars and 5 Years Warranty';
    const grinder = planDescription({ ...base, name: grinderName, subjectName: grinderName, noun: 'mixer grinder', bullets: [{ header: '', sentences: [{ text: 'Made of food grade plastic', bullet: 0, measures: [], theme: 'build' }] }], bulletSentences: [] })
      .flat()
      .join(' ');
    expect(grinder).not.toMatch(/Grinder: /u);
  });

  it('says a seller\'s sentence only when it is a full sentence: no bare list, no participle alone, no connective pointing at nothing', () => {
    const said = planDescription({
      name: 'Riserly Laptop Stand',
      noun: 'laptop stand',
      plural: false,
      audiences: [],
      type: '',
      sentenceCase: (t) => t,
      sentences: [
        { text: 'Dell, Lenovo, HP, Acer, Asus, etc. Therefore known as a 12 inch laptop stand, 14 inch laptop stand & 15.6 inch laptop stand.', bullet: 2, measures: [], theme: 'use' },
        { text: 'Besides, the 6 rubber pads keep it from sliding on the desk.', bullet: 3, measures: [], theme: 'build' },
      ],
      bulletSentences: [],
      titleLeftovers: [],
    })
      .flat()
      .join(' ');
    expect(said).not.toMatch(/Dell, Lenovo|Therefore|known as/u);
    expect(said).toContain('The 6 rubber pads keep it from sliding on the desk.');
  });

  it('says one verb of having once (`features a motorized engine and a working headlight`), a bullet\'s sentence about the product even alone, and `a` before a consonant', () => {
    const said = planDescription({
      name: 'Railo Freight Engine Pack',
      noun: 'engine pack',
      plural: false,
      audiences: [],
      type: '',
      sentenceCase: (t) => t.charAt(0).toLowerCase() + t.slice(1),
      bullets: [
        { header: '', sentences: [{ text: 'Engine packs feature an motorized engine for kids.', bullet: 0, measures: [], theme: 'use' }] },
        { header: '', sentences: [{ text: 'Each engine pack features a working headlight and can run on and off the track.', bullet: 1, measures: [], theme: 'use' }] },
      ],
      sentences: [],
      bulletSentences: ['Engine packs feature an motorized engine for kids.', 'Each engine pack features a working headlight and can run on and off the track.'],
      titleLeftovers: [],
    })
      .flat()
      .join(' ');
    expect(said).toContain('features a motorized engine for kids and a working headlight, and can run on and off the track.');
    expect(said).not.toMatch(/features [^.]* features/u);
  });
});
