import { expect, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

const BOOKING_NOTICE =
  "You'll need an account to request a booking. Your selected date and time will be preserved.";

/**
 * A selection kept for one traveller's sign-in is gone once they sign out, in this tab or another:
 * no dialog promises it.
 */
for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('after signing out, the sign-in dialog no longer promises to keep a date and time', async ({
      page,
    }) => {
      const user = await createVerifiedUser(page.request);
      const response = await page.request.get(`${API}/tours`, {
        params: { citySlug: 'lisbon', limit: 1, page: 2 },
      });
      const tour = ((await response.json()) as { data: { slug: string }[] }).data[0];
      if (!tour) throw new Error('no tour in lisbon');
      const tourPage = new TourPage(page);
      const dialog = new AuthDialog(page);
      const shell = new AppShell(page);
      await tourPage.gotoBooking('lisbon', tour.slug);
      await tourPage.chooseDayNextMonth(4);
      await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toBeVisible();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      // Signed in, the traveller finds the kept selection again and leaves it for now.
      await tourPage.closeBooking();

      await shell.signOut();
      await expect(shell.signInButton).toBeVisible();
      await shell.signInButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toHaveCount(0);
    });

    test('after signing out in another tab, the tab that kept the selection no longer promises it', async ({
      page,
    }) => {
      const user = await createVerifiedUser(page.request);
      const tourPage = new TourPage(page);
      const dialog = new AuthDialog(page);
      const shell = new AppShell(page);
      await tourPage.gotoBooking('lisbon', await lisbonTourSlug(page));
      await tourPage.chooseDayNextMonth(4);
      await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toBeVisible();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      // Signed in, the traveller finds the kept selection again and leaves it for now.
      await tourPage.closeBooking();

      // A second tab of the same browser: the same local storage, a session storage of its own.
      const otherTab = await page.context().newPage();
      const otherShell = new AppShell(otherTab);
      await otherShell.goto('/');
      await otherShell.signOut();
      await expect(otherShell.signInButton).toBeVisible();
      await otherTab.close();

      // The first tab follows the sign-out, and its sign-in dialog keeps nothing of the traveller's.
      await expect(shell.signInButton).toBeVisible();
      await shell.signInButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toHaveCount(0);
    });
  });
}

async function lisbonTourSlug(page: Page): Promise<string> {
  const response = await page.request.get(`${API}/tours`, {
    params: { citySlug: 'lisbon', limit: 1, page: 3 },
  });
  const tour = ((await response.json()) as { data: { slug: string }[] }).data[0];
  if (!tour) throw new Error('no tour in lisbon');
  return tour.slug;
}
