import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './runtime/config.js';
import type { Database } from './db/database.js';
import type { JobQueue, QueueDefinition } from './queue/job-queue.js';
import { createJobQueue } from './queue/pg-boss-queue.js';
import { createAiRate, type AiRate } from './queue/ai-rate.js';
import { MAIL_QUEUE, MailDelivery, mailQueue, type MailJob, type RetryPolicy } from './mail/delivery.js';
import { createBulkEngine } from './bulk-jobs/bulk-engine.js';
import { bulkRowLeaseMs, bulkRowQueue, ROW_LEASE_MS, startBulkWorker } from './bulk-jobs/bulk-worker.js';
import { threadWriter } from './bulk-jobs/thread-writer.js';
import { lazyEngine } from '../writer/select.js';
import type { WritingEngine } from '../writer/engine.js';
import type { AmazonAccess } from './amazon/amazon-access.js';
import { whenIdle } from './runtime/when-idle.js';
import { startBrandAnalyticsWorker } from './amazon/catalog/brand-analytics-job.js';
import { brandAnalyticsQueue, type ReportRetry } from './amazon/catalog/brand-analytics-queue.js';

/**
 * Background work: which queues exist and which handlers run them. A process that works jobs
 * (`npm start`, or `npm run worker`) calls `startWorkers`; a web-only one only sends.
 */

/** Timing knobs of the queue; tests shorten them. */
export interface QueueTiming {
  /** Seconds between polls of an idle worker. */
  pollSeconds?: number;
  /** Seconds between pg-boss maintenance passes (they retry jobs of dead workers). */
  maintenanceSeconds?: number;
  /** How long a stop waits for running jobs. */
  graceMs?: number;
}

/** Bulk rows: how long one may run before another worker takes it over, and how many run at once here. */
export interface BulkTuning {
  rowLeaseMs?: number;
  /** How often a worker looks for rows whose lease lapsed (a dead worker's). */
  lapsedRowScanMs?: number;
  concurrency?: number;
  /** Rows saved in one transaction at most. */
  saveBatch?: number;
  /**
   * Built-in rows are written on this many threads of their own (0: on the process' own thread).
   * Unset: one on the embedded database, none on Postgres; a worker process sets its own.
   */
  threads?: number;
}

/**
 * The writer threads of a worker process (`npm run worker`): WRITER_THREADS, or one per row it
 * runs at once and at most one per core, so a worker left alone uses every core. Several workers
 * on one machine are given their share (cores ÷ workers): a thread more than the cores costs a
 * writer's memory and warm-up, and the threads then only take turns on the cores
 * (`npm run bench:scale -- --writer-threads=N` compares).
 */
export const workerProcessThreads = (config: Config) => config.writerThreads ?? Math.min(bulkConcurrency(config), os.availableParallelism());

/**
 * The built-in writer is CPU-bound: two rows at once (one written while the other is saved), or
 * one per writer thread; LLM rows mostly wait on the provider (and AI_RPM).
 */
const bulkConcurrency = (config: Config) => (config.ai.provider === 'builtin' ? Math.max(2, config.writerThreads ?? 0) : 8);

export interface QueueDeps {
  config: Config;
  bulk?: BulkTuning;
  database: Database;
  log: FastifyBaseLogger;
  /** Faster mail retries for tests. */
  mailRetry?: RetryPolicy;
  /** Faster Brand Analytics retries for tests. */
  reportRetry?: ReportRetry;
  timing?: QueueTiming;
}

/** Every queue Listcraft uses; each process declares the same list. */
export function jobQueues(deps: { config: Config; mailRetry?: RetryPolicy; reportRetry?: ReportRetry; bulk?: BulkTuning }): QueueDefinition[] {
  return [mailQueue(deps.mailRetry), bulkRowQueue(deps.bulk?.rowLeaseMs ?? bulkRowLeaseMs(deps.config.ai)), brandAnalyticsQueue(deps.reportRetry)];
}

export function createAppQueue(deps: QueueDeps & { runsJobs: boolean }): JobQueue {
  return createJobQueue(deps.database.db, {
    queues: jobQueues(deps),
    log: deps.log,
    pollSeconds: deps.timing?.pollSeconds,
    // A job sent by a web process wakes the workers at once through NOTIFY, not at their next poll.
    listen: deps.database.listen,
    // Maintenance is what retries the jobs of a worker that died; workers run it.
    maintenance: deps.runsJobs,
    maintenanceSeconds: deps.timing?.maintenanceSeconds,
  });
}

const THREAD_WARM_UP_MS = 10_000;

export interface Workers {
  /** The shared AI requests-per-minute limiter (AI_RPM): bulk work takes from it before each LLM call. */
  aiRate: AiRate;
  /** Call after the queue has stopped (no handler runs any more). */
  close(): Promise<void>;
}

/** Registers this process' handlers on a started queue. */
export async function startWorkers(
  deps: QueueDeps & { queue: JobQueue; now: () => Date; engine?: WritingEngine; aiRate?: AiRate; amazon?: AmazonAccess },
): Promise<Workers> {
  const { config, database, queue, log, now } = deps;
  // The app's own limiter when this process also serves the optimizer: one line for both.
  const aiRate = deps.aiRate ?? createAiRate({ limit: config.aiRpm, redisUrl: config.redisUrl, log });
  if (config.aiRpm && !config.redisUrl && config.databaseUrl) {
    log.warn({ aiRpm: config.aiRpm }, 'AI_RPM is counted per process without REDIS_URL: with several workers, set REDIS_URL so they share it');
  }
  const mail = config.smtpUrl ? new MailDelivery(database.db, config.smtpUrl, config.mailFrom, log, now) : undefined;
  if (mail) await queue.work<MailJob>(MAIL_QUEUE, { concurrency: 2 }, mail.deliver);
  // Brand Analytics documents, when the server has an SP-API app.
  if (deps.amazon) await startBrandAnalyticsWorker({ queue, amazon: deps.amazon, log });
  const engine = deps.engine;
  const concurrency = deps.bulk?.concurrency ?? bulkConcurrency(config);
  // The built-in writer's CPU work goes to threads of its own. On the embedded database the web
  // server shares this process: one thread, so a bulk job leaves it a core. A worker process
  // (worker-main.ts) asks for a thread per core.
  const threads = deps.bulk?.threads ?? (database.kind === 'pglite' ? 1 : 0);
  const thread = config.ai.provider === 'builtin' && !engine && threads > 0 ? threadWriter(threads) : undefined;
  // Loaded once the server has settled, not during its start, and not while it is busy serving
  // requests: then the first bulk row starts the thread itself.
  const warming = thread ? whenIdle(() => thread.warm(), { intervalMs: THREAD_WARM_UP_MS }) : undefined;
  const bulk = await startBulkWorker({
    queue,
    db: database.db,
    getEngine: engine ? async () => engine : lazyEngine(() => createBulkEngine(config.ai, aiRate)),
    now,
    leaseMs: deps.bulk?.rowLeaseMs ?? ROW_LEASE_MS,
    lapsedRowScanMs: deps.bulk?.lapsedRowScanMs,
    concurrency,
    // Only one process can open the embedded database: whatever it left running is orphaned.
    exclusive: database.kind === 'pglite',
    // The embedded database's one connection serves the web requests too: a save holds it for one
    // row's statements only. Postgres saves a message's rows together.
    saveBatch: deps.bulk?.saveBatch ?? (database.kind === 'pglite' ? 1 : undefined),
    writer: thread?.write,
    log,
  });
  return {
    aiRate,
    async close() {
      bulk.close();
      warming?.cancel();
      await thread?.close();
      mail?.close();
      if (!deps.aiRate) await aiRate.close();
    },
  };
}
