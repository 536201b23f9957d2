import type { ListingField, Severity } from '../types.js';

/** Which part of the score a rule's findings lower. */
export type RuleCategory = 'length' | 'compliance' | 'structure' | 'keywords' | 'substance';

export interface RuleDefinition {
  id: string;
  field: ListingField | 'keywords' | 'any';
  category: RuleCategory;
  /** The most severe level the rule reports. */
  severity: Severity;
  /** When each severity is used, and why that level. */
  severities: string;
  /** fix() removes every error-level finding of this rule. */
  autoFix: boolean;
}

/**
 * Every rule the audit can report. Severity follows one principle: `error` for what Amazon
 * suppresses, rewrites or ignores (hard limits, banned content), `warning` for what costs ranking
 * or needs proof, `info` for advice.
 */
export const RULES: readonly RuleDefinition[] = [
  { id: 'title.empty', field: 'title', category: 'length', severity: 'error', severities: 'error: a listing cannot go live without a title.', autoFix: false },
  { id: 'title.length', field: 'title', category: 'length', severity: 'error', severities: 'error: over the profile limit (Amazon cuts or hides it); warning: below the target range (unused ranking space).', autoFix: true },
  { id: 'title.forbidden-char', field: 'title', category: 'compliance', severity: 'error', severities: 'error: ! $ ? _ { } ^ ¬ ¦ outside the brand name break the title policy.', autoFix: true },
  { id: 'title.decorative-char', field: 'title', category: 'compliance', severity: 'error', severities: 'error: ~ # < > * used as decoration; next to a number (Style #4301, <10 lb) they are allowed and not reported.', autoFix: true },
  { id: 'title.style-char', field: 'title', category: 'compliance', severity: 'warning', severities: 'warning: Æ © ® are against Amazon style advice, not a suppression rule. fix removes © and ®; Æ is a letter and stays.', autoFix: true },
  { id: 'title.emoji', field: 'title', category: 'compliance', severity: 'warning', severities: 'warning: emoji are not listed as banned in titles but are decorative; fix removes them.', autoFix: true },
  { id: 'title.word-repeat', field: 'title', category: 'compliance', severity: 'error', severities: 'error: a word more than twice (brand included; articles, prepositions, conjunctions, numbers and single letters exempt) breaks the title policy.', autoFix: true },
  { id: 'title.all-caps', field: 'title', category: 'structure', severity: 'warning', severities: 'warning: an all-caps title or run of all-caps words is against style advice and reads as shouting.', autoFix: false },
  { id: 'title.promo-phrase', field: 'title', category: 'compliance', severity: 'error', severities: 'error: promotional and ranking phrases (free shipping, best seller, #1 ...) break the title policy.', autoFix: false },

  { id: 'highlights.length', field: 'highlights', category: 'length', severity: 'error', severities: 'error: over the item-highlights limit.', autoFix: true },
  { id: 'highlights.title-too-long', field: 'highlights', category: 'compliance', severity: 'error', severities: 'error: highlights are only accepted with a short title; fix drops them when the title must stay long.', autoFix: true },
  { id: 'highlights.unsupported', field: 'highlights', category: 'compliance', severity: 'info', severities: 'info: the profile or the store has no item-highlights field, so the text is unused.', autoFix: false },

  { id: 'bullet.count', field: 'bullets', category: 'structure', severity: 'error', severities: 'error: more bullets than Amazon accepts (fix drops the extra ones); warning: fewer than the recommended five.', autoFix: true },
  { id: 'bullet.empty', field: 'bullets', category: 'length', severity: 'warning', severities: 'warning: a blank bullet wastes a slot; fix drops it.', autoFix: true },
  { id: 'bullet.length', field: 'bullets', category: 'length', severity: 'error', severities: 'error: over the profile limit; warning: in the guide\'s red zone below (too thin to sell); info: in the yellow zone near the limit.', autoFix: true },
  { id: 'bullet.forbidden-symbol', field: 'bullets', category: 'compliance', severity: 'error', severities: 'error: ™ ® € … † ‡ ° ¢ £ ¥ © ± ~ and a stray â are banned in bullets since 2024-08-15.', autoFix: true },
  { id: 'bullet.emoji', field: 'bullets', category: 'compliance', severity: 'error', severities: 'error: emoji are banned in bullets.', autoFix: true },
  { id: 'bullet.asin', field: 'bullets', category: 'compliance', severity: 'error', severities: 'error: ASINs are banned in bullets; fix deletes them.', autoFix: true },
  { id: 'bullet.duplicate', field: 'bullets', category: 'structure', severity: 'warning', severities: 'warning: the same bullet twice wastes a slot; fix drops the repeat.', autoFix: true },

  { id: 'description.length', field: 'description', category: 'length', severity: 'error', severities: 'error: over the limit; warning: empty; info: below the target range.', autoFix: true },
  { id: 'description.html', field: 'description', category: 'compliance', severity: 'error', severities: 'error: HTML other than line breaks is not allowed; fix strips tags and entities.', autoFix: true },

  { id: 'backend.bytes', field: 'backend', category: 'length', severity: 'error', severities: 'error: over the byte limit, and Amazon then ignores the whole field; info: below the target, unused bytes.', autoFix: true },
  { id: 'backend.punctuation', field: 'backend', category: 'structure', severity: 'warning', severities: 'warning: punctuation wastes bytes and is ignored by search. A hyphen inside a word (usb-c, 3-in-1) and a decimal point between digits (2.4ghz) are part of the term and not reported; fix keeps them.', autoFix: true },
  { id: 'backend.uppercase', field: 'backend', category: 'structure', severity: 'info', severities: 'info: search is case-insensitive; lowercase is the convention.', autoFix: true },
  { id: 'backend.duplicate-word', field: 'backend', category: 'structure', severity: 'warning', severities: 'warning: a repeated word (singular/plural count as one) wastes bytes.', autoFix: true },
  { id: 'backend.repeats-title', field: 'backend', category: 'structure', severity: 'warning', severities: 'warning: words already in the title are indexed already and waste bytes.', autoFix: true },
  { id: 'backend.repeats-bullets', field: 'backend', category: 'structure', severity: 'info', severities: 'info: words already in the bullets add little; fix keeps them (the bullets may change).', autoFix: false },
  { id: 'backend.stopword', field: 'backend', category: 'structure', severity: 'warning', severities: 'warning: a an and by for of the with waste bytes.', autoFix: true },
  { id: 'backend.subjective-or-temporary', field: 'backend', category: 'compliance', severity: 'warning', severities: 'warning: subjective or temporary words (best, new, sale ...) are prohibited; Amazon ignores them rather than suppressing.', autoFix: true },
  { id: 'backend.asin', field: 'backend', category: 'compliance', severity: 'error', severities: 'error: ASINs are prohibited in search terms.', autoFix: true },
  { id: 'backend.brand', field: 'backend', category: 'compliance', severity: 'warning', severities: 'warning: brand names are prohibited in search terms (only checked when the brand is known).', autoFix: true },

  { id: 'text.contact-info', field: 'any', category: 'compliance', severity: 'error', severities: 'error: phone and messaging-app numbers, e-mail addresses (spelled-out ones too), URLs, domains and social handles get listings removed. The finding covers the whole sentence (in a title the segment, in search terms the word); fix deletes it.', autoFix: true },
  { id: 'text.contact-request', field: 'any', category: 'compliance', severity: 'error', severities: 'error: asking buyers to contact, call, message or follow the seller ("contact our support team", "WhatsApp us", "follow our page"); Amazon handles buyer questions. Covers the whole sentence; fix deletes it.', autoFix: true },
  { id: 'text.promo-claim', field: 'any', category: 'compliance', severity: 'error', severities: 'error: prices, deals (50% off, buy one get one, sale, MRP), shipping offers, stock, condition and review requests are banned. Covers the whole sentence (in a title the segment).', autoFix: false },
  { id: 'text.unproven-claim', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: #1 / No. 1 / number one, best-selling, best in the world, award-winning, star ratings and review counts need proof; in titles they are title.promo-phrase errors.', autoFix: false },
  { id: 'text.eco-claim', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: eco-friendly claims need a recognised certification.', autoFix: false },
  { id: 'text.bamboo-textile', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: bamboo textiles are usually rayon and must say so.', autoFix: false },
  { id: 'text.pesticide-claim', field: 'any', category: 'compliance', severity: 'error', severities: 'error: antibacterial, anti-mold, kills germs and similar claims need EPA registration.', autoFix: false },
  { id: 'text.health-claim', field: 'any', category: 'compliance', severity: 'error', severities: 'error: claims to cure, treat or prevent a disease; warning: FDA approved, clinically proven, doctor recommended (need documents).', autoFix: false },
  { id: 'text.guarantee', field: 'any', category: 'compliance', severity: 'error', severities: 'error: money back, full refund, satisfaction or happiness guarantees (100% Happiness Guarantee, we guarantee your satisfaction), lifetime guarantees and "we stand behind our products" promises are banned; a warranty is fine. Covers the whole sentence.', autoFix: false },
  { id: 'text.placeholder', field: 'any', category: 'compliance', severity: 'error', severities: 'error: N/A, TBD, COPY PENDING, lorem ipsum and template slots; fix deletes them.', autoFix: true },
  { id: 'text.ai-artifact', field: 'any', category: 'compliance', severity: 'error', severities: 'error: assistant refusals or preambles left in the text.', autoFix: false },
  { id: 'text.invisible-char', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: zero-width, direction and control characters split words for search and cost bytes; fix removes them.', autoFix: true },
  { id: 'text.mojibake', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: broken encoding (donâ€™t, U+FFFD) shows as garbage to buyers.', autoFix: false },
  { id: 'text.long-sentence', field: 'any', category: 'structure', severity: 'info', severities: 'info: a sentence over 40 words is hard to scan.', autoFix: false },
  { id: 'text.unsupported-claim', field: 'any', category: 'compliance', severity: 'warning', severities: 'warning: a number, material or certification in generated text that the seller\'s input does not contain (reported by unsupportedClaims, not by audit).', autoFix: false },

  { id: 'text.no-fact', field: 'any', category: 'substance', severity: 'warning', severities: 'warning: a bullet or description sentence none of whose words, besides grammar words and the product\'s name (brand, main keyword), is in the seller\'s text (without it: the title or keywords; then any number counts as a fact). It earns no length, readability or keyword credit, and lowers the substance part of the score.', autoFix: false },
  { id: 'text.repeated-sentence', field: 'any', category: 'substance', severity: 'warning', severities: 'warning: a sentence of four or more words that repeats an earlier bullet or description sentence word for word (headers ignored); whole repeated bullets are bullet.duplicate. Scored like a sentence without a fact.', autoFix: false },

  { id: 'keyword.missing', field: 'keywords', category: 'keywords', severity: 'error', severities: 'error: the main keyword\'s words are not all in the title; warning: a secondary keyword is nowhere in the listing, or a bullet keyword is not in the bullets; info: a bullet keyword is only partly in the bullets (some of its words are missing).', autoFix: false },
  { id: 'keyword.coverage', field: 'keywords', category: 'keywords', severity: 'warning', severities: 'warning: weighted coverage below 50%; info: below 80%.', autoFix: false },
];

const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));

export function ruleDefinition(id: string): RuleDefinition | undefined {
  return BY_ID.get(id);
}
