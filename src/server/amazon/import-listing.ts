import { LIMITS } from '../../contract/optimizer.js';
import type { AmazonImport } from '../../contract/amazon.js';
import { audit, DEFAULT_PROFILE_ID, getProfile, resolveLimits, type Marketplace } from '../../rules/index.js';
import type { AmazonAccess } from './amazon-access.js';
import { sellerClient } from './amazon-access.js';
import { ATTRIBUTE_OF, plainDescription, textsOf } from './listing-attributes.js';
import { rememberImport } from './import-record.js';
import { amazonMarketplaceId } from './marketplaces.js';
import { profileForCategory } from './catalog/category-rules.js';
import { categoryNotes, listingCategoryRules } from './catalog/listing-category-rules.js';

/**
 * A listing as the seller has it on Amazon, read into the optimizer's form and scored the way
 * the optimizer scores a seller's own text: the "before" the rewrite is measured against.
 */
export async function importListing(amazon: AmazonAccess, userId: string, sku: string, marketplace: Marketplace): Promise<AmazonImport> {
  const { client, connection } = await sellerClient(amazon, userId, marketplace);
  const marketplaceId = amazonMarketplaceId(marketplace);
  const item = await client.getItem(sku, marketplaceId);
  const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0];

  const title = textsOf(item, ATTRIBUTE_OF.title, marketplaceId)[0] ?? summary?.itemName ?? '';
  const allBullets = textsOf(item, ATTRIBUTE_OF.bullets, marketplaceId);
  const description = plainDescription(textsOf(item, ATTRIBUTE_OF.description, marketplaceId).join('\n\n'));
  const backendKeywords = textsOf(item, ATTRIBUTE_OF.keywords, marketplaceId).join(' ');
  const brand = textsOf(item, 'brand', marketplaceId)[0] ?? '';

  const notes: string[] = [];
  if (!title) notes.push('Amazon has no title for this SKU in this marketplace; write one before analysing.');
  const bullets = allBullets.slice(0, LIMITS.bulletSlots);
  if (allBullets.length > LIMITS.bulletSlots) notes.push(droppedBulletsNote(allBullets));
  allBullets.slice(0, LIMITS.bulletSlots).forEach((b, i) => {
    if (b.length > LIMITS.bullet) notes.push(`Bullet ${i + 1} is ${b.length.toLocaleString('en-US')} characters on Amazon; the form holds ${LIMITS.bullet.toLocaleString('en-US')}, so its end was cut: "…${b.slice(LIMITS.bullet - 40, LIMITS.bullet)}".`);
  });
  // The form always shows five bullet slots; blank ones are the seller's to fill.
  while (bullets.length < LIMITS.requiredBullets) bullets.push('');

  const form = {
    title: title.slice(0, LIMITS.title),
    bulletPoints: bullets.map((b) => b.slice(0, LIMITS.bullet)),
    description: description.slice(0, LIMITS.description),
    titleMainKeyword: '',
    titleSecondaryKeywords: '',
    bulletKeywords: '',
  };
  // Found again by this text when the seller generates from the form.
  await rememberImport(amazon.db, {
    userId,
    sku: item.sku,
    marketplace,
    form,
    fields: { title, bullets: allBullets, description, search_terms: backendKeywords.split(/\s+/).filter(Boolean) },
    at: amazon.now(),
  });

  // The product type's own limits, when Amazon gives its schema, replace the policy's global ones.
  const category = await listingCategoryRules(amazon, client, connection.selling_partner_id, item, marketplaceId);
  if (category.note) notes.push(category.note);
  if (category.rules) notes.push(...categoryNotes(category.rules));
  const policy = getProfile(DEFAULT_PROFILE_ID);
  const profile = category.rules ? profileForCategory(policy, category.rules.limits) : policy;
  const limits = resolveLimits(profile, { marketplace });
  const result = audit(
    { title, bullets: allBullets, description, backend: backendKeywords, brand: brand || undefined },
    undefined,
    profile,
    { marketplace, source: [title, ...allBullets, description].join('\n') },
  );
  return {
    sku: item.sku,
    marketplace,
    amazonMarketplaceId: marketplaceId,
    asin: summary?.asin ?? null,
    productType: summary?.productType ?? null,
    brand,
    form,
    backendKeywords,
    audit: result,
    profile: policy.id,
    limits: { titleMaxChars: limits.title.max, bulletMaxChars: limits.bullets.max, descriptionMaxChars: limits.description.max, backendMaxBytes: limits.backend.maxBytes },
    notes,
    categoryRules: category.rules,
  };
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** Issue 25: how many bullets the form could not carry, and which, so the seller can move what matters. */
function droppedBulletsNote(bullets: readonly string[]): string {
  const dropped = bullets.slice(LIMITS.bulletSlots);
  const first = LIMITS.bulletSlots + 1;
  const which = dropped.length === 1 ? `bullet ${first} was` : `bullets ${first}–${bullets.length} were`;
  return `Amazon has ${bullets.length} bullet points; the form holds ${LIMITS.bulletSlots}, so ${dropped.length} ${dropped.length === 1 ? 'was' : 'were'} left out (${which} not imported): ${dropped
    .map((b, i) => `${first + i}. "${excerpt(b)}"`)
    .join('; ')}. Move what matters in them into your other bullets or the description.`;
}

/** The seller's listings in a marketplace, a page at a time, or the exact SKUs asked for. */
export async function searchListings(amazon: AmazonAccess, userId: string, marketplace: Marketplace, query: { skus: string[]; pageToken?: string }) {
  const { client } = await sellerClient(amazon, userId, marketplace);
  const marketplaceId = amazonMarketplaceId(marketplace);
  const results = await client.search(marketplaceId, query);
  return {
    items: results.items.map((item) => {
      const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0];
      return { sku: item.sku, asin: summary?.asin ?? null, title: summary?.itemName ?? '', productType: summary?.productType ?? null, status: summary?.status ?? [] };
    }),
    total: results.numberOfResults,
    nextPageToken: results.pagination?.nextToken ?? null,
  };
}
