import type { Kysely } from 'kysely';
import type { ListingRestore } from '../../contract/listing-versions.js';
import type { DB, ListingRow } from '../db/schema.js';
import { updateListing } from './listing-store.js';
import { getVersion } from './versions.js';

/**
 * Brings an earlier version's text back: the listing takes that text (re-scored, as an edit is) and
 * the history gains a new `restored` version pointing at it. Nothing in the history is rewritten,
 * so a restore can itself be undone by restoring again.
 */
export async function restoreVersion(
  db: Kysely<DB>,
  userId: string,
  listingId: string,
  version: number,
  now: Date,
): Promise<{ listing: ListingRow; version: ListingRestore['version'] }> {
  return db.transaction().execute(async (trx) => {
    const { fields } = await getVersion(trx, userId, listingId, version);
    const edit = { generated_title: fields.title, generated_bullets: fields.bullets, generated_description: fields.description, generated_keywords: fields.search_terms };
    const { version: restored, ...listing } = await updateListing(trx, userId, listingId, edit, now, { source: 'restored', restoredFrom: version });
    const { fields: _fields, ...summary } = await getVersion(trx, userId, listingId, restored);
    return { listing, version: summary };
  });
}
