import { expect, type Page } from '@playwright/test';

/** mfe-onboarding's quiz at /onboarding. */
export class OnboardingQuiz {
  constructor(readonly page: Page) {}

  async expectOnStep(step: number) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Tell us about your travels' }),
    ).toBeVisible();
    await expect(this.page.getByText(`Step ${step} of 4`)).toBeVisible();
  }

  async choose(label: string | RegExp) {
    await this.page.getByRole('radio', { name: label }).check();
  }

  async searchCity(text: string) {
    await this.page.getByLabel('City').fill(text);
  }

  async next() {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  async finish() {
    await this.page.getByRole('button', { name: 'Finish' }).click();
  }

  /** Answers all four steps and finishes, as a new traveller heading to Lisbon would. */
  async completeForLisbon() {
    await this.expectOnStep(1);
    await this.choose('Finding tours with a local guide');
    await this.next();
    await this.searchCity('lisb');
    await this.choose(/Lisbon/);
    await this.next();
    await this.choose('Within a month');
    await this.next();
    await this.choose('A friend');
    await this.finish();
  }
}
