import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { amazonImportSchema, amazonSubmissionSchema } from '../../src/contract/amazon.js';
import { listingPageSchema, listingSchema } from '../../src/contract/listings.js';
import { filledBullets } from '../../src/contract/optimizer.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import type { DB } from '../../src/server/db/schema.js';
import { connectedSeller, FAKE_SELLER, recheckedSubmission, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/** Issue 15: the listings answers carry where each listing's newest Amazon publish stands. */

const US = 'ATVPDKIKX0DER';

const fake = useFakeAmazon();

async function listingOnAmazon(db: Kysely<DB>, userId: string, title = 'Brewmaster Electric Kettle 1.7L Stainless Steel') {
  const { id } = await createListing(db, userId);
  await db.updateTable('listings').set({ generated_title: title }).where('id', '=', id).execute();
  const sku = `KET-${id.slice(0, 8)}`;
  fake.putItem({ sellerId: FAKE_SELLER, sku, marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Old kettle', bullets: ['Old bullet.'] }) });
  return { id, sku };
}

describe('the Amazon publish on the listings answers', () => {
  const t = useTestApp(() => fake.env());

  const seller = () => connectedSeller(t(), fake);
  type Client = Awaited<ReturnType<typeof seller>>['client'];

  const page = async (client: Client) => expectContract(listingPageSchema, (await client.get('/api/listings')).json());
  const details = async (client: Client, id: string) => expectContract(listingSchema, (await client.get(`/api/listings/${id}`)).json());
  const publish = async (client: Client, id: string, sku: string) =>
    expectContract(amazonSubmissionSchema, (await client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title'], confirm: true })).json());

  it('carries submitted, then live once the submission is checked on Amazon, on the list and the details', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id);
    const never = await createListing(db, user.id);

    const submitted = await publish(user.client, id, sku);
    const listed = (await page(user.client)).listings.find((l) => l.id === id)!;
    expect(listed.amazon_publish).toEqual({ id: submitted.id, status: 'submitted', reason: null, sku, marketplace: 'US', at: submitted.updatedAt, issues_count: 0 });
    expect((await page(user.client)).listings.find((l) => l.id === never.id)!.amazon_publish).toBeNull();

    // The fake applies a patch on the second read; the list alone never moves the status.
    expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('submitted');
    const accepted = await recheckedSubmission(t(), user.client, submitted.id);
    expect(accepted.status).toBe('live');

    const after = (await page(user.client)).listings.find((l) => l.id === id)!;
    expect(after.amazon_publish).toEqual({ id: submitted.id, status: 'live', reason: null, sku, marketplace: 'US', at: accepted.updatedAt, issues_count: 0 });
    expect((await details(user.client, id)).amazon_publish).toMatchObject({ status: 'live', sku, marketplace: 'US' });
  });

  it('carries refused with the number of Amazon’s issues, and only the newest publish', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id, `Brewmaster ${'Electric Kettle '.repeat(15)}`);

    const invalid = await publish(user.client, id, sku);
    expect(invalid.status).toBe('refused');
    const listed = (await page(user.client)).listings.find((l) => l.id === id)!;
    expect(listed.amazon_publish).toEqual({ id: invalid.id, status: 'refused', reason: null, sku, marketplace: 'US', at: invalid.updatedAt, issues_count: invalid.issues.length });
    expect(listed.amazon_publish!.issues_count).toBeGreaterThan(0);

    // The seller shortens the title and publishes again: the card follows the newer publish.
    await db.updateTable('listings').set({ generated_title: 'Brewmaster Kettle' }).where('id', '=', id).execute();
    t().clock.advance(1_000);
    const again = await publish(user.client, id, sku);
    expect(again.status).toBe('submitted');
    expect((await details(user.client, id)).amazon_publish).toMatchObject({ id: again.id, status: 'submitted' });
    expect((await page(user.client)).listings.find((l) => l.id === id)!.amazon_publish).toMatchObject({ id: again.id, status: 'submitted' });
  });

  it('never shows another user’s submissions', async () => {
    const owner = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, owner.id);
    const intruder = await signedInTestUser(t().app, db);
    const intruders = await createListing(db, intruder.id);
    await publish(owner.client, id, sku);

    // A submission row of another user naming this listing (nothing in the API makes one) stays invisible.
    const row = await db.selectFrom('amazon_submissions').selectAll().where('listing_id', '=', id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await db
      .insertInto('amazon_submissions')
      .values({ ...copy, listing_id: intruders.id, user_id: owner.id, fields: JSON.stringify(row.fields), issues: JSON.stringify(row.issues), standing_issues: JSON.stringify(row.standing_issues), previous: JSON.stringify(row.previous), listing_text: JSON.stringify(row.listing_text) })
      .execute();

    const theirs = await page(intruder.client);
    expect(theirs.listings.map((l) => l.id)).toEqual([intruders.id]);
    expect(theirs.listings[0]!.amazon_publish).toBeNull();
    expect((await details(intruder.client, intruders.id)).amazon_publish).toBeNull();
    expect((await intruder.client.get(`/api/listings/${id}`)).statusCode).toBe(404);
    expect((await page(owner.client)).listings.find((l) => l.id === id)!.amazon_publish).toMatchObject({ status: 'submitted' });
  });

  it('keeps the newest publish by its time, whatever order the submissions were written in', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id);
    const newest = await publish(user.client, id, sku);

    // An older submission written afterwards (a late import of history, a clock behind) is not the newest.
    const row = await db.selectFrom('amazon_submissions').selectAll().where('id', '=', newest.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    const older = new Date(row.created_at.getTime() - 60_000);
    const json = { fields: JSON.stringify(row.fields), issues: JSON.stringify(['one', 'two']), standing_issues: JSON.stringify(row.standing_issues), previous: JSON.stringify(row.previous), listing_text: JSON.stringify(row.listing_text) };
    await db.insertInto('amazon_submissions').values({ ...copy, ...json, status: 'refused', created_at: older, updated_at: older }).execute();
    expect((await page(user.client)).listings.find((l) => l.id === id)!.amazon_publish).toMatchObject({ id: newest.id, status: 'submitted', issues_count: 0 });
    expect((await details(user.client, id)).amazon_publish).toMatchObject({ id: newest.id });

    // A later one takes its place, with its own issue count.
    const later = new Date(row.created_at.getTime() + 60_000);
    const { id: laterId } = await db
      .insertInto('amazon_submissions')
      .values({ ...copy, ...json, status: 'refused', created_at: later, updated_at: later })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await page(user.client)).listings.find((l) => l.id === id)!.amazon_publish).toMatchObject({ id: laterId, status: 'refused', issues_count: 2 });
    expect((await details(user.client, id)).amazon_publish).toMatchObject({ id: laterId, issues_count: 2 });
  });

  it('migration 0016 points every published listing at its newest submission', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id);
    const never = await createListing(db, user.id);
    await publish(user.client, id, sku);
    t().clock.advance(1_000);
    const newest = await publish(user.client, id, sku);

    await migrations['0016_listing_newest_publish']!.down!(db);
    await migrations['0016_listing_newest_publish']!.up(db);
    const listed = (await page(user.client)).listings;
    expect(listed.find((l) => l.id === id)!.amazon_publish).toMatchObject({ id: newest.id });
    expect(listed.find((l) => l.id === never.id)!.amazon_publish).toBeNull();
  });

  it('names the SKU a listing was imported from, for the publish dialog', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const sku = 'KET-IMPORTED';
    fake.putItem({ sellerId: FAKE_SELLER, sku, marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Imported Kettle 1.7L', bullets: ['Boils fast.', 'Switches off.'] }) });
    const imported = expectContract(amazonImportSchema, (await user.client.get(`/api/amazon/items/${sku}?marketplace=US`)).json());

    const { id } = await createListing(db, user.id);
    expect((await details(user.client, id)).amazon_import).toBeNull();
    // Generated from the imported form: the listing keeps that title and those bullets as its original.
    await db
      .updateTable('listings')
      .set({ original_title: imported.form.title, original_bullets: JSON.stringify(filledBullets(imported.form)) })
      .where('id', '=', id)
      .execute();
    expect((await details(user.client, id)).amazon_import).toEqual({ sku, marketplace: 'US' });

    const other = await signedInTestUser(t().app, db);
    const theirs = await createListing(db, other.id);
    await db.updateTable('listings').set({ original_title: imported.form.title, original_bullets: JSON.stringify(filledBullets(imported.form)) }).where('id', '=', theirs.id).execute();
    expect((await details(other.client, theirs.id)).amazon_import).toBeNull();
  });
});
