import { afterEach, describe, expect, it } from 'vitest';
import { amazonPreviewSchema, amazonSubmissionListSchema, amazonSubmissionSchema } from '../../src/contract/amazon.js';
import { errorSchema } from '../../src/contract/errors.js';
import type { DB } from '../../src/server/db/schema.js';
import { connectedSeller, FAKE_SELLER, recheckedSubmission, send, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes, defaultJudge, type PatchBody } from '../support/fake-amazon.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import type { Kysely } from 'kysely';

const US = 'ATVPDKIKX0DER';
const SEVEN_BULLETS = Array.from({ length: 7 }, (_, i) => `Old bullet ${i + 1}.`);

const fake = useFakeAmazon();
afterEach(() => {
  fake.judge = defaultJudge;
});

/** A listing whose generated text is known, and the SKU on Amazon it goes to. */
async function listingToPublish(db: Kysely<DB>, userId: string, text: Partial<{ title: string; bullets: string[]; description: string; keywords: string[] }> = {}) {
  const { id } = await createListing(db, userId);
  await db
    .updateTable('listings')
    .set({
      generated_title: text.title ?? 'Brewmaster Electric Kettle 1.7L Stainless Steel | Kettle by Brewmaster',
      generated_bullets: JSON.stringify(text.bullets ?? ['FAST BOIL: Boils 1.7 litres in four minutes.', 'SAFE: Switches itself off.', '  ', 'CORDLESS: 360 degree base.', 'CLEAR: Water window on both sides.', 'LIGHT: Weighs 900 g.']),
      generated_description: text.description ?? 'A stainless steel kettle that boils fast and switches itself off.',
      generated_keywords: JSON.stringify(text.keywords ?? ['tea', 'hot', 'water']),
    })
    .where('id', '=', id)
    .execute();
  const sku = `KET-${id.slice(0, 8)}`;
  fake.putItem({ sellerId: FAKE_SELLER, sku, marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Old kettle', bullets: SEVEN_BULLETS, description: 'Old description.', keywords: 'old terms' }) });
  return { id, sku };
}

const lastPatch = (sku: string, mode: 'preview' | 'real') => fake.patches(mode).filter((r) => r.path.endsWith(`/${sku}`)).at(-1);

describe('Amazon publish', () => {
  const t = useTestApp(() => fake.env());

  const seller = () => connectedSeller(t(), fake);


  it('previews with VALIDATION_PREVIEW: Amazon’s issues next to our findings, and the bullet warning', async () => {
    const user = await seller();
    const { id, sku } = await listingToPublish(t().testDb.database.db, user.id);
    fake.judge = () => [{ code: '90244', message: "'bullet_point' contains a claim Amazon restricts.", severity: 'WARNING', attributeNames: ['bullet_point'], categories: ['INVALID_ATTRIBUTE'] }];

    const res = await user.client.post(`/api/amazon/listings/${id}/preview`, { sku, marketplace: 'US', fields: ['title', 'bullets'] });
    expect(res.statusCode).toBe(200);
    const preview = expectContract(amazonPreviewSchema, res.json());
    expect(preview.status).toBe('VALID');
    expect(preview.amazonIssues).toEqual([{ code: '90244', message: "'bullet_point' contains a claim Amazon restricts.", severity: 'WARNING', attributeNames: ['bullet_point'], field: 'bullets', standing: false }]);
    expect(preview).toMatchObject({ blocking: false, standingErrors: false });
    expect(Array.isArray(preview.findings)).toBe(true);
    expect(preview.score).toBeGreaterThan(0);
    expect(preview.warnings).toContain('Amazon has 7 bullet points for this SKU; publishing replaces all of them with these 5, so 2 will be removed.');
    expect(preview.patch).toEqual({
      title: 'Brewmaster Electric Kettle 1.7L Stainless Steel',
      bullets: ['FAST BOIL: Boils 1.7 litres in four minutes.', 'SAFE: Switches itself off.', 'CORDLESS: 360 degree base.', 'CLEAR: Water window on both sides.', 'LIGHT: Weighs 900 g.'],
    });

    const sent = lastPatch(sku, 'preview')!;
    expect(sent.query.get('mode')).toBe('VALIDATION_PREVIEW');
    expect((sent.body as PatchBody).patches.map((p) => p.path)).toEqual(['/attributes/item_name', '/attributes/bullet_point']);
    // A preview changes nothing, on Amazon or here.
    expect(fake.item(FAKE_SELLER, sku, US)!.attributes.item_name![0]!.value).toBe('Old kettle');
    expect(await t().testDb.database.db.selectFrom('amazon_submissions').selectAll().execute()).toEqual([]);
  });

  it('publishes exactly the ticked fields, tracks submitted → live, and writes the versions', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingToPublish(db, user.id);

    const res = await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title', 'description'], confirm: true });
    expect(res.statusCode).toBe(200);
    const submitted = expectContract(amazonSubmissionSchema, res.json());
    expect(submitted).toMatchObject({ status: 'submitted', final: false, listingId: id, sku, marketplace: 'US' });

    const body = lastPatch(sku, 'real')!.body as PatchBody;
    expect(lastPatch(sku, 'real')!.query.get('mode')).toBeNull();
    expect(body).toEqual({
      productType: 'KETTLE',
      patches: [
        { op: 'replace', path: '/attributes/item_name', value: [{ value: 'Brewmaster Electric Kettle 1.7L Stainless Steel', language_tag: 'en_US', marketplace_id: US }] },
        { op: 'replace', path: '/attributes/product_description', value: [{ value: 'A stainless steel kettle that boils fast and switches itself off.', language_tag: 'en_US', marketplace_id: US }] },
      ],
    });

    // The seller edits while Amazon processes: the published version is still what was sent.
    const edit = { generated_title: 'Edited later', generated_bullets: ['x'], generated_description: 'y', generated_keywords: ['z'] };
    expect((await send(t().app, user.client, 'PUT', `/api/listings/${id}`, edit)).statusCode).toBe(200);

    // Amazon still processing: the first read shows the old listing.
    expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('submitted');
    const live = await recheckedSubmission(t(), user.client, submitted.id);
    expect(live).toMatchObject({ status: 'live', final: true, reason: null });
    const item = fake.item(FAKE_SELLER, sku, US)!;
    expect(item.attributes.bullet_point).toHaveLength(7); // untouched: not ticked

    const history = (await user.client.get(`/api/listings/${id}/versions`)).json() as { versions: { version: number; source: string }[] };
    expect(history.versions.map((v) => v.source)).toEqual(['published', 'imported', 'edited', 'generated']);
    const imported = (await user.client.get(`/api/listings/${id}/versions/3`)).json() as { fields: { title: string; bullets: string[]; search_terms: string[] } };
    expect(imported.fields).toMatchObject({ title: 'Old kettle', bullets: SEVEN_BULLETS, search_terms: ['old', 'terms'] });
    const published = (await user.client.get(`/api/listings/${id}/versions/4`)).json() as { fields: { title: string; description: string } };
    expect(published.fields).toMatchObject({
      title: 'Brewmaster Electric Kettle 1.7L Stainless Steel | Kettle by Brewmaster',
      description: 'A stainless steel kettle that boils fast and switches itself off.',
    });

    // A final status is not asked of Amazon again.
    const reads = fake.requests.length;
    expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('live');
    expect(fake.requests.length).toBe(reads);
    const list = expectContract(amazonSubmissionListSchema, (await user.client.get(`/api/amazon/listings/${id}/submissions`)).json());
    expect(list.submissions.map((s) => s.status)).toEqual(['live']);
  });

  it('shows an INVALID answer with Amazon’s issues and marks nothing published', async () => {
    const user = await seller();
    const { id, sku } = await listingToPublish(t().testDb.database.db, user.id, { title: `Brewmaster ${'Electric Kettle '.repeat(15)}` });

    const res = await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title', 'bullets', 'keywords'], confirm: true });
    expect(res.statusCode).toBe(200);
    const invalid = expectContract(amazonSubmissionSchema, res.json());
    expect(invalid).toMatchObject({ status: 'refused', final: true });
    expect(invalid.issues).toEqual([expect.objectContaining({ code: '4000001', severity: 'ERROR', field: 'title', attributeNames: ['item_name'], standing: false })]);
    expect(fake.item(FAKE_SELLER, sku, US)!.attributes.item_name![0]!.value).toBe('Old kettle');
    expect((await recheckedSubmission(t(), user.client, invalid.id)).status).toBe('refused');
    const history = (await user.client.get(`/api/listings/${id}/versions`)).json() as { versions: { source: string }[] };
    expect(history.versions.map((v) => v.source)).toEqual(['generated']);
  });

  it('a new ERROR Amazon raises while processing turns the publish refused', async () => {
    const user = await seller();
    const { id, sku } = await listingToPublish(t().testDb.database.db, user.id);
    const submitted = expectContract(amazonSubmissionSchema, (await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title'], confirm: true })).json());
    fake.item(FAKE_SELLER, sku, US)!.issues.push({ code: '4000001', message: "The provided value for 'Item Name' is invalid.", severity: 'ERROR', attributeNames: ['item_name'], categories: ['INVALID_ATTRIBUTE'] });
    const after = await recheckedSubmission(t(), user.client, submitted.id);
    expect(after).toMatchObject({ status: 'refused', final: true, issues: [{ code: '4000001', field: 'title', standing: false }] });
    const history = (await user.client.get(`/api/listings/${id}/versions`)).json() as { versions: { source: string }[] };
    expect(history.versions.map((v) => v.source)).toEqual(['generated']);
  });

  it('never sends an empty field, requires the title and a confirmation', async () => {
    const user = await seller();
    const { id, sku } = await listingToPublish(t().testDb.database.db, user.id, { description: '   ', keywords: [] });
    const patchesBefore = fake.patches().length;

    const empty = await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title', 'description', 'keywords'], confirm: true });
    expect(empty.statusCode).toBe(400);
    expect(expectContract(errorSchema, empty.json()).message).toMatch(/^Nothing to publish for the description and search terms/);
    const noTitle = await user.client.post(`/api/amazon/listings/${id}/preview`, { sku, marketplace: 'US', fields: ['bullets'] });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/Tick the title/);
    const unconfirmed = await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title'] });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toMatch(/Confirm the publish/);
    const twice = await user.client.post(`/api/amazon/listings/${id}/preview`, { sku, marketplace: 'US', fields: ['title', 'title'] });
    expect(twice.statusCode).toBe(400);
    const unknown = await user.client.post(`/api/amazon/listings/${id}/preview`, { sku, marketplace: 'US', fields: ['title', 'price'] });
    expect(unknown.statusCode).toBe(400);
    expect(fake.patches().length).toBe(patchesBefore);
  });

  it('answers 404 for another user’s listing and submission, and 409 without a connection', async () => {
    const owner = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingToPublish(db, owner.id);
    const submitted = expectContract(amazonSubmissionSchema, (await owner.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title'], confirm: true })).json());

    const intruder = await seller();
    const patchesBefore = fake.patches().length;
    for (const path of ['preview', 'publish']) {
      const res = await intruder.client.post(`/api/amazon/listings/${id}/${path}`, { sku, marketplace: 'US', fields: ['title'], confirm: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Listing not found.');
    }
    expect(fake.patches().length).toBe(patchesBefore);
    expect((await intruder.client.get(`/api/amazon/submissions/${submitted.id}`)).statusCode).toBe(404);
    expect((await intruder.client.get(`/api/amazon/listings/${id}/submissions`)).statusCode).toBe(404);
    expect((await intruder.client.get('/api/amazon/submissions/not-a-uuid')).statusCode).toBe(404);

    const unconnected = await signedInTestUser(t().app, db);
    const own = await listingToPublish(db, unconnected.id);
    const res = await unconnected.client.post(`/api/amazon/listings/${own.id}/preview`, { sku: own.sku, marketplace: 'US', fields: ['title'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Connect your Amazon seller account first.');
  });
});
