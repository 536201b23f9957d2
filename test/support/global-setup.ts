import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { testDatabaseUrl } from './test-env.js';
import { buildPrograms, ROOT } from '../../scripts/build-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    programsDir: string;
  }
}

/**
 * Migrates once per run, then every test copies the result (test/support/test-database.ts): a
 * PGlite data-dir dump loaded into a new instance (no initdb, no migrations per test), or a
 * Postgres template database cloned with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listcraft-test-'));
  // Process tests spawn the server and the CLIs from this bundle (test/support/programs.ts). It has
  // to live inside the repository so that packages resolve; each run gets its own folder.
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const programsDir = fs.mkdtempSync(path.join(ROOT, 'dist', 'test-programs-'));
  await buildPrograms(programsDir);
  project.provide('programsDir', programsDir);
  const pglite = await PGlite.create();
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
  project.provide('pgliteTemplatePath', templatePath);

  let postgresTemplate = '';
  if (testDatabaseUrl) {
    postgresTemplate = `listcraft_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${postgresTemplate}`);
    const templateUrl = new URL(testDatabaseUrl);
    templateUrl.pathname = `/${postgresTemplate}`;
    const templateDb = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateToLatest(templateDb.db);
    await templateDb.close();
    await admin.end();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(programsDir, { recursive: true, force: true });
    if (postgresTemplate && testDatabaseUrl) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}
