import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/** Every listing query filters by the owner: another user's listing is simply "not found". */
export const listingNotFound = () => new AppError('NOT_FOUND', 'Listing not found.');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing id can only be a UUID; anything else is a listing that does not exist (not a 500 from the cast). */
export const isListingId = (id: string) => UUID.test(id);

/** Throws the listing 404 unless `userId` owns listing `id`. */
export async function assertOwnedListing(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  if (!isListingId(id)) throw listingNotFound();
  const row = await db.selectFrom('listings').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw listingNotFound();
}
