import fs from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tsx) or from the dist/ bundle. */
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(import.meta.dirname);
