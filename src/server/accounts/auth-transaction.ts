import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

interface AuthTransaction {
  trx: Kysely<DB>;
  /** Run once the transaction has committed (never if it rolls back). */
  committed: (() => void)[];
}

const current = new AsyncLocalStorage<AuthTransaction>();

/**
 * The Kysely handle better-auth is given: the same database, except that a transaction it opens
 * (sign-up's, which creates the user and the account) is known to our hooks through
 * `authTransaction()`, so they can write their rows in it: the confirmation mail commits with the
 * account, or neither does. Kysely keeps its state in private fields, so every member is read from
 * (and bound to) the real instance.
 */
export function trackAuthTransactions(db: Kysely<DB>): Kysely<DB> {
  // Each of better-auth's queries reads several members (selectFrom, where, ...): bound once, not
  // at every read (issue 27: every session lookup passes here). Kysely's members never change.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get(inner, name) {
              if (name === 'execute') {
                return async <T>(work: (trx: Kysely<DB>) => Promise<T>) => {
                  const committed: (() => void)[] = [];
                  const result = await inner.execute((trx) => current.run({ trx, committed }, () => work(trx)));
                  for (const task of committed) task();
                  return result;
                };
              }
              const value = Reflect.get(inner, name, inner) as unknown;
              return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
            },
          });
        };
      }
      if (bound.has(property)) return bound.get(property);
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      bound.set(property, method);
      return method;
    },
  });
}

/**
 * The transaction better-auth is running the current request's writes in, if any, and a way to
 * act once it has committed (a log line announcing a mail must not announce one rolled back).
 */
export function authTransaction(): { trx: Kysely<DB>; afterCommit: (task: () => void) => void } | undefined {
  const store = current.getStore();
  return store && { trx: store.trx, afterCommit: (task) => store.committed.push(task) };
}
