import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseUrl, withAdmin } from './postgres-server.js';
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
        await withAdmin(testDatabaseUrl, (admin) => admin.query(`drop database if exists ${postgresTemplate} with (force)`));
      }
    },
  };
}

/** A migrated PGlite data directory, dumped to the tar file every test's copy loads. */
async function makePgliteTemplate(workDir: string): Promise<string> {
  // 1 MB WAL segments instead of 16 MB: the dump every test loads shrinks from 27 MB to 16 MB, and
  // a copy starts about a third sooner. The segment size is invisible to SQL.
  const pglite = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  const database = await openDatabase({ pglite });
  await migrateToLatest(database.db);
  // The template databases are never used by a test (nothing runs CREATE DATABASE on PGlite), and
  // they are 15 of the dump's 41 MB: without them each copy starts in ~330 ms instead of ~480 ms.
  await pglite.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
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
  const templateDb = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  await migrateToLatest(templateDb.db);
  await templateDb.close();
  return name;
}
