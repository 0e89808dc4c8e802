import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** /saved-gems: the signed-in user's folders (mfe-gems). */
export class SavedGemsPage {
  readonly folders: Locator;

  constructor(readonly page: Page) {
    this.folders = page.getByRole('navigation', { name: 'Folders' });
  }

  async goto(): Promise<Response> {
    const response = await this.page.goto('/saved-gems');
    if (!response) throw new Error('no response for the /saved-gems document');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Saved gems' })).toBeVisible();
    return response;
  }

  folder(name: string) {
    return this.folders.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\s*\\d+ gems?$`) });
  }

  async openFolder(name: string) {
    await this.folder(name).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  gemsOf(folderName: string) {
    return this.page.getByRole('list', { name: `Gems in ${folderName}` });
  }

  /** The open folder's map (the canvas MapLibre draws, named for the folder and its city). */
  map(folderName: string) {
    return this.page.getByRole('region', {
      name: new RegExp(`^Map of the gems in ${escapeRegExp(folderName)}`),
    });
  }

  /** The box around the map, which reports what it drew (data-map-state, data-map-points). */
  mapBox() {
    return this.page.getByTestId('gems-map');
  }

  /** The List/Map switch a narrow screen shows. */
  viewToggle() {
    return this.page.getByRole('group', { name: 'Show the folder as' });
  }

  async renameOpenFolder(newName: string) {
    await this.page.getByRole('button', { name: 'Rename folder' }).click();
    const input = this.page.getByRole('textbox', { name: 'Folder name' });
    await input.fill(newName);
    await this.page.getByRole('button', { name: 'Save name' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
  }

  async removeGem(gemName: string, folderName: string) {
    await this.page.getByRole('button', { name: `Remove ${gemName} from ${folderName}` }).click();
  }

  async deleteOpenFolder() {
    await this.page.getByRole('button', { name: 'Delete folder' }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete this folder?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete folder' }).click();
    await expect(confirm).toBeHidden();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
