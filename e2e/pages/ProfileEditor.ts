import { expect, type Locator, type Page } from '@playwright/test';

/** /profile's edit form (mfe-account): the name a signed-in user shows to the app. */
export class ProfileEditor {
  readonly form: Locator;
  readonly nameInput: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Edit profile' });
    this.nameInput = this.form.getByLabel('Name');
  }

  async goto() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  }

  async saveName(name: string) {
    await this.nameInput.fill(name);
    await this.form.getByRole('button', { name: 'Save profile' }).click();
  }
}
