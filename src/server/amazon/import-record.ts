import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { productText } from '../../writer/input-identity.js';
import type { DB } from '../db/schema.js';
import type { ListingVersionFields } from '../listings/versions.js';

/**
 * An import remembered until the seller generates from it, so the new listing's history starts
 * with what was live on Amazon (version 1, 'imported'). It is found by the product text (title
 * and bullets, read as input-identity.ts reads them): changing a word of it makes another product,
 * whose history starts with the generation alone.
 */
export const IMPORT_KEPT_MS = 7 * 24 * 60 * 60_000;

/** The product text's hash an import is found by (also the listing's, from its original title and bullets). */
export const productHash = (input: Pick<OptimizerInput, 'title' | 'bulletPoints'>) => crypto.createHash('sha256').update(productText(input)).digest('hex');

export async function rememberImport(
  db: Kysely<DB>,
  record: { userId: string; sku: string; marketplace: string; form: Pick<OptimizerInput, 'title' | 'bulletPoints'>; fields: ListingVersionFields; at: Date },
) {
  const hash = productHash(record.form);
  // One record per product and seller, and none older than a week.
  await db
    .deleteFrom('amazon_imports')
    .where('user_id', '=', record.userId)
    .where((eb) => eb.or([eb('product_hash', '=', hash), eb('created_at', '<', new Date(record.at.getTime() - IMPORT_KEPT_MS))]))
    .execute();
  await db
    .insertInto('amazon_imports')
    .values({ user_id: record.userId, sku: record.sku, marketplace: record.marketplace, product_hash: hash, fields: JSON.stringify(record.fields), created_at: record.at })
    .execute();
}

/** Amazon's text for the product the seller is generating, when it was imported within the week. */
export async function importedTextFor(db: Kysely<DB>, userId: string, input: Pick<OptimizerInput, 'title' | 'bulletPoints'>, now: Date): Promise<ListingVersionFields | undefined> {
  const row = await db
    .selectFrom('amazon_imports')
    .select('fields')
    .where('user_id', '=', userId)
    .where('product_hash', '=', productHash(input))
    .where('created_at', '>=', new Date(now.getTime() - IMPORT_KEPT_MS))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? (row.fields as ListingVersionFields) : undefined;
}
