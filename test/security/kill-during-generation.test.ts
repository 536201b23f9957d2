import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESTARTING_MESSAGE, STOPPED_MESSAGE } from '../../src/server/credits/paid-work.js';
import { chargeLeaseMs } from '../../src/server/credits/lease.js';
import { ABANDONED_REASON } from '../../src/server/credits/sweep.js';
import { kettleInput } from '../optimizer/fixtures.js';
import { OpenAICompatibleServer, type ChatRequest, type Reply } from '../support/openai-compatible-server.js';
import { until } from '../support/poll.js';
import { plausible } from '../support/scripted-llm.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDatabaseUrl } from '../support/test-env.js';
import { freePort } from '../support/ports.js';
import { programArgs } from '../support/programs.js';

/**
 * Issue 11 A.3: `kill -9` or a deploy during /api/generate used to lose the half-credit for good.
 * These run the real server process (PGlite in a DATA_DIR, or Postgres with TEST_DATABASE_URL)
 * against the local OpenAI-compatible server, made to hang once writing starts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

interface LedgerRow {
  id: number;
  kind: string;
  reason: string;
  half_credits: number;
  status: string | null;
  refund_of: number | null;
  analysis_id: string | null;
}

let onWriting: (request: ChatRequest) => Reply = plausible;
const llm = new OpenAICompatibleServer((request) => (request.schemaName === 'insights' ? plausible(request) : onWriting(request)));
beforeAll(() => llm.start());
afterAll(() => llm.stop());

// Each test gets its own data folder (the server's embedded database) or Postgres database.
let testDb: TestDatabase | undefined;
let dataDir = '';
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-kill-'));
  if (testDatabaseUrl) testDb = await createTestDatabase();
});
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function databaseUrl() {
  return testDb?.url ?? '';
}

/** Runs one statement on this test's Postgres database. */
async function queryTestDatabase<T extends object>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Reads the ledger straight from the database (for PGlite, only while no server holds it). */
async function readLedger(): Promise<LedgerRow[]> {
  const query = 'select id, kind, reason, half_credits, status, refund_of, analysis_id from usage_ledger order by id';
  if (testDatabaseUrl) {
    const client = new pg.Client({ connectionString: await databaseUrl() });
    await client.connect();
    try {
      return (await client.query<LedgerRow>(query)).rows.map((r) => ({ ...r, id: Number(r.id), refund_of: r.refund_of === null ? null : Number(r.refund_of) }));
    } finally {
      await client.end();
    }
  }
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return (await pglite.query<LedgerRow>(query)).rows.map((r) => ({ ...r, id: Number(r.id), refund_of: r.refund_of === null ? null : Number(r.refund_of) }));
  } finally {
    await pglite.close();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  );

async function startServer(port: number, aiTimeoutMs: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, programArgs('main', '--no-web-build'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: await databaseUrl(),
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Sellers confirm through /dev/mailbox; the server listens on every address.
      DEV_MAILBOX: 'true',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: String(aiTimeoutMs),
      // A hanging generation is stopped 2 s after SIGTERM rather than production's 7: long enough
      // for the test's request during the drain to arrive, on a loaded machine too.
      PAID_WORK_GRACE_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  // A server that dies while starting fails the test at once, with what it printed.
  let healthy = false;
  const diedFirst = exited(child).then(({ code, signal }) => {
    if (!healthy) throw new Error(`the server on ${port} exited (${code ?? signal}) before it answered`);
  });
  diedFirst.catch(() => {}); // read by the race below; after a timeout the kill there rejects it too
  try {
    await Promise.race([until(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), `the server on ${port}`, 60_000), diedFirst]);
    healthy = true;
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return { child, output, base };
}

/** A new seller signed up through the API and confirmed through /dev/mailbox; returns the session cookie. */
async function newSeller(base: string, port: number, email: string) {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password: 'secret12', name: 'Kill Test', display_name: 'Kill Test' }),
  });
  expect(signUp.status).toBe(200);
  const link = await until(async () => {
    const html = await (await fetch(`${base}/dev/mailbox`)).text();
    const block = html.split('<li class="mail">').find((b) => b.includes(email));
    return block ? /class="link" href="([^"]+)"/.exec(block)?.[1]?.replace(/&amp;/g, '&') : undefined;
  }, 'the confirmation mail');
  const verified = await fetch(link.replace(`http://localhost:${port}`, base), { redirect: 'manual' });
  return verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const post = (base: string, cookie: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const usage = async (base: string, cookie: string) => (await (await fetch(`${base}/api/usage`, { headers: { cookie } })).json()) as { used: number };

describe('paid work survives the process that took it', () => {
  it(
    'kill -9 during a hanging LLM call: after a restart the credit is back and the ledger shows the refund',
    async () => {
      const port = await freePort();
      let server = await startServer(port, 1_000);
      const cookie = await newSeller(server.base, port, `kill-${Date.now()}@example.com`);
      const analysis = await post(server.base, cookie, '/api/extract-insights', { userInput: kettleInput });
      expect(analysis.status).toBe(200);
      const { analysis_id: analysisId } = (await analysis.json()) as { analysis_id: string };

      // The moment the writer's first LLM request arrives, the server is killed without warning.
      const victim = server.child;
      onWriting = () => {
        victim.kill('SIGKILL');
        return { hang: true };
      };
      const generation = await post(server.base, cookie, '/api/generate', { analysis_id: analysisId }).catch((error: Error) => error);
      expect(generation).toBeInstanceOf(Error); // the connection died with the process
      expect((await exited(victim)).signal).toBe('SIGKILL');

      const before = await readLedger();
      expect(before).toMatchObject([
        { kind: 'charge', reason: 'analyze', status: 'settled', analysis_id: analysisId },
        { kind: 'charge', reason: 'generate', status: 'pending', analysis_id: analysisId },
      ]);

      if (testDatabaseUrl) {
        // On Postgres other processes may share the database, so a charge is refunded only once
        // its lease has run out. The lease was taken for the whole time limit of the work...
        const [lease] = await queryTestDatabase<{ created_at: Date; lease_until: Date }>(
          'select created_at, lease_until from usage_ledger where id = $1',
          [before[1]!.id],
        );
        expect(lease!.lease_until.getTime() - lease!.created_at.getTime()).toBeGreaterThanOrEqual(chargeLeaseMs(1_000) - 1_000);
        // ...and rather than wait those 22 s, the test lets them pass: the lease now ended a second ago.
        await queryTestDatabase("update usage_ledger set lease_until = now() - interval '1 second' where id = $1", [before[1]!.id]);
      }

      onWriting = plausible;
      server = await startServer(port, 1_000);
      try {
        // The embedded database belongs to one process, so its start-up sweep refunds every
        // pending charge at once; on Postgres the sweep refunds the charge whose lease ran out.
        await until(async () => ((await usage(server.base, cookie)).used === 0.5 ? true : undefined), 'the refund', 60_000, 250);
        // The paid analysis is still there: the seller generates without paying for it again.
        const again = await post(server.base, cookie, '/api/generate', { analysis_id: analysisId });
        expect(again.status).toBe(200);
        expect(await usage(server.base, cookie)).toMatchObject({ used: 1 });
      } finally {
        server.child.kill('SIGTERM');
        expect((await exited(server.child)).code).toBe(0);
      }

      const after = await readLedger();
      expect(after).toMatchObject([
        { kind: 'charge', reason: 'analyze', status: 'settled' },
        { kind: 'charge', reason: 'generate', status: 'refunded', half_credits: 1 },
        { kind: 'refund', reason: `generate: ${ABANDONED_REASON}`, half_credits: -1, refund_of: before[1]!.id, analysis_id: analysisId },
        { kind: 'charge', reason: 'generate', status: 'settled' },
      ]);
    },
    150_000,
  );

  it(
    'SIGTERM while a generation hangs: new paid work gets a clear 503, the hanging one is refunded, the exit is clean',
    async () => {
      const port = await freePort();
      const server = await startServer(port, 60_000);
      const cookie = await newSeller(server.base, port, `term-${Date.now()}@example.com`);
      const analysis = await post(server.base, cookie, '/api/extract-insights', { userInput: kettleInput });
      expect(analysis.status).toBe(200);
      const { analysis_id: analysisId } = (await analysis.json()) as { analysis_id: string };

      let writingStarted = false;
      onWriting = () => {
        writingStarted = true;
        return { hang: true };
      };
      const generation = post(server.base, cookie, '/api/generate', { analysis_id: analysisId });
      await until(async () => (writingStarted ? true : undefined), 'the writer’s LLM call', 10_000, 10);
      server.child.kill('SIGTERM');
      await until(async () => (server.output.join('').includes('taking no new paid work') ? true : undefined), 'the drain', 10_000, 20);

      const refused = await post(server.base, cookie, '/api/extract-insights', { userInput: kettleInput });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: RESTARTING_MESSAGE });

      const stopped = await generation;
      expect(stopped.status).toBe(503);
      expect(await stopped.json()).toMatchObject({ message: STOPPED_MESSAGE });
      expect((await exited(server.child)).code).toBe(0);
      expect(server.output.join('')).toContain('stopped cleanly');

      const rows = (await readLedger()).filter((r) => r.analysis_id === analysisId);
      expect(rows).toMatchObject([
        { kind: 'charge', reason: 'analyze', status: 'settled' },
        { kind: 'charge', reason: 'generate', status: 'refunded' },
        { kind: 'refund', half_credits: -1, refund_of: rows[1]!.id },
      ]);
    },
    120_000,
  );
});
