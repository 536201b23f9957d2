import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPrograms, ROOT } from '../scripts/build-server.js';
import { api, arg, bystander, datasetRows, freePort, listcraftCsv, loadAverage, ms, say, seller, sleep, until, type Latency } from './scale-support.js';

/**
 * `npm run bench:scale -- --embedded` (issue 25): the default start, one process on the embedded
 * database (PGlite) running the web server and the bulk rows together, as `npm start` does.
 * A 1,000-row built-in job runs while another seller reads their dashboard on the same process;
 * then a second job is cancelled mid-run. Reports, beside idle:
 *   - how long `POST /api/bulk-jobs/:id/start` takes (target <= 1 s);
 *   - the job's wall time, and the longest wait between two progress events while it ran;
 *   - the bystander's GET /api/listings p50 / p99, idle and during the job (target p99 <= 3x idle);
 *   - how long a cancel takes to answer and to end the job, and the rows it stopped.
 *   --listings=N   rows in the job (default 1000)
 */
const LISTINGS = Number(arg('listings', '1000'));
const CANCEL_LISTINGS = Math.min(300, LISTINGS);

fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
const programsDir = fs.mkdtempSync(path.join(ROOT, 'dist', 'bench-programs-'));
await buildPrograms(programsDir, ['main', 'writer-thread']);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-scale-embedded-'));
const port = freePort();
const output: string[] = [];
let server: ChildProcess | undefined;

interface Progress {
  at: number;
  status: string;
  counts: { done: number; failed: number; cancelled: number; left: number };
  eta_seconds: number | null;
}

/** The page's progress stream, read as the page reads it; resolves once the job has ended. */
async function watch(jobId: string, token: string, events: Progress[]): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/bulk-jobs/${jobId}/events`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = res.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data:'));
      if (!data || !block.includes('event: progress')) continue;
      const progress = { ...(JSON.parse(data.slice(5)) as Omit<Progress, 'at'>), at: Date.now() };
      events.push(progress);
      if (progress.status === 'finished' || progress.status === 'cancelled') return;
    }
  }
}

async function upload(token: string, name: string, count: number, skip: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([listcraftCsv(datasetRows(count, skip))], { type: 'text/csv' }), name);
  const job = (await api(port, '/api/bulk-jobs', { method: 'POST', token, body: form })).body as { id: string; counts: { listings: number } };
  if (job.counts.listings !== count) throw new Error(`${name}: ${job.counts.listings} of ${count} rows passed validation`);
  return job.id;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

try {
  say(`bench:scale --embedded on ${os.cpus().length} cores, load average ${loadAverage()}`);
  server = spawn(process.execPath, [path.join(programsDir, 'main.js'), '--no-web-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development', // the dev mailbox confirms the bench's sellers
      DEV_MAILBOX: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'builtin',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => output.push(String(chunk)));
  server.stderr!.on('data', (chunk) => output.push(String(chunk)));
  await until('the server to answer', async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined));

  const email = `scale-${Date.now()}@example.com`;
  const token = await seller(port, email);
  const bystanderToken = await seller(port, `bystander-${Date.now()}@example.com`);
  const { adminToken } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { adminToken: string };
  await api(port, '/api/admin/command', { method: 'POST', body: JSON.stringify({ command: 'grant', email, credits: LISTINGS + CANCEL_LISTINGS }), headers: { 'x-admin-token': adminToken } });

  // Long enough that the idle p99 rests on some hundred samples, as the busy one does.
  const idleProbe = bystander(port, bystanderToken);
  await sleep(20_000);
  const idle = await idleProbe.stop();

  // Job 1: the whole job, watched as the page watches it.
  const jobId = await upload(token, 'scale-embedded.csv', LISTINGS, 0);
  const events: Progress[] = [];
  const watching = watch(jobId, token, events);
  const busyProbe = bystander(port, bystanderToken);
  const startedAt = Date.now();
  const [, startMs] = await timed(() => api(port, `/api/bulk-jobs/${jobId}/start`, { method: 'POST', token }));
  await watching;
  const wallSeconds = (events.at(-1)!.at - startedAt) / 1000;
  const busy = await busyProbe.stop();
  const running = events.filter((e) => e.at >= startedAt);
  const gaps = running.slice(1).map((e, i) => e.at - running[i]!.at);
  const final = events.at(-1)!;

  // Job 2: cancelled once a sixth of it is done.
  const cancelId = await upload(token, 'scale-cancel.csv', CANCEL_LISTINGS, LISTINGS);
  const cancelEvents: Progress[] = [];
  const cancelWatch = watch(cancelId, token, cancelEvents);
  await api(port, `/api/bulk-jobs/${cancelId}/start`, { method: 'POST', token });
  await until('a sixth of the rows', async () => ((cancelEvents.at(-1)?.counts.done ?? 0) >= CANCEL_LISTINGS / 6 ? true : undefined), 300_000, 20);
  const cancelAt = Date.now();
  const [, cancelMs] = await timed(() => api(port, `/api/bulk-jobs/${cancelId}/cancel`, { method: 'POST', token }));
  await cancelWatch;
  const cancelled = cancelEvents.at(-1)!;

  const report = (label: string, l: Latency) => `${label} p50 ${ms(l.p50)} p99 ${ms(l.p99)} (n=${l.n})`;
  say(`\nJob 1: ${LISTINGS} listings, built-in writer, the default start (web server and rows in one process, embedded database)`);
  say(`  start answered in ${ms(startMs)} (target <= 1000 ms)`);
  say(`  ${final.counts.done} done, ${final.counts.failed} failed in ${wallSeconds.toFixed(1)} s wall: ${((LISTINGS / wallSeconds) * 60).toFixed(0)} listings/minute`);
  const long = gaps.map((gap, i) => ({ gap, done: running[i]!.counts.done })).filter((g) => g.gap > 1000);
  say(`  progress events while it ran: ${running.length}; longest wait between two: ${ms(Math.max(0, ...gaps))} (target <= 1000 ms); waits over 1 s: ${long.length}${long.length ? ` (${long.slice(0, 5).map((g) => `${(g.gap / 1000).toFixed(1)} s after ${g.done} done`).join(', ')})` : ''}`);
  say(`  bystander GET /api/listings: ${report('idle', idle)}; ${report('during the job', busy)}; p99 ${(busy.p99 / idle.p99).toFixed(1)}x idle (target <= 3x)`);
  say(`\nJob 2: ${CANCEL_LISTINGS} listings, cancelled at ${cancelEvents.filter((e) => e.at <= cancelAt).at(-1)?.counts.done ?? 0} done`);
  say(`  cancel answered in ${ms(cancelMs)}; the job ended (${cancelled.status}) ${((cancelled.at - cancelAt) / 1000).toFixed(2)} s after the cancel`);
  say(`  ${cancelled.counts.done} done, ${cancelled.counts.cancelled} cancelled and refunded, ${cancelled.counts.failed} failed`);
  const warnings = output.join('').split('\n').filter((line) => line.includes('"level":40') || line.includes('"level":50'));
  if (warnings.length) say(`  server warnings: ${warnings.length}; the first: ${warnings.slice(0, 3).join(' | ').slice(0, 600)}`);
  say(`\nload average at the end: ${loadAverage()}`);
} catch (error) {
  console.error(`bench:scale --embedded failed: ${(error as Error).message}`);
  console.error(output.join('').slice(-3000));
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await sleep(1_000);
  fs.rmSync(programsDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
