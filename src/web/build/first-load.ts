import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a page downloads before it can show itself (issue 27): the entry chunk, the page's route
 * chunk, everything those import statically, and their CSS, read from Vite's build manifest. Dynamic
 * imports are left out: they are what the page loads later, on demand.
 */

/** The module of each measured page, as Vite names it in the manifest (relative to src/web). */
export const FIRST_LOAD_PAGES = {
  '/': 'home/HomePage.tsx',
  '/optimizer': 'optimizer/OptimizerPage.tsx',
} as const;
export type FirstLoadPage = keyof typeof FIRST_LOAD_PAGES;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  files: string[];
  /** gzip -9 bytes, as a server compressing on the fly or the precompressed .gz would send. */
  jsGzip: number;
  cssGzip: number;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no Vite manifest at ${file}: build with build.manifest (vite.config.ts) or --manifest`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunks `roots` need before they run: each root and its static imports, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function firstLoad(distDir: string, page: FirstLoadPage, manifest = readManifest(distDir)): FirstLoad {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // A page bundled into the entry (no chunk of its own) adds nothing beyond the entry.
  const chunks = staticClosure(manifest, [...entries, FIRST_LOAD_PAGES[page]]);
  const js = chunks.map((key) => manifest[key]!.file);
  const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0);
  return { files: [...js, ...css], jsGzip: sum(js), cssGzip: sum(css) };
}
