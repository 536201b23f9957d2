import { expect, snap, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { AuthModal } from './pages/AuthModal';
import { OptimizerPage } from './pages/OptimizerPage';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser, signInViaApi } from './support/users';

const NO_SESSION = 'No active session. Please log in again.';

/**
 * Issue 11: what a seller pays for is never lost. A reload keeps the paid analysis (no second
 * charge), a session that ends mid-flow says so and keeps the draft, and another device resumes.
 */
test('analyse, reload, lose the session mid-flow, sign in again, and generate without paying twice', async ({ page, browser, consoleGuard }, testInfo) => {
  test.slow();
  // The revoked session's refused calls are expected; the page handles them.
  consoleGuard.allow(/status of 401/);
  const user = await createVerifiedUser(page.request);
  const shell = new AppShell(page);
  const optimizer = new OptimizerPage(page);
  const usage = async () => (await (await page.request.get('/api/usage')).json()) as { used: number; remaining: number };

  await optimizer.goto();
  await shell.expectSignedIn(user.name);
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await expect(shell.creditBadge).toContainText('0.5');

  // A reload: the insights come back from the server; the analysis is not paid for again.
  await page.reload();
  await optimizer.expectAnalyzed();
  await expect(optimizer.details.getByLabel('Current title')).toHaveValue(WATER_BOTTLE.title);
  await expect(optimizer.insights).toContainText('Buyer persona');
  expect(await usage()).toMatchObject({ used: 0.5, remaining: 0.5 });
  await snap(page, testInfo, 'optimizer-after-reload');

  // The session ends on the server (revoked, as an expiry would) while the seller keeps typing.
  const revoked = await page.request.post('/api/auth/revoke-sessions', { data: {}, headers: { Origin: new URL(page.url()).origin } });
  expect(revoked.ok()).toBeTruthy();
  await optimizer.details.getByLabel('Bullet keywords').fill(`${WATER_BOTTLE.bulletKeywords}, gift`);
  await expect(page.getByTestId('session-expired')).toContainText(NO_SESSION);
  await expect(page).toHaveURL(/\/optimizer/);
  await snap(page, testInfo, 'session-expired');

  // Signing in again: the flow is where it was, with the keywords typed after the session ended.
  await page.getByTestId('session-expired').getByRole('button', { name: 'Sign in' }).click();
  await new AuthModal(page).signIn(user.email, user.password);
  await optimizer.expectAnalyzed();
  await expect(optimizer.details.getByLabel('Bullet keywords')).toHaveValue(`${WATER_BOTTLE.bulletKeywords}, gift`);
  await expect(optimizer.insights).toContainText('Buyer persona');

  await optimizer.generate();
  await expect(shell.creditBadge).toContainText('Limit reached');
  expect(await usage()).toMatchObject({ used: 1, remaining: 0 });
  await snap(page, testInfo, 'optimizer-generated');

  // Another device picks up the same flow, output included, and the typed keywords reached the server.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    await signInViaApi(phone.request, user);
    const other = await phone.newPage();
    const otherOptimizer = new OptimizerPage(other);
    await otherOptimizer.goto(false);
    await otherOptimizer.expectAnalyzed();
    await expect(otherOptimizer.details.getByLabel('Bullet keywords')).toHaveValue(`${WATER_BOTTLE.bulletKeywords}, gift`);
    await expect(otherOptimizer.output).toBeVisible();
    await expect(otherOptimizer.output).toContainText('saved to your dashboard');
  } finally {
    await phone.close();
  }
});
