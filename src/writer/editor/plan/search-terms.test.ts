import { describe, expect, it } from 'vitest';
import { audienceWordsIn, planSearchTermList, shortTermsNote, usesIn, type SearchTermInputs } from './search-terms.js';
import { inCode, unitVariants } from './unit-variants.js';

/*
 * Search terms from named sources (issue 23), on invented listings: each term real, related to the
 * product in the sense the seller's words choose, and never a name, a part word, a broad catch-all
 * or a word that only rates the product.
 */

const base: SearchTermInputs = {
  keywords: [],
  productNouns: [],
  keywordNouns: [],
  audiences: [],
  shownWords: [],
  descriptionWords: [],
  exclude: new Set(),
  names: new Set(),
  sellerStems: new Set(),
  maxBytes: 249,
};
const words = (inputs: Partial<SearchTermInputs>) => planSearchTermList({ ...base, ...inputs }).map((t) => t.word);

describe('planSearchTermList', () => {
  it('moves the seller’s title words that no option or bullet shows into the search terms, never a verb, a unit or a rating', () => {
    const title = 'Vocea Megaphone Bullhorn Comes with 40 Watts Siren & Record Function - Ideal for Football, Baseball Fans, used for Boiling Water';
    const shown = ['vocea', 'megaphone', 'bullhorn', 'siren', 'football'];
    const terms = words({ sellerTitle: title, shownWords: shown, exclude: new Set(shown), names: new Set(['vocea']) });
    expect(terms).toEqual(expect.arrayContaining(['record', 'baseball', 'fans', 'water']));
    // (`used` would say second-hand; `boiling` is an act, `function` no thing a shopper types.)
    for (const junk of ['comes', 'watts', 'ideal', 'vocea', 'megaphone', 'football', 'with', 'used', 'boiling', 'function']) expect(terms).not.toContain(junk);
  });

  it('takes from the title no piece of a code, no number word, nothing that is only an act or a body, no describing word of another thing and nothing of a promotion', () => {
    const title = 'Zorvo Pocket Projector K12-7AIN (Transparent) with Hot Keys, Other Devices, Small Pieces, Two Screens in One, Fast Charge Body, No Cost EMI/Additional Exchange Offers, Get 2 Months of Premium Free! - Portable Mini Projector for Girls';
    const shown = ['zorvo', 'pocket', 'projector', 'screens', 'devices', 'pieces', 'mini'];
    const terms = words({ productNouns: ['projector'], sellerTitle: title, shownWords: shown, exclude: new Set(shown), names: new Set(['zorvo']) });
    expect(terms).toEqual(expect.arrayContaining(['transparent', 'keys', 'portable', 'girls']));
    for (const junk of ['ain', 'hot', 'other', 'small', 'two', 'one', 'charge', 'body', 'additional', 'exchange', 'free']) expect(terms).not.toContain(junk);
  });

  it('gives the product’s name in full for its abbreviation in the sense the seller’s words choose (`television` for a TV), never a name spelled out word by word or one nobody uses', () => {
    const stems = new Set(['tv', 'screen', 'display', 'signal', 'sound', 'remote', 'wall', 'ram', 'pixel']);
    const tv = words({ productNouns: ['tv'], titleNouns: ['ram', 'pixel'], sellerStems: stems, exclude: new Set(['tv', 'screen', 'ram', 'pixel']) });
    expect(tv).toContain('television');
    for (const junk of ['random', 'access', 'pel', 'telly']) expect(tv).not.toContain(junk);
  });

  it('writes the seller’s hyphenated words as one where the dictionary does (nonstick), and USB connectors as shoppers type them (usbc, typec), never another word or a name', () => {
    const shown = ['non-stick', 'frying', 'pan', 'usb', 'c', 'type-c', 'co-op', 'dol-by', 'in-box', 'audio'];
    const terms = words({ shownWords: shown, exclude: new Set(shown) });
    expect(terms).toEqual(expect.arrayContaining(['nonstick', 'usbc', 'typec']));
    for (const junk of ['coop', 'dolby', 'inbox']) expect(terms).not.toContain(junk);
  });

  it('gives no other name of a word for how the product is sold (bundle), nor of a sense the word has only far down its list (storey for a story)', () => {
    const bundle = words({ productNouns: ['bundle'], sellerStems: new Set(['table', 'tennis', 'paddle', 'ball', 'bundle', 'wrap', 'package', 'box', 'together', 'player']) });
    for (const junk of ['sheaf', 'parcel', 'package']) expect(bundle).not.toContain(junk);
    const story = words({ productNouns: ['story'], sellerStems: new Set(['story', 'sticker', 'scene', 'level', 'floor', 'building', 'board', 'kids']) });
    expect(story).not.toContain('storey');
  });

  it('never takes a name from what the title says it fits (`Fits Thomas Brio Melissa Doug`: other brands)', () => {
    const title = 'Orbis Toys Curved Switch Tracks for Wooden Train Railway Fits Thomas Brio Melissa Doug Imaginarium, Set of 8';
    const shown = ['orbis', 'toys', 'curved', 'switch', 'tracks', 'wooden', 'train'];
    const terms = words({ sellerTitle: title, shownWords: shown, exclude: new Set(shown), names: new Set(['orbis']) });
    expect(terms).toContain('railway');
    expect(terms).not.toContain('melissa');
  });

  it('gives the other number of the product itself, never of a part or a name the title holds', () => {
    const terms = words({ productNouns: ['protector'], shownWords: ['screen', 'world', 'protector'], names: new Set(['aurora']), exclude: new Set(['screen', 'protector', 'world']) });
    expect(terms).toContain('protectors');
    expect(terms).not.toContain('screens');
    expect(terms).not.toContain('worlds');
  });

  it('takes other names of a product named in two words from the dictionary (hamper for a laundry basket)', () => {
    const terms = words({ productNouns: ['laundry basket', 'basket'], sellerStems: new Set(['laundry', 'basket', 'clothes', 'lid', 'handle']), exclude: new Set(['laundry', 'basket', 'clothes', 'lid']) });
    expect(terms).toContain('hamper');
  });

  it('takes another name of several words only with its first words the seller’s own (no opera of opera hat, no doll of glove doll)', () => {
    const hat = words({ productNouns: ['top hat', 'hat'], sellerStems: new Set(['top', 'hat', 'costume', 'party', 'felt', 'black']) });
    expect(hat).not.toContain('opera');
    const puppet = words({ productNouns: ['hand puppet', 'puppet'], sellerStems: new Set(['hand', 'puppet', 'plush', 'bear', 'play']) });
    expect(puppet).not.toContain('doll');
  });

  it('reads a name the dictionary has whole as one thing: its other number, and another name on the same head whose first word names nothing else', () => {
    // Alone a `board` is a committee first: whole, a `cutting board` is a made thing, also called a chopping board.
    const board = words({ productNouns: ['board'], productCompounds: ['cutting board'], sellerStems: new Set(['bamboo', 'cutting', 'board', 'juice', 'groove']), exclude: new Set(['bamboo', 'cutting', 'board']) });
    expect(board).toEqual(expect.arrayContaining(['boards', 'chopping']));
  });

  it('gives no broader name in a sense the seller’s words do not choose (no machinery for a mixer grinder)', () => {
    const terms = words({ productNouns: ['mixer grinder', 'grinder'], sellerStems: new Set(['mixer', 'grinder', 'jar', 'spice', 'chutney', 'kitchen', 'motor', 'blade']) });
    expect(terms).not.toContain('machinery');
    expect(terms).not.toContain('mill');
  });

  it('gives a broader name only when the product’s definition names it (bag for a backpack; no receiver for a TV, no reflector for a mirror)', () => {
    expect(words({ productNouns: ['backpack'], sellerStems: new Set(['backpack', 'strap', 'shoulder', 'school', 'zipper']) })).toContain('bag');
    expect(words({ productNouns: ['tv'], sellerStems: new Set(['smart', 'tv', 'screen', 'display', 'channel', 'remote']) })).not.toContain('receiver');
    expect(words({ productNouns: ['mirror'], sellerStems: new Set(['wall', 'mirror', 'image', 'light', 'bathroom', 'surface']) })).not.toContain('reflector');
  });

  it('chooses no sense by a definition’s word from the noun’s own root (no cleanser for a vacuum cleaner, no solvent for a lint remover)', () => {
    const cleaner = words({ productNouns: ['vacuum cleaner', 'cleaner'], sellerStems: new Set(['vacuum', 'cleaner', 'cleaning', 'suction', 'dust', 'floor', 'filter']) });
    expect(cleaner).not.toContain('cleanser');
    const remover = words({ productNouns: ['lint remover', 'remover'], sellerStems: new Set(['lint', 'remover', 'remove', 'fabric', 'sweater', 'rechargeable']) });
    expect(remover).not.toContain('solvent');
    // (Other words of the seller's still choose a sense: a blender's blades.)
    expect(words({ productNouns: ['blender'], sellerStems: new Set(['blender', 'blending', 'blade', 'smoothie', 'jar']) })).toContain('liquidizer');
  });

  it('keeps of a keyword bank only words a shopper searches for: no rating, no adverb, no claim the seller does not make', () => {
    const bank = ['high quality', 'available', 'typically', 'comfortable', 'resin', 'figurine', 'name'].map((phrase) => ({ phrase, source: 'your keyword bank' }));
    const terms = words({ keywords: bank, productNouns: ['horse'], sellerStems: new Set(['horse', 'foal', 'toy', 'model']) });
    expect(terms).toEqual(expect.arrayContaining(['resin', 'figurine']));
    for (const junk of ['high', 'quality', 'available', 'typically', 'comfortable', 'name']) expect(terms).not.toContain(junk);
  });

  it('takes from a keyword bank no pronoun, no store name, no word that ranks and no vague describing word, even one the seller says (everything, amazon, highest, limited)', () => {
    const bank = ['everything', 'everyone', 'amazon', 'highest', 'limited', 'natural', 'padded', 'saddle'].map((phrase) => ({ phrase, source: 'your keyword bank' }));
    const terms = words({ keywords: bank, productNouns: ['horse'], sellerStems: new Set(['horse', 'padded', 'limited', 'natural', 'toy']) });
    expect(terms).toEqual(expect.arrayContaining(['padded', 'saddle']));
    for (const junk of ['everything', 'everyone', 'amazon', 'highest', 'limited', 'natural']) expect(terms).not.toContain(junk);
  });

  it('writes as one word two words of the seller’s that the dictionary knows as one (sting ray -> stingray)', () => {
    const terms = words({ sellerPhrases: ['Plush Sting Ray Toy', 'A soft sting ray for kids'], exclude: new Set(['plush', 'sting', 'ray', 'toy', 'soft', 'kids']) });
    expect(terms).toContain('stingray');
  });

  it('gives the audience’s other names, but not one that is first another word (minor)', () => {
    const terms = words({ audiences: ['kids'], exclude: new Set(['kids']) });
    expect(terms).toContain('children');
    expect(terms).not.toContain('minor');
  });

  it('gives an audience its everyday synonym in the plural shoppers type, one read as a noun first (kids for children; never misses for girls)', () => {
    expect(words({ audiences: ['children'], exclude: new Set(['children']) })).toContain('kids');
    expect(words({ audiences: ['girls'], exclude: new Set(['girls']) })).not.toContain('misses');
    // (Singular or plural, never both: nothing when the title shows one of them.)
    const shown = words({ audiences: ['child'], exclude: new Set(['child', 'kids']) });
    for (const junk of ['kid', 'kids']) expect(shown).not.toContain(junk);
  });

  it('spells the product and the shown words the other way WordNet lists in the same sense (tyre, jewellery, collectable), never another word (dolly for a doll)', () => {
    expect(words({ productNouns: ['tire'], exclude: new Set(['tire']) })).toContain('tyre');
    expect(words({ shownWords: ['jewelry', 'collectible'], exclude: new Set(['jewelry', 'collectible']) })).toEqual(expect.arrayContaining(['jewellery', 'collectable']));
    // (Nor a rare form the dictionary lists: `cigaret`, `whimsey`.)
    for (const [shown, rare] of [['cigarette', 'cigaret'], ['whimsy', 'whimsey'], ['program', 'programme']] as const) expect(words({ shownWords: [shown], exclude: new Set([shown]) })).not.toContain(rare);
    expect(words({ productNouns: ['doll'], exclude: new Set(['doll']) })).not.toContain('dolly');
  });

  it('spells the other way only a thing’s name or a colour (fibre, grey), never a quality, a verb or a describing word a seller would delete (colour, flavour, recognised)', () => {
    expect(words({ shownWords: ['grey'], exclude: new Set(['grey']) })).toContain('gray');
    const shown = ['fiber', 'gray', 'color', 'colors', 'flavor', 'recognized', 'center', 'stylized', 'cozy', 'multicolor', 'caliber', 'timbre'];
    const terms = words({ shownWords: shown, exclude: new Set(shown) });
    expect(terms).toEqual(expect.arrayContaining(['fibre', 'grey']));
    for (const junk of ['colour', 'colours', 'flavour', 'recognised', 'centre', 'stylised', 'cosy', 'multicolour', 'calibre', 'timber']) expect(terms).not.toContain(junk);
  });

  it('moves no title word a seller would delete: a participle, a word that rates, a vague describing word, an abstract noun (seen, pro, strong, size)', () => {
    const title = 'Quirra As Seen On TV Pro Ultra Strong Fast Widget Tray, Standard Size, Date Type, Battery Set, Black Kitties Design, Transparent';
    const shown = ['quirra', 'widget', 'tray', 'design'];
    const terms = words({ productNouns: ['tray'], sellerTitle: title, shownWords: shown, exclude: new Set(shown), names: new Set(['quirra']) });
    expect(terms).toEqual(expect.arrayContaining(['transparent', 'black', 'kitties', 'trays', 'battery']));
    for (const junk of ['seen', 'pro', 'ultra', 'strong', 'fast', 'standard', 'size', 'date', 'type']) expect(terms).not.toContain(junk);
  });

  it('writes no verb and its particle as one (setup of set-up) nor a vague word’s compound (longtime), nor takes a keyword’s verb or grammar word alone (made, includes, all)', () => {
    const shown = ['set-up', 'build-up', 'non-stick', 'make-up', 'long-time', 'light-weight'];
    const terms = words({ shownWords: shown, exclude: new Set(shown), keywords: ['made in usa', 'includes all parts', 'pretend play crafts'] });
    expect(terms).toEqual(expect.arrayContaining(['nonstick', 'makeup', 'lightweight', 'pretend', 'crafts', 'parts']));
    for (const junk of ['setup', 'buildup', 'longtime', 'made', 'includes', 'all']) expect(terms).not.toContain(junk);
  });

  it('writes the product’s name of one word in two where the dictionary says the second names it (race track, doll houses), never splitting another word (car pet, book case, pan cake)', () => {
    expect(words({ productNouns: ['racetrack'], exclude: new Set(['racetrack', 'track']) })).toContain('race');
    expect(words({ productNouns: ['dollhouses'], exclude: new Set(['dollhouses']) })).toEqual(expect.arrayContaining(['doll', 'houses']));
    expect(planSearchTermList({ ...base, titleNouns: ['sunglasses'] }).find((t) => t.word === 'sun')?.source).toBe('"sunglasses" in two words');
    for (const [noun, junk] of [['carpet', 'pet'], ['bookcase', 'case'], ['pancake', 'pan'], ['earring', 'ring'], ['notebook', 'note']] as const) expect(words({ productNouns: [noun], exclude: new Set([noun]) })).not.toContain(junk);
  });

  it('offers a US store only the American spelling (gray, aluminum; never aeroplane, jewellery, tyre), another store both', () => {
    const shown = ['grey', 'aluminium', 'jewelry', 'fiber'];
    const us = words({ productNouns: ['airplane', 'tire'], shownWords: shown, exclude: new Set([...shown, 'airplane', 'tire']), american: true });
    expect(us).toEqual(expect.arrayContaining(['gray', 'aluminum']));
    for (const junk of ['aeroplane', 'tyre', 'jewellery', 'fibre']) expect(us).not.toContain(junk);
    const other = words({ productNouns: ['airplane', 'tire'], shownWords: shown, exclude: new Set([...shown, 'airplane', 'tire']) });
    expect(other).toEqual(expect.arrayContaining(['gray', 'aluminum', 'aeroplane', 'tyre', 'jewellery', 'fibre']));
  });

  it('gives the product’s plural when its noun is a message first and a made thing second (puzzles, cables), or a game first and its ball second (volleyballs), never of an act, a group or a place first (storages, bundles, japans), nor an abbreviation’s (tvs)', () => {
    for (const [noun, plural] of [['puzzle', 'puzzles'], ['cable', 'cables'], ['diary', 'diaries'], ['volleyball', 'volleyballs'], ['football', 'footballs']] as const) expect(words({ productNouns: [noun], exclude: new Set([noun]) })).toContain(plural);
    for (const [noun, junk] of [['storage', 'storages'], ['installation', 'installations'], ['bundle', 'bundles'], ['japan', 'japans'], ['chip', 'chips'], ['tv', 'tvs']] as const) expect(words({ productNouns: [noun], exclude: new Set([noun]) })).not.toContain(junk);
  });

  it('gives the synonyms of the seller’s other keywords in their one sense when the seller’s words meet its definition (earphone for headphones worn in the ear), never of an adjective (no miniskirt for mini)', () => {
    const terms = words({ productNouns: ['earbuds'], otherKeywordNouns: ['headphones', 'mini'], exclude: new Set(['earbuds', 'wireless']), sellerStems: new Set(['earbud', 'ear', 'wireless', 'charge']) });
    expect(terms).toEqual(expect.arrayContaining(['earphone', 'earpiece']));
    expect(terms).not.toContain('miniskirt');
    // (The dictionary's one sense may not be the seller's: an `android` phone stand is no humanoid.)
    expect(words({ otherKeywordNouns: ['android'], sellerStems: new Set(['phone', 'stand', 'holder']) })).not.toContain('humanoid');
    expect(words({ otherKeywordNouns: ['headphones'], sellerStems: new Set(['desk', 'stand', 'holder']) })).not.toContain('earphone');
    // (Nor of a category, whose sense lists any name: no contraption for small kitchen appliances.)
    const appliances = words({ otherKeywordNouns: ['appliances'], sellerStems: new Set(['kitchen', 'job', 'useful', 'control', 'blender']) });
    for (const junk of ['contraption', 'contrivance', 'gadget']) expect(appliances).not.toContain(junk);
    // (Not their other number: a keyword may name a part or a print, `robots` of a robot backpack.)
    expect(words({ otherKeywordNouns: ['robot'], sellerStems: new Set(['robot', 'print']) })).not.toContain('robots');
  });

  it('gives no other number or synonym of a catch-all or an adjective read as the product (products, electrics, accoutrement)', () => {
    expect(words({ productNouns: ['products'], keywordNouns: ['accessories'], sellerStems: new Set(['water', 'filter', 'faucet']) })).toEqual([]);
    expect(words({ productNouns: ['electric'] })).toEqual([]);
  });

  it('names each term’s source', () => {
    const list = planSearchTermList({ ...base, productNouns: ['protector'], keywords: [{ phrase: 'resin', source: 'your keyword bank' }] });
    expect(list).toEqual(expect.arrayContaining([{ word: 'resin', source: 'your keyword bank' }, { word: 'protectors', source: 'plural of protector' }]));
  });
});

describe('unitVariants', () => {
  it('re-spells the seller’s own unit, and nothing that is no whole unit (20 fl of 20 fl oz)', () => {
    expect(unitVariants('48 Inches')).toEqual(['48in', '48inch']);
    expect(unitVariants('20 fl')).toEqual([]);
  });
});

describe('uses, audiences and what to add (issue 23)', () => {
  it('reads the uses a text states, up to the end of the clause', () => {
    expect(usesIn(['Perfect for camping, hiking and travel.', 'Ideal for the kitchen to keep food fresh'])).toEqual(['camping, hiking and travel', 'the kitchen']);
    expect(usesIn(['Soft cotton fabric.'])).toEqual([]);
    // Where it was made is no use of it; what it was made for is.
    expect(usesIn(['It is made in a family foundry in France.', 'Made for small kitchens'])).toEqual(['small kitchens']);
  });

  it('takes a use’s words that buyers do not see, never a person, a rating or the word use', () => {
    const terms = planSearchTermList({ ...base, uses: ['camping, hiking and travel', 'use in the kitchen', 'kids and more', 'the earth', 'connecting the cord'], exclude: new Set(['camping']) });
    expect(terms).toEqual(expect.arrayContaining([{ word: 'hiking', source: 'use: for camping, hiking and travel' }, { word: 'kitchen', source: 'use: for use in the kitchen' }]));
    const words = terms.map((t) => t.word);
    for (const junk of ['camping', 'use', 'kids', 'more', 'earth', 'connecting']) expect(words).not.toContain(junk);
  });

  it('reads plural and possessive words for an age or sex as audiences, not a singular one in a name', () => {
    expect(audienceWordsIn(["Women's Wonder Woman Costume for Boys", "Child's Cape", 'Kids Backpack', 'A professional host'])).toEqual(['women', 'boys', 'child', 'kids']);
  });

  it('gives an audience its plural and its everyday synonyms, not the singular of a plural or a rare synonym', () => {
    const child = words({ audiences: ['child'], exclude: new Set(['child']) });
    expect(child).toContain('children');
    expect(child).not.toContain('youngster');
    expect(words({ audiences: ['men'], exclude: new Set(['men']) })).not.toContain('man');
    // Named only in the description, the audience itself goes too, when it is an age or a sex.
    expect(words({ audiences: ['toddlers'] })).toContain('toddlers');
    expect(words({ audiences: ['knockouts'] })).not.toContain('knockouts');
    expect(words({ audiences: ['babies'], exclude: new Set(['babies']) })).not.toContain('babe');
  });

  it('writes the plural of a noun on man with men (snowmen, not snowmans)', () => {
    const terms = words({ productNouns: ['snowman'] });
    expect(terms).not.toContain('snowmans');
    expect(terms).toContain('snowmen');
  });

  it('names what to add when the field stays short, and says nothing when it is full', () => {
    const note = shortTermsNote({ bytes: 40, target: 240, bank: false, uses: 0, audiences: 1 });
    expect(note).toMatch(/keyword bank/u);
    expect(note).toMatch(/states no use/u);
    expect(note).not.toMatch(/names no one/u);
    expect(shortTermsNote({ bytes: 40, target: 240, bank: true, uses: 1, audiences: 0 })).not.toMatch(/keyword bank|states no use/u);
    expect(shortTermsNote({ bytes: 240, target: 240, bank: false, uses: 0, audiences: 0 })).toBeUndefined();
  });
});

describe('inCode', () => {
  it('reads a number glued to a letter beside another such pair as a code, not a measure (3P 3W)', () => {
    expect(inCode('3W', 'NEMA 10-50R 3P 3W straight blade')).toBe(true);
    expect(inCode('1500W', 'A 1500W heater for small rooms')).toBe(false);
    expect(inCode('48 Inches', '48 Inches 3P')).toBe(false);
  });
});

describe('the writer’s search terms from the seller’s description (issue 23)', () => {
  it('takes the uses and audiences only the description states, and says what to add', async () => {
    const { getProfile, resolveLimits } = await import('../../../rules/index.js');
    const { readListing } = await import('../read/index.js');
    const { writeListing } = await import('../write.js');
    const profile = getProfile('amazon-2025');
    const input = {
      title: 'Trailhead Insulated Water Bottle, 750 ml, Stainless Steel',
      bulletPoints: ['The double wall keeps drinks cold for 24 hours.', 'The lid screws on tight and does not leak.'],
      description: 'A steel bottle that is ideal for hiking, cycling and road trips. Made for teens and adults.',
      titleMainKeyword: 'water bottle',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const draft = writeListing(readListing(input), resolveLimits(profile, { marketplace: 'US' }), profile);
    const terms = draft.backend_search_terms.split(' ');
    expect(terms).toEqual(expect.arrayContaining(['hiking', 'cycling']));
    expect((draft.changes ?? []).join('\n')).toMatch(/\(use: for hiking, cycling and road trips\)/u);
    // No use or audience is missing from the advice: the text states both.
    expect((draft.changes ?? []).join('\n')).not.toMatch(/states no use|names no one/u);
  });
});

describe('the writer’s search terms from the main keyword', () => {
  it('reads a keyword of several words whole, never its head alone in another sense (no sealant for bag clips sold as vacuum sealers)', async () => {
    const { getProfile, resolveLimits } = await import('../../../rules/index.js');
    const { readListing } = await import('../read/index.js');
    const { writeListing } = await import('../write.js');
    const profile = getProfile('amazon-2025');
    const input = {
      title: 'Snapwell Bag Clips, Set of 12, Plastic',
      bulletPoints: ['Each clip seals an open snack bag airtight.', 'Three sizes fit small and large bags.', 'The hard plastic clips do not rust or bend.'],
      titleMainKeyword: 'vacuum sealers',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const draft = writeListing(readListing(input), resolveLimits(profile, { marketplace: 'US' }), profile);
    expect(draft.backend_search_terms.split(' ')).not.toContain('sealant');
  });
});

describe('the writer’s search terms from the bullet keywords', () => {
  it('gives the synonyms of a bullet keyword that names the product otherwise (earphone for headphones of in-ear earbuds), never its other number', async () => {
    const { getProfile, resolveLimits } = await import('../../../rules/index.js');
    const { readListing } = await import('../read/index.js');
    const { writeListing } = await import('../write.js');
    const profile = getProfile('amazon-2025');
    const input = {
      title: 'Zentro Pods In-Ear True Wireless Earbuds, Black',
      bulletPoints: ['Each earbud sits snugly in the ear.', 'The charging case holds three full charges.', 'Bluetooth 5.3 pairs in seconds.'],
      titleMainKeyword: 'wireless earbuds',
      titleSecondaryKeywords: '',
      bulletKeywords: 'headphones',
    };
    const terms = writeListing(readListing(input), resolveLimits(profile, { marketplace: 'US' }), profile).backend_search_terms.split(' ');
    expect(terms).toEqual(expect.arrayContaining(['headphones', 'earphone']));
    expect(terms).not.toContain('headphone');
  });
});

describe('the writer’s search terms from the title’s nouns', () => {
  it('takes no other name of what the title says the product is for (no rug for a lint remover for carpets)', async () => {
    const { getProfile, resolveLimits } = await import('../../../rules/index.js');
    const { readListing } = await import('../read/index.js');
    const { writeListing } = await import('../write.js');
    const profile = getProfile('amazon-2025');
    const input = {
      title: 'Fuzzaway Lint Remover for Sweaters, Sofa, Carpet',
      bulletPoints: ['The remover lifts lint and pills from any fabric, from a sweater to a floor carpet.', 'Its six blades spin behind a steel mesh.', 'The rechargeable battery runs for 90 minutes.'],
      titleMainKeyword: 'lint remover',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    };
    const draft = writeListing(readListing(input), resolveLimits(profile, { marketplace: 'US' }), profile);
    expect(draft.backend_search_terms.split(' ')).not.toContain('rug');
  });
});

describe('the seller’s own title and bullets', () => {
  it('give no audience or use word they hold, which the seller’s own field may show after all', () => {
    const terms = words({ audiences: ['child'], uses: ['hiking and camping'], sellerShown: new Set(['children', 'hiking']) });
    expect(terms).not.toContain('children');
    expect(terms).not.toContain('hiking');
    expect(terms).toContain('camping');
  });
});
