import { expect, type Page, test } from '@playwright/test';
import { ToursPage } from '../pages/ToursPage';

/**
 * A traveller types what they want to do and where on the home page ("food tour Lisbon"): the tours
 * list opens with the search in its box and only the matching tours; a search nothing matches says so.
 */
async function searchFromHome(page: Page) {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Tours' }).getByRole('searchbox', { name: 'Search tours' });
  await box.fill('food tour Lisbon');
  await box.press('Enter');

  const tours = new ToursPage(page);
  await expect(page).toHaveURL(/\/tours\?q=food\+tour\+Lisbon$/);
  await expect(tours.searchBox).toHaveValue('food tour Lisbon');
  await expect(page.getByText(/^\d+ tours? match(es)? “food tour Lisbon”$/)).toBeVisible();
  const cards = tours.tours.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // Lisbon's tours that are about food (a food walk, or a market tour whose stops are tastings).
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Lisbon');
  await expect(cards.filter({ hasText: /Food|Tastings/ }).first()).toBeVisible();

  // A new search from the list, with the keyboard; nothing matches it.
  await tours.searchBox.fill('food tour Atlantis');
  await tours.searchBox.press('Enter');
  await expect(
    page.getByText('No tours match “food tour Atlantis”. Try fewer words or another city.'),
  ).toBeVisible();
  await expect(page.getByText('0 tours match “food tour Atlantis”')).toBeVisible();

  // Back returns to the first search.
  await page.goBack();
  await expect(tours.searchBox).toHaveValue('food tour Lisbon');
  await expect(cards).toHaveCount(count);
  return tours;
}

test('on a wide screen, a keyword search from home opens the matching tours', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await searchFromHome(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a keyword search from home opens the matching tours, the box fitting the screen', async ({
    page,
  }) => {
    const tours = await searchFromHome(page);
    const box = await tours.searchBox.boundingBox();
    const button = await page
      .getByRole('search', { name: 'Tours' })
      .getByRole('button', { name: 'Search' })
      .boundingBox();
    expect(box && button).toBeTruthy();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(390);
    await expect(tours.tours.getByRole('listitem').first()).toBeVisible();
  });
});
