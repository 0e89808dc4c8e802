import { expect, type Page, test } from '@playwright/test';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { gemsOfCity, travellerWithFolder } from '../support/savedGems';
import { signInBrowser } from '../support/security';

/** A traveller with three Lisbon gems in a folder, on /saved-gems; MapLibre's downloads are counted. */
async function openFolderOfLisbonGems(page: Page) {
  const { city, gems } = await gemsOfCity(page.request, 'lisbon', 3);
  const { session, folderName } = await travellerWithFolder(page.request, gems);
  const mapLibreRequests: string[] = [];
  page.on('request', (request) => {
    if (/maplibre/i.test(request.url())) mapLibreRequests.push(request.url());
  });
  await signInBrowser(page, session);
  const saved = new SavedGemsPage(page);
  await saved.goto();
  await expect(page.getByRole('heading', { level: 2, name: folderName })).toBeVisible();
  return { saved, city, gems, folderName, mapLibreRequests };
}

test('a folder shows its city, and its gems on a map beside the list', async ({ page }) => {
  const { saved, city, gems, folderName } = await openFolderOfLisbonGems(page);
  await expect(page.getByText(`City: ${city.name}`)).toBeVisible();
  const list = saved.gemsOf(folderName);
  for (const gem of gems) await expect(list.getByRole('link', { name: gem.name })).toBeVisible();

  const map = saved.map(folderName);
  await expect(map).toBeVisible();
  await expect(saved.mapBox()).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
  await expect(saved.mapBox()).toHaveAttribute('data-map-points', String(gems.length));
  // Side by side: the map to the right of the list, both in view; no toggle on a wide screen.
  const listBox = await list.boundingBox();
  const mapBox = await map.boundingBox();
  expect(listBox && mapBox && mapBox.x >= listBox.x + listBox.width).toBe(true);
  await expect(saved.viewToggle()).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list comes first, and a pressed Map button shows the map (loaded only then)', async ({
    page,
  }) => {
    const { saved, gems, folderName, mapLibreRequests } = await openFolderOfLisbonGems(page);
    const toggle = saved.viewToggle();
    const listButton = toggle.getByRole('button', { name: 'List' });
    const mapButton = toggle.getByRole('button', { name: 'Map' });
    await expect(listButton).toHaveAttribute('aria-pressed', 'true');
    await expect(saved.gemsOf(folderName).getByRole('link', { name: gems[0]?.name ?? '' })).toBeVisible();
    await expect(saved.map(folderName)).toHaveCount(0);
    expect(mapLibreRequests).toEqual([]);

    await mapButton.click();
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(saved.map(folderName)).toBeVisible();
    await expect(saved.mapBox()).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await expect(saved.mapBox()).toHaveAttribute('data-map-points', String(gems.length));
    await expect(saved.gemsOf(folderName)).toBeHidden();

    await listButton.click();
    await expect(saved.gemsOf(folderName)).toBeVisible();
    await expect(saved.map(folderName)).toBeHidden();
  });
});
