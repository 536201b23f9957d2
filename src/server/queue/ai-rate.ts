import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { QueueLog } from './job-queue.js';

/**
 * The LLM provider's requests-per-minute limit (AI_RPM), shared by every worker: each one calls
 * `await aiRate.take(signal)` right before a request to the provider.
 *
 * A sliding log: a request is admitted only while fewer than `limit` were admitted in the last
 * window, so no window of that length ever holds more (at the admission clock: Redis' own, when
 * shared, so workers' clocks do not matter). Admissions are also spaced at least 0.75 x window/limit
 * apart, so a queue of waiting rows goes out as a steady stream rather than a burst followed by
 * a minute of silence, while the long-run rate still reaches the whole limit.
 */
export interface AiRate {
  /** The limit per window, or undefined when there is none (AI_RPM unset): `take` returns at once. */
  readonly limit?: number;
  /**
   * Waits for an admission and resolves to its time (ms, on the limiter's clock). Rejects with
   * the signal's reason if the signal aborts first; an aborted wait uses up no admission.
   */
  take(signal?: AbortSignal): Promise<number>;
  close(): Promise<void>;
}

export interface AiRateOptions {
  /** Requests allowed per window (AI_RPM); unset for no limit. */
  limit?: number;
  /** Default one minute; tests use a shorter one. */
  windowMs?: number;
  /** Shared across processes when set (REDIS_URL); otherwise this process counts alone. */
  redisUrl?: string;
  /** Redis key prefix; every process sharing a limit uses the same one. */
  keyPrefix?: string;
  log: QueueLog;
}

/**
 * The spacing as a share of window/limit. Below 1 so that a worker woken a little late (a busy
 * event loop, a Redis round trip) does not lose its turn for good; the window cap holds regardless.
 */
const SPACING = 0.75;

export function createAiRate(options: AiRateOptions): AiRate {
  const { limit } = options;
  if (!limit) return { limit: undefined, take: async () => Date.now(), close: async () => {} };
  const windowMs = options.windowMs ?? 60_000;
  const spacingMs = (SPACING * windowMs) / limit;
  const memory = new MemoryLog(limit, windowMs, spacingMs);
  const shared = options.redisUrl ? new RedisLog(options.redisUrl, `${options.keyPrefix ?? 'listcraft:'}ai-rate`, limit, windowMs, spacingMs, options.log) : undefined;
  return {
    limit,
    async take(signal) {
      for (;;) {
        signal?.throwIfAborted();
        const verdict = (await shared?.tryAdmit()) ?? memory.tryAdmit();
        if (verdict.admitted) return verdict.at;
        await sleep(verdict.retryInMs, undefined, { signal }).catch((error: unknown) => {
          throw signal?.aborted ? signal.reason : error;
        });
      }
    },
    async close() {
      await shared?.close();
    },
  };
}

type Verdict = { admitted: true; at: number } | { admitted: false; retryInMs: number };

/** The same rule in process memory: without Redis, or while it is away. */
class MemoryLog {
  private admitted: number[] = [];

  constructor(
    private limit: number,
    private windowMs: number,
    private spacingMs: number,
  ) {}

  tryAdmit(): Verdict {
    const now = Date.now();
    while (this.admitted.length > 0 && this.admitted[0]! <= now - this.windowMs) this.admitted.shift();
    const last = this.admitted.at(-1);
    if (this.admitted.length >= this.limit) return { admitted: false, retryInMs: this.admitted[0]! + this.windowMs - now + 1 };
    if (last !== undefined && now - last < this.spacingMs) return { admitted: false, retryInMs: Math.ceil(last + this.spacingMs - now) };
    this.admitted.push(now);
    return { admitted: true, at: now };
  }
}

/**
 * One Lua script, so checking the log and adding to it is a single atomic step for every process.
 * Scores are Redis' TIME in milliseconds. Returns {1, now} when admitted, {0, wait ms} when not.
 */
const ADMIT_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local spacing = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now + 1}
end
local last = redis.call('ZREVRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if last[2] and now - tonumber(last[2]) < spacing then
  return {0, math.ceil(tonumber(last[2]) + spacing - now)}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window + 1000)
return {1, now}
`;

class RedisLog {
  private redis: Redis;
  private unreachable = false;
  /** The first calls wait (briefly) for the connection rather than count alone. */
  private ready: Promise<void>;

  constructor(
    url: string,
    private key: string,
    private limit: number,
    private windowMs: number,
    private spacingMs: number,
    private log: QueueLog,
  ) {
    // No offline queue: while Redis is away a call fails at once and this process counts alone.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    this.redis.on('error', () => {});
    this.redis.defineCommand('admitAiRequest', { numberOfKeys: 1, lua: ADMIT_SCRIPT });
    this.ready = new Promise((resolve) => {
      const timer = setTimeout(resolve, 2_000).unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Undefined when Redis cannot answer: the caller falls back to its own memory. */
  async tryAdmit(): Promise<Verdict | undefined> {
    await this.ready;
    try {
      const admit = (this.redis as unknown as { admitAiRequest: (...args: unknown[]) => Promise<[number, number]> }).admitAiRequest;
      const [admitted, value] = await admit.call(this.redis, this.key, this.limit, this.windowMs, this.spacingMs, crypto.randomUUID());
      if (this.unreachable) this.log.warn({}, 'Redis (AI rate limit) is reachable again');
      this.unreachable = false;
      return admitted === 1 ? { admitted: true, at: value } : { admitted: false, retryInMs: Math.max(1, value) };
    } catch (error) {
      if (!this.unreachable) this.log.error({ err: (error as Error).message }, 'Redis (AI rate limit) is unreachable; this process limits its own requests until it is back');
      this.unreachable = true;
      return undefined;
    }
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
