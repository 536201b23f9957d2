import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema.js';
import { splitSqlScript } from './sql-script.js';

/**
 * pg-boss' database adapter (`executeSql(text, values)`) over our Kysely. Going through Kysely,
 * not around it, matters on PGlite: it is one connection, and Kysely's driver is what keeps a
 * pg-boss query from landing inside someone else's open transaction. On Postgres it shares our pool.
 *
 * A text without parameters may hold several statements (pg-boss' maintenance runs
 * `BEGIN; ...; COMMIT`): they run one by one on one connection, as PGlite's extended protocol
 * takes one statement per query.
 */
export class KyselySqlAdapter implements PgBoss.Db {
  private inFlight = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    this.inFlight++;
    try {
      return await this.execute(text, values ?? []);
    } finally {
      this.inFlight--;
    }
  }

  private async execute(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    if (values.length > 0) return { rows: (await this.db.executeQuery(CompiledQuery.raw(text, values))).rows };
    const statements = splitSqlScript(text);
    if (statements.length === 1 || this.db.isTransaction) return runAll(this.db, statements);
    return this.db.connection().execute((connection) => runAll(connection, statements));
  }

  /** Resolves once no query of this adapter is in flight, or after `ms`. */
  async drained(ms: number) {
    const until = Date.now() + ms;
    // Checked between macrotasks: a query that just ended may start its follow-up in a microtask.
    while (Date.now() < until) {
      await sleep(5);
      if (this.inFlight === 0) return;
    }
  }
}

async function runAll(db: Kysely<DB>, statements: string[]): Promise<{ rows: unknown[] }> {
  let rows: unknown[] = [];
  try {
    for (const statement of statements) rows = (await db.executeQuery(CompiledQuery.raw(statement))).rows;
  } catch (error) {
    // Never hand a connection back to the pool in the middle of a failed transaction.
    if (statements.length > 1 && !db.isTransaction) await db.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
    throw error;
  }
  return { rows };
}
