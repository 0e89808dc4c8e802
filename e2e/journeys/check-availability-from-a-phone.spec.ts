import { expect, test } from '@playwright/test';
import { TourPage } from '../pages/TourPage';
import { API } from '../support/api';

async function aTour(page: import('@playwright/test').Page) {
  const response = await page.request.get(`${API}/tours`, { params: { citySlug: 'barcelona', limit: 1 } });
  const tour = ((await response.json()) as { data: { slug: string }[] }).data[0];
  if (!tour) throw new Error('no tour in barcelona');
  return tour;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the price and Check availability stay on screen and open the booking steps in a sheet', async ({
    page,
  }) => {
    const tour = await aTour(page);
    const tourPage = new TourPage(page);
    await page.goto(`/tours/barcelona/${tour.slug}`);
    await expect(tourPage.heading).toBeVisible();
    const bar = tourPage.checkAvailability;
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^From\s*€\d/)).toBeInViewport();
    // Still there halfway down the description.
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport({ ratio: 1 });

    await bar.tap();
    await expect(tourPage.sheet).toBeVisible();
    await expect(tourPage.sheet.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
    // The sheet is at the bottom edge, within thumb's reach, and the page behind does not scroll.
    await expect
      .poll(async () => {
        const box = await tourPage.sheet.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      })
      .toBe(844);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Choosing a day and a time works inside the sheet.
    await tourPage.chooseDayNextMonth();
    await tourPage.chooseFirstTime();
    await expect(tourPage.sheet.getByText(/Total/)).toBeVisible();

    // Escape (a keyboard on a tablet) closes it and gives focus back to the bar's button.
    await page.keyboard.press('Escape');
    await expect(tourPage.sheet).toBeHidden();
    await expect(bar).toBeFocused();
  });
});

test('on a wide screen the booking panel sits beside the tour, with no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tour = await aTour(page);
  const tourPage = new TourPage(page);
  await tourPage.goto('barcelona', tour.slug);
  await expect(tourPage.panel.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Check availability' })).toBeHidden();
});
