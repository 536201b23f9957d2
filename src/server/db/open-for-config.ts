import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Config } from '../runtime/config.js';
import { ROOT_DIR } from '../runtime/paths.js';
import { openDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';

export const pgliteDirOf = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * Creating a PGlite cluster (initdb) peaks at several hundred MB. Doing it in a short-lived child
 * keeps that memory out of the long-running server.
 */
function initPgliteInChild(dir: string) {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(${JSON.stringify(dir)}); await db.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Could not create the embedded database in ${dir}`);
}

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: Config, options: { migrate?: boolean } = {}): Promise<Database> {
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ databaseUrl: config.databaseUrl });
  } else {
    const dir = pgliteDirOf(config);
    initPgliteInChild(dir);
    database = await openDatabase({ pgliteDir: dir });
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
