import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { DashboardPage } from '../e2e/pages/DashboardPage';
import { OptimizerPage } from '../e2e/pages/OptimizerPage';
import { WATER_BOTTLE } from '../e2e/support/listing-input';
import { createVerifiedUser } from '../e2e/support/users';
import { expectAccessible } from '../e2e/support/accessibility';

const fake = () => `http://127.0.0.1:${process.env.E2E_AMAZON_PORT}`;
const US = 'ATVPDKIKX0DER';
const SKU = `BOTTLE-${Date.now().toString(36)}`;
const OLD_TITLE = 'Trailmate Bottle (old title on Amazon)';

test('a seller connects Amazon, imports a SKU, publishes the rewrite and restores the imported version (issue 15)', async ({ page }, testInfo) => {
  test.slow();
  const tagged = (value: string) => ({ value, language_tag: 'en_US', marketplace_id: US });
  const seeded = await page.request.post(`${fake()}/__fake/items`, {
    data: {
      sku: SKU,
      marketplaceId: US,
      productType: 'BOTTLE',
      attributes: {
        item_name: [tagged(OLD_TITLE)],
        bullet_point: [...WATER_BOTTLE.bullets, 'EXTRA: A sixth bullet on Amazon.', 'EXTRA: A seventh bullet on Amazon.'].map(tagged),
        product_description: [tagged('<p>An insulated bottle.</p>')],
        generic_keyword: [tagged('flask thermos')],
        brand: [tagged('Trailmate')],
      },
    },
  });
  expect(seeded.status()).toBe(201);
  await createVerifiedUser(page.request, 'Amy Amazon');

  // Connect: Seller Central's consent (the fake confirms at once) returns to the dashboard.
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const card = page.getByTestId('amazon-connection');
  await card.getByRole('button', { name: 'Paste a refresh token instead' }).click();
  await expectAccessible(page, testInfo, 'amazon-connection-card', '[data-testid="amazon-connection"]');
  await connectRegion(page, 'US', 'North America');
  await expect(card).toContainText('Your Amazon seller account is connected.');
  await expect(card.getByTestId('amazon-region-na')).toContainText('North America: seller A3SELLERFAKE01');

  // Import the SKU into the optimizer (keywords are the seller's to add), then preview the title and bullets.
  const optimizer = new OptimizerPage(page);
  const publish = await importAndPreview(page, 'US', SKU, {
    send: ['Bullet points'],
    testInfo,
    imported: async () => {
      await expect(optimizer.details.getByLabel('Current title')).toHaveValue(OLD_TITLE);
      await expect(optimizer.bullet(1)).toHaveValue(WATER_BOTTLE.bullets[0]);
    },
  });
  await expect(publish.getByLabel('Marketplace')).toHaveValue('US');
  const preview = publish.getByTestId('amazon-preview');
  await expect(preview).toContainText('Amazon would accept this change.');
  await expect(preview).toContainText('Amazon has 7 bullet points for this SKU');
  await expectAccessible(page, testInfo, 'amazon-publish-preview', '[role="dialog"]');
  await preview.getByTestId('confirm-publish').click();
  await expect(publish.getByTestId('publish-status')).toContainText(`Live on Amazon: the product page for SKU ${SKU} shows the new text`, { timeout: 30_000 });
  const onAmazon = await (await page.request.get(`${fake()}/__fake/items?sku=${SKU}&marketplaceId=${US}`)).json();
  expect(onAmazon.attributes.item_name[0].value).not.toBe(OLD_TITLE);
  expect(onAmazon.attributes.product_description[0].value).toBe('<p>An insulated bottle.</p>');
  await page.keyboard.press('Escape');

  // The dashboard card says it is live on Amazon, in words; so does the details modal.
  await dashboard.goto();
  const badge = dashboard.cards.first().getByTestId('amazon-publish-badge');
  await expect(badge).toHaveText('Live on Amazon (US)');
  await expect(badge).toHaveAccessibleName(`Live on Amazon (US), SKU ${SKU}`);

  // The history has the imported text and the published one; restore the imported version.
  await dashboard.cards.first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Listing details' });
  await expect(details.getByTestId('amazon-publish-badge')).toHaveText('Live on Amazon (US)');
  await details.getByRole('tab', { name: 'History' }).click();
  const rows = details.getByTestId('version-row');
  // Imported (what was live), generated, published.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Published');
  await expect(rows.nth(1)).toContainText('Generated');
  await expect(rows.nth(2)).toContainText('Imported');
  await rows.nth(2).getByRole('button', { name: /Restore this version/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Restored');
});

test('a brand owner imports a week of Amazon Search Query Performance into a keyword bank (issue 26)', async ({ page }) => {
  test.slow();
  const sku = `BA-${Date.now().toString(36)}`;
  const seeded = await page.request.post(`${fake()}/__fake/items`, {
    data: { sku, marketplaceId: US, productType: 'BOTTLE', attributes: { item_name: [{ value: 'Trailmate Insulated Bottle', language_tag: 'en_US', marketplace_id: US }] } },
  });
  expect(seeded.status()).toBe(201);
  await createVerifiedUser(page.request, 'Brenda Brand');

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await connectRegion(page, 'US', 'North America');

  // A new bank, then the last complete week of the seller's own search data into it.
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  const panel = page.getByTestId('keyword-bank-panel');
  await panel.getByRole('button', { name: /Keyword research/ }).click();
  await panel.getByLabel('New bank name').fill('Bottles – Amazon data');
  await panel.getByRole('button', { name: 'Create bank' }).click();
  const analytics = panel.getByTestId('brand-analytics');
  await analytics.getByText('Import from Amazon Brand Analytics').click();
  await expect(analytics.getByLabel('Report')).toHaveValue('search-query-performance');
  await analytics.getByLabel('Marketplace').selectOption('US');
  await analytics.getByRole('button', { name: 'Import from Amazon' }).click();
  // Amazon builds the report, the server reads it in the background, and the page follows it to the
  // result (the seller's other ASINs, from the journeys before, are in the report too: rows vary).
  const status = analytics.getByTestId('brand-analytics-status');
  await expect(status).toContainText('3 new keywords', { timeout: 30_000 });
  await expect(status).toHaveText(/^Imported from Amazon \(week \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\): [\d,]+ rows read, 3 terms kept: 3 new keywords, 0 already in the bank updated\.$/);

  // The bank holds Amazon's queries with the week's volume, marked with their source and week.
  await panel.getByRole('button', { name: 'Edit keywords' }).click();
  const table = panel.getByTestId('bank-keywords');
  const first = table.getByRole('row', { name: /insulated water bottle/ });
  await expect(first).toContainText('48,200');
  await expect(first).toContainText(/Amazon Search Query Performance, week \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
  await expect(panel.getByLabel('Keyword bank', { exact: true }).locator('option:checked')).toHaveText(/Bottles – Amazon data \(3 keywords\)/);
});

const UK = 'A1F83G8C2ARO7P';
const tagged = (marketplaceId: string, language: string) => (value: string) => ({ value, language_tag: language, marketplace_id: marketplaceId });

/** Connects a region on the dashboard through the fake Seller Central of `store`. */
async function connectRegion(page: Page, store: string, region: string) {
  const card = page.getByTestId('amazon-connection');
  await card.getByLabel('A store you sell in').selectOption(store);
  await card.getByRole('button', { name: `Connect ${region} with Amazon` }).click();
  await expect(page).toHaveURL(/\/dashboard\?amazon=connected/);
}

/** The fields the publish dialog can send besides the title. */
const OPTIONAL_FIELDS = ['Bullet points', 'Description', 'Search terms'];

/**
 * Imports a SKU, generates, and opens the publish preview of the title (and of the fields in
 * `send`). `imported` looks at the imported form before the keywords are filled; with `testInfo`
 * the import dialog is checked for accessibility.
 */
async function importAndPreview(page: Page, marketplace: string, sku: string, options: { send?: string[]; imported?: () => Promise<void>; testInfo?: TestInfo } = {}) {
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await page.getByTestId('import-from-amazon').click();
  const importDialog = page.getByRole('dialog', { name: 'Import from Amazon' });
  if (options.testInfo) await expectAccessible(page, options.testInfo, 'amazon-import-dialog', '[role="dialog"]');
  await importDialog.getByLabel('Marketplace').selectOption(marketplace);
  await importDialog.getByLabel('SKU').fill(sku);
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('amazon-imported')).toContainText(`Imported SKU ${sku} from Amazon ${marketplace}`);
  await options.imported?.();
  await optimizer.details.getByLabel('Main keyword').fill(WATER_BOTTLE.mainKeyword);
  await optimizer.details.getByLabel('Secondary keywords').fill(WATER_BOTTLE.secondaryKeywords);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();
  await optimizer.output.getByTestId('publish-to-amazon').click();
  const publish = page.getByRole('dialog', { name: 'Publish to Amazon' });
  // The dialog starts on the SKU the listing was imported from.
  await expect(publish.getByLabel('SKU')).toHaveValue(sku);
  for (const field of OPTIONAL_FIELDS) if (!options.send?.includes(field)) await publish.getByRole('checkbox', { name: field }).uncheck();
  await publish.getByRole('button', { name: 'Preview on Amazon' }).click();
  return publish;
}

test('a seller in the US and the UK: two regions, a flagged title fixed ends live, and a reseller is told why the product page kept its title (issue 26)', async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const longTitle = `Trailmate Insulated Water Bottle ${'Stainless Steel Leak Proof '.repeat(7)}`.trim();
  const flagged = `FLAGGED-${run}`;
  const resold = `RESOLD-${run}`;
  const us = tagged(US, 'en_US');
  const uk = tagged(UK, 'en_GB');
  const seeds = [
    {
      sku: flagged,
      marketplaceId: US,
      productType: 'BOTTLE',
      attributes: { item_name: [us(longTitle)], bullet_point: WATER_BOTTLE.bullets.map(us), brand: [us('Trailmate')] },
      issues: [{ code: '4000001', message: "The provided value for 'Item Name' is invalid: it is too long.", severity: 'ERROR', attributeNames: ['item_name'], categories: ['INVALID_ATTRIBUTE'] }],
    },
    {
      sku: resold,
      marketplaceId: UK,
      productType: 'BOTTLE',
      attributes: { item_name: [uk('Trailmate Bottle')], bullet_point: WATER_BOTTLE.bullets.map(uk), brand: [uk('Trailmate')] },
      catalogTitle: 'Trailmate Bottle 750 ml (the brand owner’s title)',
    },
  ];
  for (const seed of seeds) expect((await page.request.post(`${fake()}/__fake/items`, { data: seed })).status()).toBe(201);
  const user = await createVerifiedUser(page.request, 'Una Region');
  // Two listings are analysed: one more than the free allowance. Support's grant, as in e2e/bulk-jobs.spec.ts.
  const secrets = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')) as { adminToken: string };
  const granted = await page.request.post('/api/admin/command', { data: { command: 'grant', email: user.email, credits: 5 }, headers: { 'x-admin-token': secrets.adminToken } });
  expect(granted.ok(), await granted.text()).toBeTruthy();

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await connectRegion(page, 'US', 'North America');
  await connectRegion(page, 'UK', 'Europe');
  const card = page.getByTestId('amazon-connection');
  await expect(card.getByTestId('amazon-region-na')).toContainText('North America: seller A3SELLERFAKE01');
  await expect(card.getByTestId('amazon-region-eu')).toContainText('Europe: seller A3SELLERFAKE01');

  // The flagged title: Amazon's error is marked as already there, and the fix goes live.
  let publish = await importAndPreview(page, 'US', flagged);
  const preview = publish.getByTestId('amazon-preview');
  await expect(preview.getByRole('list', { name: 'Amazon’s issues' })).toContainText('(already on Amazon before this change)');
  await expect(preview).toContainText('Amazon would accept this change. The issues marked below were on Amazon before it, not caused by it.');
  await preview.getByTestId('confirm-publish').click();
  await expect(publish.getByTestId('publish-status')).toContainText(`Live on Amazon: the product page for SKU ${flagged}`, { timeout: 30_000 });
  await page.keyboard.press('Escape');

  // The reseller in the UK: stored, not live, explained.
  publish = await importAndPreview(page, 'UK', resold);
  await expect(publish.getByLabel('Marketplace')).toHaveValue('UK');
  await publish.getByTestId('amazon-preview').getByTestId('confirm-publish').click();
  await expect(publish.getByTestId('publish-status')).toContainText('brand owner controls its catalog data', { timeout: 30_000 });
  await expect(publish.getByTestId('publish-status')).toContainText('8541');
  await page.keyboard.press('Escape');

  await dashboard.goto();
  await expect(page.getByTestId('amazon-publish-badge').first()).toHaveText('Stored by Amazon; the brand owner’s title stays on the product page');
});
