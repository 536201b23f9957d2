import { parseForTags } from '../lexicon/nlp.js';
import { lastSeen } from '../../../rules/index.js';
import { findMeasures } from './measures.js';
import { isColour, isMaterial, isProductNoun } from './lexical.js';

/*
 * Sentences that state no product fact although the rules engine finds nothing banned in them:
 * the seller talking about themselves or their service ("Customer satisfaction is our top
 * priority.", "Our company is still small and family run."), a call with nothing in it ("Collect
 * them all!") and an availability note ("Colours are subject to availability."). Contact lines,
 * guarantees and promotions are the rules engine's (read/policy.ts); this only reads what is left.
 * The test is structural: a sentence about the seller or the buyer's satisfaction that names no
 * thing the product is, has or comes with (WordNet: an artifact, food, substance, material or
 * colour) and no measure.
 */

/** The seller or the buyer as the sentence's subject: `we`, `our`, `us`, `customer(s)`, `satisfaction`. */
const SELLER_TALK = /(?<![\p{L}])(?:we|we['’](?:re|ve|ll)|our|ours|us|customers?|satisfaction|company)(?![\p{L}])/iu;
/** Words for the sale itself, which WordNet counts as things: they name no fact of the product. */
const SALE_NOUNS = new Set(['reason', 'reasons', 'market', 'product', 'products', 'item', 'items', 'goods', 'order', 'orders', 'purchase', 'purchases', 'question', 'questions', 'query', 'queries', 'issue', 'issues', 'problem', 'problems', 'concern', 'concerns', 'brand', 'brands', 'store', 'shop', 'experience']);
/** `Colours are subject to availability`, `subject to stock`: a stock note, not a fact. */
const AVAILABILITY = /\bsubject to (?:availability|stock|change)\b/iu;
/** `Check out the other Frozen 2 figures`, `Explore our other tools`: a pointer to other products, not a fact of this one. */
const OTHER_PRODUCTS = /^(?:check out|see|browse|explore|visit|discover|look (?:at|for))\s+(?:(?:all|the|our|more|of)\s+)*(?:other|similar|rest of)\b/iu;
/**
 * Amazon's fit-check prompt pasted into a bullet (`Enter your model number above to make sure this
 * fits`, often split across two bullets): a line of the store's page, no fact of the product.
 */
const FIT_PROMPT = /^(?:(?:please\s+)?enter your model number(?:\s+above)?(?:,?\s+to make sure this fits)?|(?:above\s+)?to make sure this fits)[.!]?$/iu;

/** An object pronoun: `Collect them all!`, `Enjoy it!`. */
const OBJECT_PRONOUN = /(?<![\p{L}])(?:them|it|all|yourself)(?![\p{L}])/iu;
/** An object pronoun after a verb that opens the sentence (`Collect them all`, `Enjoy it`), not a subject (`It can be folded`). */
const CALL_OBJECT = /^\p{L}+\s+(?:them|it|yourself)(?![\p{L}])/iu;

/** `If you are unsatisfied, we'll make it right`, `we are so confident that you will ...`: the seller's promise about their service. */
const SERVICE_PROMISE = /\b(?:(?:un|dis|not )satisfied|make it right|(?:so )?confident (?:that )?you|risk[- ]free|no questions asked)\b/iu;
/** `We provide … 24/7 customer service`, `we will resolve your issue`: the seller offering their service, said by `we` (a warranty line naming `customer services` is kept). */
// (`We will require brand proof of issue to process replacement request`: how the seller handles a claim.)
// (`provide 24 hours service`, `24/7 support`: the hours are the service's, not the product's.)
const SERVICE_OFFER = /\b(?:customer (?:service|support|care)s?|resolve your (?:issue|problem|query)s?|(?:replacement|refund|return) requests?|proof of (?:the )?(?:issue|purchase|defect)|(?:24|twenty[- ]four)\s*(?:[x*/]\s*7|hours?|hrs?)\s+(?:of\s+)?(?:service|support|assistance|help))\b/iu;
const WE = /(?<![\p{L}])(?:we|we['’](?:re|ve|ll)|our|us)(?![\p{L}])/iu;

/** `This product adds a great value`, `Rest assured that you will get the most out of your money`: the price's worth, no fact of the product. */
const VALUE_TALK = /\b(?:(?:great|good|best|excellent|real) value|value for (?:your )?money|(?:most|best) out of your money|worth (?:every|your) (?:penny|money)|rest assured|peace of mind)\b/iu;

/** `made using the highest quality materials`, `Premium Quality Product`: praise of the quality that names no material or part. */
const QUALITY_TALK = /\b(?:finest|highest|best|top|premium|high|superior|great|good|excellent|supreme)(?:[- ]quality)?\s+(?:quality\s+)?(?:materials?|components?|craftsmanship|products?|items?)\b/iu;

/** Gift talk: `gift`, `gifts`, `gifting`. */
const GIFT = /(?<![\p{L}])(?:gift|gifts|gifting|gift-giving)(?![\p{L}])/iu;

/** `all`, `every`, `more`: quantifiers compromise tags as adjectives, which describe nothing alone. */
const QUANTIFIER = /^(?:all|every|each|some|any|more|most|many|much|few|other|own|same)$/u;

interface Term {
  normal: string;
  tags: string[];
}

/** Each term's normal form and tags, read off the parse (as `.json()` gives them, without its copies or the chunker: parseForTags). */
const termsOf = (text: string): Term[] =>
  (parseForTags(text) as unknown as { docs: { normal: string; tags: Set<string> }[][] }).docs.flatMap((terms) => terms.map((t) => ({ normal: t.normal, tags: Array.from(t.tags) })));

/** `A lifestyle brand with a mission to …`, `The company was founded …`: the seller's business as the subject. */
const BRAND_SUBJECT = /^(?:(?:a|an|the)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:brand|company|manufacturer|seller|store)\s+(?:with|that|which|is|was|has|founded|started|dedicated|committed)\b/iu;

/** `An American Puzzle & Game Company.`: a phrase that only names the seller's business. */
// (No preposition in it: `From the Manufacturer` says where a warranty comes from.)
const COMPANY_PHRASE = /^(?:(?:a|an|the)\s+)?(?:(?!(?:from|by|of|for|with|to|in|on|at|under|via)\s)[\p{L}&'’-]+\s+){0,5}(?:company|brand|manufacturer|business|firm|corporation)[.!]?$/iu;

/** What `our` names when the seller talks about themselves: `our fans`, `our mission`. */
const SELLERS_OWN = /^(?:fans|mission|goal|goals|vision|promise|values|family|buyers|clients|community)$/u;

/** `high-quality materials`: the word for any material names none. */
const GENERIC_NOUNS = new Set(['material', 'materials', 'quality', 'component', 'components']);

const namesAThing = (word: string) => !SALE_NOUNS.has(word) && !GENERIC_NOUNS.has(word) && (isProductNoun(word) || isMaterial(word) || isColour(word));

/** Why a sentence states no product fact, or undefined when it may state one; kept for the sentences read last (a sentence that states none is asked twice, for the note). */
export const noFactReason: (text: string) => string | undefined = lastSeen(500, (text) => readNoFactReason(text));

function readNoFactReason(text: string): string | undefined {
  if (AVAILABILITY.test(text)) return 'an availability note, not a product fact';
  if (FIT_PROMPT.test(text.trim())) return "it is the store page's prompt to check the fit, not a product fact";
  if (COMPANY_PHRASE.test(text.trim())) return 'it is about the seller or their service, not the product';
  if (OTHER_PRODUCTS.test(text)) return 'it points to other products, not this one';
  // `Isn't it frustrating when ...?`: a question asks, it states nothing (a number in it may be a fact).
  if (/\?["')\]]*\s*$/u.test(text) && !/\d/u.test(text)) return 'it is a question, not a fact';
  // `It can be a gift option`, `A great gift for any child`: that it may be given is no fact of the
  // product, unless the sentence names a thing (`comes in a gift box`) or a figure (`ages 3 and up`).
  if (GIFT.test(text) && !/\d/u.test(text)) {
    const things = termsOf(text).filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !GIFT.test(t.normal) && namesAThing(t.normal));
    if (things.length === 0) return 'it only says the product can be a gift, not a product fact';
  }
  if (VALUE_TALK.test(text) && !findMeasures(text).some((m) => m.unit !== '')) {
    const things = termsOf(text).filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !/^(?:value|money|penny|mind|peace)$/u.test(t.normal) && namesAThing(t.normal));
    if (things.length === 0) return 'it is about value for money, not a product fact';
  }
  // (What the sentence's subject is does not count: `Folkmanis puppets are made using the highest quality materials` names the product and praises it.)
  if (QUALITY_TALK.test(text) && !findMeasures(text).some((m) => m.unit !== '')) {
    const terms = termsOf(text.replace(QUALITY_TALK, ' '));
    const verb = terms.findIndex((t) => t.tags.includes('Verb'));
    const things = terms.slice(verb + 1).filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun') && namesAThing(t.normal));
    if (things.length === 0) return 'it praises the quality without naming a material or part, not a product fact';
  }
  // `US` in capitals is the country (`Made in US`), not the seller.
  const seller = SELLER_TALK.test(text.replace(/(?<![\p{L}])US(?![\p{L}])/gu, 'USA')) || BRAND_SUBJECT.test(text);
  if (seller && (SERVICE_PROMISE.test(text) || (SERVICE_OFFER.test(text) && WE.test(text)))) return "it is a promise about the seller's service, not a product fact";
  const call = (/!\s*$/u.test(text) && OBJECT_PRONOUN.test(text)) || CALL_OBJECT.test(text) || /^\p{L}+!\s*$/u.test(text);
  if (!seller && !call) return undefined;
  if (findMeasures(text).some((m) => m.unit !== '')) return undefined;
  // (`a wide range of`, `a multitude of`: amounts, not a cooking range.)
  const terms = termsOf(text.replace(/\b(?:a\s+)?(?:(?:wide|whole|broad|huge|large)\s+)?(?:range|variety|multitude|selection|host)\s+of\b/giu, ' '));
  // (`our fans`, `our mission`: the seller's people and aims, not things of the product; `our fan` still is one.
  // A hyphenated word before a noun, `cutting-edge tech`, modifies it: the noun names the thing.)
  const nouns = terms.filter((t, i) => t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !t.tags.includes('Possessive') && !(terms[i - 1]?.normal === 'our' && SELLERS_OWN.test(t.normal)) && !(t.tags.includes('Hyphenated') && terms[i + 1]?.tags.includes('Noun')));
  if (seller && !nouns.some((t) => namesAThing(t.normal))) return 'it is about the seller or their service, not the product';
  // A call with no noun, adjective or number at all (`Collect them all!`, `Enjoy it!`).
  if (call && !seller && !terms.some((t) => /Noun|Adjective|Value|Acronym/u.test(t.tags.join(' ')) && !t.tags.includes('Pronoun') && !QUANTIFIER.test(t.normal))) return 'it says nothing about the product';
  return undefined;
}
