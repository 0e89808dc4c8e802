import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { analyticsIdOf, pageviewNames, waitForIngested } from '../support/analytics';
import { API, uniqueEmail } from '../support/api';

// spec 1: events reach the project's own ingest, as the browser really sends them (the
// local environment's config lets headless Chromium past posthog-js's bot filter).

test('app_loaded and a named $pageview for every navigation reach the local ingest', async ({
  page,
  request,
}) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
  const distinctId = await analyticsIdOf(page);

  await shell.navigateTo('Tours');
  await shell.expectHeading('Tours');
  await shell.navigateTo('Travel guides');
  await shell.expectHeading('Travel guides');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await shell.expectHeading('Privacy policy');
  await page.getByRole('link', { name: 'Gaido home' }).click();
  await shell.expectHeading('Find the city you came for');

  const events = await waitForIngested(request, distinctId, (all) => pageviewNames(all).length >= 5);
  expect(events.filter((event) => event.event === 'app_loaded')).toHaveLength(1);
  // In the order the browser captured them (its own clock, which the helper sorts by).
  expect(events.every((event) => typeof event.properties.$time === 'number')).toBe(true);
  expect(pageviewNames(events)).toEqual(['Home', 'Tours', 'Travel Guides', 'Privacy', 'Home']);
  const tours = events.find((event) => event.pageName === 'Tours');
  expect(tours?.currentUrl).toMatch(/\/tours$/);
  // Clicks are autocaptured and named after the page they happened on.
  expect(events.some((event) => event.event === '$autocapture')).toBe(true);
});

test('a failed signup reports its error message to analytics', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  const signup = await request.post(`${API}/auth/signup`, { data: { email, password: 'travel-123' } });
  expect(signup.status()).toBe(201);

  const shell = new AppShell(page);
  const auth = new AuthDialog(page);
  await shell.goto('/');
  const distinctId = await analyticsIdOf(page);
  await shell.signInButton.click();
  await auth.signUp(email, 'travel-123');
  await expect(auth.alert()).toHaveText('An account with this email already exists');

  const events = await waitForIngested(request, distinctId, (all) =>
    all.some((event) => event.event === 'signup_failed'),
  );
  const failure = events.find((event) => event.event === 'signup_failed');
  expect(failure?.properties.error).toBe('An account with this email already exists');
  expect(failure?.pageName).toBe('Home');
});

test('with the analytics ingest unreachable the app works and only a warning is logged', async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    // Chromium itself logs every refused request as an error; that is the network, not the app.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/api/v1/ingest/**', (route) => route.abort('connectionrefused'));

  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
  const search = page.getByRole('combobox', { name: 'Search a city' });
  await search.fill('lisb');
  await expect(page.getByRole('option', { name: /Lisbon/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tours\/lisbon$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shell.navigateTo('Travel guides');
  await shell.expectHeading('Travel guides');

  // The first flush (5 s) fails: one warning, and the app carries on.
  await expect
    .poll(() => warnings.filter((text) => text.includes('[gaido] analytics')).length, { timeout: 15_000 })
    .toBe(1);
  await shell.navigateTo('Tours');
  await shell.expectHeading('Tours');
  expect(pageErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('when posthog-js cannot be loaded at all, the app works and only a warning is logged', async ({
  page,
}) => {
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/static/js/async/analytics-posthog.*.js', (route) => route.abort('connectionrefused'));

  const shell = new AppShell(page);
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
  await expect
    .poll(() => warnings.some((text) => text.includes('[gaido] analytics could not start')), {
      timeout: 15_000,
    })
    .toBe(true);
  await shell.navigateTo('Tours');
  await shell.expectHeading('Tours');
  expect(pageErrors).toEqual([]);
});
