import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { CreateFolderDialog } from '../pages/CreateFolderDialog';
import { GemPage } from '../pages/GemPage';
import { TourPage } from '../pages/TourPage';
import { accessibilityViolations } from '../support/accessibility';
import { API, createVerifiedUser, seededGem } from '../support/api';
import { DEVICES } from '../support/devices';
import { authHeaders, loginViaApi, signInBrowser } from '../support/security';

/**
 * Feedback a traveller can read and hear: the folder error's destructive toast, sent while the
 * create-folder dialog hides the page, is in the notifications region a screen reader is offered and
 * passes the contrast checks; closing the sign-in dialog puts focus back on the button that opened it.
 */
for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('the folder error under the open dialog is announced and readable', async ({ page }) => {
      const user = await createVerifiedUser(page.request);
      const session = await loginViaApi(page.request, user.email, user.password);
      await signInBrowser(page, session);
      const gem = await seededGem(page.request);
      const gemPage = new GemPage(page);
      await gemPage.goto(gem.id);
      await gemPage.expectGem(gem.name);
      const name = `Taken ${randomUUID().slice(0, 6)}`;
      const made = await page.request.post(`${API}/gems/fav/create-folder`, {
        headers: authHeaders(session),
        data: { folderName: name },
      });
      expect(made.ok()).toBe(true);

      await gemPage.startNewFolder();
      const dialog = new CreateFolderDialog(page);
      await dialog.expectOpen();
      await dialog.create(name);
      // Found by role: what assistive technology is offered, outside what the dialog hides.
      const notifications = page.getByRole('region', { name: /Notifications/ });
      await expect(notifications.getByText('A folder with this name already exists')).toBeVisible();
      await expect(dialog.dialog).toBeVisible();
      // The destructive toast and the open dialog together pass the checks, contrast included.
      expect(await accessibilityViolations(page), 'a destructive toast over the dialog').toEqual([]);
    });

    test('closing the sign-in dialog returns focus to the button that opened it', async ({ page }) => {
      const shell = new AppShell(page);
      const dialog = new AuthDialog(page);
      await shell.goto('/tours');
      await shell.expectHeading('Tours');

      await shell.signInButton.click();
      await dialog.expectOpen('Welcome Back');
      await page.keyboard.press('Escape');
      await dialog.expectClosed();
      await expect(shell.signInButton).toBeFocused();

      const response = await page.request.get(`${API}/tours`, { params: { citySlug: 'lisbon', limit: 1 } });
      const tour = ((await response.json()) as { data: { slug: string }[] }).data[0];
      if (!tour) throw new Error('no tour in lisbon');
      const tourPage = new TourPage(page);
      await tourPage.gotoBooking('lisbon', tour.slug);
      await tourPage.chooseDayNextMonth(2);
      await tourPage.chooseFirstTime();
      await tourPage.requestButton.click();
      await dialog.expectOpen('Welcome Back');
      await dialog.dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.expectClosed();
      await expect(tourPage.requestButton).toBeFocused();
    });
  });
}
