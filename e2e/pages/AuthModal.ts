import { expect, type Page } from '@playwright/test';

/** The sign-in modal with its modes (login, reset form, reset sent) and the registration form. */
export class AuthModal {
  readonly dialog;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async signIn(email: string, password: string) {
    await expect(this.dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByLabel('Password', { exact: true }).fill(password);
    await this.dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async register(user: { name: string; email: string; password: string }) {
    await this.dialog.getByRole('button', { name: 'Create account' }).click();
    await this.dialog.getByLabel('Name').fill(user.name);
    await this.dialog.getByLabel('Email').fill(user.email);
    const password = this.dialog.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('placeholder', 'At least 6 characters');
    await password.fill(user.password);
    await this.dialog.getByLabel('Confirm Password').fill(user.password);
    await this.dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
    await expect(this.dialog).toContainText(user.email);
    await expect(this.dialog).toContainText('check your spam folder');
  }

  async backToLogin() {
    await this.dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }

  async requestPasswordReset(email: string) {
    await this.dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
    await expect(this.dialog).toContainText("Check your email for the password reset link. If you don't see it, check your spam folder");
  }
}
