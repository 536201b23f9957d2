import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../contract/errors.js';
import { promptsSchema, SECTIONS, type Section } from '../../contract/optimizer.js';
import {
  analysisAnswerSchema,
  extractInsightsBodySchema,
  generateBodySchema,
  generateResultSchema,
  profilesSchema,
  promptDefaultsQuerySchema,
  type GenerateEvent,
  type GenerateEventName,
} from '../../contract/optimizer-api.js';
import type { WritingEngine } from '../../writer/engine.js';
import { defaultPrompts } from '../../writer/prompts/templates.js';
import { DEFAULT_PROFILE_ID, getProfile, POLICY_PROFILES, resolveLimits } from '../../rules/index.js';
import { currentUser } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { toErrorBody } from '../http/errors.js';
import { openEventStream, type EventStream } from '../http/event-stream.js';
import type { Limiter } from '../http/rate-limits.js';
import type { PaidWork } from '../credits/paid-work.js';
import { draftRoutes } from './draft.routes.js';
import { extractInsights } from './extract-insights.js';
import { generateListing } from './generate-listing.js';

/** An AbortSignal that fires when the client goes away, so paid-for work stops (and is refunded). */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

export const optimizerRoutes: FastifyPluginAsyncZod<{
  database: Database;
  getEngine: () => Promise<WritingEngine>;
  requireUser: (request: FastifyRequest) => Promise<void>;
  perUserLimiter: Limiter;
  draftLimiter: Limiter;
  /** Tracks paid work so a shutdown can wait for it (or stop and refund it). */
  paidWork: PaidWork;
  /** How long a charge stays pending before the sweep refunds it (src/server/credits/lease.ts). */
  leaseMs: number;
  now: () => Date;
}> = async (app, { database, getEngine, requireUser, perUserLimiter, draftLimiter, paidWork, leaseMs, now }) => {
  // The session is checked before the body is read; the generation budget counts only requests
  // whose body is valid, so a seller correcting a form does not spend it.
  const perUser = async (request: FastifyRequest) => perUserLimiter(currentUser(request).id);
  const paid = (request: FastifyRequest) => ({
    db: database.db,
    userId: currentUser(request).id,
    now,
    leaseMs,
    paidWork,
    onRefundError: (error: unknown) => request.log.error({ err: error }, 'refund failed; the charge sweep will refund it'),
  });

  await app.register(draftRoutes, { db: database.db, requireUser, draftLimiter, now });

  app.get(
    '/profiles',
    {
      schema: {
        tags: ['optimizer'],
        summary: 'Policy profiles a listing can be written for',
        response: { 200: profilesSchema },
      },
    },
    async () =>
      POLICY_PROFILES.map((p) => ({ id: p.id, name: p.name, effectiveDate: p.effectiveDate, source: p.source, isDefault: p.id === DEFAULT_PROFILE_ID })),
  );

  app.get(
    '/prompts/defaults',
    {
      schema: {
        tags: ['optimizer'],
        summary: 'The four default prompt templates, with the profile’s targets written in',
        querystring: promptDefaultsQuerySchema,
        response: { 200: promptsSchema, ...errorResponses(400) },
      },
    },
    async (request) => defaultPrompts(resolveLimits(getProfile(request.query.profile), { marketplace: request.query.marketplace })),
  );

  app.post(
    '/extract-insights',
    {
      onRequest: requireUser,
      preHandler: perUser,
      schema: {
        tags: ['optimizer'],
        summary: 'Analyse a listing: product, features, benefits, audience, buyer persona (0.5 credit). The analysis is stored; its analysis_id pays for generations of the same product text.',
        body: extractInsightsBodySchema,
        response: { 200: analysisAnswerSchema, ...errorResponses(400, 401, 402, 429, 502, 503, 504) },
      },
    },
    async (request, reply) =>
      extractInsights({
        ...paid(request),
        engine: await getEngine(),
        input: request.body.userInput,
        profile: request.body.profile,
        marketplace: request.body.marketplace,
        signal: clientGone(reply),
      }),
  );

  app.post(
    '/generate',
    {
      onRequest: requireUser,
      preHandler: perUser,
      schema: {
        tags: ['optimizer'],
        summary:
          'Write the optimized listing from a paid analysis of the same product text and save it (0.5 credit). Send Accept: text/event-stream for progress events.',
        body: generateBodySchema,
        response: { 200: generateResultSchema, ...errorResponses(400, 401, 402, 404, 429, 502, 503, 504) },
      },
    },
    async (request, reply) => {
      const engine = await getEngine();
      const signal = clientGone(reply);
      const streaming = (request.headers.accept ?? '').includes('text/event-stream');
      if (!streaming) return generateListing({ ...paid(request), engine, body: request.body, signal });

      // Declared with `as` so the catch below does not narrow it to its initial undefined.
      let stream = undefined as EventStream | undefined;
      const event = <K extends GenerateEventName>(name: K, data: Extract<GenerateEvent, { event: K }>['data']) => stream?.send(name, data);
      const completed: Section[] = [];
      try {
        const result = await generateListing({
          ...paid(request),
          engine,
          body: request.body,
          signal,
          onStarted() {
            // The credit is taken: from here on the seller watches the work move.
            stream = openEventStream(reply);
            event('progress', { section: null, completed: [], total: SECTIONS.length });
          },
          onSection(section) {
            completed.push(section);
            event('progress', { section, completed: [...completed], total: SECTIONS.length });
          },
        });
        event('result', result);
      } catch (error) {
        if (!stream) throw error; // answered as ordinary JSON (402, 400...) by the error handler
        const { body, internal } = toErrorBody(error);
        if (internal) request.log.error({ err: error }, 'generation failed');
        event('error', body);
      }
      stream?.end();
      return reply;
    },
  );
};
