import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandAnalyticsImportListSchema,
  brandAnalyticsImportSchema,
  brandAnalyticsListQuerySchema,
  brandAnalyticsRequestSchema,
  categoryCheckRequestSchema,
  categoryRulesSchema,
} from '../../contract/amazon-catalog.js';
import { amazonIdParamsSchema, amazonMarketplaceQuerySchema, amazonSkuParamsSchema } from '../../contract/amazon.js';
import { errorResponses } from '../../contract/errors.js';
import { currentUser, type ownedRouteHooks } from '../accounts/session-guard.js';
import type { AmazonAccess } from './amazon-access.js';
import { bankBrandAnalyticsImports, brandAnalyticsImport, requestBrandAnalytics } from './catalog/brand-analytics.js';
import { checkDraft } from './check-draft.js';

/**
 * The routes for Amazon's own catalog data (issue 26), registered by amazon.routes.ts on its own
 * scope so they share its Amazon access (one token cache and request budget per seller).
 */
export function amazonCatalogRoutes(
  app: FastifyInstance,
  options: { enabled: () => AmazonAccess; onRequest: ReturnType<typeof ownedRouteHooks>; gate: () => Promise<void> },
) {
  const { enabled, gate } = options;
  const { reads, writes } = options.onRequest;
  const tags = ['amazon'];
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/amazon/items/:sku/check',
    {
      onRequest: [gate, ...writes],
      schema: {
        tags,
        summary: 'Check draft text against the listing’s product type schema (Product Type Definitions), locally: its limits, required attributes and what the draft breaks',
        params: amazonSkuParamsSchema,
        querystring: amazonMarketplaceQuerySchema,
        body: categoryCheckRequestSchema,
        response: { 200: categoryRulesSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) },
      },
    },
    async (request) => checkDraft(enabled(), currentUser(request).id, request.params.sku, request.query.marketplace, request.body),
  );

  typed.post(
    '/amazon/brand-analytics',
    {
      onRequest: [gate, ...writes],
      schema: {
        tags,
        summary:
          'Import one week of the seller’s Brand Analytics into a keyword bank: Search Query Performance for their ASINs (with the week’s search volume), or Search Terms kept to their terms (with Amazon’s search frequency rank)',
        body: brandAnalyticsRequestSchema,
        response: { 201: brandAnalyticsImportSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) },
      },
    },
    async (request, reply) => reply.status(201).send(await requestBrandAnalytics(enabled(), currentUser(request).id, request.body)),
  );

  typed.get(
    '/amazon/brand-analytics',
    {
      onRequest: [gate, ...reads],
      schema: {
        tags,
        summary: 'A keyword bank’s Brand Analytics imports, newest first, as they stand (Amazon is not asked)',
        querystring: brandAnalyticsListQuerySchema,
        response: { 200: brandAnalyticsImportListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ imports: await bankBrandAnalyticsImports(enabled(), currentUser(request).id, request.query.bankId) }),
  );

  typed.get(
    '/amazon/brand-analytics/:id',
    {
      onRequest: [gate, ...reads],
      schema: {
        tags,
        summary:
          'A Brand Analytics import and where it stands: while Amazon builds the report, Amazon is asked again (at most every 10 s); once built, a background job reads it into the bank, and this answers its progress (rows read, terms kept)',
        params: amazonIdParamsSchema,
        response: { 200: brandAnalyticsImportSchema, ...errorResponses(401, 404, 409, 429, 502, 504) },
      },
    },
    async (request) => brandAnalyticsImport(enabled(), currentUser(request).id, request.params.id),
  );
}
