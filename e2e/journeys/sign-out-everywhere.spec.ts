import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { AccountPages } from '../pages/ProfilePage';
import { createVerifiedUser } from '../support/api';

test('a traveller signs out on every device from the profile page', async ({ browser, request }) => {
  const user = await createVerifiedUser(request);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const pages = await Promise.all([laptop.newPage(), phone.newPage()]);
    for (const page of pages) {
      const shell = new AppShell(page);
      await shell.goto('/');
      await shell.signInButton.click();
      await new AuthDialog(page).login(user.email, user.password);
      await expect(shell.accountMenuButton()).toBeVisible();
    }
    const [laptopPage, phonePage] = pages as [(typeof pages)[0], (typeof pages)[0]];

    await new AccountPages(laptopPage).openProfile();
    await laptopPage.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(new AppShell(laptopPage).toast('Signed out on every device.')).toBeVisible();
    await expect(new AppShell(laptopPage).signInButton).toBeVisible();

    // The phone's session ended too: its next call is refused and it shows the signed-out app.
    await phonePage.goto('/profile');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(new AppShell(phonePage).signInButton).toBeVisible();
  } finally {
    await laptop.close();
    await phone.close();
  }
});
