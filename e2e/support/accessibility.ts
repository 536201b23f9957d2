import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe on every page and dialog a seller can reach: none may have a serious or critical violation
 * (WCAG 2.x A and AA rules, plus axe's best practices). The full results are attached to the test.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string, include?: string) {
  // A page whose code or session is still loading shows a spinner; check the page, not the spinner.
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(blocking, `serious or critical axe violations on ${name}`).toEqual([]);
}
