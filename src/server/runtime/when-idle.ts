import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** Above this share of an interval spent running, the process is serving, not idle. */
export const BUSY_UTILIZATION = 0.5;

/** node:perf_hooks' reading: the totals so far, or with `since` the interval since that reading. */
export type UtilizationReader = (since?: EventLoopUtilization) => EventLoopUtilization;

export interface WhenIdleOptions {
  /** How long to wait before the first look, and between looks. */
  intervalMs: number;
  /** Tests give their own reader. */
  utilization?: UtilizationReader;
}

/**
 * Runs `task` at the end of the first interval the event loop spent mostly idle (utilisation under
 * BUSY_UTILIZATION), looking again every interval while it is busy. For optional work that takes a
 * core for a while, such as starting the writer thread ahead of a first bulk row: a server busy
 * answering requests does not share its CPU with it (issue 27: the thread loading the writer took
 * ~1 s of CPU in the middle of the listings load). The timers never keep the process alive.
 */
export function whenIdle(task: () => void, options: WhenIdleOptions): { cancel(): void } {
  const read: UtilizationReader = options.utilization ?? ((since) => performance.eventLoopUtilization(since));
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    const start = read();
    timer = setTimeout(() => {
      if (read(start).utilization < BUSY_UTILIZATION) {
        timer = undefined;
        task();
      } else {
        look();
      }
    }, options.intervalMs);
    timer.unref();
  };
  look();
  return {
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
