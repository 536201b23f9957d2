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
  await card.getByRole('button', { name: 'Connect with Amazon' }).click();
  await expect(page).toHaveURL(/\/dashboard\?amazon=connected/);
  await expect(card).toContainText('Your Amazon seller account is connected.');
  await expect(card).toContainText('Connected to seller A3SELLERFAKE01');

  // Import the SKU into the optimizer; keywords are the seller's to add.
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await page.getByTestId('import-from-amazon').click();
  const importDialog = page.getByRole('dialog', { name: 'Import from Amazon' });
  await expectAccessible(page, testInfo, 'amazon-import-dialog', '[role="dialog"]');
  await importDialog.getByLabel('SKU').fill(SKU);
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('amazon-imported')).toContainText(`Imported SKU ${SKU} from Amazon US`);
  await expect(optimizer.details.getByLabel('Current title')).toHaveValue(OLD_TITLE);
  await expect(optimizer.bullet(1)).toHaveValue(WATER_BOTTLE.bullets[0]);
  await optimizer.details.getByLabel('Main keyword').fill(WATER_BOTTLE.mainKeyword);
  await optimizer.details.getByLabel('Secondary keywords').fill(WATER_BOTTLE.secondaryKeywords);

  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  // Preview, then publish the title and bullets.
  await optimizer.output.getByTestId('publish-to-amazon').click();
  const publish = page.getByRole('dialog', { name: 'Publish to Amazon' });
  // The dialog starts on the SKU the listing was imported from.
  await expect(publish.getByLabel('SKU')).toHaveValue(SKU);
  await expect(publish.getByLabel('Marketplace')).toHaveValue('US');
  await publish.getByRole('checkbox', { name: 'Description' }).uncheck();
  await publish.getByRole('checkbox', { name: 'Search terms' }).uncheck();
  await publish.getByRole('button', { name: 'Preview on Amazon' }).click();
  const preview = publish.getByTestId('amazon-preview');
  await expect(preview).toContainText('Amazon would accept this listing.');
  await expect(preview).toContainText('Amazon has 7 bullet points for this SKU');
  await expectAccessible(page, testInfo, 'amazon-publish-preview', '[role="dialog"]');
  await preview.getByTestId('confirm-publish').click();
  await expect(publish.getByTestId('publish-status')).toContainText(`Published: Amazon applied the changes to SKU ${SKU}`, { timeout: 30_000 });
  const onAmazon = await (await page.request.get(`${fake()}/__fake/items?sku=${SKU}&marketplaceId=${US}`)).json();
  expect(onAmazon.attributes.item_name[0].value).not.toBe(OLD_TITLE);
  expect(onAmazon.attributes.product_description[0].value).toBe('<p>An insulated bottle.</p>');
  await page.keyboard.press('Escape');

  // The dashboard card says it is live on Amazon, in words; so does the details modal.
  await dashboard.goto();
  const badge = dashboard.cards.first().getByTestId('amazon-publish-badge');
  await expect(badge).toHaveText('Published to Amazon (US)');
  await expect(badge).toHaveAccessibleName(`Published to Amazon (US), SKU ${SKU}`);

  // The history has the imported text and the published one; restore the imported version.
  await dashboard.cards.first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Listing details' });
  await expect(details.getByTestId('amazon-publish-badge')).toHaveText('Published to Amazon (US)');
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
  const card = page.getByTestId('amazon-connection');
  await card.getByRole('button', { name: 'Connect with Amazon' }).click();
  await expect(page).toHaveURL(/\/dashboard\?amazon=connected/);

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
  await expect(analytics.getByTestId('brand-analytics-status')).toContainText('3 new keywords', { timeout: 30_000 });

  // The bank holds Amazon's queries with the week's volume, marked with their source and week.
  await panel.getByRole('button', { name: 'Edit keywords' }).click();
  const table = panel.getByTestId('bank-keywords');
  const first = table.getByRole('row', { name: /insulated water bottle/ });
  await expect(first).toContainText('48,200');
  await expect(first).toContainText(/Amazon Search Query Performance, week \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
  await expect(panel.getByLabel('Keyword bank', { exact: true }).locator('option:checked')).toHaveText(/Bottles – Amazon data \(3 keywords\)/);
});
