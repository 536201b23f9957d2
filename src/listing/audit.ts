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
import { auditTitle } from './rules/title.js';
import { scoreListing, type ScoreBreakdown } from './score.js';
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
  const coverage = keywordCoverage(listing, keywords, wordsOf);
  const sentencesOf = sentencesCache();
  const ctx: AuditContext = { listing, keywords, profile, limits, coverage, wordsOf, sentencesOf };
  const findings: Finding[] = [];
  auditTitle(ctx, findings);
  auditHighlights(ctx, findings);
  auditBullets(ctx, findings);
  auditDescription(ctx, findings);
  auditBackend(ctx, findings);
  auditKeywords(ctx, findings);
  const { score, breakdown } = scoreListing(listing, limits, findings, coverage, sentencesOf);
  return { score, breakdown, findings, coverage };
}
