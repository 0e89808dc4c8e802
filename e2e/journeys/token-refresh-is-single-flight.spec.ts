import { expect, type Route, test } from '@playwright/test';
import { API, createVerifiedUser } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

// spec 4: the access token has expired while the refresh token is still good. Every
// authenticated call — here from three tabs of one browser — answers 401 at the same moment; the
// app refreshes once (single-flight in a tab, a Web Lock across tabs: refresh tokens rotate, and a
// second refresh with the same token would revoke the session), then retries each call once with the
// new token. A tab granted the lock after another refreshed learns of it from IndexedDB: its
// localStorage may not show the other tab's write yet (shared/src/session/tokenRotations.ts), which is
// how this journey once saw a second refresh on a loaded machine.
const EXPIRED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJleHBpcmVkIn0.expired-signature';
const PAGES: [string, string][] = [
  ['/bookings', 'Your bookings'],
  ['/payment-history', 'Payment history'],
  ['/saved-gems', 'Saved gems'],
];

test('many calls answered 401 at once make exactly one refresh, and all of them then succeed', async ({
  context,
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const session = await loginViaApi(request, user.email, user.password);
  await signInBrowser(page, { ...session, accessToken: EXPIRED });

  // Hold the calls that carry the expired token until four have arrived, so their 401s come back
  // together, as they do when a token expires under a busy page.
  const held: Route[] = [];
  let releaseAll: () => void = () => undefined;
  const allArrived = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });
  await context.route(`${API}/**`, async (route) => {
    if (route.request().headers().authorization !== `Bearer ${EXPIRED}`) return route.continue();
    held.push(route);
    if (held.length >= 4) releaseAll();
    await Promise.race([allArrived, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    return route.continue();
  });
  let refreshes = 0;
  const answers: { url: string; status: number; token: string }[] = [];
  // Read synchronously: an awaited header read can lose the race with the page going on.
  context.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(API)) return;
    if (url.endsWith('/auth/refresh')) {
      refreshes += 1;
      return;
    }
    const token = response.request().headers().authorization ?? '';
    if (token) answers.push({ url: url.replace(API, ''), status: response.status(), token });
  });

  const tabs = [page, await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab, index) => tab.goto(PAGES[index]?.[0] ?? '/')));
  for (const [index, tab] of tabs.entries()) {
    await expect(tab.getByRole('heading', { level: 1, name: PAGES[index]?.[1] })).toBeVisible();
  }
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(4);
  const story = () => JSON.stringify({ refreshes, held: held.length, answers }, null, 1);
  const succeeded = () => answers.filter((answer) => answer.status === 200).length;
  for (let waited = 0; waited < 30_000 && succeeded() < held.length; waited += 250) {
    await page.waitForTimeout(250);
  }
  expect(succeeded(), story()).toBeGreaterThanOrEqual(held.length);

  expect(refreshes, story()).toBe(1);
  console.log(`${held.length} calls answered 401 together; ${refreshes} refresh`);
  const unauthorized = answers.filter((answer) => answer.status === 401);
  expect(unauthorized.length).toBe(held.length);
  // Each call was retried once, all with the one new token, which every tab now stores.
  const retried = answers.filter((answer) => answer.status === 200);
  expect(new Set(retried.map((answer) => answer.token)).size).toBe(1);
  const newToken = retried[0]?.token ?? '';
  expect(newToken).not.toBe(`Bearer ${EXPIRED}`);
  for (const tab of tabs) {
    expect(`Bearer ${await tab.evaluate(() => localStorage.getItem('access_token'))}`).toBe(newToken);
  }
  // The session is still alive on the server: no second refresh presented the rotated token.
  const me = await request.get(`${API}/auth/me`, { headers: { Authorization: newToken } });
  expect(me.status()).toBe(200);
});
