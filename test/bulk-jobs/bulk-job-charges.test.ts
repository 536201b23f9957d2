import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { LAPSED_ROW_SCAN_MS, nextLapse } from '../../src/server/bulk-jobs/bulk-worker.js';
import { cancelJob } from '../../src/server/bulk-jobs/cancel-job.js';
import { createJob } from '../../src/server/bulk-jobs/bulk-job-store.js';
import { parseListingFile, type ParsedListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { runRow } from '../../src/server/bulk-jobs/run-row.js';
import { startJob } from '../../src/server/bulk-jobs/start-job.js';
import { refundAbandonedCharges } from '../../src/server/credits/sweep.js';
import { ensureUsageRow } from '../../src/server/credits/usage.js';
import type { DB } from '../../src/server/db/schema.js';
import { createBuiltinEngine } from '../../src/writer/editor/index.js';
import { until } from '../support/poll.js';
import { useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { bulkListing, listingsCsv, templateRow } from './bulk-listings.js';

/** `count` good listings and one without a title, through the real file parser. */
const parsed = (count: number): Promise<ParsedListingFile> =>
  parseListingFile({
    bytes: new TextEncoder().encode(listingsCsv(count, (rows) => [...rows, templateRow(count).map((cell, column) => (column === 2 ? '' : cell))])),
    fileName: 'listings.csv',
  });

async function sellerWithCredits(db: Kysely<DB>, credits: number) {
  const user = await createUser(db);
  await ensureUsageRow(db, user.id, new Date());
  await db.updateTable('user_usage').set({ max_half_credits: credits * 2 }).where('user_id', '=', user.id).execute();
  return user;
}

describe('bulk job charges (use cases, no HTTP)', { timeout: 120_000 }, () => {
  // Lapsed leases looked for every 250 ms, not every 5 s: the dead worker's row waits on that look.
  const t = useTestApp({}, { bulk: { lapsedRowScanMs: 250 } });
  const db = () => t().testDb.database.db;
  const used = async (userId: string) => (await db().selectFrom('user_usage').select('used_half_credits').where('user_id', '=', userId).executeTakeFirstOrThrow()).used_half_credits;
  const charges = (userId: string) => db().selectFrom('usage_ledger').select(['id', 'kind', 'status', 'refund_of', 'listing_id']).where('user_id', '=', userId).orderBy('id').execute();
  const rows = (jobId: string) => db().selectFrom('bulk_job_rows').selectAll().where('job_id', '=', jobId).orderBy('row_number').execute();

  it('charges each listing once when the same job is started five times at once, and holds the charges through a sweep', async () => {
    const seller = await sellerWithCredits(db(), 10);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(4), marketplace: 'US', now: new Date() });
    expect(await used(seller.id)).toBe(0);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => startJob(db(), { userId: seller.id, jobId, now: new Date() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect(await used(seller.id)).toBe(8);
    const ledger = await charges(seller.id);
    expect(ledger).toHaveLength(4);
    expect(ledger.every((c) => c.kind === 'charge' && c.status === 'held')).toBe(true);
    const jobRows = await rows(jobId);
    expect(jobRows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'skipped']);
    expect(new Set(jobRows.filter((r) => r.charge_id).map((r) => r.charge_id)).size).toBe(4);
    // The embedded database's start-up sweep refunds every pending charge: held ones are not its business.
    expect(await refundAbandonedCharges(db(), { now: new Date(), leaseMs: 1, everyPending: true })).toBe(0);
    expect(await used(seller.id)).toBe(8);
  });

  it('settles a row that is written, saves it as a listing, and never runs it twice', async () => {
    const seller = await sellerWithCredits(db(), 5);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(2), marketplace: 'US', now: new Date() });
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    const deps = { db: db(), engine: createBuiltinEngine(), now: () => new Date(), leaseMs: 60_000 };
    const outcomes = await Promise.all([runRow(deps, { jobId, row: 2 }), runRow(deps, { jobId, row: 2 })]);
    expect(outcomes.sort()).toEqual(['done', 'not-runnable']);
    expect(await runRow(deps, { jobId, row: 2 })).toBe('not-runnable');
    const [row] = await rows(jobId);
    expect(row).toMatchObject({ status: 'done', attempts: 1, error: null });
    const listing = await db().selectFrom('listings').selectAll().where('user_id', '=', seller.id).execute();
    expect(listing).toHaveLength(1);
    expect(listing[0]!.id).toBe(row!.listing_id);
    expect(listing[0]!.original_title).toBe(bulkListing(0).title);
    const settled = (await charges(seller.id)).find((c) => c.status === 'settled');
    expect(settled).toMatchObject({ listing_id: row!.listing_id });
    const job = await db().selectFrom('bulk_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ done_rows: 1, status: 'running' });
    expect(await runRow(deps, { jobId, row: 3 })).toBe('done');
    expect(await db().selectFrom('bulk_jobs').select(['status', 'done_rows']).where('id', '=', jobId).executeTakeFirstOrThrow()).toEqual({ status: 'finished', done_rows: 2 });
    expect(await used(seller.id)).toBe(4);
  });

  it('queues a row again once its worker stops renewing the lease, and runs it once; rows with a live lease are left alone', async () => {
    const seller = await sellerWithCredits(db(), 5);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(2), marketplace: 'US', now: new Date() });
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    // Row 2 was claimed by a worker that then died: its lease lapses in a moment and nobody renews it.
    // Row 3 is held by a live worker elsewhere: its lease is far in the future.
    const claimedBy = (row: number, worker: string, leaseMs: number) =>
      db().updateTable('bulk_job_rows').set({ status: 'running', attempts: 1, worker, lease_until: new Date(Date.now() + leaseMs), started_at: new Date() }).where('job_id', '=', jobId).where('row_number', '=', row).execute();
    await claimedBy(2, 'dead-host:1', 300);
    await claimedBy(3, 'live-host:2', 10 * 60_000);
    const done = await until(async () => {
      const [row] = await rows(jobId);
      return row?.status === 'done' ? row : undefined;
    }, 'the lapsed row to be run by this app’s worker', 30_000, 100);
    expect(done).toMatchObject({ attempts: 2, error: null });
    expect(done.worker).not.toBe('dead-host:1');
    expect((await rows(jobId))[1]).toMatchObject({ status: 'running', worker: 'live-host:2' });
    expect((await charges(seller.id)).filter((c) => c.status === 'settled')).toHaveLength(1);
  });

  it('looks for lapsed rows again the moment the soonest running lease lapses, not at the next scan', async () => {
    const seller = await sellerWithCredits(db(), 5);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(3), marketplace: 'US', now: new Date() });
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    const now = new Date();
    const leased = (row: number, leaseUntil: Date) =>
      db().updateTable('bulk_job_rows').set({ status: 'running', attempts: 1, worker: 'some-host:1', lease_until: leaseUntil, started_at: now }).where('job_id', '=', jobId).where('row_number', '=', row).execute();
    const soon = new Date(now.getTime() + 4_321);
    await leased(2, new Date(now.getTime() + 4_900));
    await leased(3, soon);
    await leased(4, new Date(now.getTime() + 10 * 60_000));
    expect((await nextLapse(db(), now, LAPSED_ROW_SCAN_MS))?.getTime()).toBe(soon.getTime());
    // Beyond the window, the next scan looks: no timer.
    expect(await nextLapse(db(), now, 4_000)).toBeUndefined();
    // A lease lapsed already is the scan's own business: it must not set a timer for the past.
    expect((await nextLapse(db(), new Date(soon.getTime() + 1), LAPSED_ROW_SCAN_MS))?.getTime()).toBe(now.getTime() + 4_900);
    await db().updateTable('bulk_job_rows').set({ status: 'pending', lease_until: null, attempts: 0 }).where('job_id', '=', jobId).where('status', '=', 'running').execute();
  });

  it('refunds the rows a cancel stopped, and keeps what already ran', async () => {
    const seller = await sellerWithCredits(db(), 5);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(3), marketplace: 'US', now: new Date() });
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    const deps = { db: db(), engine: createBuiltinEngine(), now: () => new Date(), leaseMs: 60_000 };
    expect(await runRow(deps, { jobId, row: 2 })).toBe('done');
    await cancelJob(db(), { userId: seller.id, jobId, now: new Date() });
    expect(await runRow(deps, { jobId, row: 3 })).toBe('not-runnable');
    expect((await rows(jobId)).map((r) => r.status)).toEqual(['done', 'cancelled', 'cancelled', 'skipped']);
    expect(await used(seller.id)).toBe(2);
    const ledger = await charges(seller.id);
    expect(ledger.filter((c) => c.kind === 'refund')).toHaveLength(2);
    expect(await db().selectFrom('bulk_jobs').select(['status', 'cancelled_rows']).where('id', '=', jobId).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled', cancelled_rows: 2 });
  });

  it('refuses to start with a short balance and charges nothing', async () => {
    const seller = await sellerWithCredits(db(), 2);
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(3), marketplace: 'US', now: new Date() });
    await expect(startJob(db(), { userId: seller.id, jobId, now: new Date() })).rejects.toMatchObject({
      code: 'USAGE_LIMIT_REACHED',
      message: 'Insufficient credits. Contact us for additional credits.',
      details: { needed: 3, remaining: 2 },
    });
    expect(await used(seller.id)).toBe(0);
    expect(await charges(seller.id)).toEqual([]);
  });
});
