import type { Kysely } from 'kysely';
import type { Marketplace } from '../../rules/index.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { AmazonConfig } from '../runtime/config.js';
import { AccessTokens } from './access-tokens.js';
import { openConnection } from './connection-store.js';
import { ListingsClient } from './listings-client.js';
import { RequestBudget } from './request-budget.js';
import { tokenCipher, type TokenCipher } from './token-cipher.js';

/**
 * What every Amazon use case needs, made once per app: the configuration, the database, the
 * cipher for stored tokens, the access-token cache and the per-seller request budget (both shared
 * by all requests, as Amazon counts per seller and app, not per request).
 */
export interface AmazonAccess {
  config: AmazonConfig;
  db: Kysely<DB>;
  cipher: TokenCipher;
  tokens: AccessTokens;
  budget: RequestBudget;
  now: () => Date;
  /** Where work too long for a request goes (a Brand Analytics document). */
  queue: JobQueue;
  /** Where Seller Central sends the seller back. */
  callbackUrl: string;
  /** The web page the callback ends on. */
  returnUrl: string;
}

export function createAmazonAccess(options: { config: AmazonConfig; db: Kysely<DB>; queue: JobQueue; tokenKey: string; appUrl: string; now: () => Date }): AmazonAccess {
  return {
    config: options.config,
    db: options.db,
    cipher: tokenCipher(options.tokenKey),
    tokens: new AccessTokens(options.config, options.now),
    budget: new RequestBudget(),
    now: options.now,
    queue: options.queue,
    callbackUrl: `${options.appUrl}/api/amazon/callback`,
    returnUrl: `${options.appUrl}/dashboard`,
  };
}

/** The signed-in seller's Listings Items client for the region serving `marketplace`; CONFLICT when that region is not connected. */
export async function sellerClient(amazon: AmazonAccess, userId: string, marketplace: Marketplace) {
  const { row, credentials } = await openConnection(amazon.db, amazon.cipher, userId, marketplace);
  return { connection: row, client: new ListingsClient({ config: amazon.config, tokens: amazon.tokens, budget: amazon.budget, region: row.region }, credentials) };
}
