import { z } from 'zod';
import { generatedListingSchema, insightsSchema, LIMITS, promptsSchema } from './optimizer.js';
import { marketplaceSchema, profileIdSchema } from './optimizer-api.js';

/** Big enough for the largest form the field limits allow in plain text; the rest is abuse. */
export const DRAFT_LIMIT_BYTES = 128 * 1024;

const text = (max: number, label: string) => z.string({ message: `${label} must be text` }).max(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters` });

/** The optimizer form's fields as typed so far: half-typed is fine, nothing is required yet. */
export const draftInputSchema = z.object({
  title: text(LIMITS.title, 'Title'),
  bulletPoints: z.array(text(LIMITS.bullet, 'Each bullet point')).max(LIMITS.bulletSlots, { message: `At most ${LIMITS.bulletSlots} bullet points` }),
  titleMainKeyword: text(LIMITS.keywordField, 'Main keyword'),
  titleSecondaryKeywords: text(LIMITS.keywordField, 'Secondary keywords'),
  bulletKeywords: text(LIMITS.keywordField, 'Bullet keywords'),
  description: text(LIMITS.description, 'Description').optional(),
});

/**
 * The optimizer form as the seller left it (SPEC §3 user input), the profile and marketplace
 * chosen, and the prompts as edited, with the analysis they were filled from.
 */
export const draftFormSchema = z.object({
  input: draftInputSchema,
  profileId: profileIdSchema,
  marketplace: marketplaceSchema,
  prompts: promptsSchema.nullable(),
  /** The analysis the prompts were filled from. */
  promptsAnalysisId: z.uuid().nullable(),
  /** The browser's clock when the seller last changed the form. */
  savedAt: z.iso.datetime(),
});
export type DraftForm = z.infer<typeof draftFormSchema>;

/** PUT /api/optimizer/draft body and answer. */
export const saveDraftBodySchema = z.object({ form: draftFormSchema });
export const draftSavedSchema = z.object({ updated_at: z.string() });
/** DELETE /api/optimizer/draft answer. */
export const draftClearedSchema = z.object({ cleared: z.literal(true) });

/** SPEC §3 user input as stored with an analysis: no limits here, they were checked on the way in. */
const analyzedInputSchema = z.object({
  title: z.string(),
  bulletPoints: z.array(z.string()),
  titleMainKeyword: z.string(),
  titleSecondaryKeywords: z.string().default(''),
  bulletKeywords: z.string().default(''),
  description: z.string().optional(),
});

/** GET /api/optimizer/draft: the form, the analysis the flow is at, and its latest listing. */
export const draftAnswerSchema = z.object({
  form: draftFormSchema.nullable(),
  /** The latest analysis the seller has not started over from, with its insights. */
  analysis: z
    .object({
      analysis_id: z.string(),
      /** The user input that was analyzed (checked against the limits when it was). */
      input: analyzedInputSchema,
      insights: insightsSchema,
      profile: z.string(),
      marketplace: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  /** The latest listing generated from that analysis, as last saved. */
  listing: z
    .object({
      listing_id: z.string(),
      stage_3_optimization: generatedListingSchema,
      profile: z.string(),
      marketplace: z.string(),
      engine: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  updated_at: z.string().nullable(),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;
