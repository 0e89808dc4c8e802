import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { AccountPages } from '../pages/ProfilePage';
import { latestMail, onboardViaApi, uniqueEmail } from '../support/api';

test('a traveller signs up, verifies, logs in, changes the password, signs out and logs in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);
  const account = new AccountPages(page);

  await shell.goto('/');
  await shell.signInButton.click();
  await dialog.expectOpen('Welcome Back');
  await dialog.signUp(email, 'first-pass-1');
  await dialog.expectOpen('Welcome Back');
  await expect(dialog.dialog.getByText(email)).toBeVisible();
  await expect(
    shell.toast('Account created successfully! Please check your email for verification.'),
  ).toBeVisible();
  await dialog.dialog.getByRole('button', { name: 'Continue to Login' }).click();
  await dialog.expectOpen('Welcome Back');
  await page.keyboard.press('Escape');
  await dialog.expectClosed();

  const verification = await latestMail(request, email, 'verify-email');
  expect(verification.link).toContain('/verify-email?token=');
  await page.goto(verification.link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(shell.toast('Email verified successfully! You can now log in.')).toBeVisible();

  // Onboarding is its own journey (onboard-a-new-user.spec.ts); here it is answered through the API.
  await onboardViaApi(request, email, 'first-pass-1');
  await shell.signInButton.click();
  await dialog.login(email, 'first-pass-1');
  await dialog.expectClosed();

  await account.openProfile();
  await expect(page.getByText(email)).toBeVisible();
  await account.changePassword('second-pass-2');
  await expect(shell.toast('Password changed successfully!')).toBeVisible();

  await shell.signOut();
  await expect(shell.toast('Successfully signed out!')).toBeVisible();
  await expect(shell.signInButton).toBeVisible();

  await shell.signInButton.click();
  await dialog.login(email, 'first-pass-1');
  await expect(dialog.alert()).toHaveText('Incorrect email or password. Please try again.');
  await dialog.login(email, 'second-pass-2');
  await dialog.expectClosed();
  await expect(shell.accountMenuButton()).toBeVisible();
});
