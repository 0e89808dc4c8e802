import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { CreateFolderDialog } from '../pages/CreateFolderDialog';
import { GemPage } from '../pages/GemPage';
import { API, createVerifiedUser, seededGem } from '../support/api';
import { authHeaders, loginViaApi, signInBrowser } from '../support/security';

async function signedInOnAGem(page: Page) {
  const user = await createVerifiedUser(page.request);
  const session = await loginViaApi(page.request, user.email, user.password);
  await signInBrowser(page, session);
  const gem = await seededGem(page.request);
  const gemPage = new GemPage(page);
  await gemPage.goto(gem.id);
  await gemPage.expectGem(gem.name);
  return { session, gemPage };
}

async function nameIsTaken(page: Page) {
  const { session, gemPage } = await signedInOnAGem(page);
  const name = `Coffee ${randomUUID().slice(0, 6)}`;
  const made = await page.request.post(`${API}/gems/fav/create-folder`, {
    headers: authHeaders(session),
    data: { folderName: name },
  });
  expect(made.ok()).toBe(true);

  await gemPage.startNewFolder();
  const dialog = new CreateFolderDialog(page);
  await dialog.expectOpen();
  await dialog.create(name);
  const shell = new AppShell(page);
  await expect(shell.toast('A folder with this name already exists')).toBeVisible();
  await expect(shell.toast('Failed to create folder. Please try again.')).toHaveCount(0);
  // Still open, with the name, to change it.
  await expect(dialog.nameInput).toHaveValue(name);
  return { dialog, shell };
}

test('a folder name already taken is refused with the server’s reason, and the dialog stays open', async ({
  page,
}) => {
  await nameIsTaken(page);
});

test('a gem that could be kept neither by the server nor on the device is not announced as saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The device cannot keep favorites (storage full), and the server refuses the save.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'gaido_favorites') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.route(/\/api\/v1\/gems\/fav$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
      : route.continue(),
  );
  const { gemPage } = await signedInOnAGem(page);
  const name = `Museums ${randomUUID().slice(0, 6)}`;
  await gemPage.startNewFolder();
  const dialog = new CreateFolderDialog(page);
  await dialog.create(name);
  const shell = new AppShell(page);
  await expect(shell.toast(/was created, but the gem could not be saved in it/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(shell.toast(`Gem has been added to "${name}".`)).toHaveCount(0);
  await expect(gemPage.savedStatus).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the duplicate-name reason shows on screen', async ({ page }) => {
    const { shell } = await nameIsTaken(page);
    await expect(shell.toast('A folder with this name already exists')).toBeInViewport();
  });
});
