import type { Item } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { CategoryRules } from '../../../contract/amazon-catalog.js';
import type { PublishPatch } from '../../../contract/amazon.js';
import { AppError } from '../../http/errors.js';
import type { AmazonAccess } from '../amazon-access.js';
import { languageOf } from '../listing-attributes.js';
import type { ListingsClient } from '../listings-client.js';
import { categoryRules } from './category-rules.js';
import { productTypeSchema } from './product-type-schemas.js';

/**
 * A listing's product type rules, or why there are none: an import still works when Amazon will
 * not give the schema (a product type it no longer lists, an outage), it only says so.
 */
export async function listingCategoryRules(
  amazon: AmazonAccess,
  client: ListingsClient,
  sellerId: string,
  item: Item,
  marketplaceId: string,
  draft?: PublishPatch,
): Promise<{ rules: CategoryRules | null; note: string | null }> {
  const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0];
  const productType = summary?.productType;
  if (!productType) return { rules: null, note: 'Amazon did not say which product type this listing is, so its category’s own limits are not known; the policy’s limits were used.' };
  try {
    const schema = await productTypeSchema(amazon, client, sellerId, productType, marketplaceId);
    const language = languageOf(item, marketplaceId) ?? 'en_US';
    return { rules: categoryRules(schema, { attributes: (item.attributes ?? {}) as Record<string, unknown>, draft, marketplaceId, language }), note: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { rules: null, note: `Amazon’s rules for product type ${productType} could not be read (${error.message}); the policy’s limits were used.` };
  }
}

const names = (attributes: readonly { title: string }[]) => attributes.map((a) => a.title).join(', ');

/** The rules in the seller's words, for the import's notes (the page shows them as they are). */
export function categoryNotes(rules: CategoryRules): string[] {
  const notes: string[] = [];
  if (rules.missingRequired.length) notes.push(`Amazon requires these for ${rules.displayName} and the listing has none: ${names(rules.missingRequired)}.`);
  if (rules.missingRecommended.length) notes.push(`Recommended for ${rules.displayName} and missing: ${names(rules.missingRecommended)}.`);
  return notes;
}
