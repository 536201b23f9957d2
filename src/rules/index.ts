/**
 * The listing rules engine: policy profiles as data, the audit, safe fixes, keyword coverage and
 * the character guides. Pure TypeScript with no Node APIs; the server, the writing engine and the
 * browser all import it from here.
 */
export type { Finding, Keywords, Listing, ListingField, Range, Severity } from './types.js';
export { DEFAULT_MARKETPLACE, isMarketplace, MARKETPLACES, type Marketplace } from './marketplaces.js';
export {
  DEFAULT_PROFILE_ID, getProfile, POLICY_PROFILES,
  type BackendPolicy, type BulletPolicy, type DescriptionPolicy, type HighlightsPolicy, type PolicyProfile, type TitlePolicy,
} from './profiles.js';
export { resolveLimits, type ListingContext, type ResolvedLimits } from './limits.js';
export { codePointLength, utf8ByteLength } from './counting.js';
export { escapeRegExp } from './text/escape.js';
export { allLiteralsBetween, AROUND, findLiteral, literalBetween, type Between, type LiteralMatch } from './text/literal-between.js';
export {
  CASED_WORD_PATTERN, COMPOUND_WORD_PATTERN, CONNECTORS, FUNCTION_WORDS, LABEL_WORD_PATTERN, labelWords, lowerCompoundWords, lowerPlainWords, lowerWords, normalizeWord, PLAIN_WORD_PATTERN,
  SEARCH_TERM_WORD_PATTERN, STOPWORDS, SUBJECTIVE_OR_TEMPORARY_WORDS, spellingKey, TEMPORARY_PHRASES, wordTokens, words, type WordToken,
} from './text/words.js';
export { findEmoji, findInvisible, removeEmoji, removeInvisible } from './characters.js';
export { TEXT_PHRASE_FAMILIES, type PhraseFamily } from './phrases.js';
export { deleteBannedContent } from './fix/clean.js';
export { repeatKey } from './checks/title/word-repeat.js';
export { audit, type AuditResult } from './audit.js';
export { SCORE_WEIGHTS, type ScoreBreakdown } from './score.js';
export {
  COVERAGE_FIELD_WEIGHTS, KEYWORD_KIND_WEIGHTS, keywordCoverage,
  type CoverageField, type CoverageReport, type CoverageStatus, type KeywordCoverage, type KeywordKind,
} from './keyword-coverage.js';
export { RULES, ruleDefinition, type RuleCategory, type RuleDefinition, type RuleId } from './checks/registry.js';
export { fix, packingOf } from './fix/fix.js';
export { fitWhole, trimToLimit, type Fitted, type TrimOptions } from './text/fit.js';
export { sentenceEndAt, sentenceSpans, type SentenceSpan } from './text/sentences.js';
export { bracketsBalanced, unclosedBrackets } from './text/brackets.js';
export { lastSeen } from './text/last-seen.js';
export { packBackendTerms, type PackOptions } from './fix/backend.js';
export { guide, type Guide, type GuideOptions, type GuideState, type GuideUnit } from './guide.js';
export { unsupportedClaims } from './claims.js';
export { bankKey, KEYWORD_PRIORITIES, type BankKeyword, type KeywordPriority } from './keyword-bank/bank-keyword.js';
export { materialGuidance, type Guidance } from './guidance.js';
export {
  bankCoverage, bankPhrase, byVolume, defaultVolume, effectiveBank, phraseSpans, placedPhrases, BANK_FIELD_WEIGHTS, MATCH_KIND_WEIGHTS,
  type BankCoverage as BankCoverageReport, type BankCoverageContext, type BankCoverageRow, type BankPhrase, type MatchKind, type Placement,
} from './keyword-bank/volume-coverage.js';
