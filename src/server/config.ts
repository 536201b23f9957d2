import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads the environment. Everything else receives a `Config`.
 * Empty strings count as "not set", so a blank line in `.env` never turns into a bad value.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const urlWithProtocol = (protocols: string[], example: string) =>
  z.url({ message: `must be a URL like ${example}` }).refine(
    (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
    { message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

export const AI_PROVIDERS = ['builtin', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

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
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
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
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === 'builtin') return;
    if (!env.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `is required when AI_PROVIDER=${env.AI_PROVIDER}` });
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is required when AI_PROVIDER=openai-compatible' });
    if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: `is required when AI_PROVIDER=${env.AI_PROVIDER}` });
  });

export type Env = z.infer<typeof envSchema>;

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
  ai: {
    provider: AiProvider;
    model?: string;
    apiKey?: string;
    baseUrl?: string;
    timeoutMs: number;
  };
  logLevel: Env['LOG_LEVEL'];
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
    host: env.HOST,
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
  };
}

/** The whitelist of settings the browser may see. */
export function publicConfig(config: Config) {
  return {
    supportEmail: config.supportEmail,
    supportWhatsapp: config.supportWhatsapp,
    aiProvider: config.ai.provider,
    aiModel: config.ai.provider === 'builtin' ? 'Listcraft built-in writer' : (config.ai.model ?? ''),
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
