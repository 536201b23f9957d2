import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { USAGE_EVENT, usageSchema, type Usage } from '../../contract/credits.js';
import { errorResponses } from '../../contract/errors.js';
import { currentUser } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
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
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/usage',
    {
      preHandler: requireUser,
      schema: { tags: ['credits'], summary: 'The signed-in user’s credits this month', response: { 200: usageSchema, ...errorResponses(401) } },
    },
    async (request) => getUsageView(db, currentUser(request).id, now()),
  );

  app.get(
    '/usage/stream',
    {
      preHandler: requireUser,
      schema: { tags: ['credits'], summary: 'Server-sent events: the usage view, again after every change', produces: ['text/event-stream'] },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const res = reply.raw;
      const send = (view: Usage) => {
        if (!res.writableEnded) res.write(`event: ${USAGE_EVENT}\ndata: ${JSON.stringify(view)}\n\n`);
      };
      let pending = false;
      let headersSent = false;
      // Subscribe before the first read, so a change in between is never lost.
      const unsubscribe = await changes.subscribe(userId, () => {
        // Several changes in one burst (charge + ledger + reset) become one event.
        if (pending || !headersSent) return;
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
      reply.hijack();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      headersSent = true;
      send(first);
      open.add(res);

      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    },
  );
};
