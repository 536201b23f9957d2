import { expect, snap, test } from './support/fixtures';
import { OptimizerPage } from './pages/OptimizerPage';
import { expectAccessible } from './support/accessibility';
import { cerebroExport, COMPETITOR, TOP_TERM } from './support/keyword-export';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser } from './support/users';

test('a seller imports a Cerebro export, excludes a competitor brand, and the listing is written around the bank (issue 13)', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill(WATER_BOTTLE);

  // A 300-keyword export, imported into a new bank.
  const panel = page.getByTestId('keyword-bank-panel');
  await panel.getByRole('button', { name: /Keyword research/ }).click();
  await panel.getByLabel('New bank name').fill('Water bottles – Cerebro');
  await panel.getByRole('button', { name: 'Create bank' }).click();
  await panel.locator('input[type=file]').setInputFiles({ name: 'cerebro-water-bottle.csv', mimeType: 'text/csv', buffer: Buffer.from(cerebroExport(300)) });
  await expect(panel.getByText('Imported 300 new keywords')).toBeVisible();
  await expect(panel).toContainText('Helium 10 Cerebro');
  await expect(panel.getByLabel('Keyword bank', { exact: true })).toHaveValue(/.+/);

  // The competitor's brand is marked excluded.
  await panel.getByRole('button', { name: 'Edit keywords' }).click();
  await panel.getByLabel('Search keywords').fill(COMPETITOR.phrase);
  await panel.getByLabel(`Priority of ${COMPETITOR.phrase}`, { exact: true }).selectOption('excluded');
  await expect(panel.getByText('1 excluded')).toBeVisible();
  await snap(page, testInfo, 'keyword-bank');
  await expectAccessible(page, testInfo, 'keyword-bank-editor', '[data-testid=keyword-bank-panel]');

  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  // The title holds the top-volume term; the competitor appears nowhere in what was written.
  await expect(optimizer.outputTitle()).toContainText(new RegExp(TOP_TERM.phrase, 'i'));
  for (const region of ['Title', 'Bullet points', 'Description', 'Search terms']) {
    await expect(optimizer.output.getByRole('region', { name: region })).not.toContainText(new RegExp(COMPETITOR.phrase, 'i'));
  }

  // The table shows each keyword's volume and where it was placed.
  const table = optimizer.output.getByTestId('bank-coverage-table');
  const top = table.getByRole('row').filter({ hasText: TOP_TERM.phrase }).first();
  await expect(top).toContainText(TOP_TERM.volume.toLocaleString('en-US'));
  await expect(top).toContainText('✓');
  const competitor = table.getByRole('row').filter({ hasText: COMPETITOR.phrase }).first();
  await expect(competitor).toContainText(/Excluded/i);
  await expect(competitor).not.toContainText('✓');
  await snap(page, testInfo, 'keyword-bank-output');
  await expectAccessible(page, testInfo, 'keyword-bank-coverage', '[data-testid=bank-coverage]');

  // Clicking a keyword highlights it in the listing.
  await top.getByRole('button', { name: new RegExp(TOP_TERM.phrase) }).click();
  await expect(optimizer.outputTitle().locator('mark').filter({ hasText: new RegExp(TOP_TERM.phrase, 'i') }).first()).toBeVisible();
});
