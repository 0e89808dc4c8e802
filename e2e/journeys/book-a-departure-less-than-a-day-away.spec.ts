import { type APIRequestContext, expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

interface SoonSlot {
  tour: { id: string; slug: string; citySlug: string };
  date: string;
  index: number;
}

/** A departure with a free place that starts between 2 and 22 hours from now. */
async function departureWithinADay(request: APIRequestContext, citySlug: string): Promise<SoonSlot> {
  const list = await request.get(`${API}/tours`, { params: { citySlug, limit: 20 } });
  const tours = ((await list.json()) as { data: { id: string; slug: string }[] }).data;
  const now = Date.now();
  for (const tour of tours.reverse()) {
    const response = await request.get(`${API}/tours/${tour.id}/availability`);
    const { data } = (await response.json()) as {
      data: { days: { date: string; slots: { startsAt: string; remaining: number }[] }[] };
    };
    for (const day of data.days.slice(0, 3)) {
      const index = day.slots.findIndex((slot) => {
        const inMs = Date.parse(slot.startsAt) - now;
        return slot.remaining >= 1 && inMs > 2 * 3_600_000 && inMs < 22 * 3_600_000;
      });
      if (index >= 0) return { tour: { ...tour, citySlug }, date: day.date, index };
    }
  }
  throw new Error(`no departure within a day in ${citySlug}`);
}

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a departure starting in less than 24 hours is sold without a promise of free cancellation', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const soon = await departureWithinADay(request, 'porto');
      const user = await createVerifiedUser(request);
      const tourPage = new TourPage(page);
      await tourPage.goto(soon.tour.citySlug, soon.tour.slug);
      await new AppShell(page).signInButton.click();
      const dialog = new AuthDialog(page);
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      await tourPage.openBooking();

      const day = new Date(`${soon.date}T12:00:00`);
      if (day.getMonth() !== new Date().getMonth()) {
        await tourPage.panel.getByRole('button', { name: 'Go to the Next Month' }).click();
      }
      const dayName = day.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long' });
      await tourPage.panel.getByRole('button', { name: `${dayName}, places free` }).click();
      await tourPage.timeGroup().getByRole('radio').nth(soon.index).check();

      const noFreeCancellation = /No free cancellation: this time starts in less than 24 hours/;
      await expect(tourPage.panel).toContainText(noFreeCancellation);
      await expect(tourPage.panel).not.toContainText('Free cancellation up to 24 hours');

      await tourPage.requestButton.click();
      await expect(tourPage.panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
      await expect(tourPage.panel).toContainText(noFreeCancellation);
      await expect(tourPage.panel).not.toContainText(/Free cancellation (up to|until)/);
    });
  });
}
