import { describe, expect, it } from 'vitest';
import { amazonConnectionSchema, amazonConsentSchema, amazonImportSchema } from '../../src/contract/amazon.js';
import { AccessTokens } from '../../src/server/amazon/access-tokens.js';
import { ListingsClient } from '../../src/server/amazon/listings-client.js';
import { RequestBudget } from '../../src/server/amazon/request-budget.js';
import { AppError } from '../../src/server/http/errors.js';
import { loadConfig, publicConfig } from '../../src/server/runtime/config.js';
import { connectedSeller, FAKE_SELLER, send, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

/** Issue 26: a refresh token works in one SP-API region, so a seller has one connection per region. */

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const KETTLE = { title: 'Brewmaster Kettle 1.7L', bullets: ['Boils fast.'] };

const fake = useFakeAmazon();

describe('Amazon connections by region', () => {
  const t = useTestApp(() => fake.env());

  it('keeps a North America and a Europe connection, and reads each store through its own region', async () => {
    const seller = await connectedSeller(t(), fake, FAKE_SELLER, ['na', 'eu']);
    const connection = expectContract(amazonConnectionSchema, (await seller.client.get('/api/amazon/connection')).json());
    expect(connection.connections.map((c) => [c.region, c.regionName, c.marketplaces.slice(0, 2)])).toEqual([
      ['na', 'North America', ['US', 'CA']],
      ['eu', 'Europe', ['UK', 'IE']],
    ]);

    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET-UK', marketplaceId: UK, productType: 'KETTLE', attributes: amazonAttributes(UK, KETTLE, 'en_GB') });
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET-US', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, KETTLE) });
    for (const [sku, marketplace, region] of [['KET-UK', 'UK', 'eu'], ['KET-US', 'US', 'na']] as const) {
      const res = await seller.client.get(`/api/amazon/items/${sku}?marketplace=${marketplace}`);
      expect(res.statusCode).toBe(200);
      expect(expectContract(amazonImportSchema, res.json()).form.title).toBe(KETTLE.title);
      expect(fake.requests.filter((r) => r.path.endsWith(`/${sku}`)).map((r) => r.region)).toEqual([region]);
    }

    // Disconnecting Europe keeps North America.
    expect((await send(t().app, seller.client, 'DELETE', '/api/amazon/connection?region=eu')).statusCode).toBe(204);
    const after = expectContract(amazonConnectionSchema, (await seller.client.get('/api/amazon/connection')).json());
    expect(after.connections.map((c) => c.region)).toEqual(['na']);
  });

  it('explains a store outside the connected regions, without asking Amazon or refreshing a token', async () => {
    const seller = await connectedSeller(t(), fake);
    const before = fake.requests.length;
    const res = await seller.client.get('/api/amazon/items/KET-UK?marketplace=UK');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This SKU is in Amazon UK; connect your Europe account. Your North America connection cannot reach Amazon UK, and connecting it again would not change that.',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('answers Amazon’s cross-region 403 with the region to connect, never with a token refresh loop', async () => {
    const config = loadConfig(fake.env()).amazon!;
    const refreshToken = fake.issueRefreshToken(FAKE_SELLER, 'na');
    const client = new ListingsClient({ config, tokens: new AccessTokens(config, () => new Date()), budget: new RequestBudget(), region: 'na' }, { sellingPartnerId: FAKE_SELLER, refreshToken });
    const grants = fake.tokenGrants('refresh_token').length;
    const before = fake.requests.filter((r) => r.path.startsWith('/listings/')).length;

    const error = await client.getItem('KET-UK', UK).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
    expect((error as AppError).message).toMatch(/^Amazon says this marketplace is not in the North America region your account was connected in\. Connect the account for the marketplace’s own region/);
    // One call, one token: a 403 for the region is not an expired token.
    expect(fake.requests.filter((r) => r.path.startsWith('/listings/')).length).toBe(before + 1);
    expect(fake.tokenGrants('refresh_token').length).toBe(grants + 1);
  });

  it('sends the seller to the consent page of the store’s own Seller Central, and the connection lands in its region', async () => {
    const seller = await signedInTestUser(t().app, t().testDb.database.db);
    const hosts: Record<string, string> = {};
    for (const marketplace of ['US', 'MX', 'BR', 'IN', 'AE', 'UK', 'JP']) {
      const consent = expectContract(amazonConsentSchema, (await seller.client.get(`/api/amazon/connect?marketplace=${marketplace}`)).json());
      hosts[marketplace] = `${new URL(consent.url).pathname.split('/')[1]} ${consent.region}`;
    }
    expect(hosts).toEqual({
      US: 'sellercentral.amazon.com na',
      MX: 'sellercentral.amazon.com.mx na',
      BR: 'sellercentral.amazon.com.br na',
      IN: 'sellercentral.amazon.in eu',
      AE: 'sellercentral.amazon.ae eu',
      UK: 'sellercentral-europe.amazon.com eu',
      JP: 'sellercentral.amazon.co.jp fe',
    });

    // The fake Seller Central "confirms" at once and sends the seller back with a code for that region.
    const consent = expectContract(amazonConsentSchema, (await seller.client.get('/api/amazon/connect?marketplace=DE')).json());
    const back = await fetch(consent.url, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const res = await seller.client.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toBe('http://localhost:3000/dashboard?amazon=connected');
    const connection = expectContract(amazonConnectionSchema, (await seller.client.get('/api/amazon/connection')).json());
    expect(connection.connections.map((c) => c.region)).toEqual(['eu']);
  });

  it('takes Amazon’s SP-API sandbox as a setting, and says so to the pages', () => {
    const base = { SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.x', SPAPI_CLIENT_SECRET: 'secret-value-123', SPAPI_APP_ID: 'amzn1.sp.solution.x' };
    const sandbox = loadConfig({ ...base, SPAPI_SANDBOX: 'true' });
    expect(sandbox.amazon!.endpoints).toEqual({
      na: 'https://sandbox.sellingpartnerapi-na.amazon.com',
      eu: 'https://sandbox.sellingpartnerapi-eu.amazon.com',
      fe: 'https://sandbox.sellingpartnerapi-fe.amazon.com',
    });
    expect(publicConfig(sandbox).amazonMode).toBe('sandbox');
    const live = loadConfig(base);
    expect(live.amazon!.endpoints.eu).toBe('https://sellingpartnerapi-eu.amazon.com');
    expect(publicConfig(live).amazonMode).toBe('live');
    expect(publicConfig(loadConfig({ ...base, SPAPI_DEMO: 'true' })).amazonMode).toBe('demo');
  });
});
