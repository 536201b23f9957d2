// The one esbuild set-up for everything that runs on the server side as a plain `node` program.
// `npm start` and `npm run worker` compile the server with it when the sources changed (a
// TypeScript loader would double start-up time); the process tests and bench:scale bundle the
// server and the CLIs with it, so they exercise what ships.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const outDir = path.join(ROOT, 'dist/server');
const stampFile = path.join(outDir, '.source-hash');

/** Programs by name; each becomes `<outDir>/<name>.js`. */
export const PROGRAMS = {
  main: 'src/server/main.ts',
  worker: 'src/server/worker-main.ts',
  // The embedded database's bulk writer thread, loaded by main beside it (bulk-jobs/thread-writer.ts).
  'writer-thread': 'src/server/bulk-jobs/writer-thread.ts',
  admin: 'src/cli/admin.ts',
  optimize: 'src/cli/optimize.ts',
  audit: 'src/cli/audit.ts',
};

/**
 * Bundles our code; packages stay external and resolve from node_modules, so `outDir` must sit
 * inside the repository (the server also finds its root by walking up to package.json).
 */
export async function buildPrograms(outDir, names = Object.keys(PROGRAMS)) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, path.join(ROOT, PROGRAMS[name])])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'web' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of [...sourceFiles(path.join(ROOT, 'src')), path.join(ROOT, 'package-lock.json')].sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Returns the path of the bundle of `entry` ('main' or 'worker'), building both if stale. */
export async function buildServer(entry) {
  const hash = sourceHash();
  const fresh = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
  if (!fresh) {
    // Built aside, then renamed into place: several processes started together (web and workers)
    // never import a half-written bundle.
    const buildDir = path.join(outDir, `.build-${process.pid}`);
    await buildPrograms(buildDir, ['main', 'worker', 'writer-thread']);
    for (const file of fs.readdirSync(buildDir)) fs.renameSync(path.join(buildDir, file), path.join(outDir, file));
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.writeFileSync(stampFile, hash);
  }
  return path.join(outDir, `${entry}.js`);
}
