import { describe, expect, it } from 'vitest';
import type { Kysely, KyselyPlugin } from 'kysely';
import { cancelJob } from '../../src/server/bulk-jobs/cancel-job.js';
import { createJob } from '../../src/server/bulk-jobs/bulk-job-store.js';
import { parseListingFile } from '../../src/server/bulk-jobs/files/index.js';
import { engineWriter, type RowWriter } from '../../src/server/bulk-jobs/optimize-row.js';
import { runRows } from '../../src/server/bulk-jobs/run-row.js';
import { startJob } from '../../src/server/bulk-jobs/start-job.js';
import { threadWriter } from '../../src/server/bulk-jobs/thread-writer.js';
import { ensureUsageRow } from '../../src/server/credits/usage.js';
import type { DB } from '../../src/server/db/schema.js';
import { createBuiltinEngine } from '../../src/writer/editor/index.js';
import { until } from '../support/poll.js';
import { useTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { bulkListing, listingsCsv } from './bulk-listings.js';

/** Counts the statements Kysely sends (builders and raw SQL alike). */
function counted(db: Kysely<DB>) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

const parsed = (count: number) => parseListingFile({ bytes: new TextEncoder().encode(listingsCsv(count)), fileName: 'listings.csv' });

describe('bulk jobs in batches (issue 25 item 1, issue 27 item 5)', { timeout: 120_000 }, () => {
  // Lapsed leases looked for every 250 ms, not every 5 s: the dead worker's test waits on that look.
  const t = useTestApp({}, { bulk: { lapsedRowScanMs: 250 } });
  const db = () => t().testDb.database.db;
  const ledger = (userId: string) => db().selectFrom('usage_ledger').select(['kind', 'status', 'refund_of']).where('user_id', '=', userId).execute();
  const used = async (userId: string) => (await db().selectFrom('user_usage').select('used_half_credits').where('user_id', '=', userId).executeTakeFirstOrThrow()).used_half_credits;

  async function startedJob(rows: number, credits = rows) {
    const seller = await createUser(db());
    await ensureUsageRow(db(), seller.id, new Date());
    await db().updateTable('user_usage').set({ max_half_credits: credits * 2 }).where('user_id', '=', seller.id).execute();
    const jobId = await createJob(db(), { userId: seller.id, fileName: 'listings.csv', parsed: await parsed(rows), marketplace: 'US', now: new Date() });
    return { seller, jobId };
  }

  it('starts a job in the same number of statements for 3 rows as for 40, each row charged once', async () => {
    const statements = async (rows: number) => {
      const { seller, jobId } = await startedJob(rows);
      const { db: countedDb, counter } = counted(db());
      expect(await startJob(countedDb, { userId: seller.id, jobId, now: new Date() })).toHaveLength(rows);
      const charges = await ledger(seller.id);
      expect(charges.filter((c) => c.kind === 'charge' && c.status === 'held')).toHaveLength(rows);
      const linked = await db().selectFrom('bulk_job_rows').select('charge_id').where('job_id', '=', jobId).where('charge_id', 'is not', null).execute();
      expect(new Set(linked.map((r) => r.charge_id)).size).toBe(rows);
      expect(await used(seller.id)).toBe(rows * 2);
      return counter.statements;
    };
    expect(await statements(40)).toBe(await statements(3));
  });

  it('cancels and refunds the rows a worker took but had not begun when the seller cancelled mid-run', async () => {
    const { seller, jobId } = await startedJob(5);
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    const builtin = engineWriter(createBuiltinEngine());
    let written = 0;
    // The seller cancels while the worker writes its first row.
    const writer: RowWriter = async (input, marketplace, signal) => {
      if (written++ === 0) await cancelJob(db(), { userId: seller.id, jobId, now: new Date() });
      return builtin(input, marketplace, signal);
    };
    const outcomes = await runRows({ db: db(), engine: createBuiltinEngine(), writer, now: () => new Date(), leaseMs: 60_000, saveBatch: 1 }, { jobId, rows: [2, 3, 4, 5, 6] });
    expect([...outcomes.values()]).toEqual(['done', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(written).toBe(1);
    const job = await db().selectFrom('bulk_jobs').select(['status', 'done_rows', 'cancelled_rows']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'cancelled', done_rows: 1, cancelled_rows: 4 });
    const charges = await ledger(seller.id);
    expect(charges.filter((c) => c.status === 'settled')).toHaveLength(1);
    expect(charges.filter((c) => c.kind === 'refund')).toHaveLength(4);
    expect(await used(seller.id)).toBe(2);
  });

  it('ends a job cancelled while its worker was dead: the dead worker’s rows are cancelled and refunded once their lease lapses', async () => {
    const { seller, jobId } = await startedJob(2);
    await startJob(db(), { userId: seller.id, jobId, now: new Date() });
    await db()
      .updateTable('bulk_job_rows')
      .set({ status: 'running', attempts: 1, worker: 'dead-host:1', lease_until: new Date(Date.now() + 200), started_at: new Date() })
      .where('job_id', '=', jobId)
      .execute();
    await cancelJob(db(), { userId: seller.id, jobId, now: new Date() });
    const ended = await until(
      async () => {
        const job = await db().selectFrom('bulk_jobs').select(['status', 'cancelled_rows']).where('id', '=', jobId).executeTakeFirstOrThrow();
        return job.status === 'cancelled' ? job : undefined;
      },
      'the cancelled job to end',
      30_000,
      100,
    );
    expect(ended.cancelled_rows).toBe(2);
    expect((await ledger(seller.id)).filter((c) => c.kind === 'refund')).toHaveLength(2);
    expect(await used(seller.id)).toBe(0);
  });

  it('writes a row on the writer thread exactly as on this one', async () => {
    const thread = threadWriter();
    expect(thread).toBeDefined();
    try {
      const [there, here] = await Promise.all([thread!.write(bulkListing(0), 'US'), engineWriter(createBuiltinEngine())(bulkListing(0), 'US')]);
      expect('result' in there).toBe(true);
      expect(there).toEqual(here);
    } finally {
      await thread!.close();
    }
  });

  it('writes rows given at once on as many threads as it has, each as on this one', async () => {
    const thread = threadWriter(2);
    try {
      const inputs = [bulkListing(1), bulkListing(2)];
      const there = await Promise.all(inputs.map((input) => thread!.write(input, 'US')));
      expect(thread!.running()).toBe(2);
      const builtin = engineWriter(createBuiltinEngine());
      expect(there).toEqual(await Promise.all(inputs.map((input) => builtin(input, 'US'))));
    } finally {
      await thread!.close();
    }
    expect(thread!.running()).toBe(0);
  });
});
