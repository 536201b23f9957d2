import { expect, snap, test } from './support/fixtures';
import { ContactPage } from './pages/ContactPage';

test('the contact form sends a message and can send another (SPEC §2)', async ({ page }, testInfo) => {
  const contact = new ContactPage(page);
  await contact.goto();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter your message.')).toBeVisible();
  await snap(page, testInfo, 'contact');

  await contact.send({ name: 'Lena Buyer', email: 'lena@example.com', subject: 'Extra credits', message: 'Hello, I would like five more credits this month.' });
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await snap(page, testInfo, 'contact-sent');
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});
