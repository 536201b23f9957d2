import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthySchema as healthy, unhealthySchema as unhealthy } from '../../contract/health.js';
import { pingDatabase, type Database } from '../db/database.js';

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
