import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildPrograms, ROOT } from '../scripts/build-server.js';
import { OpenAICompatibleServer } from '../test/support/openai-compatible-server.js';
import { plausible } from '../test/support/scripted-llm.js';
import type { Row } from './dataset.js';
import { api, arg, bystander, datasetRows, freePort, listcraftCsv, ms, say, seller, sleep, until, type Latency } from './scale-support.js';

/**
 * `npm run bench:scale` (issues 14 and 27): Listcraft as several processes on the local Postgres and
 * Redis. Two web processes (START_WORKER=false) and two workers share one bulk job; one worker is
 * killed with SIGKILL in the middle of each job but the first. Three jobs:
 *   1. 1,000 listings with the built-in writer, every worker alive (target: done within 20 s wall);
 *   1b. the same 1,000 with one worker killed half-way: its rows wait out their lease (20 s), so
 *      this job's wall time is the throughput plus a lease by design; it shows the hand-over;
 *   2. 300 listings against the local simulated LLM with AI_RPM=600 across both workers.
 * Reports the start's answer time (target <= 1 s), the wait from it to the first row claimed
 * (NOTIFY wakes the workers, no poll), listings per minute, rows per worker, duplicates and lost rows (target 0 each), the
 * share of the RPM limit used (target >= 90%), the time from a worker's death to its rows being
 * claimed again, and a bystander's GET /api/listings latency on the other web process (p50/p99,
 * idle against during the job). Needs ../shared/datasets/listings.
 *   --listings=N      rows in the built-in job (default 1000)
 *   --llm-listings=N  rows in the LLM job (default 300)
 *   --rpm=N           AI_RPM for the LLM job (default 600)
 *   --only=llm        run the LLM job alone; --only=builtin the built-in job alone
 *   --writer-threads=N  WRITER_THREADS of each worker (default: cores ÷ 2, the README's advice)
 *   --profile=DIR     the workers write V8 CPU profiles there (node --cpu-prof) when they stop
 *   --database=URL    the Postgres server (default postgres://postgres@127.0.0.1:5432/test)
 *   --redis=URL       default redis://127.0.0.1:6379/14, a logical database the bench owns: it is
 *                     emptied before each run, so one run's sign-ups never rate-limit the next
 */
const LISTINGS = Number(arg('listings', '1000'));
const LLM_LISTINGS = Number(arg('llm-listings', '300'));
const RPM = Number(arg('rpm', '600'));
const ONLY_LLM = arg('only', '') === 'llm';
const ONLY_BUILTIN = arg('only', '') === 'builtin';
const PROFILE_DIR = arg('profile', '');
const SERVER_URL = arg('database', 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_URL = arg('redis', 'redis://127.0.0.1:6379/14');

// ---------------------------------------------------------------------------------------------
// The database, the programs and the processes

const dbName = `listcraft_scale_${crypto.randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${dbName}` }).toString();
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
// The counters of earlier runs (sign-ups from this address) would refuse this run's sellers.
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
await redis.connect();
await redis.flushdb();
redis.disconnect();
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
// The database is dropped with (force) at the end, which ends any connection the pool still keeps.
db.on('error', () => {});

fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
const programsDir = fs.mkdtempSync(path.join(ROOT, 'dist', 'bench-programs-'));
// As `npm run worker` builds them: the worker writes built-in rows on its writer threads.
await buildPrograms(programsDir, ['main', 'worker', 'writer-thread', 'admin']);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-scale-'));

interface Proc {
  name: string;
  child: ChildProcess;
  port?: number;
  output: string[];
}
const procs: Proc[] = [];

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development', // the dev mailbox confirms the bench's sellers
    DEV_MAILBOX: 'true',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    DATA_DIR: dataDir,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'builtin',
    ...extra,
  };
}

function startProcess(name: string, program: 'main' | 'worker', env: Record<string, string>, port?: number): Proc {
  const profile = PROFILE_DIR && program === 'worker' ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
  const args = [...profile, path.join(programsDir, `${program}.js`), ...(program === 'main' ? ['--no-web-build'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: baseEnv({ ...env, ...(port ? { PORT: String(port), APP_URL: `http://localhost:${port}` } : {}) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, port, output: [] };
  child.stdout!.on('data', (chunk) => proc.output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => proc.output.push(String(chunk)));
  procs.push(proc);
  return proc;
}

async function healthy(proc: Proc) {
  await until(`${proc.name} to answer`, async () => ((await fetch(`http://127.0.0.1:${proc.port}/api/health`)).ok ? true : undefined));
}

/** A worker is up once it has registered with the queue; it has no port, so wait for its log line. */
async function workerReady(proc: Proc) {
  await until(`${proc.name} to start`, async () => (proc.output.join('').includes('running background jobs') ? true : undefined));
}

/** How a row names the process that claimed it (src/server/bulk-jobs/run-row.ts). */
const workerId = (proc: Proc) => `${os.hostname()}:${proc.child.pid}`;

function stopAll() {
  for (const proc of procs) if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
}

// ---------------------------------------------------------------------------------------------
// HTTP as a seller

function grantCredits(email: string, credits: number) {
  const result = spawnSync(process.execPath, [path.join(programsDir, 'admin.js'), 'grant', email, String(credits)], {
    cwd: ROOT,
    env: baseEnv({}),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin grant failed: ${result.stderr || result.stdout}`);
}

// ---------------------------------------------------------------------------------------------
// The file: real listings from the shared dataset, in Listcraft's template

// ---------------------------------------------------------------------------------------------
// Measures

interface JobReport {
  listings: number;
  wallSeconds: number;
  perMinute: number;
  rowsPerWorker: Record<string, number>;
  duplicates: number;
  lost: number;
  failed: number;
  pickUpSeconds: number | null;
  /** Per worker: seconds it held claimed rows (from a message's claim to its last save), and how many messages. */
  holding: Record<string, { seconds: number; messages: number }>;
  startMs: number;
  firstClaimMs: number | null;
  bystander: { idle: Latency; busy: Latency };
}

async function runJob(options: { label: string; rows: Row[]; web: Proc; other: Proc; token: string; bystanderToken: string; victim?: () => Proc }) {
  const { web, other, token } = options;
  const idleProbe = bystander(other.port!, options.bystanderToken);
  await sleep(5_000);
  const idle = await idleProbe.stop();

  const form = new FormData();
  form.append('file', new Blob([listcraftCsv(options.rows)], { type: 'text/csv' }), `${options.label}.csv`);
  const uploaded = (await api(web.port!, '/api/bulk-jobs', { method: 'POST', token, body: form })).body as { id: string; counts: { listings: number }; problems: unknown[] };
  if (uploaded.counts.listings !== options.rows.length) {
    throw new Error(`${options.label}: ${uploaded.counts.listings} of ${options.rows.length} rows passed validation: ${JSON.stringify(uploaded.problems.slice(0, 3))}`);
  }
  const busyProbe = bystander(other.port!, options.bystanderToken);
  const started = Date.now();
  await api(web.port!, `/api/bulk-jobs/${uploaded.id}/start`, { method: 'POST', token });
  const startMs = Date.now() - started;

  // Kill one worker half-way, and time how long its rows wait before another worker claims them.
  const killAt = Math.floor(options.rows.length / 2);
  let pickUp: Promise<number | null> = Promise.resolve(null);
  let killed = false;
  for (;;) {
    const job = (await api(web.port!, `/api/bulk-jobs/${uploaded.id}`, { token })).body as { status: string; counts: { done: number; failed: number; left: number } };
    if (options.victim && !killed && job.counts.done + job.counts.failed >= killAt) {
      killed = true;
      const victim = options.victim();
      const done = job.counts.done + job.counts.failed;
      victim.child.kill('SIGKILL');
      const diedAt = Date.now();
      await new Promise((resolve) => (victim.child.exitCode !== null || victim.child.signalCode !== null ? resolve(null) : victim.child.once('exit', resolve)));
      // What it held when it died: rows still running under its name.
      const held = await db.query<{ row_number: number }>(
        "select row_number from bulk_job_rows where job_id = $1 and status = 'running' and worker = $2",
        [uploaded.id, workerId(victim)],
      );
      say(`  ${options.label}: killed ${victim.name} at ${done} rows, holding ${held.rowCount} row(s)`);
      if (held.rowCount) {
        pickUp = until(
          'the dead worker’s rows',
          async () => {
            const again = await db.query<{ n: number }>(
              'select count(*)::int as n from bulk_job_rows where job_id = $1 and row_number = any($2) and worker <> $3',
              [uploaded.id, held.rows.map((r) => r.row_number), workerId(victim)],
            );
            return again.rows[0]!.n === held.rowCount ? (Date.now() - diedAt) / 1000 : undefined;
          },
          600_000,
          50,
        ).catch(() => null);
      }
    }
    if (job.status === 'finished' || job.status === 'cancelled') break;
    await sleep(200);
  }
  const wallSeconds = (Date.now() - started) / 1000;
  // The earliest claim still on record (a row claimed again keeps its later one).
  const firstAt = (await db.query<{ first: Date | null }>('select min(started_at) as first from bulk_job_rows where job_id = $1', [uploaded.id])).rows[0]?.first ?? null;
  const busy = await busyProbe.stop();
  const pickUpSeconds = await pickUp;

  const perWorker = await db.query<{ worker: string; n: number }>(
    "select worker, count(*)::int as n from bulk_job_rows where job_id = $1 and status = 'done' group by worker",
    [uploaded.id],
  );
  const duplicates = await db.query<{ n: number }>(
    `select (select count(*)::int from listings l join bulk_job_rows r on r.listing_id = l.id where r.job_id = $1)
          - (select count(distinct listing_id)::int from bulk_job_rows where job_id = $1 and listing_id is not null)
          + (select count(*)::int from (select charge_id from bulk_job_rows where job_id = $1 and charge_id is not null group by charge_id having count(*) > 1) c) as n`,
    [uploaded.id],
  );
  const lost = await db.query<{ n: number }>(
    "select count(*)::int as n from bulk_job_rows where job_id = $1 and (status not in ('done', 'failed', 'skipped') or (status = 'done' and listing_id is null))",
    [uploaded.id],
  );
  // A message's rows are claimed in one UPDATE, so they share started_at; a worker holds rows from
  // that claim to the message's last save. The rest of its time it waits on the queue.
  const spans = await db.query<{ worker: string; claimed: Date; saved: Date }>(
    "select worker, started_at as claimed, max(finished_at) as saved from bulk_job_rows where job_id = $1 and status = 'done' group by worker, started_at order by 2",
    [uploaded.id],
  );
  const holding: JobReport['holding'] = {};
  const reach: Record<string, number> = {};
  for (const span of spans.rows) {
    const name = procs.find((p) => workerId(p) === span.worker)?.name ?? span.worker;
    const entry = (holding[name] ??= { seconds: 0, messages: 0 });
    const from = Math.max(span.claimed.getTime(), reach[name] ?? 0);
    entry.seconds += Math.max(0, span.saved.getTime() - from) / 1000;
    entry.messages++;
    reach[name] = Math.max(reach[name] ?? 0, span.saved.getTime());
  }
  const failed = await db.query<{ n: number }>("select count(*)::int as n from bulk_job_rows where job_id = $1 and status = 'failed'", [uploaded.id]);
  const report: JobReport = {
    listings: options.rows.length,
    wallSeconds,
    perMinute: (options.rows.length / wallSeconds) * 60,
    rowsPerWorker: Object.fromEntries(perWorker.rows.map((r) => [procs.find((p) => workerId(p) === r.worker)?.name ?? r.worker, r.n])),
    duplicates: duplicates.rows[0]!.n,
    lost: lost.rows[0]!.n,
    failed: failed.rows[0]!.n,
    pickUpSeconds,
    holding,
    startMs,
    firstClaimMs: firstAt ? firstAt.getTime() - started - startMs : null,
    bystander: { idle, busy },
  };
  return report;
}

function print(label: string, report: JobReport) {
  say(`\n${label}`);
  say(`  start answered in ${ms(report.startMs)} (target <= 1000 ms); first row claimed ${report.firstClaimMs === null ? 'n/a' : ms(report.firstClaimMs)} after the answer`);
  say(`  ${report.listings} listings in ${report.wallSeconds.toFixed(1)} s wall: ${report.perMinute.toFixed(0)} listings/minute`);
  say(`  rows per worker: ${Object.entries(report.rowsPerWorker).map(([w, n]) => `${w} ${n}`).join(', ')}`);
  say(`  time holding rows (claim to last save of its messages): ${Object.entries(report.holding).map(([w, h]) => `${w} ${h.seconds.toFixed(1)} s in ${h.messages} messages (${((h.seconds / report.wallSeconds) * 100).toFixed(0)}% of the wall time)`).join(', ')}`);
  say(`  duplicates: ${report.duplicates} (target 0), lost rows: ${report.lost} (target 0), failed rows: ${report.failed}`);
  say(`  a dead worker's rows claimed again after: ${report.pickUpSeconds === null ? 'n/a (it held none)' : `${report.pickUpSeconds.toFixed(1)} s`}`);
  say(`  bystander GET /api/listings: idle p50 ${ms(report.bystander.idle.p50)} p99 ${ms(report.bystander.idle.p99)} (n=${report.bystander.idle.n}); during the job p50 ${ms(report.bystander.busy.p50)} p99 ${ms(report.bystander.busy.p99)} (n=${report.bystander.busy.n})`);
}

// ---------------------------------------------------------------------------------------------

/** Thrown to end the run early (--only=builtin) through the same clean-up. */
class Done extends Error {}

/** When each LLM request reached the simulated provider. */
const llmArrivals: number[] = [];
const llm = new OpenAICompatibleServer((request) => {
  llmArrivals.push(Date.now());
  return plausible(request);
});
await llm.start();
// Two workers on this machine share its cores, as the README's deployment advice says (cores ÷ workers).
// (`--writer-threads=N` overrides it, to compare.)
const WRITER_THREADS = arg('writer-threads', String(Math.max(1, Math.floor(os.availableParallelism() / 2))));
const workerEnv = (rpm?: number) => ({
  AI_PROVIDER: rpm ? 'openai-compatible' : 'builtin',
  WRITER_THREADS,
  ...(rpm ? { AI_BASE_URL: llm.baseUrl, AI_MODEL: 'bench-model', AI_RPM: String(rpm) } : {}),
});

try {
  say(`bench:scale on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; database ${dbName}; WRITER_THREADS=${WRITER_THREADS} in each worker`);
  const web1 = startProcess('web-1', 'main', { START_WORKER: 'false' }, freePort());
  await healthy(web1); // the first process migrates; the others find the schema ready
  const web2 = startProcess('web-2', 'main', { START_WORKER: 'false' }, freePort());
  await healthy(web2);
  let workers = [startProcess('worker-1', 'worker', workerEnv()), startProcess('worker-2', 'worker', workerEnv())];
  await Promise.all(workers.map(workerReady));

  const email = `scale-${Date.now()}@example.com`;
  const token = await seller(web1.port!, email);
  const bystanderToken = await seller(web2.port!, `bystander-${Date.now()}@example.com`);
  grantCredits(email, 2 * LISTINGS + LLM_LISTINGS);

  const builtIn = ONLY_LLM ? undefined : await runJob({ label: 'built-in', rows: datasetRows(LISTINGS, 0), web: web1, other: web2, token, bystanderToken });
  if (builtIn) print(`Job 1: ${LISTINGS} listings, built-in writer, 2 web + 2 workers, all alive`, builtIn);
  const handOver = ONLY_LLM ? undefined : await runJob({ label: 'built-in, kill', rows: datasetRows(LISTINGS, 0), web: web1, other: web2, token, bystanderToken, victim: () => workers[0]! });
  if (handOver) print(`Job 1b: ${LISTINGS} listings, built-in writer, 2 web + 2 workers, worker-1 killed half-way`, handOver);
  if (builtIn) say(`\ntarget: job 1 within 20 s wall — ${builtIn.wallSeconds <= 20 ? 'met' : 'NOT met'}`);

  if (ONLY_BUILTIN) throw new Done();
  // Fresh workers for the LLM job, now writing through the simulated LLM under one shared limit.
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  workers = [startProcess('worker-3', 'worker', workerEnv(RPM)), startProcess('worker-4', 'worker', workerEnv(RPM))];
  await Promise.all(workers.map(workerReady));
  llmArrivals.length = 0;
  const llmJob = await runJob({ label: 'llm', rows: datasetRows(LLM_LISTINGS, LISTINGS), web: web1, other: web2, token, bystanderToken, victim: () => workers[0]! });
  print(`Job 2: ${LLM_LISTINGS} listings, simulated LLM, AI_RPM=${RPM} shared by 2 workers, worker-3 killed half-way`, llmJob);
  // The limit is per any 60 s: the busiest 60 s window must stay within it, and whole minutes of
  // the run (from the first request) show how much of it the workers used.
  const busiest = Math.max(...llmArrivals.map((t) => llmArrivals.filter((u) => u >= t && u < t + 60_000).length));
  const first = llmArrivals[0] ?? 0;
  const fullMinutes = Math.floor(((llmArrivals.at(-1) ?? first) - first) / 60_000);
  const perMinute = Array.from({ length: fullMinutes }, (_, m) => llmArrivals.filter((t) => t >= first + m * 60_000 && t < first + (m + 1) * 60_000).length);
  say(`  LLM requests: ${llmArrivals.length}; busiest 60 s: ${busiest} of ${RPM} allowed (never above: ${busiest <= RPM ? 'yes' : 'NO'})`);
  say(`  per whole minute from the first request: ${perMinute.join(', ') || 'n/a'} = ${perMinute.map((n) => `${Math.round((n / RPM) * 100)}%`).join(', ') || 'n/a'} of AI_RPM (target >= 90%)`);
  say(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} catch (error) {
  if (error instanceof Done) say(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  else {
    console.error(`bench:scale failed: ${(error as Error).message}`);
    for (const proc of procs) console.error(`--- ${proc.name}\n${proc.output.join('').slice(-2000)}`);
    process.exitCode = 1;
  }
} finally {
  stopAll();
  await sleep(1_000);
  await llm.stop();
  await db.end();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(programsDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
