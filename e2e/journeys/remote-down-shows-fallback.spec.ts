import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';

test('a blocked remote shows its fallback, the rest works, and Retry recovers without a reload', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.route('**/mfe_gems/**', (route) => route.abort('connectionrefused'));
  await shell.goto('/travel-guides');
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of Gaido is unavailable' });
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
  await page.unroute('**/mfe_gems/**');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await shell.expectHeading('Travel guides');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
