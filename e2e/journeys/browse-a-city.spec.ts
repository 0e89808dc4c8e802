import { expect, test } from '@playwright/test';
import { API } from '../support/api';

test('a city page introduces the city, lists its tours best first, and counts its own filter choices', async ({
  page,
  request,
}) => {
  const cities = (
    (await (await request.get(`${API}/cities`)).json()) as {
      data: { id: string; slug: string; name: string; description: string }[];
    }
  ).data;
  const city = cities.find((candidate) => candidate.slug === 'barcelona');
  if (!city) throw new Error('no Barcelona');
  const tours = (
    (await (await request.get(`${API}/tours`, { params: { citySlug: 'barcelona', limit: 100 } })).json()) as {
      data: { title: string; rating: number; languages: string[] }[];
    }
  ).data;

  await page.goto('/tours/barcelona');
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Barcelona' })).toBeVisible();
  await expect(page.getByText(city.description)).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter tours' });
  await expect(filters.getByLabel('Sort by')).toHaveValue('');
  await expect(filters.getByLabel('Sort by').locator('option:checked')).toHaveText('Top rated');
  const bestRating = Math.max(...tours.map((tour) => tour.rating));
  await expect(
    page
      .getByRole('list', { name: 'Tours' })
      .getByRole('listitem')
      .first()
      .getByRole('img', { name: new RegExp(`^${bestRating.toFixed(1)} out of 5`) }),
  ).toBeVisible();

  // Category counts add up to this city's tours, and only its languages are offered.
  const categoryOptions = await filters.getByLabel('Category').locator('option').allTextContents();
  const counted = categoryOptions
    .map((label) => Number(/\((\d+)\)$/.exec(label)?.[1] ?? 0))
    .reduce((sum, value) => sum + value, 0);
  expect(counted).toBe(tours.length);
  const languages = (await filters.getByLabel('Language').locator('option').allTextContents()).slice(1);
  expect(languages.sort()).toEqual([...new Set(tours.flatMap((tour) => tour.languages))].sort());
});
