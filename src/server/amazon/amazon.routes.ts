import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  amazonCallbackQuerySchema,
  amazonConnectionSchema,
  amazonConsentSchema,
  amazonDisconnectQuerySchema,
  amazonIdParamsSchema,
  amazonImportSchema,
  amazonItemsPageSchema,
  amazonItemsQuerySchema,
  amazonMarketplaceQuerySchema,
  amazonPreviewRequestSchema,
  amazonPreviewSchema,
  amazonPublishRequestSchema,
  amazonSelfAuthorizedSchema,
  amazonSkuParamsSchema,
  amazonSubmissionListSchema,
  amazonSubmissionSchema,
} from '../../contract/amazon.js';
import { errorResponses } from '../../contract/errors.js';
import { currentUser, NO_SESSION_MESSAGE, ownedRouteHooks, sessionCredential, type OwnedRoutesOptions } from '../accounts/session-guard.js';
import type { AmazonConnectionRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { AmazonAccess } from './amazon-access.js';
import { amazonCatalogRoutes } from './amazon-catalog.routes.js';
import { completeConsent, connectSelfAuthorized, consentUrl } from './connect.js';
import { deleteConnection, findConnections } from './connection-store.js';
import { marketplacesOf, REGION_NAMES } from './marketplaces.js';
import { importListing, searchListings } from './import-listing.js';
import { listSubmissions, previewPublish, publish, refreshSubmission } from './publish.js';

export interface AmazonRoutesOptions extends OwnedRoutesOptions {
  /** Absent when SPAPI_* is not configured: every route then answers 404 with the reason. */
  amazon?: AmazonAccess;
  now: () => Date;
}

const NOT_CONFIGURED = 'The Amazon connection is not set up on this server.';

function connectionAnswer(rows: AmazonConnectionRow[], region: string) {
  const row = rows[0];
  return {
    connected: row !== undefined,
    sellingPartnerId: row?.selling_partner_id ?? null,
    method: row?.method ?? null,
    connectedAt: row?.created_at.toISOString() ?? null,
    region,
    connections: rows.map((c) => ({
      region: c.region,
      regionName: REGION_NAMES[c.region],
      sellingPartnerId: c.selling_partner_id,
      method: c.method,
      connectedAt: c.created_at.toISOString(),
      marketplaces: marketplacesOf(c.region),
    })),
  };
}

/** The session token a request must carry for the consent round trip; the state is bound to it. */
function credentialOf(request: FastifyRequest) {
  const credential = sessionCredential(request);
  if (!credential) throw new AppError('UNAUTHORIZED', NO_SESSION_MESSAGE);
  return credential;
}

export const amazonRoutes: FastifyPluginAsyncZod<AmazonRoutesOptions> = async (app, options) => {
  const { reads, writes } = ownedRouteHooks(options);
  const amazon = options.amazon;
  const enabled = () => {
    if (!amazon) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
    return amazon;
  };
  // Checked before the session, so an unconfigured server says why whoever asks.
  const gate = async () => void enabled();
  const tags = ['amazon'];

  app.get(
    '/amazon/connection',
    { onRequest: [gate, ...reads], schema: { tags, summary: 'The seller’s Amazon connection (never the token)', response: { 200: amazonConnectionSchema, ...errorResponses(401, 404) } } },
    async (request) => connectionAnswer(await findConnections(enabled().db, currentUser(request).id), enabled().config.region),
  );

  app.get(
    '/amazon/connect',
    {
      onRequest: [gate, ...writes],
      schema: {
        tags,
        summary: 'The consent URL on the marketplace’s own Seller Central, with a single-use state bound to this session and the marketplace’s region',
        querystring: amazonMarketplaceQuerySchema,
        response: { 200: amazonConsentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => consentUrl(enabled(), currentUser(request).id, credentialOf(request), request.query.marketplace),
  );

  app.get(
    '/amazon/callback',
    {
      onRequest: [gate],
      schema: { tags, summary: 'Where Seller Central returns the seller: exchanges the code and redirects to the dashboard', querystring: amazonCallbackQuerySchema, response: { 302: z.null(), ...errorResponses(404) } },
    },
    async (request, reply) => {
      const access = enabled();
      let outcome: string;
      try {
        await options.requireUser(request);
        outcome = await completeConsent(access, request.query, currentUser(request).id, credentialOf(request));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'UNAUTHORIZED') throw error;
        outcome = 'session';
      }
      const target = new URL(access.returnUrl);
      target.searchParams.set('amazon', outcome);
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post(
    '/amazon/connection',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'Connect with a self-authorized refresh token (checked with one token refresh)', body: amazonSelfAuthorizedSchema, response: { 200: amazonConnectionSchema, ...errorResponses(400, 401, 404, 429, 502) } },
    },
    async (request) => {
      const access = enabled();
      const userId = currentUser(request).id;
      await connectSelfAuthorized(access, userId, request.body.refreshToken, request.body.sellingPartnerId, request.body.region ?? access.config.region);
      return connectionAnswer(await findConnections(access.db, userId), access.config.region);
    },
  );

  app.delete(
    '/amazon/connection',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'Disconnect one region (?region=eu), or every region: deletes the stored tokens', querystring: amazonDisconnectQuerySchema, response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) } },
    },
    async (request, reply) => {
      if (!(await deleteConnection(enabled().db, currentUser(request).id, request.query.region))) throw new AppError('NOT_FOUND', 'No Amazon account is connected.');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/amazon/items',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'The seller’s Amazon listings in a marketplace (or the SKUs asked for), a page at a time', querystring: amazonItemsQuerySchema, response: { 200: amazonItemsPageSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) } },
    },
    async (request) => searchListings(enabled(), currentUser(request).id, request.query.marketplace, { skus: request.query.skus, pageToken: request.query.pageToken }),
  );

  app.get(
    '/amazon/items/:sku',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'Import one SKU: the optimizer form and the original listing’s audit', params: amazonSkuParamsSchema, querystring: amazonMarketplaceQuerySchema, response: { 200: amazonImportSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) } },
    },
    async (request) => importListing(enabled(), currentUser(request).id, request.params.sku, request.query.marketplace),
  );

  app.post(
    '/amazon/listings/:id/preview',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'Amazon’s VALIDATION_PREVIEW of publishing the ticked fields, next to our audit', params: amazonIdParamsSchema, body: amazonPreviewRequestSchema, response: { 200: amazonPreviewSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) } },
    },
    async (request) => previewPublish(enabled(), currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/amazon/listings/:id/publish',
    {
      onRequest: [gate, ...writes],
      schema: { tags, summary: 'Publish the ticked fields to Amazon (after the preview)', params: amazonIdParamsSchema, body: amazonPublishRequestSchema, response: { 200: amazonSubmissionSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 504) } },
    },
    async (request) => publish(enabled(), currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/amazon/listings/:id/submissions',
    { onRequest: [gate, ...reads], schema: { tags, summary: 'A listing’s publishes, newest first', params: amazonIdParamsSchema, response: { 200: amazonSubmissionListSchema, ...errorResponses(401, 404) } } },
    async (request) => ({ submissions: await listSubmissions(enabled(), currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/amazon/submissions/:id',
    {
      onRequest: [gate, ...reads],
      schema: { tags, summary: 'A publish’s status, looked at again on Amazon while it is processing', params: amazonIdParamsSchema, response: { 200: amazonSubmissionSchema, ...errorResponses(401, 404, 409, 429, 502, 504) } },
    },
    async (request) => refreshSubmission(enabled(), currentUser(request).id, request.params.id),
  );

  // Product type rules and Brand Analytics (issue 26), on this scope's Amazon access.
  amazonCatalogRoutes(app, { enabled, gate, onRequest: { reads, writes } });
};
