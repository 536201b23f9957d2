import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Listing versions (issue 15): every save, generation, edit, import, publish and restore of a
 * listing adds a row; no row is ever updated, so a bad publish or edit can always be undone by
 * restoring an older version (which adds a new one). A version holds what a seller can change and
 * publish: the title (variants joined by " | ", as in listings.generated_title), the bullets, the
 * description and the backend search terms. The seller's original text, keywords, insights and
 * policy profile are fixed at generation and stay on the listing.
 *
 * Version numbers count up from 1 per listing; recordListingVersion locks the listing row before
 * taking the next number, and the unique key is the backstop.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table listing_versions (
      id uuid primary key default gen_random_uuid(),
      listing_id uuid not null references listings(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      version integer not null check (version >= 1),
      created_at timestamptz not null default now(),
      source text not null check (source in ('imported', 'generated', 'edited', 'published', 'restored')),
      title text not null,
      bullets jsonb not null,
      description text not null,
      search_terms jsonb not null,
      restored_from integer,
      unique (listing_id, version),
      check ((source = 'restored') = (restored_from is not null))
    )`,
    // Every listing saved before versions existed gets its current text as version 1, dated by its
    // last save: that is when this text was last known to be the listing.
    `insert into listing_versions (listing_id, user_id, version, created_at, source, title, bullets, description, search_terms)
      select id, user_id, 1, updated_at, 'generated', generated_title, generated_bullets, generated_description, generated_keywords
      from listings`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table listing_versions']);
}
