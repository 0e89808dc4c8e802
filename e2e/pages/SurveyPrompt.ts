import type { Locator, Page } from '@playwright/test';

/** The satisfaction survey (spec 1): a non-modal region in the corner. */
export class SurveyPrompt {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Quick question' });
  }

  async answer(score: number, comment?: string) {
    await this.region.getByRole('radio', { name: String(score), exact: true }).check();
    if (comment) await this.region.getByLabel('Anything we could do better? (optional)').fill(comment);
    const sent = this.page.waitForResponse(
      (response) => response.url().endsWith('/survey/responses') && response.request().method() === 'POST',
    );
    await this.region.getByRole('button', { name: 'Send' }).click();
    return sent;
  }

  async dismiss() {
    await this.region.getByRole('button', { name: 'No thanks' }).click();
  }
}
