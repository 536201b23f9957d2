import { sql, type Kysely } from 'kysely';
import { filledBullets, type Insights, type OptimizerInput } from '../../contract/optimizer.js';
import { TITLE_SEPARATOR, type AmazonPublishState } from '../../contract/listings.js';
import { audit, getProfile, isMarketplace } from '../../rules/index.js';
import type { WrittenListing } from '../../writer/optimize-listing.js';
import type { DB, ListingRow, NewListing } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { publishStates } from './amazon-state.js';
import { CURSOR_INVALID, decodeCursor, encodeCursor } from './cursor.js';
import { isListingId, listingNotFound as NOT_FOUND } from './ownership.js';
import { fieldsOfListing, recordListingVersion, type ListingVersionFields } from './versions.js';

export interface ListingPage {
  listings: (Pick<ListingRow, 'id' | 'created_at' | 'original_title' | 'generated_title' | 'original_score' | 'audit_score' | 'policy_profile'> & {
    amazon_publish: AmazonPublishState | null;
  })[];
  nextCursor: string | null;
}

/**
 * Newest first, with keyset pagination so pages stay stable while new listings arrive; each with
 * its newest Amazon publish, read by the listings' pointers only when one of them has any.
 */
export async function listListings(db: Kysely<DB>, userId: string, limit: number, cursor?: string): Promise<ListingPage> {
  let query = db
    .selectFrom('listings')
    .select(['id', 'created_at', 'original_title', 'generated_title', 'original_score', 'audit_score', 'policy_profile', 'newest_publish_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    const after = decodeCursor(cursor);
    if (!after) throw new AppError('BAD_REQUEST', CURSOR_INVALID);
    query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const published = await publishStates(
    db,
    userId,
    page.flatMap((row) => (row.newest_publish_id ? [row.newest_publish_id] : [])),
  );
  const listings = page.map(({ newest_publish_id, ...listing }) => ({
    ...listing,
    amazon_publish: (newest_publish_id && published.get(newest_publish_id)) || null,
  }));
  return { listings, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}

export interface NewGeneratedListing {
  userId: string;
  analysisId: string;
  /** The seller's listing as written into the generation, keywords included. */
  input: OptimizerInput;
  insights: Insights;
  written: WrittenListing;
  /** The engine id (`builtin`, `openai:gpt-…`). */
  engine: string;
  at: Date;
  /**
   * The listing as read from the marketplace, when the seller's input was imported (issue 15's
   * Amazon import): kept as version 1, `imported`, so the generated text is version 2 and the
   * seller can always go back to what was live before.
   */
  imported?: ListingVersionFields;
}

/**
 * Saves a generated listing with what produced it, and its first version (`generated`, after the
 * `imported` one when there is one); the optimizer calls it in the transaction that settles the
 * charge.
 */
export async function insertListing(db: Kysely<DB>, listing: NewGeneratedListing): Promise<string> {
  const { input, written, at } = listing;
  const { output } = written;
  const values: NewListing = {
    user_id: listing.userId,
    analysis_id: listing.analysisId,
    created_at: at,
    updated_at: at,
    original_title: input.title.trim(),
    original_bullets: JSON.stringify(filledBullets(input)),
    generated_title: output.optimized_titles.join(TITLE_SEPARATOR),
    generated_bullets: JSON.stringify(output.optimized_bullet_points),
    generated_description: output.product_description,
    generated_keywords: JSON.stringify(output.backend_search_terms.split(' ').filter(Boolean)),
    title_main_keyword: input.titleMainKeyword.trim(),
    title_secondary_keywords: input.titleSecondaryKeywords,
    bullet_keywords: input.bulletKeywords,
    insights: JSON.stringify(listing.insights),
    prompts: JSON.stringify(written.prompts),
    policy_profile: written.profile,
    marketplace: written.marketplace,
    engine: listing.engine,
    original_score: written.audit.before.score,
    audit_score: written.audit.after.score,
  };
  const row = await db.insertInto('listings').values(values).returningAll().executeTakeFirstOrThrow();
  if (listing.imported) await recordListingVersion(db, { listingId: row.id, userId: listing.userId, source: 'imported', fields: listing.imported, at });
  await recordListingVersion(db, { listingId: row.id, userId: listing.userId, source: 'generated', fields: fieldsOfListing(row), at });
  return row.id;
}

export async function getListing(db: Kysely<DB>, userId: string, id: string): Promise<ListingRow> {
  if (!isListingId(id)) throw NOT_FOUND();
  const row = await db.selectFrom('listings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw NOT_FOUND();
  return row;
}

export interface ListingEdit {
  generated_title: string;
  generated_bullets: string[];
  generated_description: string;
  generated_keywords: string[];
}

/** Why the listing's text changes: the seller's edit, or a restore of an earlier version. */
export type ListingChange = { source: 'edited' } | { source: 'restored'; restoredFrom: number };

/**
 * Saves new text for the listing, re-scored against its own policy profile, and records it as a
 * version in the same transaction: an edit by default, or a restore.
 */
export async function updateListing(
  db: Kysely<DB>,
  userId: string,
  id: string,
  edit: ListingEdit,
  now: Date,
  change: ListingChange = { source: 'edited' },
): Promise<ListingRow & { version: number }> {
  const existing = await getListing(db, userId, id);
  const keywords = {
    main: existing.title_main_keyword,
    secondary: existing.title_secondary_keywords.split(/[,;|\n]+/).map((k) => k.trim()).filter(Boolean),
    bullet: existing.bullet_keywords.split(/[,;|\n]+/).map((k) => k.trim()).filter(Boolean),
  };
  const titles = edit.generated_title.split(TITLE_SEPARATOR);
  // The seller's original text, as at generation: the yardstick for sentences without a fact.
  const source = [existing.original_title, ...existing.original_bullets, existing.title_main_keyword, existing.title_secondary_keywords, existing.bullet_keywords].join('\n');
  const result = audit(
    { title: titles[0] ?? '', bullets: edit.generated_bullets, description: edit.generated_description, backend: edit.generated_keywords.join(' ') },
    keywords,
    getProfile(existing.policy_profile),
    { marketplace: isMarketplace(existing.marketplace) ? existing.marketplace : 'US', source },
  );
  const save = async (trx: Kysely<DB>) => {
    const row = await trx
      .updateTable('listings')
      .set({
        generated_title: edit.generated_title,
        generated_bullets: JSON.stringify(edit.generated_bullets),
        generated_description: edit.generated_description,
        generated_keywords: JSON.stringify(edit.generated_keywords),
        audit_score: result.score,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw NOT_FOUND();
    const version = await recordListingVersion(trx, {
      listingId: id,
      userId,
      source: change.source,
      fields: fieldsOfListing(row),
      ...(change.source === 'restored' ? { restoredFrom: change.restoredFrom } : {}),
      at: now,
    });
    return { ...row, version };
  };
  return db.isTransaction ? save(db) : db.transaction().execute(save);
}

export async function deleteListing(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  if (!isListingId(id)) throw NOT_FOUND();
  const result = await db.deleteFrom('listings').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw NOT_FOUND();
}
