/**
 * Where a publish stands (docs/decisions/0028-amazon-publish-states.md):
 * submitted (Amazon took the patch for processing), accepted (Amazon stored the values: they read
 * back in `attributes`), live (the product page shows them: `summaries` too), refused (Amazon said
 * INVALID, or raised a new ERROR on a sent attribute), superseded (a newer publish to the same SKU
 * came before this one ended).
 */
export const AMAZON_PUBLISH_STATUSES = ['submitted', 'accepted', 'live', 'refused', 'superseded'] as const;
export type AmazonPublishStatus = (typeof AMAZON_PUBLISH_STATUSES)[number];

/** States after which Amazon is not asked again. */
export const FINAL_PUBLISH_STATUSES: readonly AmazonPublishStatus[] = ['live', 'refused', 'superseded'];

/** Why an accepted publish is not live: the catalog belongs to the brand owner (Amazon's 8541). */
export const AMAZON_PUBLISH_REASONS = ['catalog_owner'] as const;
export type AmazonPublishReason = (typeof AMAZON_PUBLISH_REASONS)[number];
