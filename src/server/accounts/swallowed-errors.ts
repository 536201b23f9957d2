import { AsyncLocalStorage } from 'node:async_hooks';

const collected = new AsyncLocalStorage<unknown[]>();

/**
 * better-auth runs some work after its transaction (the mail to an address that already has an
 * account) and only logs that work's failure: the answer is a 200 either way. Run a request
 * through this, with better-auth's logger calling `noteLoggedErrors`, and the errors it logged
 * come back beside the result, so the route can answer for them.
 */
export async function withLoggedErrors<T>(run: () => Promise<T>): Promise<{ result: T; logged: unknown[] }> {
  const logged: unknown[] = [];
  const result = await collected.run(logged, run);
  return { result, logged };
}

export function noteLoggedErrors(args: unknown[]) {
  collected.getStore()?.push(...args.filter((arg) => arg instanceof Error));
}
