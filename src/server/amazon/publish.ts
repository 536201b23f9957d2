import type { Item } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { AmazonPreview, AmazonPreviewRequest, AmazonPublishRequest, AmazonSubmission, PublishPatch } from '../../contract/amazon.js';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import { audit, getProfile, type Marketplace } from '../../rules/index.js';
import type { Kysely } from 'kysely';
import type { AmazonSubmissionRow, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { getListing } from '../listings/listing-store.js';
import { fieldsOfListing, recordListingVersion, type ListingVersionFields } from '../listings/versions.js';
import { sellerClient, type AmazonAccess } from './amazon-access.js';
import { ATTRIBUTE_OF, languageOf, plainDescription, textsOf } from './listing-attributes.js';
import { AMAZON_MARKETPLACES } from './marketplaces.js';
import { patchRequest, publishPatch } from './publish-patch.js';
import { judgeOutcome, markStanding, refuses, sentAttributes } from './publish-outcome.js';
import { FINAL_PUBLISH_STATUSES } from '../../contract/amazon-publish-states.js';

/** How often a submission still processing at Amazon may be looked at again. */
export const RECHECK_MS = 2_000;

interface Prepared {
  listing: Awaited<ReturnType<typeof getListing>>;
  client: Awaited<ReturnType<typeof sellerClient>>['client'];
  sellingPartnerId: string;
  item: Item;
  marketplaceId: string;
  productType: string;
  patch: PublishPatch;
  request: ReturnType<typeof patchRequest>;
}

async function prepare(amazon: AmazonAccess, userId: string, listingId: string, input: AmazonPreviewRequest): Promise<Prepared> {
  const listing = await getListing(amazon.db, userId, listingId);
  const patch = publishPatch(listing, input.fields);
  const { client, connection } = await sellerClient(amazon, userId, input.marketplace);
  const marketplace = AMAZON_MARKETPLACES[input.marketplace];
  const item = await client.getItem(input.sku, marketplace.id);
  const productType = (item.summaries?.find((s) => s.marketplaceId === marketplace.id) ?? item.summaries?.[0])?.productType;
  if (!productType) throw new AppError('CONFLICT', `Amazon gives no product type for SKU ${input.sku}; finish the listing in Seller Central first.`);
  const request = patchRequest(patch, productType, marketplace.id, languageOf(item, marketplace.id) ?? marketplace.language);
  return { listing, client, sellingPartnerId: connection.selling_partner_id, item, marketplaceId: marketplace.id, productType, patch, request };
}

/** Our audit of the listing as it would stand on Amazon: the ticked fields ours, the rest Amazon's. */
function auditAfter(prepared: Prepared, marketplace: Marketplace) {
  const { item, marketplaceId, patch, listing } = prepared;
  const current = {
    title: textsOf(item, ATTRIBUTE_OF.title, marketplaceId)[0] ?? '',
    bullets: textsOf(item, ATTRIBUTE_OF.bullets, marketplaceId),
    description: plainDescription(textsOf(item, ATTRIBUTE_OF.description, marketplaceId).join('\n\n')),
    backend: textsOf(item, ATTRIBUTE_OF.keywords, marketplaceId).join(' '),
  };
  const split = (text: string) => text.split(/[,;|\n]+/).map((k) => k.trim()).filter(Boolean);
  return audit(
    {
      title: patch.title ?? current.title,
      bullets: patch.bullets ?? current.bullets,
      description: patch.description ?? current.description,
      backend: patch.keywords ?? current.backend,
      brand: textsOf(item, 'brand', marketplaceId)[0],
    },
    { main: listing.title_main_keyword, secondary: split(listing.title_secondary_keywords), bullet: split(listing.bullet_keywords) },
    getProfile(listing.policy_profile),
    { marketplace, source: [listing.original_title, ...listing.original_bullets, listing.title_main_keyword, listing.title_secondary_keywords, listing.bullet_keywords].join('\n') },
  );
}

/** The listing as Amazon has it now, in a version's shape. */
function amazonText({ item, marketplaceId }: Prepared): ListingVersionFields {
  return {
    title: textsOf(item, ATTRIBUTE_OF.title, marketplaceId)[0] ?? '',
    bullets: textsOf(item, ATTRIBUTE_OF.bullets, marketplaceId),
    description: plainDescription(textsOf(item, ATTRIBUTE_OF.description, marketplaceId).join('\n\n')),
    search_terms: textsOf(item, ATTRIBUTE_OF.keywords, marketplaceId).join(' ').split(/\s+/).filter(Boolean),
  };
}

function warningsOf(prepared: Prepared): string[] {
  const warnings: string[] = [];
  const existing = textsOf(prepared.item, ATTRIBUTE_OF.bullets, prepared.marketplaceId).length;
  const sending = prepared.patch.bullets?.length;
  // Bullets are one attribute: sending five removes a sixth and seventh the seller may still want.
  if (sending !== undefined && existing > sending) {
    warnings.push(`Amazon has ${existing} bullet points for this SKU; publishing replaces all of them with these ${sending}, so ${existing - sending} will be removed.`);
  }
  const titleVariants = prepared.listing.generated_title.split(TITLE_SEPARATOR).length;
  if (prepared.patch.title !== undefined && titleVariants > 1) warnings.push('Only the first title variant is published.');
  return warnings;
}

export const STANDING_ERRORS_MESSAGE =
  'Amazon already reports an error on this listing that this change does not fix. Read it in the preview, then tick "Publish anyway" to publish over it.';

/** Amazon's verdict on the patch (mode=VALIDATION_PREVIEW changes nothing), next to ours. */
export async function previewPublish(amazon: AmazonAccess, userId: string, listingId: string, input: AmazonPreviewRequest): Promise<AmazonPreview> {
  const prepared = await prepare(amazon, userId, listingId, input);
  const answer = await prepared.client.patch(input.sku, prepared.marketplaceId, prepared.request, true);
  const ours = auditAfter(prepared, input.marketplace);
  const standing = prepared.item.issues ?? [];
  const answered = markStanding(answer.issues ?? [], standing);
  // Every issue is shown: the preview's, then those the listing already had that the preview did not repeat.
  const said = new Set(answered.map((issue) => `${issue.code}|${issue.attributeNames.join(',')}`));
  const already = markStanding(standing, standing).filter((issue) => !said.has(`${issue.code}|${issue.attributeNames.join(',')}`));
  const amazonIssues = [...answered, ...already];
  const sent = sentAttributes(prepared.patch);
  return {
    sku: input.sku,
    marketplace: input.marketplace,
    productType: prepared.productType,
    status: answer.status === 'INVALID' ? 'INVALID' : 'VALID',
    amazonIssues,
    blocking: amazonIssues.some((issue) => refuses(issue, sent)),
    // A standing error on a sent attribute the preview no longer names goes with the old value; the others stay after the publish.
    standingErrors: [...answered.filter((issue) => issue.standing), ...already.filter((issue) => !issue.attributeNames.some((name) => sent.includes(name)))].some(
      (issue) => issue.severity === 'ERROR',
    ),
    findings: ours.findings,
    score: ours.score,
    warnings: warningsOf(prepared),
    patch: prepared.patch,
  };
}

/**
 * The real patch. INVALID is recorded with Amazon's issues and nothing is marked published;
 * ACCEPTED means Amazon took it for processing ("submitted") until a later read shows it applied.
 */
export async function publish(amazon: AmazonAccess, userId: string, listingId: string, input: AmazonPublishRequest): Promise<AmazonSubmission> {
  const prepared = await prepare(amazon, userId, listingId, input);
  const standing = prepared.item.issues ?? [];
  // An error Amazon already reports on a field this change does not send stays after it: the
  // seller publishes over it only on purpose (the preview's "Publish anyway"), not by a stale page.
  const sent = sentAttributes(prepared.patch);
  const staying = standing.filter((issue) => issue.severity === 'ERROR' && !(issue.attributeNames ?? []).some((name) => sent.includes(name)));
  if (staying.length > 0 && !input.publishAnyway) throw new AppError('CONFLICT', STANDING_ERRORS_MESSAGE);
  const answer = await prepared.client.patch(input.sku, prepared.marketplaceId, prepared.request, false);
  const now = amazon.now();
  const row = await amazon.db.transaction().execute(async (trx) => {
    // A newer publish to the same SKU: the older ones still open no longer say what Amazon will show.
    await trx
      .updateTable('amazon_submissions')
      .set({ status: 'superseded', updated_at: now })
      .where('user_id', '=', userId)
      .where('amazon_marketplace_id', '=', prepared.marketplaceId)
      .where('sku', '=', input.sku)
      .where('status', 'in', ['submitted', 'accepted'])
      .execute();
    return trx
    .insertInto('amazon_submissions')
    .values({
      user_id: userId,
      listing_id: prepared.listing.id,
      selling_partner_id: prepared.sellingPartnerId,
      sku: input.sku,
      marketplace: input.marketplace,
      amazon_marketplace_id: prepared.marketplaceId,
      product_type: prepared.productType,
      submission_id: answer.submissionId,
      status: answer.status === 'INVALID' ? 'refused' : 'submitted',
      fields: JSON.stringify(prepared.patch),
      issues: JSON.stringify(markStanding(answer.issues ?? [], standing)),
      standing_issues: JSON.stringify(standing),
      previous: JSON.stringify(amazonText(prepared)),
      listing_text: JSON.stringify(fieldsOfListing(prepared.listing)),
      created_at: now,
      updated_at: now,
      checked_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  });
  return serializeSubmission(row);
}

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Publish not found.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A submission, looked at again on Amazon when it is still processing and was not looked at a moment ago. */
export async function refreshSubmission(amazon: AmazonAccess, userId: string, id: string): Promise<AmazonSubmission> {
  if (!UUID.test(id)) throw NOT_FOUND();
  const row = await amazon.db.selectFrom('amazon_submissions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw NOT_FOUND();
  const now = amazon.now();
  if (FINAL_PUBLISH_STATUSES.includes(row.status) || now.getTime() - row.checked_at.getTime() < RECHECK_MS) return serializeSubmission(row);

  const { client, connection } = await sellerClient(amazon, userId, row.marketplace as Marketplace);
  // A connection switched to another seller account cannot see this submission's listing.
  if (connection.selling_partner_id !== row.selling_partner_id) return serializeSubmission(row);
  const item = await client.getItem(row.sku, row.amazon_marketplace_id);
  const verdict = judgeOutcome(item, row.fields as PublishPatch, row.amazon_marketplace_id, row.standing_issues as Parameters<typeof judgeOutcome>[3], row.status);
  const updated = await amazon.db.transaction().execute(async (trx) => {
    // Only the request that moves it on from what it read writes the versions (a parallel check finds it moved).
    const moved = await trx
      .updateTable('amazon_submissions')
      .set({ status: verdict.status, reason: verdict.reason, issues: JSON.stringify(verdict.issues), checked_at: now, updated_at: verdict.status === row.status && verdict.reason === row.reason ? row.updated_at : now })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .returningAll()
      .executeTakeFirst();
    // Amazon stored the values (accepted or straight to live): the listing's history gains the published version, once.
    if (moved && row.status === 'submitted' && (moved.status === 'accepted' || moved.status === 'live')) await recordPublished(trx, moved, now);
    return moved;
  });
  return serializeSubmission(updated ?? row);
}

/**
 * Amazon applied the publish: the listing's history gains a 'published' version. The first time
 * this listing reaches this SKU, what Amazon had before is kept first as an 'imported' version
 * (unless the listing already holds one from its import), so restoring it and publishing it again
 * undoes the publish.
 */
async function recordPublished(trx: Kysely<DB>, submission: AmazonSubmissionRow, at: Date) {
  const earlier = await trx
    .selectFrom('amazon_submissions')
    .select('id')
    .where('listing_id', '=', submission.listing_id)
    .where('sku', '=', submission.sku)
    .where('amazon_marketplace_id', '=', submission.amazon_marketplace_id)
    .where('status', 'in', ['accepted', 'live'])
    .where('id', '!=', submission.id)
    .executeTakeFirst();
  // A listing generated from an import already starts with Amazon's text as version 1.
  const imported = await trx.selectFrom('listing_versions').select('id').where('listing_id', '=', submission.listing_id).where('source', '=', 'imported').executeTakeFirst();
  const base = { listingId: submission.listing_id, userId: submission.user_id, at };
  if (!earlier && !imported) await recordListingVersion(trx, { ...base, source: 'imported', fields: submission.previous as ListingVersionFields });
  // The text as it was published, whatever the seller edited while Amazon was processing it.
  await recordListingVersion(trx, { ...base, source: 'published', fields: submission.listing_text as ListingVersionFields });
}

export async function listSubmissions(amazon: AmazonAccess, userId: string, listingId: string): Promise<AmazonSubmission[]> {
  const listing = await getListing(amazon.db, userId, listingId);
  const rows = await amazon.db
    .selectFrom('amazon_submissions')
    .selectAll()
    .where('listing_id', '=', listing.id)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map(serializeSubmission);
}

export function serializeSubmission(row: AmazonSubmissionRow): AmazonSubmission {
  return {
    id: row.id,
    listingId: row.listing_id,
    sku: row.sku,
    marketplace: row.marketplace,
    status: row.status,
    final: FINAL_PUBLISH_STATUSES.includes(row.status),
    reason: row.reason,
    submissionId: row.submission_id,
    patch: row.fields as PublishPatch,
    issues: row.issues as AmazonSubmission['issues'],
    checkedAt: row.checked_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
