import type { Keywords } from '../rules/types.js';
import type { ResolvedLimits } from '../rules/limits.js';
import type { PolicyProfile } from '../rules/profiles.js';
import type { GeneratedListing, Insights, OptimizerInput, Prompts, Section } from '../contract/optimizer.js';

/** What every writing engine receives for one generation. */
export interface GenerationRequest {
  input: OptimizerInput;
  /** The prompts as the seller edited them (already filled). LLM engines follow them; the built-in writer follows the rules directly. */
  prompts: Prompts;
  insights: Insights;
  keywords: Keywords;
  profile: PolicyProfile;
  limits: ResolvedLimits;
}

/**
 * What an engine hands back: the listing, plus what it deliberately left out of the seller's text
 * and why (e.g. "Bullet 4: removed a phone number; contact details are not allowed"), so the
 * seller sees every removal.
 */
export interface EngineDraft extends GeneratedListing {
  changes?: string[];
}

export interface EngineContext {
  /** Aborts the work (timeout, client gone). */
  signal?: AbortSignal;
  /** Called as each section is finished, for progress events. */
  onSection?: (section: Section) => void;
}

/**
 * One interface for the built-in offline writer and the LLM providers. The result is raw: the
 * optimizer then audits it, asks an LLM once more about violations, and applies the safe fixes
 * (src/writer/guarantee/compliant-listing.ts), so every engine's output obeys the rules.
 */
export interface WritingEngine {
  /** Stored with each listing: `builtin`, or `provider:model`. */
  readonly id: string;
  extractInsights(input: OptimizerInput, context?: EngineContext): Promise<Insights>;
  generate(request: GenerationRequest, context?: EngineContext): Promise<EngineDraft>;
  /**
   * Optional second chance for LLMs: regenerate only the sections with rule violations, with the
   * violations named. Engines that cannot repair leave it undefined.
   */
  repair?(
    request: GenerationRequest,
    draft: GeneratedListing,
    violations: { section: Section; messages: string[] }[],
    context?: EngineContext,
  ): Promise<GeneratedListing>;
}
