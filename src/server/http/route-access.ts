import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { NO_SESSION_MESSAGE } from '../accounts/session-guard.js';
import { AppError } from './errors.js';

/**
 * The API routes anyone may call without a session, each with the reason. This is the one place
 * that says so: every other /api route needs a signed-in user, and the app (`guardPrivateRoutes`)
 * and the tests (test/security/route-table.test.ts) both read this list.
 */
export const PUBLIC_API_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/health': 'uptime checks and load balancers ask without an account',
  'GET /api/config': 'the web app reads its settings before anyone signs in',
  'GET /api/openapi.json': 'the API description is public',
  'GET /api/profiles': 'the policy profiles are public rules, not a seller’s data',
  'GET /api/prompts/defaults': 'the default prompt templates are the same for everyone',
  'POST /api/contact': 'anyone may write to support (limited per address)',
  'GET /api/auth/*': 'better-auth: e-mail links and the session lookup; it checks the session itself where one is needed',
  'POST /api/auth/*': 'better-auth: sign-up, sign-in, resets; it checks the session itself where one is needed',
  'GET /api/amazon/callback': 'Seller Central sends the seller back here; the route reads the session itself and reports a missing one in its redirect',
  'POST /api/admin/command': 'authorised by the admin token in DATA_DIR, not by a session',
};

const methodsOf = (route: Pick<RouteOptions, 'method'>): HTTPMethods[] => (Array.isArray(route.method) ? route.method : [route.method]);

/** Fastify answers HEAD with the GET route, so a HEAD is as public as its GET. */
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

export const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/** Whether the route is declared public; a route whose methods disagree is a mistake in the list. */
export function isPublicRoute(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const listed = methodsOf(route).map((method) => keyOf(method, route.url) in PUBLIC_API_ROUTES);
  if (listed.every(Boolean)) return true;
  if (!listed.some(Boolean)) return false;
  throw new Error(`${methodsOf(route).join(',')} ${route.url}: only some of its methods are in PUBLIC_API_ROUTES; list all or none`);
}

/**
 * The last check before a private route's body is read: a route's own hooks (the session guard,
 * with rate limits around it) must have set `request.user` by then. A route that forgot its guard,
 * or checks the session only after reading the body, answers 401 to everyone instead of serving
 * strangers.
 */
function sessionChecked(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  // A callback hook: every private request passes it, and it never waits (issue 27).
  done(request.user ? undefined : new AppError('UNAUTHORIZED', NO_SESSION_MESSAGE));
}

/**
 * Adds `sessionChecked` after the own hooks of every /api route that PUBLIC_API_ROUTES does not
 * name, and stops the app at start-up if the list names a route that does not exist (a renamed
 * route must not leave a stale public entry behind). Call before any route is registered.
 */
export function guardPrivateRoutes(app: FastifyInstance) {
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    for (const method of methodsOf(route)) seen.add(keyOf(method, route.url));
    if (isPublicRoute(route)) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // Fastify builds a GET's HEAD route from the GET's options, so it can arrive already guarded.
    if (!own.includes(sessionChecked)) route.onRequest = [...own, sessionChecked];
  });
  app.addHook('onReady', async () => {
    const stale = Object.keys(PUBLIC_API_ROUTES).filter((key) => !seen.has(key));
    if (stale.length) throw new Error(`PUBLIC_API_ROUTES names routes the app does not have: ${stale.join(', ')}`);
  });
}
