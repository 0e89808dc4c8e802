import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { AccountPages } from '../pages/ProfilePage';
import { createVerifiedUser, latestMail } from '../support/api';

/**
 * A traveller's first new password is refused (too common); the second is accepted. The page then
 * says the password was reset, and nothing of the refused try is left on it.
 */
for (const [device, viewport] of [
  ['a wide screen', { width: 1366, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, a reset after a refused password leaves no error behind`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const user = await createVerifiedUser(request);
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.signInButton.click();
    const dialog = new AuthDialog(page);
    await dialog.dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.dialog.getByLabel('Email').fill(user.email);
    await dialog.dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.expectOpen('Check Your Email');
    const mail = await latestMail(request, user.email, 'reset-password');

    await page.goto(mail.link ?? '');
    const pages = new AccountPages(page);
    await pages.resetPassword('password');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('quiet-harbour-7');
    await page.getByLabel('Confirm new password').fill('quiet-harbour-7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByText(/expired|failed|common/i)).toHaveCount(0);
    await page.screenshot({ path: `/work/notes/screens/reset-after-refused-${viewport.width}.png` });
  });
}
