import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import {
  listingRestoreSchema,
  listingVersionDiffSchema,
  listingVersionListSchema,
  listingVersionSchema,
  type ListingVersionFields,
} from '../../src/contract/listing-versions.js';
import { listingSchema } from '../../src/contract/listings.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { insertListing } from '../../src/server/listings/listing-store.js';
import { recordListingVersion } from '../../src/server/listings/versions.js';
import { insertPendingAnalysis } from '../../src/server/optimizer/analyses.js';
import { optimizeListing } from '../../src/writer/optimize-listing.js';
import { createEngine } from '../../src/writer/select.js';
import { kettleInput } from '../optimizer/fixtures.js';
import { expectContract } from '../support/contract-fixtures.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

const EDIT = {
  generated_title: 'Brewmaster Electric Kettle 1.7L Stainless Steel | Electric Kettle by Brewmaster',
  generated_bullets: ['FAST BOIL: Boils 1.7 litres quickly.', 'SAFE: Auto shut-off.', 'CORDLESS: Lifts off its base.'],
  generated_description: 'A stainless steel kettle.',
  generated_keywords: ['tea', 'kettle', 'boiler'],
};

describe('listing versions', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;
  const user = () => signedInTestUser(t().app, db());
  type User = Awaited<ReturnType<typeof user>>;
  const send = (who: User, method: 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t().app.inject({ method, url, headers: { cookie: who.client.cookie }, ...(payload ? { payload } : {}) });
  const history = async (who: User, id: string) => expectContract(listingVersionListSchema, (await who.client.get(`/api/listings/${id}/versions`)).json());

  it('a generation writes version 1, "generated", with the listing’s text, in the transaction that saves it', async () => {
    const seller = await user();
    const headers = { authorization: `Bearer ${seller.token}` };
    const insights = await t().app.inject({ method: 'POST', url: '/api/extract-insights', payload: { userInput: kettleInput }, headers });
    expect(insights.statusCode).toBe(200);
    const generated = await t().app.inject({ method: 'POST', url: '/api/generate', payload: { userInput: kettleInput, insights: insights.json() }, headers });
    expect(generated.statusCode).toBe(200);
    const id = generated.json().listing_id as string;
    const listing = expectContract(listingSchema, (await seller.client.get(`/api/listings/${id}`)).json());

    const list = await history(seller, id);
    expect(list.total).toBe(1);
    expect(list.versions).toEqual([
      { version: 1, source: 'generated', created_at: listing.created_at, by: 'Test Seller', restored_from: null, summary: 'First version' },
    ]);
    const one = expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/1`)).json());
    expect(one.fields).toEqual({ title: listing.generated_title, bullets: listing.generated_bullets, description: listing.generated_description, search_terms: listing.generated_keywords });
  });

  it('a listing generated from an imported one keeps the imported text as version 1 and the generated as version 2', async () => {
    const seller = await user();
    const written = await optimizeListing(await createEngine({ provider: 'builtin', timeoutMs: 10_000 }), kettleInput);
    const imported: ListingVersionFields = { title: kettleInput.title, bullets: kettleInput.bulletPoints.filter(Boolean), description: 'As it is on Amazon.', search_terms: ['kettle'] };
    const id = await db()
      .transaction()
      .execute(async (trx) => {
        const analysisId = await insertPendingAnalysis(trx, { userId: seller.id, input: kettleInput, profile: written.profile, marketplace: 'US', now: new Date() });
        return insertListing(trx, { userId: seller.id, analysisId, input: kettleInput, insights: written.insights, written, engine: 'builtin', at: new Date(), imported });
      });
    expect((await history(seller, id)).versions.map((v) => [v.version, v.source, v.summary])).toEqual([
      [2, 'generated', 'Title, description and search terms changed'],
      [1, 'imported', 'First version'],
    ]);
    expect(expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/1`)).json()).fields).toEqual(imported);
  });

  it('an edit writes an "edited" version; a restore writes a "restored" one, changes the listing and keeps every older version', async () => {
    const seller = await user();
    const { id } = await createListing(db(), seller.id);
    const original = expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/1`)).json());

    expect((await send(seller, 'PUT', `/api/listings/${id}`, EDIT)).statusCode).toBe(200);
    const afterEdit = await history(seller, id);
    expect(afterEdit.versions.map((v) => [v.version, v.source, v.summary])).toEqual([
      [2, 'edited', 'Title, bullets 1 and 3, description and search terms changed'],
      [1, 'generated', 'First version'],
    ]);

    const restore = await send(seller, 'POST', `/api/listings/${id}/versions/1/restore`);
    expect(restore.statusCode).toBe(200);
    const restored = expectContract(listingRestoreSchema, restore.json());
    expect(restored.version).toMatchObject({ version: 3, source: 'restored', restored_from: 1, summary: 'Restored the text of version 1' });
    expect(restored.listing).toMatchObject({ generated_title: original.fields.title, generated_bullets: original.fields.bullets, generated_keywords: original.fields.search_terms });

    const listing = expectContract(listingSchema, (await seller.client.get(`/api/listings/${id}`)).json());
    expect(listing.generated_description).toBe(original.fields.description);
    expect(listing.audit_score).toBe(restored.listing.audit_score);
    const after = await history(seller, id);
    expect(after.versions.map((v) => [v.version, v.source])).toEqual([
      [3, 'restored'],
      [2, 'edited'],
      [1, 'generated'],
    ]);
    // Nothing older was rewritten: version 2 still holds the edit, version 1 the original.
    expect(expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/2`)).json()).fields.title).toBe(EDIT.generated_title);
    expect(expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/1`)).json())).toEqual(original);
    const rows = await db().selectFrom('listing_versions').select(['version', 'restored_from']).where('listing_id', '=', id).orderBy('version').execute();
    expect(rows).toEqual([
      { version: 1, restored_from: null },
      { version: 2, restored_from: null },
      { version: 3, restored_from: 1 },
    ]);
  });

  it('diffs two versions field by field: bullets by position, word-level changes, added and removed fields', async () => {
    const seller = await user();
    const { id } = await createListing(db(), seller.id);
    const edit = {
      ...EDIT,
      generated_title: 'Brewmaster Electric Kettle 1.7L Glass | Electric Kettle by Brewmaster',
      generated_bullets: ['FAST BOIL: Boils quickly.', 'SAFE: Auto shut-off!', 'CORDLESS: Lifts off its base.'],
      generated_description: '',
    };
    expect((await send(seller, 'PUT', `/api/listings/${id}`, edit)).statusCode).toBe(200);

    const res = await seller.client.get(`/api/listings/${id}/versions/diff?from=1&to=2`);
    expect(res.statusCode).toBe(200);
    const diff = expectContract(listingVersionDiffSchema, res.json());
    expect(diff.from).toMatchObject({ version: 1, source: 'generated' });
    expect(diff.to).toMatchObject({ version: 2, source: 'edited' });
    const byLabel = Object.fromEntries(diff.fields.map((f) => [f.label, f]));
    expect(diff.fields.map((f) => [f.label, f.status])).toEqual([
      ['Title', 'changed'],
      ['Bullet 1', 'unchanged'],
      ['Bullet 2', 'changed'],
      ['Bullet 3', 'added'],
      ['Description', 'removed'],
      ['Search terms', 'changed'],
    ]);
    expect(byLabel['Title']!.changes).toEqual([
      { op: 'equal', text: 'Brewmaster Electric Kettle 1.7L ' },
      { op: 'insert', text: 'Glass ' },
      { op: 'equal', text: '| Electric Kettle by Brewmaster' },
    ]);
    expect(byLabel['Bullet 2']!.changes).toEqual([
      { op: 'equal', text: 'SAFE: Auto ' },
      { op: 'delete', text: 'shut-off.' },
      { op: 'insert', text: 'shut-off!' },
    ]);
    expect(byLabel['Bullet 3']).toMatchObject({ position: 3, before: null, after: 'CORDLESS: Lifts off its base.', changes: [{ op: 'insert', text: 'CORDLESS: Lifts off its base.' }] });
    expect(byLabel['Description']).toMatchObject({ before: 'A kettle.', after: '', changes: [{ op: 'delete', text: 'A kettle.' }] });
    expect(byLabel['Search terms']!.changes).toEqual([
      { op: 'equal', text: 'tea kettle' },
      { op: 'insert', text: ' boiler' },
    ]);

    // The reverse direction swaps inserts and deletes; a version against itself has nothing to show.
    const back = expectContract(listingVersionDiffSchema, (await seller.client.get(`/api/listings/${id}/versions/diff?from=2&to=1`)).json());
    expect(back.fields.find((f) => f.label === 'Bullet 3')!.status).toBe('removed');
    const same = expectContract(listingVersionDiffSchema, (await seller.client.get(`/api/listings/${id}/versions/diff?from=2&to=2`)).json());
    expect(same.fields.every((f) => f.status === 'unchanged')).toBe(true);
  });

  it('another user’s listing or version answers 404 with the listing’s 404 body, and changes nothing', async () => {
    const owner = await user();
    const intruder = await user();
    const { id } = await createListing(db(), owner.id);
    const { id: intruderListing } = await createListing(db(), intruder.id);
    const notFound = { message: 'Listing not found.', code: 'NOT_FOUND' };
    for (const url of [`/api/listings/${id}/versions`, `/api/listings/${id}/versions/1`, `/api/listings/${id}/versions/diff?from=1&to=1`]) {
      const res = await intruder.client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(expectContract(errorSchema, res.json())).toEqual(notFound);
    }
    const restore = await send(intruder, 'POST', `/api/listings/${id}/versions/1/restore`);
    expect(restore.statusCode).toBe(404);
    expect(restore.json()).toEqual(notFound);
    // The same answer as for a listing that does not exist at all.
    expect((await intruder.client.get('/api/listings/00000000-0000-4000-8000-000000000000/versions')).json()).toEqual(notFound);
    expect((await intruder.client.get('/api/listings/not-a-uuid/versions')).json()).toEqual(notFound);
    // A version the listing does not have.
    const missing = await intruder.client.get(`/api/listings/${intruderListing}/versions/7`);
    expect(missing.statusCode).toBe(404);
    expect(expectContract(errorSchema, missing.json())).toEqual({ message: 'Version not found.', code: 'NOT_FOUND' });
    expect((await send(intruder, 'POST', `/api/listings/${intruderListing}/versions/7/restore`)).statusCode).toBe(404);
    // Nothing was written to the owner's history, and nothing without a session.
    expect((await history(owner, id)).total).toBe(1);
    expect((await t().app.inject({ method: 'GET', url: `/api/listings/${id}/versions` })).statusCode).toBe(401);
    // The store refuses to add a version to a listing the user does not own.
    await expect(
      recordListingVersion(db(), { listingId: id, userId: intruder.id, source: 'imported', fields: { title: 'x', bullets: [], description: '', search_terms: [] } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('bad version numbers and diff queries get clear 400s', async () => {
    const seller = await user();
    const { id } = await createListing(db(), seller.id);
    const cases: [string, string][] = [
      [`/api/listings/${id}/versions/0`, 'version: A version is a whole number from 1.'],
      [`/api/listings/${id}/versions/abc`, 'version: A version is a whole number from 1.'],
      [`/api/listings/${id}/versions/1.5`, 'version: A version is a whole number from 1.'],
      [`/api/listings/${id}/versions/99999999999`, 'version: A version is a whole number from 1.'],
      [`/api/listings/${id}/versions/diff?to=1`, 'from: Say which version to compare from (from=1).'],
      [`/api/listings/${id}/versions/diff?from=1`, 'to: Say which version to compare to (to=2).'],
      [`/api/listings/${id}/versions/diff?from=-1&to=1`, 'from: A version is a whole number from 1.'],
    ];
    for (const [url, message] of cases) {
      const res = await seller.client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(expectContract(errorSchema, res.json()), url).toMatchObject({ code: 'VALIDATION_FAILED', message: `Invalid request. ${message}` });
    }
    const restore = await send(seller, 'POST', `/api/listings/${id}/versions/x/restore`);
    expect(restore.statusCode).toBe(400);
  });

  it('concurrent edits and recorded versions get distinct numbers, 1 to N with no gap', async () => {
    const seller = await user();
    const { id } = await createListing(db(), seller.id);
    const edits = Array.from({ length: 6 }, (_, i) => send(seller, 'PUT', `/api/listings/${id}`, { ...EDIT, generated_description: `Edit ${i}` }));
    const fields: ListingVersionFields = { title: 'Imported title', bullets: ['One'], description: 'From Amazon', search_terms: ['kettle'] };
    const records = Array.from({ length: 6 }, () => recordListingVersion(db(), { listingId: id, userId: seller.id, source: 'imported', fields }));
    const [answers, numbers] = await Promise.all([Promise.all(edits), Promise.all(records)]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const rows = await db().selectFrom('listing_versions').select(['version', 'source']).where('listing_id', '=', id).orderBy('version').execute();
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.source === 'edited')).toHaveLength(6);
    expect(new Set(numbers).size).toBe(6);
  });

  it('the migration gives every existing listing version 1, "generated", with its current text', async () => {
    const seller = await user();
    const { id } = await createListing(db(), seller.id);
    await db().deleteFrom('listing_versions').execute();
    await migrations['0008_listing_versions']!.down!(db());
    await migrations['0008_listing_versions']!.up(db());
    const list = await history(seller, id);
    expect(list.versions).toMatchObject([{ version: 1, source: 'generated', summary: 'First version' }]);
    const one = expectContract(listingVersionSchema, (await seller.client.get(`/api/listings/${id}/versions/1`)).json());
    expect(one.fields).toEqual({ title: 'Brewmaster Electric Kettle 1.7L | Electric Kettle by Brewmaster', bullets: ['FAST BOIL: Boils quickly.', 'SAFE: Auto shut-off.'], description: 'A kettle.', search_terms: ['tea', 'kettle'] });
  });
});
