import { expect, type Page } from '@playwright/test';
import { AuthModal } from './AuthModal';

/** The top bar and the page frame every screen shares. */
export class AppShell {
  readonly banner;
  readonly loginButton;
  readonly userName;
  readonly creditBadge;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.loginButton = this.banner.getByRole('button', { name: 'Login / Sign Up' });
    this.userName = this.banner.getByTestId('user-name');
    // The bar has one badge for wide screens and one for phones; the other is hidden.
    this.creditBadge = this.banner.getByTestId('credit-badge').filter({ visible: true });
  }

  async goto(path = '/') {
    await this.page.goto(path);
  }

  async openAuthModal(): Promise<AuthModal> {
    await this.loginButton.click();
    const modal = new AuthModal(this.page);
    await expect(modal.dialog).toBeVisible();
    return modal;
  }

  /** Signed in, with the credits loaded: the page has settled. */
  async expectSignedIn(name: string) {
    await expect(this.userName).toHaveText(name);
    await expect(this.creditBadge).toHaveAttribute('data-loaded', 'true');
  }

  async expectSignedOut() {
    await expect(this.loginButton).toBeVisible();
  }

  async navigate(link: 'Home' | 'Optimizer' | 'Dashboard') {
    await this.banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  }

  async logout() {
    await this.banner.getByRole('button', { name: 'Logout' }).click();
    await this.expectSignedOut();
  }
}
