import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The folder of prerendered pages in dist/web, as src/web/build/prerender.ts writes it. */
export const PRERENDERED_DIR = 'pages';

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
  // Pages whose first view the build wrote into their own copy of index.html (src/web/build/prerender.ts).
  const pagesDir = path.join(distDir, PRERENDERED_DIR);
  const prerendered = new Set(
    hasBuild && fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).filter((f) => f.endsWith('.html')).map((f) => `/${f.slice(0, -'.html'.length)}`) : [],
  );
  return {
    /** Answers a page request that no route matched with the app shell, prerendered when the build wrote the page. */
    async sendIndex(reply: FastifyReply, pathname = '/') {
      if (!hasBuild) {
        return reply
          .type('text/html')
          .send('<!doctype html><title>Listcraft</title><p>The web app is not built. Run <code>npm start</code>.</p>');
      }
      const page = pathname.replace(/\/+$/, '');
      return reply.sendFile(prerendered.has(page) ? `${PRERENDERED_DIR}${page}.html` : 'index.html');
    },
  };
}
