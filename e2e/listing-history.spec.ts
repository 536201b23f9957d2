import { expect, snap, test } from './support/fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { OptimizerPage } from './pages/OptimizerPage';
import { expectAccessible } from './support/accessibility';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser } from './support/users';

test('a seller edits a generated listing, compares the versions in its history and restores the generated one (issue 15)', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request, 'Hana Historian');

  // Generate a listing in the optimizer.
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  // Edit its title in the details modal: that is version 2.
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.cards).toHaveCount(1);
  const details = await dashboard.openDetails(WATER_BOTTLE.title);
  await details.getByRole('button', { name: 'Edit' }).click();
  const title = details.getByRole('region', { name: 'Title' }).getByRole('textbox');
  const original = await title.inputValue();
  await title.fill(`${original.slice(0, 120)} Summit Edition`);
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Changes saved successfully!')).toBeVisible();

  // The history: the edit on top, the generation below, and the diff between them.
  await details.getByRole('tab', { name: 'History' }).click();
  const rows = details.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Version 2');
  await expect(rows.nth(0)).toContainText('Edited');
  await expect(rows.nth(0)).toContainText('by Hana Historian');
  await expect(rows.nth(0)).toContainText('Title changed');
  await expect(rows.nth(1)).toContainText('Generated');
  const diff = details.getByTestId('version-diff');
  const titleDiff = diff.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Title' }) });
  await expect(titleDiff).toContainText('Changed');
  await expect(titleDiff.locator('ins')).toContainText('Summit Edition');
  await expect(diff).toContainText('Unchanged:');
  await snap(page, testInfo, 'listing-history');
  await expectAccessible(page, testInfo, 'listing-history', '[role=dialog]');

  // The other way round, chosen by the seller.
  await details.getByLabel('From version', { exact: true }).selectOption({ index: 0 });
  await details.getByLabel('To version', { exact: true }).selectOption({ index: 1 });
  await expect(titleDiff.locator('del')).toContainText('Summit Edition');

  // Restore the generated version: a new version 3, and the listing has its title again.
  await rows.nth(1).getByRole('button', { name: 'Restore this version (version 1)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, testInfo, 'restore-confirmation', '[role=alertdialog]');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect(details.getByText('Version 1 restored.')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Restored');
  await expect(rows.nth(0)).toContainText('Restored the text of version 1');
  await expect(rows.nth(1)).toContainText('Edited');

  await details.getByRole('tab', { name: 'Listing' }).click();
  await expect(details.getByRole('region', { name: 'Title' })).not.toContainText('Summit Edition');
  await expect(details.getByRole('region', { name: 'Title' })).toContainText(original.slice(0, 60));
  await page.keyboard.press('Escape');
  await expect(dashboard.card('Summit Edition')).toHaveCount(0);
  await expect(dashboard.cards).toHaveCount(1);
});
