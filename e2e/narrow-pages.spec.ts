import type { Page, TestInfo } from '@playwright/test';
import { expect, MOBILE, snap, test } from './support/fixtures';
import { cerebroExport } from './support/keyword-export';
import { createVerifiedUser } from './support/users';

/*
 * Issue 25: no page is wider than the phone it is on. At 375 px, /bulk-jobs with a job open was
 * 654–670 px wide and the keyword editor 489 px (its sr-only "Actions" header escaped the scroll
 * box). Every page is measured: the document may not scroll sideways.
 */

async function widthAt375(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize(MOBILE);
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  if (width > MOBILE.width) {
    const file = testInfo.outputPath(`${name}-too-wide.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-too-wide.png`, { path: file, contentType: 'image/png' });
  }
  expect(width, `${name} is ${width} px wide at ${MOBILE.width} px`).toBeLessThanOrEqual(MOBILE.width);
}

const PUBLIC = ['/', '/privacy-policy', '/terms-and-conditions', '/refund-policy', '/service-policy', '/contact', '/reset-password?token=example'];

test('public pages are no wider than 375 px at 375 px', async ({ page }, testInfo) => {
  for (const url of PUBLIC) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await widthAt375(page, testInfo, url);
  }
});

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const HEADER = ['sku', 'marketplace', 'title', 'bullet_1', 'bullet_2', 'bullet_3', 'bullet_4', 'bullet_5', 'bullet_6', 'description', 'main_keyword', 'secondary_keywords', 'bullet_keywords', 'search_terms'];
const row = (i: number) => [
  `NARROW-${i}-WITH-A-LONG-SKU-THAT-DOES-NOT-BREAK`,
  '',
  `Brewline Kettle Model ${i} Stainless Steel, 1500W, Easy Clean, Auto Shut-Off, Cordless, 1.7 Litre Capacity`,
  'Heats evenly with a 1500W element so the kettle is ready in minutes',
  'Stainless steel body wipes clean and resists stains from daily use',
  'Auto shut-off switches the kettle off when it is done',
  'Cool-touch handle stays comfortable to hold while it works',
  i === 2 ? '' : 'Compact footprint fits small kitchens and dorm rooms',
  '',
  '',
  'kettle',
  'stainless kettle, electric kettle',
  '',
  'hot water boiler teapot',
];

test('signed-in pages, a bulk job open and the keyword editor are no wider than 375 px at 375 px', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request);
  for (const url of ['/optimizer', '/dashboard', '/bulk-jobs']) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await widthAt375(page, testInfo, url);
  }

  // A job with a refused row open on /bulk-jobs (rows, problems, cost).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/bulk-jobs');
  const csv = [HEADER, row(1), row(2), row(3)].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
  await page.getByLabel('Listings file (CSV or Excel)').setInputFiles({ name: 'a-kitchen-file-with-a-rather-long-name-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByTestId('bulk-job').getByTestId('bulk-status')).toHaveText('Checked, not started');
  await snap(page, testInfo, 'bulk-job-open');
  await widthAt375(page, testInfo, 'bulk-job-open');

  // The keyword editor with a bank in it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/optimizer?new=1');
  const panel = page.getByTestId('keyword-bank-panel');
  await panel.getByRole('button', { name: /Keyword research/ }).click();
  await panel.getByLabel('New bank name').fill('Narrow bank');
  await panel.getByRole('button', { name: 'Create bank' }).click();
  await panel.locator('input[type=file]').setInputFiles({ name: 'cerebro.csv', mimeType: 'text/csv', buffer: Buffer.from(cerebroExport(20)) });
  await expect(panel.getByText('Imported 20 new keywords')).toBeVisible();
  await panel.getByRole('button', { name: 'Edit keywords' }).click();
  await expect(panel.getByTestId('bank-keywords')).toBeVisible();
  await snap(page, testInfo, 'keyword-editor');
  await widthAt375(page, testInfo, 'keyword-editor');
});
