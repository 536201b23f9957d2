import { audit, getProfile, resolveLimits, type AuditResult, type Guidance, type ListingContext, type Marketplace } from '../rules/index.js';
import { filledBullets, keywordsOf, sourceTextOf, type GeneratedListing, type Insights, type OptimizerInput, type Prompts } from '../contract/optimizer.js';
import type { WritingEngine } from './engine.js';
import { writeCompliantListing } from './guarantee.js';
import { defaultPrompts, fillPrompts } from './prompts/templates.js';

/** The seller's listing as they gave it, audited against the same profile as the result. */
export function auditOriginal(input: OptimizerInput, profileId: string, context: ListingContext): AuditResult {
  return audit({ title: input.title.trim(), bullets: filledBullets(input) }, keywordsOf(input), getProfile(profileId), { ...context, source: sourceTextOf(input) });
}

export interface OptimizeResult {
  insights: Insights;
  prompts: Prompts;
  output: GeneratedListing;
  audit: { before: AuditResult; after: AuditResult };
  repaired: boolean;
  changes: string[];
  guidance: Guidance[];
}

/**
 * The whole optimizer without accounts or credits: analyse, fill the default prompts, write a
 * compliant listing. Used by `npm run optimize` and the benchmark; the API runs the same steps
 * with a charge around each.
 */
export async function optimize(
  engine: WritingEngine,
  input: OptimizerInput,
  options: { profile?: string; marketplace?: Marketplace } = {},
): Promise<OptimizeResult> {
  const profile = getProfile(options.profile);
  const context = { marketplace: options.marketplace ?? 'US' };
  const limits = resolveLimits(profile, context);
  const insights = await engine.extractInsights(input);
  const prompts = fillPrompts(defaultPrompts(limits), input, insights);
  const result = await writeCompliantListing(
    engine,
    { input, prompts, insights, keywords: keywordsOf(input), profile, limits },
    { listingContext: context },
  );
  return {
    insights,
    prompts,
    output: result.output,
    audit: { before: auditOriginal(input, profile.id, context), after: result.audit },
    repaired: result.repaired,
    changes: result.changes,
    guidance: result.guidance,
  };
}
