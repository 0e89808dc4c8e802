import { expect, test } from '@playwright/test';
import { ReleaseTools } from '../pages/ReleaseTools';
import { preloadHints, watchFetches } from '../support/preload';
import {
  expectServerToPin,
  liveRemotes,
  publishToursVariant,
  releaseOk,
  useEnvironment,
} from '../support/release';

// A tester loads a candidate build of mfe-tours in their own browser session; everybody else keeps
// the environment's pin. Its own environments keep it apart from the pin-and-rollback journey.
const ENV = 'e2e-qa';
const PRODUCTION_LIKE = 'e2e-production';

let pinnedVersion: string;
let candidate: string;

test.beforeAll(() => {
  pinnedVersion = publishToursVariant('release A');
  candidate = publishToursVariant('release B');
  releaseOk('pin', 'mfe_tours', pinnedVersion, '--env', ENV);
  releaseOk('pin', 'mfe_tours', pinnedVersion, '--env', PRODUCTION_LIKE);
});

test('a QA override loads a candidate in one session while another session keeps the pin', async ({
  browser,
}) => {
  const testerContext = await browser.newContext();
  const otherContext = await browser.newContext();
  await useEnvironment(testerContext, ENV);
  await useEnvironment(otherContext, ENV);
  const tester = new ReleaseTools(await testerContext.newPage());
  const other = new ReleaseTools(await otherContext.newPage());
  await expectServerToPin(other.page, 'mfe_tours', pinnedVersion);

  await tester.page.goto(`/tours?gaido-override=mfe_tours@${candidate}`);
  await tester.expectToursLabel('release B');
  await expect(tester.overridesBanner).toContainText(`mfe_tours → ${candidate} (pinned: ${pinnedVersion})`);
  expect(new URL(tester.page.url()).search).toBe('');
  expect((await liveRemotes(tester.page))?.remotes.mfe_tours).toMatchObject({
    version: candidate,
    override: { kind: 'version', value: candidate },
    pinned: { version: pinnedVersion },
  });

  await other.page.goto('/tours');
  await other.expectToursLabel('release A');
  await expect(other.overridesBanner).toHaveCount(0);

  // The override lasts for the tester's session, across loads, until Reset.
  await tester.page.reload();
  await tester.expectToursLabel('release B');
  await tester.reset();
  await tester.expectToursLabel('release A');
  await expect(tester.overridesBanner).toHaveCount(0);

  await testerContext.close();
  await otherContext.close();
});

test('an override chosen in the release panel is preloaded with the next document, each of its files fetched once', async ({
  page,
  context,
}) => {
  await useEnvironment(context, ENV);
  const tools = new ReleaseTools(page);
  await expectServerToPin(page, 'mfe_tours', pinnedVersion);
  const { requests, unusedPreloads } = watchFetches(page);

  await tools.openPanel('/tours');
  await tools.expectToursLabel('release A');
  const pinnedEntry = (await liveRemotes(page))?.remotes.mfe_tours as { entry: string } | undefined;
  if (!pinnedEntry) throw new Error('mfe_tours is not in the remotes file');
  const pinnedFolder = pinnedEntry.entry.slice(0, pinnedEntry.entry.lastIndexOf('/') + 1);
  const candidateFolder = pinnedFolder.replace(`/${pinnedVersion}/`, `/${candidate}/`);

  // Choosing the candidate reloads the page; the server writes that document's hints.
  const [reloaded] = await Promise.all([
    page.waitForResponse((response) => response.request().isNavigationRequest()),
    tools.chooseOverride('mfe_tours', candidate),
  ]);
  await tools.expectToursLabel('release B');
  await expect(tools.overridesBanner).toContainText(`mfe_tours → ${candidate} (pinned: ${pinnedVersion})`);

  const hints = preloadHints(await reloaded.text());
  // The candidate's manifest and entry as the host loads an override (no recorded hashes), its page
  // chunks as the remote's chunk loader asks for them; nothing of the pin it replaces.
  expect(hints).toContainEqual({
    href: `${candidateFolder}mf-manifest.json`,
    as: 'fetch',
    crossorigin: 'anonymous',
    integrity: null,
  });
  expect(hints).toContainEqual({
    href: `${candidateFolder}remoteEntry.js`,
    as: 'script',
    crossorigin: null,
    integrity: null,
  });
  expect(hints.filter((hint) => hint.href.startsWith(`${candidateFolder}static/`)).length).toBeGreaterThan(0);
  expect(hints.filter((hint) => hint.href.startsWith(pinnedFolder))).toEqual([]);

  // Each hint was used by the request that needed the file, and no file of the candidate came twice.
  for (const hint of hints.filter((item) => item.href.startsWith(candidateFolder))) {
    expect(requests.get(hint.href), hint.href).toBe(1);
  }
  for (const [url, count] of requests) {
    if (url.startsWith(candidateFolder)) expect(count, url).toBe(1);
  }
  expect(unusedPreloads).toEqual([]);
});

test('an override from an origin outside the allowlist is refused, visibly, and never fetched', async ({
  page,
  context,
}) => {
  await useEnvironment(context, ENV);
  const tools = new ReleaseTools(page);
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') evilRequests.push(request.url());
  });
  await page.goto('/tours?gaido-override=mfe_tours=https://evil.example/mf-manifest.json');
  await expect(tools.refusal).toContainText('mfe_tours=https://evil.example/mf-manifest.json');
  await expect(tools.refusal).toContainText('https://evil.example is not an allowed origin');
  await tools.expectToursLabel('release A');
  expect(evilRequests).toEqual([]);
});

test('an environment with production’s policy ignores overrides', async ({ page, context }) => {
  await useEnvironment(context, PRODUCTION_LIKE);
  const tools = new ReleaseTools(page);
  await page.goto(`/tours?gaido-override=mfe_tours@${candidate}`);
  await tools.expectToursLabel('release A');
  await expect(tools.overridesBanner).toHaveCount(0);
  const live = await liveRemotes(page);
  expect(live?.qa.enabled).toBe(false);
  expect(live?.remotes.mfe_tours?.override).toBeUndefined();
});
