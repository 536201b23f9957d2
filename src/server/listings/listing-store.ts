import { sql, type Kysely } from 'kysely';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import { audit, getProfile, isMarketplace } from '../../rules/index.js';
import type { DB, ListingRow, NewListing } from '../db/schema.js';
import { AppError } from '../errors.js';
import { CURSOR_INVALID, decodeCursor, encodeCursor } from './cursor.js';

/** Every query here filters by the owner: another user's listing is simply "not found". */
const NOT_FOUND = () => new AppError('NOT_FOUND', 'Listing not found.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListingPage {
  listings: Pick<ListingRow, 'id' | 'created_at' | 'original_title' | 'generated_title' | 'original_score' | 'audit_score' | 'policy_profile'>[];
  nextCursor: string | null;
}

/** Newest first, with keyset pagination so pages stay stable while new listings arrive. */
export async function listListings(db: Kysely<DB>, userId: string, limit: number, cursor?: string): Promise<ListingPage> {
  let query = db
    .selectFrom('listings')
    .select(['id', 'created_at', 'original_title', 'generated_title', 'original_score', 'audit_score', 'policy_profile'])
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
  return { listings: page, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}

/** Saves a generated listing; the optimizer calls it in the transaction that settles the charge. */
export async function insertListing(db: Kysely<DB>, values: NewListing): Promise<string> {
  const row = await db.insertInto('listings').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function getListing(db: Kysely<DB>, userId: string, id: string): Promise<ListingRow> {
  if (!UUID.test(id)) throw NOT_FOUND();
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

/** Saves the seller's edits and re-scores them against the listing's own policy profile. */
export async function updateListing(db: Kysely<DB>, userId: string, id: string, edit: ListingEdit, now: Date): Promise<ListingRow> {
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
  const row = await db
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
  return row;
}

export async function deleteListing(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw NOT_FOUND();
  const result = await db.deleteFrom('listings').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw NOT_FOUND();
}
