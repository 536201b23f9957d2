import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPrograms, ROOT } from '../../scripts/build-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    programsDir: string;
  }
}

/**
 * Process tests spawn the server and the CLIs from this bundle (test/support/programs.ts), the
 * same esbuild output `npm start` runs. It has to live inside the repository so that packages
 * resolve; each run gets its own folder.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const programsDir = fs.mkdtempSync(path.join(ROOT, 'dist', 'test-programs-'));
  await buildPrograms(programsDir);
  project.provide('programsDir', programsDir);
  return () => fs.rmSync(programsDir, { recursive: true, force: true });
}
