import { unsupportedClaims } from '../../listing/claims.js';
import { packBackendTerms } from '../../listing/fix/backend.js';
import type { ResolvedLimits } from '../../listing/limits.js';
import type { ListingAnalysis } from './analysis.js';
import { FUNCTION_WORDS, normalizeWord, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import { isBannedSentence, removeBannedPhrases } from './clean.js';
import { normWords } from './wording.js';

/*
 * Backend search terms: the keyword words the title lacks first, then synonyms and spelling
 * variants of the seller's words, then the seller's own words the title dropped, then the rest of
 * the seller's vocabulary, words not already in the bullets before those that are. Packing
 * (lowercase, no repeats, no title words, no stopwords, no brand, byte limit) is the rules
 * engine's packBackendTerms, so the writer and the fixer agree.
 */

/**
 * Synonyms and spelling variants shoppers search with. Deliberately no materials, colours,
 * certifications or claims: a variant must never add a fact.
 */
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
  ['protector', ['guard', 'shield']], ['bin', ['container']], ['organizer', ['organiser', 'storage']],
  ['organiser', ['organizer']], ['lamp', ['light']], ['light', ['lamp']], ['pan', ['skillet']], ['skillet', ['pan']],
  ['pot', ['saucepan']], ['necklace', ['pendant']], ['wallet', ['purse']], ['purse', ['handbag']], ['handbag', ['purse']],
  ['glasses', ['eyeglasses', 'spectacles']], ['sunglasses', ['shades']], ['puzzle', ['jigsaw']], ['jigsaw', ['puzzle']],
  ['longboard', ['skateboard']], ['skateboard', ['board']], ['color', ['colour']], ['colour', ['color']], ['center', ['centre']],
  ['centre', ['center']], ['jewelry', ['jewellery']], ['jewellery', ['jewelry']], ['favorite', ['favourite']],
  ['favourite', ['favorite']], ['fiber', ['fibre']], ['fibre', ['fiber']], ['theater', ['theatre']], ['liter', ['litre']],
  ['litre', ['liter']], ['meter', ['metre']], ['metre', ['meter']],
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
  ['heater', ['warmer']], ['warmer', ['heater']], ['geyser', ['boiler']], ['kettle', ['boiler']], ['mixer', ['grinder']], ['grinder', ['mixer']],
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
  ['chocolate', ['candy']], ['snack', ['treat']], ['tea', ['chai']], ['spice', ['masala', 'seasoning']], ['seasoning', ['spice']],
]);

/** Tokens of the seller's own text: a word with a digit may only be used as the seller wrote it, whole. */
export function sourceTokens(source: string): Set<string> {
  return new Set((source.toLowerCase().match(/(?<![\p{L}\p{N}.,])[\p{L}\p{N}]+(?![\p{L}\p{N}]|[.,]\p{N})/gu) ?? []).filter((w) => /\p{N}/u.test(w)));
}

/**
 * Candidates as single words. A word with a digit is kept only when the seller wrote it as a whole
 * token (`5ghz`, `720p`): split by packing, `2.4GHz` and `3-in-1` would become numbers the seller
 * never wrote.
 */
export function searchTerms(candidates: readonly string[], digitTokens: ReadonlySet<string> = new Set()): string[] {
  return candidates
    .flatMap((c) => (/\p{N}[.,]\p{N}|\p{N}-\p{L}+-\p{N}/u.test(c) ? c.replace(/\S*\p{N}[.,-]\S*/gu, ' ') : c).split(/[^\p{L}\p{N}\p{M}'’]+/u))
    .filter((w) => w !== '' && !FILLER.has(w.toLowerCase()) && (!/\p{N}/u.test(w) || digitTokens.has(w.toLowerCase())));
}

/** Words that carry no search intent: shoppers never type them, and they only take bytes. */
const FILLER: ReadonlySet<string> = new Set((
  'are is was were been being your yours our ours their theirs some here there then only not like other others make makes made get gets got use used uses ' +
  'can will also more most very just any each every much many such than into onto about over under well even still yet ever all both either neither own ' +
  'same etc approx approximately includes included including include provide provides provided allows allow ensure ensures may might must should would could ' +
  'does did has have had upto within without while per due via way ways thing things lot lots one ones two three four five six seven eight nine ten first ' +
  'second new now today really truly simply easily quickly perfectly completely fully highly super ultra extra plus let lets need needs want wants come comes ' +
  'take takes give gives keep keeps put puts see look looks feel feels know try help helps able unable sure please note imported manufacturer product products item items'
).split(' '));

/** The seller's content words of every kind (verbs too), most frequent first: the last candidates. */
function allSellerWords(a: ListingAnalysis): string[] {
  const counts = new Map<string, number>();
  const text = [a.title.clean, ...a.bullets.flatMap((b) => [b.header, ...b.sentences])].join(' ').toLowerCase();
  for (const w of text.match(/\p{L}[\p{L}'’]*\p{L}/gu) ?? []) {
    if (w.length < 3 || STOPWORDS.has(w) || FUNCTION_WORDS.has(w) || SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || FILLER.has(w) || /['’]/u.test(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()].sort((x, y) => y[1] - x[1]).map(([w]) => w);
}

export interface BackendRequest {
  a: ListingAnalysis;
  limits: ResolvedLimits;
  title: string;
  otherTitles: string[];
  bullets: string[];
}

export function writeBackend({ a, limits, title, otherTitles, bullets }: BackendRequest): string {
  const keywordWords = [a.keywords.main, ...a.keywords.secondary, ...a.keywords.bullet].flatMap((k) => k.toLowerCase().split(/\s+/));
  // Synonyms of what the product is (keywords and title), not of every word in the bullets.
  const productWords = [...keywordWords, ...normWords(a.title.clean), ...normWords(a.productNoun)];
  const lookup = (w: string) => [...(SYNONYMS.get(w) ?? SYNONYMS.get(w.replace(/s$/, '')) ?? []), ...(CATEGORY_SYNONYMS.get(w) ?? CATEGORY_SYNONYMS.get(w.replace(/s$/, '')) ?? [])];
  const synonyms = [...new Set(productWords.map((w) => w.toLowerCase()))].flatMap(lookup);
  const inBullets = new Set(bullets.flatMap((b) => normWords(b)));
  const inOtherTitles = new Set(otherTitles.flatMap((t) => normWords(t)));
  const titleDropped = normWords(a.title.clean).filter((w) => !inOtherTitles.has(w));
  const elsewhere = (w: string) => inBullets.has(normalizeWord(w)) || inOtherTitles.has(normalizeWord(w));
  const fresh = a.vocabulary.filter((w) => !elsewhere(w));
  const repeated = a.vocabulary.filter(elsewhere);
  const candidates = searchTerms([...keywordWords, ...synonyms, ...titleDropped, ...fresh, ...allSellerWords(a).filter((w) => !elsewhere(w)), ...repeated, ...allSellerWords(a)], sourceTokens(a.source));
  const options = {
    title,
    maxBytes: Math.min(limits.backend.target[1], limits.backend.maxBytes),
    brand: a.title.brand || undefined,
    priority: [a.keywords.main, ...a.keywords.secondary, ...a.keywords.bullet].filter((k) => !isBannedSentence(k)),
  };
  let pool = candidates;
  let packed = packBackendTerms(pool, options);
  // Packing puts words side by side: `5` next to `meter` states a size the seller never gave. Such words go.
  for (let pass = 0; pass < 3; pass++) {
    const flagged = unsupportedClaims({ title: '', bullets: [], backend: packed }, a.source);
    if (flagged.length === 0) break;
    const dropped = new Set(
      flagged.flatMap((f) => {
        const spanWords = packed.slice(f.start, f.end).toLowerCase().split(/\s+/);
        const numbers = spanWords.filter((w) => /\p{N}/u.test(w));
        return numbers.length > 0 ? numbers : spanWords;
      }),
    );
    pool = pool.filter((w) => !dropped.has(w.toLowerCase()));
    packed = packBackendTerms(pool, options);
  }
  // Neighbouring words can form a banned claim (`anti bacterial`, `kill bacteria`): drop those words and pack again.
  for (let pass = 0; pass < 3; pass++) {
    const kept = new Set(removeBannedPhrases(packed).split(' '));
    if (kept.size === new Set(packed.split(' ')).size) break;
    const dropped = new Set(packed.split(' ').filter((w) => !kept.has(w)));
    pool = pool.filter((w) => !dropped.has(w.toLowerCase()));
    packed = packBackendTerms(pool, options);
  }
  return packed;
}
