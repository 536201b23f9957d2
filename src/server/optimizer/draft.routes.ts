import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser } from '../accounts/session-guard.js';
import type { DB } from '../db/schema.js';
import type { Limiter } from '../http/rate-limits.js';
import { draftAnswerSchema, draftClearedSchema, draftSavedSchema, saveDraftBodySchema } from '../../contract/draft-form.js';
import { errorResponses } from '../../contract/errors.js';
import { clearDraft, readDraft, saveDraftForm } from './draft-store.js';

/**
 * The seller's optimizer draft on the server, so a reload, a new sign-in or another device resumes
 * the flow where it was, without paying for a second analysis.
 */
export const draftRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  requireUser: (request: FastifyRequest) => Promise<void>;
  draftLimiter: Limiter;
  now: () => Date;
}> = async (app, { db, requireUser, draftLimiter, now }) => {
  app.get(
    '/optimizer/draft',
    {
      onRequest: requireUser,
      schema: {
        tags: ['optimizer'],
        summary: 'The optimizer draft: the form, the latest analysis not started over from, and its latest listing',
        response: { 200: draftAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => readDraft(db, currentUser(request).id),
  );

  app.put(
    '/optimizer/draft',
    {
      // The session before the body is read; the save budget only for bodies that are a form.
      onRequest: requireUser,
      preHandler: async (request) => draftLimiter(currentUser(request).id),
      schema: {
        tags: ['optimizer'],
        summary: 'Save the optimizer form (at most 128 KB; rate-limited per user)',
        body: saveDraftBodySchema,
        response: { 200: draftSavedSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => ({ updated_at: await saveDraftForm(db, currentUser(request).id, request.body.form, now()) }),
  );

  app.delete(
    '/optimizer/draft',
    {
      onRequest: requireUser,
      schema: {
        tags: ['optimizer'],
        summary: 'Start a new listing: forget the form and the current analysis (analyses and listings are kept)',
        response: { 200: draftClearedSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await clearDraft(db, currentUser(request).id);
      return { cleared: true as const };
    },
  );
};
