import { expect, test } from '@playwright/test';
import { SavedGemsPage } from '../pages/SavedGemsPage';
import { createVerifiedUser } from '../support/api';
import { addUnusedPreloadControl, CONTROL_PRELOAD, preloadHints, watchFetches } from '../support/preload';
import { loginViaApi, signInBrowser } from '../support/security';

// The saved gems page's module asks for a shared module the host provides from chunks of its own that
// it loads only when a remote first asks (the favorites): the host's static server preloads those
// with the page's remote files (packages/static-server/src/preloadHints.mjs), so they are not a round
// trip between the page's module and its data request. A page that does not ask for them gets none.

const hostScripts = (html: string) =>
  preloadHints(html)
    .filter((hint) => hint.href.startsWith('/static/js/') && hint.as === 'script')
    .map((hint) => hint.href);

test('the saved gems page arrives with the host chunks its module asks for preloaded, each fetched once and used', async ({
  page,
}) => {
  const tourHints = hostScripts(await (await page.request.get('/tours')).text());

  const user = await createVerifiedUser(page.request);
  await signInBrowser(page, await loginViaApi(page.request, user.email, user.password));
  const { requests, unusedPreloads, neverUsedPreloads } = watchFetches(page);
  await addUnusedPreloadControl(page);
  const document = await new SavedGemsPage(page).goto();

  const hints = hostScripts(await document.text());
  const forThisPage = hints.filter((href) => !tourHints.includes(href));
  expect(forThisPage.length).toBeGreaterThan(0);
  for (const href of forThisPage) {
    expect(requests.get(new URL(href, page.url()).href), href).toBe(1);
  }
  // Chromium names preloads nothing used a few seconds after the load event; the control's warning says
  // the check has happened.
  await expect
    .poll(() => neverUsedPreloads.some((warning) => warning.includes(CONTROL_PRELOAD)), { timeout: 20_000 })
    .toBe(true);
  expect(neverUsedPreloads.filter((warning) => !warning.includes(CONTROL_PRELOAD))).toEqual([]);
  expect(unusedPreloads).toEqual([]);
});
