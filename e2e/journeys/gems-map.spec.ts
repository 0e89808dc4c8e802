import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { GemsMapPage } from '../pages/GemsMapPage';
import { API } from '../support/api';

async function lisbonGemCount(request: import('@playwright/test').APIRequestContext) {
  const city = (await (await request.get(`${API}/cities/lisbon`)).json()) as { data: { gemCount: number } };
  return city.data.gemCount;
}

test('the map clusters every gem of the city and a click on a gem opens its page', async ({
  page,
  request,
}) => {
  const expected = await lisbonGemCount(request);
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  const probe = await map.idle();
  expect(probe.points).toBe(expected);
  expect(probe.renderedClusters).toBeGreaterThan(0);
  await expect(map.map).toHaveAttribute('data-map-points', String(expected));
  await expect(page.getByText(`${expected} gems in Lisbon`)).toBeVisible();

  const point = await map.zoomToAPoint();
  await map.canvas.click({ position: { x: point.x, y: point.y } });
  const popupLink = page.locator('.maplibregl-popup').getByRole('link', { name: point.name });
  await expect(popupLink).toBeVisible();
  await popupLink.click();
  await expect(page).toHaveURL(new RegExp(`/gems/${point.id}$`));
  await new AppShell(page).expectHeading(point.name);
});

test('the list is the accessible way to the same gems, and follows the class filter', async ({ page }) => {
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  const all = (await map.idle()).points;
  await map.filter(/^Things to do/).uncheck();
  await map.filter(/^Nightlife/).uncheck();
  const label = (await page.locator('label', { hasText: 'Places to eat' }).textContent()) ?? '';
  const eat = Number(/\((\d+)\)/.exec(label)?.[1]);
  await expect.poll(async () => (await map.probe()).points).toBe(eat);
  const onlyFood = await map.idle();
  expect(onlyFood.points).toBeLessThan(all);
  await expect(map.list('Lisbon').getByText('Nightlife', { exact: false })).toHaveCount(0);

  const first = map.list('Lisbon').getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await new AppShell(page).expectHeading(name);
});
