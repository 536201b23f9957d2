import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the built app really runs under: scripts and styles come only
 * from our origin. 'unsafe-inline' styles are needed by the dialog primitives, which inject a
 * small <style> element to lock page scrolling.
 */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });

  // API answers carry sessions, listings and usage: no browser or shared cache may keep them.
  // A route that wants caching sets its own header. A callback hook, not an async one: every
  // answer passes it, and an async onSend costs each a promise and a microtask hop (issue 27).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
