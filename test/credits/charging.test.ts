import { describe, expect, it } from 'vitest';
import { charge, refund, withCharge } from '../../src/server/credits/charge.js';
import { getUsageView } from '../../src/server/credits/usage.js';
import { AppError } from '../../src/server/errors.js';
import { useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const at = (iso: string) => new Date(iso);

describe('charging credits', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;

  it('creates the record on first use with 0 used and 1 allowed', async () => {
    const user = await createUser(db());
    const view = await getUsageView(db(), user.id, at('2026-03-10T12:00:00Z'));
    expect(view).toEqual({ used: 0, total: 1, remaining: 1, resetDate: '2026-04-01T00:00:00.000Z', role: 'user' });
  });

  it('never overdraws: of 50 concurrent half-credit charges on 1 credit, exactly 2 succeed', async () => {
    const user = await createUser(db());
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => charge(db(), { userId: user.id, amount: 0.5, reason: `race ${i}`, now })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('USAGE_LIMIT_REACHED');
      expect(error.status).toBe(402);
      expect(error.message).toContain('Insufficient credits');
    }
    const row = await db().selectFrom('user_usage').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.listings_generated).toBe(1);
    const ledger = await db().selectFrom('usage_ledger').selectAll().where('user_id', '=', user.id).execute();
    expect(ledger.filter((l) => l.kind === 'charge')).toHaveLength(2);
  });

  it('resets at the first use in a new calendar month (December to January)', async () => {
    const user = await createUser(db());
    await charge(db(), { userId: user.id, amount: 0.5, reason: 'analyze', now: at('2026-12-20T10:00:00Z') });
    await charge(db(), { userId: user.id, amount: 0.5, reason: 'generate', now: at('2026-12-31T23:59:00Z') });
    await expect(charge(db(), { userId: user.id, amount: 0.5, reason: 'too many', now: at('2026-12-31T23:59:30Z') })).rejects.toThrow(
      /Insufficient credits/,
    );
    expect((await getUsageView(db(), user.id, at('2026-12-31T23:59:59Z'))).remaining).toBe(0);

    await charge(db(), { userId: user.id, amount: 0.5, reason: 'new year', now: at('2027-01-01T00:00:05Z') });
    const view = await getUsageView(db(), user.id, at('2027-01-01T00:01:00Z'));
    expect(view).toMatchObject({ used: 0.5, total: 1, remaining: 0.5, resetDate: '2027-02-01T00:00:00.000Z' });
    const row = await db().selectFrom('user_usage').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_reset_at.toISOString()).toBe('2027-01-01T00:00:05.000Z');
  });

  it('does not reset within the same month', async () => {
    const user = await createUser(db());
    await charge(db(), { userId: user.id, amount: 0.5, reason: 'a', now: at('2026-05-01T00:00:00Z') });
    await charge(db(), { userId: user.id, amount: 0.5, reason: 'b', now: at('2026-05-31T23:00:00Z') });
    const view = await getUsageView(db(), user.id, at('2026-05-31T23:30:00Z'));
    expect(view).toMatchObject({ used: 1, remaining: 0 });
  });

  it('never charges owners and admins', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await createUser(db(), undefined, role);
      for (let i = 0; i < 5; i++) {
        const paid = await charge(db(), { userId: user.id, amount: 0.5, reason: 'free', now: new Date() });
        expect(paid.charged).toBe(false);
      }
      const view = await getUsageView(db(), user.id, new Date());
      expect(view).toMatchObject({ used: 0, total: 999999, remaining: 999999, role });
      expect(new Date(view.resetDate).getUTCFullYear()).toBeGreaterThanOrEqual(2099);
    }
  });

  it('refunds with a compensating ledger entry when the paid-for work fails', async () => {
    const user = await createUser(db());
    await expect(
      withCharge(db(), { userId: user.id, amount: 0.5, reason: 'generate', now: () => new Date() }, async () => {
        throw new AppError('UPSTREAM_FAILED', 'the model is down');
      }),
    ).rejects.toThrow('the model is down');
    const row = await db().selectFrom('user_usage').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.listings_generated).toBe(0);
    const ledger = await db().selectFrom('usage_ledger').select(['kind', 'amount']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(ledger).toEqual([
      { kind: 'charge', amount: 0.5 },
      { kind: 'refund', amount: -0.5 },
    ]);
  });

  it('never refunds below zero, even across a month change', async () => {
    const user = await createUser(db());
    const paid = await charge(db(), { userId: user.id, amount: 0.5, reason: 'x', now: at('2026-06-30T23:59:59Z') });
    await getUsageView(db(), user.id, at('2026-07-01T00:00:01Z')); // month rolls over, used → 0
    await refund(db(), paid, at('2026-07-01T00:00:02Z'), 'failed');
    const row = await db().selectFrom('user_usage').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.listings_generated).toBe(0);
  });
});
