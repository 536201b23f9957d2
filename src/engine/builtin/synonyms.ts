/*
 * Words shoppers type for the same thing: synonyms, spelling variants and abbreviations, for
 * search terms only. Deliberately no materials, colours, certifications, uses or claims: a variant
 * names what the seller already named and never adds a fact.
 */

/**
 * American and British spellings, safe for any word the seller uses: a variant of a word is never
 * another word's sense.
 */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['color', 'colour'], ['center', 'centre'], ['jewelry', 'jewellery'], ['favorite', 'favourite'], ['fiber', 'fibre'],
  ['theater', 'theatre'], ['liter', 'litre'], ['meter', 'metre'], ['aluminum', 'aluminium'], ['gray', 'grey'],
  ['organizer', 'organiser'], ['odor', 'odour'], ['mold', 'mould'], ['tire', 'tyre'], ['pajama', 'pyjama'], ['donut', 'doughnut'],
  ['cozy', 'cosy'], ['armor', 'armour'], ['catalog', 'catalogue'], ['flavor', 'flavour'], ['yogurt', 'yoghurt'],
  ['customizable', 'customisable'], ['personalized', 'personalised'], ['moisturizer', 'moisturiser'], ['sulfate', 'sulphate'],
  ['traveler', 'traveller'], ['racket', 'racquet'], ['ax', 'axe'], ['plow', 'plough'], ['canceling', 'cancelling'],
  ['labeled', 'labelled'], ['mustache', 'moustache'],
];
const SPELLING: ReadonlyMap<string, string> = new Map(SPELLINGS.flatMap(([us, uk]) => [[us, uk], [uk, us]] as const));

/** Synonyms of everyday nouns. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['kid', ['children']], ['child', ['kids']], ['toddler', ['preschooler']], ['baby', ['infant']], ['infant', ['baby']],
  ['phone', ['cellphone', 'smartphone', 'mobile']], ['mobile', ['phone', 'cellphone']], ['smartphone', ['phone', 'cellphone']],
  ['cellphone', ['phone', 'smartphone']], ['tv', ['television']], ['television', ['tv']], ['laptop', ['notebook', 'computer']],
  ['computer', ['pc']], ['cable', ['cord', 'wire']], ['cord', ['cable']], ['charger', ['adapter']], ['adapter', ['adaptor', 'converter']],
  ['earphone', ['earbuds', 'headphones']], ['earbud', ['earphones', 'headphones']], ['headphone', ['headset', 'earphones']],
  ['headset', ['headphones']], ['speaker', ['audio']], ['sofa', ['couch']], ['couch', ['sofa']], ['pillow', ['cushion']],
  ['cushion', ['pillow']], ['blanket', ['throw']], ['rug', ['carpet']], ['mug', ['cup']], ['cup', ['mug']],
  ['sneaker', ['trainers', 'shoes']], ['trainer', ['sneakers']], ['pant', ['trousers']], ['trouser', ['pants']],
  ['sweater', ['jumper', 'pullover']], ['jumper', ['sweater']], ['hoodie', ['sweatshirt']], ['sweatshirt', ['hoodie']],
  ['tee', ['tshirt']], ['t-shirt', ['tshirt', 'tee']], ['tshirt', ['tee']], ['backpack', ['rucksack', 'bookbag', 'knapsack']],
  ['stroller', ['pushchair', 'pram']], ['diaper', ['nappy']], ['flashlight', ['torch']], ['faucet', ['tap']],
  ['trash', ['garbage', 'rubbish']], ['garbage', ['trash']], ['cookie', ['biscuit']], ['candy', ['sweets']],
  ['gift', ['present']], ['present', ['gift']], ['bike', ['bicycle']], ['bicycle', ['bike']], ['car', ['auto', 'vehicle']],
  ['vehicle', ['car']], ['dog', ['puppy', 'canine']], ['puppy', ['dog']], ['cat', ['kitten', 'feline']], ['kitten', ['cat']],
  ['stand', ['holder', 'mount']], ['holder', ['stand']], ['mount', ['holder', 'bracket']], ['case', ['cover']], ['cover', ['case']],
  ['protector', ['guard', 'shield']], ['bin', ['container']], ['organizer', ['storage']], ['lamp', ['light']], ['light', ['lamp']], ['pan', ['skillet']], ['skillet', ['pan']],
  ['pot', ['saucepan']], ['necklace', ['pendant']], ['wallet', ['purse']], ['purse', ['handbag']], ['handbag', ['purse']],
  ['glasses', ['eyeglasses', 'spectacles']], ['sunglasses', ['shades']], ['puzzle', ['jigsaw']], ['jigsaw', ['puzzle']],
  ['longboard', ['skateboard']], ['skateboard', ['board']],
  ['toy', ['plaything']], ['game', ['boardgame']], ['doll', ['figure']], ['figure', ['figurine']], ['figurine', ['figure']],
  ['dinosaur', ['dino']], ['dino', ['dinosaur']], ['plush', ['stuffed', 'plushie']],
  ['knife', ['blade']], ['scissors', ['shears']], ['notebook', ['journal']], ['journal', ['notebook']],
  ['printer', ['printing']], ['hdmi', ['hdtv']],
  ['monitor', ['screen', 'display']], ['screen', ['display']], ['display', ['screen']], ['keyboard', ['keypad']],
  ['watch', ['wristwatch']], ['bag', ['tote']], ['tote', ['bag']], ['shoe', ['footwear']],
  ['boot', ['footwear']], ['sandal', ['footwear']], ['snack', ['treat']], ['treat', ['snack']], ['supplement', ['nutrition']],
  ['vitamin', ['multivitamin']], ['kitchen', ['cooking']], ['cooking', ['kitchen']], ['workout', ['exercise', 'training']],
  ['exercise', ['workout', 'fitness']], ['fitness', ['workout']], ['camping', ['outdoor']],
  ['hiking', ['trekking']], ['travel', ['trip', 'vacation']], ['office', ['workplace']], ['school', ['classroom']],
  ['classroom', ['school']], ['student', ['learner']], ['teacher', ['educator']], ['gaming', ['gamer']], ['gamer', ['gaming']],
]);

/** More nouns shoppers use for the same kind of product; never a material, colour, claim or use. */
const CATEGORY_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['heater', ['warmer']], ['warmer', ['heater']], ['geyser', ['boiler']], ['mixer', ['grinder']], ['grinder', ['mixer']],
  ['chopper', ['cutter', 'dicer']], ['cutter', ['chopper']], ['slicer', ['cutter']], ['peeler', ['scraper']], ['trimmer', ['shaver', 'clipper']],
  ['shaver', ['razor', 'trimmer']], ['razor', ['shaver']], ['dryer', ['drier']], ['soundbar', ['speaker']], ['subwoofer', ['woofer']],
  ['smartwatch', ['watch', 'wearable']], ['earbud', ['earpiece', 'earphones']], ['powerbank', ['charger']], ['webcam', ['camera']],
  ['tripod', ['stand']], ['bulb', ['lamp', 'light']], ['lantern', ['lamp', 'light']], ['torch', ['flashlight']], ['vacuum', ['hoover']],
  ['mop', ['cleaner']], ['broom', ['sweeper']], ['bottle', ['flask']], ['flask', ['bottle']], ['tumbler', ['cup']],
  ['tiffin', ['lunchbox']], ['lunchbox', ['tiffin']], ['jar', ['container']], ['container', ['box', 'jar']], ['box', ['container']],
  ['basket', ['bin']], ['rack', ['shelf', 'holder']], ['shelf', ['rack']], ['hanger', ['hook']], ['hook', ['hanger']],
  ['pen', ['ballpoint']], ['pencil', ['crayon']], ['marker', ['highlighter']], ['diary', ['journal', 'planner']], ['planner', ['organizer', 'diary']],
  ['router', ['wifi']], ['modem', ['router']], ['adaptor', ['adapter']], ['battery', ['cell']], ['cell', ['battery']],
  ['drive', ['storage']], ['pendrive', ['flash', 'thumb']], ['television', ['tv']], ['tv', ['television']], ['remote', ['controller']],
  ['controller', ['gamepad', 'joystick']], ['gamepad', ['controller']], ['headphone', ['headset', 'earphones']], ['case', ['cover']],
  ['guard', ['protector']], ['sticker', ['decal']], ['decal', ['sticker']], ['poster', ['print']], ['frame', ['holder']],
  ['towel', ['napkin']], ['duvet', ['comforter', 'quilt']], ['quilt', ['comforter']], ['comforter', ['quilt', 'duvet']],
  ['mattress', ['bed']], ['pillowcase', ['pillowslip']], ['curtain', ['drape']], ['mat', ['rug', 'pad']], ['pad', ['mat']],
  ['jacket', ['coat']], ['coat', ['jacket']], ['sweatpant', ['joggers']], ['legging', ['tights']], ['sock', ['hosiery']],
  ['cap', ['hat']], ['hat', ['cap']], ['scarf', ['muffler', 'stole']], ['kurta', ['tunic']], ['saree', ['sari']], ['sari', ['saree']],
  ['toy', ['plaything']], ['figure', ['figurine']], ['puzzle', ['jigsaw']], ['kit', ['set']], ['set', ['kit']], ['sweet', ['candy']],
  ['kettle', ['teakettle', 'boiler']], ['blender', ['mixer']], ['juicer', ['extractor']], ['purifier', ['filter']], ['block', ['brick']],
  ['brick', ['block']], ['costume', ['outfit']], ['kurti', ['kurta', 'tunic']], ['slipper', ['chappal', 'flipflop']], ['lotion', ['cream']],
  ['cream', ['lotion']], ['sunscreen', ['sunblock']], ['sunblock', ['sunscreen']], ['perfume', ['fragrance', 'scent']],
  ['fragrance', ['perfume']], ['deodorant', ['deo']], ['cartridge', ['refill']], ['glue', ['adhesive']], ['adhesive', ['glue']],
  ['luggage', ['suitcase', 'baggage']], ['suitcase', ['luggage']], ['bedsheet', ['bedspread', 'linen']], ['thermos', ['flask']],
  ['crib', ['cot']], ['cot', ['crib']], ['pacifier', ['soother']], ['dumbbell', ['weights']], ['tent', ['shelter']],
  ['grill', ['barbecue', 'bbq']], ['barbecue', ['bbq', 'grill']], ['tap', ['faucet']], ['bookshelf', ['bookcase']],
  ['bookcase', ['bookshelf']], ['wardrobe', ['closet', 'almirah']], ['closet', ['wardrobe']], ['recliner', ['armchair']],
  ['chocolate', ['candy']], ['snack', ['treat']], ['tea', ['chai']], ['spice', ['masala', 'seasoning']], ['seasoning', ['spice']],
]);

/** The other spelling of `word` (`colour` for `color`, `fibres` for `fibers`), if it has one. */
export function otherSpelling(word: string): string | undefined {
  const lower = word.toLowerCase();
  const direct = SPELLING.get(lower);
  if (direct) return direct;
  const singular = SPELLING.get(lower.replace(/s$/u, ''));
  return singular ? `${singular}s` : undefined;
}

/** What shoppers also type for the product `word` (lowercase, singular or plural), most common first. */
export function searchVariants(word: string): readonly string[] {
  const lower = word.toLowerCase();
  const singular = lower.replace(/s$/u, '');
  const general = SYNONYMS.get(lower) ?? SYNONYMS.get(singular) ?? [];
  const category = CATEGORY_SYNONYMS.get(lower) ?? CATEGORY_SYNONYMS.get(singular) ?? [];
  const spelling = otherSpelling(lower);
  return [...(spelling ? [spelling] : []), ...general, ...category];
}
