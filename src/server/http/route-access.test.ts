import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { guardPrivateRoutes, isPublicRoute, PUBLIC_API_ROUTES } from './route-access.js';

/** A Fastify with the net and every public route declared (so the start-up check passes), plus `extra`. */
async function appWith(extra: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  registerErrorHandling(app);
  guardPrivateRoutes(app);
  for (const key of Object.keys(PUBLIC_API_ROUTES)) {
    const [method, url] = key.split(' ') as ['GET' | 'POST', string];
    app.route({ method, url, handler: async () => ({ open: true }) });
  }
  extra(app);
  await app.ready();
  return app;
}

describe('guardPrivateRoutes', () => {
  it('refuses a private route whose own hooks set no user, and serves one whose hooks did', async () => {
    const app = await appWith((app) => {
      app.get('/api/forgot-its-guard', async () => ({ secret: 1 }));
      const guard = async (request: FastifyRequest) => {
        if (request.headers.authorization === 'Bearer good') request.user = { id: 'u', email: 'u@example.com', name: 'U', displayName: null };
      };
      app.get('/api/guarded', { onRequest: guard }, async () => ({ mine: 1 }));
    });
    const forgot = await app.inject({ method: 'GET', url: '/api/forgot-its-guard', headers: { authorization: 'Bearer good' } });
    expect(forgot.statusCode).toBe(401);
    expect(forgot.json().code).toBe('UNAUTHORIZED');
    expect((await app.inject({ method: 'HEAD', url: '/api/forgot-its-guard' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/guarded' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/guarded', headers: { authorization: 'Bearer good' } })).json()).toEqual({ mine: 1 });
    await app.close();
  });

  it('leaves the declared public routes and everything outside /api alone', async () => {
    const app = await appWith((app) => app.get('/favicon.svg', async () => 'svg'));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ open: true });
    expect((await app.inject({ method: 'HEAD', url: '/api/config' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    await app.close();
  });

  it('stops the app when the list names a route it does not have', async () => {
    const app = Fastify();
    guardPrivateRoutes(app);
    app.get('/api/health', async () => 'ok');
    await expect(app.ready()).rejects.toThrow(/PUBLIC_API_ROUTES names routes the app does not have: GET \/api\/config/);
  });

  it('refuses a route only some of whose methods are listed', () => {
    expect(isPublicRoute({ method: ['GET', 'POST'], url: '/api/auth/*' })).toBe(true);
    expect(isPublicRoute({ method: ['GET', 'PUT'], url: '/api/listings' })).toBe(false);
    expect(() => isPublicRoute({ method: ['GET', 'DELETE'], url: '/api/health' })).toThrow(/only some of its methods/);
  });
});
