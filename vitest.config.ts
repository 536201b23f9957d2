import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Tests that start a real process (the server or a CLI through `node --import tsx`). Each spends
 * seconds booting TypeScript in a child, so they run in their own project, `processes`, and the
 * `node` project stays quick. A new test that spawns one of these belongs in this list.
 */
const PROCESS_TESTS = [
  'src/rules/cli.test.ts',
  'test/credits/admin-cli.test.ts',
  'test/foundation/server-process.test.ts',
  'test/optimizer/cli-and-api-agree.test.ts',
  'test/optimizer/optimize-cli.test.ts',
  'test/queue/worker-process.test.ts',
  'test/security/kill-during-generation.test.ts',
  'test/security/mail-required.test.ts',
  'test/security/upload-bounds-process.test.ts',
];

/** Server tests: every test gets its own migrated database (see test/support/test-database.ts). */
const serverTests = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Files that spend several seconds each, mostly waiting on production timers (a mail retry
 * back-off, a lease handed over, a rate window) rather than the CPU. Measured on the 2-core
 * machine, idle, Postgres (seconds). Without a results cache (a fresh clone, as in CI) Vitest
 * orders files by byte size, which started the mail outage test (16 s) 86 s in, alone at the end
 * of the run: started early, they wait while the other workers run short files. A slow test
 * missing here is only run later; list it when it shows at the end of a run. The files whose
 * tests stopped waiting out production's back-offs and scans (the first four and the last) were
 * re-measured alone on the loaded machine, before and after, and their figures scaled by that.
 */
const SLOW_TESTS: Record<string, number> = {
  'test/amazon/amazon-brand-analytics.test.ts': 13,
  'test/bulk-jobs/bulk-job-batches.test.ts': 10,
  'test/queue/ai-rate.test.ts': 10,
  'test/security/mail-after-smtp-outage.test.ts': 9,
  'src/writer/editor/titles-bullets.test.ts': 9,
  'test/accounts/rate-limits.test.ts': 9,
  'test/security/upload-bounds.test.ts': 8,
  'test/keyword-banks/keyword-banks-api.test.ts': 8,
  'src/writer/editor/description.test.ts': 7,
  'test/foundation/first-load-budget.test.ts': 7,
  'test/security/database-cannot-write.test.ts': 6,
  'test/amazon/amazon-import.test.ts': 6,
  'test/bulk-jobs/files-write.test.ts': 6,
  'test/queue/job-queue.test.ts': 6,
  'test/security/trust-proxy.test.ts': 6,
  'test/bulk-jobs/bulk-job-charges.test.ts': 4,
};

/**
 * Vitest runs projects in name order, which put the process tests last: their longest file (40 s,
 * mostly waiting on a child) then ran alone at the end. Started first, they wait while the other
 * workers run the in-process tests; the slow files above come next, longest first.
 */
class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const root = `${process.cwd()}/`;
    const slow = (spec: TestSpecification) => SLOW_TESTS[spec.moduleId.replace(root, '')] ?? 0;
    const rank = (spec: TestSpecification) => (spec.project.name === 'processes' ? 2 : slow(spec) > 0 ? 1 : 0);
    // Array.prototype.sort is stable: within a rank, the base order (or the results cache) holds.
    return sorted.sort((a, b) => rank(b) - rank(a) || slow(b) - slow(a));
  }
}

/**
 * Three projects: `node` for pure modules and server integration tests (PGlite by default,
 * Postgres when TEST_DATABASE_URL is set), `processes` for the tests above, and `jsdom` for React.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine. Most
    // server tests wait on sockets, databases and child processes rather than the CPU, so more
    // workers finish the suite sooner. Measured on the 2-core machine, idle, Postgres, 175 files:
    // 117 s with three, 112 s with four, 105 s with five. (Before test databases were reused, the
    // server's checkpoints were the limit and four was slower than three.)
    maxWorkers: 5,
    sequence: { sequencer: ProcessTestsFirst },
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/web/**', ...PROCESS_TESTS],
          ...serverTests,
          globalSetup: ['test/support/global-setup.ts'],
          // Every server test builds its own app on its own database (test/support), so nothing of a
          // file's state is left for the next; sharing the module graph in a worker saves each file
          // from importing Fastify, better-auth and the AI SDK again (about half the project's CPU).
          isolate: false,
        },
      },
      {
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          ...serverTests,
          // A child that boots the writer or PGlite takes seconds; on a loaded machine, several
          // times 30 s (CI with other work running: the CLI tests timed out at 30 s).
          testTimeout: 120_000,
          globalSetup: ['test/support/global-setup.ts', 'test/support/programs-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/jsdom-setup.ts'],
          // One module graph and one jsdom per worker instead of per file: 85 s of CPU became 23 s.
          // What a fresh module gave each file (MSW listening, an empty query cache and storage)
          // jsdom-setup resets for every file and test; the suite passes shuffled.
          isolate: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
