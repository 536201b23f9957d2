/**
 * Amazon stores the engine has limits for. CN is missing on purpose: its search-term limits differ
 * from every other store and we have no researched numbers for it.
 */
export const MARKETPLACES = [
  'US', 'CA', 'MX', 'BR',
  'UK', 'IE', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'PL',
  'AE', 'SA', 'EG', 'TR',
  'IN', 'JP', 'SG', 'AU',
] as const;

export type Marketplace = (typeof MARKETPLACES)[number];

export const DEFAULT_MARKETPLACE: Marketplace = 'US';

export function isMarketplace(value: string): value is Marketplace {
  return (MARKETPLACES as readonly string[]).includes(value);
}
