import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema.js';
import { fieldsOfListing, recordListingVersion } from '../../src/server/listings/versions.js';

/**
 * A saved listing written straight to the database, with its version 1 as a generation leaves it,
 * for tests that are not about generating it.
 */
export async function createListing(db: Kysely<DB>, userId: string, overrides: Partial<{ created_at: Date; original_title: string }> = {}) {
  const now = overrides.created_at ?? new Date();
  const row = await db
    .insertInto('listings')
    .values({
      user_id: userId,
      created_at: now,
      updated_at: now,
      original_title: overrides.original_title ?? 'Old kettle title',
      original_bullets: JSON.stringify(['a', 'b', 'c', 'd', 'e']),
      generated_title: 'Brewmaster Electric Kettle 1.7L | Electric Kettle by Brewmaster',
      generated_bullets: JSON.stringify(['FAST BOIL: Boils quickly.', 'SAFE: Auto shut-off.']),
      generated_description: 'A kettle.',
      generated_keywords: JSON.stringify(['tea', 'kettle']),
      title_main_keyword: 'electric kettle',
      title_secondary_keywords: 'tea kettle',
      bullet_keywords: '',
      insights: JSON.stringify({ product_name: 'Kettle' }),
      prompts: JSON.stringify({}),
      policy_profile: 'amazon-2025',
      marketplace: 'US',
      engine: 'builtin',
      original_score: 40,
      audit_score: 80,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordListingVersion(db, { listingId: row.id, userId, source: 'generated', fields: fieldsOfListing(row), at: now });
  return { id: row.id };
}
