import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { createVerifiedUser } from '../support/api';

test('the auth dialog opens and closes on the gaido:openAuth and gaido:closeAuth window events', async ({
  page,
}) => {
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);
  await shell.goto('/about');
  await shell.expectHeading('About Gaido');
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('gaido:openAuth')));
  await dialog.expectOpen('Welcome Back');
  await expect(dialog.dialog.getByLabel('Email')).toBeFocused();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('gaido:closeAuth')));
  await dialog.expectClosed();
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('gaido:openAuth', { detail: { tab: 'signup' } })),
  );
  await dialog.expectOpen('Create an Account');
});

test('a wrong password shows the mapped message and bad input shows the validation messages', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);
  await shell.goto('/');
  await shell.signInButton.click();
  await dialog.login('not-an-email', '123');
  await expect(dialog.dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.login(user.email, 'not-the-password');
  await expect(dialog.alert()).toHaveText('Incorrect email or password. Please try again.');
  await expect(dialog.dialog).toBeVisible();
});
