import { expect, snap, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { AuthModal } from './pages/AuthModal';
import { MailboxPage } from './pages/MailboxPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { createVerifiedUser, PASSWORD, signInViaApi, uniqueEmail } from './support/users';

test('a seller signs up, confirms by mail, signs out and in, and resets the password (issue 3)', async ({ page }, testInfo) => {
  const user = { name: 'Ada Seller', email: uniqueEmail(), password: PASSWORD };
  const shell = new AppShell(page);
  const mailbox = new MailboxPage(page);

  await shell.goto('/');
  let modal = await shell.openAuthModal();
  await snap(page, testInfo, 'sign-in-modal');
  await modal.register(user);
  await snap(page, testInfo, 'check-your-email');
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();

  await mailbox.openLink(user.email, /Confirm/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('notice')).toContainText("E-mail confirmed, you're signed in");
  await shell.expectSignedIn(user.name);

  await shell.logout();
  await expect(page).toHaveURL(/\/$/);

  modal = await shell.openAuthModal();
  await modal.signIn(user.email, user.password);
  await shell.expectSignedIn(user.name);
  await shell.logout();

  modal = await shell.openAuthModal();
  await modal.requestPasswordReset(user.email);
  await modal.backToLogin();
  await expect(modal.dialog.getByLabel('Email')).toHaveValue('');
  await page.keyboard.press('Escape');

  const newPassword = 'a brand new secret';
  await mailbox.openLink(user.email, /Reset your/);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await snap(page, testInfo, 'reset-password');
  await new ResetPasswordPage(page).reset(newPassword);

  // The home page opens the sign-in form after a reset.
  modal = new AuthModal(page);
  await modal.signIn(user.email, newPassword);
  await shell.expectSignedIn(user.name);
});

test('a wrong password is refused with the service message, in the modal', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  const shell = new AppShell(page);
  await shell.goto('/');
  const modal = await shell.openAuthModal();
  await modal.dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
  await modal.dialog.getByLabel('Password', { exact: true }).fill('not the password');
  await modal.dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.dialog.getByRole('alert')).toHaveText('Invalid email or password');
});

test('registration checks the form before sending it', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  const modal = await shell.openAuthModal();
  await modal.dialog.getByRole('button', { name: 'Create account' }).click();
  await modal.dialog.getByLabel('Name').fill('   ');
  await modal.dialog.getByLabel('Email').fill(uniqueEmail());
  await modal.dialog.getByLabel('Password', { exact: true }).fill('12345');
  await modal.dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(modal.dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(modal.dialog.getByText('Password must be at least 6 characters long')).toBeVisible();
  await modal.dialog.getByLabel('Password', { exact: true }).fill('123456');
  await modal.dialog.getByLabel('Confirm Password').fill('654321');
  await modal.dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(modal.dialog.getByText('Passwords do not match')).toBeVisible();
});

test('a signed-out visit to /dashboard or /optimizer ends at /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await new AppShell(page).expectSignedOut();
  await page.goto('/optimizer');
  await expect(page).toHaveURL(/\/$/);
});

test('an invalid confirmation link says so and offers to sign in', async ({ page }) => {
  await page.goto('/?verified=1&error=INVALID_TOKEN');
  await expect(page.getByTestId('notice')).toContainText('This confirmation link is invalid or has expired. Sign in to get a new one.');
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('notice').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('signing out in one tab signs the other tabs out within seconds', async ({ page, context }) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page.request, user);
  const other = await context.newPage();
  const first = new AppShell(page);
  const second = new AppShell(other);
  await first.goto('/');
  await second.goto('/');
  await first.expectSignedIn(user.name);
  await second.expectSignedIn(user.name);
  await first.logout();
  await expect(second.loginButton).toBeVisible({ timeout: 5000 });
});
