import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_UTILIZATION, whenIdle, type UtilizationReader } from './when-idle.js';

/** A reader whose every interval has the utilisation the test set last. */
function fakeUtilization() {
  let utilization = 0;
  const read: UtilizationReader = (since?: EventLoopUtilization) => ({ idle: 0, active: 0, utilization: since ? utilization : 0 });
  return { read, set: (value: number) => (utilization = value) };
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task after one interval when the event loop was idle', () => {
    const loop = fakeUtilization();
    const task = vi.fn();
    whenIdle(task, { intervalMs: 10_000, utilization: loop.read });
    vi.advanceTimersByTime(9_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the server is busy and runs at the first idle interval', () => {
    const loop = fakeUtilization();
    const task = vi.fn();
    loop.set(0.95);
    whenIdle(task, { intervalMs: 10_000, utilization: loop.read });
    vi.advanceTimersByTime(30_000);
    expect(task).not.toHaveBeenCalled();
    loop.set(BUSY_UTILIZATION - 0.01);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const loop = fakeUtilization();
    const task = vi.fn();
    const warming = whenIdle(task, { intervalMs: 10_000, utilization: loop.read });
    warming.cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
