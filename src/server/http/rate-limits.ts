import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.js';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-e-mail budgets. Tests pass smaller ones. */
export const DEFAULT_LIMITS = {
  signInPerIp: { max: 30, windowMs: 15 * 60_000 },
  signInPerEmail: { max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { max: 10, windowMs: 60 * 60_000 },
  signUpPerEmail: { max: 3, windowMs: 60 * 60_000 },
  resetPerIp: { max: 10, windowMs: 60 * 60_000 },
  resetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  verificationResendPerIp: { max: 10, windowMs: 60 * 60_000 },
  verificationResendPerEmail: { max: 3, windowMs: 60 * 60_000 },
  contactPerIp: { max: 5, windowMs: 60 * 60_000 },
  generationPerUser: { max: 30, windowMs: 60_000 },
  draftSavesPerUser: { max: 120, windowMs: 60_000 },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, LimitRule>;

function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type Limiter = (key: string | undefined) => Promise<void>;

export interface RateLimits {
  /** Counts one attempt for the key (an IP, an e-mail) and throws a 429 AppError past the budget. */
  limiter(name: LimitName): Limiter;
  close(): Promise<void>;
}

/**
 * Counters live in Redis when REDIS_URL is set (shared across processes), in memory otherwise.
 * Built on @fastify/rate-limit's stores; keys are namespaced by limit name.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string; limits?: Partial<Limits>; nameSpace?: string },
): Promise<RateLimits> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis error (rate limits)'));
  await app.register(rateLimit, { global: false, redis, nameSpace: options.nameSpace ?? 'listcraft-rl:' });
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const fakeRequest = (key: string) => ({ routeOptions: { config: {} }, limitKey: key }) as unknown as FastifyRequest;

  return {
    limiter(name) {
      const rule = limits[name];
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (req) => `${name}:${(req as unknown as { limitKey: string }).limitKey}`,
        // A Redis outage must not lock everyone out of signing in.
        skipOnError: true,
      });
      return async (key) => {
        if (!key) return;
        const result = await check(fakeRequest(key.toLowerCase()));
        if (!result.isAllowed && result.isExceeded) {
          const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
          throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${humanDuration(retryAfterSeconds)}.`, {
            retryAfterSeconds,
          });
        }
      };
    },
    async close() {
      await redis?.quit().catch(() => {});
    },
  };
}
