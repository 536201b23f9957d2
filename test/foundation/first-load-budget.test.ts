import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWebBuildFresh, ROOT_DIR, WEB_DIST_DIR } from '../../src/server/http/web-build.js';
import { FIRST_LOAD_PAGES, firstLoad, readManifest, type FirstLoadPage } from '../../src/web/build/first-load.js';

/**
 * Issue 27: the bytes `/` and `/optimizer` download first stay under the budget recorded in
 * bench/first-load-budget.json. A size check, so it cannot flake; raising a number is a reviewed
 * change with a reason (docs/decisions/0027-first-load-budget.md).
 */
type Budget = Record<FirstLoadPage, { js: number; css: number }>;
const budget = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'bench/first-load-budget.json'), 'utf8')) as Budget;

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** dist/web when it is built from these sources; otherwise a build of its own (a clean clone, an edit). */
let built: string | undefined;
function currentBuild(): string {
  built ??= buildNow();
  return built;
}

function buildNow(): string {
  if (isWebBuildFresh() && fs.existsSync(path.join(WEB_DIST_DIR, '.vite/manifest.json'))) return WEB_DIST_DIR;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-first-load-'));
  scratch.push(outDir);
  // Its own folder, so a server or another test serving dist/web is never left with half a build.
  const vite = path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js');
  // The production build as `npm start` makes it: Vitest's NODE_ENV=test would keep development code.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  const args = [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  const result = spawnSync(process.execPath, args, { cwd: ROOT_DIR, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  return outDir;
}

function fakeBuild(manifest: object, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-first-load-fake-'));
  scratch.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('the first load', () => {
  it('counts the entry, the page chunk and their static imports, never a dynamic import', () => {
    const dir = fakeBuild(
      {
        'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared.js'], css: ['app.css'] },
        '_shared.js': { file: 'shared.js' },
        'optimizer/OptimizerPage.tsx': { file: 'page.js', imports: ['index.html', '_form.js'], dynamicImports: ['keywords/KeywordBankPanel.tsx'] },
        '_form.js': { file: 'form.js' },
        'keywords/KeywordBankPanel.tsx': { file: 'banks.js' },
      },
      { 'entry.js': 'e', 'shared.js': 's', 'page.js': 'p', 'form.js': 'f', 'banks.js': 'b'.repeat(10_000), 'app.css': 'c' },
    );
    expect(firstLoad(dir, '/optimizer').files.sort()).toEqual(['app.css', 'entry.js', 'form.js', 'page.js', 'shared.js']);
    expect(firstLoad(dir, '/').files.sort()).toEqual(['app.css', 'entry.js', 'shared.js']);
  });

  it('of / and /optimizer stays within the recorded budget (gzip bytes)', { timeout: 120_000 }, () => {
    const dist = currentBuild();
    for (const page of Object.keys(FIRST_LOAD_PAGES) as FirstLoadPage[]) {
      const { jsGzip, cssGzip } = firstLoad(dist, page);
      expect(jsGzip, `${page}: gzip bytes of first-load JS`).toBeLessThanOrEqual(budget[page].js);
      expect(cssGzip, `${page}: gzip bytes of first-load CSS`).toBeLessThanOrEqual(budget[page].css);
    }
  });

  it("of /optimizer paints from its HTML: the page's first view is in it and its code is preloaded", { timeout: 120_000 }, () => {
    const dist = currentBuild();
    const html = fs.readFileSync(path.join(dist, 'pages/optimizer.html'), 'utf8');
    // The largest text of the page on a phone (Lighthouse's LCP element) is there before any script runs.
    expect(html).toMatch(/<main id="main"[^>]*><div[^>]*>.*<h1[^>]*>Listing Optimizer<\/h1><p[^>]*>Analyze your listing/s);
    expect(html).not.toContain('<!--prerendered page-->');
    const manifest = readManifest(dist);
    const page = manifest['optimizer/OptimizerPage.tsx']!.file;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toContain(page);
    // Each chunk once: what index.html already preloads is not asked for twice.
    expect(new Set(preloads).size).toBe(preloads.length);
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(index).not.toContain('Listing Optimizer');
    expect(index).not.toContain(page);
  });
});
