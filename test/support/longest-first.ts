import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order Vitest hands test files to its workers. With five workers sharing one queue, the
 * suite ends when the last file ends, so the longest files go first and the short ones fill the
 * gaps at the end. Vitest does this on its own only from its cache of the last run; a fresh
 * clone (CI) has none and falls back to file size, which put a 40 s file that waits on a child
 * process near the end of the queue. So the durations are kept in the repo
 * (`test/support/test-durations.json`, written by `npm run test:durations` on an idle machine),
 * and the order no longer depends on what ran before.
 *
 * The process tests go first of all: each mostly waits on a child, so the other workers run the
 * in-process files meanwhile. A file with no recorded duration (a new test) goes first too, as
 * Vitest would run it, so that a slow new file cannot end up alone at the end.
 */
export const DURATIONS_FILE = path.resolve(import.meta.dirname, 'test-durations.json');

function recordedDurations(): Map<string, number> {
  try {
    const seconds = JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    return new Map(Object.entries(seconds));
  } catch {
    return new Map();
  }
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const durations = recordedDurations();
    const root = process.cwd();
    const durationOf = (spec: TestSpecification) => durations.get(path.relative(root, spec.moduleId).split(path.sep).join('/'));
    const rank = (spec: TestSpecification) => (spec.project.name === 'processes' ? 0 : 1);
    // Vitest's own order (cache, then size) breaks ties and orders the files nobody recorded.
    const fallback = await super.sort(files);
    const position = new Map(fallback.map((spec, i) => [spec, i]));
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const da = durationOf(a);
      const db = durationOf(b);
      if (da === undefined || db === undefined) {
        if (da !== db) return da === undefined ? -1 : 1;
        return position.get(a)! - position.get(b)!;
      }
      return db - da || position.get(a)! - position.get(b)!;
    });
  }
}
