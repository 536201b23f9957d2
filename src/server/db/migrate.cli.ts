import { loadEnvironment } from '../runtime/environment.js';
import { openMigratedDatabase } from './open-for-config.js';
import { migrateToLatest } from './migrate.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadEnvironment();
const database = await openMigratedDatabase(config, { migrate: false });
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
