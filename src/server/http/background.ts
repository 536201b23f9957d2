import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay (or shape) an answer, such as a password-reset request whose cost
 * would reveal whether the address has an account. Tasks are awaited on shutdown.
 * `hold()` keeps new tasks waiting until `release()`: tests use it to look at the state an
 * answer leaves behind before the background work runs.
 */
export class BackgroundWork {
  private pending = new Set<Promise<void>>();
  private gate?: { promise: Promise<void>; open: () => void };

  run(name: string, task: () => Promise<void>, log: FastifyBaseLogger) {
    const gate = this.gate?.promise;
    const running = (async () => {
      if (gate) await gate;
      else await new Promise((resolve) => setImmediate(resolve));
      await task();
    })()
      .catch((error: unknown) => log.error({ err: error }, `background task failed: ${name}`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  get size() {
    return this.pending.size;
  }

  hold() {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.gate = { promise, open };
  }

  release() {
    this.gate?.open();
    this.gate = undefined;
  }

  async drain() {
    this.release();
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
