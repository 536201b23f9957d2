import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, asserted in a test) with OWASP's minimum cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/account-rules.js';

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a server error
  }
}
