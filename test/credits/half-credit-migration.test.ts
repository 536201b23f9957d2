import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index.js';
import { createEmptyTestDatabase } from '../support/test-database.js';

const migrator = (db: Kysely<unknown>) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });

describe('migration 0005: credits as whole half-credits', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(() => drop?.());

  it('converts existing float credits in the seller’s favour, and the ledger to half-credits', async () => {
    const made = await createEmptyTestDatabase();
    drop = made.drop;
    const db = made.database.db as unknown as Kysely<unknown>;
    expect((await migrator(db).migrateTo('0004_listings')).error).toBeUndefined();

    const users = [
      // used, allowed, extra (support used to grant 0.1 steps)
      ['u-half', 0.5, 1, 0],
      ['u-full', 1, 1, 0],
      ['u-odd', 0.5000001, 2.3, 0.1],
      ['u-zero', 0, 1, 1.5],
    ] as const;
    for (const [id, used, max, extra] of users) {
      await sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`.execute(db);
      await sql`insert into user_usage (user_id, listings_generated, max_listings_allowed, extra_credits) values (${id}, ${used}, ${max}, ${extra})`.execute(db);
    }
    await sql`insert into usage_ledger (user_id, amount, kind, reason) values ('u-half', 0.5, 'charge', 'analyze'), ('u-half', -0.5, 'refund', 'analyze: failed'), ('u-zero', 1.5, 'grant', 'support')`.execute(
      db,
    );

    const { error, results } = await migrator(db).migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toContain('0005_paid_work');

    const rows = await sql<{ user_id: string; used_half_credits: number; max_half_credits: number; extra_half_credits: number }>`
      select user_id, used_half_credits, max_half_credits, extra_half_credits from user_usage order by user_id`.execute(db);
    expect(rows.rows).toEqual([
      { user_id: 'u-full', used_half_credits: 2, max_half_credits: 2, extra_half_credits: 0 },
      { user_id: 'u-half', used_half_credits: 1, max_half_credits: 2, extra_half_credits: 0 },
      // 0.5000001 used rounds down to 0.5; 2.3 allowed rounds up to 2.5; 0.1 extra up to 0.5.
      { user_id: 'u-odd', used_half_credits: 1, max_half_credits: 5, extra_half_credits: 1 },
      { user_id: 'u-zero', used_half_credits: 0, max_half_credits: 2, extra_half_credits: 3 },
    ]);
    const types = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_name in ('user_usage', 'usage_ledger') and column_name in ('used_half_credits', 'max_half_credits', 'extra_half_credits', 'half_credits')`.execute(db);
    expect(types.rows.map((r) => r.data_type)).toEqual(['integer', 'integer', 'integer', 'integer']);
    const ledger = await sql<{ kind: string; half_credits: number; status: string | null }>`
      select kind, half_credits, status from usage_ledger order by id`.execute(db);
    expect(ledger.rows).toEqual([
      { kind: 'charge', half_credits: 1, status: 'settled' },
      { kind: 'refund', half_credits: -1, status: null },
      { kind: 'grant', half_credits: 3, status: null },
    ]);
    // A new seller gets SPEC's 1 credit: 2 half-credits.
    await sql`insert into users (id, name, email) values ('u-new', 'n', 'n@example.com')`.execute(db);
    await sql`insert into user_usage (user_id) values ('u-new')`.execute(db);
    const fresh = await sql<{ max_half_credits: number }>`select max_half_credits from user_usage where user_id = 'u-new'`.execute(db);
    expect(fresh.rows[0]!.max_half_credits).toBe(2);

    // And back down again, for a rollback.
    expect((await migrator(db).migrateTo('0004_listings')).error).toBeUndefined();
    const back = await sql<{ listings_generated: number }>`select listings_generated from user_usage where user_id = 'u-half'`.execute(db);
    expect(back.rows[0]!.listings_generated).toBe(0.5);
  }, 60_000);
});
