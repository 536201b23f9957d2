import { z } from 'zod';
import { findingSchema, auditResultSchema } from './audit.js';
import { marketplaceSchema } from './optimizer-api.js';
import { categoryRulesSchema } from './amazon-catalog.js';
import { AMAZON_PUBLISH_REASONS, AMAZON_PUBLISH_STATUSES } from './amazon-publish-states.js';

/**
 * The Amazon connection's API (issue 15): connect (LWA consent or a self-authorized refresh
 * token), import a listing by SKU, preview and publish a listing's fields. Refresh tokens go in,
 * never out: no answer here carries one.
 */

export const spApiRegionSchema = z.enum(['na', 'eu', 'fe'], { message: 'The region is na, eu or fe' });

/** One region's connection: a refresh token works in one SP-API region. */
export const amazonRegionConnectionSchema = z.object({
  region: spApiRegionSchema,
  /** North America, Europe or Far East. */
  regionName: z.string(),
  sellingPartnerId: z.string(),
  method: z.enum(['authorization', 'self-authorized']),
  connectedAt: z.string(),
  /** The stores this connection reaches (ours: US, UK…), in the pickers' order. */
  marketplaces: z.array(z.string()),
});
export type AmazonRegionConnection = z.infer<typeof amazonRegionConnectionSchema>;

/** GET /api/amazon/connection: the seller's connections, one per region; the first one's fields also at the top, as before regions. */
export const amazonConnectionSchema = z.object({
  connected: z.boolean(),
  sellingPartnerId: z.string().nullable(),
  method: z.enum(['authorization', 'self-authorized']).nullable(),
  connectedAt: z.string().nullable(),
  /** The region a self-authorized token is taken for unless another is given (SPAPI_REGION). */
  region: z.string(),
  connections: z.array(amazonRegionConnectionSchema),
});
export type AmazonConnection = z.infer<typeof amazonConnectionSchema>;

/** GET /api/amazon/connect: where to send the seller to consent; the state in it works once, for this session, for 10 minutes. */
export const amazonConsentSchema = z.object({ url: z.string(), expiresAt: z.string(), region: spApiRegionSchema });
export type AmazonConsent = z.infer<typeof amazonConsentSchema>;

/** GET /api/amazon/callback query, as Seller Central sends it (or an error it reports). */
export const amazonCallbackQuerySchema = z.object({
  spapi_oauth_code: z.string().max(2_000).optional(),
  selling_partner_id: z.string().max(100).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2_000).optional(),
});

/** The seller id Amazon gives a merchant: capital letters and digits. */
export const sellingPartnerIdSchema = z
  .string({ message: 'The seller id must be text' })
  .trim()
  .regex(/^[A-Z0-9]{8,20}$/, { message: 'The seller id is the 8 to 20 capital letters and digits Seller Central shows as your Merchant Token' });

/** POST /api/amazon/connection body: a refresh token the seller authorized for themselves in Seller Central. */
export const amazonSelfAuthorizedSchema = z.object({
  refreshToken: z
    .string({ message: 'The refresh token must be text' })
    .trim()
    .regex(/^Atzr\|[\x21-\x7e]{10,2000}$/, { message: 'A refresh token starts with "Atzr|"; copy the whole token Seller Central showed' }),
  sellingPartnerId: sellingPartnerIdSchema,
  /** The region whose Seller Central issued the token; the server's own region when left out. */
  region: spApiRegionSchema.optional(),
});
export type AmazonSelfAuthorized = z.infer<typeof amazonSelfAuthorizedSchema>;

/** A SKU as Amazon allows it (up to 40 characters). */
export const skuSchema = z.string({ message: 'The SKU must be text' }).trim().min(1, { message: 'Give a SKU' }).max(40, { message: 'A SKU is at most 40 characters' });

/** GET /api/amazon/items query: the seller's listings in one marketplace, or the exact SKUs asked for. */
export const amazonItemsQuerySchema = z.object({
  marketplace: marketplaceSchema.default('US'),
  /** Comma-separated SKUs, at most 20. */
  skus: z
    .string()
    .max(1_000)
    .optional()
    .transform((value) => (value ?? '').split(',').map((sku) => sku.trim()).filter(Boolean))
    .refine((skus) => skus.length <= 20 && skus.every((sku) => sku.length <= 40), { message: 'At most 20 SKUs of up to 40 characters each' }),
  pageToken: z.string().max(1_000).optional(),
});

export const amazonItemSummarySchema = z.object({
  sku: z.string(),
  asin: z.string().nullable(),
  title: z.string(),
  productType: z.string().nullable(),
  status: z.array(z.string()),
});
export const amazonItemsPageSchema = z.object({
  items: z.array(amazonItemSummarySchema),
  total: z.number(),
  nextPageToken: z.string().nullable(),
});
export type AmazonItemsPage = z.infer<typeof amazonItemsPageSchema>;

export const amazonSkuParamsSchema = z.object({ sku: skuSchema });
export const amazonMarketplaceQuerySchema = z.object({ marketplace: marketplaceSchema.default('US') });
/** DELETE /api/amazon/connection query: one region, or all when left out. */
export const amazonDisconnectQuerySchema = z.object({ region: spApiRegionSchema.optional() });

/** GET /api/amazon/items/:sku: the listing as Amazon has it, as the optimizer's form and scored by our audit. */
export const amazonImportSchema = z.object({
  sku: z.string(),
  marketplace: z.string(),
  amazonMarketplaceId: z.string(),
  asin: z.string().nullable(),
  productType: z.string().nullable(),
  brand: z.string(),
  /** The optimizer form's fields (src/contract/optimizer.ts); keywords are the seller's to choose. */
  form: z.object({
    title: z.string(),
    bulletPoints: z.array(z.string()),
    description: z.string(),
    titleMainKeyword: z.string(),
    titleSecondaryKeywords: z.string(),
    bulletKeywords: z.string(),
  }),
  /** generic_keyword, Amazon's backend search terms. */
  backendKeywords: z.string(),
  /** The original listing scored against the default policy profile for this marketplace. */
  audit: auditResultSchema,
  profile: z.string(),
  limits: z.object({ titleMaxChars: z.number(), bulletMaxChars: z.number(), descriptionMaxChars: z.number(), backendMaxBytes: z.number() }),
  /** What the import could not carry over, in words for the seller. */
  notes: z.array(z.string()),
  /** The product type's own rules (Product Type Definitions), when Amazon gave them; the audit above used its limits. */
  categoryRules: categoryRulesSchema.nullable().optional(),
});
export type AmazonImport = z.infer<typeof amazonImportSchema>;

export const PUBLISH_FIELDS = ['title', 'bullets', 'description', 'keywords'] as const;
export type PublishField = (typeof PUBLISH_FIELDS)[number];

/** POST /api/amazon/listings/:id/preview body. */
export const amazonPreviewRequestSchema = z.object({
  sku: skuSchema,
  marketplace: marketplaceSchema,
  fields: z
    .array(z.enum(PUBLISH_FIELDS, { message: `Fields are ${PUBLISH_FIELDS.join(', ')}` }))
    .min(1, { message: 'Tick at least the title' })
    .max(PUBLISH_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, { message: 'Each field once' }),
});
export type AmazonPreviewRequest = z.infer<typeof amazonPreviewRequestSchema>;

/** POST /api/amazon/listings/:id/publish body: the previewed request, confirmed. */
export const amazonPublishRequestSchema = amazonPreviewRequestSchema.extend({
  confirm: z.literal(true, { message: 'Confirm the publish after reading the preview' }),
  /** The seller read the errors that were on Amazon before this change and publishes anyway. */
  publishAnyway: z.boolean().optional(),
});
export type AmazonPublishRequest = z.infer<typeof amazonPublishRequestSchema>;

/** An issue as Amazon reported it, with the listing field it concerns when we know it. */
export const amazonIssueSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(['ERROR', 'WARNING', 'INFO']),
  attributeNames: z.array(z.string()),
  field: z.enum(PUBLISH_FIELDS).nullable(),
  /** Amazon reported it before this change: it is "already on Amazon", not caused by the publish. */
  standing: z.boolean(),
});
export type AmazonIssue = z.infer<typeof amazonIssueSchema>;

/** Exactly what goes to Amazon: only ticked fields with content. */
export const publishPatchSchema = z.object({
  title: z.string().optional(),
  bullets: z.array(z.string()).optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
});
export type PublishPatch = z.infer<typeof publishPatchSchema>;

export const amazonPreviewSchema = z.object({
  sku: z.string(),
  marketplace: z.string(),
  productType: z.string(),
  /** VALID: Amazon would accept it; INVALID: it would not, see amazonIssues. */
  status: z.enum(['VALID', 'INVALID']),
  /** Every issue: Amazon's answer to the preview and those the listing already had, each marked `standing` or not. */
  amazonIssues: z.array(amazonIssueSchema),
  /** New ERRORs on the attributes being sent: the publish would be refused because of this change. */
  blocking: z.boolean(),
  /** ERRORs that were on Amazon before this change: publishing needs the seller's explicit "publish anyway". */
  standingErrors: z.boolean(),
  /** Our audit of the fields as they would be sent. */
  findings: z.array(findingSchema),
  score: z.number(),
  warnings: z.array(z.string()),
  patch: publishPatchSchema,
});
export type AmazonPreview = z.infer<typeof amazonPreviewSchema>;

/** A publish and where Amazon is with it. */
export const amazonSubmissionSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  sku: z.string(),
  marketplace: z.string(),
  status: z.enum(AMAZON_PUBLISH_STATUSES),
  final: z.boolean(),
  /** Why it stopped short of live, when Amazon said so. */
  reason: z.enum(AMAZON_PUBLISH_REASONS).nullable(),
  submissionId: z.string(),
  patch: publishPatchSchema,
  /** Issues this publish caused or met: new ones, and standing ones on sent attributes marked `standing`. */
  issues: z.array(amazonIssueSchema),
  /** When Amazon was last asked about it. */
  checkedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AmazonSubmission = z.infer<typeof amazonSubmissionSchema>;

export const amazonSubmissionListSchema = z.object({ submissions: z.array(amazonSubmissionSchema) });
export const amazonIdParamsSchema = z.object({ id: z.string().max(100) });
