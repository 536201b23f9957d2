import type { ZodType } from 'zod';
import type * as Contract from '../../contract/index';

/**
 * In development and tests an answer that breaks the API contract fails loudly, where it arrives.
 * A production build trusts the server and ships no schemas: the branch and its import are dropped.
 * An empty answer is left to the caller, which owns SPEC §8's messages for missing data.
 */
export async function checked<T>(data: unknown, pick: (contract: typeof Contract) => ZodType<T>): Promise<T> {
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && data != null) return pick(await import('../../contract/index')).parse(data);
  return data as T;
}
