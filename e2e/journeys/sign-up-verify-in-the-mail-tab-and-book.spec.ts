import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { OnboardingQuiz } from '../pages/OnboardingQuiz';
import { TourPage } from '../pages/TourPage';
import { API, latestMail, uniqueEmail } from '../support/api';
import { DEVICES } from '../support/devices';

/**
 * The verification mail opens in a new tab, as a mail client does. The traveller logs in there and
 * finishes onboarding: that tab lands on the tour with the same date, time and guests, and the
 * spent verification token is never sent again. The tab where the booking started follows: it shows
 * the same tour with the kept selection, signed in, and no stale sign-up dialog.
 */
for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a visitor who verifies in the mail tab logs in there and lands back on the tour with the selection kept', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const response = await page.request.get(`${API}/tours`, {
        // The phone books another Lisbon tour, so the two never compete for one departure.
        params: { citySlug: 'lisbon', limit: 1, page: device.name === 'on a phone' ? 4 : 3 },
      });
      const tour = ((await response.json()) as { data: { slug: string }[] }).data[0];
      if (!tour) throw new Error('no tour in lisbon');
      const tourPage = new TourPage(page);
      await tourPage.gotoBooking('lisbon', tour.slug);
      await tourPage.guests.selectOption('3');
      await tourPage.chooseDayNextMonth(3);
      const time = await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();

      const dialog = new AuthDialog(page);
      await dialog.expectOpen('Welcome Back');
      const email = uniqueEmail('mailtab');
      const password = 'travel-123';
      await dialog.signUp(email, password);
      await expect(dialog.dialog.getByText(`We sent a verification link to ${email}`)).toBeVisible();

      const mail = await latestMail(page.request, email, 'verify-email');
      const mailTab = await context.newPage();
      const confirmCalls: string[] = [];
      mailTab.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/auth/confirm'))
          confirmCalls.push(request.url());
      });
      await mailTab.goto(mail.link ?? '');
      await expect(mailTab.getByRole('heading', { name: 'Email verified' })).toBeVisible();
      // The spent token leaves the address bar.
      await expect(mailTab).toHaveURL(/\/verify-email$/);

      await mailTab.getByRole('button', { name: 'Log in' }).click();
      const mailDialog = new AuthDialog(mailTab);
      await mailDialog.login(email, password);
      await mailDialog.expectClosed();
      await new OnboardingQuiz(mailTab).completeForLisbon();

      const tourInMailTab = new TourPage(mailTab);
      await expect(mailTab).toHaveURL(new RegExp(`/tours/lisbon/${tour.slug}$`));
      await expect(tourInMailTab.keptSelectionNotice()).toContainText('3 guests');
      await expect(tourInMailTab.guests).toHaveValue('3');
      await expect(tourInMailTab.checkedTime()).toBeChecked();
      await expect(tourInMailTab.checkedTime().locator('..')).toContainText(time);
      await expect(mailTab.getByRole('heading', { name: 'We could not verify your email' })).toHaveCount(0);
      expect(confirmCalls).toHaveLength(1);

      // The tab where the booking started: the tour with the kept selection, signed in, no dialog left.
      await page.bringToFront();
      await expect(page).toHaveURL(new RegExp(`/tours/lisbon/${tour.slug}$`));
      await dialog.expectClosed();
      await expect(tourPage.guests).toHaveValue('3');
      await expect(tourPage.checkedTime()).toBeChecked();
      await expect(tourPage.checkedTime().locator('..')).toContainText(time);
      await tourPage.closeBooking();
      await expect(new AppShell(page).accountMenuButton()).toBeVisible();

      // Ready to request: the next step is payment.
      await mailTab.bringToFront();
      await tourInMailTab.requestButton.click();
      await expect(tourInMailTab.panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
    });
  });
}
