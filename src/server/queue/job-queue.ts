import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Listen } from './sql-adapter.js';

/**
 * Listcraft's one job queue (decision 0015): pg-boss 12 underneath, on Postgres and on PGlite alike.
 * Application code only sees these names, so the library stays an implementation detail.
 *
 * Delivery is at least once: a handler may run again after a crash, a stop past its grace period
 * or an expired lease, so handlers must be idempotent (check their own rows before doing work).
 */
export interface JobQueue {
  /**
   * Enqueues a job. Resolves to the job id, or `null` when `singletonKey` matched a job of the
   * same name that is still waiting or running (nothing was added).
   * With `options.transaction` the job row is written inside that Kysely transaction: it exists
   * exactly when the transaction commits.
   */
  send<T extends JobData>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Enqueues many jobs of one name in one statement, each with the same options (no
   * `singletonKey`: that is per job). With `options.transaction`, inside that transaction as `send`.
   */
  sendMany<T extends JobData>(name: string, data: T[], options?: Omit<SendOptions, 'singletonKey' | 'singletonSeconds'>): Promise<void>;
  /**
   * Runs `handler` for jobs of `name` in this process (only when the process is a worker).
   * A handler that resolves completes its job; one that throws fails it, and the job is retried
   * after its retry delay until its retry limit is used up.
   */
  work<T extends JobData>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /** Cancels waiting (or running) jobs; a cancelled job is never started again. */
  cancel(name: string, ids: string | string[]): Promise<void>;
  /**
   * Tells this process' idle workers of `name` to look for jobs now rather than at their next
   * poll. `send` does it itself; call it after committing a transaction that sent a job.
   */
  wake(name: string): void;
  /** Connects the queue to the database; `send` works from here on. Called on the app's onReady. */
  start(): Promise<void>;
  /**
   * Stops fetching, waits up to `graceMs` for running handlers, then aborts their `signal` and
   * gives them a moment more; jobs still running after that are failed (and so retried later).
   * Resolves once no handler and no queue query is in flight, so the database can close next.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Job payloads are stored as JSON. Keep them small: ids, not whole rows. */
export type JobData = Record<string, unknown>;

export interface SendOptions {
  /**
   * Deduplicates by key as the queue's policy says: on a 'stately' queue at most one job per key
   * waits and one runs; on a 'short' queue one waits; on a 'standard' queue a key only counts
   * together with `singletonSeconds` (one job per key per time slot). A duplicate send returns null.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** Retries after the first attempt fails (the queue's default if unset). */
  retryLimit?: number;
  /** Seconds before a retry (whole seconds: pg-boss' unit). */
  retryDelaySeconds?: number;
  /** Doubles the delay on each retry (with jitter). */
  retryBackoff?: boolean;
  /** With back-off, no retry waits longer than this (whole seconds); unset: no ceiling. */
  retryDelayMaxSeconds?: number;
  /** Fetched before waiting jobs of a lower priority (default 0): work that is late already. */
  priority?: number;
  /**
   * A running job whose worker went silent this long is failed and retried by maintenance: the
   * lease. Make it comfortably longer than one honest run of the handler.
   */
  expireInSeconds?: number;
  /**
   * A long job's proof of life (at least 10 s): pg-boss refreshes it every half of it while the
   * handler runs, and maintenance retries the job once it is this stale (its worker died), long
   * before `expireInSeconds` would.
   */
  heartbeatSeconds?: number;
  /** Write the job in this transaction (e.g. beside the row it works on). */
  transaction?: Kysely<DB>;
}

export interface WorkOptions {
  /** Jobs of this name run at most this many at a time in this process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for new jobs, in seconds (default: the queue's polling). */
  pollSeconds?: number;
}

export interface QueueJob<T extends JobData = JobData> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** True when a failure now is final: no retry follows. */
  lastAttempt: boolean;
  /**
   * Aborted when the process is stopping and the grace period is over: wrap up and throw, and the
   * job is retried (by this or another worker).
   */
  signal: AbortSignal;
}

export type JobHandler<T extends JobData = JobData> = (job: QueueJob<T>) => Promise<void>;

export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

/** One queue: its name, its policy (fixed when it is created) and defaults for every send to it. */
export interface QueueDefinition {
  name: string;
  /** 'standard' unless set; see `SendOptions.singletonKey`. */
  policy?: QueuePolicy;
  defaults?: Omit<SendOptions, 'transaction'>;
}

export interface QueueLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  /** Queues this process sends to or works; created at start if a migration has not already. */
  queues: QueueDefinition[];
  log: QueueLog;
  /** Seconds between polls of an idle worker (default 2, at least 0.5: pg-boss' floor). */
  pollSeconds?: number;
  /**
   * The database's LISTEN (`Database.listen`). Given, a send wakes the workers of every process
   * through NOTIFY at once; without it a job sent by another process waits for the next poll.
   */
  listen?: Listen;
  /**
   * Runs pg-boss' maintenance here: it fails and retries jobs whose worker went silent past their
   * lease, and archives old ones. Worker processes run it; a web-only process need not.
   */
  maintenance?: boolean;
  /** Seconds between maintenance passes (default 60; tests make it short). */
  maintenanceSeconds?: number;
}
