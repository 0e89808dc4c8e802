import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { CreateFolderDialog } from '../pages/CreateFolderDialog';
import { GemPage } from '../pages/GemPage';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { createVerifiedUser, seededGem } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

test('a visitor signs in to save a gem into a new folder, then renames, empties and deletes the folder', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const gem = await seededGem(request);
  const folderName = `Lisbon picks ${randomUUID().slice(0, 6)}`;
  const renamed = `${folderName} (best)`;
  const shell = new AppShell(page);
  const gemPage = new GemPage(page);

  // Anonymous: saving asks to sign in first.
  await gemPage.goto(gem.id);
  await gemPage.expectGem(gem.name);
  await gemPage.saveButton.click();
  const auth = new AuthDialog(page);
  await auth.expectOpen('Welcome Back');
  await auth.login(user.email, user.password);
  await auth.expectClosed();

  // Signed in: a new folder through the host's dialog, which neither Escape nor an outside click closes.
  await gemPage.startNewFolder();
  const createFolder = new CreateFolderDialog(page);
  await createFolder.expectOpen();
  await expect(createFolder.nameInput).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(createFolder.dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(createFolder.dialog).toBeVisible();
  await createFolder.create(folderName);
  await expect(shell.toast(`Gem has been added to "${folderName}".`)).toBeVisible();
  await expect(createFolder.dialog).toBeHidden();
  await expect(gemPage.savedStatus).toHaveText(`Saved in "${folderName}"`);

  // The folder holds the gem in /saved-gems.
  const saved = new SavedGemsPage(page);
  await saved.goto();
  await expect(saved.folder(folderName)).toHaveText(/1 gem$/);
  await saved.openFolder(folderName);
  await expect(saved.gemsOf(folderName).getByRole('link', { name: gem.name })).toBeVisible();

  await saved.renameOpenFolder(renamed);
  await expect(shell.toast(`Renamed to "${renamed}".`)).toBeVisible();
  await expect(saved.folder(renamed)).toBeVisible();

  await saved.removeGem(gem.name, renamed);
  await expect(page.getByText('No gems in this folder yet.')).toBeVisible();
  await expect(saved.folder(renamed)).toHaveText(/0 gems$/);

  await saved.deleteOpenFolder();
  await expect(saved.folder(renamed)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No saved gems yet' })).toBeVisible();

  // Back on the gem page it is no longer saved.
  await gemPage.goto(gem.id);
  await expect(gemPage.saveButton).toBeEnabled();
  await expect(gemPage.savedStatus).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the folder picker opens on screen, and a gem is saved into a new folder', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request);
    await signInBrowser(page, await loginViaApi(request, user.email, user.password));
    const gem = await seededGem(request);
    const folderName = `Phone picks ${randomUUID().slice(0, 6)}`;
    const gemPage = new GemPage(page);
    await gemPage.goto(gem.id);
    await gemPage.expectGem(gem.name);

    // The header wraps on a phone: the picker must still open inside the screen, not off its left edge.
    await gemPage.openFolderPicker();
    await expect(gemPage.folderPicker).toBeInViewport({ ratio: 1 });
    await gemPage.folderPicker.getByRole('button', { name: 'New folder…' }).click();
    const createFolder = new CreateFolderDialog(page);
    await createFolder.expectOpen();
    await expect(createFolder.dialog).toBeInViewport({ ratio: 1 });
    await createFolder.create(folderName);
    await expect(gemPage.savedStatus).toHaveText(`Saved in "${folderName}"`);
  });
});
