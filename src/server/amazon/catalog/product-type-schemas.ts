import { ProductTypeDefinitionsApi } from '@sp-api-sdk/product-type-definitions-api-2020-09-01';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AmazonConfig } from '../../runtime/config.js';
import type { ListingsClient } from '../listings-client.js';

/**
 * A product type's JSON Schema from Amazon's Product Type Definitions API (2020-09-01): the
 * definition (`getDefinitionsProductType`, with requirements LISTING) names the version and links
 * the schema document, which is fetched from that link without the seller's token (it is a
 * pre-signed link, and the same for every seller). Kept per product type, marketplace and version;
 * Amazon is asked again for the current version once the newest kept one is a day old.
 */

export interface ProductTypeSchema {
  productType: string;
  marketplaceId: string;
  version: string;
  displayName: string;
  schema: Record<string, unknown>;
  /** Amazon's property groups, name -> the attributes it holds. */
  propertyGroups: Record<string, { title?: string; propertyNames?: string[] }>;
}

/** How long a kept schema is used before Amazon is asked whether a newer version exists. */
export const SCHEMA_FRESH_MS = 24 * 60 * 60_000;
const DOCUMENT_TIMEOUT_MS = 30_000;
/** Product type schemas run to a few MB; a larger answer is not one. */
const MAX_SCHEMA_BYTES = 32 * 1024 * 1024;

export interface SchemaSource {
  db: Kysely<DB>;
  config: AmazonConfig;
  now: () => Date;
}

/** The product type's schema for this marketplace: kept, or fetched and kept. */
export async function productTypeSchema(source: SchemaSource, client: ListingsClient, sellerId: string, productType: string, marketplaceId: string): Promise<ProductTypeSchema> {
  const now = source.now();
  const kept = await source.db
    .selectFrom('amazon_product_type_schemas')
    .selectAll()
    .where('product_type', '=', productType)
    .where('amazon_marketplace_id', '=', marketplaceId)
    .orderBy('fetched_at', 'desc')
    .executeTakeFirst();
  if (kept && now.getTime() - kept.fetched_at.getTime() < SCHEMA_FRESH_MS) return fromRow(kept);

  const api = new ProductTypeDefinitionsApi(undefined, client.endpoint);
  const definition = (
    await client.call('getDefinitionsProductType', `product type ${productType}`, (options) =>
      api.getDefinitionsProductType({ productType, marketplaceIds: [marketplaceId], sellerId, requirements: 'LISTING', locale: 'DEFAULT' }, options),
    )
  ).data;
  const version = definition.productTypeVersion.version;
  const same = await source.db
    .updateTable('amazon_product_type_schemas')
    .set({ fetched_at: now })
    .where('product_type', '=', productType)
    .where('amazon_marketplace_id', '=', marketplaceId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (same) return fromRow(same);

  const schema = await schemaDocument(definition.schema.link.resource);
  const row = {
    product_type: productType,
    amazon_marketplace_id: marketplaceId,
    version,
    display_name: definition.displayName,
    checksum: definition.schema.checksum,
    schema: JSON.stringify(schema),
    property_groups: JSON.stringify(definition.propertyGroups ?? {}),
    fetched_at: now,
  };
  // Two imports of one product type at once both fetch it; the second write changes nothing.
  await source.db.insertInto('amazon_product_type_schemas').values(row).onConflict((oc) => oc.doNothing()).execute();
  return { productType, marketplaceId, version, displayName: definition.displayName, schema, propertyGroups: definition.propertyGroups ?? {} };
}

function fromRow(row: { product_type: string; amazon_marketplace_id: string; version: string; display_name: string; schema: unknown; property_groups: unknown }): ProductTypeSchema {
  return {
    productType: row.product_type,
    marketplaceId: row.amazon_marketplace_id,
    version: row.version,
    displayName: row.display_name,
    schema: row.schema as Record<string, unknown>,
    propertyGroups: row.property_groups as ProductTypeSchema['propertyGroups'],
  };
}

/** The schema document behind the definition's link (no token: the link is pre-signed). */
async function schemaDocument(resource: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(resource, { signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS) });
  } catch {
    throw new AppError('UPSTREAM_FAILED', 'Amazon’s product type schema could not be downloaded. Please try again.');
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || length > MAX_SCHEMA_BYTES) throw new AppError('UPSTREAM_FAILED', `Amazon’s product type schema could not be downloaded (HTTP ${response.status}).`);
  const schema = (await response.json()) as unknown;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw new AppError('UPSTREAM_FAILED', 'Amazon’s product type schema was not a JSON Schema.');
  return schema as Record<string, unknown>;
}
