import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { authOptions } from '../../src/server/accounts/auth.js';
import { useTestApp } from '../support/test-app.js';

describe('better-auth tables come from our migrations', () => {
  const t = useTestApp();

  it('leaves better-auth nothing to create or add', async () => {
    const { config, testDb } = t();
    const noop = async () => {};
    const options = authOptions({
      config,
      database: testDb.database,
      secret: 'x'.repeat(40),
      mailer: { send: noop, checkCanQueue: noop, holdsMail: true, start: () => {}, stop: noop },
      log: { info() {}, warn() {}, error() {}, debug() {} } as never,
      verificationResendLimiter: noop,
    });
    const plan = await getMigrations(options as never, { throwOnUnsafe: false });
    expect(plan.toBeCreated.map((c) => c.table)).toEqual([]);
    expect(plan.toBeAdded.map((c) => `${c.table}: ${Object.keys(c.fields).join(', ')}`)).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
  });
});
