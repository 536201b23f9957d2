import { expect, type Page } from '@playwright/test';

export interface ListingInput {
  title: string;
  bullets: readonly string[];
  mainKeyword: string;
  secondaryKeywords: string;
  bulletKeywords: string;
  /** The seller's current description (optional field). */
  description?: string;
}

export const ANALYZE_HINT = 'Please fill in the title, main keyword, and at least 5 bullet points to continue.';

/** /optimizer: details form, analysis, insights and prompts, generation, output. */
export class OptimizerPage {
  readonly details;
  readonly analyzeButton;
  readonly generateButton;
  readonly insights;
  readonly errorPanel;
  readonly output;

  constructor(readonly page: Page) {
    this.details = page.getByRole('region', { name: 'Product details' });
    this.analyzeButton = page.getByTestId('analyze');
    this.generateButton = page.getByTestId('generate');
    this.insights = page.getByRole('region', { name: 'Insights' });
    this.errorPanel = page.getByTestId('error-panel');
    this.output = page.getByTestId('output-panel');
  }

  async goto(fresh = true) {
    await this.page.goto(fresh ? '/optimizer?new=1' : '/optimizer');
    await expect(this.page.getByRole('heading', { name: 'Listing Optimizer' })).toBeVisible();
  }

  bullet(n: number) {
    return this.details.getByRole('textbox', { name: `Bullet point ${n}` });
  }

  async fill(input: ListingInput) {
    await this.details.getByLabel('Current title').fill(input.title);
    for (const [i, text] of input.bullets.entries()) await this.bullet(i + 1).fill(text);
    await this.details.getByLabel('Main keyword').fill(input.mainKeyword);
    await this.details.getByLabel('Secondary keywords').fill(input.secondaryKeywords);
    await this.details.getByLabel('Bullet keywords').fill(input.bulletKeywords);
    if (input.description !== undefined) await this.details.getByLabel(/^Current description/).fill(input.description);
  }

  async analyze() {
    await expect(this.analyzeButton).toBeEnabled();
    await this.analyzeButton.click();
  }

  async expectAnalyzed() {
    await expect(this.analyzeButton).toHaveText('Insights Extracted & Prompts Ready');
    await expect(this.analyzeButton).toBeDisabled();
    await expect(this.insights.getByTestId('insights-panel')).toBeVisible();
  }

  async openPrompts() {
    const toggle = this.insights.getByRole('button', { name: /^Prompts/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  prompt(name: 'Title prompt' | 'Bullet points prompt' | 'Description prompt' | 'Search terms prompt') {
    return this.insights.getByLabel(name);
  }

  async generate() {
    await this.generateButton.click();
    await expect(this.output).toBeVisible({ timeout: 30_000 });
  }

  outputTitle() {
    return this.output.getByRole('region', { name: 'Title' });
  }

  async edit() {
    await this.output.getByRole('button', { name: 'Edit' }).click();
  }

  async saveChanges() {
    await this.output.getByRole('button', { name: 'Save Changes' }).click();
    await expect(this.output.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  }

  async copy() {
    await this.output.getByRole('button', { name: 'Copy' }).click();
    await expect(this.output.getByRole('button', { name: 'Copied!' })).toBeVisible();
  }

  async startNew() {
    await this.page.getByRole('button', { name: 'Start a new listing' }).click();
  }
}
