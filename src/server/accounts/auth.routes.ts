import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Limiter, RateLimits } from '../http/rate-limits.js';
import type { Auth } from './auth.js';

type Guard = (request: FastifyRequest) => Promise<void>;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** Messages from better-auth that SPEC words differently, keyed by endpoint and error code. */
const MESSAGE_OVERRIDES: Record<string, Record<string, string>> = {
  '/reset-password': {
    INVALID_TOKEN: 'Invalid or expired reset link. Please request a new password reset.',
    PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  },
  '/sign-up/email': { PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long' },
  '/sign-in/email': {
    EMAIL_NOT_VERIFIED:
      'Please confirm your e-mail address first. We have e-mailed you a confirmation link; check your inbox and spam folder.',
  },
};

/**
 * Mounts better-auth at /api/auth/* with its standard paths, adding per-IP and per-e-mail rate
 * limits in front and making the sign-up answer identical whether or not the address exists.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; config: Config; rateLimits: RateLimits }> = async (
  app,
  { auth, config, rateLimits },
) => {
  const both = (perIp: Limiter, perEmail?: Limiter): Guard => async (request) => {
    await perIp(request.ip);
    if (perEmail) await perEmail(emailOf(request));
  };
  const guards: Record<string, Guard> = {
    '/sign-in/email': both(rateLimits.limiter('signInPerIp'), rateLimits.limiter('signInPerEmail')),
    '/sign-up/email': both(rateLimits.limiter('signUpPerIp'), rateLimits.limiter('signUpPerEmail')),
    '/request-password-reset': both(rateLimits.limiter('resetPerIp'), rateLimits.limiter('resetPerEmail')),
    '/send-verification-email': both(rateLimits.limiter('verificationResendPerIp')),
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, config.appUrl);
      const endpoint = url.pathname.replace(/^\/api\/auth/, '');
      if (request.method === 'POST') await guards[endpoint]?.(request);

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const body = request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
      if (body !== undefined) headers.set('content-type', 'application/json');
      headers.delete('content-length');
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));

      void reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
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
      return reply.type('application/json').send(rewrite(endpoint, request, response.status, payload));
    },
  });
};

function rewrite(endpoint: string, request: FastifyRequest, status: number, payload: unknown): unknown {
  if (status >= 400 && payload && typeof payload === 'object') {
    const { code } = payload as { code?: string };
    const override = code ? MESSAGE_OVERRIDES[endpoint]?.[code] : undefined;
    return override ? { ...payload, message: override } : payload;
  }
  if (endpoint === '/sign-up/email' && status === 200) {
    // The same answer for a new and an already-registered address: no enumeration by response.
    const input = request.body as { name?: string; email?: string; display_name?: string };
    return {
      token: null,
      user: {
        name: input.name ?? '',
        email: (input.email ?? '').toLowerCase(),
        display_name: input.display_name ?? null,
        emailVerified: false,
      },
    };
  }
  return payload;
}
