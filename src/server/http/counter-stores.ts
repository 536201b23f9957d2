import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DB } from '../db/schema.js';

/**
 * The counter stores behind our rate limits, in @fastify/rate-limit's store shape
 * (`incr(key, callback, timeWindow, max)`): its Redis and in-memory stores, and ours in the
 * database. The in-memory store is an LRU of a few thousand keys, so a flood of made-up e-mail
 * addresses can push a victim's lockout counter out of it; the database and Redis keep every key
 * until its window ends.
 */
export interface CounterState {
  current: number;
  ttl: number;
}
export type Incr = (key: string, callback: (error: Error | null, state: CounterState | null) => void, timeWindow: number, max: number) => void;
export interface CounterStore {
  incr: Incr;
}

const require = createRequire(import.meta.url);
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => CounterStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/** Only for short-lived fallback use, or limits whose eviction merely grants a little more. */
export const memoryStore = (keys = 20_000): CounterStore => new LocalStore(false, false, keys);

export const redisStore = (redis: Redis, nameSpace: string): CounterStore => new RedisStore(false, false, redis, nameSpace);

/**
 * Fixed-window counters in the `rate_limit_counters` table (migration 0006): one upsert per hit,
 * on PGlite or Postgres alike. Expired rows are swept periodically.
 */
export class DatabaseCounterStore implements CounterStore {
  private sweeper: NodeJS.Timeout;

  constructor(
    private db: Kysely<DB>,
    sweepEveryMs = 5 * 60_000,
  ) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepEveryMs);
    this.sweeper.unref();
  }

  incr: Incr = (key, callback, timeWindow) => {
    this.hit(key, timeWindow).then(
      (state) => callback(null, state),
      (error: Error) => callback(error, null),
    );
  };

  async hit(key: string, timeWindow: number): Promise<CounterState> {
    const now = new Date();
    const ends = new Date(now.getTime() + timeWindow);
    const { rows } = await sql<{ hits: number; window_ends_at: Date }>`
      insert into rate_limit_counters as c (key, hits, window_ends_at) values (${key}, 1, ${ends})
      on conflict (key) do update set
        hits = case when c.window_ends_at <= ${now} then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= ${now} then excluded.window_ends_at else c.window_ends_at end
      returning hits, window_ends_at`.execute(this.db);
    const row = rows[0]!;
    return { current: Number(row.hits), ttl: Math.max(0, new Date(row.window_ends_at).getTime() - now.getTime()) };
  }

  async sweep() {
    await this.db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', new Date()).execute();
  }

  close() {
    clearInterval(this.sweeper);
  }
}

/**
 * Counts in the primary store and, while it fails, in process memory, so an outage neither locks
 * everyone out nor lets every attempt through. The outage is logged as an error once, and its end
 * once.
 */
export class FallbackStore implements CounterStore {
  private failing = false;

  constructor(
    private primary: CounterStore,
    private fallback: CounterStore,
    private label: string,
    private log: FastifyBaseLogger,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    this.primary.incr(
      key,
      (error, state) => {
        if (!error && state) {
          if (this.failing) {
            this.failing = false;
            this.log.warn(`rate limits: ${this.label} answers again; counting there again`);
          }
          callback(null, state);
          return;
        }
        if (!this.failing) {
          this.failing = true;
          this.log.error({ err: error?.message }, `rate limits: ${this.label} is unreachable; counting in process memory until it is back`);
        }
        this.fallback.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };
}
