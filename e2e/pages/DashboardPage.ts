import { expect, type Page } from '@playwright/test';

/** /dashboard: usage card, listing cards, details and delete modals. */
export class DashboardPage {
  readonly cards;
  readonly usageCard;
  readonly emptyState;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('listing-card');
    this.usageCard = page.getByTestId('usage-card');
    this.emptyState = page.getByTestId('empty-state');
  }

  async goto() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }

  card(text: string) {
    return this.cards.filter({ hasText: text });
  }

  async openDetails(text: string) {
    await this.card(text).getByRole('button', { name: 'View Details' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Listing details' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async deleteListing(text: string) {
    await this.card(text).getByRole('button', { name: /Delete listing/ }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete this listing?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
