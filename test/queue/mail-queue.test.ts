import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/database.js';
import type { DB } from '../../src/server/db/schema.js';
import { MAIL_QUEUE, mailQueue } from '../../src/server/mail/delivery.js';
import { createJobQueue } from '../../src/server/queue/pg-boss-queue.js';
import { createAppQueue, startWorkers } from '../../src/server/workers.js';
import { AuthClient } from '../support/auth-client.js';
import { until } from '../support/poll.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestDatabase } from '../support/test-database.js';
import { FAST_MAIL_RETRY, FAST_QUEUE, TEST_SECRETS, testConfig, useTestApp } from '../support/test-app.js';
import { testDatabaseUrl } from '../support/test-env.js';

const quiet = { info() {}, warn() {}, error() {} };

async function mailJobs(db: Kysely<DB>) {
  const { rows } = await sql<{ state: string; retry_count: number; data: { mailId: number } }>`
    select state, retry_count, data from pgboss.job where name = ${MAIL_QUEUE} order by created_on`.execute(db);
  return rows;
}

async function outboxRow(db: Kysely<DB>, to: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
}

// A port with no mail server behind it yet, chosen before the app starts.
const port = await (async () => {
  const probe = await new SmtpCatcher().start();
  const chosen = probe.port;
  await probe.stop();
  return chosen;
})();

describe('mail on the job queue through an SMTP outage', () => {
  const smtp = new SmtpCatcher();
  const t = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }), { mailRetry: FAST_MAIL_RETRY });
  // Each test starts with the mail server away.
  afterEach(() => smtp.stop());

  it('writes one delivery job with the row, retries it while the server is away, and completes it once sent', async () => {
    const db = t().testDb.database.db;
    const res = await new AuthClient(t().app).signUp('outage@example.com');
    expect(res.statusCode).toBe(200);
    const row = await outboxRow(db, 'outage@example.com');
    const [job] = await mailJobs(db);
    expect(job!.data).toEqual({ mailId: Number(row.id) });

    const retried = await until(
      async () => {
        const jobs = await mailJobs(db);
        return jobs[0]!.retry_count >= 2 ? jobs : undefined;
      },
      'two retries of the delivery job',
      15_000,
      50,
    );
    expect(retried).toHaveLength(1);
    const failing = await outboxRow(db, 'outage@example.com');
    expect(failing.status).toBe('pending');
    expect(failing.attempts).toBeGreaterThanOrEqual(2);
    expect(failing.last_error).toBeTruthy();

    await smtp.start(port);
    await smtp.waitFor((m) => m.to === 'outage@example.com', 15_000);
    await until(async () => ((await mailJobs(db))[0]!.state === 'completed' ? true : undefined), 'the delivery job to complete', 10_000, 50);
    const sent = await outboxRow(db, 'outage@example.com');
    expect(sent.status).toBe('sent');
    expect(sent.link).toBeNull(); // the confirmation link is purged once delivered
    expect(smtp.count((m) => m.to === 'outage@example.com')).toBe(1);
  });

  it('sends nothing twice when a delivery job runs again for a mail already sent', async () => {
    await smtp.start(port);
    const { app, testDb } = t();
    const db = testDb.database.db;
    await new AuthClient(app).signUp('once@example.com');
    await smtp.waitFor((m) => m.to === 'once@example.com', 15_000);
    await until(async () => ((await outboxRow(db, 'once@example.com')).status === 'sent' ? true : undefined), 'the row to be sent', 10_000, 50);
    const row = await outboxRow(db, 'once@example.com');

    // A second job for the same row, as after a lost completion or an expired lease.
    const queue = createJobQueue(db, { queues: [mailQueue(FAST_MAIL_RETRY)], log: quiet, maintenance: false });
    await queue.start();
    const id = await queue.send(MAIL_QUEUE, { mailId: Number(row.id) });
    await queue.stop();
    await until(
      async () => {
        const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${id}`.execute(db);
        return rows[0]?.state === 'completed' ? true : undefined;
      },
      'the app to run the second job',
      10_000,
      50,
    );
    expect(smtp.count((m) => m.to === 'once@example.com')).toBe(1);
    expect((await outboxRow(db, 'once@example.com')).attempts).toBe(1);
  });
});

describe('a web-only process (START_WORKER=false) beside a worker', () => {
  // Two processes on one database need a real Postgres: the embedded one belongs to one process.
  it.runIf(testDatabaseUrl)('queues the mail, and the worker delivers it', async () => {
    const smtp = await new SmtpCatcher().start();
    const testDb = await createTestDatabase();
    const config = testConfig({ START_WORKER: 'false', DATABASE_URL: testDb.url, SMTP_URL: smtp.url });
    const app = await buildApp({ config, database: testDb.database, secrets: TEST_SECRETS, logger: false, queueTiming: FAST_QUEUE });
    const workerDatabase = await openDatabase({ databaseUrl: testDb.url! });
    const workerConfig = testConfig({ DATABASE_URL: testDb.url, SMTP_URL: smtp.url });
    const log = app.log;
    const workerQueue = createAppQueue({ config: workerConfig, database: workerDatabase, log, runsJobs: true, timing: FAST_QUEUE });
    try {
      await app.ready();
      const res = await new AuthClient(app).signUp('split@example.com');
      expect(res.statusCode).toBe(200);
      expect((await mailJobs(testDb.database.db)).map((job) => job.state)).toEqual(['created']);
      expect(smtp.count(() => true)).toBe(0);

      await workerQueue.start();
      const workers = await startWorkers({ config: workerConfig, database: workerDatabase, queue: workerQueue, log, now: () => new Date() });
      await smtp.waitFor((m) => m.to === 'split@example.com', 15_000);
      await until(async () => ((await mailJobs(testDb.database.db))[0]!.state === 'completed' ? true : undefined), 'the job to complete', 10_000, 50);
      await workerQueue.stop();
      await workers.close();
    } finally {
      await workerQueue.stop();
      await workerDatabase.close();
      await app.close();
      await testDb.drop();
      await smtp.stop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(workerConfig.dataDir, { recursive: true, force: true });
    }
  });
});
