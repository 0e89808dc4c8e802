import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';

test('a visitor’s home page shows popular cities with pictures, and hidden gems from several cities, each naming its city', async ({
  page,
}) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular cities' });
  await expect(popular.getByRole('listitem')).toHaveCount(6);
  const first = popular.getByRole('link').first();
  await expect(first.locator('img')).toBeVisible();
  await expect(first).toContainText(/\d+ tours?/);

  const gems = await new AppShell(page).featuredGems();
  const cards = gems.getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const cities = new Set<string>();
  for (const text of await cards.allTextContents()) {
    const city = / · ([^·]+)$/.exec(text.trim())?.[1];
    if (city) cities.add(city.trim());
  }
  expect(cities.size).toBeGreaterThan(1);
});
