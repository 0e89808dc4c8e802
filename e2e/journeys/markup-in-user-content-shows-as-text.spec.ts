import { expect, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { CreateFolderDialog } from '../pages/CreateFolderDialog';
import { GemPage } from '../pages/GemPage';
import { ProfileEditor } from '../pages/ProfileEditor';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { createVerifiedUser, seededGem } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

// What people type (folder names, their name) may hold markup and script. Everywhere the
// app shows it — header, profile, saved gems, dialogs and toasts — it is the literal text: no element
// is created from it and nothing in it runs.
const FOLDER_NAME = '<img src=x onerror=window.__xss=1><b>bold</b>';
const PERSON_NAME = '<script>window.__xss=2</script><i>Ana</i>';

/** Fails the test if a payload ever created an element or ran. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: /^bold$/ })).toHaveCount(0);
  await expect(page.locator('i', { hasText: /^Ana$/ })).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}

test('a folder name and a profile name made of markup are shown as text in every page and toast', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const user = await createVerifiedUser(request);
  const gem = await seededGem(request);
  await signInBrowser(page, await loginViaApi(request, user.email, user.password));
  const shell = new AppShell(page);

  // The name, set through the profile form: the toast, the form and the header show it as typed.
  const profile = new ProfileEditor(page);
  await profile.goto();
  await profile.saveName(PERSON_NAME);
  await expect(shell.toast('Profile saved.')).toBeVisible();
  await expect(profile.nameInput).toHaveValue(PERSON_NAME);
  await expect(shell.header.getByRole('button', { name: `Account menu for ${PERSON_NAME}` })).toBeVisible();
  await expectNothingInjected(page);

  // A folder created from a gem's save control: the dialog, its toast and the saved status.
  const gemPage = new GemPage(page);
  await gemPage.goto(gem.id);
  await gemPage.expectGem(gem.name);
  await gemPage.startNewFolder();
  const createFolder = new CreateFolderDialog(page);
  await createFolder.expectOpen();
  await createFolder.create(FOLDER_NAME);
  await expect(shell.toast(`Gem has been added to "${FOLDER_NAME}".`)).toBeVisible();
  await expect(gemPage.savedStatus).toHaveText(`Saved in "${FOLDER_NAME}"`);
  await expectNothingInjected(page);

  // Saved gems: the folder list, the open folder's heading and its gem list.
  const saved = new SavedGemsPage(page);
  await saved.goto();
  await expect(saved.folder(FOLDER_NAME)).toBeVisible();
  await saved.openFolder(FOLDER_NAME);
  await expect(saved.gemsOf(FOLDER_NAME).getByRole('link', { name: gem.name })).toBeVisible();
  await expectNothingInjected(page);

  // After a reload (the values now come from the API, not from what was typed) still text.
  await page.reload();
  await saved.openFolder(FOLDER_NAME);
  await expect(shell.header.getByRole('button', { name: `Account menu for ${PERSON_NAME}` })).toBeVisible();
  await expectNothingInjected(page);
  expect(dialogs).toEqual([]);
});
