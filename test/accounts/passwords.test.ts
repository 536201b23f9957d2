import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/accounts/passwords.js';
import { TEST_PASSWORD_COST } from '../support/test-app.js';

// Test apps hash at the least cost (test/support/test-app.ts); the server's own cost is checked here.
describe('password hashes', () => {
  it('are argon2id at OWASP’s minimum cost unless an app is given another', async () => {
    const stored = await hashPassword('secret1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'secret1' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'secret2' })).toBe(false);
  });

  it('made at another cost still verify: the cost is read from the hash', async () => {
    const stored = await hashPassword('secret1', TEST_PASSWORD_COST);
    expect(await verifyPassword({ hash: stored, password: 'secret1' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'secret2' })).toBe(false);
  });
});
