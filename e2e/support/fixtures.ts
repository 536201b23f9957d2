import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Every test checks the browser console: an error there fails the test unless the test said it
 * expects it (a refused request the journey provokes on purpose, such as a 402).
 */
interface ConsoleGuard {
  allow(pattern: RegExp): void;
}

export const MOBILE = { width: 375, height: 812 } as const;

/** Saves a full-page screenshot at desktop size and at 375 px, attached to the test's results. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  // A page whose code or session is still loading shows a spinner; picture the page instead.
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  const shots: [string, { width: number; height: number }][] = [
    [`${name}-desktop.png`, desktop],
    [`${name}-375.png`, MOBILE],
  ];
  for (const [file, size] of shots) {
    await page.setViewportSize(size);
    // A sticky top bar would be drawn mid-page if the page were scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath('screenshots', file);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(file, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(desktop);
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The server-rendered /dev/mailbox page has no icon, so the browser asks for /favicon.ico.
        if (message.location().url.endsWith('/favicon.ico')) return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
