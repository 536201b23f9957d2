import { expect, type Page } from '@playwright/test';

/** /reset-password, the target of the mailed reset link. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async reset(password: string) {
    await expect(this.page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await this.page.getByLabel('New Password').fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(this.page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
    // SPEC: it goes to / after 2 seconds.
    await expect(this.page).toHaveURL(/\/$/);
  }
}
