import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Amazon connections by region (issue 26): a refresh token works in one SP-API region (NA, EU or
 * FE), so a seller selling in the US and the UK needs one connection each. A consent's state
 * remembers the region it was asked for. A connection from before worked in the server's one
 * region: that is the region of the stores its seller imported from or published to (the newest
 * one), else North America, the old default.
 */
const EU = `'UK', 'IE', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'PL', 'AE', 'SA', 'EG', 'TR', 'IN'`;
const FE = `'JP', 'SG', 'AU'`;

export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table amazon_connections add column region text not null default 'na' check (region in ('na', 'eu', 'fe'))`,
    `update amazon_connections c set region = case
       when used.marketplace in (${EU}) then 'eu' when used.marketplace in (${FE}) then 'fe' else 'na' end
     from (
       select distinct on (user_id) user_id, marketplace from (
         select user_id, marketplace, created_at from amazon_submissions
         union all select user_id, marketplace, created_at from amazon_imports
       ) as seen order by user_id, created_at desc
     ) as used
     where used.user_id = c.user_id`,
    `alter table amazon_connections alter column region drop default`,
    `alter table amazon_connections drop constraint amazon_connections_user_id_key`,
    `alter table amazon_connections add constraint amazon_connections_user_region_key unique (user_id, region)`,
    `alter table amazon_oauth_states add column region text not null default 'na' check (region in ('na', 'eu', 'fe'))`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table amazon_oauth_states drop column region`,
    // Only one connection per seller survives going back: the oldest.
    `delete from amazon_connections a using amazon_connections b where a.user_id = b.user_id and a.created_at > b.created_at`,
    `alter table amazon_connections drop constraint amazon_connections_user_region_key`,
    `alter table amazon_connections add constraint amazon_connections_user_id_key unique (user_id)`,
    `alter table amazon_connections drop column region`,
  ]);
}
