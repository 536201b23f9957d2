import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../runtime/config.js';
import type { Database } from '../db/database.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Mailer } from '../mail/mailer.js';
import { contactMessageMail } from '../mail/templates.js';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message: `${label} is required` }).max(max, { message: `${label} must be at most ${max} characters` }));

const contactBody = z.object({
  name: required('Name', 200),
  email: z.string({ message: 'Email is required' }).trim().pipe(z.email({ message: 'Please enter a valid email address' }).max(320)),
  subject: required('Subject', 200),
  message: required('Message', 5_000),
  /** Honeypot: people never see this field, bots fill it in. */
  website: z.string().max(500).optional(),
});

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
        body: contactBody,
        response: { 201: z.object({ message: z.string() }), 400: z.object({ message: z.string(), code: z.string(), details: z.unknown().optional() }) },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      const answer = { message: 'Thanks! Your message has been sent. We usually reply within one business day.' };
      // A filled honeypot gets the same answer, so bots learn nothing, but nothing is stored or sent.
      if (website?.trim()) return reply.status(201).send(answer);
      await database.db
        .insertInto('contact_messages')
        .values({ ...message, ip_address: request.ip, created_at: now() })
        .execute();
      await mailer.send({ to: config.supportEmail, ...contactMessageMail(message) });
      return reply.status(201).send(answer);
    },
  );
};
