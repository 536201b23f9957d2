import { expect, test } from './support/fixtures';
import { OptimizerPage } from './pages/OptimizerPage';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser, signInViaApi } from './support/users';

test('the second analysis of the month is refused with the credits message and Contact Us (SPEC §8)', async ({ page, consoleGuard }) => {
  test.slow();
  consoleGuard.allow(/status of 402/);
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page.request, user);

  // A new seller's 1 credit pays for one analysis and one generation.
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill(WATER_BOTTLE);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  await optimizer.startNew();
  await optimizer.fill({ ...WATER_BOTTLE, title: `${WATER_BOTTLE.title} Blue` });
  await optimizer.analyze();
  await expect(optimizer.errorPanel).toContainText('Insufficient credits. Contact us for additional credits.');
  const contact = optimizer.errorPanel.getByRole('link', { name: 'Contact Us' });
  await expect(contact).toHaveAttribute('href', 'https://wa.me/15555550199');
  // A refused analysis can be retried later; the button is not stuck in the "done" state.
  await expect(optimizer.analyzeButton).toHaveText('Analyze Listing');
});
