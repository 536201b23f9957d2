import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { FakeAmazonCatalog } from './fake-amazon-catalog.js';
import { AMAZON_MARKETPLACES, SELLER_CENTRAL } from '../../src/server/amazon/marketplaces.js';

type Region = 'na' | 'eu' | 'fe';
const regionOfMarketplaceId = (id: string) => Object.values(AMAZON_MARKETPLACES).find((m) => m.id === id)?.region;
const regionOfSellerCentral = (host: string) => (Object.keys(SELLER_CENTRAL) as (keyof typeof SELLER_CENTRAL)[]).map((m) => (SELLER_CENTRAL[m] === host ? AMAZON_MARKETPLACES[m].region : undefined)).find(Boolean);

/**
 * A local stand-in for Amazon, over a real socket: the Login with Amazon token endpoint
 * (POST /auth/o2/token, form-encoded, as LWA documents it) and the Listings Items API 2021-08-01
 * (get, search, patch with and without VALIDATION_PREVIEW). It answers with the documented shapes,
 * errors included: LWA's `{error, error_description}`, SP-API's `{errors: [{code, message, details}]}`,
 * 403 for a missing or expired `x-amz-access-token`, and 429 without `x-amzn-RateLimit-Limit`
 * (Amazon sends that header on successful answers only). How Amazon behaves for a seller on day
 * one (standing issues, delayed processing, a reseller's 8541, a preview that passes while the
 * real patch fails) is switched per test through the fields below; see fake-amazon-behaviours.ts.
 */

export interface FakeIssue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
  categories: string[];
}

type AttributeValue = Record<string, unknown> & { marketplace_id?: string };

export interface FakeItem {
  sellerId: string;
  sku: string;
  marketplaceId: string;
  productType: string;
  asin: string;
  attributes: Record<string, AttributeValue[]>;
  issues: FakeIssue[];
  /**
   * The catalog's title when the seller is not the brand owner (a reseller): the product page
   * (`summaries.itemName`) keeps it whatever the seller stores, and a different title stored
   * raises Amazon's 8541 (the seller's data conflicts with the catalog).
   */
  catalogTitle?: string;
  /** Attributes the product type requires: a listing without one carries Amazon's 90220. */
  requiredAttributes?: string[];
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON, or the form fields of a token request. */
  body: unknown;
  /** The regional endpoint called (`/na`, `/eu`, `/fe` before the API path), if any; `path` is without it. */
  region?: Region;
}

export interface PatchBody {
  productType: string;
  patches: { op: string; path: string; value?: AttributeValue[] }[];
}

/** Decides what Amazon says of a patch; the default refuses over-long titles as Amazon does. */
export type PatchJudge = (item: FakeItem, body: PatchBody) => FakeIssue[];

/** Amazon's title limit is counted in characters (a German or Japanese title is not cut by its bytes). */
const TITLE_MAX_CHARS = 200;

/** The title Amazon would refuse for its length: 4000001, Amazon's "the provided value is invalid". */
export function titleTooLong(title: string): FakeIssue | undefined {
  const length = [...title].length;
  if (length <= TITLE_MAX_CHARS) return undefined;
  return {
    code: '4000001',
    message: `The provided value for 'Item Name' is invalid: it is ${length} characters long, and at most ${TITLE_MAX_CHARS} are allowed.`,
    severity: 'ERROR',
    attributeNames: ['item_name'],
    categories: ['INVALID_ATTRIBUTE'],
  };
}

export const defaultJudge: PatchJudge = (_item, body) => {
  const issues: FakeIssue[] = [];
  for (const patch of body.patches) {
    if (patch.path !== '/attributes/item_name') continue;
    const issue = titleTooLong(String(patch.value?.[0]?.value ?? ''));
    if (issue) issues.push(issue);
  }
  return issues;
};

/** Amazon's 90220 for each required attribute the listing lacks. */
export function missingRequired(item: FakeItem): FakeIssue[] {
  return (item.requiredAttributes ?? [])
    .filter((name) => !item.attributes[name]?.length)
    .map((name) => ({ code: '90220', message: `'${name}' is required but not supplied.`, severity: 'ERROR', attributeNames: [name], categories: ['MISSING_ATTRIBUTE'] }));
}

interface PendingChange {
  body: PatchBody;
  /** GETs that still see the old attributes: Amazon applies an accepted patch some time later. */
  readsLeft: number;
}

export class FakeAmazon {
  readonly clientId = 'amzn1.application-oa2-client.fake';
  readonly clientSecret = 'fake-client-secret';
  readonly requests: ReceivedRequest[] = [];
  /** Seconds an access token lives (LWA issues 3600). */
  accessTokenSeconds = 3600;
  /** How many GETs after an accepted patch still show the old listing. */
  processingReads = 1;
  judge: PatchJudge = defaultJudge;
  /**
   * What only the real patch meets, never its VALIDATION_PREVIEW (checks Amazon runs later, such
   * as a restricted word): the preview says VALID, the patch INVALID.
   */
  realPatchJudge?: PatchJudge;
  /** Amazon finishing an accepted patch: what it adds once the values are applied (issues found minutes later). */
  onProcessed?: (item: FakeItem, body: PatchBody) => void;
  /**
   * Who "consents" on the fake Seller Central page (GET /apps/authorize/consent): that seller is
   * sent straight back to redirect_uri with a fresh code, as if they had pressed Confirm.
   */
  consentingSeller = 'A3SELLERFAKE01';
  /**
   * Amazon's regions: each has its own endpoint (`/na`, `/eu`, `/fe` here), a refresh token works
   * in the region whose Seller Central issued it, and a marketplace outside the endpoint's region
   * answers 403 "The marketplaces you provided are not valid for region." Unprefixed paths are one
   * region-less Amazon, as before regions.
   */
  /** The rate successful answers announce in `x-amzn-RateLimit-Limit` (requests per second). */
  rateLimit = '5.0';
  /** Seeding over HTTP (/__fake/items) for a fake running in another process, as in the browser journey. */
  control = false;
  /** Product type schemas and Brand Analytics reports (fake-amazon-catalog.ts). */
  readonly catalog = new FakeAmazonCatalog(() => this.url);

  private server?: http.Server;
  private sockets = new Set<Socket>();
  private authCodes = new Map<string, { refreshToken: string; redirectUri: string; expiresAt: number }>();
  private refreshTokens = new Map<string, { sellerId: string; region: Region }>();
  private accessTokens = new Map<string, { sellerId: string; region: Region; expiresAt: number }>();
  private items = new Map<string, FakeItem>();
  private pending = new Map<string, PendingChange>();
  private throttled = 0;

  get url() {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('FakeAmazon is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The environment that points Listcraft at this fake. */
  env(): Record<string, string> {
    return {
      SPAPI_CLIENT_ID: this.clientId,
      SPAPI_CLIENT_SECRET: this.clientSecret,
      SPAPI_APP_ID: 'amzn1.sp.solution.fake-app',
      SPAPI_REGION: 'na',
      SPAPI_ENDPOINT_NA: `${this.url}/na`,
      SPAPI_ENDPOINT_EU: `${this.url}/eu`,
      SPAPI_ENDPOINT_FE: `${this.url}/fe`,
      SPAPI_LWA_ENDPOINT: `${this.url}/auth/o2/token`,
      // Each marketplace's Seller Central, as a path on the fake.
      SPAPI_CONSENT_URL: `${this.url}/{sellerCentral}/apps/authorize/consent`,
    };
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // ---- what tests arrange ----

  /** What Seller Central hands the callback after the seller consents: a one-use code for this seller. */
  issueAuthCode(sellerId: string, redirectUri: string, region: Region = 'na'): string {
    const code = `ANDaNDfake${crypto.randomBytes(8).toString('hex')}`;
    const refreshToken = this.issueRefreshToken(sellerId, region);
    this.authCodes.set(code, { refreshToken, redirectUri, expiresAt: Date.now() + 5 * 60_000 });
    return code;
  }

  /** A self-authorized refresh token, as Seller Central shows a private seller. */
  issueRefreshToken(sellerId: string, region: Region = 'na'): string {
    const token = `Atzr|fake-${crypto.randomBytes(24).toString('base64url')}`;
    this.refreshTokens.set(token, { sellerId, region });
    return token;
  }

  revokeRefreshToken(token: string) {
    this.refreshTokens.delete(token);
  }

  /** Every access token handed out so far stops working, as one does after an hour. */
  expireAccessTokens() {
    for (const token of this.accessTokens.values()) token.expiresAt = 0;
  }

  /** The next `count` Listings Items requests answer 429. */
  throttleNext(count: number) {
    this.throttled = count;
  }

  putItem(item: Omit<FakeItem, 'issues' | 'asin'> & { issues?: FakeIssue[]; asin?: string }) {
    const full: FakeItem = { issues: [], asin: `B0${crypto.randomBytes(4).toString('hex').toUpperCase()}`, ...item };
    this.items.set(itemKey(item.sellerId, item.sku, item.marketplaceId), full);
    return full;
  }

  item(sellerId: string, sku: string, marketplaceId: string) {
    return this.items.get(itemKey(sellerId, sku, marketplaceId));
  }

  /** Token grants received, by type. */
  tokenGrants(type: 'authorization_code' | 'refresh_token') {
    return this.requests.filter((r) => r.path === '/auth/o2/token' && (r.body as Record<string, string>).grant_type === type);
  }

  /** Patches received; `mode` narrows to previews or to real patches. */
  patches(mode?: 'preview' | 'real') {
    return this.requests.filter(
      (r) =>
        r.method === 'PATCH' &&
        (mode === undefined || (mode === 'preview') === (r.query.get('mode') === 'VALIDATION_PREVIEW')),
    );
  }

  // ---- the protocol ----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const regional = /^\/(na|eu|fe)(\/(?:listings|definitions|reports)\/.*)$/.exec(new URL(req.url ?? '/', 'http://fake').pathname);
    const region = regional?.[1] as Region | undefined;
    const url = new URL(regional ? regional[2]! + new URL(req.url ?? '/', 'http://fake').search : (req.url ?? '/'), 'http://fake');
    const raw = await readBody(req);
    const isToken = url.pathname === '/auth/o2/token';
    let body: unknown = undefined;
    if (raw) {
      if (isToken && (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(raw));
      } else {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
    }
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, ...(region ? { region } : {}) });
    try {
      if (isToken && req.method === 'POST') return this.token(body, res);
      const consent = /^\/(?:([^/]+)\/)?apps\/authorize\/consent$/.exec(url.pathname);
      if (consent && req.method === 'GET') return this.consent(url, res, consent[1] ? regionOfSellerCentral(consent[1]) : 'na');
      if (this.control && url.pathname === '/__fake/items') return this.seed(req, body, url, res);
      if (url.pathname.startsWith('/listings/2021-08-01/items/')) return this.listings(req, url, body, res, region);
      if (this.catalog.owns(url.pathname)) return this.catalog.handle(req, url, body, res, this.sellerOfToken(req));
      send(res, 404, { errors: [{ code: 'NotFound', message: 'Resource not found.' }] });
    } catch (error) {
      send(res, 500, { errors: [{ code: 'InternalFailure', message: (error as Error).message }] });
    }
  }

  /** The seller of the request's access token while it is valid. */
  private sellerOfToken(req: http.IncomingMessage): string | undefined {
    const token = req.headers['x-amz-access-token'];
    const grant = typeof token === 'string' ? this.accessTokens.get(token) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant.sellerId : undefined;
  }

  private consent(url: URL, res: http.ServerResponse, region: Region | undefined) {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('application_id') !== 'amzn1.sp.solution.fake-app' || !redirectUri || !region) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('Unknown application or missing redirect_uri');
    }
    const back = new URL(redirectUri);
    back.searchParams.set('spapi_oauth_code', this.issueAuthCode(this.consentingSeller, redirectUri, region));
    back.searchParams.set('selling_partner_id', this.consentingSeller);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private seed(req: http.IncomingMessage, body: unknown, url: URL, res: http.ServerResponse) {
    if (req.method === 'POST') {
      const item = this.putItem({ sellerId: this.consentingSeller, ...(body as Omit<FakeItem, 'sellerId' | 'issues' | 'asin'>) });
      return send(res, 201, item);
    }
    const item = this.item(this.consentingSeller, url.searchParams.get('sku') ?? '', url.searchParams.get('marketplaceId') ?? '');
    return item ? send(res, 200, item) : send(res, 404, {});
  }

  private token(body: unknown, res: http.ServerResponse) {
    const form = (body && typeof body === 'object' ? body : {}) as Record<string, string>;
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    let refreshToken: string | undefined;
    if (form.grant_type === 'authorization_code') {
      const grant = form.code ? this.authCodes.get(form.code) : undefined;
      // A code works once, only with the redirect_uri it was issued for, for five minutes.
      if (form.code) this.authCodes.delete(form.code);
      if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.redirect_uri) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'The request has an invalid grant parameter : code' });
      }
      refreshToken = grant.refreshToken;
    } else if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token || !this.refreshTokens.has(form.refresh_token)) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'The request has an invalid grant parameter : refresh_token' });
      }
      refreshToken = form.refresh_token;
    } else {
      return send(res, 400, { error: 'unsupported_grant_type', error_description: 'The authorization grant type is not supported' });
    }
    const accessToken = `Atza|fake-${crypto.randomBytes(24).toString('base64url')}`;
    const grant = this.refreshTokens.get(refreshToken)!;
    this.accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + this.accessTokenSeconds * 1000 });
    send(res, 200, { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: this.accessTokenSeconds });
  }

  private listings(req: http.IncomingMessage, url: URL, body: unknown, res: http.ServerResponse, region: Region | undefined) {
    if (this.throttled > 0) {
      this.throttled--;
      // Amazon documents that a throttled answer carries no x-amzn-RateLimit-Limit.
      return send(res, 429, { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] });
    }
    const token = req.headers['x-amz-access-token'];
    const grant = typeof token === 'string' ? this.accessTokens.get(token) : undefined;
    if (!grant) return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: 'The access token you provided is revoked, malformed or invalid.' }] });
    if (grant.expiresAt <= Date.now()) return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: 'The access token you provided has expired.' }] });

    // A token works only on its own region's endpoint.
    if (region && grant.region !== region) return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }] });
    const rateHeaders = { 'x-amzn-RateLimit-Limit': this.rateLimit };
    const [sellerId, sku] = url.pathname.slice('/listings/2021-08-01/items/'.length).split('/').map(decodeURIComponent);
    if (sellerId !== grant.sellerId) return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }] });
    const marketplaceIds = (url.searchParams.get('marketplaceIds') ?? '').split(',').filter(Boolean);
    const marketplaceId = marketplaceIds[0];
    if (!marketplaceId) return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'Missing required marketplaceIds.', details: '' }] });
    if (region && regionOfMarketplaceId(marketplaceId) !== region) {
      return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: 'The marketplaces you provided are not valid for region.' }] });
    }
    const included = (url.searchParams.get('includedData') ?? 'summaries').split(',');

    if (sku === undefined) {
      if (req.method !== 'GET') return send(res, 405, { errors: [{ code: 'MethodNotAllowed', message: 'Method not allowed.' }] });
      return this.search(sellerId!, marketplaceId, url.searchParams, included, res, rateHeaders);
    }
    const item = this.items.get(itemKey(sellerId!, sku, marketplaceId));
    if (!item) return send(res, 404, { errors: [{ code: 'NOT_FOUND', message: `SKU '${sku}' not found in marketplace ${marketplaceId}`, details: '' }] }, rateHeaders);

    if (req.method === 'GET') {
      this.applyWhenProcessed(item);
      return send(res, 200, render(item, included), rateHeaders);
    }
    if (req.method === 'PATCH') {
      const patch = body as PatchBody;
      if (!patch || typeof patch !== 'object' || typeof patch.productType !== 'string' || !Array.isArray(patch.patches)) {
        return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'Request has missing or invalid parameters and cannot be parsed.', details: '' }] }, rateHeaders);
      }
      const preview = url.searchParams.get('mode') === 'VALIDATION_PREVIEW';
      const issues = [...this.judge(item, patch), ...missingRequired(item), ...(preview ? [] : (this.realPatchJudge?.(item, patch) ?? []))];
      const submissionId = crypto.randomUUID().replace(/-/g, '');
      const invalid = issues.some((issue) => issue.severity === 'ERROR');
      const status = invalid ? 'INVALID' : preview ? 'VALID' : 'ACCEPTED';
      if (status === 'ACCEPTED') this.pending.set(itemKey(item.sellerId, item.sku, item.marketplaceId), { body: patch, readsLeft: this.processingReads });
      return send(res, 200, { sku: item.sku, status, submissionId, issues }, rateHeaders);
    }
    send(res, 405, { errors: [{ code: 'MethodNotAllowed', message: 'Method not allowed.' }] });
  }

  private search(sellerId: string, marketplaceId: string, query: URLSearchParams, included: string[], res: http.ServerResponse, headers: Record<string, string>) {
    const identifiers = (query.get('identifiers') ?? '').split(',').filter(Boolean);
    if (identifiers.length && query.get('identifiersType') !== 'SKU') {
      return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'identifiersType is required with identifiers.', details: '' }] }, headers);
    }
    const pageSize = Math.min(Number(query.get('pageSize') ?? 10) || 10, 20);
    const offset = Number(Buffer.from(query.get('pageToken') ?? '', 'base64url').toString() || 0);
    const all = [...this.items.values()]
      .filter((item) => item.sellerId === sellerId && item.marketplaceId === marketplaceId)
      .filter((item) => !identifiers.length || identifiers.includes(item.sku))
      .sort((a, b) => a.sku.localeCompare(b.sku));
    const page = all.slice(offset, offset + pageSize);
    const pagination: Record<string, string> = {};
    if (offset + pageSize < all.length) pagination.nextToken = Buffer.from(String(offset + pageSize)).toString('base64url');
    if (offset > 0) pagination.previousToken = Buffer.from(String(Math.max(0, offset - pageSize))).toString('base64url');
    send(res, 200, { numberOfResults: all.length, pagination, items: page.map((item) => render(item, included)) }, headers);
  }

  private applyWhenProcessed(item: FakeItem) {
    const key = itemKey(item.sellerId, item.sku, item.marketplaceId);
    const change = this.pending.get(key);
    if (!change) return;
    if (change.readsLeft > 0) {
      change.readsLeft--;
      return;
    }
    this.pending.delete(key);
    const changed = new Set<string>();
    for (const patch of change.body.patches) {
      const name = patch.path.replace('/attributes/', '');
      changed.add(name);
      if (patch.op === 'delete') delete item.attributes[name];
      else item.attributes[name] = patch.value ?? [];
    }
    // Amazon judges the new values again: an issue about a replaced attribute goes, the new values' own come.
    item.issues = [...item.issues.filter((issue) => !issue.attributeNames?.some((name) => changed.has(name))), ...this.judge(item, change.body)];
    const title = String(item.attributes.item_name?.[0]?.value ?? '');
    if (item.catalogTitle !== undefined && changed.has('item_name') && title !== item.catalogTitle) {
      item.issues.push({
        code: '8541',
        message: `The listing data you provided differs from what is already in Amazon's catalog. The following listing attribute values conflict with the catalog values: 'item_name' (Seller: '${title}' / Amazon: '${item.catalogTitle}').`,
        severity: 'ERROR',
        attributeNames: ['item_name'],
        categories: ['CONFLICTING_ATTRIBUTE'],
      });
    }
    this.onProcessed?.(item, change.body);
  }
}

function itemKey(sellerId: string, sku: string, marketplaceId: string) {
  return `${sellerId}\u0000${sku}\u0000${marketplaceId}`;
}

function render(item: FakeItem, included: string[]) {
  const out: Record<string, unknown> = { sku: item.sku };
  if (included.includes('summaries')) {
    out.summaries = [
      {
        marketplaceId: item.marketplaceId,
        asin: item.asin,
        productType: item.productType,
        conditionType: 'new_new',
        status: ['BUYABLE', 'DISCOVERABLE'],
        // The product page's title: the catalog's when the brand owner controls it.
        itemName: item.catalogTitle ?? String(item.attributes.item_name?.[0]?.value ?? ''),
        createdDate: '2025-01-10T08:00:00Z',
        lastUpdatedDate: '2025-06-01T08:00:00Z',
      },
    ];
  }
  if (included.includes('attributes')) out.attributes = item.attributes;
  if (included.includes('issues')) out.issues = [...item.issues, ...missingRequired(item)];
  return out;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-RequestId': crypto.randomUUID(), ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A listing as Amazon stores it: each attribute a list of values tagged with language and marketplace. */
export function amazonAttributes(marketplaceId: string, listing: { title: string; bullets: string[]; description?: string; keywords?: string; brand?: string }, language = 'en_US') {
  const tagged = (value: string) => ({ value, language_tag: language, marketplace_id: marketplaceId });
  const attributes: Record<string, AttributeValue[]> = {
    item_name: [tagged(listing.title)],
    bullet_point: listing.bullets.map(tagged),
  };
  if (listing.description) attributes.product_description = [tagged(listing.description)];
  if (listing.keywords) attributes.generic_keyword = [tagged(listing.keywords)];
  if (listing.brand) attributes.brand = [tagged(listing.brand)];
  return attributes;
}
