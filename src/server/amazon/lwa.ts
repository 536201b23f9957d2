import type { AmazonConfig } from '../runtime/config.js';

/**
 * Login with Amazon, the two grants Listcraft uses: the authorization code from the consent
 * callback, and the refresh token for an hour's access token. Form-encoded, as LWA documents it.
 * Neither token is ever put in an error message: errors carry LWA's error code only.
 */

export type LwaFailure = 'invalid_grant' | 'invalid_client' | 'unavailable';

export class LwaError extends Error {
  constructor(
    readonly failure: LwaFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LwaError';
  }
}

export interface LwaTokens {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  refreshToken?: string;
}

const TIMEOUT_MS = 15_000;

async function grant(config: AmazonConfig, fields: Record<string, string>): Promise<LwaTokens> {
  const body = new URLSearchParams({ ...fields, client_id: config.clientId, client_secret: config.clientSecret });
  let response: Response;
  try {
    response = await fetch(config.lwaTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new LwaError('unavailable', 'Login with Amazon did not answer.');
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof data.access_token === 'string' && typeof data.expires_in === 'number') {
    return {
      accessToken: data.access_token,
      expiresIn: data.expires_in,
      refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : undefined,
    };
  }
  const code = typeof data.error === 'string' ? data.error : `HTTP ${response.status}`;
  if (code === 'invalid_grant') throw new LwaError('invalid_grant', 'Login with Amazon refused the grant (invalid_grant).');
  if (code === 'invalid_client' || code === 'unauthorized_client') throw new LwaError('invalid_client', `Login with Amazon refused the app's credentials (${code}).`);
  throw new LwaError('unavailable', `Login with Amazon failed (${code}).`);
}

/** The consent callback's code, for the seller's refresh token. */
export async function exchangeAuthorizationCode(config: AmazonConfig, code: string, redirectUri: string) {
  const tokens = await grant(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  if (!tokens.refreshToken) throw new LwaError('unavailable', 'Login with Amazon gave no refresh token.');
  return tokens as LwaTokens & { refreshToken: string };
}

export function refreshAccessToken(config: AmazonConfig, refreshToken: string) {
  return grant(config, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
