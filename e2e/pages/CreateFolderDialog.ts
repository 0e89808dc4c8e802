import { expect, type Locator, type Page } from '@playwright/test';

/** The host's create-folder dialog (spec 2), opened by gaido:openCreateFolder. */
export class CreateFolderDialog {
  readonly dialog: Locator;
  readonly nameInput: Locator;
  readonly createButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create new folder' });
    this.nameInput = this.dialog.getByPlaceholder('Folder name');
    this.createButton = this.dialog.getByRole('button', { name: 'Create & Save' });
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
  }

  async create(name: string) {
    await this.nameInput.fill(name);
    await this.createButton.click();
  }
}
