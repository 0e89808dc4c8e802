import { expect, type Page, test } from '@playwright/test';
import { BookingsPage, PaymentHistoryPage } from '../pages/AccountPages';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { OnboardingQuiz } from '../pages/OnboardingQuiz';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser, latestMail, uniqueEmail } from '../support/api';
import { DEVICES } from '../support/devices';

const BOOKING_AUTH_NOTICE =
  "You'll need an account to request a booking. Your selected date and time will be preserved.";
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** A different seeded tour for each test, so parallel journeys never compete for one departure. */
async function tourOf(page: Page, citySlug: string, pageNumber = 1) {
  const response = await page.request.get(`${API}/tours`, {
    params: { citySlug, limit: 1, page: pageNumber },
  });
  const body = (await response.json()) as { data: { slug: string; title: string }[] };
  const tour = body.data[0];
  if (!tour) throw new Error(`no tour in ${citySlug}`);
  return tour;
}

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a visitor picks a time, signs up, verifies, logs in, finishes onboarding and books and pays for the same time', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      // The phone books another Lisbon tour, so the two never compete for one departure.
      const tour = await tourOf(page, 'lisbon', device.name === 'on a phone' ? 2 : 1);
      const tourPage = new TourPage(page);
      await tourPage.gotoBooking('lisbon', tour.slug);

      // An anonymous visitor picks a date, a time and two guests.
      await tourPage.guests.selectOption('2');
      const day = await tourPage.chooseDayNextMonth();
      const time = await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();

      // The host's dialog says the selection is kept.
      const dialog = new AuthDialog(page);
      await dialog.expectOpen('Welcome Back');
      await expect(dialog.dialog.getByText(BOOKING_AUTH_NOTICE)).toBeVisible();

      // Sign up, then verify from the mail in another tab, as a mail client would open it.
      const email = uniqueEmail('booker');
      const password = 'travel-123';
      await dialog.signUp(email, password);
      await expect(dialog.dialog.getByText(`We sent a verification link to ${email}`)).toBeVisible();
      const mail = await latestMail(page.request, email, 'verify-email');
      const mailTab = await context.newPage();
      await mailTab.goto(mail.link ?? '');
      await expect(mailTab.getByRole('heading', { name: 'Email verified' })).toBeVisible();
      await mailTab.close();

      // Back in the first tab: log in; the new user is sent through onboarding, which returns here.
      await dialog.dialog.getByRole('button', { name: 'Continue to Login' }).click();
      await expect(dialog.dialog.getByLabel('Email')).toHaveValue(email);
      await dialog.dialog.getByLabel('Password').fill(password);
      await dialog.dialog.getByRole('button', { name: 'Log In' }).click();
      await dialog.expectClosed();
      const quiz = new OnboardingQuiz(page);
      await quiz.expectOnStep(1);
      await quiz.choose('Finding tours with a local guide');
      await quiz.next();
      await quiz.searchCity('lisb');
      await quiz.choose(/Lisbon/);
      await quiz.next();
      await quiz.choose('Within a month');
      await quiz.next();
      await quiz.choose('A friend');
      await quiz.finish();
      await expect(page).toHaveURL(new RegExp(`/tours/lisbon/${tour.slug}$`));

      // The same selection is on screen; the visitor requests the booking.
      await expect(tourPage.keptSelectionNotice()).toContainText('2 guests');
      await expect(tourPage.checkedTime()).toBeChecked();
      await expect(tourPage.checkedTime().locator('..')).toContainText(time);
      await expect(tourPage.guests).toHaveValue('2');
      expect(day).not.toBe('');
      await tourPage.requestButton.click();

      // Payment step, then a confirmation with the booking reference.
      await expect(tourPage.panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
      await tourPage.payWithCard(CARDS.success);
      await expect(tourPage.confirmation()).toBeVisible();
      const reference = await tourPage.bookingReference();
      expect(reference).toMatch(/^GD-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      const bookings = new BookingsPage(page);
      await bookings.goto();
      await expect(bookings.booking(reference)).toContainText('Confirmed');
      await expect(bookings.booking(reference)).toContainText(tour.title);

      const history = new PaymentHistoryPage(page);
      await history.goto();
      await expect(history.rowsFor(reference)).toHaveCount(1);
      await expect(history.rowsFor(reference)).toContainText('Charge');
      await expect(history.rowsFor(reference)).toContainText('Paid');
    });
  });
}

test('a declined card shows a clear error and charges nothing; cancelling the paid booking refunds it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  const tour = await tourOf(page, 'porto');
  const tourPage = new TourPage(page);
  await tourPage.goto('porto', tour.slug);
  await new AppShell(page).signInButton.click();
  const dialog = new AuthDialog(page);
  await dialog.login(user.email, user.password);
  await dialog.expectClosed();

  await tourPage.chooseDayNextMonth(2);
  await tourPage.chooseFirstTime();
  await tourPage.requestButton.click();
  await expect(tourPage.panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();

  await tourPage.payWithCard(CARDS.declined);
  await expect(tourPage.paymentError()).toHaveText(
    'Your card was declined. Nothing was charged. Try another card.',
  );
  const history = new PaymentHistoryPage(page);
  const reference = await tourPage.heldReference();
  expect(reference).toMatch(/^GD-/);

  // Nothing was charged: the payment history is still empty.
  const historyTab = await page.context().newPage();
  const historyInTab = new PaymentHistoryPage(historyTab);
  await historyInTab.goto();
  await expect(historyTab.getByText('No payments yet.')).toBeVisible();
  await historyTab.close();

  await tourPage.payWithCard(CARDS.success);
  await expect(tourPage.confirmation()).toBeVisible();
  expect(await tourPage.bookingReference()).toBe(reference);

  const bookings = new BookingsPage(page);
  await bookings.goto();
  await bookings.cancel(reference);
  await expect(bookings.notice()).toContainText(`Booking ${reference} is cancelled.`);
  await expect(bookings.notice()).toContainText('is refunded to Visa ending 4242');
  // A cancelled booking is no longer upcoming.
  await expect(bookings.pastAndCancelled().getByText(reference)).toBeVisible();

  await history.goto();
  const rows = history.rowsFor(reference);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Refund');
  await expect(rows.nth(1)).toContainText('Paid, later refunded');

  // On a phone each payment is a card: how much was paid or refunded shows without scrolling sideways.
  // The cell's name is its value (the card's label beside it is hidden from screen readers).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const row of [rows.first(), rows.nth(1)]) {
    await expect(row.getByRole('cell', { name: /^−?€\d/ })).toBeInViewport({ ratio: 1 });
  }
});
