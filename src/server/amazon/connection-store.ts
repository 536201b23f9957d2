import type { Kysely } from 'kysely';
import type { AmazonConnectionRow, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { TokenCipher } from './token-cipher.js';

/** One Amazon connection per Listcraft account; every query filters by the owner. */

export const NOT_CONNECTED = 'Connect your Amazon seller account first.';

export interface NewConnection {
  userId: string;
  sellingPartnerId: string;
  method: AmazonConnectionRow['method'];
  refreshToken: string;
  at: Date;
}

/** Connecting again (another seller account, a fresh token) replaces the old connection. */
export async function saveConnection(db: Kysely<DB>, cipher: TokenCipher, connection: NewConnection): Promise<AmazonConnectionRow> {
  const sealed = cipher.seal(connection.refreshToken, connection.userId);
  return db
    .insertInto('amazon_connections')
    .values({
      user_id: connection.userId,
      selling_partner_id: connection.sellingPartnerId,
      method: connection.method,
      refresh_token_encrypted: sealed,
      created_at: connection.at,
      updated_at: connection.at,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
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

export async function findConnection(db: Kysely<DB>, userId: string): Promise<AmazonConnectionRow | undefined> {
  return db.selectFrom('amazon_connections').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The seller's credentials, opened for one use; never stored elsewhere or sent anywhere but Amazon. */
export async function openConnection(db: Kysely<DB>, cipher: TokenCipher, userId: string) {
  const row = await findConnection(db, userId);
  if (!row) throw new AppError('CONFLICT', NOT_CONNECTED);
  let refreshToken: string;
  try {
    refreshToken = cipher.open(row.refresh_token_encrypted, userId);
  } catch {
    // The secrets file changed (a new token key): the stored token can never be read again.
    throw new AppError('CONFLICT', 'The saved Amazon connection can no longer be read on this server. Connect your Amazon account again.');
  }
  return { row, credentials: { sellingPartnerId: row.selling_partner_id, refreshToken } };
}

/** Disconnecting deletes the token itself, not a flag beside it. */
export async function deleteConnection(db: Kysely<DB>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('amazon_connections').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
