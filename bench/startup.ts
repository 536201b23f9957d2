import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, ROOT_DIR } from '../src/server/http/web-build.js';

/**
 * `npm run bench:startup`: time from process start until /api/health answers, and resident
 * memory once idle, for the embedded database on a new and on an existing DATA_DIR.
 * Targets: existing folder ≤ 2 s, new folder ≤ 8 s, idle RSS ≤ 400 MB.
 */
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function measure(dataDir: string): Promise<{ readyMs: number; idleRssMb: number }> {
  const port = freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 3000)); // let start-up garbage settle
    return { readyMs, idleRssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

ensureWebBuild((m) => console.log(m));
const fresh: Array<{ readyMs: number; idleRssMb: number }> = [];
const existing: Array<{ readyMs: number; idleRssMb: number }> = [];
for (let run = 0; run < RUNS; run++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-bench-'));
  fresh.push(await measure(dir));
  existing.push(await measure(dir));
  fs.rmSync(dir, { recursive: true, force: true });
}

const row = (label: string, target: string, samples: typeof fresh) =>
  `| ${label} | ${(median(samples.map((s) => s.readyMs)) / 1000).toFixed(2)} s | ${target} | ${median(samples.map((s) => s.idleRssMb)).toFixed(0)} MB |`;
console.log(`\nStartup on PGlite, median of ${RUNS} runs (node ${process.version}, ${os.cpus().length} cores)\n`);
console.log('| DATA_DIR | ready (/api/health) | target | idle RSS (target ≤ 400 MB) |');
console.log('|---|---|---|---|');
console.log(row('new', '≤ 8 s', fresh));
console.log(row('existing', '≤ 2 s', existing));
