import {
  effectiveBank,
  getProfile,
  materialGuidance,
  resolveLimits,
  unsupportedClaims,
  type AuditResult,
  type BankKeyword,
  type Guidance,
  type ListingContext,
  type Marketplace,
} from '../rules/index.js';
import {
  insightsSchema,
  keywordsOf,
  sourceTextOf,
  type GeneratedListing,
  type Insights,
  type OptimizerInput,
  type Prompts,
  type Section,
} from '../contract/optimizer.js';
import type { BankCoverage } from '../contract/keyword-banks.js';
import type { WritingEngine } from './engine.js';
import { auditOnce } from './audit-once.js';
import { bankCoverageOf } from './bank-coverage.js';
import { toListing, writeCompliantListing } from './guarantee/compliant-listing.js';
import { keepBetterFields, notesThatHold, removedBulletsIn, removedLinesIn, sellerListing } from './never-worse.js';
import { sellerText } from './guarantee/seller-text.js';
import { shownTermsNote, withoutShownTerms } from './shown-search-terms.js';
import { defaultPrompts, fillPrompts } from './prompts/templates.js';

/**
 * "Optimize a listing", the one use case behind `POST /api/extract-insights` + `POST /api/generate`
 * and `npm run optimize`. The API wraps each step in a charge and saves the result; the CLI runs
 * both steps in a row. Neither re-states what happens in between.
 */

/** The seller's listing as they gave it, audited against the same profile as the result. */
export function auditOriginal(input: OptimizerInput, profileId: string, context: ListingContext, bank?: BankKeyword[]): AuditResult {
  const keywords = { ...keywordsOf(input), ...(bank ? { bank } : {}) };
  return auditOnce(sellerListing(input), keywords, getProfile(profileId), { ...context, source: sourceTextOf(input) });
}

/** Step 1: what the product is and who buys it, checked against the contract whatever the engine. */
export async function analyseListing(engine: WritingEngine, input: OptimizerInput, options: { signal?: AbortSignal } = {}): Promise<Insights> {
  return insightsSchema.parse(await engine.extractInsights(input, { signal: options.signal }));
}

export interface WriteRequest {
  input: OptimizerInput;
  insights: Insights;
  /** A policy profile id; the default profile when absent. */
  profile?: string;
  marketplace?: Marketplace;
  /** The seller's own prompts; the profile's default ones, filled in, when absent. */
  prompts?: Prompts;
  /** The seller's keyword bank (issue 13), resolved by the caller from `input.keywordBankId`. */
  bank?: BankKeyword[];
}

export interface WrittenListing {
  profile: string;
  marketplace: Marketplace;
  prompts: Prompts;
  output: GeneratedListing;
  audit: { before: AuditResult; after: AuditResult };
  repaired: boolean;
  changes: string[];
  guidance: Guidance[];
  /** Volume-weighted coverage of the original and the rewrite, when a bank was used. */
  bankCoverage?: { before: BankCoverage; after: BankCoverage };
}

/** Step 2: a rule-compliant listing from the analysed insights, with the seller's original audited beside it. */
export async function writeOptimizedListing(
  engine: WritingEngine,
  request: WriteRequest,
  options: { signal?: AbortSignal; onSection?: (section: Section) => void } = {},
): Promise<WrittenListing> {
  const { input, insights } = request;
  const profile = getProfile(request.profile);
  const listingContext = { marketplace: request.marketplace ?? 'US' };
  const limits = resolveLimits(profile, listingContext);
  const prompts = request.prompts ?? fillPrompts(defaultPrompts(limits), input, insights);
  const result = await writeCompliantListing(
    engine,
    { input, prompts, insights, keywords: { ...keywordsOf(input), ...(request.bank ? { bank: request.bank } : {}) }, profile, limits },
    { signal: options.signal, onSection: options.onSection, listingContext },
  );
  const keywords = { ...keywordsOf(input), ...(request.bank ? { bank: request.bank } : {}) };
  const bank = effectiveBank(keywords);
  const original = sellerListing(input);
  // Never below the input (issue 23): a field the score rates lower than the seller's own goes back to theirs.
  const where = { ...listingContext, source: sourceTextOf(input) };
  const kept = keepBetterFields(result.output, { input, keywords, profile, where, removedBullets: removedBulletsIn(result.changes), removedLines: removedLinesIn(result.changes) });
  const shown = withoutShownTerms(kept.output, keywords, input.searchTerms);
  const output = shown.output;
  const same = JSON.stringify(output) === JSON.stringify(result.output);
  const after =
    same
      ? result.audit
      : (() => {
          const audited = auditOnce(toListing(output), keywords, profile, where);
          return { ...audited, findings: [...audited.findings, ...unsupportedClaims(toListing(output), sellerText(sourceTextOf(input)).text)] };
        })();
  return {
    profile: profile.id,
    marketplace: listingContext.marketplace,
    prompts,
    output,
    audit: { before: auditOriginal(input, profile.id, listingContext, request.bank), after },
    repaired: result.repaired,
    changes: [...notesThatHold(result.changes, kept.changes), ...kept.changes, ...(shown.dropped.length > 0 ? [shownTermsNote(shown.dropped)] : [])],
    guidance: same ? result.guidance : materialGuidance(toListing(output), limits),
    ...(bank ? { bankCoverage: bankCoverageOf(original, toListing(output), bank, limits.backend.maxBytes) } : {}),
  };
}

export type OptimizeResult = WrittenListing & { insights: Insights };

/** Both steps in a row, without accounts or credits: `npm run optimize` and the benchmarks. */
export async function optimizeListing(
  engine: WritingEngine,
  input: OptimizerInput,
  options: { profile?: string; marketplace?: Marketplace } = {},
): Promise<OptimizeResult> {
  const insights = await analyseListing(engine, input);
  return { insights, ...(await writeOptimizedListing(engine, { input, insights, ...options })) };
}
