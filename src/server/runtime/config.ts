import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS, type WriterSettings } from '../../writer/settings.js';
import { FORCE_EXIT_MS } from './shutdown.js';
import type { PublicConfig } from '../../contract/public-config.js';

/**
 * The only place that reads the environment. Everything else receives a `Config`.
 * Empty strings count as "not set", so a blank line in `.env` never turns into a bad value.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A whole number from 1 to `max` of something, each message naming it (`must be at least 1 thread`). */
const count = ({ one, many, example, max }: { one: string; many: string; example: number; max: number }) => {
  const whole = { message: `must be a whole number of ${many}, e.g. ${example}` };
  return z.coerce.number(whole).int(whole).min(1, { message: `must be at least 1 ${one}` }).max(max, { message: `must be at most ${max} ${many}` });
};

const urlWithProtocol = (protocols: string[], example: string) =>
  z.url({ message: `must be a URL like ${example}` }).refine(
    (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
    { message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/**
 * Of a deploy's ~10 s between SIGTERM and SIGKILL (runtime/shutdown.ts), paid work in flight gets
 * at most this long to finish (PAID_WORK_GRACE_MS, and by default); what is still running is then
 * stopped and refunded, and the rest is closing. A platform that kills sooner wants less.
 */
const PAID_WORK_GRACE_MAX_MS = 7_000;

/** Selling Partner API regions: North America, Europe (with India and the Middle East), Far East. */
export const SPAPI_REGIONS = ['na', 'eu', 'fe'] as const;
export type SpApiRegion = (typeof SPAPI_REGIONS)[number];

/** Names proxy-addr (Fastify's trustProxy) understands for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Whose X-Forwarded-For to believe. Off unless set: believing any client's header would let it
 * pick the address every per-IP limit counts. A hop count (the number of proxies in front of us)
 * or the proxies' own addresses; `true` is refused because it trusts everyone.
 */
export type TrustProxy = false | number | string[];

const trustProxySchema = z
  .string()
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (['false', 'off', 'no', '0'].includes(text)) return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be a hop count from 1 to 10, or the proxies\' addresses' });
      return hops;
    }
    if (['true', 'on', 'yes', '*'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must not trust every sender: give the number of proxies in front of Listcraft (e.g. 1) or their addresses (e.g. 10.0.0.5,loopback)',
      });
      return false;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal${bad.length ? ` (not understood: ${bad.join(', ')})` : ''}`,
      });
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: 'must be a whole number between 1 and 65535' })
        .int({ message: 'must be a whole number between 1 and 65535' })
        .min(0, { message: 'must be a whole number between 1 and 65535' })
        .max(65535, { message: 'must be a whole number between 1 and 65535' })
        .default(3000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().optional()),
    APP_URL: optional(urlWithProtocol(['http:', 'https:'], 'https://listcraft.example.com')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(urlWithProtocol(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db')),
    REDIS_URL: optional(urlWithProtocol(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    SMTP_URL: optional(urlWithProtocol(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587')),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().min(3).default('Listcraft <no-reply@listcraft.local>')),
    SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email({ message: 'must be an e-mail address' }).default('support@listcraft.app')),
    SUPPORT_WHATSAPP: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) => value.replace(/[\s()+-]/g, ''))
        .pipe(z.string().regex(/^\d{6,15}$/, { message: 'must be a phone number in international form, e.g. +15555550123' }))
        .default('15555550123'),
    ),
    AI_PROVIDER: z.preprocess(blankToUndefined, z.enum(AI_PROVIDERS).default('builtin')),
    AI_MODEL: optional(z.string()),
    AI_API_KEY: optional(z.string()),
    AI_BASE_URL: optional(urlWithProtocol(['http:', 'https:'], 'http://127.0.0.1:11434/v1')),
    AI_TIMEOUT_MS: z.preprocess(
      blankToUndefined,
      z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1000).max(600_000).default(60_000),
    ),
    PAID_WORK_GRACE_MS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int({ message: 'must be a whole number of milliseconds' })
        .min(0, { message: 'must be at least 0 milliseconds' })
        .max(PAID_WORK_GRACE_MAX_MS, {
          message: `must be at most ${PAID_WORK_GRACE_MAX_MS} milliseconds: the process exits ${FORCE_EXIT_MS / 1000} s after SIGTERM, and stopped work needs the rest to be refunded`,
        })
        .default(PAID_WORK_GRACE_MAX_MS),
    ),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: z.preprocess(blankToUndefined, trustProxySchema.optional()),
    START_WORKER: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }))
        .transform((value) => ['true', '1', 'yes'].includes(value))
        .default(true),
    ),
    DEV_MAILBOX: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }))
        .transform((value) => ['true', '1', 'yes'].includes(value))
        .optional(),
    ),
    AI_RPM: optional(count({ one: 'request per minute', many: 'requests per minute', example: 600, max: 1_000_000 })),
    WRITER_THREADS: optional(count({ one: 'thread', many: 'threads', example: 1, max: 64 })),
    SPAPI_CLIENT_ID: optional(z.string().trim().min(1)),
    SPAPI_CLIENT_SECRET: optional(z.string().trim().min(1)),
    SPAPI_APP_ID: optional(z.string().trim().min(1)),
    SPAPI_REGION: optional(z.enum(SPAPI_REGIONS, { message: `must be one of ${SPAPI_REGIONS.join(', ')}` })),
    SPAPI_ENDPOINT: optional(urlWithProtocol(['http:', 'https:'], 'https://sellingpartnerapi-na.amazon.com')),
    SPAPI_LWA_ENDPOINT: optional(urlWithProtocol(['http:', 'https:'], 'https://api.amazon.com/auth/o2/token')),
    SPAPI_CONSENT_URL: optional(urlWithProtocol(['http:', 'https:'], 'https://sellercentral.amazon.com/apps/authorize/consent')),
    SPAPI_DRAFT_APP: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
    SPAPI_ENDPOINT_NA: optional(urlWithProtocol(['http:', 'https:'], 'https://sellingpartnerapi-na.amazon.com')),
    SPAPI_ENDPOINT_EU: optional(urlWithProtocol(['http:', 'https:'], 'https://sellingpartnerapi-eu.amazon.com')),
    SPAPI_ENDPOINT_FE: optional(urlWithProtocol(['http:', 'https:'], 'https://sellingpartnerapi-fe.amazon.com')),
    SPAPI_SANDBOX: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
    SPAPI_DEMO: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
  })
  .superRefine((env, ctx) => {
    checkAmazonGroup(env, ctx);
    // Without a mail server, confirmation and reset links could only go to the log: fine on a
    // laptop, an account takeover risk in production.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production: without a mail server, confirmation and password-reset links would only be written to the log',
      });
    }
    // A web-only process sends jobs and nobody runs them: only right beside separate workers,
    // which need a shared Postgres (the embedded database belongs to one process).
    if (!env.START_WORKER && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['START_WORKER'],
        message: 'can be false only with DATABASE_URL: the embedded database belongs to one process, so that process must also run the background jobs',
      });
    }
    if (env.AI_PROVIDER === 'builtin') return;
    if (!env.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `is required when AI_PROVIDER=${env.AI_PROVIDER}` });
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is required when AI_PROVIDER=openai-compatible' });
    if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: `is required when AI_PROVIDER=${env.AI_PROVIDER}` });
  });

export type Env = z.infer<typeof envSchema>;

/**
 * The Amazon connection is all or nothing: half a configuration would show sellers a Connect
 * button that can only fail, so any SPAPI_* variable without the three credentials stops the boot.
 */
function checkAmazonGroup(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  const required = ['SPAPI_CLIENT_ID', 'SPAPI_CLIENT_SECRET', 'SPAPI_APP_ID'] as const;
  const given = Object.keys(env).filter((key) => key.startsWith('SPAPI_') && env[key] !== undefined);
  if (!given.length) return;
  for (const name of required) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when any SPAPI_* variable is set (found ${given.join(', ')}): set all of ${required.join(', ')} to enable the Amazon connection, or none to hide it`,
      });
    }
  }
}

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Public origin used in e-mail links and as the auth base URL. */
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  supportWhatsapp: string;
  /** The writer's own settings type, built here from AI_*. */
  ai: WriterSettings;
  logLevel: Env['LOG_LEVEL'];
  /** Proxies whose X-Forwarded-For is believed; false believes none. */
  trustProxy: TrustProxy;
  /** Whether this process runs background jobs (START_WORKER; `npm run worker` runs only them). */
  startWorker: boolean;
  /**
   * DEV_MAILBOX: true shows held mail at /dev/mailbox (development, no SMTP_URL), false never;
   * unset, only while the server listens on loopback alone (dev-mailbox.routes.ts).
   */
  devMailbox?: boolean;
  /** How long paid work in flight may finish after SIGTERM before it is stopped and refunded (PAID_WORK_GRACE_MS). */
  paidWorkGraceMs: number;
  /** The LLM provider's requests-per-minute limit, shared by every worker (AI_RPM); unset: none. */
  aiRpm?: number;
  /**
   * Built-in writer threads in each worker process (WRITER_THREADS); unset: one per core. Each
   * thread holds a writer of its own, so several worker processes on one machine share its cores.
   */
  writerThreads?: number;
  /** The Amazon Selling Partner API app; absent hides the Amazon connection. */
  amazon?: AmazonConfig;
}

export interface AmazonConfig {
  clientId: string;
  clientSecret: string;
  /** The app's id (amzn1.sp.solution…), the consent URL's application_id. */
  appId: string;
  /** The region a self-authorized token belongs to unless the seller says otherwise, and the one SPAPI_ENDPOINT overrides. */
  region: SpApiRegion;
  /** The default region's Selling Partner API origin. */
  endpoint: string;
  /** Each region's Selling Partner API origin: Amazon's, its sandbox (SPAPI_SANDBOX), or an override for tests and the demo. */
  endpoints: Record<SpApiRegion, string>;
  /** The Login with Amazon token URL. */
  lwaTokenUrl: string;
  /** The default region's Seller Central consent page. */
  consentUrl: string;
  /**
   * A consent page to use instead of each marketplace's Seller Central (tests, the demo); a
   * `{sellerCentral}` in it is replaced by the marketplace's Seller Central host.
   */
  consentUrlOverride?: string;
  /** A draft app is authorized with version=beta. */
  draftApp: boolean;
  /** Amazon's SP-API sandbox endpoints (static answers, no real listings). */
  sandbox: boolean;
  /** The fake Amazon of `npm run amazon:demo`: the pages say it is a demo. */
  demo: boolean;
}

const REGION_DEFAULTS: Record<SpApiRegion, { endpoint: string; consent: string }> = {
  na: { endpoint: 'https://sellingpartnerapi-na.amazon.com', consent: 'https://sellercentral.amazon.com/apps/authorize/consent' },
  eu: { endpoint: 'https://sellingpartnerapi-eu.amazon.com', consent: 'https://sellercentral-europe.amazon.com/apps/authorize/consent' },
  fe: { endpoint: 'https://sellingpartnerapi-fe.amazon.com', consent: 'https://sellercentral.amazon.co.jp/apps/authorize/consent' },
};

/** Amazon's sandbox host for a region: https://sandbox.sellingpartnerapi-<region>.amazon.com. */
const sandboxEndpoint = (endpoint: string) => endpoint.replace('https://sellingpartnerapi-', 'https://sandbox.sellingpartnerapi-');

function amazonConfig(env: Env): AmazonConfig | undefined {
  if (!env.SPAPI_CLIENT_ID || !env.SPAPI_CLIENT_SECRET || !env.SPAPI_APP_ID) return undefined;
  const region = env.SPAPI_REGION ?? 'na';
  const sandbox = env.SPAPI_SANDBOX === 'true';
  const overrides: Record<SpApiRegion, string | undefined> = { na: env.SPAPI_ENDPOINT_NA, eu: env.SPAPI_ENDPOINT_EU, fe: env.SPAPI_ENDPOINT_FE };
  const endpointOf = (r: SpApiRegion) =>
    (overrides[r] ?? (r === region ? env.SPAPI_ENDPOINT : undefined) ?? (sandbox ? sandboxEndpoint(REGION_DEFAULTS[r].endpoint) : REGION_DEFAULTS[r].endpoint)).replace(/\/+$/, '');
  const endpoints = { na: endpointOf('na'), eu: endpointOf('eu'), fe: endpointOf('fe') };
  return {
    clientId: env.SPAPI_CLIENT_ID,
    clientSecret: env.SPAPI_CLIENT_SECRET,
    appId: env.SPAPI_APP_ID,
    region,
    endpoint: endpoints[region],
    endpoints,
    lwaTokenUrl: env.SPAPI_LWA_ENDPOINT ?? 'https://api.amazon.com/auth/o2/token',
    consentUrl: env.SPAPI_CONSENT_URL ?? REGION_DEFAULTS[region].consent,
    ...(env.SPAPI_CONSENT_URL ? { consentUrlOverride: env.SPAPI_CONSENT_URL } : {}),
    draftApp: env.SPAPI_DRAFT_APP === 'true',
    sandbox,
    demo: env.SPAPI_DEMO === 'true',
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates every variable at once, so one message lists every bad one. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    // One line per variable: the first problem found is the one worth fixing.
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') || 'environment';
      if (byVariable.has(name)) continue;
      const given = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
      byVariable.set(name, `${name} ${issue.message}${given !== undefined ? ` (got "${given}")` : ''}`);
    }
    const problems = [...byVariable.values()];
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    // Development listens on this machine alone, so `npm start` keeps /dev/mailbox (the only way a
    // new user without SMTP sees the confirmation link) and shows it to nobody else; production and
    // containers need every interface.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    startWorker: env.START_WORKER,
    devMailbox: env.DEV_MAILBOX,
    paidWorkGraceMs: env.PAID_WORK_GRACE_MS,
    aiRpm: env.AI_RPM,
    writerThreads: env.WRITER_THREADS,
    amazon: amazonConfig(env),
  };
}

/** The whitelist of settings the browser may see. */
export function publicConfig(config: Config): PublicConfig {
  return {
    supportEmail: config.supportEmail,
    supportWhatsapp: config.supportWhatsapp,
    aiProvider: config.ai.provider,
    aiModel: config.ai.provider === 'builtin' ? 'Listcraft built-in writer' : (config.ai.model ?? ''),
    amazonConnect: config.amazon !== undefined,
    amazonMode: config.amazon?.demo ? 'demo' : config.amazon?.sandbox ? 'sandbox' : 'live',
  };
}
export type { PublicConfig };
