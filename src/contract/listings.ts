import { z } from 'zod';
import { AMAZON_PUBLISH_REASONS, AMAZON_PUBLISH_STATUSES } from './amazon-publish-states.js';

/** SPEC §3: generated_title joins the title variants with this; the first variant is the one shown. */
export const TITLE_SEPARATOR = ' | ';

/**
 * The listing's newest Amazon publish (issue 15), or null when it was never published. `id` is the
 * submission's: GET /api/amazon/submissions/:id re-checks a `submitted` one on Amazon.
 */
export const amazonPublishStateSchema = z.object({
  id: z.string(),
  status: z.enum(AMAZON_PUBLISH_STATUSES),
  reason: z.enum(AMAZON_PUBLISH_REASONS).nullable(),
  sku: z.string(),
  marketplace: z.string(),
  /** When the publish last changed (submitted, then accepted or refused). */
  at: z.string(),
  issues_count: z.number().int(),
});
export type AmazonPublishState = z.infer<typeof amazonPublishStateSchema>;

/** A saved listing as GET/PUT /api/listings/:id answer it. */
export const listingSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  original_title: z.string(),
  original_bullets: z.array(z.string()),
  generated_title: z.string().describe(`The title variants joined by "${TITLE_SEPARATOR}"`),
  generated_bullets: z.array(z.string()),
  generated_description: z.string(),
  generated_keywords: z.array(z.string()),
  title_main_keyword: z.string(),
  title_secondary_keywords: z.string(),
  bullet_keywords: z.string(),
  insights: z.unknown(),
  prompts: z.unknown(),
  policy_profile: z.string(),
  marketplace: z.string(),
  engine: z.string(),
  original_score: z.number(),
  audit_score: z.number(),
  amazon_publish: amazonPublishStateSchema.nullable(),
  /** The Amazon SKU this listing was generated from (its import), so the publish dialog can start there. */
  amazon_import: z.object({ sku: z.string(), marketplace: z.string() }).nullable(),
});
export type ListingDetails = z.infer<typeof listingSchema>;

/** One row of the dashboard list. */
export const listingSummarySchema = listingSchema.pick({
  id: true,
  created_at: true,
  original_title: true,
  generated_title: true,
  original_score: true,
  audit_score: true,
  policy_profile: true,
  amazon_publish: true,
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** The message of a cursor that was not one this API handed out. */
export const CURSOR_INVALID = 'The page cursor is not valid.';

/** GET /api/listings query: newest first, a page at a time. */
export const listingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200, { message: CURSOR_INVALID }).optional(),
});
export type ListingsQuery = z.input<typeof listingsQuerySchema>;

/** GET /api/listings answer; `nextCursor` is null on the last page. */
export const listingPageSchema = z.object({ listings: z.array(listingSummarySchema), nextCursor: z.string().nullable() });
export type ListingPage = z.infer<typeof listingPageSchema>;

export const listingParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Far more than any marketplace field holds, yet small enough that re-scoring an edit stays a few
 * milliseconds of the event loop (150 KB of search terms took 30 ms, and every other user waited).
 */
export const KEYWORDS_MAX_CHARS = 5_000;

/** SPEC §7 PUT /api/listings/:id body. Keywords may also come as one space-separated string (SPEC §3 allows both). */
export const listingEditSchema = z.object({
  generated_title: z.string().max(2_000, { message: 'Title must be at most 2,000 characters' }),
  generated_bullets: z.array(z.string().max(2_000, { message: 'Each bullet must be at most 2,000 characters' })).max(10, { message: 'At most 10 bullets' }),
  generated_description: z.string().max(10_000, { message: 'Description must be at most 10,000 characters' }),
  generated_keywords: z
    .union([z.array(z.string().max(500)).max(300), z.string().max(KEYWORDS_MAX_CHARS)])
    .refine((value) => (Array.isArray(value) ? value.join(' ') : value).length <= KEYWORDS_MAX_CHARS, {
      message: `Search terms must be at most ${KEYWORDS_MAX_CHARS.toLocaleString('en-US')} characters in all`,
    })
    .transform((value) => (Array.isArray(value) ? value : value.split(/\s+/)).map((k) => k.trim()).filter(Boolean)),
});
/** What the web sends. */
export type ListingEdit = z.input<typeof listingEditSchema>;
/** What the server stores: the keywords as a list. */
export type ListingEditParsed = z.output<typeof listingEditSchema>;
