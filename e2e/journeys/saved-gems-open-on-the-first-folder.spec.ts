import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { API, createVerifiedUser, seededGem } from '../support/api';
import { authHeaders, loginViaApi, signInBrowser } from '../support/security';

async function openSavedGems(page: Page) {
  const user = await createVerifiedUser(page.request);
  const session = await loginViaApi(page.request, user.email, user.password);
  const gem = await seededGem(page.request);
  const folderName = `Trip ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${API}/gems/fav/create-folder`, {
    headers: authHeaders(session),
    data: { folderName },
  });
  const folderId = ((await created.json()) as { data: { id: string } }).data.id;
  await page.request.post(`${API}/gems/fav`, {
    headers: authHeaders(session),
    data: { gemId: gem.id, folderId },
  });
  await signInBrowser(page, session);
  const saved = new SavedGemsPage(page);
  await saved.goto();
  return { saved, folderName, gem };
}

test('saved gems open on the first folder with its gems, not on an empty pane', async ({ page }) => {
  const { saved, folderName, gem } = await openSavedGems(page);
  await expect(page.getByRole('heading', { level: 2, name: folderName })).toBeVisible();
  await expect(saved.gemsOf(folderName).getByRole('link', { name: gem.name })).toBeVisible();
  await expect(page.getByText('Choose a folder to see its gems.')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first folder is open too, and Back to all folders shows the list', async ({ page }) => {
    const { saved, folderName, gem } = await openSavedGems(page);
    await expect(saved.gemsOf(folderName).getByRole('link', { name: gem.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back to all folders' }).click();
    await expect(page.getByText('Choose a folder to see its gems.')).toBeVisible();
    await expect(saved.folder(folderName)).toBeVisible();
  });
});
