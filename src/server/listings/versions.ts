import { sql, type Kysely } from 'kysely';
import type { ListingVersion, ListingVersionFields, ListingVersionSource, ListingVersionSummary } from '../../contract/listing-versions.js';
import { VERSION_HISTORY_LIMIT } from '../../contract/listing-versions.js';
import type { DB, ListingRow, ListingVersionRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { assertOwnedListing, listingNotFound } from './ownership.js';
import { summarize } from './version-diff.js';

export type { ListingVersionFields, ListingVersionSource };

export interface NewListingVersion {
  listingId: string;
  /** Who made it; must own the listing. */
  userId: string;
  source: ListingVersionSource;
  fields: ListingVersionFields;
  /** Required for (and only for) source `restored`: the version whose text is brought back. */
  restoredFrom?: number;
  /** Defaults to the database's clock. */
  at?: Date;
}

/** A listing's current text as a version holds it. */
export function fieldsOfListing(row: Pick<ListingRow, 'generated_title' | 'generated_bullets' | 'generated_description' | 'generated_keywords'>): ListingVersionFields {
  return {
    title: row.generated_title,
    bullets: row.generated_bullets,
    description: row.generated_description,
    search_terms: row.generated_keywords,
  };
}

const inTransaction = <T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Adds the next version of a listing and returns its number. Call it with the transaction that
 * writes the listing, so the listing and its history never disagree. The listing row is locked
 * first: concurrent writers of one listing take numbers one after the other (1, 2, 3, …), and the
 * unique (listing_id, version) key is the backstop. Throws the listing 404 when `userId` does not
 * own the listing.
 */
export async function recordListingVersion(db: Kysely<DB>, version: NewListingVersion): Promise<number> {
  const { listingId, userId, source, fields, restoredFrom } = version;
  if ((source === 'restored') !== (restoredFrom !== undefined)) {
    throw new Error(`recordListingVersion: restoredFrom goes with source 'restored' only (got ${source}, ${restoredFrom})`);
  }
  return inTransaction(db, async (trx) => {
    const owned = await trx.selectFrom('listings').select('id').where('id', '=', listingId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!owned) throw listingNotFound();
    const { last } = await trx
      .selectFrom('listing_versions')
      .select((eb) => eb.fn.coalesce(eb.fn.max('version'), sql.lit(0)).as('last'))
      .where('listing_id', '=', listingId)
      .executeTakeFirstOrThrow();
    const next = Number(last) + 1;
    await trx
      .insertInto('listing_versions')
      .values({
        listing_id: listingId,
        user_id: userId,
        version: next,
        ...(version.at ? { created_at: version.at } : {}),
        source,
        title: fields.title,
        bullets: JSON.stringify(fields.bullets),
        description: fields.description,
        search_terms: JSON.stringify(fields.search_terms),
        restored_from: restoredFrom ?? null,
      })
      .execute();
    return next;
  });
}

export const versionNotFound = () => new AppError('NOT_FOUND', 'Version not found.');

type VersionWithAuthor = ListingVersionRow & { by: string };

function versionsQuery(db: Kysely<DB>, listingId: string) {
  return db
    .selectFrom('listing_versions as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .selectAll('v')
    .select(sql<string>`coalesce(nullif(trim(u.display_name), ''), u.name)`.as('by'))
    .where('v.listing_id', '=', listingId);
}

const fieldsOf = (row: ListingVersionRow): ListingVersionFields => ({ title: row.title, bullets: row.bullets, description: row.description, search_terms: row.search_terms });

function summaryOf(row: VersionWithAuthor, previous: ListingVersionRow | undefined): ListingVersionSummary {
  return {
    version: row.version,
    source: row.source,
    created_at: row.created_at.toISOString(),
    by: row.by,
    restored_from: row.restored_from,
    summary: summarize(previous && fieldsOf(previous), fieldsOf(row), row.restored_from),
  };
}

/** The newest versions of a seller's listing, newest first, each summarised against the one before. */
export async function listVersions(db: Kysely<DB>, userId: string, listingId: string): Promise<{ versions: ListingVersionSummary[]; total: number }> {
  await assertOwnedListing(db, userId, listingId);
  // One more than shown, so the oldest shown still has its predecessor to be summarised against.
  const rows = await versionsQuery(db, listingId).orderBy('v.version', 'desc').limit(VERSION_HISTORY_LIMIT + 1).execute();
  const { total } = await db
    .selectFrom('listing_versions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  const shown = rows.slice(0, VERSION_HISTORY_LIMIT);
  return { versions: shown.map((row, i) => summaryOf(row, rows[i + 1])), total: Number(total) };
}

/** One version of a seller's listing, with its text; another user's listing or a missing version is a 404. */
export async function getVersion(db: Kysely<DB>, userId: string, listingId: string, version: number): Promise<ListingVersion> {
  await assertOwnedListing(db, userId, listingId);
  const rows = await versionsQuery(db, listingId).where('v.version', 'in', version > 1 ? [version - 1, version] : [version]).orderBy('v.version', 'desc').execute();
  const row = rows.find((r) => r.version === version);
  if (!row) throw versionNotFound();
  return { ...summaryOf(row, rows.find((r) => r.version === version - 1)), fields: fieldsOf(row) };
}
