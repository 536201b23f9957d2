import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DB } from './schema.js';
import { scrubbedDialect } from './scrubbed-errors.js';

export type DatabaseKind = 'pglite' | 'postgres';
export type Unlisten = () => Promise<void>;

/**
 * One handle over either engine. Application code only touches `db` (Kysely) and `listen`;
 * which engine sits underneath is decided here and nowhere else.
 */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Subscribes to a Postgres NOTIFY channel. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

// Postgres returns bigint (count) and numeric as strings by default; we only use them for small numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; ignored when `databaseUrl` is set. */
  pgliteDir?: string;
  /** A pre-built PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Extra pg pool settings, e.g. a search_path for an isolated test schema. */
  poolOptions?: pg.PoolConfig;
  /**
   * Connections to `databaseUrl` from a pool made and ended elsewhere (tests keep one per test
   * database, as they keep a PGlite instance); its errors are its maker's to handle.
   */
  pool?: PostgresPool;
}

/** The pool settings of a Postgres database. */
export const postgresPoolConfig = (connectionString: string, poolOptions?: pg.PoolConfig): pg.PoolConfig => ({
  connectionString,
  max: 10,
  connectionTimeoutMillis: 5000,
  ...poolOptions,
});

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolOptions, options.pool);
  if (options.pglite) return wrapPglite(options.pglite);
  if (!options.pgliteDir) throw new Error('openDatabase needs a databaseUrl, a pgliteDir or a pglite instance');
  return wrapPglite(await createPglite(options.pgliteDir));
}

/**
 * Postgres' default 128 MB of shared buffers would dominate the server's memory; an embedded,
 * single-user database is well served by 16 MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

export async function createPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
}

function wrapPglite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: scrubbedDialect(new PGliteDialect(pglite)) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // closes the PGlite instance, which flushes it to disk
    },
  };
}

function openPostgres(connectionString: string, poolOptions?: pg.PoolConfig, given?: PostgresPool): Database {
  let pool = given;
  if (!pool) {
    const own = new pg.Pool(postgresPoolConfig(connectionString, poolOptions));
    // An idle client that loses its server must not crash the process; the next query reconnects.
    own.on('error', () => {});
    pool = own;
  }
  const db = new Kysely<DB>({ dialect: scrubbedDialect(new PostgresDialect({ pool })) });
  const listeners = new PostgresListeners(connectionString, poolOptions);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listeners.listen(channel, onPayload),
    async close() {
      await listeners.close();
      await db.destroy();
    },
  };
}

/** One dedicated connection carries every LISTEN of this process, and comes back after a drop. */
class PostgresListeners {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;
  private handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private connectionString: string,
    private poolOptions?: pg.PoolConfig,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    const client = await this.connect();
    if (isNew) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        if (this.client && !this.closed) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      }
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, options: this.poolOptions?.options });
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => this.reconnectSoon());
      client.on('end', () => this.reconnectSoon());
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private reconnectSoon() {
    if (this.closed) return;
    this.client = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connect().catch(() => this.reconnectSoon());
    }, 1000);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

function quoteIdent(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A real round trip to the database, used by the health check. */
export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1 as ok`.execute(database.db);
}
