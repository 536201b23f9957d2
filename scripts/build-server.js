// The one esbuild set-up for everything that runs on the server side as a plain `node` program:
// `npm start` bundles the server with it, and the process tests bundle the server and the CLIs
// with it, so they exercise what ships instead of paying a TypeScript loader on every spawn.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Programs by name; each becomes `<outDir>/<name>.js`. */
export const PROGRAMS = {
  main: 'src/server/main.ts',
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
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
