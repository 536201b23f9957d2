import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import type { DB } from '../db/schema.js';
import { splitSqlScript } from './sql-script.js';

/** Subscribes to a NOTIFY channel (the app's `Database.listen`); resolves to its unsubscribe. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * pg-boss' database adapter (`executeSql(text, values)`) over our Kysely. Going through Kysely,
 * not around it, matters on PGlite: it is one connection, and Kysely's driver is what keeps a
 * pg-boss query from landing inside someone else's open transaction. On Postgres it shares our pool.
 *
 * A text without parameters may hold several statements (pg-boss' maintenance runs
 * `BEGIN; ...; COMMIT`): they run one by one on one connection, as PGlite's extended protocol
 * takes one statement per query; the rows of all of them are returned, as pg-boss reads a
 * RETURNING in the middle of such a block.
 *
 * With `listen` (the app's own LISTEN: a dedicated connection on Postgres, the instance itself on
 * PGlite) pg-boss can be woken by NOTIFY when a job is sent, from this process or another.
 */
export class KyselySqlAdapter implements Db {
  readonly listen?: Db['listen'];

  constructor(
    private readonly db: Kysely<DB>,
    listen?: Listen,
  ) {
    if (listen) {
      this.listen = async (channel, onNotification, onReconnect): Promise<{ close(): Promise<void> }> => {
        const unlisten = await listen(channel, onNotification);
        // pg-boss fetches once here, for anything sent before the LISTEN took effect.
        onReconnect();
        return { close: unlisten };
      };
    }
  }

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) return { rows: (await this.db.executeQuery(CompiledQuery.raw(text, values))).rows };
    const statements = splitSqlScript(text);
    if (statements.length === 1 || this.db.isTransaction) return runAll(this.db, statements);
    return this.db.connection().execute((connection) => runAll(connection, statements));
  }
}

async function runAll(db: Kysely<DB>, statements: string[]): Promise<{ rows: unknown[] }> {
  const rows: unknown[] = [];
  try {
    for (const statement of statements) rows.push(...(await db.executeQuery(CompiledQuery.raw(statement))).rows);
  } catch (error) {
    // Never hand a connection back to the pool in the middle of a failed transaction.
    if (statements.length > 1 && !db.isTransaction) await db.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
    throw error;
  }
  return { rows };
}
