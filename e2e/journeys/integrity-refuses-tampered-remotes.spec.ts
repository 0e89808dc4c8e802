import { expect, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { ReleaseTools } from '../pages/ReleaseTools';
import { PLANTED_ENTRY, storedFile, type Tampering, tamperWithPublished } from '../support/integrity';
import { preloadHints } from '../support/preload';
import {
  expectServerToPin,
  type LiveRemote,
  liveRemotes,
  publishToursVariant,
  releaseOk,
  useEnvironment,
} from '../support/release';
import { CDN_URL } from '../support/urls';

// Where the environment requires integrity (production, and e2e-integrity here), the host
// loads a remote only if its remote entry matches the SHA-384 recorded at publish, and the browser
// runs a chunk of it only if it matches the SHA-256 the remote entry carries for it. The browser never
// reads a manifest: the host loads the remote entry beside the pinned one. A
// release manager pins builds into e2e-integrity; an attacker rewrites files of a published version
// in the artifact store. The honest build loads; every tampered one is refused and shows its fallback, while
// the rest of the app keeps working.
const ENV = 'e2e-integrity';
const FALLBACK = 'This part of Gaido is unavailable';

test.describe.configure({ mode: 'serial' });

let honest: string;

test.beforeAll(() => {
  // Every remote as `pnpm start` pinned it in local, then an honest candidate of mfe-tours.
  const { rows } = releaseOk<{ rows: { remote: string; version?: string }[] }>('status', '--env', 'local');
  for (const row of rows) {
    if (row.version && row.remote !== 'mfe_tours') releaseOk('pin', row.remote, row.version, '--env', ENV);
  }
  honest = publishToursVariant('integrity');
});

function pin(version: string) {
  releaseOk('pin', 'mfe_tours', version, '--env', ENV);
}

async function tours(
  page: Page,
): Promise<LiveRemote & { verified?: boolean; refused?: string; status?: string }> {
  return ((await liveRemotes(page))?.remotes.mfe_tours ?? {}) as LiveRemote & {
    verified?: boolean;
    refused?: string;
    status?: string;
  };
}

test('the build as published loads, its entry checked by the browser against the recorded hash', async ({
  page,
  context,
}) => {
  pin(honest);
  await useEnvironment(context, ENV);
  await expectServerToPin(page, 'mfe_tours', honest);
  const entry = page.waitForRequest((request) =>
    request.url().endsWith(`/mfe_tours/${honest}/remoteEntry.js`),
  );
  await page.goto('/tours');
  await new ReleaseTools(page).expectToursLabel('integrity');
  // The script element carried the SRI hash: the request is a CORS one, as SRI requires.
  expect((await (await entry).allHeaders())['sec-fetch-mode']).toBe('cors');
  expect((await liveRemotes(page)) as unknown).toMatchObject({ integrityRequired: true });
  await expect.poll(async () => (await tours(page)).verified).toBe(true);
  expect(await tours(page)).toMatchObject({ version: honest, loaded: true });
});

const TAMPERINGS: [Tampering, string, RegExp][] = [
  ['entry', 'code appended to remoteEntry.js', /remoteEntry\.js did not load, or did not match the SHA-384/],
];

for (const [tampering, what, reason] of TAMPERINGS) {
  test(`a published version with ${what} is refused and shows its fallback, while the rest works`, async ({
    page,
    context,
  }) => {
    const tampered = publishToursVariant(`integrity ${tampering}`);
    tamperWithPublished('mfe_tours', tampered, tampering);
    pin(tampered);
    await useEnvironment(context, ENV);
    await expectServerToPin(page, 'mfe_tours', tampered);

    const shell = new AppShell(page);
    await shell.goto('/tours');
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('The Tours section could not be loaded');
    expect((await tours(page)).refused).toMatch(reason);
    expect((await tours(page)).loaded).toBe(false);
    // Nothing of the tampered build ran.
    expect(
      await page.evaluate(() => (window as { __gaidoTampered?: boolean }).__gaidoTampered),
    ).toBeUndefined();

    // The other remotes and the host are unaffected.
    await shell.navigateTo('Travel guides');
    await shell.expectHeading('Travel guides');
    await shell.goto('/');
    await shell.expectHeading('Find the city you came for');
  });
}

test('a published version whose manifest names an entry planted beside it runs the published entry, never the planted one', async ({
  page,
  context,
}) => {
  const tampered = publishToursVariant('integrity manifest');
  tamperWithPublished('mfe_tours', tampered, 'manifest');
  pin(tampered);
  await useEnvironment(context, ENV);
  await expectServerToPin(page, 'mfe_tours', tampered);
  const planted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(PLANTED_ENTRY)) planted.push(request.url());
  });

  await page.goto('/tours');
  await new ReleaseTools(page).expectToursLabel('integrity manifest');
  await expect.poll(async () => (await tours(page)).verified).toBe(true);
  expect(await tours(page)).toMatchObject({ version: tampered, loaded: true });
  expect(planted).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __gaidoTampered?: boolean }).__gaidoTampered),
  ).toBeUndefined();
});

test('a published version with code appended to one of its chunks is refused by the browser, shows its fallback and is reported, while the rest works', async ({
  page,
  context,
}) => {
  const tampered = publishToursVariant('integrity chunk');
  const chunk = tamperWithPublished('mfe_tours', tampered, 'chunk');
  pin(tampered);
  await useEnvironment(context, ENV);
  await expectServerToPin(page, 'mfe_tours', tampered);
  const chunkUrl = new RegExp(`/mfe_tours/${tampered}/${chunk.replace(/\./g, '\\.')}$`);
  // The CDN itself refuses a file that no longer matches its record (docs/security.md "What the CDN
  // can serve")...
  expect((await page.request.get(`${CDN_URL}/mfe_tours/${tampered}/${chunk}`)).status()).toBe(404);
  // ...so the browser's own check is shown against a CDN, or an edge in front of it, that sends the
  // altered bytes anyway.
  const altered = storedFile('mfe_tours', tampered, chunk);
  await page.route(chunkUrl, (route) =>
    route.fulfill({
      status: 200,
      body: altered,
      headers: { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' },
    }),
  );
  const refusedByBrowser: string[] = [];
  page.on('console', (message) => {
    const refused = /Failed to find a valid digest in the 'integrity' attribute for resource '([^']+)'/.exec(
      message.text(),
    );
    if (refused?.[1]) refusedByBrowser.push(refused[1]);
  });

  const shell = new AppShell(page);
  const response = await page.goto('/tours');
  if (!response) throw new Error('no document for /tours');
  const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('The Tours section could not be loaded');
  // The chunk loader asked for it with the hash from the entry: the browser fetched it and refused it.
  await expect.poll(() => refusedByBrowser.some((url) => chunkUrl.test(url))).toBe(true);
  expect(
    await page.evaluate(() => (window as { __gaidoTampered?: boolean }).__gaidoTampered),
  ).toBeUndefined();
  // The entry matched what was recorded; the refused chunk is what the record shows.
  await expect
    .poll(async () => (await tours(page)).refused)
    .toBe(`mfe_tours: ${chunk} did not load, or did not match the SHA-256 its remote entry carries; refused`);
  expect(await tours(page)).toMatchObject({
    version: tampered,
    verified: true,
    loaded: false,
    status: 'refused',
  });
  // The host server preloads the route's other chunks, never the one the browser would refuse.
  const hints = preloadHints(await response.text());
  const folder = `/mfe_tours/${tampered}/`;
  expect(hints.filter((hint) => hint.href.includes(`${folder}static/`)).length).toBeGreaterThan(0);
  expect(hints.map((hint) => hint.href).filter((href) => chunkUrl.test(href))).toEqual([]);

  // The other remotes and the host are unaffected.
  await shell.navigateTo('Travel guides');
  await shell.expectHeading('Travel guides');
  await shell.goto('/');
  await shell.expectHeading('Find the city you came for');
});

test.afterAll(() => {
  // Leave the environment on the honest build for whoever looks at it next.
  pin(honest);
});
