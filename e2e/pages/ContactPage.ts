import { expect, type Page } from '@playwright/test';

export class ContactPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/contact');
    await expect(this.page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  }

  async send(message: { name: string; email: string; subject: string; message: string }) {
    await this.page.getByLabel('Name').fill(message.name);
    await this.page.getByLabel('Email').fill(message.email);
    await this.page.getByLabel('Subject').fill(message.subject);
    await this.page.getByLabel('Message').fill(message.message);
    await this.page.getByRole('button', { name: 'Send Message' }).click();
  }
}
