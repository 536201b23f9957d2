import type { Marketplace } from '../../rules/index.js';
import type { SpApiRegion } from '../runtime/config.js';

/**
 * Amazon's marketplace ids for the stores the rules engine has limits for, the SP-API region that
 * serves each, and the language Amazon expects attribute values in when a listing has none yet.
 * Ids from Amazon's "Marketplace IDs" reference.
 */
export const AMAZON_MARKETPLACES: Record<Marketplace, { id: string; region: SpApiRegion; language: string }> = {
  US: { id: 'ATVPDKIKX0DER', region: 'na', language: 'en_US' },
  CA: { id: 'A2EUQ1WTGCTBG2', region: 'na', language: 'en_CA' },
  MX: { id: 'A1AM78C64UM0Y8', region: 'na', language: 'es_MX' },
  BR: { id: 'A2Q3Y263D00KWC', region: 'na', language: 'pt_BR' },
  UK: { id: 'A1F83G8C2ARO7P', region: 'eu', language: 'en_GB' },
  IE: { id: 'A28R8C7NBKEWEA', region: 'eu', language: 'en_IE' },
  DE: { id: 'A1PA6795UKMFR9', region: 'eu', language: 'de_DE' },
  FR: { id: 'A13V1IB3VIYZZH', region: 'eu', language: 'fr_FR' },
  IT: { id: 'APJ6JRA9NG5V4', region: 'eu', language: 'it_IT' },
  ES: { id: 'A1RKKUPIHCS9HS', region: 'eu', language: 'es_ES' },
  NL: { id: 'A1805IZSGTT6HS', region: 'eu', language: 'nl_NL' },
  BE: { id: 'AMEN7PMS3EDWL', region: 'eu', language: 'fr_BE' },
  SE: { id: 'A2NODRKZP88ZB9', region: 'eu', language: 'sv_SE' },
  PL: { id: 'A1C3SOZRARQ6R3', region: 'eu', language: 'pl_PL' },
  AE: { id: 'A2VIGQ35RCS4UG', region: 'eu', language: 'en_AE' },
  SA: { id: 'A17E79C6D8DWNP', region: 'eu', language: 'ar_SA' },
  EG: { id: 'ARBP9OOSHTCHU', region: 'eu', language: 'ar_EG' },
  TR: { id: 'A33AVAJ2PDY3EV', region: 'eu', language: 'tr_TR' },
  IN: { id: 'A21TJRUUN4KGV', region: 'eu', language: 'en_IN' },
  JP: { id: 'A1VC38T7YXB528', region: 'fe', language: 'ja_JP' },
  SG: { id: 'A19VAU5U5O7RUS', region: 'fe', language: 'en_SG' },
  AU: { id: 'A39IBJ37TRP1C6', region: 'fe', language: 'en_AU' },
};

/**
 * Each store's Seller Central, where a seller selling there consents (Amazon's "Seller Central
 * URLs" table in the authorization guide). Europe's older stores share sellercentral-europe; the
 * newer ones and those with their own Seller Central (Mexico, Brazil, India, the UAE…) have their own.
 */
export const SELLER_CENTRAL: Record<Marketplace, string> = {
  US: 'sellercentral.amazon.com',
  CA: 'sellercentral.amazon.ca',
  MX: 'sellercentral.amazon.com.mx',
  BR: 'sellercentral.amazon.com.br',
  UK: 'sellercentral-europe.amazon.com',
  IE: 'sellercentral.amazon.ie',
  DE: 'sellercentral-europe.amazon.com',
  FR: 'sellercentral-europe.amazon.com',
  IT: 'sellercentral-europe.amazon.com',
  ES: 'sellercentral-europe.amazon.com',
  NL: 'sellercentral.amazon.nl',
  BE: 'sellercentral.amazon.com.be',
  SE: 'sellercentral.amazon.se',
  PL: 'sellercentral.amazon.pl',
  AE: 'sellercentral.amazon.ae',
  SA: 'sellercentral.amazon.sa',
  EG: 'sellercentral.amazon.eg',
  TR: 'sellercentral.amazon.com.tr',
  IN: 'sellercentral.amazon.in',
  JP: 'sellercentral.amazon.co.jp',
  SG: 'sellercentral.amazon.sg',
  AU: 'sellercentral.amazon.com.au',
};

/** The region's name as a seller reads it. */
export const REGION_NAMES: Record<SpApiRegion, string> = { na: 'North America', eu: 'Europe', fe: 'Far East' };

export const regionOf = (marketplace: Marketplace): SpApiRegion => AMAZON_MARKETPLACES[marketplace].region;

/** The stores a connection in this region reaches. */
export const marketplacesOf = (region: SpApiRegion): Marketplace[] => (Object.keys(AMAZON_MARKETPLACES) as Marketplace[]).filter((m) => AMAZON_MARKETPLACES[m].region === region);

export function amazonMarketplaceId(marketplace: Marketplace): string {
  return AMAZON_MARKETPLACES[marketplace].id;
}

/** Ours for an Amazon marketplace id, or undefined for a store we have no limits for. */
export function marketplaceOfAmazonId(id: string): Marketplace | undefined {
  return (Object.keys(AMAZON_MARKETPLACES) as Marketplace[]).find((m) => AMAZON_MARKETPLACES[m].id === id);
}
