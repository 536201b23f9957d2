import path from 'node:path';
import { inject } from 'vitest';

export type Program = 'main' | 'worker' | 'admin' | 'optimize' | 'audit';

/** The repository root: programs run from here, as `npm start` and the npm scripts do. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Arguments for `spawn(process.execPath, …)` that run one of our programs (the server or a CLI)
 * from the bundle global-setup built for this run, the same esbuild bundle `npm start` runs.
 * Starting from it takes ~0.2 s where `node --import tsx` took ~1.5 s per spawn.
 */
export function programArgs(program: Program, ...args: string[]): string[] {
  return [path.join(inject('programsDir'), `${program}.js`), ...args];
}
