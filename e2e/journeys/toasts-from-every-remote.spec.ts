import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { Toasts } from '../pages/Toasts';
import { createVerifiedUser, latestMail, seededGem, uniqueEmail } from '../support/api';

// One toast area owned by the host (spec 2 second reading): 4000 ms, at most 3 visible.
// The other spec 8 success toasts are checked by the account and password journeys.

test('at most three toasts are on screen at once', async ({ page }) => {
  const shell = new AppShell(page);
  const toasts = new Toasts(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
  for (const n of [1, 2, 3, 4, 5]) await toasts.show(`Toast number ${n}`);
  await expect(toasts.withText('Toast number 5')).toBeVisible();
  await expect(toasts.visible).toHaveCount(3);
  // They go by themselves (4 s each).
  await expect(toasts.visible).toHaveCount(0, { timeout: 15_000 });
});

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  const shell = new AppShell(page);
  const auth = new AuthDialog(page);
  await shell.goto('/');
  await shell.signInButton.click();
  await auth.login(email, password);
  await auth.expectClosed();
  await expect(shell.accountMenuButton()).toBeVisible();
}

test('creating a folder says so in a toast that shows the folder name as plain text', async ({
  page,
  request,
}) => {
  const { email, password } = await createVerifiedUser(request);
  await signIn(page, email, password);
  const gemId = (await seededGem(request)).id;
  await page.evaluate(
    (id) => window.dispatchEvent(new CustomEvent('gaido:openCreateFolder', { detail: { gemId: id } })),
    gemId,
  );
  const name = `<b>Bold</b> & "trip" ${Date.now() % 100_000}`;
  const dialog = page.getByRole('dialog', { name: 'Create new folder' });
  await dialog.getByPlaceholder('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create & Save' }).click();

  const toast = new Toasts(page).withText('Folder created');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Gem has been added to "${name}".`);
  await expect(toast.locator('b')).toHaveCount(0);
});

test('changing the email shows its two toasts: link sent, then email updated', async ({ page, request }) => {
  const { email, password } = await createVerifiedUser(request);
  await signIn(page, email, password);
  const toasts = new Toasts(page);
  const newEmail = uniqueEmail('moved');
  await page.goto('/update-email');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    toasts.withText('Email change verification sent! Please check your new email address.'),
  ).toBeVisible();

  const mail = await latestMail(request, newEmail, 'change-email');
  await page.goto(`/update-email?token=${mail.token}`);
  await expect(toasts.withText('Email updated successfully!')).toBeVisible();
});
