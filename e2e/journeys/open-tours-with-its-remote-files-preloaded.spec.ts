import { expect, test } from '@playwright/test';
import { ToursPage } from '../pages/ToursPage';
import { preloadHints, watchFetches } from '../support/preload';
import { liveRemotes } from '../support/release';

// The host's static server writes <link rel="preload"> hints for the route's remote files into
// the document (packages/static-server/src/preloadHints.mjs), so the browser fetches them while it parses the HTML
// instead of after the host's bootstrap has read /remotes.json. A hint that differs from the request
// that finally uses the file (its credentials mode, its integrity) makes Chromium download it twice.

test('the tours page arrives with its remote files preloaded, and the browser fetches each file once', async ({
  page,
}) => {
  const { requests, unusedPreloads } = watchFetches(page);

  const tours = new ToursPage(page);
  const document = await tours.goto();
  await tours.expectTours();

  const pin = (await liveRemotes(page))?.remotes.mfe_tours as
    | { entry: string; integrity?: Record<string, string> }
    | undefined;
  if (!pin) throw new Error('mfe_tours is not in the remotes file');
  const folder = pin.entry.slice(0, pin.entry.lastIndexOf('/') + 1);
  const hints = preloadHints(await document.text());

  // The runtime config and the remotes file, which the host's entry fetches first.
  expect(hints).toContainEqual({
    href: '/remotes.json',
    as: 'fetch',
    crossorigin: 'anonymous',
    integrity: null,
  });
  expect(hints).toContainEqual({
    href: '/config.json',
    as: 'fetch',
    crossorigin: 'anonymous',
    integrity: null,
  });
  // Not the pinned manifest: the host loads the remote by its entry, and the browser never reads it.
  expect(hints.map((hint) => hint.href)).not.toContain(pin.entry);
  expect(requests.has(pin.entry)).toBe(false);
  // The remote entry, as the integrity plugin's script element asks for it: with the recorded hash.
  const entryHash = pin.integrity?.['remoteEntry.js'] ?? null;
  expect(hints).toContainEqual({
    href: `${folder}remoteEntry.js`,
    as: 'script',
    crossorigin: entryHash ? 'anonymous' : null,
    integrity: entryHash,
  });
  // The Tours page's own chunks and styles, as the remote's chunk loader asks for them: by CORS, with
  // the SHA-256 its remote entry carries for each (Rspack's subresource integrity).
  const pageFiles = hints.filter((hint) => hint.href.startsWith(`${folder}static/`));
  expect(pageFiles.map((hint) => hint.as)).toContain('script');
  expect(pageFiles.map((hint) => hint.as)).toContain('style');
  for (const hint of pageFiles) {
    expect(hint).toMatchObject({ crossorigin: 'anonymous', integrity: expect.stringMatching(/^sha256-/) });
  }

  // Every hint was used by the request that needed the file, so nothing was downloaded twice.
  for (const hint of hints) {
    expect(requests.get(new URL(hint.href, page.url()).href), hint.href).toBe(1);
  }
  for (const [url, count] of requests) {
    if (url.startsWith(folder)) expect(count, url).toBe(1);
  }
  expect(unusedPreloads).toEqual([]);
});
