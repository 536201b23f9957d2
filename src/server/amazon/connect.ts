import type { Marketplace } from '../../rules/index.js';
import { AppError } from '../http/errors.js';
import type { SpApiRegion } from '../runtime/config.js';
import { regionOf, SELLER_CENTRAL } from './marketplaces.js';
import type { AmazonAccess } from './amazon-access.js';
import { saveConnection } from './connection-store.js';
import { LwaError, exchangeAuthorizationCode } from './lwa.js';
import { lwaToSellerError } from './listings-client.js';
import { consumeState, issueState } from './oauth-state.js';

/**
 * The consent page on the Seller Central of the store the seller sells in (Mexico, Brazil, India,
 * the UAE… each have their own), with a fresh single-use state that remembers the store's region.
 */
export async function consentUrl(amazon: AmazonAccess, userId: string, sessionCredential: string, marketplace: Marketplace) {
  const region = regionOf(marketplace);
  const { state, expiresAt } = await issueState(amazon.db, userId, sessionCredential, amazon.now(), region);
  const override = amazon.config.consentUrlOverride;
  const url = new URL(override ? override.replace('{sellerCentral}', SELLER_CENTRAL[marketplace]) : `https://${SELLER_CENTRAL[marketplace]}/apps/authorize/consent`);
  url.searchParams.set('application_id', amazon.config.appId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', amazon.callbackUrl);
  // An app still in draft can only be authorized in beta mode.
  if (amazon.config.draftApp) url.searchParams.set('version', 'beta');
  return { url: url.toString(), expiresAt: expiresAt.toISOString(), region };
}

export type CallbackOutcome = 'connected' | 'refused' | 'state' | 'failed' | 'misconfigured';

export interface CallbackQuery {
  spapi_oauth_code?: string;
  selling_partner_id?: string;
  state?: string;
  error?: string;
}

/**
 * The end of the consent round trip. The state is checked (and spent) before the code is used,
 * so a forged or replayed callback never reaches Amazon. The outcome names what went wrong in a
 * word for the web page; details stay on the server.
 */
export async function completeConsent(amazon: AmazonAccess, query: CallbackQuery, userId: string, sessionCredential: string): Promise<CallbackOutcome> {
  const region = query.state ? await consumeState(amazon.db, query.state, userId, sessionCredential, amazon.now()) : undefined;
  if (!region) return 'state';
  if (query.error || !query.spapi_oauth_code || !query.selling_partner_id) return 'refused';
  if (!/^[A-Z0-9]{8,20}$/.test(query.selling_partner_id)) return 'refused';
  try {
    const tokens = await exchangeAuthorizationCode(amazon.config, query.spapi_oauth_code, amazon.callbackUrl);
    await saveConnection(amazon.db, amazon.cipher, {
      userId,
      sellingPartnerId: query.selling_partner_id,
      method: 'authorization',
      region,
      refreshToken: tokens.refreshToken,
      at: amazon.now(),
    });
    return 'connected';
  } catch (error) {
    if (error instanceof LwaError) return error.failure === 'invalid_client' ? 'misconfigured' : error.failure === 'invalid_grant' ? 'refused' : 'failed';
    throw error;
  }
}

/** A refresh token the seller authorized for themselves in Seller Central, checked with one refresh before it is kept. */
export async function connectSelfAuthorized(amazon: AmazonAccess, userId: string, refreshToken: string, sellingPartnerId: string, region: SpApiRegion) {
  try {
    await amazon.tokens.get(refreshToken);
  } catch (error) {
    if (error instanceof LwaError && error.failure === 'invalid_grant') {
      throw new AppError('BAD_REQUEST', 'Amazon did not accept this refresh token. Copy it again from Seller Central (Apps and Services, Develop Apps, Authorize) and make sure it belongs to this app.');
    }
    throw lwaToSellerError(error);
  }
  return saveConnection(amazon.db, amazon.cipher, { userId, sellingPartnerId, method: 'self-authorized', region, refreshToken, at: amazon.now() });
}
