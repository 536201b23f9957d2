import { z } from 'zod';
import { DEFAULT_PROFILE_ID, MARKETPLACES, POLICY_PROFILES } from '../rules/index.js';
import { auditResultSchema, guidanceSchema } from './audit.js';
import { errorSchema } from './errors.js';
import { bankCoverageSchema } from './keyword-banks.js';
import { generatedListingSchema, insightsSchema, optimizerInputSchema, promptsSchema, SECTIONS } from './optimizer.js';

/**
 * The optimizer's HTTP API (SPEC §7): /api/profiles, /api/prompts/defaults, /api/extract-insights,
 * /api/generate and its event stream. Apart from optimizer.ts, whose data shapes the writer and the
 * browser's first pages use without the policy profiles these schemas need.
 */
export const profileIdSchema = z.enum(POLICY_PROFILES.map((p) => p.id) as [string, ...string[]], {
  message: `Unknown policy profile; use one of ${POLICY_PROFILES.map((p) => p.id).join(', ')}`,
});
export const marketplaceSchema = z.enum(MARKETPLACES, { message: `Unknown marketplace; use one of ${MARKETPLACES.join(', ')}` });

/** GET /api/profiles: the policy profiles a listing can be written for. */
export const profilesSchema = z.array(z.object({ id: z.string(), name: z.string(), effectiveDate: z.string(), source: z.string(), isDefault: z.boolean() }));
export type ProfileSummary = z.infer<typeof profilesSchema>[number];

/** GET /api/prompts/defaults query; answered with `promptsSchema`. */
export const promptDefaultsQuerySchema = z.object({ profile: profileIdSchema.default(DEFAULT_PROFILE_ID), marketplace: marketplaceSchema.default('US') });

/** SPEC §7 POST /api/extract-insights body; the profile and marketplace are stored with the analysis for the generation. */
export const extractInsightsBodySchema = z.object({
  userInput: optimizerInputSchema,
  profile: profileIdSchema.default(DEFAULT_PROFILE_ID),
  marketplace: marketplaceSchema.default('US'),
});
export type ExtractInsightsBody = z.input<typeof extractInsightsBodySchema>;

/** SPEC §7 insights, plus the id of the stored analysis to generate from. */
export const analysisAnswerSchema = insightsSchema.extend({
  analysis_id: z.string().describe('The stored analysis; send it to POST /api/generate.'),
});
export type AnalysisAnswer = z.infer<typeof analysisAnswerSchema>;

/**
 * SPEC §7 POST /api/generate body (userInput, prompts, insights) or an analysis_id, or both. A
 * generation builds on a paid analysis of the same product text: the one named, or the seller's
 * latest of `userInput`. The stored insights are used, whatever `insights` holds; without
 * `prompts`, the default ones are filled; the profile and marketplace default to the analysis' own.
 */
export const generateBodySchema = z
  .object({
    analysis_id: z.uuid({ message: 'analysis_id must be the id that POST /api/extract-insights returned' }).optional(),
    userInput: optimizerInputSchema.optional(),
    prompts: promptsSchema.optional(),
    insights: insightsSchema.optional(),
    profile: profileIdSchema.optional(),
    marketplace: marketplaceSchema.optional(),
  })
  .refine((body) => body.analysis_id !== undefined || body.userInput !== undefined, {
    message: 'Send the analysis_id of a paid analysis, or the userInput that was analyzed',
    path: ['userInput'],
  });
/** What a client sends. */
export type GenerateRequest = z.input<typeof generateBodySchema>;
/** What the server works with, defaults applied. */
export type GenerateBody = z.output<typeof generateBodySchema>;

/** POST /api/generate's answer, and the data of the `result` event of its stream. */
export const generateResultSchema = z.object({
  listing_id: z.string(),
  analysis_id: z.string(),
  stage_3_optimization: generatedListingSchema,
  audit: z.object({ before: auditResultSchema, after: auditResultSchema }),
  profile: z.string(),
  marketplace: z.string(),
  engine: z.string(),
  repaired: z.boolean(),
  /** What the writer left out of the seller's text and what the rules changed, in words a seller can read. */
  changes: z.array(z.string()),
  /** Fields below the policy's target and what kind of fact would help; the writer never pads. */
  guidance: z.array(guidanceSchema),
  /** Present when a keyword bank was used: volume-weighted coverage of the original and the rewrite. */
  bank_coverage: z.object({ before: bankCoverageSchema, after: bankCoverageSchema }).optional(),
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

/**
 * The events of POST /api/generate with `Accept: text/event-stream`, once the credit is taken:
 * `progress` as each section is written (first with section null), then one `result`, or one
 * `error` with the ordinary error body.
 */
export const generateProgressEventSchema = z.object({
  section: z.enum(SECTIONS).nullable(),
  completed: z.array(z.enum(SECTIONS)),
  total: z.number(),
});
export type GenerateProgressEvent = z.infer<typeof generateProgressEventSchema>;

export const generateEventSchemas = {
  progress: generateProgressEventSchema,
  result: generateResultSchema,
  error: errorSchema,
} as const;
export type GenerateEventName = keyof typeof generateEventSchemas;
export type GenerateEvent = { [K in GenerateEventName]: { event: K; data: z.infer<(typeof generateEventSchemas)[K]> } }[GenerateEventName];
