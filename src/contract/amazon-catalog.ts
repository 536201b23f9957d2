import { z } from 'zod';
import { marketplaceSchema } from './optimizer-api.js';

/**
 * Amazon's own catalog data (issue 26): a product type's rules from the Product Type Definitions
 * API, and the seller's Brand Analytics search data read into a keyword bank.
 */

const namedAttributeSchema = z.object({
  /** Amazon's attribute name (item_name, bullet_point, …). */
  attribute: z.string(),
  /** What Amazon calls it for this product type. */
  title: z.string(),
});

/** A product type's rules for one listing, from its schema; null limits where the schema sets none. */
export const categoryRulesSchema = z.object({
  productType: z.string(),
  displayName: z.string(),
  /** Amazon's version of the schema. */
  version: z.string(),
  limits: z.object({
    titleMaxChars: z.number().nullable(),
    titleMaxBytes: z.number().nullable(),
    bulletMaxChars: z.number().nullable(),
    bulletMaxCount: z.number().nullable(),
    descriptionMaxChars: z.number().nullable(),
    backendMaxBytes: z.number().nullable(),
  }),
  /** Attributes the product type requires that the listing lacks. */
  missingRequired: z.array(namedAttributeSchema),
  /** Attributes of the product type's details the listing lacks: not required, worth filling. */
  missingRecommended: z.array(namedAttributeSchema),
  /** What the listing (with the draft in it) breaks, checked locally against the schema. */
  problems: z.array(z.object({ attribute: z.string(), field: z.enum(['title', 'bullets', 'description', 'keywords']).nullable(), message: z.string() })),
});
export type CategoryRules = z.infer<typeof categoryRulesSchema>;

/** POST /api/amazon/items/:sku/check body: the draft text to check against the product type's schema. */
export const categoryCheckRequestSchema = z.object({
  title: z.string().max(2_000).optional(),
  bullets: z.array(z.string().max(2_000)).max(10).optional(),
  description: z.string().max(10_000).optional(),
  keywords: z.string().max(2_000).optional(),
});

export const BRAND_ANALYTICS_REPORTS = ['search-query-performance', 'search-terms'] as const;

/** POST /api/amazon/brand-analytics body. */
export const brandAnalyticsRequestSchema = z.object({
  bankId: z.string().uuid({ message: 'Choose a keyword bank' }),
  marketplace: marketplaceSchema,
  report: z.enum(BRAND_ANALYTICS_REPORTS),
  /** The Sunday a reporting week starts (Amazon's weeks run Sunday to Saturday). */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The week starts on a date, YYYY-MM-DD' }),
  /** Search Query Performance: the ASINs to report on (Amazon takes up to 18 in 200 characters). */
  asins: z.array(z.string().regex(/^[A-Z0-9]{10}$/, { message: 'An ASIN is 10 capital letters and digits' })).max(18).optional(),
});

/** A Brand Analytics import and where it stands. */
export const brandAnalyticsImportSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  marketplace: z.string(),
  report: z.enum(BRAND_ANALYTICS_REPORTS),
  weekStart: z.string(),
  weekEnd: z.string(),
  /**
   * requested: Amazon is building the report; importing: Listcraft is reading Amazon's document
   * in the background (see rows and termsKept); imported: its terms are in the bank; failed: see message.
   */
  status: z.enum(['requested', 'importing', 'imported', 'failed']),
  /** Report rows read so far (while importing) or in all (once imported). */
  rows: z.number().nullable(),
  /** The seller's terms kept from those rows so far (while importing) or in all. */
  termsKept: z.number().nullable(),
  /** The bank's terms added and merged (once imported). */
  added: z.number().nullable(),
  merged: z.number().nullable(),
  message: z.string().nullable(),
});
export type BrandAnalyticsImport = z.infer<typeof brandAnalyticsImportSchema>;

/** GET /api/amazon/brand-analytics?bankId= query. */
export const brandAnalyticsListQuerySchema = z.object({ bankId: z.string().uuid({ message: 'Choose a keyword bank' }) });

/** A bank's Brand Analytics imports, newest first (the page shows the newest after a reload). */
export const brandAnalyticsImportListSchema = z.object({ imports: z.array(brandAnalyticsImportSchema) });
export type BrandAnalyticsImportList = z.infer<typeof brandAnalyticsImportListSchema>;
