import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { PageLayout } from '../pages/PageLayout';
import { createVerifiedUser, seededGem, seededTour } from '../support/api';
import { paidBookingViaApi } from '../support/bookings';
import { loginViaApi, signInBrowser } from '../support/security';

// On a phone (390 x 844) no page scrolls sideways once its content is shown, and the home page, with
// its cities, featured tours and hidden gems loaded, fits in four screens: rows that scroll sideways
// inside themselves (carousels) and compact rows instead of one card a screen.
const PHONE = { width: 390, height: 844 };
/** The travel guides' 30 guides, one compact row each. */
const GUIDES_SCREENS = 5;
const HOME_SCREENS = 4;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('the home page fits in four screens and does not scroll sideways', async ({ page }) => {
  const shell = new AppShell(page);
  const layout = new PageLayout(page);
  await shell.goto('/');
  await expect(page.getByRole('list', { name: 'Tours' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular cities' }).getByRole('link').first()).toBeVisible();
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('list', { name: 'Hidden gems' })).toBeVisible();
  expect(await layout.sidewaysOverflow(), 'the home page’s sideways overflow').toBe(0);
  expect(await layout.height(), 'the home page’s height').toBeLessThanOrEqual(HOME_SCREENS * PHONE.height);
});

test('the travel guides are compact rows: the whole list in a few screens', async ({ page }) => {
  const shell = new AppShell(page);
  const layout = new PageLayout(page);
  await shell.goto('/travel-guides');
  const guides = page.getByRole('article');
  await expect(guides.first()).toBeVisible();
  expect(await guides.count()).toBeGreaterThanOrEqual(30);
  // Each row shows the guide's gems on request, not all of them at once.
  await expect(guides.first().getByRole('button', { name: /gems? recommended by/ })).toBeVisible();
  expect(await layout.height(), 'the travel guides’ height').toBeLessThanOrEqual(
    GUIDES_SCREENS * PHONE.height,
  );
  expect(await layout.sidewaysOverflow(), 'the travel guides’ sideways overflow').toBe(0);
});

test('a visitor’s pages do not scroll sideways', async ({ page }) => {
  const tour = await seededTour(page.request);
  const gem = await seededGem(page.request);
  const shell = new AppShell(page);
  const layout = new PageLayout(page);
  const pages = [
    { path: '/tours', shown: () => page.getByRole('list', { name: 'Tours' }) },
    { path: tour.cityPath, shown: () => page.getByRole('list', { name: 'Tours' }) },
    { path: tour.path, shown: () => page.getByRole('heading', { level: 2, name: 'Reviews' }) },
    { path: '/travel-guides', shown: () => page.getByRole('article').first() },
    { path: `/gems/${gem.id}`, shown: () => page.getByRole('heading', { level: 1, name: gem.name }) },
    { path: '/gems-map', shown: () => page.getByRole('heading', { level: 1 }) },
    { path: '/about', shown: () => page.getByRole('heading', { level: 1 }) },
    { path: '/terms', shown: () => page.getByRole('heading', { level: 1 }) },
    { path: '/privacy', shown: () => page.getByRole('heading', { level: 1 }) },
    { path: '/no-such-place', shown: () => page.getByRole('heading', { level: 1 }) },
  ];
  for (const { path, shown } of pages) {
    await shell.goto(path);
    await expect(shown()).toBeVisible();
    expect(await layout.sidewaysOverflow(), `sideways overflow of ${path}`).toBe(0);
    // A table may scroll sideways inside its own box, which the page's width does not show: what it
    // holds must be on the screen.
    expect(await layout.isAcrossTheScreen(shown()), `${path}: its first item across the screen`).toBe(true);
  }
});

test('a traveller’s pages, with a paid booking, do not scroll sideways', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const session = await loginViaApi(request, user.email, user.password);
  await paidBookingViaApi(request, session);
  await signInBrowser(page, session);
  const shell = new AppShell(page);
  const layout = new PageLayout(page);
  const pages = [
    { path: '/bookings', shown: () => page.getByRole('article').first() },
    { path: '/payment-history', shown: () => page.getByRole('button', { name: /^View receipt/ }).first() },
    { path: '/profile', shown: () => page.getByRole('heading', { level: 1 }) },
    { path: '/saved-gems', shown: () => page.getByRole('heading', { level: 1 }) },
  ];
  for (const { path, shown } of pages) {
    await shell.goto(path);
    await expect(shell.accountMenuButton()).toBeVisible();
    await expect(shown()).toBeVisible();
    expect(await layout.sidewaysOverflow(), `sideways overflow of ${path}`).toBe(0);
    // A table may scroll sideways inside its own box, which the page's width does not show: what it
    // holds must be on the screen.
    expect(await layout.isAcrossTheScreen(shown()), `${path}: its first item across the screen`).toBe(true);
  }
});
