import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USAGE_EVENT, usageEventSchema, usageSchema } from '../../contract/credits.js';
import { errorResponses } from '../../contract/errors.js';
import { currentUser } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { endedOnClose, openEventStream, type EventStream } from '../http/event-stream.js';
import type { UsageChanges } from './usage-stream.js';
import { getUsageView, usageView } from './usage.js';

const HEARTBEAT_MS = 25_000;

export const creditsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  changes: UsageChanges;
  requireUser: (request: FastifyRequest) => Promise<void>;
  now: () => Date;
}> = async (app, { database, changes, requireUser, now }) => {
  const { db } = database;
  const open = endedOnClose(app);

  app.get(
    '/usage',
    {
      onRequest: requireUser,
      schema: { tags: ['credits'], summary: 'The signed-in user’s credits this month', response: { 200: usageSchema, ...errorResponses(401) } },
    },
    async (request) => getUsageView(db, currentUser(request).id, now()),
  );

  app.get(
    '/usage/stream',
    {
      onRequest: requireUser,
      schema: {
        tags: ['credits'],
        summary: `Server-sent events: a \`${USAGE_EVENT}\` event carrying the usage view, again after every change`,
        produces: ['text/event-stream'],
        response: { 200: usageEventSchema.describe(`The data of each \`${USAGE_EVENT}\` event`) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      let stream: EventStream | null = null;
      let pending = false;
      // A view the seller already has is no news: the first read can itself cause a change (the
      // row made on first use), whose notice arrives after the first event, with the same view.
      let lastSent = '';
      const send = (view: ReturnType<typeof usageView>) => {
        const json = JSON.stringify(view);
        if (json === lastSent) return;
        lastSent = json;
        stream?.send(USAGE_EVENT, view);
      };
      // Subscribe before the first read, so a change in between is never lost.
      const unsubscribe = await changes.subscribe(userId, () => {
        // Several changes in one burst (charge + ledger + reset) become one event.
        if (pending || !stream) return;
        pending = true;
        setTimeout(() => {
          pending = false;
          db.selectFrom('user_usage')
            .selectAll()
            .where('user_id', '=', userId)
            .executeTakeFirst()
            .then((row) => row && send(usageView(row, now())))
            .catch((error) => request.log.warn({ err: error }, 'usage stream read failed'));
        }, 30);
      });
      let first;
      try {
        first = await getUsageView(db, userId, now());
      } catch (error) {
        unsubscribe();
        throw error;
      }
      stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, open, onClose: unsubscribe });
      send(first);
    },
  );
};
