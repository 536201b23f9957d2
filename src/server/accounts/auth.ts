import { betterAuth } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../runtime/config.js';
import type { Database } from '../db/database.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Mailer, SendOptions } from '../mail/mailer.js';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from '../mail/templates.js';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword, type PasswordCost } from './passwords.js';
import { authTransaction, trackAuthTransactions } from './auth-transaction.js';
import { noteLoggedErrors } from './swallowed-errors.js';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  config: Config;
  database: Database;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Limits how often confirmation links are re-sent to one address. */
  verificationResendLimiter: Limiter;
  /** argon2's cost for new hashes; production's (PASSWORD_COST) unless a test lowers it. */
  passwordCost?: PasswordCost;
}

/** better-auth's table and column names mapped onto our snake_case schema (migration 0001). */
const schema = {
  user: {
    modelName: 'users',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    additionalFields: {
      display_name: { type: 'string', required: false, input: true, fieldName: 'display_name' },
    },
  },
  session: {
    modelName: 'sessions',
    fields: {
      expiresAt: 'expires_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  account: {
    modelName: 'accounts',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'verifications',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
} as const;

export function authOptions(deps: AuthDeps) {
  const { config, database, mailer, log } = deps;
  const https = config.appUrl.startsWith('https:');
  /** The confirmation mail, landing on the app's own origin, signed in, whatever callback the client asked for. */
  const sendConfirmation = async (user: { email: string; name: string }, url: string, within?: SendOptions) => {
    const link = new URL(url);
    link.searchParams.set('callbackURL', `${config.appUrl}/?verified=1`);
    await mailer.send({ to: user.email, ...verifyEmailMail({ name: user.name, url: link.toString(), validFor: '24 hours' }) }, within);
  };
  return {
    appName: 'Listcraft',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [config.appUrl],
    database: { db: trackAuthTransactions(database.db), type: 'postgres' as const, transaction: true },
    ...schema,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: (password: string) => hashPassword(password, deps.passwordCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }: { user: { email: string; name: string }; token: string }) {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...resetPasswordMail({ name: user.name, url, validFor: '1 hour' }) });
      },
      async onExistingUserSignUp({ user }: { user: { email: string; name: string } }) {
        const url = `${config.appUrl}/?auth=reset`;
        await mailer.send({ to: user.email, ...existingAccountMail({ name: user.name, url, validFor: 'as long as you need it' }) });
      },
    },
    emailVerification: {
      // better-auth would send it after its transaction and, if that failed, only log it: the
      // account would exist with no way to confirm it. The hook below writes it in the transaction.
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }: { user: { email: string; name: string }; url: string }) {
        try {
          await deps.verificationResendLimiter(user.email);
        } catch {
          log.info({ to: user.email }, 'confirmation mail not re-sent: too many in the last hour');
          return;
        }
        await sendConfirmation(user, url);
      },
    },
    databaseHooks: {
      account: {
        create: {
          /**
           * A sign-up's account row is written in the same transaction as its user (better-auth's
           * sign-up runs in one); the confirmation mail is queued there too, so an account that
           * cannot be confirmed is never created. A failure here rolls the sign-up back.
           */
          async before(account: { providerId: string; userId: string }, context: { path?: string } | null) {
            if (account.providerId !== 'credential' || context?.path !== '/sign-up/email') return;
            const transaction = authTransaction();
            // Outside the transaction a query would wait for it forever on the embedded database's one connection.
            if (!transaction) throw new Error('sign-up is not running in a transaction; its confirmation mail cannot be queued with the account');
            const user = await transaction.trx.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', account.userId).executeTakeFirstOrThrow();
            const token = await createEmailVerificationToken(deps.secret, user.email, undefined, VERIFY_TOKEN_TTL_SECONDS, { userId: user.id });
            await sendConfirmation(user, `${config.appUrl}/api/auth/verify-email?token=${token}`, { transaction: transaction.trx, afterCommit: transaction.afterCommit });
          },
        },
      },
    },
    // A database reader must not find live reset tokens: better-auth stores their SHA-256 only.
    verification: { ...schema.verification, storeIdentifier: 'hashed' as const },
    session: { ...schema.session, expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // We rate-limit these endpoints ourselves, per IP and per e-mail (src/server/accounts/auth.routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'listcraft',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure: https },
      // Our mount replaces this header with request.ip, resolved under TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // API clients sign in for a bearer token (SPEC §7). Only the signed value (the cookie's, from
    // sign-in's set-auth-token header) is accepted: the bare token better-auth keeps in its session
    // objects never works as a credential (decision 0023).
    plugins: [bearer({ requireSignature: true })],
    // Unexpected failures reach our error handler (one log line, scrubbed, a 500 with a request
    // id) instead of better-call's console.error of the whole error object.
    onAPIError: { throw: true },
    logger: {
      level: 'warn' as const,
      log: (level: 'error' | 'warn' | 'info' | 'debug' | 'success', message: string, ...args: unknown[]) => {
        // Work better-auth only logs the failure of still decides the answer (auth.routes.ts).
        if (level === 'error') noteLoggedErrors(args);
        log[level === 'success' ? 'info' : level]({ args }, `auth: ${message}`);
      },
    },
  };
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}
export type Auth = ReturnType<typeof createAuth>;
