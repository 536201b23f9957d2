import { ListingsItemsApi, type Item, type ItemSearchResults, type ListingsItemPatchRequest, type ListingsItemSubmissionResponse } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { AppError } from '../http/errors.js';
import type { AmazonConfig } from '../runtime/config.js';
import type { AccessTokens } from './access-tokens.js';
import type { SpApiRegion } from '../runtime/config.js';
import { LwaError } from './lwa.js';
import { backoffMs, rateFromHeader, type SpApiOperation, type RequestBudget } from './request-budget.js';

/**
 * One seller's Listings Items API (2021-08-01), through the SDK's generated client pointed at the
 * region's endpoint. Around each call: the request budget per seller, region and operation (Amazon's
 * usage plans, adapted to `x-amzn-RateLimit-Limit` on successful answers), the access token header,
 * a jittered back-off on 429, one token refresh on 403 (never for a marketplace outside the
 * region: that is explained, not retried), and Amazon's errors turned into messages a seller can act on. Tokens never reach an error or a log line:
 * the SDK's axios errors are reduced to status and Amazon's own error texts here.
 */

export interface SellerCredentials {
  sellingPartnerId: string;
  refreshToken: string;
}

export interface ListingsClientDeps {
  config: AmazonConfig;
  tokens: AccessTokens;
  budget: RequestBudget;
  /** The region the seller's token works in; its endpoint is called. */
  region: SpApiRegion;
  /** Retries after a 429 before the seller is told Amazon is limiting requests. */
  maxRetries?: number;
}

const TIMEOUT_MS = 20_000;

/** Amazon's 403 detail when a marketplace is not served by the endpoint's region. */
const OUTSIDE_REGION = /not valid for (the )?region/i;

interface HttpFailure {
  status?: number;
  headers: Record<string, unknown>;
  amazonErrors: { code?: string; message?: string; details?: string }[];
}

/** The parts of an axios error worth keeping; the request config (with the token) is dropped. */
function failureOf(error: unknown): HttpFailure | undefined {
  const e = error as { isAxiosError?: boolean; response?: { status?: number; headers?: Record<string, unknown>; data?: unknown } };
  if (!e || !e.isAxiosError) return undefined;
  const data = e.response?.data as { errors?: unknown } | undefined;
  const amazonErrors = Array.isArray(data?.errors) ? (data.errors as HttpFailure['amazonErrors']) : [];
  return { status: e.response?.status, headers: e.response?.headers ?? {}, amazonErrors };
}

function amazonText(failure: HttpFailure) {
  return failure.amazonErrors.map((e) => [e.message, e.details].filter(Boolean).join(' ')).filter(Boolean).join(' ');
}

export class ListingsClient {
  private api: ListingsItemsApi;

  constructor(
    private deps: ListingsClientDeps,
    private seller: SellerCredentials,
  ) {
    // The generated class takes the base path directly; ListingsItemsApiClient would fix it to the region's host.
    this.api = new ListingsItemsApi(undefined, deps.config.endpoints[deps.region]);
  }

  /** The SP-API origin of the seller's region: the other SP-API clients of this seller call it too. */
  get endpoint(): string {
    return this.deps.config.endpoints[this.deps.region];
  }

  async getItem(sku: string, marketplaceId: string): Promise<Item> {
    const response = await this.call('getListingsItem', `SKU ${sku}`, (options) =>
      this.api.getListingsItem({ sellerId: this.seller.sellingPartnerId, sku, marketplaceIds: [marketplaceId], includedData: ['summaries', 'attributes', 'issues'] }, options),
    );
    return response.data;
  }

  async search(marketplaceId: string, query: { skus?: string[]; pageToken?: string; pageSize?: number }): Promise<ItemSearchResults> {
    const response = await this.call('searchListingsItems', 'the listings', (options) =>
      this.api.searchListingsItems(
        {
          sellerId: this.seller.sellingPartnerId,
          marketplaceIds: [marketplaceId],
          includedData: ['summaries'],
          ...(query.skus?.length ? { identifiers: query.skus, identifiersType: 'SKU' as const } : {}),
          pageSize: query.pageSize ?? 20,
          pageToken: query.pageToken,
        },
        options,
      ),
    );
    return response.data;
  }

  async patch(sku: string, marketplaceId: string, body: ListingsItemPatchRequest, preview: boolean): Promise<ListingsItemSubmissionResponse> {
    const response = await this.call('patchListingsItem', `SKU ${sku}`, (options) =>
      this.api.patchListingsItem(
        { sellerId: this.seller.sellingPartnerId, sku, marketplaceIds: [marketplaceId], body, includedData: ['issues'], ...(preview ? { mode: 'VALIDATION_PREVIEW' as const } : {}) },
        options,
      ),
    );
    return response.data;
  }

  /**
   * One SP-API call as this seller, paced by the operation's own bucket, with the token, 429 and
   * 403 handling above; the other SP-API clients (product types, reports) send through it too.
   */
  async call<T extends { headers?: unknown }>(
    operation: SpApiOperation,
    what: string,
    send: (options: { headers: Record<string, string>; timeout: number; proxy: false }) => Promise<T>,
  ): Promise<T> {
    const maxRetries = this.deps.maxRetries ?? 4;
    const budgetKey = `${this.seller.sellingPartnerId}\u0000${this.deps.region}`;
    let refreshed = false;
    let throttled = 0;
    for (;;) {
      await this.deps.budget.take(budgetKey, operation);
      const token = await this.accessToken();
      try {
        const response = await send({ headers: { 'x-amz-access-token': token }, timeout: TIMEOUT_MS, proxy: false });
        // Amazon says the seller's rate for this operation on its successful answers.
        const rate = rateFromHeader((response.headers as Record<string, unknown> | undefined)?.['x-amzn-ratelimit-limit']);
        if (rate !== undefined) this.deps.budget.adapt(budgetKey, operation, rate);
        return response;
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (failure.status === 429 && throttled < maxRetries) {
          // No rate header on a 429: paced by the last rate Amazon gave, with jitter.
          await new Promise((resolve) => setTimeout(resolve, backoffMs(this.deps.budget.rate(budgetKey, operation), throttled)));
          throttled++;
          continue;
        }
        // A marketplace outside this region: a fresh token or a new consent would meet the same 403.
        if (failure.status === 403 && OUTSIDE_REGION.test(amazonText(failure))) throw new AppError('CONFLICT', outsideRegionMessage(this.deps.region));
        // An access token can die before its hour (revoked, clock skew): refresh once and retry.
        if (failure.status === 403 && !refreshed) {
          refreshed = true;
          this.deps.tokens.forget(this.seller.refreshToken);
          continue;
        }
        throw toSellerError(what, failure, error);
      }
    }
  }

  private async accessToken() {
    try {
      return await this.deps.tokens.get(this.seller.refreshToken);
    } catch (error) {
      throw lwaToSellerError(error);
    }
  }
}

const REGION_NAMES: Record<SpApiRegion, string> = { na: 'North America', eu: 'Europe', fe: 'Far East' };

function outsideRegionMessage(region: SpApiRegion) {
  return `Amazon says this marketplace is not in the ${REGION_NAMES[region]} region your account was connected in. Connect the account for the marketplace’s own region; connecting this one again would not change it.`;
}

export function lwaToSellerError(error: unknown): AppError {
  if (!(error instanceof LwaError)) return new AppError('UPSTREAM_FAILED', 'Amazon could not be reached. Please try again.');
  if (error.failure === 'invalid_grant') {
    return new AppError('CONFLICT', 'Amazon no longer accepts this connection (it was revoked or has expired). Disconnect and connect your Amazon account again.');
  }
  if (error.failure === 'invalid_client') {
    return new AppError('UPSTREAM_FAILED', 'Amazon refused Listcraft’s app credentials. This is a server setting; please tell support.');
  }
  return new AppError('UPSTREAM_FAILED', 'Login with Amazon did not answer. Please try again in a minute.');
}

function toSellerError(what: string, failure: HttpFailure, error: unknown): AppError {
  const said = amazonText(failure);
  const code = (error as { code?: string }).code;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return new AppError('UPSTREAM_TIMEOUT', 'Amazon took too long to answer. Please try again.');
  switch (failure.status) {
    case undefined:
      return new AppError('UPSTREAM_FAILED', 'Amazon could not be reached. Please try again.');
    case 400:
      return new AppError('BAD_REQUEST', `Amazon refused the request for ${what}: ${said || 'invalid input'}`);
    case 403:
      return new AppError(
        'CONFLICT',
        'Amazon denied access to this seller account’s listings. Check that the account authorized Listcraft with the Product Listing role, or connect it again.',
      );
    case 404:
      return new AppError('NOT_FOUND', `Amazon has no ${what} in this marketplace.`);
    case 429:
      return new AppError('RATE_LIMITED', 'Amazon is limiting requests for this seller account right now. Please try again in a few seconds.', { retryAfterSeconds: 5 });
    default:
      return new AppError('UPSTREAM_FAILED', `Amazon failed to answer for ${what} (HTTP ${failure.status}). Please try again.`);
  }
}
