import type { Item } from '@sp-api-sdk/listings-items-api-2021-08-01';

/**
 * Reading and writing the five listing attributes in Amazon's shape: each attribute is a list of
 * `{value, language_tag, marketplace_id}`. Bullets are one attribute of several values, so sending
 * bullets replaces all of them; search terms (generic_keyword) are one value.
 */

export const ATTRIBUTE_OF = {
  title: 'item_name',
  bullets: 'bullet_point',
  description: 'product_description',
  keywords: 'generic_keyword',
} as const;
export type AttributeField = keyof typeof ATTRIBUTE_OF;

export const FIELD_OF_ATTRIBUTE: Record<string, AttributeField> = Object.fromEntries(
  Object.entries(ATTRIBUTE_OF).map(([field, attribute]) => [attribute, field as AttributeField]),
);

interface AttributeValue {
  value?: unknown;
  language_tag?: string;
  marketplace_id?: string;
}

/** The attribute's text values for this marketplace (values without a marketplace apply to all). */
export function attributeValues(item: Item, attribute: string, marketplaceId: string): AttributeValue[] {
  const values = item.attributes?.[attribute];
  if (!Array.isArray(values)) return [];
  return (values as AttributeValue[]).filter(
    (v) => v && typeof v === 'object' && (v.marketplace_id === undefined || v.marketplace_id === marketplaceId) && typeof v.value === 'string',
  );
}

export const textsOf = (item: Item, attribute: string, marketplaceId: string) =>
  attributeValues(item, attribute, marketplaceId).map((v) => (v.value as string).trim()).filter(Boolean);

/** The language the listing is written in on Amazon, so a patch keeps it. */
export function languageOf(item: Item, marketplaceId: string): string | undefined {
  for (const attribute of ['item_name', 'bullet_point', 'product_description']) {
    const tag = attributeValues(item, attribute, marketplaceId)[0]?.language_tag;
    if (tag) return tag;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Amazon descriptions may carry a little HTML (<p>, <br>, <b>); the optimizer works on plain text. */
export function plainDescription(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|li|div)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
