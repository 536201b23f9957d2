import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built single-page app: hashed assets are cached for a year, index.html never,
 * and any non-API GET that accepts HTML falls back to index.html so client routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return {
    /** Answers a page request that no route matched with the app shell. */
    async sendIndex(reply: FastifyReply) {
      if (!hasBuild) {
        return reply
          .type('text/html')
          .send('<!doctype html><title>Listcraft</title><p>The web app is not built. Run <code>npm start</code>.</p>');
      }
      return reply.sendFile('index.html');
    },
  };
}
