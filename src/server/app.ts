import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './runtime/config.js';
import type { Database } from './db/database.js';
import { routeNotFoundMessage } from '../contract/errors.js';
import { AppError, registerErrorHandling } from './http/errors.js';
import { configRoutes } from './health/config.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { registerRequestTextChecks } from './http/request-text.js';
import { guardPrivateRoutes } from './http/route-access.js';
import { registerSecurity } from './http/security.js';
import { registerSpa } from './http/spa.js';
import { WEB_DIST_DIR } from './http/web-build.js';
import type { Secrets } from './runtime/secrets.js';
import { createAuth } from './accounts/auth.js';
import type { PasswordCost } from './accounts/passwords.js';
import { authRoutes } from './accounts/auth.routes.js';
import { sessionGuard } from './accounts/session-guard.js';
import { BackgroundWork } from './http/background.js';
import { registerRateLimits, type Limits } from './http/rate-limits.js';
import { createMailer } from './mail/mailer.js';
import type { RetryPolicy } from './mail/delivery.js';
import type { ReportRetry } from './amazon/catalog/brand-analytics-queue.js';
import type { JobQueue } from './queue/job-queue.js';
import { createAppQueue, startWorkers, type BulkTuning, type QueueTiming, type Workers } from './workers.js';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.js';
import { adminRoutes } from './credits/admin.routes.js';
import { creditsRoutes } from './credits/credits.routes.js';
import { usageChangeNotifications } from './credits/usage-stream.js';
import { chargeLeaseMs } from './credits/lease.js';
import { PaidWork } from './credits/paid-work.js';
import { chargeSweeper } from './credits/sweep.js';
import { contactRoutes } from './contact/contact.routes.js';
import { keywordBankRoutes } from './keyword-banks/keyword-banks.routes.js';
import { amazonRoutes } from './amazon/amazon.routes.js';
import { createAmazonAccess } from './amazon/amazon-access.js';
import { listingsRoutes } from './listings/listings.routes.js';
import { optimizerRoutes } from './optimizer/optimizer.routes.js';
import { bulkJobRoutes } from './bulk-jobs/bulk-jobs.routes.js';
import { bulkJobChangeNotifications } from './bulk-jobs/job-changes.js';
import type { WritingEngine } from '../writer/engine.js';
import { lazyEngine } from '../writer/select.js';
import { createAiRate, type AiRate } from './queue/ai-rate.js';
import { createRatedEngine } from './optimizer/rated-engine.js';

export const BODY_LIMIT_BYTES = 256 * 1024;
const VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Injected so tests can move time (monthly credit resets, token expiry). */
  now?: () => Date;
  /** pino options or false; tests keep the log quiet. */
  logger?: boolean | Record<string, unknown>;
  webDistDir?: string;
  /** Faster mail retries for tests. */
  mailRetry?: RetryPolicy;
  /** Faster Brand Analytics retries for tests. */
  reportRetry?: ReportRetry;
  /** Shorter queue polling and maintenance for tests. */
  queueTiming?: QueueTiming;
  /** Smaller rate-limit budgets for tests. */
  limits?: Partial<Limits>;
  /** How many keys the in-memory counters hold before evicting (tests make it small to flood it cheaply). */
  memoryCounterKeys?: number;
  rateLimitNamespace?: string;
  /** A prepared writing engine (tests); otherwise the one AI_PROVIDER names. */
  engine?: WritingEngine;
  /** Paid work in flight; main.ts drains it on SIGTERM before closing the app. */
  paidWork?: PaidWork;
  /** Work done after an answer (tests hold it to look at what the answer left behind). */
  background?: BackgroundWork;
  /** A bulk row's lease and how many rows this process writes at once (tests). */
  bulk?: BulkTuning;
  /** The AI_RPM window; one minute unless a test shortens it. */
  aiRateWindowMs?: number;
  /** Told the time of every AI_RPM admission (tests check the limit on these, not on arrivals a socket later). */
  onAiAdmission?: (at: number) => void;
  /** Sees every route as it is added: tests build their checks from the app's own route table. */
  onRoute?: (route: RouteOptions) => void;
  /** argon2's cost for new password hashes; production's unless a test lowers it (the cost is not what it tests). */
  passwordCost?: PasswordCost;
}

/** A hop count as proxy-addr reads one: the n addresses nearest to us are our proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the proxies in front of us: a client's own X-Forwarded-For
    // must never choose the address that per-IP limits count and sessions record.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Lets in-flight requests finish on shutdown while refusing new keep-alive work.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route exists, so that every route passes through both.
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  guardPrivateRoutes(app);

  // One line per API call; static files would drown the log. A callback hook: every answer passes
  // it, and an async one would cost each a promise and a microtask hop (issue 27).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      request.log.info(
        { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'api request',
      );
    }
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestTextChecks(app);
  await registerSecurity(app, { https: config.appUrl.startsWith('https:') });
  await app.register(swagger, {
    openapi: { info: { title: 'Listcraft API', version: VERSION } },
    transform: jsonSchemaTransform,
  });

  const now = deps.now ?? (() => new Date());
  const background = deps.background ?? new BackgroundWork();
  // The queue starts with the app; this process also runs the jobs unless START_WORKER=false.
  const queueDeps = { config, database, log: app.log, mailRetry: deps.mailRetry, reportRetry: deps.reportRetry, timing: deps.queueTiming, bulk: deps.bulk };
  const queue: JobQueue = createAppQueue({ ...queueDeps, runsJobs: config.startWorker });
  let workers: Workers | undefined;
  const mailer = createMailer({ config, db: database.db, queue, log: app.log, now });
  const rateLimits = await registerRateLimits(app, {
    redisUrl: config.redisUrl,
    db: database.db,
    limits: deps.limits,
    memoryKeys: deps.memoryCounterKeys,
    nameSpace: deps.rateLimitNamespace,
  });
  const auth = createAuth({
    config,
    database,
    secret: deps.secrets.authSecret,
    mailer,
    log: app.log,
    verificationResendLimiter: rateLimits.limiter('verificationResendPerEmail'),
    passwordCost: deps.passwordCost,
  });
  const requireUser = sessionGuard(auth);
  const usageChanges = usageChangeNotifications(database);
  const paidWork = deps.paidWork ?? new PaidWork();
  const leaseMs = chargeLeaseMs(config.ai.timeoutMs);
  // Only one process can open the embedded database, so at its start every pending charge is orphaned.
  const sweeper = chargeSweeper({ db: database.db, leaseMs, exclusive: database.kind === 'pglite', now, log: app.log });
  // One AI_RPM limiter for the optimizer and this process' bulk rows; a seller on the page goes first.
  const limiter = createAiRate({ limit: config.aiRpm, windowMs: deps.aiRateWindowMs, redisUrl: config.redisUrl, log: app.log });
  const onAdmission = deps.onAiAdmission;
  const aiRate: AiRate = onAdmission
    ? { ...limiter, take: async (signal, priority) => { const at = await limiter.take(signal, priority); onAdmission(at); return at; } }
    : limiter;
  const getEngine = deps.engine ? async () => deps.engine! : lazyEngine(() => createRatedEngine(config.ai, aiRate, 'interactive'));
  const bulkJobChanges = bulkJobChangeNotifications(database);
  // One Amazon access for the routes and this process' report jobs: one token cache and one
  // request budget per seller, as Amazon counts per seller and app.
  const amazon = config.amazon
    ? createAmazonAccess({ config: config.amazon, db: database.db, queue, tokenKey: deps.secrets.tokenKey, appUrl: config.appUrl, now })
    : undefined;
  app.addHook('onReady', async () => {
    await queue.start();
    if (config.startWorker) workers = await startWorkers({ ...queueDeps, queue, now, engine: deps.engine, aiRate, amazon });
    mailer.start();
    await sweeper.start();
  });
  app.addHook('onClose', async () => {
    await bulkJobChanges.close();
    await sweeper.stop();
    await background.drain();
    // After the background work, which may still send mail; before the database closes.
    await queue.stop({ graceMs: deps.queueTiming?.graceMs });
    await workers?.close();
    await aiRate.close();
    await mailer.stop();
    await rateLimits.close();
    await usageChanges.close();
  });

  // Held mail holds sign-in and reset links: only a developer's own machine may read it.
  if (mailer.holdsMail && config.nodeEnv === 'development' && config.devMailbox !== false) {
    await app.register(devMailboxRoutes, { db: database.db, switchedOn: config.devMailbox === true });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: VERSION });
      await api.register(authRoutes, { auth, config, rateLimits, background, mailer });
      await api.register(creditsRoutes, { database, changes: usageChanges, requireUser, now });
      await api.register(adminRoutes, { db: database.db, adminToken: deps.secrets.adminToken, now });
      await api.register(optimizerRoutes, {
        database,
        getEngine,
        requireUser,
        perUserLimiter: rateLimits.limiter('generationPerUser'),
        draftLimiter: rateLimits.limiter('draftSavesPerUser'),
        paidWork,
        leaseMs,
        now,
      });
      await api.register(listingsRoutes, {
        database,
        requireUser,
        writesPerUser: rateLimits.limiter('unpaidWritesPerUser'),
        writesPerSession: rateLimits.limiter('unpaidWritesPerSession'),
        now,
      });
      await api.register(keywordBankRoutes, {
        database,
        requireUser,
        writesPerUser: rateLimits.limiter('keywordBankWritesPerUser'),
        writesPerSession: rateLimits.limiter('keywordBankWritesPerSession'),
        now,
      });
      await api.register(bulkJobRoutes, {
        database,
        queue,
        changes: bulkJobChanges,
        requireUser,
        writesPerUser: rateLimits.limiter('unpaidWritesPerUser'),
        writesPerSession: rateLimits.limiter('unpaidWritesPerSession'),
        now,
      });
      await api.register(amazonRoutes, {
        amazon,
        requireUser,
        writesPerUser: rateLimits.limiter('unpaidWritesPerUser'),
        writesPerSession: rateLimits.limiter('unpaidWritesPerSession'),
        now,
      });
      await api.register(contactRoutes, { database, mailer, config, perIpLimiter: rateLimits.limiter('contactPerIp'), now });
      await api.register(configRoutes, { config });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  const spa = await registerSpa(app, deps.webDistDir ?? WEB_DIST_DIR);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return spa.sendIndex(reply, pathname);
    // The same error body as every other answer, through the one error handler.
    throw new AppError('NOT_FOUND', routeNotFoundMessage(request.method, pathname));
  });

  return app;
}
