import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { ensureWebBuild, ROOT_DIR } from '../src/server/http/web-build.js';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from '../e2e/support/chromium.js';
import { confirmedSeller } from './compare/app-server.js';

/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package) in Debian's Chromium against the
 * production server, on `/` signed out and on `/optimizer` signed in, with the mobile (default)
 * and desktop presets. Targets: performance ≥ 95, accessibility ≥ 95, best practices ≥ 95, SEO ≥ 90.
 * Each page runs `--runs=N` times (default 3) and the median run by performance is reported, as
 * Lighthouse recommends, because one run on a busy machine can be far off.
 * `--desktop-only` or `--mobile-only` runs one preset; `--save=<dir>` keeps the HTML reports.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 } as const;
export type Category = keyof typeof TARGETS;
export const CATEGORIES = Object.keys(TARGETS) as Category[];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const saveDir = arg('save=')?.slice('--save='.length);
const RUNS = Math.max(1, Number(arg('runs=')?.slice('--runs='.length) ?? 3));

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', resolve));
}

export interface Row {
  page: string;
  preset: string;
  scores: Record<Category, number>;
  metrics: string;
  /** FCP, LCP, TBT (ms) and CLS as numbers, for bench:compare. */
  values: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: string[];
}

export async function auditOnce(url: string, port: number, preset: 'mobile' | 'desktop', cookie?: string): Promise<Row | null> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    maxWaitForLoad: 30_000,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace can fail on a busy machine (NO_NAVSTART...); the run is repeated instead.
    console.log(`  ${url} (${preset}): run failed, repeating: ${lhr.runtimeError.code}`);
    return null;
  }
  const page = new URL(url).pathname;
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    fs.writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_') || 'home'}-${preset}.html`), String(result.report));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}: ${ref.id}`),
  );
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const values = { fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') };
  return { page, preset, scores, metrics, values, failing };
}

async function audit(url: string, port: number, preset: 'mobile' | 'desktop', cookie?: string): Promise<Row> {
  const runs: Row[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const row = await auditOnce(url, port, preset, cookie);
    if (row) runs.push(row);
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not complete a run on ${url} (${preset})`);
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  const spread = runs.map((r) => r.scores.performance).join(', ');
  console.log(`  ${median.page} (${preset}): performance over ${runs.length} runs: ${spread}`);
  if (median.failing.length) console.log(`    audits below full marks in the median run: ${median.failing.join(', ')}`);
  return median;
}

/** Debian's Chromium with a remote-debugging port for Lighthouse, on a profile of its own. */
export async function startChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-lighthouse-chromium-'));
  const port = freePort();
  const chromium = spawn(CHROMIUM, ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, ...CHROMIUM_FLAGS, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium', chromium, 30_000);
  } catch (error) {
    await stop(chromium);
    throw error;
  }
  return {
    port,
    async close() {
      await stop(chromium);
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  ensureWebBuild((message) => console.log(message));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-lighthouse-'));
  const serverPort = freePort();
  const origin = `http://localhost:${serverPort}`;
  const server = spawn(process.execPath, ['scripts/start.js'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(serverPort), DATA_DIR: dataDir, APP_URL: origin, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', NODE_ENV: 'development', DEV_MAILBOX: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const rows: Row[] = [];
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  try {
    await waitFor(`${origin}/api/health`, 'the server', server);
    chromium = await startChromium();
    const debugPort = chromium.port;
    const { cookie } = await confirmedSeller(origin);
    const presets = arg('desktop-only') ? (['desktop'] as const) : arg('mobile-only') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
    for (const preset of presets) {
      rows.push(await audit(`${origin}/`, debugPort, preset));
      rows.push(await audit(`${origin}/optimizer`, debugPort, preset, cookie));
    }
  } finally {
    await chromium?.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const mark = (c: Category, score: number) => `${score}${score >= TARGETS[c] ? '' : ' ✗'}`;
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  console.log(`\nLighthouse ${version} in ${CHROMIUM}\n`);
  console.log('| page | preset | performance (≥95) | accessibility (≥95) | best practices (≥95) | SEO (≥90) | metrics |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.page} | ${row.preset} | ${CATEGORIES.map((c) => mark(c, row.scores[c])).join(' | ')} | ${row.metrics} |`);
  }
  const missed = rows.some((row) => CATEGORIES.some((c) => row.scores[c] < TARGETS[c]));
  if (missed) process.exitCode = 1;
}

// bench:compare imports the functions above; run directly, this is `npm run bench:lighthouse`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
