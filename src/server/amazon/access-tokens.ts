import crypto from 'node:crypto';
import type { AmazonConfig } from '../runtime/config.js';
import { refreshAccessToken } from './lwa.js';

/** An access token is used until this long before it lapses, so no request carries one that dies in flight. */
export const ACCESS_TOKEN_MARGIN_MS = 60_000;

/**
 * Access tokens in memory, one per refresh token (keyed by its hash, never the token itself).
 * Concurrent requests for the same seller share one refresh.
 */
export class AccessTokens {
  private cached = new Map<string, { token: string; usableUntil: number }>();
  private pending = new Map<string, Promise<string>>();

  constructor(
    private config: AmazonConfig,
    private now: () => Date,
  ) {}

  async get(refreshToken: string): Promise<string> {
    const key = keyOf(refreshToken);
    const hit = this.cached.get(key);
    if (hit && this.now().getTime() < hit.usableUntil) return hit.token;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const request = refreshAccessToken(this.config, refreshToken)
      .then(({ accessToken, expiresIn }) => {
        this.cached.set(key, { token: accessToken, usableUntil: this.now().getTime() + expiresIn * 1000 - ACCESS_TOKEN_MARGIN_MS });
        return accessToken;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  /** Amazon refused the token before its time (revoked, clock skew): the next call refreshes. */
  forget(refreshToken: string) {
    this.cached.delete(keyOf(refreshToken));
  }
}

const keyOf = (refreshToken: string) => crypto.createHash('sha256').update(refreshToken).digest('base64url');
