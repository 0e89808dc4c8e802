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

  test('the price and Check availability stay on screen and lead to the booking panel', async ({ page }) => {
    const tour = await aTour(page);
    const tourPage = new TourPage(page);
    await tourPage.goto('barcelona', tour.slug);
    const bar = page.getByRole('button', { name: 'Check availability' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^From\s*€\d/)).toBeInViewport();
    // Still there halfway down the description.
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport({ ratio: 1 });

    await bar.click();
    const heading = tourPage.panel.getByRole('heading', { name: 'Book this tour' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    // The panel is on screen: the bar steps aside.
    await expect(bar).toBeHidden();
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
