import type { RuleDefinition, RuleModule } from './define.js';
import backendAsin from './backend/asin.js';
import backendBrand from './backend/brand.js';
import backendBytes from './backend/bytes.js';
import backendDuplicateWord from './backend/duplicate-word.js';
import backendPunctuation from './backend/punctuation.js';
import backendRepeatsBullets from './backend/repeats-bullets.js';
import backendRepeatsTitle from './backend/repeats-title.js';
import backendStopword from './backend/stopword.js';
import backendSubjectiveOrTemporary from './backend/subjective-or-temporary.js';
import backendUppercase from './backend/uppercase.js';
import bulletAsin from './bullet/asin.js';
import bulletCount from './bullet/count.js';
import bulletDuplicate from './bullet/duplicate.js';
import bulletEmoji from './bullet/emoji.js';
import bulletEmpty from './bullet/empty.js';
import bulletForbiddenSymbol from './bullet/forbidden-symbol.js';
import bulletLength from './bullet/length.js';
import descriptionHtml from './description/html.js';
import descriptionLength from './description/length.js';
import highlightsLength from './highlights/length.js';
import highlightsTitleTooLong from './highlights/title-too-long.js';
import highlightsUnsupported from './highlights/unsupported.js';
import keywordCoverage from './keyword/coverage.js';
import keywordExcludedPresent from './keyword/excluded-present.js';
import keywordMissing from './keyword/missing.js';
import keywordMustHaveMissing from './keyword/must-have-missing.js';
import textAiArtifact from './text/ai-artifact.js';
import textBambooTextile from './text/bamboo-textile.js';
import textContactInfo from './text/contact-info.js';
import textContactRequest from './text/contact-request.js';
import textEcoClaim from './text/eco-claim.js';
import textGuarantee from './text/guarantee.js';
import textHealthClaim from './text/health-claim.js';
import textInvisibleChar from './text/invisible-char.js';
import textLongSentence from './text/long-sentence.js';
import textMojibake from './text/mojibake.js';
import textNoFact from './text/no-fact.js';
import textPesticideClaim from './text/pesticide-claim.js';
import textPlaceholder from './text/placeholder.js';
import textPromoClaim from './text/promo-claim.js';
import textRepeatedSentence from './text/repeated-sentence.js';
import textUnprovenClaim from './text/unproven-claim.js';
import textUnsupportedClaim from './text/unsupported-claim.js';
import titleAllCaps from './title/all-caps.js';
import titleDecorativeChar from './title/decorative-char.js';
import titleEmoji from './title/emoji.js';
import titleEmpty from './title/empty.js';
import titleForbiddenChar from './title/forbidden-char.js';
import titleLength from './title/length.js';
import titlePromoPhrase from './title/promo-phrase.js';
import titleStyleChar from './title/style-char.js';
import titleWordRepeat from './title/word-repeat.js';

export type { RuleCategory, RuleDefinition, RuleField, RuleModule } from './define.js';

/**
 * Every rule the audit can report, one module each under <field>/<name>.ts (the id is field.name).
 * Adding a rule is adding its file and one line here.
 *
 * The order is the order of findings: for each text of a field (the title, each bullet ...), its
 * field's rules and then the `any` rules, in this order; `listing` rules last.
 *
 * Severity follows one principle: `error` for what Amazon suppresses, rewrites or ignores (hard
 * limits, banned content), `warning` for what costs ranking or needs proof, `info` for advice.
 */
export const RULES = [
  titleEmpty, titleLength, titleForbiddenChar, titleDecorativeChar, titleStyleChar, titleEmoji, titleWordRepeat, titleAllCaps,

  highlightsUnsupported, highlightsLength, highlightsTitleTooLong,

  bulletCount, bulletEmpty, bulletDuplicate, bulletLength, bulletForbiddenSymbol, bulletEmoji, bulletAsin,

  descriptionLength, descriptionHtml,

  backendBytes, backendPunctuation, backendAsin, backendStopword, backendSubjectiveOrTemporary, backendBrand, backendDuplicateWord, backendRepeatsTitle, backendUppercase, backendRepeatsBullets,

  textInvisibleChar, textMojibake, textContactInfo, textContactRequest, textPlaceholder, textGuarantee, titlePromoPhrase, textPromoClaim, textUnprovenClaim, textEcoClaim, textPesticideClaim, textHealthClaim, textAiArtifact, textBambooTextile, textLongSentence,

  keywordMissing, keywordMustHaveMissing, keywordExcludedPresent, keywordCoverage, textNoFact, textRepeatedSentence,

  textUnsupportedClaim,
] as const satisfies readonly RuleModule[];

/** The id of a registered rule: the only values `Finding.rule` can take. */
export type RuleId = (typeof RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, RuleDefinition<RuleId>> = new Map(RULES.map((rule) => [rule.id, rule]));

export function ruleDefinition(id: string): RuleDefinition<RuleId> | undefined {
  return BY_ID.get(id);
}
