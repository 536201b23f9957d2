// Compiles the server's entry points with esbuild when the sources changed (a TypeScript loader
// would double start-up time). Shared by `npm start` (web and worker) and `npm run worker`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const outDir = path.join(root, 'dist/server');
const stampFile = path.join(outDir, '.source-hash');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'web' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of [...sourceFiles(path.join(root, 'src')), path.join(root, 'package-lock.json')].sort()) {
    hash.update(path.relative(root, file));
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
    const { build } = await import('esbuild');
    await build({
      entryPoints: {
        main: path.join(root, 'src/server/main.ts'),
        worker: path.join(root, 'src/server/worker-main.ts'),
      },
      outdir: buildDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    for (const file of fs.readdirSync(buildDir)) fs.renameSync(path.join(buildDir, file), path.join(outDir, file));
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.writeFileSync(stampFile, hash);
  }
  return path.join(outDir, `${entry}.js`);
}
