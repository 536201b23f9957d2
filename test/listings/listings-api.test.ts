import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import { listingEditSchema, listingPageSchema, listingSchema } from '../../src/contract/listings.js';
import { contractFixture, expectContract } from '../support/contract-fixtures.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

describe('listings API', () => {
  const t = useTestApp();

  it('lists only the owner’s listings, newest first, page by page', async () => {
    const db = t().testDb.database.db;
    const owner = await signedInTestUser(t().app, db);
    const other = await signedInTestUser(t().app, db);
    for (let i = 0; i < 5; i++) {
      await createListing(db, owner.id, { created_at: new Date(Date.UTC(2026, 0, 1 + i)), original_title: `Listing ${i}` });
    }
    await createListing(db, other.id, { original_title: 'Not yours' });

    const first = expectContract(listingPageSchema, (await owner.client.get('/api/listings?limit=2')).json());
    expect(first.listings.map((l) => l.original_title)).toEqual(['Listing 4', 'Listing 3']);
    const second = expectContract(listingPageSchema, (await owner.client.get(`/api/listings?limit=2&cursor=${first.nextCursor}`)).json());
    expect(second.listings.map((l) => l.original_title)).toEqual(['Listing 2', 'Listing 1']);
    const third = (await owner.client.get(`/api/listings?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ listings: [{ original_title: 'Listing 0' }], nextCursor: null });

    const bad = await owner.client.get('/api/listings?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(expectContract(errorSchema, bad.json()).message).toBe('The page cursor is not valid.');
  });

  it('answers 404 for another user’s listing and changes nothing', async () => {
    const db = t().testDb.database.db;
    const owner = await signedInTestUser(t().app, db);
    const intruder = await signedInTestUser(t().app, db);
    const { id } = await createListing(db, owner.id);
    const edit = { generated_title: 'Hacked', generated_bullets: [], generated_description: '', generated_keywords: [] };

    expect((await intruder.client.get(`/api/listings/${id}`)).statusCode).toBe(404);
    const put = await t().app.inject({ method: 'PUT', url: `/api/listings/${id}`, payload: edit, headers: { cookie: intruder.client.cookie } });
    expect(put.statusCode).toBe(404);
    expect(expectContract(errorSchema, put.json())).toEqual({ message: 'Listing not found.', code: 'NOT_FOUND' });
    const del = await t().app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie: intruder.client.cookie } });
    expect(del.statusCode).toBe(404);
    const row = await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.generated_title).not.toBe('Hacked');
    expect((await intruder.client.get('/api/listings/not-a-uuid')).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: `/api/listings/${id}` })).statusCode).toBe(401);
  });

  it('saves edits (re-scored), reads them back, and deletes without refunding credits', async () => {
    const db = t().testDb.database.db;
    const owner = await signedInTestUser(t().app, db);
    const { id } = await createListing(db, owner.id);
    const edit = contractFixture(listingEditSchema, {
      generated_title: 'Brewmaster Electric Kettle 1.7L Stainless Steel <b>bold</b> | Second option',
      generated_bullets: ['FAST BOIL: Boils 1.7 litres quickly — unicode ✓ and "quotes".', 'SAFE: Auto shut-off.'],
      generated_description: 'New description.',
      generated_keywords: 'tea kettle hot water',
    });
    const put = await t().app.inject({ method: 'PUT', url: `/api/listings/${id}`, payload: edit, headers: { cookie: owner.client.cookie } });
    expect(put.statusCode).toBe(200);
    expect(expectContract(listingSchema, put.json())).toMatchObject({ generated_title: edit.generated_title, generated_keywords: ['tea', 'kettle', 'hot', 'water'] });
    expect(put.json().audit_score).toBeTypeOf('number');
    const got = expectContract(listingSchema, (await owner.client.get(`/api/listings/${id}`)).json());
    expect(got.generated_bullets).toEqual(edit.generated_bullets);

    const invalid = await t().app.inject({
      method: 'PUT',
      url: `/api/listings/${id}`,
      payload: { ...edit, generated_bullets: 'not a list' },
      headers: { cookie: owner.client.cookie },
    });
    expect(invalid.statusCode).toBe(400);

    const usageBefore = (await owner.client.get('/api/usage')).json();
    const del = await t().app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie: owner.client.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await owner.client.get(`/api/listings/${id}`)).statusCode).toBe(404);
    expect((await owner.client.get('/api/usage')).json()).toEqual(usageBefore);
  });
});
