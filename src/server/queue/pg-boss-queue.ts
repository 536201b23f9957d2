import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
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
/**
 * Maintenance is what hands a dead worker's jobs to the living once their lease ran out, so it
 * bounds how late that happens; a pass is a few indexed queries.
 */
const DEFAULT_MAINTENANCE_SECONDS = 10;
const DEFAULT_GRACE_MS = 5_000;
const RECONNECT_MS = 5_000;
/** After the grace period, aborted handlers get this long to throw before their jobs are failed. */
const ABORT_WAIT_MS = 1_500;
/** How long stop waits for a queue query already sent (a completion, a fetch) to come back. */
const QUERY_DRAIN_MS = 5_000;

/**
 * The one job queue, over pg-boss (decision 0015). pg-boss keeps the jobs, claims them with
 * SKIP LOCKED, retries, expires silent ones and archives; every query goes through our own
 * Kysely, so the same code runs on Postgres and on the single-connection PGlite.
 *
 * The worker loop is ours, built on pg-boss' fetch/complete/fail, because pg-boss 10's `work()`
 * completes a job without awaiting it: a failed completion would be an unhandled rejection, and a
 * stop could not know when the last completion had landed before the database closes.
 */
export function createJobQueue(db: Kysely<DB>, options: JobQueueOptions): JobQueue {
  return new PgBossQueue(db, options);
}

class PgBossQueue implements JobQueue {
  private readonly adapter: KyselySqlAdapter;
  private readonly definitions = new Map<string, QueueDefinition>();
  private boss?: PgBoss;
  private stopping?: Promise<void>;
  private readonly abort = new AbortController();
  private readonly loops = new Set<Promise<void>>();
  private readonly running = new Map<string, { name: string; done: Promise<void> }>();
  private readonly wakers = new Map<string, Set<() => void>>();
  private connecting = false;
  private reconnectTimer?: NodeJS.Timeout;
  /** Workers registered before the queue could connect. */
  private readonly waitingWorkers: Array<(boss: PgBoss) => void> = [];

  constructor(
    db: Kysely<DB>,
    private readonly options: JobQueueOptions,
  ) {
    this.adapter = new KyselySqlAdapter(db);
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
    const boss = new PgBoss({
      db: this.adapter,
      schema: QUEUE_SCHEMA,
      // Our migration 0011 installs pg-boss' tables; at start it only checks their version.
      migrate: false,
      schedule: false,
      supervise: this.options.maintenance ?? true,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    });
    boss.on('error', (error) => this.options.log.error({ err: error.message }, 'job queue maintenance failed'));
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
    for (const start of this.waitingWorkers.splice(0)) start(boss);
  }

  private async ensureQueue(boss: PgBoss, definition: QueueDefinition) {
    if (await boss.getQueue(definition.name)) return;
    try {
      await boss.createQueue(definition.name, { name: definition.name, policy: definition.policy ?? 'standard' });
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

  async cancel(name: string, ids: string | string[]) {
    await this.started().cancel(name, Array.isArray(ids) ? ids : [ids]);
  }

  wake(name: string) {
    for (const waker of this.wakers.get(name) ?? []) waker();
  }

  async work<T extends JobData>(name: string, options: WorkOptions, handler: JobHandler<T>) {
    if (!this.connecting) throw new Error('the job queue is not started');
    if (this.stopping) throw new Error('the job queue is stopping');
    const isNew = !this.definitions.has(name);
    if (isNew) this.definitions.set(name, { name });
    const pollMs = (options.pollSeconds ?? this.options.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
    const begin = (boss: PgBoss) => {
      for (let slot = 0; slot < Math.max(1, options.concurrency ?? 1); slot++) {
        const loop = this.loop(boss, name, pollMs, handler as JobHandler).finally(() => this.loops.delete(loop));
        this.loops.add(loop);
      }
    };
    if (!this.boss) {
      this.waitingWorkers.push(begin);
      return;
    }
    if (isNew) await this.ensureQueue(this.boss, { name });
    begin(this.boss);
  }

  private async loop(boss: PgBoss, name: string, pollMs: number, handler: JobHandler) {
    while (!this.stopping) {
      // pg-boss' fetch reports a failed query as "no job"; the next poll tries again.
      // A job fetched just as a stop began still runs: the stop waits for it like any other.
      const [job] = await boss.fetch<JobData>(name, { batchSize: 1, includeMetadata: true });
      if (job) await this.run(boss, job, handler);
      else await this.idle(name, pollMs);
    }
  }

  /** Waits for the next poll, a `wake`, or the stop, whichever comes first. */
  private async idle(name: string, ms: number) {
    const controller = new AbortController();
    const wake = () => controller.abort();
    let set = this.wakers.get(name);
    if (!set) this.wakers.set(name, (set = new Set()));
    set.add(wake);
    this.abort.signal.addEventListener('abort', wake, { once: true });
    try {
      await sleep(ms, undefined, { signal: controller.signal }).catch(() => {});
    } finally {
      set.delete(wake);
      this.abort.signal.removeEventListener('abort', wake);
    }
  }

  private async run(boss: PgBoss, job: PgBoss.JobWithMetadata<JobData>, handler: JobHandler) {
    const queueJob: QueueJob = {
      id: job.id,
      name: job.name,
      data: job.data,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: this.abort.signal,
    };
    const done = (async () => {
      let failure: unknown;
      try {
        await handler(queueJob);
      } catch (error) {
        failure = error;
      }
      const log = { queue: job.name, jobId: job.id, attempt: queueJob.attempt };
      try {
        if (failure === undefined) {
          await boss.complete(job.name, job.id);
        } else {
          const message = String((failure as Error)?.message ?? failure).slice(0, 500);
          this.options.log.warn({ ...log, err: message, retries: !queueJob.lastAttempt }, 'job failed');
          await boss.fail(job.name, job.id, { message });
        }
      } catch (error) {
        // The job stays active; when its lease runs out, maintenance retries it.
        this.options.log.error({ ...log, err: (error as Error).message }, 'could not record the end of a job');
      }
    })();
    this.running.set(job.id, { name: job.name, done });
    try {
      await done;
    } finally {
      this.running.delete(job.id);
    }
  }

  stop(options: { graceMs?: number } = {}): Promise<void> {
    // shutDown wakes the idle loops before its first await; they resume only after this
    // assignment, so they see `stopping` set and end.
    this.stopping ??= this.shutDown(options.graceMs ?? DEFAULT_GRACE_MS);
    return this.stopping;
  }

  private async shutDown(graceMs: number) {
    clearTimeout(this.reconnectTimer);
    const boss = this.boss;
    if (!boss) return;
    // Idle loops wake and end; a loop in a fetch or a handler ends when that does.
    for (const set of this.wakers.values()) for (const wake of set) wake();
    const loopsEnded = () => Promise.all(this.loops);
    if (!(await settles(loopsEnded(), graceMs))) {
      this.abort.abort();
      if (!(await settles(loopsEnded(), ABORT_WAIT_MS))) {
        const left = [...this.running.entries()];
        this.options.log.warn({ jobs: left.length }, 'stopping with jobs still running; they are failed and retried');
        for (const [id, { name }] of left) await boss.fail(name, id, { message: 'the worker stopped while it ran' }).catch(() => {});
      }
    }
    if (!this.abort.signal.aborted) this.abort.abort();
    // Stops maintenance; there are no pg-boss workers to wait for.
    await boss.stop({ graceful: false, close: false });
    await this.adapter.drained(QUERY_DRAIN_MS);
  }
}

/** True if the promise settled within `ms`. */
async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      sleep(ms, false, { signal: timeout.signal }),
    ]);
  } finally {
    timeout.abort();
  }
}

/** Our option names to pg-boss', leaving out unset ones (pg-boss validates any key present). */
function pgBossSendOptions(options: SendOptions): PgBoss.SendOptions {
  const mapped: PgBoss.SendOptions = {
    singletonKey: options.singletonKey,
    singletonSeconds: options.singletonSeconds,
    startAfter: options.startAfter,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
    expireInSeconds: options.expireInSeconds,
    priority: options.priority,
    db: options.transaction ? new KyselySqlAdapter(options.transaction) : undefined,
  };
  return Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined)) as PgBoss.SendOptions;
}
