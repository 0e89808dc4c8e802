import { expect, type Locator, type Page } from '@playwright/test';

/** /gems/{id}: one gem and its save control (mfe-gems). */
export class GemPage {
  readonly saveButton: Locator;
  readonly folderPicker: Locator;
  readonly savedStatus: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.saveButton = main.getByRole('button', { name: 'Save', exact: true });
    this.folderPicker = main.getByRole('group', { name: 'Save to a folder' });
    this.savedStatus = main.getByRole('status').filter({ hasText: /^Saved/ });
  }

  async goto(gemId: string) {
    await this.page.goto(`/gems/${gemId}`);
  }

  async expectGem(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async openFolderPicker() {
    await this.saveButton.click();
    await expect(this.folderPicker).toBeVisible();
  }

  async saveToFolder(name: string) {
    await this.openFolderPicker();
    await this.folderPicker.getByRole('button', { name, exact: true }).click();
  }

  async startNewFolder() {
    await this.openFolderPicker();
    await this.folderPicker.getByRole('button', { name: 'New folder…' }).click();
  }
}
