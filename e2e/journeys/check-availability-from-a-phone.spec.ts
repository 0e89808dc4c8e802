import { expect, test } from '@playwright/test';
import { AuthDialog } from '../pages/AuthDialog';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser } from '../support/api';

async function aTour(page: import('@playwright/test').Page) {
  const response = await page.request.get(`${API}/tours`, { params: { citySlug: 'barcelona', limit: 1 } });
  const tour = ((await response.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!tour) throw new Error('no tour in barcelona');
  return tour;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the price and Check availability stay on screen and lead to the booking panel', async ({ page }) => {
    const tour = await aTour(page);
    const tourPage = new TourPage(page);
    await tourPage.goto('barcelona', tour.slug);
    const bar = tourPage.checkAvailability;
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^From\s*€\d/)).toBeInViewport();
    // Still there halfway down the description.
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport({ ratio: 1 });

    await bar.tap();
    await expect(page.getByRole('dialog', { name: tour.title })).toBeVisible();
    await expect(tourPage.sheet.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
    // One heading in the sheet: the tour's title is the line above it, not a second heading.
    await expect(tourPage.sheet.getByRole('heading', { level: 2 })).toHaveText(['Book this tour']);
    await expect(tourPage.sheet.getByText(tour.title, { exact: true })).toBeInViewport();
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
    const time = await tourPage.chooseFirstTime();
    await expect(tourPage.sheet.getByText(/Total/)).toBeVisible();

    // Escape (a keyboard on a tablet) closes it and gives focus back to the bar's button; what was
    // chosen is there when it opens again.
    await page.keyboard.press('Escape');
    await expect(tourPage.sheet).toBeHidden();
    await expect(bar).toBeFocused();
    await tourPage.openBooking();
    await expect(tourPage.checkedTime().locator('..')).toContainText(time);
  });

  test('a visitor sent to sign in from the sheet comes back to it, on Request booking, with the selection', async ({
    page,
  }) => {
    const user = await createVerifiedUser(page.request);
    const tour = await aTour(page);
    const tourPage = new TourPage(page);
    const dialog = new AuthDialog(page);
    await tourPage.gotoBooking('barcelona', tour.slug);
    await tourPage.guests.selectOption('2');
    await tourPage.chooseDayNextMonth(2);
    const time = await tourPage.chooseFirstTime();

    // One modal at a time: the sheet steps aside for the sign-in dialog.
    await tourPage.requestButton.click();
    await dialog.expectOpen('Welcome Back');
    await expect(tourPage.sheet).toBeHidden();
    // Closing it without signing in returns to the sheet, on the button that asked for it.
    await page.keyboard.press('Escape');
    await dialog.expectClosed();
    await expect(tourPage.requestButton).toBeFocused();
    await expect(tourPage.guests).toHaveValue('2');
    await expect(tourPage.checkedTime().locator('..')).toContainText(time);

    // Signing in returns there too, the selection kept and Request booking the next step.
    await tourPage.requestButton.click();
    await dialog.login(user.email, user.password);
    await dialog.expectClosed();
    await expect(tourPage.requestButton).toBeFocused();
    await expect(
      tourPage.panel.getByRole('status').filter({ hasText: 'your selection is kept' }),
    ).toBeVisible();
    await expect(tourPage.guests).toHaveValue('2');
    await expect(tourPage.checkedTime().locator('..')).toContainText(time);
  });
});

test('on a wide screen the booking panel sits beside the tour, with no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tour = await aTour(page);
  const tourPage = new TourPage(page);
  await tourPage.goto('barcelona', tour.slug);
  await expect(tourPage.aside.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
  await expect(tourPage.checkAvailability).toBeHidden();
});
