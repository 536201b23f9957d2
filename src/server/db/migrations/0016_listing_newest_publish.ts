import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * Issue 27: `GET /api/listings` found each listing's newest Amazon publish with a lateral join, a
 * sorted index probe per listing on every page even for sellers who never published; measured,
 * that join was most of the query's time. The listing now points at its newest submission,
 * kept by a trigger on every insert (whatever inserts it, in whatever order of created_at), so
 * the list joins one row by primary key.
 * No foreign key: a submission is only ever deleted with its listing or its seller, and the read
 * joins by id and seller, so a pointer can never show another row.
 */
export async function up(db: Kysely<unknown>) {
  await runStatements(db, [
    `alter table listings add column newest_publish_id uuid`,
    `update listings l set newest_publish_id = (
      select s.id from amazon_submissions s where s.listing_id = l.id order by s.created_at desc, s.id desc limit 1
    ) where exists (select 1 from amazon_submissions s where s.listing_id = l.id)`,
    `create function listings_newest_publish() returns trigger language plpgsql as $$
    begin
      update listings l set newest_publish_id = new.id
      where l.id = new.listing_id
        and (l.newest_publish_id is null
          or not exists (
            select 1 from amazon_submissions s
            where s.id = l.newest_publish_id and (s.created_at, s.id) > (new.created_at, new.id)
          ));
      return null;
    end $$`,
    `create trigger amazon_submissions_newest_publish after insert on amazon_submissions
      for each row execute function listings_newest_publish()`,
  ]);
}

export async function down(db: Kysely<unknown>) {
  await runStatements(db, [
    'drop trigger amazon_submissions_newest_publish on amazon_submissions',
    'drop function listings_newest_publish()',
    'alter table listings drop column newest_publish_id',
  ]);
}
