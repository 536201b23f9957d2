import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, sessionCredential } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import type { ListingRow } from '../db/schema.js';
import type { Limiter } from '../http/rate-limits.js';
import { CURSOR_INVALID } from './cursor.js';
import { deleteListing, getListing, listListings, updateListing } from './listing-store.js';

const errorSchema = z.object({ message: z.string(), code: z.string(), details: z.unknown().optional() });

const listingSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  original_title: z.string(),
  original_bullets: z.array(z.string()),
  generated_title: z.string(),
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
});

const summarySchema = listingSchema.pick({
  id: true,
  created_at: true,
  original_title: true,
  generated_title: true,
  original_score: true,
  audit_score: true,
  policy_profile: true,
});

/**
 * Far more than any marketplace field holds, yet small enough that re-scoring an edit stays a few
 * milliseconds of the event loop (150 KB of search terms took 30 ms, and every other user waited).
 */
const KEYWORDS_MAX_CHARS = 5_000;

/** SPEC §7 PUT body. Keywords may also come as one space-separated string (SPEC §3 allows both). */
const editSchema = z.object({
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

const params = z.object({ id: z.string().max(100) });

function serialize(row: ListingRow) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export const listingsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** Saves and deletes are free, so each account gets a budget of them... */
  writesPerUser: Limiter;
  /** ...and each session token the same one, counted before the session lookup. */
  writesPerSession: Limiter;
  now: () => Date;
}> = async (app, { database, requireUser, writesPerUser, writesPerSession, now }) => {
  const { db } = database;
  // Everything happens before the body is read, so a refused request costs no parsing. A client
  // flooding saves is refused by its token alone, without a database round trip per request;
  // the per-account count then covers one account holding several sessions.
  const reads = [requireUser];
  const writes = [
    async (request: FastifyRequest) => writesPerSession(sessionCredential(request)),
    requireUser,
    async (request: FastifyRequest) => writesPerUser(currentUser(request).id),
  ];

  app.get(
    '/listings',
    {
      onRequest: reads,
      schema: {
        tags: ['listings'],
        summary: 'The signed-in user’s listings, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), cursor: z.string().max(200, { message: CURSOR_INVALID }).optional() }),
        response: { 200: z.object({ listings: z.array(summarySchema.extend({ created_at: z.string() })), nextCursor: z.string().nullable() }), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const page = await listListings(db, currentUser(request).id, request.query.limit, request.query.cursor);
      return { listings: page.listings.map((l) => ({ ...l, created_at: l.created_at.toISOString() })), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/listings/:id',
    { onRequest: reads, schema: { tags: ['listings'], summary: 'One listing', params, response: { 200: listingSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => serialize(await getListing(db, currentUser(request).id, request.params.id)),
  );

  app.put(
    '/listings/:id',
    {
      onRequest: writes,
      schema: {
        tags: ['listings'],
        summary: 'Save the seller’s edits (re-scored against the listing’s policy profile)',
        params,
        body: editSchema,
        response: { 200: listingSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => serialize(await updateListing(db, currentUser(request).id, request.params.id, request.body, now())),
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: writes,
      schema: { tags: ['listings'], summary: 'Delete a listing (credits are not restored)', params, response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 429: errorSchema } },
    },
    async (request, reply) => {
      await deleteListing(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
