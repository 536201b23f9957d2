import type { Severity } from './types.js';
import { WORD_INSIDE } from './words.js';

/**
 * Phrases Amazon bans or wants proof for, as data. Each family is one precompiled pattern. Matches
 * start and end on word boundaries (Unicode-aware, unlike `\b`), so deleting a match never cuts a
 * word in half.
 */
export interface PhraseFamily {
  rule: string;
  severity: Severity;
  /** Why it is a problem, shown to the seller. */
  why: string;
  pattern: RegExp;
  /** Extra check on a match, for what a pattern cannot say (e.g. how many digits a phone has). */
  accept?: (match: string) => boolean;
  /**
   * A cheap pre-check: the pattern can only match text that has one of these lowercase words, or
   * a match for `chars`. Running a dozen word-boundary patterns over every field is the audit's
   * main cost; nearly all text fails this check first. Tests hold triggers and patterns together.
   */
  triggers: {
    words: readonly string[];
    chars?: RegExp;
    /** Two neighbouring words, for a trigger too common alone (`no` of `No. 1`): [first, second]. */
    pairs?: readonly (readonly [string, string])[];
  };
}

const BEFORE = `(?<![${WORD_INSIDE}])`;
const AFTER = `(?![${WORD_INSIDE}])`;

function phrases(alternatives: readonly string[]): RegExp {
  return new RegExp(`${BEFORE}(?:${alternatives.join('|')})${AFTER}`, 'giu');
}

/** `#1`, `No. 1`, `No.1`, `number 1`, `number one`; never the start of a longer number. */
const RANK_ONE = '(?:#1|no\\.? ?1|number (?:1|one))(?![\\d.,]\\d)';
const AMOUNT = '\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const URL_TAIL = '(?:[^\\s<>"]*[^\\s<>".,;:!?)])?';

export const CONTACT_INFO: PhraseFamily = {
  rule: 'text.contact-info',
  severity: 'error',
  why: 'Amazon removes listings that show phone numbers, e-mail addresses or URLs.',
  pattern: phrases([
    '[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}',
    `(?:https?:\\/\\/|www\\.)${URL_TAIL}`,
    // Bare domains only with unambiguous endings (`.in` or `.de` also end model names and words),
    // and with a letter in the name, so `1:100.com` ratios stay out.
    `(?=[a-z0-9-]*[a-z])${LABEL}(?:\\.${LABEL})*\\.(?:com|net|org|io|shop|store|biz|info|co\\.uk|co\\.in|com\\.au|co\\.jp)(?:\\/${URL_TAIL})?`,
    // Phones need separators, so model numbers and part codes never match.
    '\\+\\d{1,3}[ .-]?(?:\\(\\d{1,4}\\)[ .-]?)?\\d{2,5}(?:[ .-]\\d{2,5}){1,3}',
    '(?:1[ .-]?)?\\(\\d{3}\\) ?\\d{3}[ .-]\\d{4}',
    '(?:1[.-])?\\d{3}(?<sep>[.-])\\d{3}\\k<sep>\\d{4}',
  ]),
  accept: (match) => {
    if (!match.startsWith('+')) return true;
    const digits = match.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  },
  triggers: { words: ['www', 'http', 'https', 'com', 'net', 'org', 'io', 'shop', 'store', 'biz', 'info', 'co'], chars: /@|\+\d|\d{3}[ .)-]+\d{3}[ .-]\d{4}/ },
};

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

export const GUARANTEE: PhraseFamily = {
  rule: 'text.guarantee',
  severity: 'error',
  why: 'Refund and satisfaction guarantees are banned; a warranty statement is fine.',
  pattern: phrases([
    'money[- ]?back', 'full refund', 'refund guarantee', 'unconditional (?:refund|return)s?',
    '(?:100 ?% )?(?:customer )?satisfaction guarantee[ds]?', 'lifetime guarantee',
    // A promise of satisfaction is a guarantee in other words; `customer satisfaction` alone is not.
    '100 ?% (?:customer )?satisfaction', 'guarantee[ds]? (?:(?:your|you|our customers[\'’]?|customer|complete|total|full|100 ?%) )?satisfaction',
    'stands? behind (?:(?:all|each|every) (?:of )?)?(?:our|its|this|the|every|each) (?:products?|items?|quality|workmanship|craftsmanship)',
    // Months or years of "guarantee" are a warranty in other words; days are a return promise.
    '\\d+[- ]?days?(?: return| refund| satisfaction)? guarantee',
    '100 ?% (?:\\p{L}+ )?guaranteed', 'guaranteed (?:refund|satisfaction)',
    'risk[- ]free', 'no[- ]questions?[- ]asked',
  ]),
  triggers: { words: ['money', 'moneyback', 'refund', 'unconditional', 'satisfaction', 'lifetime', 'guarantee', 'guaranteed', 'guarantees', 'risk', 'question', 'questions', 'behind'] },
};

export const PROMO: PhraseFamily = {
  rule: 'text.promo-claim',
  severity: 'error',
  why: 'Prices, shipping offers, stock levels, condition and review requests are banned in listing text.',
  pattern: phrases([
    'free (?:shipping|delivery|returns?|gifts?)', 'ships? free', 'on sale', '(?:hot|big|flash|clearance) sale',
    'sale price', 'limited[- ]time(?: offer| only| deal)?', 'limited offer', 'special offer', 'today only',
    'while (?:supplies|stocks?) lasts?', '\\d{1,3} ?% off', 'discount(?:ed)? (?:price|code|coupon)s?', 'coupons?',
    'buy now', 'order now', 'add to cart', 'lowest price', 'best price', 'cheapest', 'price match',
    'hot items?', '(?:in|out of) stock', 'ready to ship',
    // Condition claims; "looks brand new" or "a brand new formula" describe the product, not its condition.
    '100 ?% brand new', 'brand new (?:in box|sealed|condition)', 'new in box',
    'leave (?:us )?(?:a )?(?:positive |good |honest |5[- ]star |five[- ]star )?(?:review|feedback|rating)s?',
    `[$£€₹] ?${AMOUNT}`, `(?:rs\\.|inr|usd) ?${AMOUNT}`, `${AMOUNT} (?:dollars|rupees)`,
  ]),
  triggers: {
    words: [
      'shipping', 'delivery', 'return', 'returns', 'gift', 'gifts', 'ship', 'ships', 'sale', 'limited', 'offer', 'today', 'supplies',
      'stock', 'stocks', 'off', 'discount', 'discounted', 'coupon', 'coupons', 'now', 'cart', 'price', 'cheapest', 'item', 'items',
      'brand', 'box', 'review', 'reviews', 'feedback', 'rating', 'ratings', 'rs', 'inr', 'usd', 'dollars', 'rupees',
    ],
    chars: /[$£€₹]/,
  },
};

export const UNPROVEN: PhraseFamily = {
  rule: 'text.unproven-claim',
  severity: 'warning',
  why: 'Rankings, awards, star ratings and review counts need proof and date quickly.',
  pattern: phrases([
    // `#1`, `No. 1` and `number one` rank only next to what they rank (`No.1 brand`, `Japan's No. 1`,
    // `ranked #1`): `No. 10 envelope`, `model No. 1234` and `size No. 1` are not rankings.
    `${RANK_ONE} (?:best|selling|rated|brand|choice|seller|pick|in (?:the )?(?:world|country|market|industry|category|sales|usa|us|uk|america|india|japan|europe))`,
    'the #1', `(?:\\p{L}+['’]s|amazons|worlds|ranked|rated|voted) ${RANK_ONE}`,
    'best[- ]?sell(?:er|ers|ing)', 'top[- ]?sell(?:er|ers|ing)', 'best (?:in|of) the world',
    'award[- ]winning', 'as seen on (?:tv|television)', 'top[- ]rated', 'highly rated',
    // "5 Star Rated" alone is India's energy label, so only review stars count.
    '(?:4\\.\\d|5|five)[- ]stars? (?:customer )?reviews?', 'rated (?:4\\.\\d|5|five) stars', '(?:5|five) stars? on amazon',
    '\\d[\\d,]*\\+? (?:customer |positive |5[- ]star )?(?:reviews|ratings)',
    'rated \\d(?:\\.\\d)? ?(?:out of|\\/) ?5', 'customers? (?:love|say|agree)',
    'world[\'’]?s (?:best|first|finest)',
  ]),
  triggers: {
    words: [
      'number', 'seller', 'sellers', 'selling', 'bestseller', 'bestsellers', 'bestselling', 'topseller', 'topsellers', 'topselling',
      'award', 'seen', 'rated', 'star', 'stars', 'reviews', 'ratings', 'customer', 'customers', 'world\'s', 'world’s', 'worlds',
      'world', 'ranked', 'voted', 'no1',
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
  'hypertension|high blood pressure|asthma|infections?|diseases?|flu|influenza|adhd|autism|tumou?rs?|heart disease|eczema|psoriasis)';

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
  CONTACT_INFO, PLACEHOLDER, GUARANTEE, PROMO, UNPROVEN, ECO, PESTICIDE, DISEASE_CLAIM, HEALTH_PROOF, AI_ARTIFACT,
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
export const DELETABLE_FAMILIES: readonly PhraseFamily[] = [CONTACT_INFO, PLACEHOLDER];
