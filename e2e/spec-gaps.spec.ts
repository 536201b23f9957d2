import { expect, MOBILE, snap, test } from './support/fixtures';
import { ContactPage } from './pages/ContactPage';
import { DashboardPage } from './pages/DashboardPage';
import { OptimizerPage } from './pages/OptimizerPage';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser } from './support/users';

/** Issue 11, part C: what a new user saw in Chromium that SPEC words differently. */

test('a contact failure with an empty body shows SPEC §8’s words, and every field is marked required', async ({ page, consoleGuard }, testInfo) => {
  consoleGuard.allow(/status of 500/);
  const contact = new ContactPage(page);
  await contact.goto();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    // The star is hidden from assistive technology: the accessible name stays the plain label.
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAttribute('required', '');
    // The visible marker sits in the label, next to the name.
    await expect(page.locator('label', { has: page.locator('span', { hasText: '*' }) }).filter({ hasText: label }).first()).toBeVisible();
  }
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
  await contact.send({ name: 'Lena Buyer', email: 'lena@example.com', subject: 'Credits', message: 'Hello there.' });
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(page.getByText(/API request failed/)).toHaveCount(0);
  await snap(page, testInfo, 'contact-failure');
});

test('the dashboard’s usage card turns yellow at half a credit left (SPEC §9)', async ({ page }, testInfo) => {
  await createVerifiedUser(page.request);
  const analysed = await page.request.post('/api/extract-insights', {
    data: {
      userInput: {
        title: WATER_BOTTLE.title,
        bulletPoints: [...WATER_BOTTLE.bullets, ''],
        titleMainKeyword: WATER_BOTTLE.mainKeyword,
        titleSecondaryKeywords: WATER_BOTTLE.secondaryKeywords,
        bulletKeywords: WATER_BOTTLE.bulletKeywords,
      },
    },
  });
  expect(analysed.ok(), await analysed.text()).toBeTruthy();
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.usageCard).toHaveAttribute('data-level', 'low');
  await expect(dashboard.usageCard).toContainText('0.5');
  const background = await dashboard.usageCard.evaluate((card) => getComputedStyle(card).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  // Tailwind's amber-50: a warm, light yellow whatever colour space the browser reports it in.
  const [r, g, b] = await dashboard.usageCard.evaluate((card) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(card).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    return Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
  expect(r).toBeGreaterThan(250);
  expect(b).toBeLessThan(g!);
  await snap(page, testInfo, 'dashboard-low-credit');
});

test('at 375 px the keyword coverage table scrolls sideways, with a visible cue', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request);
  await page.setViewportSize(MOBILE);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  const region = optimizer.output.getByRole('region', { name: 'Keyword coverage table' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-overflow', 'right');
  await expect(optimizer.output.getByTestId('coverage-scroll-hint')).toBeVisible();
  await expect(optimizer.output.getByTestId('coverage-scroll-shadow')).toBeVisible();
  const lastHeader = region.getByRole('columnheader', { name: 'Search terms' });
  await expect(lastHeader).not.toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('screenshots', 'coverage-375-start.png') });

  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(region).toHaveAttribute('data-overflow', 'left');
  await expect(lastHeader).toBeInViewport({ ratio: 1 });
  await expect(optimizer.output.getByTestId('coverage-scroll-shadow')).toHaveCount(0);
  await region.screenshot({ path: testInfo.outputPath('screenshots', 'coverage-375-end.png') });

  // On a desktop the whole table fits and no cue is shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(region).toHaveAttribute('data-overflow', 'none');
  await expect(optimizer.output.getByTestId('coverage-scroll-hint')).toHaveCount(0);
  await region.screenshot({ path: testInfo.outputPath('screenshots', 'coverage-desktop.png') });
});
