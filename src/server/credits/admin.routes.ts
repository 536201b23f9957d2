import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { adminCommandSchema, runAdminCommand } from './admin-commands.js';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * Lets `npm run admin` act through a running server, which is the only process allowed to
 * open the embedded database. Authorised by the admin token in DATA_DIR/secrets.json (mode 0600).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; adminToken: string; now: () => Date }> = async (
  app,
  { db, adminToken, now },
) => {
  app.post('/admin/command', { schema: { hide: true, body: adminCommandSchema } }, async (request) => {
    const token = request.headers['x-admin-token'];
    if (typeof token !== 'string' || !sameSecret(token, adminToken)) throw new AppError('FORBIDDEN', 'Admin token required.');
    return { users: await runAdminCommand(db, request.body, now()) };
  });
};
