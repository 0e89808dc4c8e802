import { expect, test } from '@playwright/test';
import { GemsMapPage } from '../pages/GemsMapPage';

// MapLibre parses the map's tiles in web workers started from a script, which no integrity attribute
// guards. The gems map fetches that script, checks it against the SHA-384 recorded when mfe-gems was
// built, and starts workers only from the bytes it checked (mfe-gems/src/map/workerIntegrity.ts). Here the
// CDN, or an edge in front of it, sends the worker with code appended: no worker starts, the map says it
// cannot be shown and the list still has every gem. The honest worker starts and the map draws.
const WORKER = /\/maplibre-gl-worker\.[0-9a-f]+\.js$/;

test('a worker script with code appended never starts, and the map shows why while the list works', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  let served = 0;
  await page.route(WORKER, async (route) => {
    const response = await route.fetch();
    served += 1;
    await route.fulfill({
      response,
      body: `${await response.text()}\n;self.postMessage({ gaidoTampered: true });\n`,
    });
  });
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  await expect(map.map).toHaveAttribute('data-map-state', 'error', { timeout: 30_000 });
  await expect(map.map.getByRole('alert')).toHaveText(
    'The map could not be shown on this device. The list has every gem.',
  );
  expect(served).toBeGreaterThan(0);
  expect(workers).toEqual([]);
  await expect(map.list('Lisbon').getByRole('link').first()).toBeVisible();
});

test('the worker as built starts from the bytes the map checked, and the map draws the gems', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  const probe = await map.idle();
  expect(probe.points).toBeGreaterThan(0);
  expect(workers.length).toBeGreaterThan(0);
  // Never the CDN's URL: only a blob: of the checked bytes.
  for (const url of workers) expect(url).toMatch(/^blob:/);
});
