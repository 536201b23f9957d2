import crypto from 'node:crypto';
import pg from 'pg';
import { databaseUrl, withAdmin } from './postgres-server.js';

/**
 * Test databases on a Postgres server, used again instead of dropped.
 *
 * DROP DATABASE makes the server take an immediate checkpoint, which writes and fsyncs every dirty
 * page of every database; with a CREATE ... TEMPLATE per test, cloning and dropping took about half
 * of the server tests' time (measured: 1.2 s to create and 1.4 s to drop, per test, on the loaded
 * 2-core machine). A database a test has finished with is emptied instead — its tables' rows deleted
 * and the rows the migrations seeded put back, in one transaction — and the next test of the same
 * worker gets it. It is used again only when it is provably like the template: no connection left
 * on it, and the same tables, columns, constraints, functions, triggers and rules. Anything else (a child process still
 * connected, a test that created a table or a queue partition) is dropped as before.
 */

/** What a freshly migrated database holds, read once from the template. */
export interface TemplateState {
  fingerprint: string;
  tables: string[];
  seeds: { table: string; rows: unknown[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const APP_SCHEMAS = "n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'";

/** The shape of a database's own objects: any difference means it is not like the template. */
const FINGERPRINT_SQL = `
  select md5(coalesce(string_agg(item, '|' order by item), '')) as fingerprint from (
    select format('rel %s.%s %s %s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence, c.relacl, c.reloptions) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${APP_SCHEMAS}
    union all
    select format('col %s.%s %s %s %s', n.nspname, c.relname, a.attname, a.atttypid, a.attnotnull)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMAS} and a.attnum > 0 and not a.attisdropped
    union all
    select format('fn %s.%s %s', n.nspname, p.proname, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${APP_SCHEMAS}
    union all
    select format('trg %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t where not t.tgisinternal
    union all
    select format('con %s %s %s', c.conrelid::regclass, c.conname, md5(pg_get_constraintdef(c.oid)))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${APP_SCHEMAS}
    union all
    select format('rule %s %s', r.ev_class::regclass, r.rulename) from pg_rewrite r
      join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace where ${APP_SCHEMAS} and r.rulename <> '_RETURN'
    union all
    select format('policy %s %s', p.polrelid::regclass, p.polname) from pg_policy p
  ) items`;

const TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where ${APP_SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition order by 1`;

const SEQUENCES_SQL = `
  select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as "lastValue",
         last_value is not null as "isCalled"
  from pg_sequences where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

async function withDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** One statement on a database, whichever engine holds it. */
export type Query = <T extends object>(text: string, values?: unknown[]) => Promise<T[]>;

const clientQuery =
  (client: pg.Client): Query =>
  async <T extends object>(text: string, values?: unknown[]) =>
    (await client.query<T>(text, values)).rows;

/** Reads what a freshly migrated database holds (from the template, or a copy no test has used). */
export async function readTemplateState(query: Query): Promise<TemplateState> {
  const fingerprint = (await query<{ fingerprint: string }>(FINGERPRINT_SQL))[0]!.fingerprint;
  const tables = (await query<{ name: string }>(TABLES_SQL)).map((row) => row.name);
  const seeds: TemplateState['seeds'] = [];
  for (const table of tables) {
    const rows = (await query<{ rows: unknown[] | null }>(`select json_agg(t) as rows from ${table} t`))[0]!.rows;
    if (rows) seeds.push({ table, rows });
  }
  const sequences = await query<TemplateState['sequences'][number]>(SEQUENCES_SQL);
  return { fingerprint, tables, seeds, sequences };
}

/**
 * Empties a database a test has finished with back to the template's rows, in one transaction.
 * Returns false, changing nothing, when its tables, columns, constraints, functions, triggers or
 * rules differ.
 */
export async function emptyLikeTemplate(query: Query, state: TemplateState): Promise<boolean> {
  // An embedded instance keeps its one session: what a test SET there (read-only, a time zone) goes.
  await query('reset all');
  if ((await query<{ fingerprint: string }>(FINGERPRINT_SQL))[0]!.fingerprint !== state.fingerprint) return false;
  await query('begin');
  try {
    // DELETE, not TRUNCATE: a truncate gives each of the ~40 tables a new file, which Postgres
    // creates and syncs at commit (about 200 ms a test on the 2-core machine, against 30 ms for
    // deleting the few rows a test leaves). With the foreign-key and other triggers off, no order
    // among the tables is needed; the sequences are put back below as TRUNCATE's restart did.
    await query('set local session_replication_role = replica');
    for (const table of state.tables) await query(`delete from ${table}`);
    await query('set local session_replication_role = origin');
    for (const seed of state.seeds) {
      await query(`insert into ${seed.table} select * from json_populate_recordset(null::${seed.table}, $1)`, [JSON.stringify(seed.rows)]);
    }
    for (const sequence of state.sequences) {
      await query('select setval($1, $2, $3)', [sequence.name, sequence.lastValue, sequence.isCalled]);
    }
    // Settings a test gave the database itself (say, read-only) go too.
    await query("do $$ begin execute format('alter database %I reset all', current_database()); end $$");
    await query('commit');
    return true;
  } catch (error) {
    await query('rollback');
    throw error;
  }
}

/**
 * Per server and template (each Vitest worker has its own module state, so its own pool). `janitors`
 * holds, for each database of the pool, the connection that empties it after each test.
 */
interface Pool {
  template?: Promise<TemplateState>;
  idle: string[];
  janitors: Map<string, pg.Client>;
}

const pools = new Map<string, Pool>();

function poolFor(serverUrl: string, template: string) {
  const key = `${serverUrl} ${template}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = { idle: [], janitors: new Map() };
    pools.set(key, pool);
  }
  return pool;
}

/** The name of an empty database like `template`: one a finished test left, or a new clone. */
export async function takeDatabase(serverUrl: string, template: string): Promise<string> {
  const pool = poolFor(serverUrl, template);
  const reused = pool.idle.pop();
  if (reused) return reused;
  const name = `${runPrefix(template)}${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    // Two workers cloning the same template at the same instant can collide; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  });
  // The template's rows are read from this worker's first clone, before any test has used it: a
  // connection to the template itself would stop other workers cloning it.
  pool.template ??= withDatabase(databaseUrl(serverUrl, name), (client) => readTemplateState(clientQuery(client)));
  await pool.template;
  return name;
}

/**
 * Hands back a database a test has closed: emptied for the next test when it is still like the
 * template and nothing but `keptPids` is connected to it, dropped otherwise. True when emptied.
 */
export async function giveBackDatabase(serverUrl: string, template: string, name: string, keptPids: number[] = []): Promise<boolean> {
  const pool = poolFor(serverUrl, template);
  const state = await pool.template;
  const url = databaseUrl(serverUrl, name);
  if (!state) throw new Error('giveBackDatabase: this database was not taken from the pool');
  const empty = async (client: pg.Client) => {
    // The test's own connections, kept for the next test (test-database.ts), are not left over.
    const others = await client.query('select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> all($1::int[])', [keptPids]);
    return others.rowCount === 0 && (await emptyLikeTemplate(clientQuery(client), state));
  };
  let emptied: boolean;
  const kept = pool.janitors.get(name);
  try {
    emptied = await empty(kept ?? (await janitorFor(pool, url, name)));
  } catch {
    // A test may have ended the kept connection (read-only-database.ts ends every connection to
    // its database): one new connection tries again.
    await closeJanitor(pool, name);
    emptied = kept ? await janitorFor(pool, url, name).then(empty).catch(() => false) : false;
  }
  if (emptied) {
    pool.idle.push(name);
    return true;
  }
  await closeJanitor(pool, name);
  await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  return false;
}

/**
 * The connection that empties `name` after each test, kept open for the next. A new connection
 * costs the server ~35 ms of CPU on the 2-core machine, and one that has not yet read the catalog
 * entries of the ~40 tables it empties about 60 ms more: ~95 ms of the server's CPU per test
 * against ~13 ms on a kept one. It sits idle, outside any transaction, while a test runs, and the
 * emptying looks past it (pid <> pg_backend_pid()) for connections the test left.
 */
async function janitorFor(pool: Pool, url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // Ended under it (a test ending its database's connections, the run's teardown dropping the
  // database): its next query fails instead, and an idle client's error must not end the worker.
  client.on('error', () => {});
  await client.connect();
  pool.janitors.set(name, client);
  return client;
}

async function closeJanitor(pool: Pool, name: string) {
  const client = pool.janitors.get(name);
  pool.janitors.delete(name);
  await client?.end().catch(() => {});
}

/**
 * Test databases are named after the run's template, so the run's global teardown drops what its
 * workers left in their pools, and never the databases of another run on the same server.
 */
export function runPrefix(template: string): string {
  return `listcraft_t_${template.replace(/^listcraft_tpl_/, '')}_`;
}

/** Drops every database this run's tests made (called once all its workers are done). */
export async function dropRunDatabases(serverUrl: string, template: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [runPrefix(template)]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}
