import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, type JobInsert, type JobWithMetadata, type SendOptions as PgBossSendOptions } from 'pg-boss';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type {
  JobData,
  JobHandler,
  JobQueue,
  JobQueueOptions,
  QueueDefinition,
  QueueJob,
  SendOptions,
  WorkOptions,
} from './job-queue.js';
import { QUEUE_SCHEMA } from './queue-schema.js';
import { KyselySqlAdapter } from './sql-adapter.js';

const DEFAULT_POLL_SECONDS = 2;
/** pg-boss' floor for a worker's polling interval. */
const MIN_POLL_SECONDS = 0.5;
/**
 * Maintenance is what hands a dead worker's jobs to the living once their lease ran out, so it
 * bounds how late that happens; a pass is a few indexed queries.
 */
const DEFAULT_MAINTENANCE_SECONDS = 10;
const DEFAULT_GRACE_MS = 5_000;
const RECONNECT_MS = 5_000;
/** After the grace period, aborted handlers get this long to wrap up before their jobs are failed. */
const ABORT_WAIT_MS = 1_500;

/**
 * The one job queue, over pg-boss 12 (decision 0015). pg-boss keeps the jobs, claims them with
 * SKIP LOCKED, runs the workers, retries, expires silent ones and deletes old ones; every query
 * goes through our own Kysely, so the same code runs on Postgres and on the single-connection PGlite.
 *
 * With `options.listen` a send wakes the workers of every process at once through LISTEN/NOTIFY
 * (the queues are created with `notify`); polling stays as the backstop.
 */
export function createJobQueue(db: Kysely<DB>, options: JobQueueOptions): JobQueue {
  return new PgBossQueue(db, options);
}

class PgBossQueue implements JobQueue {
  private readonly adapter: KyselySqlAdapter;
  private readonly definitions = new Map<string, QueueDefinition>();
  private boss?: PgBoss;
  private stopping?: Promise<void>;
  private connecting = false;
  private reconnectTimer?: NodeJS.Timeout;
  /** Aborted when a stop's grace period is over; every handler's `signal` follows it. */
  private readonly abort = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private readonly worked = new Set<string>();
  /** Workers registered before the queue could connect. */
  private readonly waitingWorkers: Array<(boss: PgBoss) => Promise<void>> = [];

  constructor(
    db: Kysely<DB>,
    private readonly options: JobQueueOptions,
  ) {
    this.adapter = new KyselySqlAdapter(db, options.listen);
    for (const definition of options.queues) this.definitions.set(definition.name, definition);
  }

  /**
   * Connects to pg-boss' tables. With the database unreachable it does not fail the app's start
   * (health must still answer 503): it logs, and keeps trying in the background; workers
   * registered meanwhile begin once it is up, and `send` fails as any database write would.
   */
  async start() {
    if (this.boss || this.connecting) return;
    this.connecting = true;
    try {
      await this.connect();
    } catch (error) {
      this.options.log.error({ err: (error as Error).message }, `the job queue could not start; trying again every ${RECONNECT_MS / 1000} s`);
      this.connectLater();
    }
  }

  private connectLater() {
    this.reconnectTimer = setTimeout(() => {
      this.connect().then(
        () => this.options.log.warn({}, 'the job queue started'),
        () => this.connectLater(),
      );
    }, RECONNECT_MS);
  }

  private async connect() {
    const maintenanceSeconds = this.options.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS;
    const boss = new PgBoss({
      db: this.adapter,
      schema: QUEUE_SCHEMA,
      // Our migrations install pg-boss' tables; at start it only checks their version.
      migrate: false,
      schedule: false,
      supervise: this.options.maintenance ?? true,
      // Expiry of silent jobs runs in the monitor pass, so both intervals bound it.
      superviseIntervalSeconds: maintenanceSeconds,
      monitorIntervalSeconds: maintenanceSeconds,
      useListenNotify: this.options.listen !== undefined,
      // The instance registry (a row and a heartbeat per process) would be one more writer on the
      // embedded database for nothing we read; health and logs say which processes run.
      registerInstance: false,
    });
    boss.on('error', (error) => this.options.log.error({ err: error.message }, 'job queue error'));
    boss.on('warning', (warning) => this.options.log.warn({ data: warning.data }, warning.message));
    try {
      await boss.start();
      for (const definition of this.definitions.values()) await this.ensureQueue(boss, definition);
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
    if (this.stopping) {
      await boss.stop({ graceful: false, close: false });
      return;
    }
    this.boss = boss;
    for (const start of this.waitingWorkers.splice(0)) await start(boss);
  }

  private async ensureQueue(boss: PgBoss, definition: QueueDefinition) {
    if (await boss.getQueue(definition.name)) return;
    try {
      await boss.createQueue(definition.name, { policy: definition.policy ?? 'standard', notify: true });
    } catch (error) {
      // Another process created it at the same moment.
      if (!(await boss.getQueue(definition.name))) throw error;
    }
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  async send<T extends JobData>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = this.started();
    const merged = { ...this.definitions.get(name)?.defaults, ...options };
    const id = await boss.send(name, data, pgBossSendOptions(merged));
    if (!merged.transaction) this.wake(name);
    return id;
  }

  async sendMany<T extends JobData>(name: string, data: T[], options: Omit<SendOptions, 'singletonKey' | 'singletonSeconds'> = {}): Promise<void> {
    if (data.length === 0) return;
    const boss = this.started();
    const merged = { ...this.definitions.get(name)?.defaults, ...options };
    const { db, ...jobOptions } = pgBossSendOptions(merged);
    // pg-boss' insert: one statement for every job (and one NOTIFY), where send is one each.
    await boss.insert(
      name,
      data.map((item) => ({ ...jobOptions, data: item }) as JobInsert),
      db ? { db } : {},
    );
    if (!merged.transaction) this.wake(name);
  }

  async cancel(name: string, ids: string | string[]) {
    await this.started().cancel(name, Array.isArray(ids) ? ids : [ids]);
  }

  /**
   * The NOTIFY a send carries already wakes every listening worker; this is the in-process wake
   * for when LISTEN is not available (no `listen` given, or it failed and pg-boss polls).
   */
  wake(name: string) {
    const boss = this.boss;
    if (!boss) return;
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  }

  async work<T extends JobData>(name: string, options: WorkOptions, handler: JobHandler<T>) {
    if (!this.connecting) throw new Error('the job queue is not started');
    if (this.stopping) throw new Error('the job queue is stopping');
    const isNew = !this.definitions.has(name);
    if (isNew) this.definitions.set(name, { name });
    const pollSeconds = Math.max(MIN_POLL_SECONDS, options.pollSeconds ?? this.options.pollSeconds ?? DEFAULT_POLL_SECONDS);
    this.worked.add(name);
    const begin = async (boss: PgBoss) => {
      await boss.work(
        name,
        {
          localConcurrency: Math.max(1, options.concurrency ?? 1),
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: pollSeconds,
          // With NOTIFY pg-boss would poll only every 30 s; a notification lost while the listening
          // connection reconnects must not wait that long.
          notifyPollingIntervalSeconds: pollSeconds,
        },
        ([job]: JobWithMetadata<JobData>[]) => this.run(job!, handler as JobHandler),
      );
    };
    if (!this.boss) {
      this.waitingWorkers.push(begin);
      return;
    }
    if (isNew) await this.ensureQueue(this.boss, { name });
    await begin(this.boss);
  }

  /**
   * pg-boss 12 awaits the handler and then its completion or failure, and a stop waits for both:
   * the loop of our own that pg-boss 10 needed is gone. A failure is logged here and rethrown, so
   * pg-boss records it and retries.
   */
  private async run(job: JobWithMetadata<JobData>, handler: JobHandler) {
    const queueJob: QueueJob = {
      id: job.id,
      name: job.name,
      data: job.data,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      // pg-boss aborts its own signal when the handler outlives its lease; ours, at a stop.
      signal: AbortSignal.any([job.signal, this.abort.signal]),
    };
    const done = handler(queueJob);
    const settled = done.then(
      () => {},
      () => {},
    );
    this.running.add(settled);
    try {
      await done;
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      this.options.log.warn({ queue: job.name, jobId: job.id, attempt: queueJob.attempt, err: message, retries: !queueJob.lastAttempt }, 'job failed');
      throw error;
    } finally {
      this.running.delete(settled);
      this.fetchNextAtOnce(job.name);
    }
  }

  /**
   * A pg-boss worker that finished a job waits out its polling interval before it fetches again,
   * however many jobs wait: with 2 s polls and a bulk message done in a few hundred milliseconds,
   * a worker sat idle most of the time (bench:scale: 80 s for 1,000 rows, progress stalling for
   * about 1.7 s after every 20 rows). Marked as notified while it still holds its job, it fetches
   * again straight after; an empty fetch then puts it back to polling (and NOTIFY).
   */
  private fetchNextAtOnce(name: string) {
    const boss = this.boss;
    if (!boss) return;
    for (const worker of boss.getWipData()) if (worker.name === name && worker.count > 0) boss.notifyWorker(worker.id);
  }

  /**
   * Stops fetching, waits up to `graceMs` for running handlers, then aborts their `signal` and
   * gives them a moment to wrap up (a bulk row puts itself back); pg-boss' own graceful stop then
   * fails the jobs still running (so they are retried at once, not after their lease) and waits
   * for the last completion and maintenance query. pg-boss alone would fail a job before aborting
   * its handler, and not wait for the handler after: its clean-up would race the next worker.
   */
  stop(options: { graceMs?: number } = {}): Promise<void> {
    this.stopping ??= this.shutDown(options.graceMs ?? DEFAULT_GRACE_MS);
    return this.stopping;
  }

  private async shutDown(graceMs: number) {
    clearTimeout(this.reconnectTimer);
    const boss = this.boss;
    if (!boss) return;
    for (const name of this.worked) await boss.offWork(name, { wait: false });
    if (!(await settles(Promise.all(this.running), graceMs))) {
      this.abort.abort();
      await settles(Promise.all(this.running), ABORT_WAIT_MS);
    }
    await boss.stop({ graceful: true, timeout: 1_000, close: false });
  }
}

/** True if the promise settled within `ms`. */
async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new AbortController();
  try {
    return await Promise.race([promise.then(() => true), sleep(ms, false, { signal: timeout.signal })]);
  } finally {
    timeout.abort();
  }
}

/** Our option names to pg-boss', leaving out unset ones (pg-boss validates any key present). */
function pgBossSendOptions(options: SendOptions): PgBossSendOptions {
  const mapped: PgBossSendOptions = {
    singletonKey: options.singletonKey,
    singletonSeconds: options.singletonSeconds,
    startAfter: options.startAfter,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
    retryDelayMax: options.retryDelayMaxSeconds,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: options.heartbeatSeconds,
    priority: options.priority,
    db: options.transaction ? new KyselySqlAdapter(options.transaction) : undefined,
  };
  return Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined)) as PgBossSendOptions;
}
