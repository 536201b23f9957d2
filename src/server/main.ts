import { buildApp } from './app.js';
import { loadEnvironment } from './environment.js';
import { openMigratedDatabase } from './db/open-for-config.js';
import { ensureWebBuild } from './http/web-build.js';
import { loadOrCreateSecrets } from './secrets.js';
import { claimDataDir } from './server-lock.js';

/** `npm start`: one process that builds the web app if needed, migrates, and serves everything. */
const config = loadEnvironment();
const say = (message: string) => console.log(`[listcraft] ${message}`);

try {
  // `npm run dev` serves the web app from Vite instead.
  if (!process.argv.includes('--no-web-build')) ensureWebBuild(say);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const lock = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, secrets });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, finishing in-flight requests...`);
    const force = setTimeout(() => {
      console.error('[listcraft] shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // waits for in-flight requests, then runs onClose hooks
      await database.close(); // PGlite flushes and closes its files here
      lock?.release();
      say('stopped cleanly');
      process.exit(0);
    } catch (error) {
      console.error('[listcraft] error during shutdown', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  lock?.announce(Number(port));
  say(`Listcraft is running at http://localhost:${port} (database: ${database.kind}, writer: ${config.ai.provider})`);
} catch (error) {
  console.error(`[listcraft] could not start: ${(error as Error).message}`);
  process.exit(1);
}
