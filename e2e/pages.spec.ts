import { expect, snap, test } from './support/fixtures';
import { createVerifiedUser, signInViaApi } from './support/users';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Listings that rank, convert and pass the rules.' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/refund-policy', heading: 'Refund Policy' },
  { path: '/service-policy', heading: 'Service Policy' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/reset-password?token=example', heading: 'Reset Password' },
] as const;

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} renders without console errors, at desktop size and 375 px`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('ai-credit')).toContainText('Text written by the Listcraft built-in editor');
    await expect(page.getByTestId('support-email')).toHaveText('help@listcraft.test');
    await snap(page, testInfo, path.split('?')[0]!.slice(1) || 'home');
  });
}

test('the terms promise 1 listing per month and a 99% uptime aim, dated November 2025', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByText('Last updated: November 2025')).toBeVisible();
  await expect(page.getByText('Standard accounts get 1 listing per month')).toBeVisible();
  await expect(page.getByText('aim for 99% uptime')).toBeVisible();
});

test('the footer offers the messaging app and the home page promises a free listing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'WhatsApp us for more credits' })).toHaveAttribute('href', 'https://wa.me/15555550199');
  await expect(page.getByText('1 free listing every month').first()).toBeVisible();
});

test('signed-in pages render without console errors, at desktop size and 375 px', async ({ page }, testInfo) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page.request, user);
  await page.goto('/optimizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Optimizer' })).toBeVisible();
  await expect(page.getByTestId('credit-badge').filter({ visible: true })).toContainText('1');
  await snap(page, testInfo, 'optimizer');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await snap(page, testInfo, 'dashboard');
});
