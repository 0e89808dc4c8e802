import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { GemPage } from '../pages/GemPage';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { API, createVerifiedUser } from '../support/api';

test('with the favorites API failing, a saved gem is kept on the device, shows as saved and syncs later', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const gems = (await (await request.get(`${API}/gems/`, { params: { limit: 1, page: 2 } })).json()) as {
    data: { id: string; name: string }[];
  };
  const gem = gems.data[0];
  if (!gem) throw new Error('no seeded gem');
  const gemPage = new GemPage(page);
  await gemPage.goto(gem.id);
  await gemPage.saveButton.click();
  const auth = new AuthDialog(page);
  await auth.login(user.email, user.password);
  await auth.expectClosed();

  // Every favorites call answers 503 from here on (the rest of the API keeps working).
  await page.route('**/api/v1/gems/fav**', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
  );
  await gemPage.saveToFolder('Saved');
  await expect(
    new AppShell(page).toast(
      'Saved on this device. It will be added to your account when the connection is back.',
    ),
  ).toBeVisible();
  await expect(gemPage.savedStatus).toHaveText('Saved');
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('gaido_favorites') ?? '[]'));
  expect(local).toEqual([expect.objectContaining({ gemId: gem.id })]);

  // Still saved after a reload while the API keeps failing.
  await page.reload();
  await gemPage.expectGem(gem.name);
  await expect(gemPage.savedStatus).toHaveText('Saved');

  // The API is back: the next start pushes the favorite to the account.
  await page.unroute('**/api/v1/gems/fav**');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('gaido_favorites') ?? '[]').length))
    .toBe(0);
  const saved = new SavedGemsPage(page);
  await saved.goto();
  await saved.openFolder('Saved');
  await expect(saved.gemsOf('Saved').getByRole('link', { name: gem.name })).toBeVisible();
});
