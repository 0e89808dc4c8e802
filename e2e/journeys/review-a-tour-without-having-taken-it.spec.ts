import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { TourPage } from '../pages/TourPage';
import { API, createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

const NOT_ALLOWED = 'You can review this tour once you have taken it with a Gaido booking.';

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a traveller without a past booking is told who may review before typing, and a refused review never signs them out', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const user = await createVerifiedUser(request);
      const list = await request.get(`${API}/tours`, { params: { citySlug: 'paris', limit: 1 } });
      const tour = ((await list.json()) as { data: { id: string; slug: string }[] }).data[0];
      if (!tour) throw new Error('no tour in paris');

      const tourPage = new TourPage(page);
      await tourPage.goto('paris', tour.slug);
      const shell = new AppShell(page);
      await shell.signInButton.click();
      const dialog = new AuthDialog(page);
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();

      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.scrollIntoViewIfNeeded();
      await expect(reviews.getByText(NOT_ALLOWED)).toBeVisible();
      await expect(reviews.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
      await expect(reviews.getByRole('button', { name: 'Publish review' })).toHaveCount(0);

      // The API's refusal is a business answer (not 403), so the app never takes it for a dead session.
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const refused = await request.post(`${API}/tours/${tour.id}/reviews`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { rating: 5, text: 'A wonderful morning with a guide who loves the city.' },
      });
      expect(refused.status()).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(NOT_ALLOWED);
      await page.reload();
      await expect(shell.accountMenuButton()).toBeVisible();
    });
  });
}
