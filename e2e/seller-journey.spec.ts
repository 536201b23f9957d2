import { expect, snap, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { DashboardPage } from './pages/DashboardPage';
import { MailboxPage } from './pages/MailboxPage';
import { ANALYZE_HINT, OptimizerPage } from './pages/OptimizerPage';
import { WATER_BOTTLE } from './support/listing-input';
import { PASSWORD, uniqueEmail } from './support/users';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a new seller optimizes a listing, edits it, and manages it on the dashboard (issue 7)', async ({ page, request }, testInfo) => {
  test.slow();
  const user = { name: 'Maya Merchant', email: uniqueEmail(), password: PASSWORD };
  const shell = new AppShell(page);

  // Sign up, confirm through the mailed link (opened elsewhere, like a phone's mail app), sign in.
  await shell.goto('/');
  await snap(page, testInfo, 'home');
  const modal = await shell.openAuthModal();
  await modal.register(user);
  const confirmation = await request.get(await MailboxPage.waitForLink(request, user.email, /Confirm/), { maxRedirects: 0 });
  expect(confirmation.status()).toBe(302);
  await modal.backToLogin();
  await modal.signIn(user.email, user.password);
  await shell.expectSignedIn(user.name);
  await expect(shell.creditBadge).toContainText('1');

  // Fill the optimizer: Analyze waits for the title, the main keyword and five bullets.
  const optimizer = new OptimizerPage(page);
  await shell.navigate('Optimizer');
  await expect(page).toHaveURL(/\/optimizer/);
  await expect(optimizer.analyzeButton).toBeDisabled();
  await expect(optimizer.details).toContainText(ANALYZE_HINT);
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.details.getByRole('button', { name: 'Add a 6th bullet point' }).click();
  await optimizer.bullet(6).fill(WATER_BOTTLE.sixthBullet);
  await expect(optimizer.details.getByRole('button', { name: 'Add a 6th bullet point' })).toBeHidden();
  await snap(page, testInfo, 'optimizer-form');

  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await expect(optimizer.insights).toContainText('Buyer persona');
  await expect(optimizer.insights).toContainText('Estimate');
  // Editing the inputs afterwards keeps the flow where it is.
  await optimizer.details.getByLabel('Bullet keywords').fill(`${WATER_BOTTLE.bulletKeywords}, gift`);
  await optimizer.expectAnalyzed();

  await optimizer.openPrompts();
  const titlePrompt = optimizer.prompt('Title prompt');
  await expect(titlePrompt).toContainText(WATER_BOTTLE.mainKeyword);
  await expect(titlePrompt).not.toContainText('{{');
  await titlePrompt.fill(`${await titlePrompt.inputValue()}\n- Mention that it fits car cup holders.`);
  await snap(page, testInfo, 'optimizer-insights');

  await optimizer.generate();
  await expect(optimizer.output.getByTestId('audit-panel')).toBeVisible();
  await expect(optimizer.output.getByTestId('coverage-table')).toContainText(WATER_BOTTLE.mainKeyword);
  await expect(optimizer.output.getByRole('region', { name: 'Bullet points' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(shell.creditBadge).toContainText('Limit reached');
  await snap(page, testInfo, 'optimizer-output');

  // Edit, save (locally and to the server), copy.
  await optimizer.edit();
  const titleEditor = optimizer.outputTitle().getByRole('textbox');
  const editedTitle = `${(await titleEditor.inputValue()).slice(0, 150)} Trail Edition`;
  await titleEditor.fill(editedTitle);
  await optimizer.saveChanges();
  await expect(optimizer.outputTitle()).toContainText('Trail Edition');
  await expect(optimizer.output).not.toContainText('failed to sync');
  await optimizer.copy();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Trail Edition');
  await expect(optimizer.output.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

  // The dashboard has the listing with the edit; edit it again in the details modal.
  const dashboard = new DashboardPage(page);
  await shell.navigate('Dashboard');
  await expect(dashboard.usageCard).toContainText('Limit reached');
  await expect(dashboard.cards).toHaveCount(1);
  await expect(dashboard.card('Trail Edition')).toContainText(WATER_BOTTLE.title);
  await snap(page, testInfo, 'dashboard');
  const details = await dashboard.openDetails('Trail Edition');
  await details.getByRole('button', { name: 'Edit' }).click();
  const description = details.getByRole('region', { name: 'Description' }).getByRole('textbox');
  await description.fill('A sturdy insulated water bottle for hikes, the gym and the office. Double wall steel keeps drinks cold.');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Changes saved successfully!')).toBeVisible();
  await expect(details.getByRole('region', { name: 'Description' })).toContainText('A sturdy insulated water bottle');
  await snap(page, testInfo, 'listing-details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Delete it; the empty state returns.
  await dashboard.deleteListing('Trail Edition');
  await expect(dashboard.emptyState).toContainText('No listings yet');
  await expect(dashboard.emptyState.getByRole('link', { name: 'Create First Listing' })).toBeVisible();
  await snap(page, testInfo, 'dashboard-empty');
});
