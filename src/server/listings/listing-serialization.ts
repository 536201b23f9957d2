import type { ListingRow } from '../db/schema.js';

/** A listing row as the API answers it (src/contract/listings.ts, whose schema drops the other columns): dates as ISO strings. */
export function serializeListing(row: ListingRow) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
