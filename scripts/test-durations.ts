/**
 * `npm run test:durations`: runs the Vitest suite once with its JSON reporter and records how long
 * each file took, rounded to a tenth of a second, in test/support/test-durations.json, which the
 * sequencer (test/support/longest-first.ts) reads to start the longest files first. Run it on an
 * idle machine: the order only needs the files' relative lengths, but a loaded machine stretches
 * the files that wait on child processes more than the rest.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DURATIONS_FILE } from '../test/support/longest-first.js';

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-durations-')), 'vitest.json');
const root = process.cwd();
try {
  execFileSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=json', `--outputFile=${report}`], { stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  // A failing test still has a duration; the run's own output says what failed.
  console.error('Some tests failed; their durations are recorded anyway.');
}
const results = (JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] }).testResults;
const seconds = Object.fromEntries(
  results
    .map((file) => [path.relative(root, file.name).split(path.sep).join('/'), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${results.length} files recorded in ${path.relative(root, DURATIONS_FILE)}`);
