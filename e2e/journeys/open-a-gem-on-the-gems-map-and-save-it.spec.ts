import { expect, test } from '@playwright/test';
import { AuthDialog } from '../pages/AuthDialog';
import { GemsMapPage } from '../pages/GemsMapPage';
import { gemsOfCity, travellerWithFolder } from '../support/savedGems';
import { signInBrowser } from '../support/security';

test('a gem opened from the list shows its photo, kind and Save; saving marks it on the map', async ({
  page,
}) => {
  const { gems } = await gemsOfCity(page.request, 'lisbon', 2);
  const [alreadySaved, toSave] = gems as [(typeof gems)[0], (typeof gems)[0]];
  const { session, folderName } = await travellerWithFolder(page.request, [alreadySaved]);
  await signInBrowser(page, session);
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  await map.idle();
  await expect(map.savedLegend()).toHaveText('Saved by you (1)');

  // The keyboard's way: the list beside the map opens the popup, and focus moves into it.
  const popup = await map.showOnMap(toSave.name);
  const name = popup.getByRole('link', { name: toSave.name });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('href', `/gems/${toSave.id}`);
  await expect(popup.getByRole('img', { name: `${toSave.name}, view 1` })).toBeVisible();
  await expect(popup.getByText(/^(Places to eat|Nightlife|Things to do)$/)).toBeVisible();

  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  // The popup grew with the folder list: the map moves so all of it is in view.
  await map.expectInsideMap(popup.getByRole('group', { name: 'Save to a folder' }));
  await map.expectInsideMap(popup);
  await popup.getByRole('button', { name: folderName }).click();
  await expect(popup.getByText(`Saved in "${folderName}"`)).toBeVisible();
  await expect(map.savedLegend()).toHaveText('Saved by you (2)');
  // The map moved to the gem: its saved marker is drawn there.
  await expect.poll(async () => (await map.probe()).renderedSaved, { timeout: 15_000 }).toBeGreaterThan(0);

  // Removed again: the legend follows.
  await popup.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(map.savedLegend()).toHaveText('Saved by you (1)');

  // Escape closes the popup.
  await popup.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a visitor’s Save in the popup asks them to sign in', async ({ page }) => {
  const { gems } = await gemsOfCity(page.request, 'lisbon', 1);
  const gem = gems[0] as (typeof gems)[0];
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  await map.idle();
  await expect(map.savedLegend()).toHaveCount(0);
  const popup = await map.showOnMap(gem.name);
  await expect(popup.getByText('Sign in to save it to your folders')).toBeVisible();
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await new AuthDialog(page).expectOpen('Welcome Back');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('tapping a gem on the map opens its popup; from the list, the map comes back with it', async ({
    page,
  }) => {
    const map = new GemsMapPage(page);
    await map.goto('lisbon');
    const point = await map.zoomToAPoint();
    await map.canvas.tap({ position: { x: point.x, y: point.y } });
    const popup = map.popup(point.name);
    await expect(popup.getByRole('link', { name: point.name })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(map.map).toBeHidden();
    const { gems } = await gemsOfCity(page.request, 'lisbon', 1);
    const gem = gems[0] as (typeof gems)[0];
    await map.showOnMap(gem.name);
    await expect(map.map).toBeVisible();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
