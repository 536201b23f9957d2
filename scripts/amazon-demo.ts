import { spawn } from 'node:child_process';
import { amazonAttributes, FakeAmazon, titleTooLong } from '../test/support/fake-amazon.js';

/**
 * `npm run amazon:demo`: Listcraft against a local fake Amazon, for trying connect, import,
 * preview and publish without an SP-API app. The fake (test/support/fake-amazon.ts) plays Seller
 * Central's consent page (it confirms at once, as seller A3SELLERFAKE01), Login with Amazon and the
 * Listings Items API in three regions, seeded with SKUs in the US and the UK/Germany. Then
 * `npm run dev` starts with SPAPI_* pointing at it and SPAPI_DEMO=true, so every Amazon page says
 * it is a demo. Ctrl-C stops all of it. AMAZON_DEMO_PORT picks the fake's port (default 3650).
 */
const port = Number(process.env.AMAZON_DEMO_PORT ?? 3650);
const fake = new FakeAmazon();
fake.control = true;
// Amazon takes a while to apply a patch: two looks still show the old listing.
fake.processingReads = 2;
await fake.start(port);

const seller = fake.consentingSeller;
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const longTitle = `Trailmate Insulated Water Bottle ${'Stainless Steel Leak Proof '.repeat(7)}`.trim();
const seeds = [
  { sku: 'DEMO-BOTTLE-US', marketplaceId: US, title: 'Trailmate Bottle', bullets: ['Keeps drinks cold.', 'Leak proof lid.'], language: 'en_US' },
  // A title Amazon already flags as too long: fixing it ends live, not refused.
  { sku: 'DEMO-LONG-TITLE-US', marketplaceId: US, title: longTitle, bullets: ['Keeps drinks cold for 24 hours.'], language: 'en_US', issues: [titleTooLong(longTitle)!] },
  // A reseller: the brand owner's title stays on the product page (Amazon's 8541).
  { sku: 'DEMO-RESELLER-UK', marketplaceId: UK, title: 'Brewmaster Kettle', bullets: ['Boils fast.'], language: 'en_GB', catalogTitle: 'Brewmaster Electric Kettle 1.7L (brand owner’s title)' },
  { sku: 'DEMO-KETTLE-DE', marketplaceId: DE, title: 'Brewmaster Wasserkocher 1,7 L', bullets: ['Kocht schnell.'], language: 'de_DE' },
];
for (const seed of seeds) {
  fake.putItem({
    sellerId: seller,
    sku: seed.sku,
    marketplaceId: seed.marketplaceId,
    productType: 'HOME',
    attributes: amazonAttributes(seed.marketplaceId, { title: seed.title, bullets: seed.bullets, brand: 'Trailmate' }, seed.language),
    issues: seed.issues ?? [],
    catalogTitle: seed.catalogTitle,
  });
}
process.stdout.write(`Fake Amazon on ${fake.url} (seller ${seller}); SKUs: ${seeds.map((s) => s.sku).join(', ')}\n`);

const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...fake.env(), SPAPI_DEMO: 'true' },
});
const stop = () => {
  app.kill('SIGTERM');
  void fake.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', (code) => {
  void fake.stop().then(() => process.exit(code ?? 0));
});
