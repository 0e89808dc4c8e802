import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { createVerifiedUser } from '../support/api';

test('with mfe-gems blocked the home page still shows featured tours and a working city search', async ({
  page,
}) => {
  await page.route('**/mfe_gems/**', (route) => route.abort('connectionrefused'));
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');

  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('alert')).toContainText('The Gems section could not be loaded');

  const search = page.getByRole('combobox', { name: 'Search a city' });
  await search.fill('kra');
  await search.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Kraków/ })).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tours\/krakow$/);
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
});

test('an onboarded user sees their own city first on the home page', async ({ page, request }) => {
  const { email, password } = await createVerifiedUser(request);
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.signInButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();

  // createVerifiedUser onboards with the first seeded city.
  const yourCity = page.getByRole('region', { name: 'Your city' });
  await expect(yourCity).toBeVisible();
  const toursLink = yourCity.getByRole('link', { name: /^Tours in / });
  const href = (await toursLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/tours\/[a-z-]+$/);
  await toursLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
});
