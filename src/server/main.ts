import { buildApp } from './app.js';
import { PaidWork } from './credits/paid-work.js';
import { loadEnvironment } from './runtime/environment.js';
import { openMigratedDatabase } from './db/open-for-config.js';
import { ensureWebBuild } from './http/web-build.js';
import { loadOrCreateSecrets } from './runtime/secrets.js';
import { claimDataDir } from './runtime/server-lock.js';
import { stopOnSignals } from './runtime/shutdown.js';

/** `npm start`: one process that builds the web app if needed, migrates, and serves everything. */
const config = loadEnvironment();

/**
 * After SIGTERM, paid work in flight gets config.paidWorkGraceMs (7 s of a deploy's ~10 s) to
 * finish; what is still running is then stopped and given this long to refund its charge, and the
 * rest is closing. Should the process be killed anyway, the charge sweep refunds what it left behind.
 */
const REFUND_WAIT_MS = 1_500;
const say = (message: string) => console.log(`[listcraft] ${message}`);

try {
  // `npm run dev` serves the web app from Vite instead.
  if (!process.argv.includes('--no-web-build')) ensureWebBuild(say);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const lock = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  const database = await openMigratedDatabase(config);
  const paidWork = new PaidWork();
  const app = await buildApp({ config, database, secrets, paidWork });

  stopOnSignals('listcraft', 'unsaved charges are refunded at the next start', async (signal) => {
    // New paid work is refused with a clear 503 from here on; everything else is still served.
    say(`${signal} received; taking no new paid work, finishing ${paidWork.inFlight} in flight...`);
    const drained = await paidWork.drain({ graceMs: config.paidWorkGraceMs, abortWaitMs: REFUND_WAIT_MS });
    if (drained.stopped > 0) say(`stopped ${drained.stopped} unfinished paid request(s); their charges are refunded`);
    say('finishing in-flight requests...');
    await app.close(); // waits for in-flight requests, then runs onClose hooks
    await database.close(); // PGlite flushes and closes its files here
    lock?.release();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  lock?.announce(Number(port));
  say(
    `Listcraft is running at http://localhost:${port} (database: ${database.kind}, writer: ${config.ai.provider}, ${config.startWorker ? 'background jobs in this process' : 'web only: background jobs run in `npm run worker`'})`,
  );
} catch (error) {
  console.error(`[listcraft] could not start: ${(error as Error).message}`);
  process.exit(1);
}
