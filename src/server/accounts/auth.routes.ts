import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type PasswordResetRequested, type SignUpAnswer } from '../../contract/accounts.js';
import type { Config } from '../runtime/config.js';
import { isAPIError } from 'better-auth/api';
import { AppError, databaseUnavailable } from '../http/errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Mailer } from '../mail/mailer.js';
import type { BackgroundWork } from '../http/background.js';
import type { Limiter, RateLimits } from '../http/rate-limits.js';
import type { Auth } from './auth.js';
import { checkAuthBody } from './auth-input.js';
import { SESSION_UNAVAILABLE_MESSAGE } from './session-guard.js';
import { withLoggedErrors } from './swallowed-errors.js';

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** Messages from better-auth that SPEC words differently, keyed by endpoint and error code. */
const MESSAGE_OVERRIDES: Record<string, Record<string, string>> = {
  '/reset-password': {
    INVALID_TOKEN: 'Invalid or expired reset link. Please request a new password reset.',
    PASSWORD_TOO_SHORT: ACCOUNT_MESSAGES.passwordTooShort,
    PASSWORD_TOO_LONG: ACCOUNT_MESSAGES.passwordTooLong,
  },
  '/sign-up/email': { PASSWORD_TOO_SHORT: ACCOUNT_MESSAGES.passwordTooShort, PASSWORD_TOO_LONG: ACCOUNT_MESSAGES.passwordTooLong },
  '/sign-in/email': {
    EMAIL_NOT_VERIFIED:
      'Please confirm your e-mail address first. We have e-mailed you a confirmation link; check your inbox and spam folder.',
  },
};

/** better-auth's answer to a reset request, whether or not the address has an account. */
const RESET_ANSWER: PasswordResetRequested = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/** Headers that name a client address; better-auth gets ours (request.ip, resolved under TRUST_PROXY) instead. */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip'];

/**
 * Mounts better-auth at /api/auth/* with its standard paths, adding per-IP and per-e-mail rate
 * limits and our own input checks in front, and making the sign-up and reset answers identical
 * whether or not the address exists.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; config: Config; rateLimits: RateLimits; background: BackgroundWork; mailer: Mailer }> = async (
  app,
  { auth, config, rateLimits, background, mailer },
) => {
  const perIp: Record<string, Limiter> = {
    '/sign-in/email': rateLimits.limiter('signInPerIp'),
    '/sign-up/email': rateLimits.limiter('signUpPerIp'),
    '/request-password-reset': rateLimits.limiter('resetPerIp'),
    '/send-verification-email': rateLimits.limiter('verificationResendPerIp'),
  };
  const perEmail: Record<string, Limiter> = {
    '/sign-in/email': rateLimits.limiter('signInPerEmail'),
    '/sign-up/email': rateLimits.limiter('signUpPerEmail'),
    '/request-password-reset': rateLimits.limiter('resetPerEmail'),
  };
  const endpointOf = (request: FastifyRequest) => new URL(request.url, config.appUrl).pathname.replace(/^\/api\/auth/, '');

  const toBetterAuth = (request: FastifyRequest, url: URL) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || CLIENT_ADDRESS_HEADERS.includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);
    const body = request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
    if (body !== undefined) headers.set('content-type', 'application/json');
    headers.delete('content-length');
    return new Request(url, { method: request.method, headers, body });
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    // Counted before the body is read, so malformed attempts (bad JSON, NUL, too deep) count too.
    async onRequest(request) {
      if (request.method === 'POST') await perIp[endpointOf(request)]?.(request.ip);
    },
    async handler(request, reply) {
      const url = new URL(request.url, config.appUrl);
      const endpoint = endpointOf(request);
      if (request.method === 'POST') {
        await perEmail[endpoint]?.(emailOf(request));
        checkAuthBody(endpoint, request.body);
      }

      if (request.method === 'POST' && endpoint === '/request-password-reset') {
        // The work differs for a known and an unknown address (a token, a mail), so it happens
        // after the answer: the answer takes the same time either way.
        checkRedirect((request.body as { redirectTo?: string }).redirectTo, config.appUrl);
        // The answer promises a mail, so it first makes sure one could be queued: the same write,
        // known address or not, so a database that refuses writes is a 503 for everyone.
        await mailer.checkCanQueue();
        const forwarded = toBetterAuth(request, url);
        background.run('password reset request', async () => {
          const response = await auth.handler(forwarded);
          if (!response.ok) request.log.warn({ status: response.status }, 'password reset request refused by better-auth');
        }, request.log);
        return reply.type('application/json').send(RESET_ANSWER);
      }

      const response = await answerOf(auth, toBetterAuth(request, url), endpoint);

      void reply.status(response.status);
      const bearerToken = handsOutBearerToken(request, endpoint);
      response.headers.forEach((value, name) => {
        if (name === 'set-cookie' || name === 'content-length') return;
        if (!bearerToken && name === 'set-auth-token') return;
        if (!bearerToken && name === 'access-control-expose-headers') {
          const exposed = value.split(',').map((header) => header.trim()).filter((header) => header && header.toLowerCase() !== 'set-auth-token');
          if (exposed.length) void reply.header(name, exposed.join(', '));
          return;
        }
        void reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) void reply.header('set-cookie', cookies);

      const text = await response.text();
      if (!text) return reply.send();
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        return reply.send(text);
      }
      return reply.type('application/json').send(withoutSessionTokens(rewrite(endpoint, request, response.status, payload)));
    },
  });
};

/**
 * better-auth's answer, unless the database let it down: an error it logged and answered past (a
 * mail after sign-up that could not be queued) or a failed session lookup becomes a 503, never a
 * 200 that lost the work or a "signed out".
 */
async function answerOf(auth: Auth, forwarded: Request, endpoint: string): Promise<Response> {
  let outcome: Awaited<ReturnType<typeof withLoggedErrors<Response>>>;
  try {
    outcome = await withLoggedErrors(() => auth.handler(forwarded));
  } catch (error) {
    const clientError = isAPIError(error) && error.statusCode < 500;
    if (endpoint === '/get-session' && !clientError) throw databaseUnavailable(SESSION_UNAVAILABLE_MESSAGE, error);
    throw error;
  }
  const lost = outcome.logged.find((error) => isDatabaseUnavailable(error));
  if (lost) throw databaseUnavailable(undefined, lost);
  if (endpoint === '/get-session' && outcome.result.status >= 500) throw databaseUnavailable(SESSION_UNAVAILABLE_MESSAGE, outcome.logged[0]);
  return outcome.result;
}

/**
 * Whether this answer may carry the bearer token (better-auth's bearer plugin adds it, as
 * set-auth-token, to every answer that sets the session cookie). Only a sign-in by an API client
 * gets it: a script in a page must never read a working credential, or the cookie's HttpOnly
 * protects nothing. Browsers mark every request a page makes with Sec-Fetch-Site and
 * Sec-Fetch-Dest, which no script can remove (Node's fetch sends only Sec-Fetch-Mode, curl none);
 * a session refreshed by get-session (which sets the cookie again) never carries it.
 */
function handsOutBearerToken(request: FastifyRequest, endpoint: string): boolean {
  if (request.method !== 'POST' || endpoint !== '/sign-in/email') return false;
  return request.headers['sec-fetch-site'] === undefined && request.headers['sec-fetch-dest'] === undefined;
}

/**
 * An answer without the session tokens better-auth puts in its JSON (sign-in's `token`,
 * get-session's `session.token`, each of list-sessions'): a page script reads that JSON. Any
 * string field named `token` goes; nothing of ours needs one.
 */
export function withoutSessionTokens(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(withoutSessionTokens);
  if (!payload || typeof payload !== 'object') return payload;
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([key, value]) => !(key === 'token' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutSessionTokens(value)]),
  );
}

/** The reset link may only lead back to this app (better-auth would refuse it later, unseen). */
function checkRedirect(redirectTo: string | undefined, appUrl: string) {
  if (redirectTo === undefined) return;
  const target = URL.canParse(redirectTo, appUrl) ? new URL(redirectTo, appUrl) : undefined;
  if (!target || target.origin !== new URL(appUrl).origin) {
    throw new AppError('BAD_REQUEST', 'redirectTo must be a page of this site.');
  }
}

function rewrite(endpoint: string, request: FastifyRequest, status: number, payload: unknown): unknown {
  if (status >= 400 && payload && typeof payload === 'object') {
    const { code } = payload as { code?: string };
    const override = code ? MESSAGE_OVERRIDES[endpoint]?.[code] : undefined;
    return override ? { ...payload, message: override } : payload;
  }
  if (endpoint === '/sign-up/email' && status === 200) {
    // The same answer for a new and an already-registered address: no enumeration by response.
    const input = request.body as { name?: string; email?: string; display_name?: string };
    const answer: SignUpAnswer = {
      token: null,
      user: {
        name: input.name ?? '',
        email: (input.email ?? '').toLowerCase(),
        display_name: input.display_name ?? null,
        emailVerified: false,
      },
    };
    return answer;
  }
  return payload;
}
