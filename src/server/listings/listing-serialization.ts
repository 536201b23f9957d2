import type { Kysely } from 'kysely';
import type { DB, ListingRow } from '../db/schema.js';
import { importOfListing, publishStateOfListing } from './amazon-state.js';

/** A listing row as the API answers it (src/contract/listings.ts, whose schema drops the other columns): dates as ISO strings. */
export function serializeListing(row: ListingRow) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** The whole listing answer: the row, and where it stands on Amazon (its newest publish, the SKU it was imported from). */
export async function listingAnswer(db: Kysely<DB>, userId: string, row: ListingRow) {
  const [amazonPublish, amazonImport] = await Promise.all([publishStateOfListing(db, userId, row), importOfListing(db, userId, row)]);
  return { ...serializeListing(row), amazon_publish: amazonPublish, amazon_import: amazonImport };
}
