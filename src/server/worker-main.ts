import Fastify from 'fastify';
import { loadEnvironment } from './runtime/environment.js';
import { openMigratedDatabase } from './db/open-for-config.js';
import { stopOnSignals } from './runtime/shutdown.js';
import { createAppQueue, startWorkers, workerProcessThreads } from './workers.js';
import { createAmazonAccess } from './amazon/amazon-access.js';
import { loadOrCreateSecrets } from './runtime/secrets.js';

/**
 * `npm run worker`: runs background jobs (mail, bulk work, Amazon reports) and nothing else, beside web processes
 * started with START_WORKER=false. Any number of them share the work through Postgres.
 */
const config = loadEnvironment();

/** As main.ts: most of a deploy's ~10 s between SIGTERM and SIGKILL goes to running jobs. */
const JOB_GRACE_MS = 7_000;
const say = (message: string) => console.log(`[listcraft worker] ${message}`);

if (!config.databaseUrl) {
  console.error(
    '[listcraft worker] needs DATABASE_URL: the embedded database belongs to the one process that opens it, and `npm start` already runs the background jobs beside the web server',
  );
  process.exit(1);
}

try {
  // Fastify's logger (pino), so worker lines read like the web server's; no server is started.
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openMigratedDatabase(config);
  const queue = createAppQueue({ config, database, log, runsJobs: true });
  await queue.start();
  const now = () => new Date();
  // Brand Analytics documents are read here too; the sellers' tokens are sealed with the key in
  // DATA_DIR's secrets, so a worker shares DATA_DIR with the web processes.
  const amazon = config.amazon
    ? createAmazonAccess({ config: config.amazon, db: database.db, queue, tokenKey: loadOrCreateSecrets(config.dataDir).tokenKey, appUrl: config.appUrl, now })
    : undefined;
  const threads = workerProcessThreads(config);
  const workers = await startWorkers({ config, database, queue, log, now, amazon, bulk: { threads } });

  stopOnSignals('listcraft worker', 'unfinished jobs are retried by the other workers', async (signal) => {
    say(`${signal} received; finishing running jobs...`);
    await queue.stop({ graceMs: JOB_GRACE_MS });
    await workers.close();
    await database.close();
  });
  say(`running background jobs (database: postgres, built-in writer threads: ${threads}, AI requests per minute: ${config.aiRpm ?? 'unlimited'}${config.aiRpm ? (config.redisUrl ? ', shared through Redis' : ', counted in this process') : ''})`);
} catch (error) {
  console.error(`[listcraft worker] could not start: ${(error as Error).message}`);
  process.exit(1);
}
