import { sql, type Kysely } from 'kysely';
import type { AmazonPublishState } from '../../contract/listings.js';
import { productHash } from '../amazon/import-record.js';
import type { DB, ListingRow } from '../db/schema.js';

/**
 * Where a listing stands on Amazon (issue 15), for the dashboard: its newest publish, and the SKU
 * it was imported from. Read here rather than in src/server/amazon so the listing answers need no
 * Amazon connection; the status moves only when GET /api/amazon/submissions/:id re-checks Amazon.
 */

/**
 * The newest publish of each of these submissions' listings, by the submission ids the listings
 * point at (`listings.newest_publish_id`, kept by migration 0016's trigger). A page of listings is
 * read without a join and this runs only when one of them was ever published: the lateral join
 * that searched and sorted every listing's submissions made the list about 12% slower for every
 * seller (issue 27).
 */
export async function publishStates(db: Kysely<DB>, userId: string, submissionIds: string[]): Promise<Map<string, AmazonPublishState>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('amazon_submissions')
    .select([
      'id',
      'status',
      'reason',
      'sku',
      'marketplace',
      'updated_at',
      // The issues this publish caused; those already on Amazon before it are not counted against it.
      sql<number>`(select count(*) from jsonb_array_elements(issues) as e where coalesce((e->>'standing')::boolean, false) = false)::int`.as('issues_count'),
    ])
    .where('id', 'in', submissionIds)
    // Listings are never shared, but a submission is the seller's own record: never show another's.
    .where('user_id', '=', userId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
          id: row.id,
          status: row.status,
          reason: row.reason ?? null,
          sku: row.sku,
          marketplace: row.marketplace,
          at: row.updated_at.toISOString(),
          issues_count: Number(row.issues_count),
        },
    ]),
  );
}

/** One listing's newest publish. */
export async function publishStateOfListing(db: Kysely<DB>, userId: string, listing: Pick<ListingRow, 'newest_publish_id'>): Promise<AmazonPublishState | null> {
  const id = listing.newest_publish_id;
  return id ? ((await publishStates(db, userId, [id])).get(id) ?? null) : null;
}

/**
 * The import the listing was generated from, found as the generation found it: by the product
 * text of the seller's original title and bullets (src/server/amazon/import-record.ts).
 */
export async function importOfListing(db: Kysely<DB>, userId: string, listing: Pick<ListingRow, 'original_title' | 'original_bullets'>) {
  const bullets = Array.isArray(listing.original_bullets) ? listing.original_bullets.filter((b): b is string => typeof b === 'string') : [];
  const hash = productHash({ title: listing.original_title, bulletPoints: bullets });
  const row = await db
    .selectFrom('amazon_imports')
    .select(['sku', 'marketplace'])
    .where('user_id', '=', userId)
    .where('product_hash', '=', hash)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}
