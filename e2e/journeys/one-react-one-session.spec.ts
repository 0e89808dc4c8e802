import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { createVerifiedUser } from '../support/api';

/** Loaded copies per shared package, read from the federation runtime's share scope. */
async function loadedShares(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    type Share = {
      loaded?: boolean;
      lib?: unknown;
      loading?: unknown;
      from?: string;
      // A tree-shaken shared package (packages/build-tooling/src/federation.mjs) is loaded as this variant of the entry.
      treeShaking?: { loaded?: boolean; lib?: unknown };
    };
    const share = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>>;
        };
      }
    ).__FEDERATION__?.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const instance of Object.values(share ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib) {
              const key = `${version}@${entry.from ?? '?'}`;
              loaded[name] = [...new Set([...(loaded[name] ?? []), key])];
            }
          }
        }
      }
    }
    return loaded;
  });
}

test('exactly one React and one @gaido/shared are loaded across host and remotes', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/');
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('list', { name: 'Hidden gems' }).getByRole('listitem').first()).toBeVisible();
  await shell.goto('/profile');
  await shell.expectHeading('Your profile');
  const shares = await loadedShares(page);
  for (const name of ['react', 'react-dom', '@gaido/shared', 'react-router-dom', '@tanstack/react-query']) {
    expect(shares[name], `${name} loaded copies: ${JSON.stringify(shares[name])}`).toHaveLength(1);
  }
});

// A string only the favorites service holds (FAVORITES_ERRORS.save), so each script carrying it is a copy.
const FAVORITES_SERVICE_MARKER = 'User must be logged in to save gems';

test('one copy of @gaido/shared/favorites serves mfe_gems and the host’s favorites sync', async ({
  page,
}) => {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const shell = new AppShell(page);
  await shell.goto('/');
  // The host loads the subpath for its sync when the page is idle; the gem page's save control loads it again.
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('list', { name: 'Hidden gems' }).getByRole('listitem').first()).toBeVisible();
  await gems.getByRole('list', { name: 'Hidden gems' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');

  const copies = (await Promise.all(bodies))
    .filter(({ text }) => text.includes(FAVORITES_SERVICE_MARKER))
    .map(({ url }) => url);
  expect(copies, 'scripts carrying the favorites service').toHaveLength(1);
  const shares = await loadedShares(page);
  expect(shares['@gaido/shared/favorites'], JSON.stringify(shares['@gaido/shared/favorites'])).toHaveLength(
    1,
  );
  expect(warnings.filter((text) => text.includes('favorites sync could not start'))).toEqual([]);
});

test('a session started in the host dialog is seen by the account and gems remotes', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const shell = new AppShell(page);
  await shell.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = new AuthDialog(page);
  await dialog.login(user.email, user.password);
  await dialog.expectClosed();
  // mfe_account reads the session written by the host's dialog through @gaido/shared.
  await expect(page.getByText(user.email)).toBeVisible();
  // mfe_gems reads it too: its save control offers folders instead of asking to sign in.
  await shell.goto('/');
  const gems = await shell.featuredGems();
  await gems.getByRole('list', { name: 'Hidden gems' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'New folder…' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
