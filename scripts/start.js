// `npm start`. Plain JavaScript so it needs no loader: it compiles the server with esbuild when
// the sources changed (a TypeScript loader would double start-up time), then runs the bundle.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrograms } from './build-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/server');
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

const hash = sourceHash();
const fresh = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
if (!fresh) {
  await buildPrograms(outDir, ['main']);
  fs.writeFileSync(stampFile, hash);
}
await import(path.join(outDir, 'main.js'));
