import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { API, createVerifiedUser, seededGem } from '../support/api';
import { DEVICES } from '../support/devices';
import { authHeaders, loginViaApi, signInBrowser } from '../support/security';

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a gem kept on this device while offline shows in its folder as soon as it reaches the account', async ({
      page,
      request,
    }) => {
      const user = await createVerifiedUser(request);
      const session = await loginViaApi(request, user.email, user.password);
      const gem = await seededGem(request);
      const folderName = `Offline picks ${randomUUID().slice(0, 6)}`;
      const created = await request.post(`${API}/gems/fav/create-folder`, {
        headers: authHeaders(session),
        data: { folderName },
      });
      const folderId = ((await created.json()) as { data: { id: string } }).data.id;

      // A save made on this device while the API was down, still waiting for the server.
      await signInBrowser(page, session);
      await page.evaluate(
        ({ gemId, folderId }) =>
          localStorage.setItem(
            'gaido_favorites',
            JSON.stringify([{ gemId, folderId, addedAt: new Date().toISOString() }]),
          ),
        { gemId: gem.id, folderId },
      );
      // The push reaches the server a moment after the page has shown the account's folders.
      await page.route(/\/api\/v1\/gems\/fav$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });

      const saved = new SavedGemsPage(page);
      await saved.goto();
      await expect(saved.folder(folderName)).toBeVisible();
      // Without a reload, the folder shows the gem the sync delivered.
      await expect(saved.folder(folderName)).toHaveText(/1 gem$/, { timeout: 20_000 });
      await saved.openFolder(folderName);
      await expect(saved.gemsOf(folderName).getByRole('link', { name: gem.name })).toBeVisible();
    });
  });
}
