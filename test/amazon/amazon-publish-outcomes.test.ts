import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { amazonPreviewSchema, amazonSubmissionSchema } from '../../src/contract/amazon.js';
import { STANDING_ERRORS_MESSAGE } from '../../src/server/amazon/publish.js';
import type { DB } from '../../src/server/db/schema.js';
import { connectedSeller, FAKE_SELLER, recheckedSubmission, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes, defaultJudge, titleTooLong, type FakeIssue } from '../support/fake-amazon.js';
import { createListing } from '../support/listings.js';
import { useTestApp } from '../support/test-app.js';

/**
 * Issue 26: what a publish did, as Amazon behaves for a seller on day one: issues the listing
 * already had, processing that takes a while, a reseller whose title the brand owner controls,
 * a preview that passes while the real patch fails, and character-counted limits.
 */

const US = 'ATVPDKIKX0DER';
const JP = 'A1VC38T7YXB528';
const LONG_TITLE = `Brewmaster ${'Electric Kettle '.repeat(15)}`.trim();

const fake = useFakeAmazon();
afterEach(() => {
  fake.judge = defaultJudge;
  fake.realPatchJudge = undefined;
  fake.onProcessed = undefined;
  fake.processingReads = 1;
});

const colourError: FakeIssue = { code: '4000001', message: "The provided value for 'Colour' is invalid.", severity: 'ERROR', attributeNames: ['color'], categories: ['INVALID_ATTRIBUTE'] };

describe('Amazon publish outcomes', () => {
  const t = useTestApp(() => fake.env());
  const seller = () => connectedSeller(t(), fake);
  type Client = Awaited<ReturnType<typeof seller>>['client'];

  /** A listing whose generated title is `title`, and its SKU on Amazon as the test arranges it. */
  async function listingOnAmazon(db: Kysely<DB>, userId: string, title: string, amazon: { title?: string; issues?: FakeIssue[]; catalogTitle?: string; requiredAttributes?: string[]; marketplaceId?: string; language?: string } = {}) {
    const { id } = await createListing(db, userId);
    await db.updateTable('listings').set({ generated_title: title }).where('id', '=', id).execute();
    const sku = `KET-${id.slice(0, 8)}`;
    const marketplaceId = amazon.marketplaceId ?? US;
    fake.putItem({
      sellerId: FAKE_SELLER,
      sku,
      marketplaceId,
      productType: 'KETTLE',
      attributes: amazonAttributes(marketplaceId, { title: amazon.title ?? 'Old kettle', bullets: ['Old bullet.'] }, amazon.language),
      issues: amazon.issues ?? [],
      catalogTitle: amazon.catalogTitle,
      requiredAttributes: amazon.requiredAttributes,
    });
    return { id, sku };
  }

  const preview = async (client: Client, id: string, sku: string, marketplace = 'US') =>
    expectContract(amazonPreviewSchema, (await client.post(`/api/amazon/listings/${id}/preview`, { sku, marketplace, fields: ['title'] })).json());
  const publish = async (client: Client, id: string, sku: string, marketplace = 'US', extra: { publishAnyway?: boolean } = {}) =>
    expectContract(amazonSubmissionSchema, (await client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace, fields: ['title'], confirm: true, ...extra })).json());
  const versions = async (client: Client, id: string) => ((await client.get(`/api/listings/${id}/versions`)).json() as { versions: { source: string }[] }).versions.map((v) => v.source);

  it('fixing a title Amazon already flagged ends live, not refused', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id, 'Brewmaster Electric Kettle 1.7L', { title: LONG_TITLE, issues: [titleTooLong(LONG_TITLE)!] });

    const checked = await preview(user.client, id, sku);
    // The old title's error is shown, as Amazon's before this change; the new title adds none.
    expect(checked.amazonIssues).toEqual([expect.objectContaining({ code: '4000001', field: 'title', standing: true })]);
    // It goes with the old title, so no "publish anyway" is asked.
    expect(checked).toMatchObject({ status: 'VALID', blocking: false, standingErrors: false });

    const submitted = await publish(user.client, id, sku);
    expect(submitted.status).toBe('submitted');
    // Amazon still processing: the old title and its error read back; the error is not this publish's.
    const first = await recheckedSubmission(t(), user.client, submitted.id);
    expect(first).toMatchObject({ status: 'submitted', final: false, issues: [{ code: '4000001', standing: true }] });
    const done = await recheckedSubmission(t(), user.client, submitted.id);
    expect(done).toMatchObject({ status: 'live', final: true, issues: [] });
    expect(await versions(user.client, id)).toEqual(['published', 'imported', 'generated']);
  });

  it('an ERROR on an attribute not sent is shown and needs "publish anyway", never blocks or refuses', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L', { issues: [colourError] });

    const checked = await preview(user.client, id, sku);
    expect(checked.amazonIssues).toEqual([expect.objectContaining({ code: '4000001', attributeNames: ['color'], field: null, standing: true })]);
    expect(checked).toMatchObject({ blocking: false, standingErrors: true });

    // Without the tick the server refuses, whatever the page did, and nothing reaches Amazon.
    const patches = () => fake.requests.filter((r) => r.method === 'PATCH' && r.query.get('mode') !== 'VALIDATION_PREVIEW').length;
    const before = patches();
    const unticked = await user.client.post(`/api/amazon/listings/${id}/publish`, { sku, marketplace: 'US', fields: ['title'], confirm: true });
    expect(unticked.statusCode).toBe(409);
    expect(unticked.json()).toMatchObject({ message: STANDING_ERRORS_MESSAGE });
    expect(patches()).toBe(before);

    const submitted = await publish(user.client, id, sku, 'US', { publishAnyway: true });
    await recheckedSubmission(t(), user.client, submitted.id);
    expect(await recheckedSubmission(t(), user.client, submitted.id)).toMatchObject({ status: 'live', issues: [] });
  });

  it('a new ERROR on a sent attribute blocks the preview', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, LONG_TITLE);
    const checked = await preview(user.client, id, sku);
    expect(checked).toMatchObject({ status: 'INVALID', blocking: true, standingErrors: false });
    expect(checked.amazonIssues).toEqual([expect.objectContaining({ code: '4000001', field: 'title', standing: false })]);
  });

  it('delayed processing: submitted while Amazon works, then an issue found later refuses it', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L');
    fake.processingReads = 3;
    fake.onProcessed = (item) => item.issues.push({ code: '4000001', message: "The provided value for 'Item Name' is invalid: it contains a restricted word.", severity: 'ERROR', attributeNames: ['item_name'], categories: ['INVALID_ATTRIBUTE'] });

    const submitted = await publish(user.client, id, sku);
    for (let read = 0; read < 3; read++) expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('submitted');
    const after = await recheckedSubmission(t(), user.client, submitted.id);
    expect(after).toMatchObject({ status: 'refused', final: true, issues: [{ code: '4000001', field: 'title', standing: false }] });
    expect(await versions(user.client, id)).toEqual(['generated']);
  });

  it('delayed processing: the new values come later, and the publish goes live then', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L');
    fake.processingReads = 2;
    const submitted = await publish(user.client, id, sku);
    const statuses = [];
    for (let read = 0; read < 3; read++) statuses.push((await recheckedSubmission(t(), user.client, submitted.id)).status);
    expect(statuses).toEqual(['submitted', 'submitted', 'live']);
  });

  it('a reseller: Amazon stores the title but the brand owner’s stays on the product page (8541), accepted and explained', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L', { catalogTitle: 'Brewmaster Kettle (brand owner’s title)' });
    const submitted = await publish(user.client, id, sku);
    await recheckedSubmission(t(), user.client, submitted.id);
    const after = await recheckedSubmission(t(), user.client, submitted.id);
    expect(after).toMatchObject({ status: 'accepted', reason: 'catalog_owner', final: false, issues: [{ code: '8541', field: 'title', standing: false }] });
    // Amazon stored the values: the history has the published version.
    expect(await versions(user.client, id)).toEqual(['published', 'imported', 'generated']);
    // Still looked at (the brand owner may take it), and it stays accepted; the versions are not written twice.
    expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('accepted');
    expect(await versions(user.client, id)).toHaveLength(3);
    const listed = ((await user.client.get(`/api/listings/${id}`)).json() as { amazon_publish: unknown }).amazon_publish;
    expect(listed).toMatchObject({ status: 'accepted', reason: 'catalog_owner' });
  });

  it('90220: a required attribute the listing lacks is shown as Amazon’s before this change, and Amazon refuses the patch for it', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L', { requiredAttributes: ['brand'] });
    const checked = await preview(user.client, id, sku);
    expect(checked.amazonIssues).toEqual([expect.objectContaining({ code: '90220', attributeNames: ['brand'], standing: true })]);
    expect(checked).toMatchObject({ status: 'INVALID', blocking: false, standingErrors: true });

    const refused = await publish(user.client, id, sku, 'US', { publishAnyway: true });
    expect(refused).toMatchObject({ status: 'refused', final: true, issues: [{ code: '90220', standing: true }] });
  });

  it('a preview VALID while the real patch fails ends refused with Amazon’s issue', async () => {
    const user = await seller();
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, 'Brewmaster Electric Kettle 1.7L');
    fake.realPatchJudge = () => [{ code: '4000001', message: "The provided value for 'Item Name' is invalid.", severity: 'ERROR', attributeNames: ['item_name'], categories: ['INVALID_ATTRIBUTE'] }];
    expect(await preview(user.client, id, sku)).toMatchObject({ status: 'VALID', blocking: false, amazonIssues: [] });
    expect(await publish(user.client, id, sku)).toMatchObject({ status: 'refused', final: true, issues: [{ code: '4000001', field: 'title', standing: false }] });
    expect(fake.item(FAKE_SELLER, sku, US)!.attributes.item_name![0]!.value).toBe('Old kettle');
  });

  it('counts the title limit in characters: a 150-character Japanese title (450 bytes) goes live', async () => {
    const user = await connectedSeller(t(), fake, FAKE_SELLER, ['fe']);
    const title = 'ステンレス電気ケトル'.repeat(15);
    expect(Buffer.byteLength(title)).toBeGreaterThan(200);
    const { id, sku } = await listingOnAmazon(t().testDb.database.db, user.id, title, { marketplaceId: JP, language: 'ja_JP' });
    expect(await preview(user.client, id, sku, 'JP')).toMatchObject({ status: 'VALID', amazonIssues: [] });
    const submitted = await publish(user.client, id, sku, 'JP');
    await recheckedSubmission(t(), user.client, submitted.id);
    expect((await recheckedSubmission(t(), user.client, submitted.id)).status).toBe('live');
  });

  it('a newer publish to the same SKU supersedes one still open', async () => {
    const user = await seller();
    const db = t().testDb.database.db;
    const { id, sku } = await listingOnAmazon(db, user.id, 'Brewmaster Electric Kettle 1.7L');
    const first = await publish(user.client, id, sku);
    await db.updateTable('listings').set({ generated_title: 'Brewmaster Kettle 1.7L' }).where('id', '=', id).execute();
    t().clock.advance(1_000);
    const second = await publish(user.client, id, sku);
    const reads = fake.requests.length;
    expect(await recheckedSubmission(t(), user.client, first.id)).toMatchObject({ status: 'superseded', final: true });
    // A superseded publish is not asked of Amazon again.
    expect(fake.requests.length).toBe(reads);
    expect(second.status).toBe('submitted');
  });
});
