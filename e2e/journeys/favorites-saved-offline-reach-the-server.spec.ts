import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { FaultStates } from '../pages/FaultStates';
import { GemPage } from '../pages/GemPage';
import { API, createVerifiedUser } from '../support/api';
import { authHeaders, loginViaApi, signInBrowser } from '../support/security';

// Nothing saved while the API is unreachable is lost. The save falls back to local storage
// (spec 8); when the connection comes back, the browser's `online` event starts the sync
// (startFavoritesSync, ours: the spec stops at the fallback) and the favorite reaches the account,
// without a reload.
test('a gem saved while the API is down is kept on the device and reaches the account when the connection is back', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const session = await loginViaApi(request, user.email, user.password);
  const gem = (
    (await (await request.get(`${API}/gems/`, { params: { limit: 1, page: 3 } })).json()) as {
      data: { id: string; name: string }[];
    }
  ).data[0];
  if (!gem) throw new Error('no seeded gem');
  const statusOnServer = async () =>
    (
      (await (
        await request.get(`${API}/gems/fav/status/${gem.id}`, { headers: authHeaders(session) })
      ).json()) as { data: { isFavorited: boolean } }
    ).data.isFavorited;

  await signInBrowser(page, session);
  const gemPage = new GemPage(page);
  await gemPage.goto(gem.id);
  await gemPage.expectGem(gem.name);
  await gemPage.openFolderPicker();

  // The connection drops: the API refuses every request. The client's retries run on the page clock.
  const faults = new FaultStates(page);
  await page.clock.install();
  await faults.takeApiDown();
  await gemPage.folderPicker.getByRole('button', { name: 'Saved', exact: true }).click();
  const keptOnDevice = new AppShell(page).toast(
    'Saved on this device. It will be added to your account when the connection is back.',
  );
  for (let step = 0; step < 10 && !(await keptOnDevice.isVisible()); step++) {
    await page.clock.fastForward('00:04');
  }
  await expect(keptOnDevice).toBeVisible();
  await expect(gemPage.savedStatus).toHaveText(/^Saved/);
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('gaido_favorites') ?? '[]'));
  expect(local).toEqual([expect.objectContaining({ gemId: gem.id })]);
  expect(await statusOnServer()).toBe(false);

  // The connection is back: the browser says so, and the device's favorites go to the account.
  await faults.bringApiBack();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(statusOnServer, { timeout: 15_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('gaido_favorites') ?? '[]').length))
    .toBe(0);
});
