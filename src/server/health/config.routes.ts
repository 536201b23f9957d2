import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../contract/public-config.js';
import { publicConfig, type Config } from '../config.js';

/** The whitelisted settings the browser needs (support contacts, AI credit line). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async () => publicConfig(config),
  );
};
