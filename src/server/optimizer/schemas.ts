import { z } from 'zod';
import { DEFAULT_PROFILE_ID, MARKETPLACES, POLICY_PROFILES } from '../../rules/index.js';
import { generatedListingSchema, insightsSchema, optimizerInputSchema, promptsSchema } from '../../contract/optimizer.js';

export const profileIdSchema = z.enum(POLICY_PROFILES.map((p) => p.id) as [string, ...string[]], {
  message: `Unknown policy profile; use one of ${POLICY_PROFILES.map((p) => p.id).join(', ')}`,
});
export const marketplaceSchema = z.enum(MARKETPLACES, { message: `Unknown marketplace; use one of ${MARKETPLACES.join(', ')}` });

/** SPEC §7 body; the profile and marketplace are stored with the analysis for the generation. */
export const extractInsightsBody = z.object({
  userInput: optimizerInputSchema,
  profile: profileIdSchema.default(DEFAULT_PROFILE_ID),
  marketplace: marketplaceSchema.default('US'),
});

/** SPEC §7 insights, plus the id of the stored analysis to generate from. */
export const extractInsightsResponse = insightsSchema.extend({
  analysis_id: z.string().describe('The stored analysis; send it to POST /api/generate.'),
});

/**
 * SPEC §7 body (userInput, prompts, insights) or an analysis_id, or both. A generation builds on a
 * paid analysis of the same product text: the one named, or the seller's latest of `userInput`.
 * The stored insights are used, whatever `insights` holds; without `prompts`, the default ones are
 * filled; the profile and marketplace default to the analysis' own.
 */
export const generateBody = z
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
export type GenerateBody = z.infer<typeof generateBody>;

const findingSchema = z.object({
  rule: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  field: z.string(),
  index: z.number().optional(),
  start: z.number().optional(),
  end: z.number().optional(),
  message: z.string(),
  fix: z.string().optional(),
});

export const auditSchema = z.object({
  score: z.number(),
  breakdown: z.object({ length: z.number(), compliance: z.number(), keywords: z.number(), structure: z.number(), substance: z.number() }),
  findings: z.array(findingSchema),
  coverage: z.unknown(),
});

export const generateResponse = z.object({
  listing_id: z.string(),
  analysis_id: z.string(),
  stage_3_optimization: generatedListingSchema,
  audit: z.object({ before: auditSchema, after: auditSchema }),
  profile: z.string(),
  marketplace: z.string(),
  engine: z.string(),
  repaired: z.boolean(),
  changes: z.array(z.string()),
  /** Fields below the policy's target and what kind of fact would help; the writer never pads. */
  guidance: z.array(
    z.object({
      field: z.enum(['title', 'bullets', 'description', 'backend']),
      index: z.number().optional(),
      count: z.number(),
      unit: z.enum(['characters', 'bytes']),
      target: z.tuple([z.number(), z.number()]).readonly(),
      message: z.string(),
    }),
  ),
});
export type GenerateResponse = z.infer<typeof generateResponse>;

export const errorSchema = z.object({ message: z.string(), code: z.string(), details: z.unknown().optional() });
