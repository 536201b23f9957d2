import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../src/server/http/web-build.js';
import { FIRST_LOAD_PAGES, firstLoad, type FirstLoadPage } from '../src/web/build/first-load.js';
import { confirmedSeller, startApp } from './compare/app-server.js';
import { createListing, loadListings } from './compare/listings-load.js';
import { auditOnce, startChromium, type Row } from './lighthouse.js';

/**
 * `npm run bench:compare -- --base <git ref>` (issue 27): this checkout against another commit on
 * this machine, in one sitting, the two run alternately so a busy moment of the shared machine
 * falls on both. The base is checked out into a temporary git worktree (its node_modules linked
 * to this one's when the lockfiles are identical, else `npm ci --prefer-offline`). Prints each
 * figure for both and the ratio, with the load average before and after:
 *   - GET /api/listings on the embedded database: req/s and p99 (50 connections, --seconds=20);
 *   - the built-in writer's median ms per listing (bench:optimize, the base's own copy);
 *   - Lighthouse performance and FCP/LCP/TBT/CLS of / and /optimizer, mobile and desktop,
 *     median of --runs=3 (one Chromium, base and head audited in turn);
 *   - bench:scale's 1,000-listing bulk job wall time (each side's own copy; Postgres and Redis);
 *   - gzip bytes of the first-load JS and CSS of / and /optimizer (src/web/build/first-load.ts).
 * --rounds=N repeats the listings load (default 2); --skip=lighthouse,bulk,optimize,listings
 * leaves parts out; --keep leaves the worktree in place.
 */
const arg = (name: string) => {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = process.argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : process.argv[i + 1];
};
const BASE_REF = arg('base');
if (!BASE_REF) {
  console.error('usage: npm run bench:compare -- --base <git ref> [--runs=3] [--rounds=2] [--seconds=20] [--skip=lighthouse,bulk,optimize,listings]');
  process.exit(2);
}
const RUNS = Number(arg('runs') ?? 3);
const ROUNDS = Number(arg('rounds') ?? 2);
const SECONDS = Number(arg('seconds') ?? 20);
const SKIP = new Set((arg('skip') ?? '').split(',').filter(Boolean));

const say = (line: string) => console.log(line);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN);

interface Side {
  name: 'base' | 'head';
  root: string;
  label: string;
}

/** Runs a command in a side's checkout and returns its output; a failure throws with the output. */
function run(root: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} in ${root} exited ${code}:\n${output.slice(-3000)}`))));
  });
}

const baseCommit = git('rev-parse', '--verify', `${BASE_REF}^{commit}`);
const headCommit = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain').length > 0;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-compare-'));
const baseRoot = path.join(scratch, 'base');

async function checkoutBase() {
  git('worktree', 'add', '--detach', baseRoot, baseCommit);
  // The benches read ../shared/datasets beside the checkout.
  fs.symlinkSync(path.resolve(ROOT_DIR, '../shared'), path.join(scratch, 'shared'));
  const sameLock = fs.readFileSync(path.join(ROOT_DIR, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(baseRoot, 'package-lock.json'), 'utf8');
  if (sameLock) {
    fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(baseRoot, 'node_modules'));
    say('base: package-lock.json is identical, node_modules linked');
  } else {
    say('base: package-lock.json differs, npm ci --prefer-offline ...');
    await run(baseRoot, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  }
}

/** The production web build the server will serve, built now so no measurement pays for it. */
async function buildWeb(side: Side) {
  const env = { NODE_ENV: 'production' };
  await run(side.root, process.execPath, ['--import', 'tsx', '-e', "import('./src/server/http/web-build.ts').then((m) => m.ensureWebBuild(() => {}))"], env);
}

async function firstLoadOf(side: Side): Promise<Record<FirstLoadPage, { js: number; css: number }>> {
  const outDir = path.join(scratch, `${side.name}-web`);
  // Vite's CLI flag gives any commit a manifest, whatever its vite.config says.
  await run(side.root, process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { NODE_ENV: 'production' });
  const pages = Object.keys(FIRST_LOAD_PAGES) as FirstLoadPage[];
  return Object.fromEntries(pages.map((page) => [page, (({ jsGzip, cssGzip }) => ({ js: jsGzip, css: cssGzip }))(firstLoad(outDir, page))])) as Record<
    FirstLoadPage,
    { js: number; css: number }
  >;
}

async function listingsLoad(side: Side) {
  const app = await startApp(side.root);
  try {
    const seller = await confirmedSeller(app.origin);
    await createListing(app.origin, seller.token);
    await loadListings(app.origin, seller.token, { connections: 50, seconds: 3 }); // warm-up
    return await loadListings(app.origin, seller.token, { connections: 50, seconds: SECONDS });
  } finally {
    await app.close();
  }
}

async function optimizeMs(side: Side): Promise<number> {
  const output = await run(side.root, process.execPath, ['--import', 'tsx', 'bench/optimize.ts', '--limit', '300']);
  const ms = /median time per listing[^|]*\|\s*([\d.]+) ms/.exec(output)?.[1];
  if (!ms) throw new Error(`no median time in bench:optimize's output:\n${output.slice(0, 2000)}`);
  return Number(ms);
}

/**
 * bench:scale's built-in jobs; its LLM job is cut to 10 rows, since only the built-in ones are
 * compared. Since d46f2de bench:scale runs the 1,000 rows twice, with every worker alive and with
 * one killed half-way (whose wall time includes a lease by design); a side that has only the
 * second gives no figure for the first.
 */
async function bulkSeconds(side: Side): Promise<{ alive?: number; killed?: number }> {
  const output = await run(side.root, process.execPath, ['--import', 'tsx', 'bench/scale.ts', '--listings=1000', '--llm-listings=10']);
  const found: { alive?: number; killed?: number } = {};
  for (const block of output.split(/\n(?=Job \d)/u)) {
    const wall = /(\d+) listings in ([\d.]+) s wall/.exec(block)?.[2];
    if (!wall || !/built-in/u.test(block.split('\n')[0] ?? '')) continue;
    if (/killed half-way/u.test(block.split('\n')[0] ?? '')) found.killed ??= Number(wall);
    else found.alive ??= Number(wall);
  }
  if (found.alive === undefined && found.killed === undefined) throw new Error(`no wall time in bench:scale's output:\n${output.slice(-2000)}`);
  return found;
}

type LighthouseKey = `${string} ${'mobile' | 'desktop'}`;

async function lighthouse(sides: Side[]): Promise<Map<string, Map<LighthouseKey, Row[]>>> {
  const results = new Map(sides.map((side) => [side.name as string, new Map<LighthouseKey, Row[]>()]));
  const apps = await Promise.all(sides.map((side) => startApp(side.root)));
  const chromium = await startChromium();
  try {
    const cookies = await Promise.all(apps.map((app) => confirmedSeller(app.origin).then((s) => s.cookie)));
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of Object.keys(FIRST_LOAD_PAGES)) {
        for (let runNo = 0; runNo < RUNS; runNo++) {
          // Base and head in turn, the order swapped each run.
          const order = runNo % 2 === 0 ? [0, 1] : [1, 0];
          for (const i of order) {
            const side = sides[i]!;
            let row: Row | null = null;
            for (let attempt = 0; !row && attempt < 3; attempt++) {
              row = await auditOnce(`${apps[i]!.origin}${page}`, chromium.port, preset, page === '/' ? undefined : cookies[i]);
            }
            if (!row) throw new Error(`Lighthouse could not audit ${page} (${preset}) on ${side.name}`);
            const key: LighthouseKey = `${page} ${preset}`;
            const rows = results.get(side.name)!;
            rows.set(key, [...(rows.get(key) ?? []), row]);
            say(`  lighthouse ${side.name} ${key}: ${row.scores.performance} (${row.metrics}); load ${load()}`);
          }
        }
      }
    }
  } finally {
    await chromium.close();
    await Promise.all(apps.map((app) => app.close()));
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

const sides: Side[] = [
  { name: 'base', root: baseRoot, label: `${BASE_REF} (${baseCommit.slice(0, 7)})` },
  { name: 'head', root: ROOT_DIR, label: `this checkout (${headCommit.slice(0, 7)}${dirty ? ' + uncommitted changes' : ''})` },
];
const startLoad = load();
const figures: Array<{ measure: string; base: number; head: number; unit: string; better: 'higher' | 'lower' }> = [];
const add = (measure: string, unit: string, better: 'higher' | 'lower', base: number, head: number) => figures.push({ measure, base, head, unit, better });

try {
  say(`bench:compare on ${os.cpus().length} cores; load average ${startLoad}`);
  say(`base: ${sides[0]!.label}\nhead: ${sides[1]!.label}`);
  await checkoutBase();
  for (const side of sides) await buildWeb(side);

  const weights = await Promise.all(sides.map(firstLoadOf));
  for (const page of Object.keys(FIRST_LOAD_PAGES) as FirstLoadPage[]) {
    add(`first-load JS ${page} (gzip)`, 'B', 'lower', weights[0]![page].js, weights[1]![page].js);
    add(`first-load CSS ${page} (gzip)`, 'B', 'lower', weights[0]![page].css, weights[1]![page].css);
  }

  if (!SKIP.has('listings')) {
    const perSide = { base: [] as Awaited<ReturnType<typeof listingsLoad>>[], head: [] as Awaited<ReturnType<typeof listingsLoad>>[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const result = await listingsLoad(side);
        perSide[side.name].push(result);
        say(`  listings ${side.name} round ${round + 1}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors; load ${load()}`);
      }
    }
    add(`GET /api/listings req/s (50 conns, ${SECONDS} s, median of ${ROUNDS})`, 'req/s', 'higher', median(perSide.base.map((r) => r.perSecond)), median(perSide.head.map((r) => r.perSecond)));
    add('GET /api/listings p99', 'ms', 'lower', median(perSide.base.map((r) => r.p99)), median(perSide.head.map((r) => r.p99)));
  }

  if (!SKIP.has('optimize')) {
    const ms: Record<string, number> = {};
    for (const side of sides) {
      ms[side.name] = await optimizeMs(side);
      say(`  optimize ${side.name}: ${ms[side.name]} ms per listing; load ${load()}`);
    }
    add('built-in optimize, median per listing', 'ms', 'lower', ms.base!, ms.head!);
  }

  if (!SKIP.has('lighthouse')) {
    const results = await lighthouse(sides);
    for (const key of results.get('head')!.keys()) {
      const of = (name: string) => results.get(name)!.get(key)!;
      const med = (name: string, pick: (row: Row) => number) => median(of(name).map(pick));
      add(`Lighthouse ${key} performance (median of ${RUNS})`, '', 'higher', med('base', (r) => r.scores.performance), med('head', (r) => r.scores.performance));
      add(`  ${key} LCP`, 'ms', 'lower', med('base', (r) => r.values.lcp), med('head', (r) => r.values.lcp));
      add(`  ${key} TBT`, 'ms', 'lower', med('base', (r) => r.values.tbt), med('head', (r) => r.values.tbt));
      add(`  ${key} CLS`, '', 'lower', med('base', (r) => r.values.cls), med('head', (r) => r.values.cls));
    }
  }

  if (!SKIP.has('bulk')) {
    const wall: Record<string, { alive?: number; killed?: number }> = {};
    for (const side of sides) {
      wall[side.name] = await bulkSeconds(side);
      say(`  bulk ${side.name}: all workers alive ${wall[side.name]!.alive ?? 'not run'} s, one killed ${wall[side.name]!.killed ?? 'not run'} s wall; load ${load()}`);
    }
    add('bulk 1,000 built-in listings, 2 web + 2 workers (Postgres), all alive', 's', 'lower', wall.base!.alive ?? NaN, wall.head!.alive ?? NaN);
    add('bulk 1,000 built-in listings, one worker killed half-way', 's', 'lower', wall.base!.killed ?? NaN, wall.head!.killed ?? NaN);
  }
} finally {
  // A bare flag: arg() would read the next argument as its value (none when --keep comes last).
  if (!process.argv.includes('--keep')) {
    fs.rmSync(baseRoot, { recursive: true, force: true });
    git('worktree', 'prune');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const show = (value: number, unit: string) => (Number.isNaN(value) ? 'n/a' : `${unit === '' && value < 1 ? value.toFixed(3) : Math.round(value).toLocaleString('en-US')}${unit && unit !== 'B' ? ` ${unit}` : unit === 'B' ? ' B' : ''}`);
say(`\n## bench:compare: ${sides[0]!.label} → ${sides[1]!.label}\n`);
say(`${os.cpus().length} cores; load average (1, 5, 15 min) at the start ${startLoad}, at the end ${load()}\n`);
say('| measure | base | head | head / base |');
say('|---|---|---|---|');
for (const f of figures) {
  const ratio = f.base === 0 ? (f.head === 0 ? '1.00' : 'n/a') : (f.head / f.base).toFixed(2);
  say(`| ${f.measure} | ${show(f.base, f.unit)} | ${show(f.head, f.unit)} | ${ratio}${f.better === 'higher' ? ' (higher is better)' : ''} |`);
}
