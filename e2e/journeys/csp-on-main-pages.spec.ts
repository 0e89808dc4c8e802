import { expect, type Page, test } from '@playwright/test';
import { GemsMapPage } from '../pages/GemsMapPage';
import { createVerifiedUser, seededGem, seededTour } from '../support/api';
import { loginViaApi, signInBrowser, watchCsp } from '../support/security';
import { API_ORIGIN, CDN_URL } from '../support/urls';

// The static server's Content-Security-Policy (no inline script, no eval, scripts only
// from the app, the CDN and the pinned remotes) and the app working under it, page by page,
// with not a single violation reported.

const FALLBACK = 'This part of Gaido is unavailable';

async function expectPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  return response;
}

test('every main page works under the policy and reports no violation', async ({ page, request }) => {
  const csp = await watchCsp(page);
  const tour = await seededTour(request);
  const gem = await seededGem(request);

  const home = await expectPage(page, '/');
  const policy = (await home?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${CDN_URL}`);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain(`connect-src 'self' ${API_ORIGIN}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("worker-src 'self' blob:;");
  // The document itself has no inline script for the policy to allow.
  expect(await page.locator('script:not([src])').count()).toBe(0);

  for (const path of [
    '/tours',
    tour.cityPath,
    tour.path,
    '/travel-guides',
    '/about',
    '/privacy',
    '/terms',
    '/onboarding',
    '/no-such-place',
  ]) {
    await expectPage(page, path);
  }

  // Images come from the API's assets host (img-src).
  await expectPage(page, `/gems/${gem.id}`);
  const assetImages = page.locator(`main img[src^="${API_ORIGIN}/assets/"]`);
  await expect(assetImages.first()).toBeVisible();
  await expect
    .poll(() =>
      assetImages.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  expect(await csp.violations()).toEqual([]);
});

test('the gems map draws its city under the policy (MapLibre worker from a blob, basemap from the CDN)', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const map = new GemsMapPage(page);
  await map.goto();
  const probe = await map.idle();
  expect(probe.points).toBeGreaterThan(0);
  expect(await csp.violations()).toEqual([]);
});

test('signed-in pages and analytics work under the policy', async ({ page, request }) => {
  const csp = await watchCsp(page);
  const user = await createVerifiedUser(request);
  const ingest: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/ingest/')) ingest.push(response.status());
  });
  await signInBrowser(page, await loginViaApi(request, user.email, user.password));
  for (const path of ['/saved-gems', '/profile', '/bookings', '/payment-history']) {
    await expectPage(page, path);
  }
  // posthog-js posts its batches to the API's ingest (connect-src), flushed every 5 s.
  await expect.poll(() => ingest, { timeout: 20_000 }).toContainEqual(200);
  expect(await csp.violations()).toEqual([]);
});
