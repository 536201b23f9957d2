import { hash, verify } from '@node-rs/argon2';

/** argon2's cost settings: memory in KiB, passes, lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// argon2id (the library's default algorithm, asserted in a test) with OWASP's minimum cost.
export const PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/account-rules.js';

export const hashPassword = (password: string, cost: PasswordCost = PASSWORD_COST) => hash(password, cost);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    // The cost is read from the stored hash: a hash made at another cost still verifies.
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a server error
  }
}
