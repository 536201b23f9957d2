import { createHook } from 'node:async_hooks';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import type { JobQueue, JobQueueOptions, QueueJob } from '../../src/server/queue/job-queue.js';
import { createJobQueue } from '../../src/server/queue/pg-boss-queue.js';
import { until } from '../support/poll.js';
import { useTestDatabase } from '../support/test-database.js';
import { testDatabaseUrl } from '../support/test-env.js';

const testDb = useTestDatabase();
const quiet = { info() {}, warn() {}, error() {} };
const QUEUE = 'test.echo';

const started: JobQueue[] = [];
const extraDatabases: Database[] = [];
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop({ graceMs: 1_000 });
  for (const database of extraDatabases.splice(0)) await database.close();
});

async function startQueue(database: Database, options: Partial<JobQueueOptions> = {}) {
  const queue = createJobQueue(database.db, { queues: [{ name: QUEUE }], log: quiet, pollSeconds: 0.05, ...options });
  await queue.start();
  started.push(queue);
  return queue;
}

async function jobState(database: Database, id: string) {
  const { rows } = await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where id = ${id}`.execute(database.db);
  return rows[0];
}

describe('the job queue', () => {
  it('runs a sent job once, with its data, and completes it', async () => {
    const { database } = testDb();
    const queue = await startQueue(database);
    const seen: QueueJob[] = [];
    await queue.work(QUEUE, {}, async (job) => {
      seen.push(job);
    });
    const id = await queue.send(QUEUE, { listing: 42, title: 'Ünïcode <b>tag</b>' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(async () => ((await jobState(database, id!))?.state === 'completed' ? true : undefined), 'the job to complete', 10_000, 20);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.data).toEqual({ listing: 42, title: 'Ünïcode <b>tag</b>' });
    expect(seen[0]!.attempt).toBe(1);
  });

  it('retries a failing job until its retry limit, telling the handler which attempt is the last', async () => {
    const { database } = testDb();
    const queue = await startQueue(database);
    const attempts: Array<{ attempt: number; last: boolean }> = [];
    await queue.work(QUEUE, {}, async (job) => {
      attempts.push({ attempt: job.attempt, last: job.lastAttempt });
      throw new Error('the mail server is away');
    });
    const id = await queue.send(QUEUE, {}, { retryLimit: 2, retryDelaySeconds: 0 });
    await until(async () => ((await jobState(database, id!))?.state === 'failed' ? true : undefined), 'the job to fail for good', 10_000, 20);
    expect(attempts).toEqual([
      { attempt: 1, last: false },
      { attempt: 2, last: false },
      { attempt: 3, last: true },
    ]);
  });

  it('writes a job sent in a transaction only if the transaction commits', async () => {
    const { database } = testDb();
    const queue = await startQueue(database);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.send(QUEUE, { n: 1 }, { transaction: trx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await database.db.transaction().execute((trx) => queue.send(QUEUE, { n: 2 }, { transaction: trx }));
    const { rows } = await sql<{ id: string; data: { n: number } }>`select id, data from pgboss.job where name = ${QUEUE}`.execute(database.db);
    expect(rows.map((row) => row.data.n)).toEqual([2]);
    expect(rows[0]!.id).toBe(kept);
  });

  it('keeps one waiting job per key on a stately queue', async () => {
    const { database } = testDb();
    const queue = await startQueue(database, { queues: [{ name: 'test.stately', policy: 'stately' }] });
    const first = await queue.send('test.stately', { n: 1 }, { singletonKey: 'row-7' });
    const second = await queue.send('test.stately', { n: 2 }, { singletonKey: 'row-7' });
    const other = await queue.send('test.stately', { n: 3 }, { singletonKey: 'row-8' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
  });

  it('never starts a cancelled job, nor one whose start time has not come', async () => {
    const { database } = testDb();
    const queue = await startQueue(database);
    const ran: number[] = [];
    const cancelled = await queue.send(QUEUE, { n: 1 }, { startAfter: 1 });
    const later = await queue.send(QUEUE, { n: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await queue.cancel(QUEUE, cancelled!);
    await queue.work(QUEUE, {}, async (job) => {
      ran.push(job.data.n as number);
    });
    const marker = await queue.send(QUEUE, { n: 3 });
    await until(async () => ((await jobState(database, marker!))?.state === 'completed' ? true : undefined), 'a later job to run', 10_000, 20);
    expect((await jobState(database, cancelled!))?.state).toBe('cancelled');
    expect((await jobState(database, later!))?.state).toBe('created');
    expect(ran).toEqual([3]);
  });

  it('wakes an idle worker through NOTIFY when a job is sent elsewhere, as by a web process', async () => {
    const { database } = testDb();
    // Polls every 5 minutes: within this test only a notification can make it fetch.
    const worker = await startQueue(database, { pollSeconds: 300, listen: database.listen });
    const sender = await startQueue(database, { pollSeconds: 300 });
    const ran: number[] = [];
    await worker.work(QUEUE, {}, async (job) => {
      ran.push(job.data.n as number);
    });
    // The first job may be taken by the worker's first fetch; after it the worker sleeps.
    const first = await sender.send(QUEUE, { n: 1 });
    await until(async () => ((await jobState(database, first!))?.state === 'completed' ? true : undefined), 'the first job to complete', 10_000, 20);
    const second = await sender.send(QUEUE, { n: 2 });
    await until(async () => ((await jobState(database, second!))?.state === 'completed' ? true : undefined), 'the notified worker to run the second job', 15_000, 20);
    expect(ran).toEqual([1, 2]);
  });

  it('takes the next waiting job as soon as it finished one, not at its next poll', async () => {
    const { database } = testDb();
    // Polls every 5 minutes and hears no NOTIFY: only finishing a job can make it fetch again.
    const queue = await startQueue(database, { pollSeconds: 300 });
    const ran: number[] = [];
    await queue.work(QUEUE, {}, async (job) => {
      ran.push(job.data.n as number);
    });
    // Sent in a transaction, which wakes nobody; one wake then starts the first.
    await database.db.transaction().execute((trx) => queue.sendMany(QUEUE, [{ n: 1 }, { n: 2 }, { n: 3 }], { transaction: trx }));
    queue.wake(QUEUE);
    await until(async () => (ran.length === 3 ? true : undefined), 'the worker to run all three jobs', 15_000, 20);
    expect(ran.sort()).toEqual([1, 2, 3]);
  });

  it('waits for a running job on stop, then refuses new work', async () => {
    const { database } = testDb();
    const queue = await startQueue(database);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let began = false;
    await queue.work(QUEUE, {}, async () => {
      began = true;
      await gate;
    });
    const id = await queue.send(QUEUE, {});
    await until(async () => (began ? true : undefined), 'the job to start', 10_000, 10);
    const stopped = queue.stop({ graceMs: 10_000 });
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    await stopped;
    expect((await jobState(database, id!))?.state).toBe('completed');
    await expect(queue.work(QUEUE, {}, async () => {})).rejects.toThrow(/stopping/);
  });

  // On Postgres the pool keeps a timer per idle connection, so a count of timers would not tell
  // the queue's from the pool's; the queue's code path is the same on both engines.
  it.skipIf(testDatabaseUrl)('leaves no timer behind once stopped', async () => {
    const { database } = testDb();
    // The timers made from here on, and still pending: a count of every timer in the process would
    // also move when one from before the test ends (seen in CI: 1 left where 2 were before).
    const pending = new Set<number>();
    const hook = createHook({
      init: (id, type) => void (type === 'Timeout' && pending.add(id)),
      destroy: (id) => void pending.delete(id),
    }).enable();
    try {
      const queue = createJobQueue(database.db, { queues: [{ name: QUEUE }], log: quiet, pollSeconds: 0.05, maintenanceSeconds: 1 });
      await queue.start();
      let ran = 0;
      await queue.work(QUEUE, { concurrency: 3 }, async () => {
        ran++;
      });
      await queue.send(QUEUE, {});
      await until(async () => (ran === 1 ? true : undefined), 'the job to run', 10_000, 10);
      expect(pending.size).toBeGreaterThan(0); // polling and maintenance
      await queue.stop();
      // Node reports a cleared timer's end on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(pending.size).toBe(0);
    } finally {
      hook.disable();
    }
  });

  it('hands a job left running by a stopped worker to the next one', async () => {
    const { database } = testDb();
    const first = await startQueue(database);
    const runs: Array<{ worker: string; attempt: number }> = [];
    let stuck = false;
    await first.work(QUEUE, {}, async (job) => {
      runs.push({ worker: 'first', attempt: job.attempt });
      stuck = true;
      await new Promise(() => {}); // ignores its abort signal, like a hung call
    });
    const id = await first.send(QUEUE, { n: 1 }, { retryLimit: 3, retryDelaySeconds: 0 });
    await until(async () => (stuck ? true : undefined), 'the job to start', 10_000, 10);
    await first.stop({ graceMs: 50 });
    expect((await jobState(database, id!))?.state).toBe('retry');

    const second = await startQueue(database);
    await second.work(QUEUE, {}, async (job) => {
      runs.push({ worker: 'second', attempt: job.attempt });
    });
    await until(async () => ((await jobState(database, id!))?.state === 'completed' ? true : undefined), 'the restarted worker to finish it', 10_000, 20);
    expect(runs).toEqual([
      { worker: 'first', attempt: 1 },
      { worker: 'second', attempt: 2 },
    ]);
  });

  it('retries a job whose worker went silent once its lease runs out', async () => {
    const { database } = testDb();
    const queue = await startQueue(database, { maintenanceSeconds: 1 });
    const attempts: number[] = [];
    let hang = true;
    await queue.work(QUEUE, { concurrency: 2 }, async (job) => {
      attempts.push(job.attempt);
      // The first run never ends, as if its process had died mid-job; its lease is one second.
      if (hang) {
        hang = false;
        await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(new Error('stopping'))));
      }
    });
    const id = await queue.send(QUEUE, {}, { expireInSeconds: 1, retryLimit: 2, retryDelaySeconds: 0 });
    await until(async () => ((await jobState(database, id!))?.state === 'completed' ? true : undefined), 'maintenance to hand the job on', 15_000, 50);
    expect(attempts).toEqual([1, 2]);
  });
});

describe('two queues on one Postgres', () => {
  // Two queues on one embedded database would be one process' two connections to a database that
  // takes one: the case only exists on Postgres.
  it.skipIf(!testDatabaseUrl)('run each job exactly once between them', async () => {
    const { database, url } = testDb();
    const otherDatabase = await openDatabase({ databaseUrl: url! });
    extraDatabases.push(otherDatabase);
    const runs = new Map<number, string[]>();
    const handler = (worker: string) => async (job: QueueJob) => {
      const n = job.data.n as number;
      runs.set(n, [...(runs.get(n) ?? []), worker]);
    };
    const a = await startQueue(database);
    const b = await startQueue(otherDatabase);
    await a.work(QUEUE, { concurrency: 2 }, handler('a'));
    await b.work(QUEUE, { concurrency: 2 }, handler('b'));
    const total = 60;
    for (let n = 0; n < total; n++) await (n % 2 ? a : b).send(QUEUE, { n });
    const completed = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${QUEUE} and state = 'completed'`.execute(database.db)).rows[0]!.n;
    await until(async () => ((await completed()) === total ? true : undefined), 'every job to complete', 20_000, 20);
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
    const workers = new Set([...runs.values()].flat());
    expect(workers).toEqual(new Set(['a', 'b']));
  });
});
