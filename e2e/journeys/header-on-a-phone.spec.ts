import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation folds behind a Menu button', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.mainNav.getByRole('link', { name: 'Tours' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await shell.navigateTo('Travel guides');
  await shell.expectHeading('Travel guides');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.signInButton).toBeVisible();
});
