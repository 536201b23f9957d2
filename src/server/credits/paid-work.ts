import { AppError } from '../http/errors.js';

export const RESTARTING_MESSAGE = 'Listcraft is restarting. No credits were used; please try again in a minute.';
export const STOPPED_MESSAGE =
  'Listcraft restarted before your work was finished. No credits were used; please try again in a minute.';

/** Why in-flight work was aborted: the server is shutting down. */
export class ShutdownAbort extends Error {
  constructor() {
    super('the server is shutting down');
    this.name = 'ShutdownAbort';
  }
}

export interface PaidWorkTicket {
  /** Aborts when a shutdown cannot wait for this work any longer. */
  readonly signal: AbortSignal;
  /** True when the work was stopped by a shutdown (the caller answers with STOPPED_MESSAGE). */
  readonly stopped: boolean;
  end(): void;
}

/**
 * Tracks work a seller pays for, so a shutdown (SIGTERM, a deploy) can stop taking new paid work
 * with a clear 503, let what is running finish within a grace period, and stop the rest, whose
 * charges are then refunded by the usual failure path before the process exits.
 */
export class PaidWork {
  private draining = false;
  private readonly running = new Set<{ controller: AbortController; finished: Promise<void> }>();

  get accepting() {
    return !this.draining;
  }

  get inFlight() {
    return this.running.size;
  }

  begin(): PaidWorkTicket {
    if (this.draining) throw new AppError('SERVICE_UNAVAILABLE', RESTARTING_MESSAGE);
    const controller = new AbortController();
    let finish!: () => void;
    const entry = { controller, finished: new Promise<void>((resolve) => (finish = resolve)) };
    this.running.add(entry);
    return {
      signal: controller.signal,
      get stopped() {
        return controller.signal.reason instanceof ShutdownAbort;
      },
      end: () => {
        this.running.delete(entry);
        finish();
      },
    };
  }

  /**
   * Refuses new paid work, waits up to `graceMs` for running work, then aborts what is left and
   * waits up to `abortWaitMs` for it to wind down (and refund). Returns how much finished and how
   * much was stopped.
   */
  async drain(options: { graceMs: number; abortWaitMs?: number }): Promise<{ finished: number; stopped: number }> {
    this.draining = true;
    const total = this.running.size;
    const all = () => Promise.all([...this.running].map((entry) => entry.finished));
    await settleWithin(all(), options.graceMs);
    const left = [...this.running];
    for (const entry of left) entry.controller.abort(new ShutdownAbort());
    await settleWithin(all(), options.abortWaitMs ?? 5_000);
    return { finished: total - left.length, stopped: left.length };
  }
}

async function settleWithin(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
