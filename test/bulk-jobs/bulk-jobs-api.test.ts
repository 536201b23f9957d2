import { describe, expect, it } from 'vitest';
import { BULK_CREDITS_MESSAGE, bulkJobSchema, bulkJobSummarySchema } from '../../src/contract/bulk-jobs.js';
import { errorSchema } from '../../src/contract/errors.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { bulkSeller, ledgerOf, usedHalfCredits } from './bulk-client.js';
import { bulkListing, listingsCsv, templateRow } from './bulk-listings.js';

const FAST = { queueTiming: { pollSeconds: 0.05, graceMs: 2_000 } };

describe('bulk jobs over HTTP', { timeout: 120_000 }, () => {
  const t = useTestApp({}, FAST);
  const db = () => t().testDb.database.db;
  const app = () => t().app;

  it('checks the file before charging, charges each listing once under five concurrent starts, and saves every row as a listing', async () => {
    const seller = await bulkSeller(app, db(), { credits: 10 });
    // Five good listings and one without bullets: the bad row is listed with its reason and not charged.
    const csv = listingsCsv(5, (rows) => [...rows, templateRow(5).map((cell, column) => (column >= 3 && column <= 8 ? '' : cell))]);
    const uploaded = await seller.upload('my listings.csv', csv);
    expect(uploaded.statusCode).toBe(201);
    const job = expectContract(bulkJobSchema, uploaded.json());
    expect(job).toMatchObject({ status: 'ready', file_name: 'my listings.csv', layout: 'listcraft', format: 'csv', cost: 5, counts: { total: 6, listings: 5, done: 0, left: 5 } });
    expect(job.problems.filter((p) => p.severity === 'error').map((p) => p.row)).toContain(7);
    expect(job.rows.find((r) => r.row === 7)).toMatchObject({ status: 'skipped' });
    expect(job.rows.find((r) => r.row === 7)!.error).toMatch(/bullet/i);
    expect(await usedHalfCredits(db(), seller.id)).toBe(0);

    const starts = await Promise.all(Array.from({ length: 5 }, () => seller.call('POST', `/api/bulk-jobs/${job.id}/start`)));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expectContract(bulkJobSummarySchema, starts.find((r) => r.statusCode === 200)!.json());
    expect(errorSchema.parse(starts.find((r) => r.statusCode === 409)!.json()).message).toBe('This job has already been started.');

    const ended = await seller.ended(job.id);
    expect(ended).toMatchObject({ status: 'finished', counts: { done: 5, failed: 0, left: 0 }, eta_seconds: null });
    const done = ended.rows.filter((r) => r.status === 'done');
    expect(done.map((r) => r.title)).toEqual([0, 1, 2, 3, 4].map((i) => bulkListing(i).title));
    // Each row is one listing, on the seller's dashboard.
    const listings = (await seller.call('GET', '/api/listings?limit=50')).json() as { listings: { id: string }[] };
    expect(listings.listings.map((l) => l.id).sort()).toEqual(done.map((r) => r.listing_id).sort());
    const ledger = await ledgerOf(db(), seller.id);
    expect(ledger.filter((l) => l.kind === 'charge')).toHaveLength(5);
    expect(ledger.every((l) => l.kind === 'charge' && l.status === 'settled' && l.half_credits === 2)).toBe(true);
    expect(new Set(ledger.map((l) => l.listing_id)).size).toBe(5);
    expect(await usedHalfCredits(db(), seller.id)).toBe(10);
    const list = (await seller.call('GET', '/api/bulk-jobs')).json() as { jobs: { id: string; status: string }[] };
    expect(list.jobs).toEqual([expect.objectContaining({ id: job.id, status: 'finished' })]);
  });

  it('refuses to start with SPEC’s credits message when the balance is short, and charges nothing', async () => {
    const seller = await bulkSeller(app, db(), { credits: 2 });
    const job = bulkJobSchema.parse((await seller.upload('three.csv', listingsCsv(3))).json());
    const res = await seller.call('POST', `/api/bulk-jobs/${job.id}/start`);
    expect(res.statusCode).toBe(402);
    expect(errorSchema.parse(res.json())).toEqual({ code: 'USAGE_LIMIT_REACHED', message: BULK_CREDITS_MESSAGE, details: { needed: 3, remaining: 2 } });
    expect(BULK_CREDITS_MESSAGE).toBe('Insufficient credits. Contact us for additional credits.');
    expect(await ledgerOf(db(), seller.id)).toEqual([]);
    expect((await seller.job(job.id)).status).toBe('ready');
  });

  it('runs an owner’s job without charging: privileged accounts are unlimited', async () => {
    const owner = await bulkSeller(app, db(), { role: 'owner' });
    const job = bulkJobSchema.parse((await owner.upload('owner.csv', listingsCsv(3))).json());
    expect((await owner.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    expect((await owner.ended(job.id)).counts.done).toBe(3);
    expect(await ledgerOf(db(), owner.id)).toEqual([]);
  });

  it('answers 404 for another seller’s job on every route, and for ids that are not ids', async () => {
    const owner = await bulkSeller(app, db(), { credits: 5 });
    const other = await bulkSeller(app, db(), { credits: 5 });
    const job = bulkJobSchema.parse((await owner.upload('mine.csv', listingsCsv(2))).json());
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/cancel'],
      ['GET', '/events'],
      ['GET', '/result?format=csv'],
    ] as const) {
      const res = await other.call(method, `/api/bulk-jobs/${job.id}${path}`);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(errorSchema.parse(res.json())).toEqual({ code: 'NOT_FOUND', message: 'Bulk job not found.' });
    }
    expect((await other.call('GET', '/api/bulk-jobs/not-a-uuid')).statusCode).toBe(404);
    expect((await other.call('GET', '/api/bulk-jobs')).json()).toEqual({ jobs: [] });
    expect((await owner.job(job.id)).status).toBe('ready');
    expect(await ledgerOf(db(), other.id)).toEqual([]);
  });
});
