import { expect, type Page } from '@playwright/test';

/** mfe-account's profile and password pages. */
export class AccountPages {
  constructor(readonly page: Page) {}

  async openProfile() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  }

  async changePassword(newPassword: string) {
    await this.page.getByRole('link', { name: 'Change password' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await this.page.getByLabel('Confirm new password').fill(newPassword);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  async resetPassword(newPassword: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await this.page.getByLabel('Confirm new password').fill(newPassword);
    await this.page.getByRole('button', { name: 'Reset password' }).click();
  }
}
