/** A deploy usually allows about 10 s between SIGTERM and SIGKILL. */
export const FORCE_EXIT_MS = 10_000;

/**
 * Runs `stop` once, on the first SIGTERM or SIGINT, then exits: 0 when it finishes, 1 when it
 * throws or outlasts the deploy's grace period (`whenForced` tells the operator what that leaves).
 */
export function stopOnSignals(name: string, whenForced: string, stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      console.error(`[${name}] shutdown took too long; exiting (${whenForced})`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    try {
      await stop(signal);
      console.log(`[${name}] stopped cleanly`);
      process.exit(0);
    } catch (error) {
      console.error(`[${name}] error during shutdown`, error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));
}
