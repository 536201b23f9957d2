import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/** Saved listings (SPEC §3), with what produced them: insights, prompts, policy profile, engine and scores. */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `create table listings (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      original_title text not null,
      original_bullets jsonb not null,
      generated_title text not null,
      generated_bullets jsonb not null,
      generated_description text not null,
      generated_keywords jsonb not null,
      title_main_keyword text not null,
      title_secondary_keywords text not null default '',
      bullet_keywords text not null default '',
      insights jsonb not null,
      prompts jsonb not null,
      policy_profile text not null,
      marketplace text not null default 'US',
      engine text not null,
      original_score integer not null,
      audit_score integer not null
    )`,
    `create index listings_user_created_idx on listings(user_id, created_at desc, id desc)`,
    `create table contact_messages (
      id bigint generated always as identity primary key,
      name text not null,
      email text not null,
      subject text not null,
      message text not null,
      ip_address text,
      created_at timestamptz not null default now()
    )`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, ['drop table contact_messages', 'drop table listings']);
}
