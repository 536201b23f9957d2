import { describe, expect, it } from 'vitest';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/**
 * M3: saves cost the seller nothing and were re-scored synchronously without any limit; one free
 * account looping 179 KB saves slowed every other user. The bystander's latency under a save
 * storm is measured by `npm run bench:save-storm`; here, the limit itself.
 */
describe('unpaid writes (listing saves and deletes)', () => {
  const t = useTestApp({}, { limits: { unpaidWritesPerUser: { max: 5, windowMs: 60_000 } } });
  const edit = { generated_title: 'Kettle', generated_bullets: ['One', 'Two'], generated_description: 'A kettle.', generated_keywords: ['tea'] };

  it('are limited per account, with a 429 that says when to retry, and other accounts keep saving', async () => {
    const db = t().testDb.database.db;
    const storm = await signedInTestUser(t().app, db);
    const bystander = await signedInTestUser(t().app, db);
    const { id } = await createListing(db, storm.id);
    const { id: other } = await createListing(db, bystander.id);
    const put = (token: string, listingId: string, payload: unknown) =>
      t().app.inject({ method: 'PUT', url: `/api/listings/${listingId}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await put(storm.token, id, { ...edit, generated_title: `Kettle ${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);

    const refused = await put(storm.token, id, edit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const del = await t().app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { authorization: `Bearer ${storm.token}` } });
    expect(del.statusCode).toBe(429);
    // Restoring a version is a write like the others (issue 15), and a refused write leaves no version.
    const restore = await t().app.inject({ method: 'POST', url: `/api/listings/${id}/versions/1/restore`, headers: { authorization: `Bearer ${storm.token}` } });
    expect(restore.statusCode).toBe(429);

    // Refused before the body is even read: a body that would fail validation still gets the 429.
    expect((await put(storm.token, id, { generated_title: 7 })).statusCode).toBe(429);

    expect((await put(bystander.token, other, edit)).statusCode).toBe(200);
    const row = await db.selectFrom('listings').select('generated_title').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.generated_title).toBe('Kettle 4');
    const versions = await db.selectFrom('listing_versions').select('source').where('listing_id', '=', id).orderBy('version').execute();
    expect(versions.map((v) => v.source)).toEqual(['generated', 'edited', 'edited', 'edited', 'edited', 'edited']);
  });

  it('refuses search terms too long to re-score cheaply, with a message', async () => {
    const db = t().testDb.database.db;
    const seller = await signedInTestUser(t().app, db);
    const { id } = await createListing(db, seller.id);
    const huge = { ...edit, generated_keywords: Array.from({ length: 300 }, (_, i) => `${'k'.repeat(400)}${i}`) };
    const res = await t().app.inject({ method: 'PUT', url: `/api/listings/${id}`, payload: huge, headers: { authorization: `Bearer ${seller.token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Search terms must be at most 5,000 characters in all');
  });
});
