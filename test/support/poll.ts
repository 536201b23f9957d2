/**
 * Polls until `probe` gives a value, with a deadline instead of a fixed sleep. A probe that throws
 * counts as "not yet" (a server that is still starting refuses connections).
 */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
