import { keywordCoverage, type CoverageReport } from './coverage.js';
import { resolveLimits, type ListingContext } from './limits.js';
import { sentencesCache } from './prose.js';
import type { PolicyProfile } from './profiles.js';
import { auditBackend } from './rules/backend.js';
import { auditBullets } from './rules/bullets.js';
import type { AuditContext } from './rules/context.js';
import { auditDescription } from './rules/description.js';
import { auditHighlights } from './rules/highlights.js';
import { auditKeywords } from './rules/keywords.js';
import { auditSubstance } from './rules/substance.js';
import { auditTitle } from './rules/title.js';
import { scoreListing, type ScoreBreakdown } from './score.js';
import { readSubstance, substanceOf } from './substance.js';
import type { Finding, Keywords, Listing } from './types.js';
import { lowerWordsCache } from './words.js';

export interface AuditResult {
  /** 0–100. */
  score: number;
  breakdown: ScoreBreakdown;
  findings: Finding[];
  coverage: CoverageReport;
}

/** Checks a listing against one policy profile. Pure and synchronous; never throws on text. */
export function audit(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, context: ListingContext = {}): AuditResult {
  const limits = resolveLimits(profile, context);
  const wordsOf = lowerWordsCache();
  const sentencesOf = sentencesCache();
  const substance = readSubstance(listing, keywords, context.source, sentencesOf);
  // Keywords count only where a sentence says something: one placed in filler earns nothing.
  const counted = substanceOf(listing, substance);
  const coverage = keywordCoverage(counted, keywords, wordsOf);
  const ctx: AuditContext = { listing, factual: counted, keywords, profile, limits, coverage, wordsOf, sentencesOf };
  const findings: Finding[] = [];
  auditTitle(ctx, findings);
  auditHighlights(ctx, findings);
  auditBullets(ctx, findings);
  auditDescription(ctx, findings);
  auditBackend(ctx, findings);
  auditKeywords(ctx, findings);
  auditSubstance(listing, substance, findings);
  const { score, breakdown } = scoreListing(counted, limits, findings, coverage, substance, sentencesOf);
  return { score, breakdown, findings, coverage };
}
