import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { QueueLog } from './job-queue.js';

/**
 * The LLM provider's requests-per-minute limit (AI_RPM), shared by the optimizer and every worker:
 * each calls `await aiRate.take(signal, priority)` right before a request to the provider.
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
   * An `interactive` caller (a seller waiting on the page) is admitted before every `bulk` one
   * that is waiting, in this process and, through Redis, in the others.
   */
  take(signal?: AbortSignal, priority?: AiPriority): Promise<number>;
  close(): Promise<void>;
}

/** Who is asking: a seller on the page, or a bulk row nobody is watching. */
export type AiPriority = 'interactive' | 'bulk';

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
  // The provider counts requests as they arrive, not as they were admitted: one admitted at the
  // very end of a window but delayed on its way (a busy worker, a slow connection) can land in the
  // next one. The cap is kept over a window a sixtieth longer (1 s a minute), so the provider's
  // busiest minute stays within AI_RPM (bench:scale saw 601 of 600 without it).
  // Whole milliseconds: Redis' PEXPIRE takes only an integer, and a fractional window (a test's 1 s
  // one) made the script fail after it had logged the admission, so the caller counted it again alone.
  const windowMs = Math.ceil((options.windowMs ?? 60_000) * (1 + 1 / 60));
  const spacingMs = (SPACING * windowMs) / limit;
  const memory = new MemoryLog(limit, windowMs, spacingMs);
  const shared = options.redisUrl ? new RedisLog(options.redisUrl, `${options.keyPrefix ?? 'listcraft:'}ai-rate`, limit, windowMs, spacingMs, options.log) : undefined;
  const line = new WaitingLine(async (priority) => (await shared?.tryAdmit(priority)) ?? memory.tryAdmit());
  return {
    limit,
    take: (signal, priority = 'bulk') => line.take(priority, signal),
    async close() {
      await shared?.close();
    },
  };
}

interface Waiter {
  priority: AiPriority;
  resolve: (at: number) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * This process' callers in one line, interactive ones ahead of bulk ones, each kind first come
 * first served. Only the head asks the limiter, so when a slot opens it goes to the head: a
 * seller on the page never waits behind the rows of a bulk job.
 */
class WaitingLine {
  private waiters: Waiter[] = [];
  private serving = false;

  constructor(private tryAdmit: (priority: AiPriority) => Promise<Verdict>) {}

  take(priority: AiPriority, signal?: AbortSignal): Promise<number> {
    signal?.throwIfAborted();
    return new Promise<number>((resolve, reject) => {
      const waiter: Waiter = { priority, resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          this.remove(waiter);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      const behind = priority === 'interactive' ? this.waiters.findIndex((other) => other.priority === 'bulk') : -1;
      if (behind === -1) this.waiters.push(waiter);
      else this.waiters.splice(behind, 0, waiter);
      void this.serve();
    });
  }

  private remove(waiter: Waiter) {
    const at = this.waiters.indexOf(waiter);
    if (at !== -1) this.waiters.splice(at, 1);
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
  }

  private async serve() {
    if (this.serving) return;
    this.serving = true;
    try {
      while (this.waiters.length > 0) {
        const head = this.waiters[0]!;
        let verdict: Verdict;
        try {
          verdict = await this.tryAdmit(head.priority);
        } catch (error) {
          this.remove(head);
          head.reject(error);
          continue;
        }
        if (verdict.admitted) {
          // The head may have given up while the limiter answered: the slot goes to the next in line.
          const taker = this.waiters[0];
          if (!taker) break;
          this.remove(taker);
          taker.resolve(verdict.at);
          continue;
        }
        await sleep(verdict.retryInMs);
      }
    } finally {
      this.serving = false;
    }
  }
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
 * KEYS[2] holds the processes whose seller (an interactive caller) is waiting, each until a
 * second after its turn should come: while one is there, a bulk caller gets no slot, so a seller
 * in the web process goes ahead of the rows of a worker process too.
 */
const ADMIT_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local spacing = tonumber(ARGV[3])
local interactive = ARGV[5] == 'interactive'
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local wait = 0
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  wait = tonumber(oldest[2]) + window - now + 1
else
  local last = redis.call('ZREVRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if last[2] and now - tonumber(last[2]) < spacing then
    wait = math.ceil(tonumber(last[2]) + spacing - now)
  end
end
if wait == 0 and not interactive and redis.call('ZCARD', KEYS[2]) > 0 then
  wait = math.ceil(spacing)
end
if wait > 0 then
  if interactive then
    redis.call('ZADD', KEYS[2], now + wait + 1000, ARGV[6])
    if redis.call('PTTL', KEYS[2]) < wait + 2000 then redis.call('PEXPIRE', KEYS[2], math.ceil(wait + 2000)) end
  end
  return {0, wait}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], math.ceil(window + 1000))
if interactive then redis.call('ZREM', KEYS[2], ARGV[6]) end
return {1, now}
`;

class RedisLog {
  private redis: Redis;
  private unreachable = false;
  /** Names this process among those whose seller waits (KEYS[2]). */
  private processId = crypto.randomUUID();
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
    this.redis.defineCommand('admitAiRequest', { numberOfKeys: 2, lua: ADMIT_SCRIPT });
    // Counting alone while the other processes count in Redis can exceed the provider's limit, so
    // the first calls wait until Redis is ready or has refused the connection. A timer alone (it
    // was 2 s) fired first whenever the event loop had been busy during the connect, and a Redis
    // that was there was treated as away (seen in CI: 11 requests in a 10-a-second window). The
    // timer stays for a host that never answers at all.
    this.ready = new Promise((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(settle, 10_000).unref();
      this.redis.once('ready', settle);
      this.redis.once('error', settle);
    });
  }

  /** Undefined when Redis cannot answer: the caller falls back to its own memory. */
  async tryAdmit(priority: AiPriority): Promise<Verdict | undefined> {
    await this.ready;
    try {
      const admit = (this.redis as unknown as { admitAiRequest: (...args: unknown[]) => Promise<[number, number]> }).admitAiRequest;
      const [admitted, value] = await admit.call(
        this.redis,
        this.key,
        `${this.key}:sellers-waiting`,
        this.limit,
        this.windowMs,
        this.spacingMs,
        crypto.randomUUID(),
        priority,
        this.processId,
      );
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
