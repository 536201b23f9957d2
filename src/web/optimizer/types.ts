import type { AuditResult } from '../../rules/audit';
import type { Guidance } from '../../rules/guidance';
import type { Insights, Prompts, Section } from '../../contract/optimizer';

export type { Insights, Prompts, Section };

/** SPEC §3 optimizer user input: 6 bullet slots at most, 5 required. */
export interface OptimizerInput {
  title: string;
  bulletPoints: string[];
  titleMainKeyword: string;
  titleSecondaryKeywords: string;
  bulletKeywords: string;
  /** Listcraft addition: the seller's current description, optional; its facts can fill the new one. */
  description?: string;
}

export const REQUIRED_BULLETS = 5;
export const MAX_BULLETS = 6;

export const emptyInput = (): OptimizerInput => ({
  title: '',
  bulletPoints: Array.from({ length: REQUIRED_BULLETS }, () => ''),
  titleMainKeyword: '',
  titleSecondaryKeywords: '',
  bulletKeywords: '',
  description: '',
});

export interface Stage3 {
  optimized_titles: string[];
  optimized_bullet_points: string[];
  product_description: string;
  backend_search_terms: string;
}

/** The answer of POST /api/generate (and the `result` event of its stream). */
export interface GenerateResult {
  listing_id?: string | null;
  analysis_id?: string;
  stage_3_optimization?: Stage3;
  audit?: { before: AuditResult; after: AuditResult };
  profile?: string;
  marketplace?: string;
  engine?: string;
  /** What the writer left out of the seller's text and what the rules changed, in words a seller can read. */
  changes?: string[];
  /** Fields below the policy's target and what kind of fact would help (the writer never pads). */
  guidance?: Guidance[];
}

/** The optimizer form as kept on the server (PUT /api/optimizer/draft). */
export interface DraftForm {
  input: OptimizerInput;
  profileId: string;
  marketplace: string;
  prompts: Prompts | null;
  /** The analysis the prompts were filled from. */
  promptsAnalysisId: string | null;
  savedAt: string;
}

/** GET /api/optimizer/draft: the form, the analysis the flow is at, and its latest listing. */
export interface DraftAnswer {
  form: DraftForm | null;
  analysis: { analysis_id: string; input: OptimizerInput; insights: Insights; profile: string; marketplace: string; created_at: string } | null;
  listing: { listing_id: string; stage_3_optimization: Stage3; profile: string; marketplace: string; engine: string; created_at: string } | null;
  updated_at: string | null;
}
