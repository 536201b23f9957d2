import type { FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { AppError, databaseUnavailable } from '../http/errors.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

export const NO_SESSION_MESSAGE = 'No active session. Please log in again.';

export const SESSION_UNAVAILABLE_MESSAGE =
  'We could not check your session just now because our database is unavailable. You are still signed in; please try again in a minute.';

/**
 * Looks the session up. A lookup that fails (the database is away, a query errs) is not an
 * answer: it is a 503, so a database blip never signs anyone out. Only a clear "no such
 * session" (null, or better-auth's own 4xx for a malformed credential) is.
 */
export async function lookUpSession(auth: Auth, headers: Headers) {
  try {
    return await auth.api.getSession({ headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) return null;
    throw databaseUnavailable(SESSION_UNAVAILABLE_MESSAGE, error);
  }
}

/**
 * An onRequest hook that admits a request with a valid session cookie or bearer token, and sets
 * request.user. It runs before the body is read, so a stranger's request costs no parsing; the
 * app refuses any private route it did not admit (src/server/http/route-access.ts).
 */
export function sessionGuard(auth: Auth) {
  return async function requireUser(request: FastifyRequest) {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
    const session = await lookUpSession(auth, headers);
    if (!session) throw new AppError('UNAUTHORIZED', NO_SESSION_MESSAGE);
    const user = session.user as typeof session.user & { display_name?: string | null };
    request.user = { id: user.id, email: user.email, name: user.name, displayName: user.display_name ?? null };
  };
}

/** For handlers behind sessionGuard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', NO_SESSION_MESSAGE);
  return request.user;
}

/**
 * The session token a request carries (bearer or cookie), unverified. Good for cheap decisions
 * before the session lookup, such as refusing a client that is already over a budget.
 */
export function sessionCredential(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  return /(?:^|;\s*)(?:__Secure-)?listcraft\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
}

/**
 * What a seller's own free resources (listings, keyword banks) need from the app: the session, and
 * a write budget per account and per session token.
 */
export interface OwnedRoutesOptions {
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** Free writes are bounded per account... */
  writesPerUser: Limiter;
  /** ...and per session token, counted before the session lookup. */
  writesPerSession: Limiter;
}

/**
 * The hooks of those routes. Everything happens before the body is read, so a refused request
 * costs no parsing; a client flooding writes is refused by its token alone, without a database
 * round trip, and the per-account count then covers one account holding several sessions.
 */
export function ownedRouteHooks({ requireUser, writesPerUser, writesPerSession }: OwnedRoutesOptions) {
  return {
    reads: [requireUser],
    writes: [
      async (request: FastifyRequest) => writesPerSession(sessionCredential(request)),
      requireUser,
      async (request: FastifyRequest) => writesPerUser(currentUser(request).id),
    ],
  };
}
