import { spawn } from 'node:child_process';
import { amazonAttributes, FakeAmazon, titleTooLong } from '../test/support/fake-amazon.js';

/**
 * `npm run amazon:demo`: Listcraft against a local fake Amazon, for trying connect, import,
 * preview and publish without an SP-API app. The fake (test/support/fake-amazon.ts) plays Seller
 * Central's consent page (it confirms at once, as seller A3SELLERFAKE01), Login with Amazon and the
 * Listings Items API in three regions, seeded with SKUs in the US and the UK/Germany. Then
 * `npm run dev` starts with SPAPI_* pointing at it and SPAPI_DEMO=true, so every Amazon page says
 * it is a demo. Brand Analytics reports are served for the seeded ASINs. Ctrl-C stops all of it.
 * AMAZON_DEMO_PORT picks the fake's port (default 3650); DEV_PORT and DEV_API_PORT the app's.
 */
const port = Number(process.env.AMAZON_DEMO_PORT ?? 3650);
const fake = new FakeAmazon();
fake.control = true;
// Amazon takes a while to apply a patch: two looks still show the old listing.
fake.processingReads = 2;
// Brand Analytics for the seeded ASINs: Search Query Performance, and a marketplace's Search Terms
// week large enough (100,000 rows) to watch the import read it. Amazon takes a look to build each.
const usAsins: string[] = [];
fake.catalog.useSampleReports({ searchTermsRows: 100_000, sellerAsins: () => usAsins });
fake.catalog.reportReadsUntilDone = 1;
await fake.start(port);

const seller = fake.consentingSeller;
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const longTitle = `Trailmate Insulated Water Bottle ${'Stainless Steel Leak Proof '.repeat(7)}`.trim();
// Five bullets each, as a real listing has: the optimizer asks for five before it analyses.
const bottleBullets = [
  'Keeps drinks cold for 24 hours and hot for 12, with double-wall vacuum insulation.',
  'Leak proof lid that seals with a quarter turn, safe to carry in a bag.',
  'Food-grade 18/8 stainless steel, BPA free, with no metallic taste.',
  'Wide mouth fits ice cubes and is easy to clean by hand or in the dishwasher.',
  'Holds 750 ml and fits most car cup holders.',
];
const kettleBullets = [
  'Boils 1.7 litres in about four minutes with a 3 kW element.',
  'Switches off by itself when the water boils or the kettle is lifted.',
  'Limescale filter that lifts out for rinsing.',
  'Water window with litre and cup marks on both sides.',
  'Cordless base that turns 360 degrees, for left and right hands.',
];
const wasserkocherBullets = [
  'Kocht 1,7 Liter in etwa vier Minuten mit 3 kW Leistung.',
  'Schaltet sich ab, sobald das Wasser kocht oder der Kocher abgehoben wird.',
  'Herausnehmbarer Kalkfilter zum Ausspülen.',
  'Wasserstandsanzeige mit Liter- und Tassenmarkierung auf beiden Seiten.',
  'Kabelloser Sockel, um 360 Grad drehbar.',
];
const seeds = [
  { sku: 'DEMO-BOTTLE-US', marketplaceId: US, title: 'Trailmate Bottle', bullets: bottleBullets, language: 'en_US' },
  // A title Amazon already flags as too long: fixing it ends live, not refused.
  { sku: 'DEMO-LONG-TITLE-US', marketplaceId: US, title: longTitle, bullets: bottleBullets, language: 'en_US', issues: [titleTooLong(longTitle)!] },
  // A reseller: the brand owner's title stays on the product page (Amazon's 8541).
  { sku: 'DEMO-RESELLER-UK', marketplaceId: UK, title: 'Brewmaster Kettle', bullets: kettleBullets, language: 'en_GB', catalogTitle: 'Brewmaster Electric Kettle 1.7L (brand owner’s title)' },
  { sku: 'DEMO-KETTLE-DE', marketplaceId: DE, title: 'Brewmaster Wasserkocher 1,7 L', bullets: wasserkocherBullets, language: 'de_DE' },
];
for (const seed of seeds) {
  const item = fake.putItem({
    sellerId: seller,
    sku: seed.sku,
    marketplaceId: seed.marketplaceId,
    productType: 'HOME',
    attributes: amazonAttributes(seed.marketplaceId, { title: seed.title, bullets: seed.bullets, brand: 'Trailmate' }, seed.language),
    issues: seed.issues ?? [],
    catalogTitle: seed.catalogTitle,
  });
  if (seed.marketplaceId === US) usAsins.push(item.asin);
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
