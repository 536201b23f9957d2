import type { Kysely } from 'kysely';
import type { AmazonConnectionRow, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Marketplace } from '../../rules/index.js';
import { SPAPI_REGIONS, type SpApiRegion } from '../runtime/config.js';
import { REGION_NAMES, regionOf } from './marketplaces.js';
import type { TokenCipher } from './token-cipher.js';

/** One Amazon connection per Listcraft account and SP-API region (NA, EU, FE); every query filters by the owner. */

export const NOT_CONNECTED = 'Connect your Amazon seller account first.';

export interface NewConnection {
  userId: string;
  sellingPartnerId: string;
  method: AmazonConnectionRow['method'];
  region: SpApiRegion;
  refreshToken: string;
  at: Date;
}

/** Connecting again in a region (another seller account, a fresh token) replaces that region's connection. */
export async function saveConnection(db: Kysely<DB>, cipher: TokenCipher, connection: NewConnection): Promise<AmazonConnectionRow> {
  const sealed = cipher.seal(connection.refreshToken, connection.userId);
  return db
    .insertInto('amazon_connections')
    .values({
      user_id: connection.userId,
      selling_partner_id: connection.sellingPartnerId,
      method: connection.method,
      region: connection.region,
      refresh_token_encrypted: sealed,
      created_at: connection.at,
      updated_at: connection.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'region']).doUpdateSet({
        selling_partner_id: connection.sellingPartnerId,
        method: connection.method,
        refresh_token_encrypted: sealed,
        created_at: connection.at,
        updated_at: connection.at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The seller's connections, North America first. */
export async function findConnections(db: Kysely<DB>, userId: string): Promise<AmazonConnectionRow[]> {
  const rows = await db.selectFrom('amazon_connections').selectAll().where('user_id', '=', userId).execute();
  return rows.sort((a, b) => SPAPI_REGIONS.indexOf(a.region) - SPAPI_REGIONS.indexOf(b.region));
}

/**
 * The seller's credentials for the region serving `marketplace`, opened for one use; never stored
 * elsewhere or sent anywhere but Amazon. A seller connected only in another region is told which
 * account to connect: connecting the same one again could never reach this store.
 */
export async function openConnection(db: Kysely<DB>, cipher: TokenCipher, userId: string, marketplace: Marketplace) {
  const region = regionOf(marketplace);
  const connections = await findConnections(db, userId);
  const row = connections.find((c) => c.region === region);
  if (!row && connections.length === 0) throw new AppError('CONFLICT', NOT_CONNECTED);
  if (!row) throw new AppError('CONFLICT', crossRegionMessage(marketplace, connections.map((c) => c.region)));
  let refreshToken: string;
  try {
    refreshToken = cipher.open(row.refresh_token_encrypted, userId);
  } catch {
    // The secrets file changed (a new token key): the stored token can never be read again.
    throw new AppError('CONFLICT', 'The saved Amazon connection can no longer be read on this server. Connect your Amazon account again.');
  }
  return { row, credentials: { sellingPartnerId: row.selling_partner_id, refreshToken } };
}

/** The words for a store outside the seller's connected regions. */
export function crossRegionMessage(marketplace: Marketplace, connected: readonly SpApiRegion[]): string {
  const needed = REGION_NAMES[regionOf(marketplace)];
  const have = connected.map((r) => REGION_NAMES[r]).join(' and ');
  return `This SKU is in Amazon ${marketplace}; connect your ${needed} account. ${have ? `Your ${have} connection cannot reach Amazon ${marketplace}, and connecting it again would not change that.` : ''}`.trim();
}

/** Disconnecting deletes the token itself, not a flag beside it: one region's, or every region's. */
export async function deleteConnection(db: Kysely<DB>, userId: string, region?: SpApiRegion): Promise<boolean> {
  let query = db.deleteFrom('amazon_connections').where('user_id', '=', userId);
  if (region) query = query.where('region', '=', region);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
