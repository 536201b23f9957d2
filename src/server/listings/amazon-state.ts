import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AmazonPublishState } from '../../contract/listings.js';
import { productHash } from '../amazon/import-record.js';
import type { DB, ListingRow } from '../db/schema.js';

/**
 * Where a listing stands on Amazon (issue 15), for the dashboard: its newest publish, and the SKU
 * it was imported from. Read here rather than in src/server/amazon so the listing answers need no
 * Amazon connection; the status moves only when GET /api/amazon/submissions/:id re-checks Amazon.
 */

/** The newest submission of the outer `listings` row, as columns of a lateral join (amazon_submissions_listing_idx serves it). */
export function latestPublish(eb: ExpressionBuilder<DB, 'listings'>, userId: string) {
  return eb
    .selectFrom('amazon_submissions as s')
    .select([
      's.id as publish_id',
      's.status as publish_status',
      's.reason as publish_reason',
      's.sku as publish_sku',
      's.marketplace as publish_marketplace',
      's.updated_at as publish_at',
      // The issues this publish caused; those already on Amazon before it are not counted against it.
      sql<number>`(select count(*) from jsonb_array_elements(s.issues) as e where coalesce((e->>'standing')::boolean, false) = false)::int`.as('publish_issues_count'),
    ])
    .whereRef('s.listing_id', '=', 'listings.id')
    // Listings are never shared, but a submission is the seller's own record: never show another's.
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1)
    .as('publish');
}

export interface PublishColumns {
  publish_id: string | null;
  publish_status: AmazonPublishState['status'] | null;
  publish_reason: AmazonPublishState['reason'];
  publish_sku: string | null;
  publish_marketplace: string | null;
  publish_at: Date | null;
  publish_issues_count: number | null;
}

export function publishStateOf(row: PublishColumns): AmazonPublishState | null {
  if (row.publish_id === null || row.publish_status === null) return null;
  return {
    id: row.publish_id,
    status: row.publish_status,
    reason: row.publish_reason ?? null,
    sku: row.publish_sku ?? '',
    marketplace: row.publish_marketplace ?? '',
    at: row.publish_at!.toISOString(),
    issues_count: Number(row.publish_issues_count ?? 0),
  };
}

/** One listing's newest publish. */
export async function publishStateOfListing(db: Kysely<DB>, userId: string, listingId: string): Promise<AmazonPublishState | null> {
  const row = await db
    .selectFrom('listings')
    .leftJoinLateral((eb) => latestPublish(eb, userId), (join) => join.onTrue())
    .select(['publish_id', 'publish_status', 'publish_reason', 'publish_sku', 'publish_marketplace', 'publish_at', 'publish_issues_count'])
    .where('listings.id', '=', listingId)
    .where('listings.user_id', '=', userId)
    .executeTakeFirst();
  return row ? publishStateOf(row) : null;
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
