import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { addUnusedPreloadControl, CONTROL_PRELOAD, watchFetches } from '../support/preload';

test('the home page loads with featured tours and gems from both remotes', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('list', { name: 'Hidden gems' }).getByRole('listitem').first()).toBeVisible();
});

// The host's index.html preloads what the host's start-up runs (packages/build-tooling/src/preloadBootstrap.mjs). A preloaded
// file nothing runs costs every visitor its bytes; Chromium names it a few seconds after the load event.
test('the home page uses every file its document preloads', async ({ page }) => {
  const { neverUsedPreloads, unusedPreloads } = watchFetches(page);
  await addUnusedPreloadControl(page);
  const shell = new AppShell(page);
  await shell.goto('/');
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
  await expect
    .poll(() => neverUsedPreloads.some((warning) => warning.includes(CONTROL_PRELOAD)), { timeout: 20_000 })
    .toBe(true);
  expect(neverUsedPreloads.filter((warning) => !warning.includes(CONTROL_PRELOAD))).toEqual([]);
  expect(unusedPreloads).toEqual([]);
});

test('an unknown path shows the not-found page with ways back', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/no-such-place');
  await shell.expectHeading('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await shell.expectHeading('Find the city you came for');
});

test('/hidden-gems redirects to /travel-guides and /privacy-policy shows the privacy page', async ({
  page,
}) => {
  await page.goto('/hidden-gems');
  await expect(page).toHaveURL(/\/travel-guides$/);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});
