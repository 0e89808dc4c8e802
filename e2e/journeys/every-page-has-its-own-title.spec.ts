import { expect, test } from '@playwright/test';
import { API, seededGem } from '../support/api';

test('every page has its own document title, the tour and the gem by name', async ({ page, request }) => {
  const list = await request.get(`${API}/tours`, { params: { citySlug: 'barcelona', limit: 1 } });
  const tour = ((await list.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!tour) throw new Error('no tour in barcelona');
  const gem = await seededGem(request);

  const expected: [string, string][] = [
    ['/', 'Gaido'],
    ['/tours', 'Tours · Gaido'],
    ['/tours/barcelona', 'Tours in Barcelona · Gaido'],
    [`/tours/barcelona/${tour.slug}`, `${tour.title} · Gaido`],
    [`/gems/${gem.id}`, `${gem.name} · Gaido`],
    ['/travel-guides', 'Travel guides · Gaido'],
    ['/gems-map', 'Gems map · Gaido'],
    ['/about', 'About · Gaido'],
    ['/terms', 'Terms of use · Gaido'],
    ['/no-such-page', 'Page not found · Gaido'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }

  // In-app navigation updates it too.
  await page.goto(`/tours/barcelona/${tour.slug}`);
  await expect(page).toHaveTitle(`${tour.title} · Gaido`);
  await page.getByRole('main').getByRole('link', { name: 'Barcelona' }).first().click();
  await expect(page).toHaveTitle('Tours in Barcelona · Gaido');
});
