import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../contract/errors.js';
import {
  listingRestoreSchema,
  listingVersionDiffQuerySchema,
  listingVersionDiffSchema,
  listingVersionListSchema,
  listingVersionParamsSchema,
  listingVersionSchema,
} from '../../contract/listing-versions.js';
import { listingParamsSchema } from '../../contract/listings.js';
import { currentUser, ownedRouteHooks, type OwnedRoutesOptions } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { listingAnswer } from './listing-serialization.js';
import { restoreVersion } from './restore-version.js';
import { diffVersions } from './version-diff.js';
import { getVersion, listVersions } from './versions.js';

/** A listing's history (issue 15): the versions, one version, a diff of two, and restore. */
export const listingVersionsRoutes: FastifyPluginAsyncZod<OwnedRoutesOptions & { database: Database; now: () => Date }> = async (app, options) => {
  const { db } = options.database;
  const { now } = options;
  const { reads, writes } = ownedRouteHooks(options);

  app.get(
    '/listings/:id/versions',
    {
      onRequest: reads,
      schema: {
        tags: ['listings'],
        summary: 'A listing’s versions, newest first, with their source, time, author and a short summary',
        params: listingParamsSchema,
        response: { 200: listingVersionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listVersions(db, currentUser(request).id, request.params.id),
  );

  // Declared before /:version; find-my-way prefers the static segment either way.
  app.get(
    '/listings/:id/versions/diff',
    {
      onRequest: reads,
      schema: {
        tags: ['listings'],
        summary: 'Field-by-field, word-level differences between two versions (bullets by position)',
        params: listingParamsSchema,
        querystring: listingVersionDiffQuerySchema,
        response: { 200: listingVersionDiffSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { from, to } = request.query;
      const older = await getVersion(db, userId, request.params.id, from);
      const newer = await getVersion(db, userId, request.params.id, to);
      const { fields: fromFields, ...fromSummary } = older;
      const { fields: toFields, ...toSummary } = newer;
      return { from: fromSummary, to: toSummary, fields: diffVersions(fromFields, toFields) };
    },
  );

  app.get(
    '/listings/:id/versions/:version',
    {
      onRequest: reads,
      schema: {
        tags: ['listings'],
        summary: 'One version of a listing, with its text',
        params: listingVersionParamsSchema,
        response: { 200: listingVersionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getVersion(db, currentUser(request).id, request.params.id, request.params.version),
  );

  app.post(
    '/listings/:id/versions/:version/restore',
    {
      onRequest: writes,
      schema: {
        tags: ['listings'],
        summary: 'Make an earlier version the listing’s text again, as a new version (history is never rewritten)',
        params: listingVersionParamsSchema,
        response: { 200: listingRestoreSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const restored = await restoreVersion(db, userId, request.params.id, request.params.version, now());
      return { version: restored.version, listing: await listingAnswer(db, userId, restored.listing) };
    },
  );
};
