import { z } from 'zod';
import { DEFAULT_PROFILE_ID, MARKETPLACES, POLICY_PROFILES } from '../rules/index.js';
import { auditResultSchema, guidanceSchema } from './audit.js';
import { errorSchema } from './errors.js';

/**
 * The optimizer's data shapes (SPEC §3 and §7), validated with zod at the API boundary and on
 * every LLM answer. Field names follow the SPEC verbatim, snake_case included.
 */

export const LIMITS = {
  title: 1_000,
  bullet: 2_000,
  keywordField: 1_000,
  description: 5_000,
  prompt: 20_000,
  insightText: 5_000,
  bulletSlots: 6,
  requiredBullets: 5,
} as const;

const trimmed = (max: number, label: string) =>
  z.string({ message: `${label} must be text` }).max(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters` });

export const optimizerInputSchema = z.object({
  title: trimmed(LIMITS.title, 'Title').refine((v) => v.trim().length > 0, { message: 'Title is required' }),
  bulletPoints: z
    .array(trimmed(LIMITS.bullet, 'Each bullet point'), { message: 'Bullet points must be a list of texts' })
    .max(LIMITS.bulletSlots, { message: `At most ${LIMITS.bulletSlots} bullet points` })
    .refine((bullets) => bullets.filter((b) => b.trim().length > 0).length >= LIMITS.requiredBullets, {
      message: `Fill in at least ${LIMITS.requiredBullets} bullet points`,
    }),
  titleMainKeyword: trimmed(LIMITS.keywordField, 'Main keyword').refine((v) => v.trim().length > 0, {
    message: 'Main keyword is required',
  }),
  titleSecondaryKeywords: trimmed(LIMITS.keywordField, 'Secondary keywords').default(''),
  bulletKeywords: trimmed(LIMITS.keywordField, 'Bullet keywords').default(''),
  /** Listcraft addition: the seller's current description, optional; more facts for the writer. */
  description: trimmed(LIMITS.description, 'Description').optional(),
});
export type OptimizerInput = z.infer<typeof optimizerInputSchema>;

/** SPEC §3: list-type fields may arrive as arrays or as strings. */
const listish = z.union([z.array(trimmed(LIMITS.insightText, 'Each item')).max(30), trimmed(LIMITS.insightText, 'Text')]);
const text = trimmed(LIMITS.insightText, 'Text');

export const personaSchema = z.object({
  age_range: text,
  income: text,
  education: text,
  gender: text,
  device_used: text,
  social_media: listish,
  product_user: text,
});

export const insightsSchema = z.object({
  product_name: text,
  key_features: listish,
  short_description: text,
  usage: listish,
  benefits: listish,
  why_people_buy: listish,
  target_audience: listish,
  unique_selling_points: listish,
  buyer_persona_details: personaSchema,
  buyer_persona_description: text,
  buyer_image_prompt: text,
  /** Listcraft addition: true when the persona is inferred rather than known. */
  persona_is_estimate: z.boolean().optional(),
});
export type Insights = z.infer<typeof insightsSchema>;

export const promptsSchema = z.object({
  titlePrompt: trimmed(LIMITS.prompt, 'Title prompt'),
  bulletPrompt: trimmed(LIMITS.prompt, 'Bullet prompt'),
  keywordPrompt: trimmed(LIMITS.prompt, 'Keyword prompt'),
  descriptionPrompt: trimmed(LIMITS.prompt, 'Description prompt'),
});
export type Prompts = z.infer<typeof promptsSchema>;

export const generatedListingSchema = z.object({
  optimized_titles: z.array(z.string()),
  optimized_bullet_points: z.array(z.string()),
  product_description: z.string(),
  backend_search_terms: z.string(),
});
export type GeneratedListing = z.infer<typeof generatedListingSchema>;
/** SPEC §7 `stage_3_optimization`: the generated listing, as the web calls it. */
export type Stage3 = GeneratedListing;

/** The four sections generated (concurrently, for LLMs) and reported as progress. */
export const SECTIONS = ['title', 'bullets', 'description', 'keywords'] as const;
export type Section = (typeof SECTIONS)[number];

/** Turns a list-or-string insight field into a list. */
export function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map((v) => v.trim()).filter(Boolean);
  return value
    .split(/\n|;|•|(?:^|\s)-\s/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Keyword fields are free text: commas, semicolons, pipes or new lines separate keywords. */
export function parseKeywordList(value: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (value ?? '').split(/[,;|\n]+/)) {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    const key = keyword.toLowerCase();
    if (keyword && !seen.has(key)) {
      seen.add(key);
      out.push(keyword);
    }
  }
  return out;
}

export function keywordsOf(input: Pick<OptimizerInput, 'titleMainKeyword' | 'titleSecondaryKeywords' | 'bulletKeywords'>) {
  return {
    main: input.titleMainKeyword.replace(/\s+/g, ' ').trim(),
    secondary: parseKeywordList(input.titleSecondaryKeywords),
    bullet: parseKeywordList(input.bulletKeywords),
  };
}

/** The non-empty bullets, in order. */
export const filledBullets = (input: Pick<OptimizerInput, 'bulletPoints'>) =>
  input.bulletPoints.map((b) => b.trim()).filter(Boolean);

/**
 * Everything the seller gave us: the yardstick for "was this fact in the input?" (unsupported
 * claims) and for "does this sentence state a product fact?" (the audit's substance rules).
 */
export function sourceTextOf(
  input: Pick<OptimizerInput, 'title' | 'bulletPoints' | 'titleMainKeyword' | 'titleSecondaryKeywords' | 'bulletKeywords' | 'description'>,
): string {
  return [input.title, ...input.bulletPoints, input.description ?? '', input.titleMainKeyword, input.titleSecondaryKeywords, input.bulletKeywords].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The optimizer's HTTP API (SPEC §7): /api/profiles, /api/prompts/defaults, /api/extract-insights,
// /api/generate and its event stream.

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
