import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig, type Config } from '../runtime/config.js';

const publicConfigSchema = z.object({
  supportEmail: z.string(),
  supportWhatsapp: z.string(),
  aiProvider: z.string(),
  aiModel: z.string(),
});

/** The whitelisted settings the browser needs (support contacts, AI credit line). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async () => publicConfig(config),
  );
};
