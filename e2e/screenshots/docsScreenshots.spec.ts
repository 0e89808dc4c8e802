import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seededTour } from '../support/api';
import { paidBookingViaApi } from '../support/bookings';
import { DEVICES } from '../support/devices';
import { gemsOfCity, travellerWithFolder } from '../support/savedGems';
import { signInBrowser } from '../support/security';

/**
 * Writes docs/screenshots/<page>-<phone|desktop>.png: the first screen of each page, from the
 * production builds with the seeded catalogue, the pages of a signed-in traveller for a new traveller
 * with a paid booking and a folder of Lisbon gems. Each waits for what the traveller sees (the
 * pictures decoded, the maps idle), so a picture never shows a loading state.
 */
const DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Every image on the first screen is loaded, and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ui-loading-page, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const inView = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && image.loading !== 'lazy';
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
  // The carousels' scroll state and the pictures' fade settle.
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, device: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${DIR}${name}-${device}.png`, animations: 'disabled', caret: 'hide' });
}

for (const device of DEVICES) {
  const suffix = device.use.isMobile ? 'phone' : 'desktop';
  test.describe(device.name, () => {
    test.use(device.use);

    test(`what a visitor sees (${suffix})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Popular cities' })).toBeVisible();
      await settled(page);
      await shoot(page, 'home', suffix);

      await page.goto('/tours/lisbon');
      await settled(page);
      await shoot(page, 'city', suffix);

      const tour = await seededTour(page.request);
      await page.goto(tour.path);
      await settled(page);
      const check = page.getByRole('button', { name: 'Check availability' });
      if (await check.isVisible()) {
        // On a phone the tour is shown with its booking sheet open, as a traveller booking sees it.
        await check.click();
        await expect(page.getByRole('dialog').getByRole('heading', { name: 'Book this tour' })).toBeVisible();
        await page.waitForTimeout(400);
      }
      await shoot(page, 'tour', suffix);

      const { gems } = await gemsOfCity(page.request, 'lisbon', 1);
      await page.goto(`/gems/${gems[0]?.id}`);
      await settled(page);
      await shoot(page, 'gem', suffix);

      await page.goto('/gems-map?city=lisbon');
      await expect(page.getByTestId('gems-map')).toHaveAttribute('data-map-state', 'idle', {
        timeout: 30_000,
      });
      await settled(page);
      await shoot(page, 'gems-map', suffix);
    });

    test(`what a signed-in traveller sees (${suffix})`, async ({ page }) => {
      const { gems } = await gemsOfCity(page.request, 'lisbon', 4);
      const { session } = await travellerWithFolder(page.request, gems);
      await paidBookingViaApi(page.request, session);
      await signInBrowser(page, session);

      await page.goto('/saved-gems');
      await expect(page.getByRole('link', { name: gems[0]?.name ?? '' }).first()).toBeVisible();
      const mapButton = page.getByRole('button', { name: 'Map', exact: true });
      if (await mapButton.isVisible()) await mapButton.click();
      await expect(page.locator('[data-map-state]').first()).toHaveAttribute('data-map-state', 'idle', {
        timeout: 30_000,
      });
      await settled(page);
      await shoot(page, 'saved-gems', suffix);

      await page.goto('/bookings');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await settled(page);
      await shoot(page, 'bookings', suffix);

      await page.goto('/payment-history');
      await page
        .getByRole('button', { name: /^View receipt/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /receipt/i })).toBeVisible();
      await settled(page);
      await shoot(page, 'receipt', suffix);
    });
  });
}
