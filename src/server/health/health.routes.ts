import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../db/database.js';

const healthy = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
const unhealthy = z.object({ message: z.string(), code: z.string(), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, { database, version }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness with a real database round trip', response: { 200: healthy, 503: unhealthy } } },
    async (request, reply) => {
      try {
        await pingDatabase(database);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          message: 'The database is unreachable. Listcraft cannot serve requests until it is back.',
          code: 'SERVICE_UNAVAILABLE',
          database: database.kind,
        });
      }
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()), version };
    },
  );
};
