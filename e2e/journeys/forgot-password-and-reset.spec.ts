import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { AccountPages } from '../pages/ProfilePage';
import { createVerifiedUser, latestMail } from '../support/api';

test('a traveller who forgot the password resets it from the mail and logs in', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);

  await shell.goto('/');
  await shell.signInButton.click();
  await dialog.dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await dialog.expectOpen('Reset Password');
  await dialog.dialog.getByLabel('Email').fill(user.email);
  await dialog.dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await dialog.expectOpen('Check Your Email');
  await expect(shell.toast('Password reset email sent! Please check your email.')).toBeVisible();

  const mail = await latestMail(request, user.email, 'reset-password');
  await page.goto(mail.link ?? '');
  await new AccountPages(page).resetPassword('brand-new-3');
  await expect(
    shell.toast('Password reset successfully! You can now log in with your new password.'),
  ).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await dialog.login(user.email, 'brand-new-3');
  await dialog.expectClosed();
  await expect(shell.accountMenuButton()).toBeVisible();

  // The link is single-use.
  await page.goto(mail.link ?? '');
  await new AccountPages(page).resetPassword('another-route-4');
  await expect(page.getByRole('alert').filter({ hasText: /link|token/i })).toBeVisible();
});

test('an unknown email gets the same Check Your Email answer', async ({ page }) => {
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);
  await shell.goto('/');
  await shell.signInButton.click();
  await dialog.dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await dialog.dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await dialog.expectOpen('Check Your Email');
});
