import { z } from 'zod';
import { listingParamsSchema, listingSchema } from './listings.js';

/**
 * Listing versions (issue 15): every generation, edit, import, publish and restore of a saved
 * listing adds a numbered version; the history is read, compared and restored through
 * /api/listings/:id/versions.
 */

/** Where a version's text came from. A restore is a new version, never a rewrite of an old one. */
export const LISTING_VERSION_SOURCES = ['imported', 'generated', 'edited', 'published', 'restored'] as const;
export const listingVersionSourceSchema = z.enum(LISTING_VERSION_SOURCES);
export type ListingVersionSource = z.infer<typeof listingVersionSourceSchema>;

/**
 * What a version holds: the text a seller can change and publish. `title` is the listing's title
 * as stored, its variants joined by " | "; `search_terms` are the backend search terms, one word
 * or phrase per entry.
 */
export const listingVersionFieldsSchema = z.object({
  title: z.string(),
  bullets: z.array(z.string()),
  description: z.string(),
  search_terms: z.array(z.string()),
});
export type ListingVersionFields = z.infer<typeof listingVersionFieldsSchema>;

/** One row of the history: which version, from where, when and by whom, and what it changed. */
export const listingVersionSummarySchema = z.object({
  version: z.number().int(),
  source: listingVersionSourceSchema,
  created_at: z.string(),
  /** The name shown for the person who made it (display name, else account name). */
  by: z.string(),
  /** Restores only: the version whose text this one brought back. */
  restored_from: z.number().int().nullable(),
  /** A short sentence such as "Title and bullet 2 changed", against the version before it. */
  summary: z.string(),
});
export type ListingVersionSummary = z.infer<typeof listingVersionSummarySchema>;

/** The newest versions kept in one answer of the history. */
export const VERSION_HISTORY_LIMIT = 100;

/** GET /api/listings/:id/versions: newest first; `total` counts every version of the listing. */
export const listingVersionListSchema = z.object({ versions: z.array(listingVersionSummarySchema), total: z.number().int() });
export type ListingVersionList = z.infer<typeof listingVersionListSchema>;

/** GET /api/listings/:id/versions/:version. */
export const listingVersionSchema = listingVersionSummarySchema.extend({ fields: listingVersionFieldsSchema });
export type ListingVersion = z.infer<typeof listingVersionSchema>;

export const VERSION_NUMBER_MESSAGE = 'A version is a whole number from 1.';
const versionNumberSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, { message: VERSION_NUMBER_MESSAGE })
  .transform(Number);

export const listingVersionParamsSchema = listingParamsSchema.extend({ version: versionNumberSchema });

/** GET /api/listings/:id/versions/diff?from=&to= */
export const listingVersionDiffQuerySchema = z.object({
  from: z.string({ message: 'Say which version to compare from (from=1).' }).pipe(versionNumberSchema),
  to: z.string({ message: 'Say which version to compare to (to=2).' }).pipe(versionNumberSchema),
});

/** A run of words the two versions share (`equal`), or that only the newer (`insert`) or older (`delete`) has. */
export const textChangeSchema = z.object({ op: z.enum(['equal', 'insert', 'delete']), text: z.string() });
export type TextChange = z.infer<typeof textChangeSchema>;

export const DIFF_FIELDS = ['title', 'bullet', 'description', 'search_terms'] as const;

/**
 * One field compared: bullets one entry per position (bullet 1 with bullet 1, …). `added` and
 * `removed` say the field is empty or missing on one side; `changes` spell the words out.
 */
export const fieldDiffSchema = z.object({
  field: z.enum(DIFF_FIELDS),
  /** Bullets only: 1-based position. */
  position: z.number().int().nullable(),
  label: z.string(),
  status: z.enum(['unchanged', 'changed', 'added', 'removed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changes: z.array(textChangeSchema),
});
export type FieldDiff = z.infer<typeof fieldDiffSchema>;

/** GET /api/listings/:id/versions/diff answer. */
export const listingVersionDiffSchema = z.object({
  from: listingVersionSummarySchema,
  to: listingVersionSummarySchema,
  fields: z.array(fieldDiffSchema),
});
export type ListingVersionDiff = z.infer<typeof listingVersionDiffSchema>;

/** POST /api/listings/:id/versions/:version/restore answer: the new version and the listing as it now is. */
export const listingRestoreSchema = z.object({ version: listingVersionSummarySchema, listing: listingSchema });
export type ListingRestore = z.infer<typeof listingRestoreSchema>;
