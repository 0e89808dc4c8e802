import { expect, type Route, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { FaultStates } from '../pages/FaultStates';

// A remote that cannot be loaded shows its fallback on its own routes; the rest of the app keeps
// working, and Retry recovers once the remote is back, without a reload. Two ways a remote fails:
// its CDN does not answer, or it answers a remote entry cut short (a truncated upload, an error page
// served with 200).
const FAULTS: { name: string; files: string; answer: (route: Route) => Promise<void> }[] = [
  {
    name: 'a blocked remote',
    files: '**/mfe_gems/**',
    answer: (route) => route.abort('connectionrefused'),
  },
  {
    name: 'a remote answering a broken remote entry',
    files: '**/mfe_gems/**/remoteEntry.js',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'var mfe_gems;(()=>{"use strict";var e',
      }),
  },
];

for (const fault of FAULTS) {
  test(`${fault.name} shows its fallback, the rest works, and Retry recovers without a reload`, async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const faults = new FaultStates(page);
    await page.route(fault.files, fault.answer);
    await shell.goto('/travel-guides');
    const fallback = faults.remoteFallback('Gems');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Other remotes and the host keep working.
    await shell.navigateTo('Tours');
    await shell.expectHeading('Tours');
    await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();

    // Mark the document: a reload would lose this.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await shell.navigateTo('Travel guides');
    await expect(fallback).toBeVisible();
    await page.unroute(fault.files);
    await faults.tryAgain(fallback);
    await shell.expectHeading('Travel guides');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
}
