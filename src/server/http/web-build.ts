import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT_DIR } from '../runtime/paths.js';

export { ROOT_DIR };

export const WEB_DIST_DIR = path.join(ROOT_DIR, 'dist/web');
const STAMP_FILE = path.join(WEB_DIST_DIR, '.source-hash');

/** Everything that changes the browser bundle. */
const INPUTS = ['src/web', 'src/rules', 'src/contract', 'src/writer/prompts', 'src/writer/input-identity.ts', 'vite.config.ts', 'package-lock.json'];

function listFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** A content hash of the sources, so a `git checkout` that keeps mtimes still triggers a rebuild. */
export function webSourceHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(path.join(ROOT_DIR, input))).sort()) {
    hash.update(path.relative(ROOT_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function isWebBuildFresh(): boolean {
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')) || !fs.existsSync(STAMP_FILE)) return false;
  return fs.readFileSync(STAMP_FILE, 'utf8').trim() === webSourceHash();
}

/** Builds the web app in a child process (so Vite's memory is not kept by the server) when it is missing or stale. */
export function ensureWebBuild(log: (message: string) => void): void {
  if (isWebBuildFresh()) return;
  log('Building the web app (first start or sources changed)...');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    // Always the production bundle: a server started with NODE_ENV=development (the dev mailbox,
    // the benches) would otherwise build React's development copy and stamp it as fresh.
    // eslint-disable-next-line no-restricted-properties -- handed on to the child, nothing read here
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  fs.writeFileSync(STAMP_FILE, webSourceHash());
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
