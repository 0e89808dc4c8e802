import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { createVerifiedUser } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

/** An address longer than a phone is wide. */
const longEmail = () =>
  `maria-helena-dos-santos-travels-${randomUUID().slice(0, 8)}@a-rather-long-mail-provider.example.com`;

async function expectFitsTheScreen(page: Page, text: Locator) {
  await expect(text).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the profile shows a long email address whole, inside the screen', async ({ page }) => {
    const email = longEmail();
    const user = await createVerifiedUser(page.request, { email });
    await signInBrowser(page, await loginViaApi(page.request, user.email, user.password));
    await page.goto('/profile');
    await new AppShell(page).expectHeading('Your profile');
    await expectFitsTheScreen(page, page.getByRole('main').getByText(email));
  });

  test('the sign-up panel shows a long email address whole, inside the screen', async ({ page }) => {
    const email = longEmail();
    const shell = new AppShell(page);
    const dialog = new AuthDialog(page);
    await shell.goto('/');
    await shell.signInButton.click();
    await dialog.signUp(email, 'travel-123');
    const panel = dialog.dialog.getByRole('status').filter({ hasText: 'We sent a verification link' });
    await expectFitsTheScreen(page, panel.getByText(email));
  });
});
