import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseUrl, withAdmin } from './postgres-server.js';
import { dropRunDatabases } from './reused-databases.js';
import { testDatabaseUrl } from './test-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

interface Templates {
  pgliteTemplatePath: string;
  postgresTemplate: string;
  teardown(): Promise<void>;
}

/**
 * Both server projects (`node` and `processes`) name this file, and Vitest runs a project's global
 * setup once per project in the same process: the templates are made by the first and shared, and
 * removed when the last project tears down.
 */
const shared = globalThis as { listcraftTemplates?: Promise<Templates>; listcraftTemplateUsers?: number };

/**
 * Migrates once per run, then every test copies the result (test/support/test-database.ts): a
 * PGlite data-dir dump loaded into a new instance (no initdb, no migrations per test), or a
 * Postgres template database cloned with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  shared.listcraftTemplates ??= makeTemplates();
  shared.listcraftTemplateUsers = (shared.listcraftTemplateUsers ?? 0) + 1;
  const templates = await shared.listcraftTemplates;
  project.provide('pgliteTemplatePath', templates.pgliteTemplatePath);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    shared.listcraftTemplateUsers = (shared.listcraftTemplateUsers ?? 1) - 1;
    if (shared.listcraftTemplateUsers === 0) await templates.teardown();
  };
}

async function makeTemplates(): Promise<Templates> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-test-'));
  // On Postgres no test opens PGlite (test/support/test-database.ts): one template is enough.
  const pgliteTemplatePath = testDatabaseUrl ? '' : await makePgliteTemplate(workDir);
  const postgresTemplate = testDatabaseUrl ? await makePostgresTemplate(testDatabaseUrl) : '';
  return {
    pgliteTemplatePath,
    postgresTemplate,
    async teardown() {
      fs.rmSync(workDir, { recursive: true, force: true });
      if (postgresTemplate && testDatabaseUrl) {
        await dropRunDatabases(testDatabaseUrl, postgresTemplate);
        await withAdmin(testDatabaseUrl, (admin) => admin.query(`drop database if exists ${postgresTemplate} with (force)`));
      }
    },
  };
}

/** A migrated PGlite data directory, dumped to the tar file every test's copy loads. */
async function makePgliteTemplate(workDir: string): Promise<string> {
  // 1 MB WAL segments instead of 16 MB: the dump every test loads shrinks from 27 MB to 16 MB, and
  // a copy starts about a third sooner. The segment size is invisible to SQL. A checkpoint keeps
  // the WAL segments it no longer needs as spares for later (up to min_wal_size, 80 MB by default),
  // and the dump carried seven of them; without recycling and with a 2 MB floor it carries two.
  const pglite = await PGlite.create({
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=2MB'],
  });
  const database = await openDatabase({ pglite });
  await migrateToLatest(database.db);
  // The template databases are never used by a test (nothing runs CREATE DATABASE on PGlite), and
  // they are 15 of the dump's 41 MB: without them each copy starts in ~330 ms instead of ~480 ms.
  await pglite.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
  await pglite.exec(await compactCatalogsSql((text) => pglite.query<{ name: string }>(text)));
  // A checkpoint first, so each copy starts without replaying the migrations' WAL (about a third faster).
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templatePath = path.join(workDir, 'pglite-template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  return templatePath;
}

/** A migrated Postgres database that every test clones with CREATE DATABASE ... TEMPLATE. */
async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `listcraft_tpl_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const templateUrl = databaseUrl(serverUrl, name);
  const templateDb = await openDatabase({ databaseUrl: templateUrl });
  await migrateToLatest(templateDb.db);
  await templateDb.close();
  await withAdmin(templateUrl, async (client) => client.query(await compactCatalogsSql((text) => client.query<{ name: string }>(text))));
  return name;
}

/**
 * VACUUM FULL of this database's own system catalogs. The migrations create and drop tables (0012
 * rebuilds the whole queue schema), which leaves dead rows and pages in the catalogs, and every
 * test's copy carried them: compacted, a PGlite dump is 11 MB instead of 18 MB (with the WAL
 * settings above) and a copy starts with about half the CPU; a Postgres clone costs the server
 * about an eighth less. Only the catalogs: the app's tables stay as migrated, never vacuumed, as
 * on a fresh install, so the planner sees them as it would there. The cluster-wide catalogs
 * (pg_database, roles) are left alone, as other databases share them.
 */
async function compactCatalogsSql(query: (text: string) => Promise<{ rows: { name: string }[] }>): Promise<string> {
  const { rows } = await query(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'pg_catalog' and c.relkind = 'r' and not c.relisshared order by 1`,
  );
  return `vacuum full ${rows.map((row) => row.name).join(', ')}`;
}
