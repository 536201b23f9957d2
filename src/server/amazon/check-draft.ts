import type { CategoryRules } from '../../contract/amazon-catalog.js';
import type { PublishPatch } from '../../contract/amazon.js';
import type { Marketplace } from '../../rules/index.js';
import { AppError } from '../http/errors.js';
import type { AmazonAccess } from './amazon-access.js';
import { sellerClient } from './amazon-access.js';
import { listingCategoryRules } from './catalog/listing-category-rules.js';
import { amazonMarketplaceId } from './marketplaces.js';

/**
 * A draft checked against the listing's product type schema, locally: the listing's attributes as
 * Amazon has them, with the draft's text in place of the fields it gives, validated with Amazon's
 * vocabulary. No PATCH and no preview is sent; Amazon is asked only for the listing and, once a
 * day at most, for the product type's definition.
 */
export async function checkDraft(amazon: AmazonAccess, userId: string, sku: string, marketplace: Marketplace, draft: PublishPatch): Promise<CategoryRules> {
  const { client, connection } = await sellerClient(amazon, userId, marketplace);
  const marketplaceId = amazonMarketplaceId(marketplace);
  const item = await client.getItem(sku, marketplaceId);
  const { rules, note } = await listingCategoryRules(amazon, client, connection.selling_partner_id, item, marketplaceId, draft);
  if (!rules) throw new AppError('UPSTREAM_FAILED', note ?? 'Amazon’s rules for this product type could not be read.');
  return rules;
}
