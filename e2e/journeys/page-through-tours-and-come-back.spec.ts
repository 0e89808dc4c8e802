import { expect, type Page, test } from '@playwright/test';
import { ToursPage } from '../pages/ToursPage';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function pageThroughAndComeBack(page: Page) {
  const tours = new ToursPage(page);
  await tours.goto();
  await tours.expectTours();

  // "Next" at the bottom of page 1 opens page 2 at its top.
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  const firstOfPage1 = await tours.tours.getByRole('listitem').first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of')).toBeVisible();
  // Page 1 stays on screen until page 2 has arrived.
  await expect(tours.tours.getByRole('listitem').first()).not.toHaveText(firstOfPage1 ?? '');
  await expect.poll(() => scrollY(page)).toBe(0);

  // Halfway down page 2, a tour; Back returns to the same place on page 2.
  const card = tours.tours.getByRole('listitem').nth(4);
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const where = await scrollY(page);
  expect(where).toBeGreaterThan(300);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(pager.getByText('Page 2 of')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(where - 5);
  expect(Math.abs((await scrollY(page)) - where)).toBeLessThan(5);

  // Forward goes to the tour again, at the top where it was left.
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
}

test('Next opens page 2 at its top, and Back from a tour returns to the same place on page 2', async ({
  page,
}) => {
  await pageThroughAndComeBack(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Next opens page 2 at its top, and Back returns to the same place', async ({ page }) => {
    await pageThroughAndComeBack(page);
  });
});

test('a page opened afresh in the same tab starts at its top, wherever the page before was scrolled', async ({
  page,
}) => {
  const tours = new ToursPage(page);
  await tours.goto();
  await tours.expectTours();
  await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  expect(await scrollY(page)).toBeGreaterThan(300);

  // An address typed or a link from elsewhere: a new document, not Back or Forward.
  await page.goto('/travel-guides');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await scrollY(page)).toBe(0);

  // A reload keeps the place, as browsers do.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const where = await scrollY(page);
  await page.waitForTimeout(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(where - 5);
});
