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

export function amazonMarketplaceId(marketplace: Marketplace): string {
  return AMAZON_MARKETPLACES[marketplace].id;
}

/** Ours for an Amazon marketplace id, or undefined for a store we have no limits for. */
export function marketplaceOfAmazonId(id: string): Marketplace | undefined {
  return (Object.keys(AMAZON_MARKETPLACES) as Marketplace[]).find((m) => AMAZON_MARKETPLACES[m].id === id);
}
