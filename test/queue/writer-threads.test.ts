import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/runtime/config.js';
import { workerProcessThreads } from '../../src/server/workers.js';

/**
 * Issue 27: two worker processes on a 2-core machine each started a writer thread per core, four
 * writers taking turns on two cores. WRITER_THREADS gives each worker its share.
 */
describe('WRITER_THREADS', () => {
  it('sets the built-in writer threads of a worker process', () => {
    expect(workerProcessThreads(loadConfig({ WRITER_THREADS: '1' }))).toBe(1);
    expect(workerProcessThreads(loadConfig({ WRITER_THREADS: ' 3 ' }))).toBe(3);
  });

  it('unset, is one thread per row a worker runs at once, at most one per core', () => {
    expect(workerProcessThreads(loadConfig({}))).toBe(Math.min(2, os.availableParallelism()));
    expect(workerProcessThreads(loadConfig({ WRITER_THREADS: '' }))).toBe(Math.min(2, os.availableParallelism()));
  });

  it('refuses a value that is no whole number of threads, naming the setting', () => {
    expect(() => loadConfig({ WRITER_THREADS: '0' })).toThrow(/WRITER_THREADS must be at least 1 thread/);
    expect(() => loadConfig({ WRITER_THREADS: '1.5' })).toThrow(/WRITER_THREADS must be a whole number of threads/);
    expect(() => loadConfig({ WRITER_THREADS: 'two' })).toThrow(/WRITER_THREADS must be a whole number of threads/);
    expect(() => loadConfig({ WRITER_THREADS: '65' })).toThrow(/WRITER_THREADS must be at most 64 threads/);
  });
});
