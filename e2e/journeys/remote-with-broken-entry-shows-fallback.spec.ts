import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { FaultStates } from '../pages/FaultStates';

// A remote whose CDN answers a remote entry cut short (a truncated upload, an error page served with
// 200) shows its fallback on its own routes; the rest of the app keeps working, and Retry recovers
// once the entry is right again, without a reload.
test('a remote answering a broken remote entry shows its fallback, the rest works, and Retry recovers', async ({
  page,
}) => {
  const shell = new AppShell(page);
  const faults = new FaultStates(page);
  await page.route('**/mfe_gems/**/remoteEntry.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'var mfe_gems;(()=>{"use strict";var e',
    }),
  );
  await shell.goto('/travel-guides');
  const fallback = faults.remoteFallback('Gems');
  await expect(fallback).toBeVisible();

  await shell.navigateTo('Tours');
  await shell.expectHeading('Tours');
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await shell.navigateTo('Travel guides');
  await expect(fallback).toBeVisible();
  await page.unroute('**/mfe_gems/**/remoteEntry.js');
  await faults.tryAgain(fallback);
  await shell.expectHeading('Travel guides');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
