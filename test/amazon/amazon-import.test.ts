import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { amazonImportSchema, amazonItemsPageSchema } from '../../src/contract/amazon.js';
import { errorSchema } from '../../src/contract/errors.js';
import { connectedSeller, FAKE_SELLER, useFakeAmazon } from '../support/amazon.js';
import { expectContract } from '../support/contract-fixtures.js';
import { amazonAttributes } from '../support/fake-amazon.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';

const UK = 'A1F83G8C2ARO7P';
const US = 'ATVPDKIKX0DER';

const fake = useFakeAmazon();

const KETTLE = {
  title: 'Brewmaster Electric Kettle 1.7L Stainless Steel',
  bullets: [
    'FAST BOIL: 3000 W element boils 1.7 litres in about four minutes.',
    'SAFE: Automatic shut-off and boil-dry protection.',
    'EASY TO FILL: Wide lid opens at the press of a button.',
    'CORDLESS: 360 degree base for left and right hands.',
    'CLEAR WINDOW: Water level visible from both sides.',
  ],
  description: '<p>A stainless steel kettle for tea &amp; coffee.</p><p>Boils fast.<br>Switches itself off.</p>',
  keywords: 'tea kettle hot water boiler',
  brand: 'Brewmaster',
};

describe('Amazon import', () => {
  const t = useTestApp(() => fake.env());

  it('reads a SKU in the chosen marketplace into the optimizer form and scores the original', async () => {
    const seller = await connectedSeller(t(), fake, FAKE_SELLER, ['na', 'eu']);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET-17', marketplaceId: UK, productType: 'KETTLE', attributes: amazonAttributes(UK, KETTLE, 'en_GB') });
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET-17', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { ...KETTLE, title: 'US title' }) });

    const res = await seller.client.get('/api/amazon/items/KET-17?marketplace=UK');
    expect(res.statusCode).toBe(200);
    const imported = expectContract(amazonImportSchema, res.json());
    expect(imported).toMatchObject({ sku: 'KET-17', marketplace: 'UK', amazonMarketplaceId: UK, productType: 'KETTLE', brand: 'Brewmaster', backendKeywords: 'tea kettle hot water boiler' });
    expect(imported.form).toEqual({
      title: KETTLE.title,
      bulletPoints: KETTLE.bullets,
      description: 'A stainless steel kettle for tea & coffee.\nBoils fast.\nSwitches itself off.',
      titleMainKeyword: '',
      titleSecondaryKeywords: '',
      bulletKeywords: '',
    });
    expect(imported.audit.score).toBeGreaterThan(0);
    expect(imported.audit.score).toBeLessThanOrEqual(100);
    expect(imported.limits.backendMaxBytes).toBeGreaterThan(0);
    expect(imported.notes).toEqual([]);

    const asked = fake.requests.filter((r) => r.method === 'GET' && r.path === `/listings/2021-08-01/items/${FAKE_SELLER}/KET-17`).at(-1)!;
    expect(asked.query.get('marketplaceIds')).toBe(UK);
    expect(asked.query.get('includedData')).toBe('summaries,attributes,issues');
  });

  it('a listing generated from the imported form starts its history with Amazon’s text; another seller’s does not', async () => {
    const db = t().testDb.database.db;
    const seller = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET-GEN', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, KETTLE) });
    const imported = expectContract(amazonImportSchema, (await seller.client.get('/api/amazon/items/KET-GEN?marketplace=US')).json());

    const generateFrom = async (who: Pick<typeof seller, 'token' | 'client'>) => {
      const headers = { authorization: `Bearer ${who.token}` };
      const userInput = { ...imported.form, titleMainKeyword: 'electric kettle', titleSecondaryKeywords: 'tea kettle' };
      const insights = await t().app.inject({ method: 'POST', url: '/api/extract-insights', payload: { userInput }, headers });
      expect(insights.statusCode).toBe(200);
      const generated = await t().app.inject({ method: 'POST', url: '/api/generate', payload: { userInput, insights: insights.json() }, headers });
      expect(generated.statusCode).toBe(200);
      const id = generated.json().listing_id as string;
      return (await who.client.get(`/api/listings/${id}/versions`)).json() as { versions: { version: number; source: string }[] };
    };

    const history = await generateFrom(seller);
    expect(history.versions.map((v) => v.source)).toEqual(['generated', 'imported']);
    const listingId = (await db.selectFrom('listings').select('id').where('user_id', '=', seller.id).executeTakeFirstOrThrow()).id;
    const first = (await seller.client.get(`/api/listings/${listingId}/versions/1`)).json() as { fields: Record<string, unknown> };
    expect(first.fields).toEqual({
      title: KETTLE.title,
      bullets: KETTLE.bullets,
      description: 'A stainless steel kettle for tea & coffee.\nBoils fast.\nSwitches itself off.',
      search_terms: ['tea', 'kettle', 'hot', 'water', 'boiler'],
    });

    // Another seller typing the same product text never imported it: their history starts with the generation.
    const other = await signedInTestUser(t().app, db);
    expect((await generateFrom(other)).versions.map((v) => v.source)).toEqual(['generated']);
  });

  it('pads a short listing to five bullet slots and says what it could not carry, and which (issue 25)', async () => {
    const seller = await connectedSeller(t(), fake);
    const eight = Array.from({ length: 8 }, (_, i) => `Bullet ${i + 1} about the kettle.`);
    const nine = Array.from({ length: 9 }, (_, i) => `Point ${i + 1}: the kettle does one more thing.`);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'NINE', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Kettle', bullets: nine }) });
    const ofNine = expectContract(amazonImportSchema, (await seller.client.get('/api/amazon/items/NINE?marketplace=US')).json());
    expect(ofNine.form.bulletPoints).toEqual(nine.slice(0, 6));
    expect(ofNine.notes).toEqual([
      'Amazon has 9 bullet points; the form holds 6, so 3 were left out (bullets 7–9 were not imported): 7. "Point 7: the kettle does one more thing."; 8. "Point 8: the kettle does one more thing."; 9. "Point 9: the kettle does one more thing.". Move what matters in them into your other bullets or the description.',
    ]);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'LONG', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Kettle', bullets: eight }) });
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'SHORT', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: 'Kettle', bullets: ['One'] }) });

    const long = expectContract(amazonImportSchema, (await seller.client.get('/api/amazon/items/LONG?marketplace=US')).json());
    expect(long.form.bulletPoints).toHaveLength(6);
    expect(long.notes[0]).toMatch(/Amazon has 8 bullet points; the form holds 6/);
    const short = expectContract(amazonImportSchema, (await seller.client.get('/api/amazon/items/SHORT?marketplace=US')).json());
    expect(short.form.bulletPoints).toEqual(['One', '', '', '', '']);
  });

  it('lists the seller’s SKUs a page at a time, and finds exact SKUs', async () => {
    const seller = await connectedSeller(t(), fake, 'A3PAGINGSELLER');
    for (let i = 0; i < 23; i++) {
      fake.putItem({ sellerId: 'A3PAGINGSELLER', sku: `SKU-${String(i).padStart(2, '0')}`, marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, { title: `Kettle ${i}`, bullets: [] }) });
    }
    const first = expectContract(amazonItemsPageSchema, (await seller.client.get('/api/amazon/items?marketplace=US')).json());
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ sku: 'SKU-00', title: 'Kettle 0', productType: 'KETTLE' });
    expect(first.nextPageToken).not.toBeNull();
    const second = expectContract(amazonItemsPageSchema, (await seller.client.get(`/api/amazon/items?marketplace=US&pageToken=${encodeURIComponent(first.nextPageToken!)}`)).json());
    expect(second.items.map((i) => i.sku)).toEqual(['SKU-20', 'SKU-21', 'SKU-22']);
    expect(second.nextPageToken).toBeNull();

    const exact = expectContract(amazonItemsPageSchema, (await seller.client.get('/api/amazon/items?marketplace=US&skus=SKU-03,SKU-07')).json());
    expect(exact.items.map((i) => i.sku)).toEqual(['SKU-03', 'SKU-07']);
    const searched = fake.requests.filter((r) => r.path === '/listings/2021-08-01/items/A3PAGINGSELLER').at(-1)!;
    expect(searched.query.get('identifiersType')).toBe('SKU');
  });

  it('answers an unknown SKU with a clear 404, and refuses a bad marketplace or SKU', async () => {
    const seller = await connectedSeller(t(), fake, FAKE_SELLER, ['na', 'eu']);
    const missing = await seller.client.get('/api/amazon/items/NOPE?marketplace=DE');
    expect(missing.statusCode).toBe(404);
    expect(expectContract(errorSchema, missing.json()).message).toBe('Amazon has no SKU NOPE in this marketplace.');
    expect((await seller.client.get('/api/amazon/items/NOPE?marketplace=CN')).statusCode).toBe(400);
    expect((await seller.client.get(`/api/amazon/items/${'X'.repeat(41)}?marketplace=US`)).statusCode).toBe(400);
  });

  it('backs off on 429 (which carries no rate header) and then succeeds', async () => {
    const seller = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'BUSY', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, KETTLE) });
    const before = fake.requests.length;
    fake.throttleNext(2);
    const res = await seller.client.get('/api/amazon/items/BUSY?marketplace=US');
    expect(res.statusCode).toBe(200);
    expect(res.json().form.title).toBe(KETTLE.title);
    const tries = fake.requests.slice(before).filter((r) => r.path.endsWith('/BUSY'));
    expect(tries).toHaveLength(3);
    // The throttled answers carried no x-amzn-RateLimit-Limit, as Amazon's never do; the pacing is unit-tested in request-budget.test.ts.
  });

  it('the fake throttles as Amazon does: 429 without x-amzn-RateLimit-Limit', async () => {
    fake.throttleNext(1);
    // A fresh connection of its own (no keep-alive socket shared with the app's client).
    const throttled = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${fake.url}/na/listings/2021-08-01/items/${FAKE_SELLER}/ANY?marketplaceIds=${US}`, { agent: false }, resolve).on('error', reject),
    );
    throttled.resume();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['x-amzn-ratelimit-limit']).toBeUndefined();
  });

  it('gives up with a clear 429 when Amazon keeps throttling', async () => {
    const seller = await connectedSeller(t(), fake);
    fake.throttleNext(50);
    const res = await seller.client.get('/api/amazon/items/BUSY?marketplace=US');
    fake.throttleNext(0);
    expect(res.statusCode).toBe(429);
    expect(expectContract(errorSchema, res.json()).message).toMatch(/Amazon is limiting requests/);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('refreshes an access token Amazon says has expired, and caches it until a minute before its hour', async () => {
    const { refreshToken, ...seller } = await connectedSeller(t(), fake);
    fake.putItem({ sellerId: FAKE_SELLER, sku: 'KET', marketplaceId: US, productType: 'KETTLE', attributes: amazonAttributes(US, KETTLE) });
    const refreshes = () => fake.tokenGrants('refresh_token').filter((r) => (r.body as Record<string, string>).refresh_token === refreshToken).length;
    expect(refreshes()).toBe(1); // the check when connecting

    expect((await seller.client.get('/api/amazon/items/KET?marketplace=US')).statusCode).toBe(200);
    expect((await seller.client.get('/api/amazon/items/KET?marketplace=US')).statusCode).toBe(200);
    expect(refreshes()).toBe(1);

    fake.expireAccessTokens();
    expect((await seller.client.get('/api/amazon/items/KET?marketplace=US')).statusCode).toBe(200);
    expect(refreshes()).toBe(2);

    t().clock.advance(3_500_000); // 58 min 20 s: still more than a minute left
    expect((await seller.client.get('/api/amazon/items/KET?marketplace=US')).statusCode).toBe(200);
    expect(refreshes()).toBe(2);
    t().clock.advance(50_000); // 59 min 10 s: within the last minute
    expect((await seller.client.get('/api/amazon/items/KET?marketplace=US')).statusCode).toBe(200);
    expect(refreshes()).toBe(3);
  });

  it('tells the seller to reconnect when Amazon revoked the refresh token', async () => {
    const { refreshToken, ...seller } = await connectedSeller(t(), fake);
    fake.revokeRefreshToken(refreshToken);
    fake.expireAccessTokens();
    const res = await seller.client.get('/api/amazon/items/KET?marketplace=US');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Disconnect and connect your Amazon account again/);
  });
});
