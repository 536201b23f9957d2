import { CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST } from './contact-phrases.js';
import { GUARANTEE, PROMO } from './offer-phrases.js';
import { phrases, type PhraseFamily } from './phrase-family.js';

export type { PhraseFamily } from './phrase-family.js';
export { CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST } from './contact-phrases.js';
export { GUARANTEE, PROMO } from './offer-phrases.js';

/*
 * Every phrase family of the text rules. Contact details and requests live in contact-phrases.ts,
 * guarantees, prices and deals in offer-phrases.ts; the rest are here.
 */

/** `#1`, `No. 1`, `No.1`, `number 1`, `number one`; never the start of a longer number. */
const RANK_ONE = '(?:#1|no\\.? ?1|number (?:1|one))(?![\\d.,]\\d)';

export const PLACEHOLDER: PhraseFamily = {
  rule: 'text.placeholder',
  severity: 'error',
  why: 'Placeholder text gets listings suppressed and tells buyers nothing.',
  pattern: phrases([
    '(?<!\\/)n\\/a(?!\\/)', 'tbd', 'tba', 'copy pending', 'to be (?:determined|announced|confirmed)',
    'lorem ipsum(?: dolor(?: sit amet)?)?',
    'insert (?:product|brand|keyword|title|text)(?: name| here)?',
    // Bracketed slots a template left unfilled; `[SAVE YOUR DOODLES]` lead-ins are not slots.
    '\\[ ?(?:insert|enter|add|placeholder|todo|tbd)(?: [^\\]\\n]{0,60})?\\]',
    '\\[ ?your (?:brand|product|company|keyword|title)s?(?: name)? ?\\]',
    '\\{\\{[^}\\n]{0,60}\\}\\}',
  ]),
  triggers: { words: ['tbd', 'tba', 'pending', 'determined', 'announced', 'confirmed', 'lorem', 'insert'], chars: /n\/a|\[|\{\{/i },
};

export const UNPROVEN: PhraseFamily = {
  rule: 'text.unproven-claim',
  severity: 'warning',
  why: 'Rankings, awards, star ratings and review counts need proof and date quickly.',
  pattern: phrases([
    // `#1`, `No. 1` and `number one` rank only next to what they rank (`No.1 brand`, `Japan's No. 1`,
    // `ranked #1`): `No. 10 envelope`, `model No. 1234` and `size No. 1` are not rankings.
    // (`No 1 Wearable Watch Brand`: up to two words between the rank and what it ranks.)
    `${RANK_ONE} (?:best|selling|rated|(?:[\\p{L}-]+ ){0,2}(?:brand|choice|seller|pick)|in (?:the )?(?:world|country|market|industry|category|sales|usa|us|uk|america|india|japan|europe))`,
    // (`India' No 1`: the seller's apostrophe without its `s`.)
    'the #1', `(?:\\p{L}+['’]s?|amazons|worlds|ranked|rated|voted) ${RANK_ONE}`,
    'best[- ]?sell(?:er|ers|ing)', 'top[- ]?sell(?:er|ers|ing)', 'best (?:in|of) the world',
    'award[- ]winning', 'as seen on (?:tv|television)', 'top[- ]rated', 'highly rated',
    // "5 Star Rated" alone is India's energy label, so only review stars count.
    '(?:4\\.\\d|5|five)[- ]stars? (?:customer )?reviews?', 'rated (?:4\\.\\d|5|five) stars', '(?:5|five) stars? on amazon',
    '\\d[\\d,]*\\+? (?:customer |positive |5[- ]star )?(?:reviews|ratings)',
    'rated \\d(?:\\.\\d)? ?(?:out of|\\/) ?5', 'customers? (?:love|say|agree)',
    'world[\'’]?s (?:best|first|finest)',
    // (`products that NBC News calls "The gold standard in early childhood play"`: a ranking quoted.)
    'the gold standard',
  ]),
  // (A rank, or a word of each other alternative.)
  needs: /#1|no\.? ?1|number|sell|world|award|seen on|rated|star|reviews|ratings|customer|gold standard/iu,
  triggers: {
    words: [
      'number', 'seller', 'sellers', 'selling', 'bestseller', 'bestsellers', 'bestselling', 'topseller', 'topsellers', 'topselling',
      'award', 'seen', 'rated', 'star', 'stars', 'reviews', 'ratings', 'customer', 'customers', 'world\'s', 'world’s', 'worlds',
      'world', 'ranked', 'voted', 'no1', 'standard',
    ],
    chars: /#/,
    // `no` is too common a word to admit the family alone.
    pairs: [['no', '1']],
  },
};

export const ECO: PhraseFamily = {
  rule: 'text.eco-claim',
  severity: 'warning',
  why: 'Environmental claims need a certification Amazon recognises.',
  pattern: phrases(['eco[- ]?friendly', 'environment(?:ally)?[- ]friendly', 'earth[- ]friendly', 'planet[- ]friendly']),
  triggers: { words: ['friendly', 'ecofriendly'] },
};

export const PESTICIDE: PhraseFamily = {
  rule: 'text.pesticide-claim',
  severity: 'error',
  why: 'Claims to kill or repel germs, mould or pests make the product a pesticide that needs EPA registration.',
  pattern: phrases([
    'anti[- ]?(?:microbial|bacterial|bacteria|fungal|mold|mould|mildew|viral|virus|germ)s?',
    '(?:kills?|eliminates?|destroys?) (?:up to )?(?:\\d+(?:\\.\\d+)? ?% (?:of )?)?(?:all )?(?:household )?' +
      '(?:germs|bacteria|viruses|virus|microbes|mold|mould|fungi|fungus|dust mites|bed bugs|mites)',
    // "easy to sanitize" is the buyer's action; "sanitizes" is the product's claim.
    'germ[- ]?(?:free|proof|killing)', 'disinfect(?:s|ing|ant|ants)', 'saniti[sz](?:es|ing)',
    '(?:insect|mosquito|bug|pest|tick|flea) repellents?', 'repels? (?:insects|mosquito(?:e)?s|bugs|pests|ticks|fleas)',
  ]),
  triggers: {
    words: [
      'microbial', 'microbials', 'bacterial', 'bacteria', 'fungal', 'mold', 'molds', 'mould', 'moulds', 'mildew', 'viral', 'virus',
      'germ', 'germs', 'antimicrobial', 'antimicrobials', 'antibacterial', 'antibacterials', 'antibacteria', 'antifungal',
      'antifungals', 'antimold', 'antimould', 'antimildew', 'antiviral', 'antivirus', 'antigerm', 'antigerms', 'kill', 'kills',
      'eliminate', 'eliminates', 'destroy', 'destroys', 'germfree', 'germproof', 'germkilling', 'disinfects', 'disinfecting',
      'disinfectant', 'disinfectants', 'sanitizes', 'sanitizing', 'sanitises', 'sanitising', 'repellent', 'repellents', 'repel', 'repels',
    ],
  },
};

const DISEASES =
  '(?:cancer|diabetes|covid(?:-19)?|coronavirus|arthritis|alzheimer[\'’]?s|dementia|depression|anxiety|insomnia|' +
  'hypertension|high blood pressure|asthma|infections?|diseases?|flu|influenza|adhd|autism|tumou?rs?|heart disease|eczema|psoriasis|' +
  // A condition named by its medical ending (`cervical spondylosis`, `tendinitis`); reverse osmosis is a filter.
  '(?!osmosis)\\p{L}{3,}(?:osis|itis))';

export const DISEASE_CLAIM: PhraseFamily = {
  rule: 'text.health-claim',
  severity: 'error',
  why: 'Only approved drugs may claim to cure, treat or prevent a disease.',
  pattern: phrases([
    `(?:cures?|cured|curing|heals?|healing|prevents?|preventing|reverses?|treats?|treating|relieves?|relieving)\\s+(?:[\\p{L}-]+\\s+){0,2}?${DISEASES}`,
  ]),
  triggers: { words: ['cure', 'cures', 'cured', 'curing', 'heal', 'heals', 'healing', 'prevent', 'prevents', 'preventing', 'reverse', 'reverses', 'treat', 'treats', 'treating', 'relieve', 'relieves', 'relieving'] },
};

export const HEALTH_PROOF: PhraseFamily = {
  rule: 'text.health-claim',
  severity: 'warning',
  why: 'Approval and clinical claims need documents Amazon may ask for.',
  pattern: phrases([
    'fda[- ](?:approved|cleared|certified|registered)', 'clinically (?:proven|tested|shown)',
    '(?:doctors?|dermatologists?|physicians?|pediatricians?|dentists?)[- ](?:recommended|approved)',
  ]),
  triggers: { words: ['fda', 'clinically', 'doctor', 'doctors', 'dermatologist', 'dermatologists', 'physician', 'physicians', 'pediatrician', 'pediatricians', 'dentist', 'dentists'] },
};

export const AI_ARTIFACT: PhraseFamily = {
  rule: 'text.ai-artifact',
  severity: 'error',
  why: 'Leftover assistant text (refusals, preambles) must never reach a published listing.',
  pattern: phrases([
    'as an ai(?: language model)?', 'i(?:[\'’]m| am) sorry,? but', 'i (?:cannot|can[\'’]t) (?:help|assist|provide|create|generate|fulfill|comply)',
    'here (?:is|are) (?:the|your|an?) (?:optimized|revised|improved|rewritten|updated)', 'certainly[!,] here',
  ]),
  triggers: { words: ['ai', 'sorry', 'cannot', 'can\'t', 'can’t', 'here', 'certainly'] },
};

/** Phrase rules for every text field; titles report promotional ones as `title.promo-phrase`. */
export const TEXT_PHRASE_FAMILIES: readonly PhraseFamily[] = [
  CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST, PLACEHOLDER, GUARANTEE, PROMO, UNPROVEN, ECO, PESTICIDE, DISEASE_CLAIM, HEALTH_PROOF, AI_ARTIFACT,
];

/** Trigger word -> bit mask of the families it may start, so a text's words are looked up once. */
const TRIGGER_INDEX = new Map<string, number>();
/** Set in TRIGGER_INDEX on the second word of a pair: look the word before it up in PAIR_INDEX. */
const PAIR_FLAG = 1 << 30;
/** Second word of a pair -> [first word, family bit]. */
const PAIR_INDEX = new Map<string, [string, number][]>();
TEXT_PHRASE_FAMILIES.forEach((family, bit) => {
  for (const word of family.triggers.words) TRIGGER_INDEX.set(word, (TRIGGER_INDEX.get(word) ?? 0) | (1 << bit));
  for (const [first, second] of family.triggers.pairs ?? []) {
    PAIR_INDEX.set(second, [...(PAIR_INDEX.get(second) ?? []), [first, 1 << bit]]);
    TRIGGER_INDEX.set(second, (TRIGGER_INDEX.get(second) ?? 0) | PAIR_FLAG);
  }
});

/** Which of TEXT_PHRASE_FAMILIES could match a text, given its lowercase words. */
export function candidateFamilies(text: string, lowerWords: readonly string[]): PhraseFamily[] {
  let mask = 0;
  for (let i = 0; i < lowerWords.length; i++) {
    const bits = TRIGGER_INDEX.get(lowerWords[i] ?? '');
    if (bits === undefined) continue;
    mask |= bits;
    if ((bits & PAIR_FLAG) === 0) continue;
    for (const [first, bit] of PAIR_INDEX.get(lowerWords[i] ?? '') ?? []) if (lowerWords[i - 1] === first) mask |= bit;
  }
  return TEXT_PHRASE_FAMILIES.filter((family, bit) => (mask & (1 << bit)) !== 0 || family.triggers.chars?.test(text) === true);
}

/** Safe to delete outright: the span carries no product information. */
export const DELETABLE_FAMILIES: readonly PhraseFamily[] = [CONTACT_INFO, CONTACT_PHONE, PLACEHOLDER];

/** What fix() removes a whole sentence (title: segment) for: contact lines carry no product fact. */
export const CONTACT_FAMILIES: readonly PhraseFamily[] = [CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST];
