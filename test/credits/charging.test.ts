import { describe, expect, it } from 'vitest';
import { adminCommandSchema } from '../../src/server/credits/admin-commands.js';
import { charge, payForWork, refund, settle, type Charge } from '../../src/server/credits/charge.js';
import { ABANDONED_REASON, refundAbandonedCharges } from '../../src/server/credits/sweep.js';
import { getUsageView } from '../../src/server/credits/usage.js';
import { AppError } from '../../src/server/http/errors.js';
import { useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const at = (iso: string) => new Date(iso);
const LEASE = 60_000;
const HALF = 1;

describe('charging credits', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;
  const take = (userId: string, now: Date, reason = 'analyze') => charge(db(), { userId, halfCredits: HALF, reason, now, leaseMs: LEASE });
  const usageRow = (userId: string) => db().selectFrom('user_usage').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const ledger = (userId: string) =>
    db().selectFrom('usage_ledger').select(['id', 'kind', 'half_credits', 'status', 'refund_of', 'listing_id']).where('user_id', '=', userId).orderBy('id').execute();

  it('creates the record on first use with 0 used and 1 allowed', async () => {
    const user = await createUser(db());
    const view = await getUsageView(db(), user.id, at('2026-03-10T12:00:00Z'));
    expect(view).toEqual({ used: 0, total: 1, remaining: 1, resetDate: '2026-04-01T00:00:00.000Z', role: 'user' });
    expect(await usageRow(user.id)).toMatchObject({ used_half_credits: 0, max_half_credits: 2, extra_half_credits: 0 });
  });

  it('never overdraws: of 50 concurrent half-credit charges on 1 credit, exactly 2 succeed', async () => {
    const user = await createUser(db());
    const now = new Date();
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => take(user.id, now, `race ${i}`)));
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
    expect((await usageRow(user.id)).used_half_credits).toBe(2);
    const rows = await ledger(user.id);
    expect(rows.filter((l) => l.kind === 'charge')).toHaveLength(2);
    // Charges start pending: leased until their work is saved or refunded.
    expect(rows.every((l) => l.status === 'pending')).toBe(true);
  });

  it('resets at the first use in a new calendar month (December to January)', async () => {
    const user = await createUser(db());
    await take(user.id, at('2026-12-20T10:00:00Z'));
    await take(user.id, at('2026-12-31T23:59:00Z'), 'generate');
    await expect(take(user.id, at('2026-12-31T23:59:30Z'), 'too many')).rejects.toThrow(/Insufficient credits/);
    expect((await getUsageView(db(), user.id, at('2026-12-31T23:59:59Z'))).remaining).toBe(0);

    await take(user.id, at('2027-01-01T00:00:05Z'), 'new year');
    const view = await getUsageView(db(), user.id, at('2027-01-01T00:01:00Z'));
    expect(view).toMatchObject({ used: 0.5, total: 1, remaining: 0.5, resetDate: '2027-02-01T00:00:00.000Z' });
    expect((await usageRow(user.id)).last_reset_at.toISOString()).toBe('2027-01-01T00:00:05.000Z');
  });

  it('does not reset within the same month', async () => {
    const user = await createUser(db());
    await take(user.id, at('2026-05-01T00:00:00Z'));
    await take(user.id, at('2026-05-31T23:00:00Z'));
    const view = await getUsageView(db(), user.id, at('2026-05-31T23:30:00Z'));
    expect(view).toMatchObject({ used: 1, remaining: 0 });
  });

  it('never charges owners and admins', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await createUser(db(), undefined, role);
      for (let i = 0; i < 5; i++) expect((await take(user.id, new Date(), 'free')).charged).toBe(false);
      const view = await getUsageView(db(), user.id, new Date());
      expect(view).toMatchObject({ used: 0, total: 999999, remaining: 999999, role });
      expect(new Date(view.resetDate).getUTCFullYear()).toBeGreaterThanOrEqual(2099);
      expect(await ledger(user.id)).toEqual([]);
    }
  });

  it('settles the charge with the saved work, linked to it', async () => {
    const user = await createUser(db());
    const paid = await take(user.id, new Date(), 'generate');
    const saved = await payForWork({
      db: db(),
      paid,
      now: () => new Date(),
      work: async () => 'written',
      save: async () => ({ value: 'kept' }),
    });
    expect(saved).toBe('kept');
    expect(await ledger(user.id)).toMatchObject([{ kind: 'charge', half_credits: 1, status: 'settled' }]);
    expect((await usageRow(user.id)).used_half_credits).toBe(1);
  });

  it('refunds once with a row that points at the charge when the paid-for work fails', async () => {
    const user = await createUser(db());
    const paid = await take(user.id, new Date(), 'generate');
    await expect(
      payForWork({
        db: db(),
        paid,
        now: () => new Date(),
        work: async () => {
          throw new AppError('UPSTREAM_FAILED', 'the model is down');
        },
        save: async () => ({ value: null }),
      }),
    ).rejects.toThrow('the model is down');
    expect((await usageRow(user.id)).used_half_credits).toBe(0);
    const rows = await ledger(user.id);
    expect(rows).toMatchObject([
      { kind: 'charge', half_credits: 1, status: 'refunded' },
      { kind: 'refund', half_credits: -1, status: null, refund_of: paid.id },
    ]);
    // A second refund (a sweep, a retried handler) changes nothing.
    expect(await refund(db(), paid, new Date(), 'again')).toBe(false);
    expect(await ledger(user.id)).toHaveLength(2);
    expect((await usageRow(user.id)).used_half_credits).toBe(0);
  });

  it('refunds when saving the work fails, and never keeps work whose charge was refunded', async () => {
    const user = await createUser(db());
    const paid = await take(user.id, new Date(), 'generate');
    // A sweep refunded the charge while the work ran past its lease: the save is rolled back.
    await refund(db(), paid, new Date(), ABANDONED_REASON);
    let saved = false;
    await expect(
      payForWork({
        db: db(),
        paid,
        now: () => new Date(),
        work: async () => 'late',
        save: async () => {
          saved = true;
          return { value: 'late' };
        },
      }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT', message: expect.stringContaining('No credits were used') });
    expect(saved).toBe(true); // the save ran, inside the transaction that was then rolled back
    const rows = await ledger(user.id);
    expect(rows.filter((r) => r.kind === 'refund')).toHaveLength(1);
    expect((await usageRow(user.id)).used_half_credits).toBe(0);
  });

  it('a settled charge can no longer be refunded, and a refunded one no longer settled', async () => {
    const user = await createUser(db());
    const first = await take(user.id, new Date());
    await db().transaction().execute((trx) => settle(trx, first, {}, new Date()));
    expect(await refund(db(), first, new Date(), 'late failure')).toBe(false);
    const second = await take(user.id, new Date(), 'generate');
    expect(await refund(db(), second, new Date(), 'failed')).toBe(true);
    await expect(db().transaction().execute((trx) => settle(trx, second, {}, new Date()))).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(await ledger(user.id)).toMatchObject([
      { kind: 'charge', status: 'settled' },
      { kind: 'charge', status: 'refunded' },
      { kind: 'refund', half_credits: -1, refund_of: second.id },
    ]);
  });

  it('concurrent refunds of one charge give the credit back exactly once', async () => {
    const user = await createUser(db());
    const paid = await take(user.id, new Date());
    const results = await Promise.all(Array.from({ length: 8 }, () => refund(db(), paid, new Date(), 'race')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await ledger(user.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
    expect((await usageRow(user.id)).used_half_credits).toBe(0);
  });

  it('the sweep refunds charges whose lease ran out, and leaves running work alone', async () => {
    const user = await createUser(db());
    const start = new Date();
    const abandoned = await take(user.id, start);
    const running = await take(user.id, new Date(start.getTime() + LEASE - 1_000), 'generate');
    // Other tests' charges share this database, so the figures are this seller's ledger rows.
    expect(await refundAbandonedCharges(db(), { now: new Date(start.getTime() + LEASE + 1), leaseMs: LEASE })).toBeGreaterThanOrEqual(1);
    const rows = await ledger(user.id);
    expect(rows).toMatchObject([
      { id: abandoned.id, kind: 'charge', status: 'refunded' },
      { id: running.id, kind: 'charge', status: 'pending' },
      { kind: 'refund', half_credits: -1, refund_of: abandoned.id },
    ]);
    const refundReason = await db().selectFrom('usage_ledger').select('reason').where('refund_of', '=', abandoned.id!).executeTakeFirstOrThrow();
    expect(refundReason.reason).toBe(`analyze: ${ABANDONED_REASON}`);
    // A second sweep changes nothing; at the start of the only process, every pending charge goes.
    await refundAbandonedCharges(db(), { now: new Date(start.getTime() + LEASE + 2), leaseMs: LEASE });
    expect(await ledger(user.id)).toHaveLength(3);
    await refundAbandonedCharges(db(), { now: new Date(start.getTime() + LEASE + 3), leaseMs: LEASE, everyPending: true });
    expect(await ledger(user.id)).toMatchObject([
      { kind: 'charge', status: 'refunded' },
      { kind: 'charge', status: 'refunded' },
      { kind: 'refund', refund_of: abandoned.id },
      { kind: 'refund', refund_of: running.id },
    ]);
    expect((await usageRow(user.id)).used_half_credits).toBe(0);
  });

  it('a refund after the monthly reset does not give away the new month’s credit', async () => {
    const user = await createUser(db());
    const old: Charge = await take(user.id, at('2026-06-30T23:59:59Z'));
    await take(user.id, at('2026-07-01T00:00:01Z'), 'new month'); // resets, then charges: used = 1 half
    await refund(db(), old, at('2026-07-01T00:00:02Z'), 'failed');
    const row = await usageRow(user.id);
    expect(row.used_half_credits).toBe(1);
    // The ledger still shows the refund of June's charge.
    expect((await ledger(user.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('support grants go in steps of 0.5, so every amount is a whole number of half-credits', () => {
    expect(adminCommandSchema.safeParse({ command: 'grant', email: 'a@example.com', credits: 1.5 }).success).toBe(true);
    const odd = adminCommandSchema.safeParse({ command: 'grant', email: 'a@example.com', credits: 0.3 });
    expect(odd.success).toBe(false);
    expect(odd.error!.issues[0]!.message).toMatch(/steps of 0\.5/);
    expect(adminCommandSchema.safeParse({ command: 'set-max', email: 'a@example.com', credits: 2.25 }).success).toBe(false);
  });
});
