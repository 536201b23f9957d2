import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors.js';
import { listingEditSchema, listingPageSchema, listingParamsSchema as params, listingSchema, listingsQuerySchema } from '../../contract/listings.js';
import { currentUser, ownedRouteHooks, type OwnedRoutesOptions } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { listingAnswer } from './listing-serialization.js';
import { deleteListing, getListing, listListings, updateListing } from './listing-store.js';
import { listingVersionsRoutes } from './listing-versions.routes.js';

export const listingsRoutes: FastifyPluginAsyncZod<OwnedRoutesOptions & { database: Database; now: () => Date }> = async (app, options) => {
  const { database, now } = options;
  const { db } = database;
  const { reads, writes } = ownedRouteHooks(options);

  // The history lives under /listings/:id/versions, behind the same session and write budgets.
  await app.register(listingVersionsRoutes, options);

  app.get(
    '/listings',
    {
      onRequest: reads,
      schema: {
        tags: ['listings'],
        summary: 'The signed-in user’s listings, newest first',
        querystring: listingsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await listListings(db, currentUser(request).id, request.query.limit, request.query.cursor);
      return { listings: page.listings.map((l) => ({ ...l, created_at: l.created_at.toISOString() })), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/listings/:id',
    { onRequest: reads, schema: { tags: ['listings'], summary: 'One listing', params, response: { 200: listingSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const userId = currentUser(request).id;
      return listingAnswer(db, userId, await getListing(db, userId, request.params.id));
    },
  );

  app.put(
    '/listings/:id',
    {
      onRequest: writes,
      schema: {
        tags: ['listings'],
        summary: 'Save the seller’s edits (re-scored against the listing’s policy profile)',
        params,
        body: listingEditSchema,
        response: { 200: listingSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { version: _version, ...listing } = await updateListing(db, userId, request.params.id, request.body, now());
      return listingAnswer(db, userId, listing);
    },
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: writes,
      schema: { tags: ['listings'], summary: 'Delete a listing (credits are not restored)', params, response: { 204: z.null(), ...errorResponses(401, 404, 429) } },
    },
    async (request, reply) => {
      await deleteListing(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
