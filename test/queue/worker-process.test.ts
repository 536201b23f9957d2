import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/server/mail/outbox.js';
import { MAIL_QUEUE, mailQueue } from '../../src/server/mail/delivery.js';
import { createJobQueue } from '../../src/server/queue/pg-boss-queue.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDatabaseUrl } from '../support/test-env.js';
import { until } from '../support/poll.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What `npm run worker` runs, without the bundling step. */
const WORKER = ['--import', 'tsx', 'src/server/worker-main.ts'];
const quiet = { info() {}, warn() {}, error() {} };

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('the worker process (npm run worker)', () => {
  let testDb: TestDatabase | undefined;
  let smtp: SmtpCatcher | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await smtp?.stop();
    await testDb?.drop();
  });

  it('refuses the embedded database, with the reason', () => {
    const result = spawnSync(process.execPath, WORKER, { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs DATABASE_URL: the embedded database belongs to the one process that opens it');
  });

  // Two processes on one database need a real Postgres; the embedded one is refused above.
  it.runIf(testDatabaseUrl)('delivers mail a web process queued, and stops cleanly on SIGTERM', async () => {
    testDb = await createTestDatabase();
    smtp = await new SmtpCatcher().start();
    // The web process' half: the outbox row and its job, written together.
    const queue = createJobQueue(testDb.database.db, { queues: [mailQueue()], log: quiet, maintenance: false });
    await queue.start();
    await testDb.database.db.transaction().execute(async (trx) => {
      const { id } = await enqueueMail(trx, { to: 'worker@example.com', kind: 'contact', subject: 'From the queue', html: '<p>hi</p>', text: 'hi', link: null }, { hold: false, now: new Date() });
      await queue.send(MAIL_QUEUE, { mailId: Number(id) }, { transaction: trx });
    });
    await queue.stop();

    const output: string[] = [];
    child = spawn(process.execPath, WORKER, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: testDb.url!, SMTP_URL: smtp.url, REDIS_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => output.push(String(chunk)));
    child.stderr!.on('data', (chunk) => output.push(String(chunk)));

    const mail = await smtp.waitFor((m) => m.to === 'worker@example.com', 30_000);
    expect(mail.subject).toBe('From the queue');
    await until(
      async () => {
        const row = await testDb!.database.db.selectFrom('mail_outbox').select('status').where('to_address', '=', 'worker@example.com').executeTakeFirstOrThrow();
        return row.status === 'sent' ? true : undefined;
      },
      'the outbox row to be marked sent',
      10_000,
      50,
    );
    expect(output.join('')).toContain('running background jobs (database: postgres');

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output.join('')).toContain('stopped cleanly');
  });
});
