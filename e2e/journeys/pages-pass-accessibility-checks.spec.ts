import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { GemsMapPage } from '../pages/GemsMapPage';
import { Toasts } from '../pages/Toasts';
import { TourPage } from '../pages/TourPage';
import { accessibilityViolations, expectAccessible } from '../support/accessibility';
import { createVerifiedUser, seededGem, seededTour } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

// Every main page, as a visitor and as a signed-in traveller, on a desktop and on a phone, checked with
// axe-core for WCAG 2.2 A/AA and best-practice violations once its content is shown. Each remote's pages
// are rendered inside the host, so this checks the shell and the remotes together.

// A dozen pages and a full axe run on each: on a busy 2-core machine one test took over the default minute.
test.describe.configure({ timeout: 180_000 });

test('a visitor’s pages, and the sign-in dialog, pass the checks on a desktop', async ({ page }) => {
  const tour = await seededTour(page.request);
  const gem = await seededGem(page.request);
  const shell = new AppShell(page);

  await shell.goto('/');
  await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
  await expectAccessible(page, 'the home page');

  await shell.goto('/tours');
  await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
  await expectAccessible(page, 'the tours');
  await shell.goto(tour.cityPath);
  await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
  await expectAccessible(page, 'a city’s tours');
  await shell.goto(tour.path);
  await expectAccessible(page, 'a tour page');

  await shell.goto(`/gems/${gem.id}`);
  await shell.expectHeading(gem.name);
  await expectAccessible(page, 'a gem page');
  const map = new GemsMapPage(page);
  await map.goto();
  await map.idle();
  await expectAccessible(page, 'the gems map');

  for (const [path, what] of [
    ['/travel-guides', 'the travel guides'],
    ['/onboarding', 'the onboarding quiz'],
    ['/about', 'the about page'],
    ['/terms', 'the terms'],
    ['/no-such-place', 'the page not found'],
  ] as const) {
    await shell.goto(path);
    await expectAccessible(page, what);
  }

  await shell.goto('/');
  await shell.signInButton.click();
  await new AuthDialog(page).expectOpen('Welcome Back');
  expect(await accessibilityViolations(page), 'accessibility of the sign-in dialog').toEqual([]);
});

test('a signed-in traveller’s pages pass the checks', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInBrowser(page, await loginViaApi(request, user.email, user.password));
  const shell = new AppShell(page);
  for (const [path, what] of [
    ['/saved-gems', 'the saved gems'],
    ['/bookings', 'the bookings'],
    ['/payment-history', 'the payment history'],
    ['/profile', 'the profile'],
  ] as const) {
    await shell.goto(path);
    await expect(shell.accountMenuButton()).toBeVisible();
    await expectAccessible(page, what);
  }
  await shell.accountMenuButton().click();
  await expect(shell.header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await accessibilityViolations(page), 'accessibility of the account menu').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every visitor’s page, the open menu, the sign-in dialog, the booking panel and toasts pass the checks', async ({
    page,
  }) => {
    const tour = await seededTour(page.request);
    const gem = await seededGem(page.request);
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
    await expectAccessible(page, 'the home page on a phone');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(shell.mainNav.getByRole('link', { name: 'Tours' })).toBeVisible();
    expect(await accessibilityViolations(page), 'accessibility of the open menu').toEqual([]);

    await shell.goto('/tours');
    await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
    await expectAccessible(page, 'the tours on a phone');
    await shell.goto(tour.cityPath);
    await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
    await expectAccessible(page, 'a city’s tours on a phone');
    await shell.goto(tour.path);
    await expectAccessible(page, 'a tour page on a phone');
    const tourPage = new TourPage(page);
    await tourPage.checkAvailability.tap();
    await expect(tourPage.sheet.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
    expect(await accessibilityViolations(page), 'accessibility of the booking sheet').toEqual([]);

    await shell.goto(`/gems/${gem.id}`);
    await shell.expectHeading(gem.name);
    await expectAccessible(page, 'a gem page on a phone');
    const map = new GemsMapPage(page);
    await map.goto();
    await map.idle();
    await expectAccessible(page, 'the gems map on a phone');

    for (const [path, what] of [
      ['/travel-guides', 'the travel guides on a phone'],
      ['/onboarding', 'the onboarding quiz on a phone'],
      ['/about', 'the about page on a phone'],
      ['/terms', 'the terms on a phone'],
      ['/privacy', 'the privacy page on a phone'],
      ['/no-such-place', 'the page not found on a phone'],
    ] as const) {
      await shell.goto(path);
      await expectAccessible(page, what);
    }

    const toasts = new Toasts(page);
    await toasts.show('Gem has been added to "Lisbon".');
    await toasts.show('The folder could not be deleted. Please try again.', 'destructive');
    await expect(toasts.visible).toHaveCount(2);
    expect(await accessibilityViolations(page), 'accessibility of the toasts').toEqual([]);

    await shell.goto('/');
    await shell.signInButton.click();
    await new AuthDialog(page).expectOpen('Welcome Back');
    expect(await accessibilityViolations(page), 'accessibility of the sign-in dialog on a phone').toEqual([]);
  });

  test('a signed-in traveller’s pages pass the checks on a phone', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await signInBrowser(page, await loginViaApi(request, user.email, user.password));
    const shell = new AppShell(page);
    for (const [path, what] of [
      ['/saved-gems', 'the saved gems on a phone'],
      ['/bookings', 'the bookings on a phone'],
      ['/payment-history', 'the payment history on a phone'],
      ['/profile', 'the profile on a phone'],
    ] as const) {
      await shell.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, what);
    }
  });
});
