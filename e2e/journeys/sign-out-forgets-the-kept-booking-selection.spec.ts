import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

const BOOKING_NOTICE =
  "You'll need an account to request a booking. Your selected date and time will be preserved.";

/** A selection kept for one traveller's sign-in is gone once they sign out: no dialog promises it. */
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
      await tourPage.goto('lisbon', tour.slug);
      await tourPage.chooseDayNextMonth(4);
      await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toBeVisible();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();

      await shell.signOut();
      await expect(shell.signInButton).toBeVisible();
      await shell.signInButton.click();
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_NOTICE)).toHaveCount(0);
    });
  });
}
