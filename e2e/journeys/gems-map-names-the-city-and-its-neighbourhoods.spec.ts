import { expect, test } from '@playwright/test';
import { GemsMapPage } from '../pages/GemsMapPage';
import { API } from '../support/api';

test('the gems map names the city and its neighbourhoods, from the seed’s own places', async ({
  page,
  request,
}) => {
  const city = (
    (await (await request.get(`${API}/cities/lisbon`)).json()) as {
      data: { name: string; neighbourhoods: { name: string }[] };
    }
  ).data;
  const map = new GemsMapPage(page);
  await map.goto('lisbon');
  await map.idle();
  await expect
    .poll(async () => (await map.probe()).renderedLabels ?? [], { timeout: 20_000 })
    .toContain(city.name);
  const labels = (await map.probe()).renderedLabels;
  const hoods = city.neighbourhoods.map((hood) => hood.name);
  expect(labels.filter((label) => hoods.includes(label)).length).toBeGreaterThan(0);
});
