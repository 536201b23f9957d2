import { AppShell } from './pages/AppShell';
import { DashboardPage } from './pages/DashboardPage';
import { OptimizerPage } from './pages/OptimizerPage';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser, signInViaApi } from './support/users';

const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Listings that rank, convert and pass the rules.' },
  { path: '/privacy-policy', name: 'privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', name: 'terms', heading: 'Terms and Conditions' },
  { path: '/refund-policy', name: 'refund-policy', heading: 'Refund Policy' },
  { path: '/service-policy', name: 'service-policy', heading: 'Service Policy' },
  { path: '/contact', name: 'contact', heading: 'Contact us' },
  { path: '/reset-password?token=example', name: 'reset-password', heading: 'Reset Password' },
  // An unknown address sends the visitor home (App.tsx): the page they land on is checked.
  { path: '/no-such-page', name: 'not-found', heading: 'Listings that rank, convert and pass the rules.' },
] as const;

for (const { path, name, heading } of PUBLIC_PAGES) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, testInfo, name);
  });
}

test('axe: the sign-in, registration and reset dialogs have no serious or critical violations', async ({ page }, testInfo) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  const modal = await shell.openAuthModal();
  await expect(modal.dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page, testInfo, 'sign-in-dialog');
  await modal.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(modal.dialog.getByLabel('Confirm Password')).toBeVisible();
  await expectAccessible(page, testInfo, 'register-dialog');
  await modal.dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await modal.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(modal.dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page, testInfo, 'reset-request-dialog');
});

test('axe: the signed-in optimizer, its output, the dashboard, usage and a listing’s details have no serious or critical violations', async ({ page }, testInfo) => {
  test.slow();
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page.request, user);

  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expectAccessible(page, testInfo, 'optimizer-empty');
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.openPrompts();
  await expectAccessible(page, testInfo, 'optimizer-insights');
  await optimizer.generate();
  await expectAccessible(page, testInfo, 'optimizer-output');

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.usageCard).toBeVisible();
  await expect(dashboard.cards).toHaveCount(1);
  await expectAccessible(page, testInfo, 'dashboard');
  await dashboard.cards.first().getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Listing details' })).toBeVisible();
  await expectAccessible(page, testInfo, 'listing-details');
});

test('axe: the empty dashboard has no serious or critical violations', async ({ page }, testInfo) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page.request, user);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.emptyState).toBeVisible();
  await expectAccessible(page, testInfo, 'dashboard-empty');
});
