import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';

test('a visitor browses tours, opens a gem and is asked to sign in on the profile page', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.navigateTo('Tours');
  await shell.expectHeading('Tours');
  const firstTour = page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first();
  await expect(firstTour.getByRole('link')).toBeVisible();

  await shell.goto('/');
  const gems = await shell.featuredGems();
  const firstGem = gems.getByRole('list', { name: 'Hidden gems' }).getByRole('link').first();
  const gemName = await firstGem.textContent();
  await firstGem.click();
  await shell.expectHeading(gemName ?? /./);
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();

  await shell.goto('/profile');
  await shell.expectHeading('Your profile');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await new AuthDialog(page).expectOpen('Welcome Back');
});

test('the onboarding remote serves the quiz first step', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your travels' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Why do you use Gaido?' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('scrolls to the top on every navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/tours');
  await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Gaido' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
