import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema, contactBodySchema } from '../../contract/contact.js';
import { errorResponses } from '../../contract/errors.js';
import type { Config } from '../runtime/config.js';
import type { Database } from '../db/database.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Mailer } from '../mail/mailer.js';
import { contactMessageMail } from '../mail/templates.js';

/** SPEC §7 POST /api/contact: stored, then mailed to SUPPORT_EMAIL through the outbox. */
export const contactRoutes: FastifyPluginAsyncZod<{ database: Database; mailer: Mailer; config: Config; perIpLimiter: Limiter; now: () => Date }> = async (
  app,
  { database, mailer, config, perIpLimiter, now },
) => {
  app.post(
    '/contact',
    {
      preHandler: async (request) => perIpLimiter(request.ip),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactBodySchema,
        response: { 201: contactAnswerSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      const answer = { message: 'Thanks! Your message has been sent. We usually reply within one business day.' };
      // A filled honeypot gets the same answer, so bots learn nothing, but nothing is stored or sent.
      if (website?.trim()) return reply.status(201).send(answer);
      // The message and its mail to support commit together: a 201 means support will read it.
      await database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({ ...message, ip_address: request.ip, created_at: now() })
          .execute();
        await mailer.send({ to: config.supportEmail, ...contactMessageMail(message) }, { transaction: trx });
      });
      return reply.status(201).send(answer);
    },
  );
};
