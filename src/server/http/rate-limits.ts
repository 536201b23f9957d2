import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from './errors.js';
import { DatabaseCounterStore, FallbackStore, memoryStore, redisStore, type CounterStore } from './counter-stores.js';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP, per-e-mail and per-user budgets. Tests pass smaller ones. */
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
  /** Saves and deletes of listings: free for the seller, so bounded per account instead. */
  unpaidWritesPerUser: { max: 30, windowMs: 60_000 },
  /** The same budget per session token, checked before the session is looked up: a flood is refused cheaply. */
  unpaidWritesPerSession: { max: 30, windowMs: 60_000 },
  /**
   * Keyword bank edits: a seller sorting a 300-keyword export changes one priority per click, so the
   * listings' budget of 30 would refuse them mid-task. Still small next to what a script could send.
   */
  keywordBankWritesPerUser: { max: 240, windowMs: 60_000 },
  keywordBankWritesPerSession: { max: 240, windowMs: 60_000 },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, LimitRule>;

/**
 * Lockouts and abuse limits: their counters must survive a flood of other keys, so they live in
 * Redis or the database, never in the evicting memory store. The per-user throughput limits only
 * grant a little more if evicted, and are checked on every save, so memory is fine for them.
 */
const DURABLE: ReadonlySet<LimitName> = new Set<LimitName>([
  'signInPerIp',
  'signInPerEmail',
  'signUpPerIp',
  'signUpPerEmail',
  'resetPerIp',
  'resetPerEmail',
  'verificationResendPerIp',
  'verificationResendPerEmail',
  'contactPerIp',
]);

function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type Limiter = (key: string | undefined) => Promise<void>;

export interface RateLimits {
  /** Counts one attempt for the key (an IP, an e-mail, a user id) and throws a 429 AppError past the budget. */
  limiter(name: LimitName): Limiter;
  close(): Promise<void>;
}

const REDIS_READY_WAIT_MS = 2_000;

/**
 * A client already over its budget waits this long for its 429. A flood that waits for each
 * answer (a loop, a script) slows itself to one request a second per connection, instead of
 * keeping the event loop busy with refusals while other users wait.
 */
export const OVER_BUDGET_DELAY_MS = 1_000;

/** Connects, waiting briefly so the first requests count in Redis rather than in the fallback. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // No offline queue: while Redis is away a command fails at once and the fallback counts,
  // instead of every sign-in waiting on reconnects.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    app.log.error({ err: error.message }, 'Redis (rate limits) is unreachable; counting in process memory until it is back');
  });
  redis.on('ready', () => {
    if (reported) app.log.warn('Redis (rate limits) is reachable again');
    reported = false;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    redis.connect().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return redis;
}

/**
 * Counters live in Redis when REDIS_URL is set (shared across processes); otherwise durable ones
 * in the database and the rest in memory. If the shared store fails, counting goes on in memory.
 * Built on @fastify/rate-limit (its fixed-window policy and stores); keys are hashed, so no
 * e-mail address or IP is kept at rest in the counters.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string; db: Kysely<DB>; limits?: Partial<Limits>; memoryKeys?: number; nameSpace?: string },
): Promise<RateLimits> {
  const nameSpace = options.nameSpace ?? 'listcraft-rl:';
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  const database = redis ? undefined : new DatabaseCounterStore(options.db);
  const memory = memoryStore(options.memoryKeys);
  const shared: CounterStore = redis
    ? new FallbackStore(redisStore(redis, nameSpace), memory, 'Redis', app.log)
    : new FallbackStore(database!, memory, 'the database', app.log);
  const fast: CounterStore = redis ? shared : memory;

  // The plugin asks its store for a child per limiter; ours hands back the store the limit names.
  class RoutedStore {
    child(params: { counterStore?: CounterStore }) {
      return params.counterStore ?? memory;
    }
  }
  await app.register(rateLimit, { global: false, store: RoutedStore as never });
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const fakeRequest = (key: string) => ({ routeOptions: { config: {} }, limitKey: key }) as unknown as FastifyRequest;
  const hashed = (value: string) => crypto.createHash('sha256').update(`${nameSpace}${value}`).digest('base64url');

  return {
    limiter(name) {
      const rule = limits[name];
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (req) => `${name}:${hashed((req as unknown as { limitKey: string }).limitKey)}`,
        skipOnError: true,
        counterStore: DURABLE.has(name) ? shared : fast,
      } as Parameters<FastifyInstance['createRateLimit']>[0]);
      return async (key) => {
        if (!key) return;
        const result = await check(fakeRequest(key.toLowerCase()));
        if (!result.isAllowed && result.isExceeded) {
          await delay(OVER_BUDGET_DELAY_MS);
          const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
          throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${humanDuration(retryAfterSeconds)}.`, {
            retryAfterSeconds,
          });
        }
      };
    },
    async close() {
      database?.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
