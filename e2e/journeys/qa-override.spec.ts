import { ReleaseTools } from '../pages/ReleaseTools';
import { expectAccessible } from '../support/accessibility';
import { applyOverride, expect, test } from '../support/fixtures';
import { preloadHints, watchFetches } from '../support/preload';
import {
  expectServerToPin,
  liveRemotes,
  publishToursVariant,
  releaseOk,
  useEnvironment,
} from '../support/release';
import { CDN_URL } from '../support/urls';

// A tester loads a candidate build of mfe-tours in their own browser session; everybody else keeps
// the environment's pin. Its own environments keep it apart from the pin-and-rollback journey.
const ENV = 'e2e-qa';
// One worker runs this file's tests in order: under fullyParallel each worker would run the beforeAll
// below, and two workers pinning the same environment at once make one pin fail on the revision check.
test.describe.configure({ mode: 'default' });
const PRODUCTION_LIKE = 'e2e-production';

let pinnedVersion: string;
let candidate: string;
/** A build the release gate refuses on this host: it requires @gaido/shared ^1.0.0. */
let incompatible: string;
/** A build whose Tours page throws as it renders, after its remote loaded. */
let crashing: string;

test.beforeAll(() => {
  pinnedVersion = publishToursVariant('release A');
  candidate = publishToursVariant('release B');
  incompatible = publishToursVariant('needs shared 1', { sharedRequirement: '^1.0.0' });
  // The label lands inside the heading's string literal in the built code: closing that literal and
  // calling a function that throws makes a page that crashes while rendering, as a bad build would.
  crashing = publishToursVariant('"+(()=>{throw new TypeError("the tours page crashed")})()+"');
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

  await applyOverride(tester.page, 'mfe_tours', candidate, { path: '/tours' });
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

test('an override picked from the release panel’s published versions is preloaded with the next document, each of its files fetched once', async ({
  page,
  context,
  releaseTools: tools,
}) => {
  await useEnvironment(context, ENV);
  await expectServerToPin(page, 'mfe_tours', pinnedVersion);
  const { requests, unusedPreloads } = watchFetches(page);

  await tools.openPanel('/tours');
  await tools.expectToursLabel('release A');
  const pinnedEntry = (await liveRemotes(page))?.remotes.mfe_tours as { entry: string } | undefined;
  if (!pinnedEntry) throw new Error('mfe_tours is not in the remotes file');
  const pinnedFolder = pinnedEntry.entry.slice(0, pinnedEntry.entry.lastIndexOf('/') + 1);
  const candidateFolder = pinnedFolder.replace(`/${pinnedVersion}/`, `/${candidate}/`);

  // The panel lists what is published, newest first, with its commit, age and pins: nothing to type.
  const versions = await tools.publishedVersions('mfe_tours');
  const pinnedRow = tools.publishedVersion(versions, pinnedVersion);
  await expect(pinnedRow).toContainText('(on this page)');
  await expect(pinnedRow).toContainText(ENV);
  await expect(tools.publishedVersion(versions, candidate)).toContainText(/ago|just now/);
  await expectAccessible(page, 'the release panel');

  // Picking the candidate reloads the page; the server writes that document's hints.
  const [reloaded] = await Promise.all([
    page.waitForResponse((response) => response.request().isNavigationRequest()),
    tools.pickVersion('mfe_tours', candidate),
  ]);
  await tools.expectToursLabel('release B');
  await expect(tools.overridesBanner).toContainText(`mfe_tours → ${candidate} (pinned: ${pinnedVersion})`);

  const hints = preloadHints(await reloaded.text());
  // The candidate's entry as the host loads an override (no recorded hashes), its page chunks as the
  // remote's chunk loader asks for them; not its manifest, which the browser never reads, and nothing
  // of the pin it replaces.
  expect(hints.filter((hint) => hint.href.endsWith('mf-manifest.json'))).toEqual([]);
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
  releaseTools: tools,
  overrideRemote,
}) => {
  await useEnvironment(context, ENV);
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') evilRequests.push(request.url());
  });
  await overrideRemote('mfe_tours', 'https://evil.example/mf-manifest.json', { path: '/tours' });
  await expect(tools.refusal).toContainText('mfe_tours=https://evil.example/mf-manifest.json');
  await expect(tools.refusal).toContainText('https://evil.example is not an allowed origin');
  await tools.expectToursLabel('release A');
  expect(evilRequests).toEqual([]);
});

test('a build the release gate refuses for this host is refused in the browser, naming the reason; forced, it loads and the banner says so', async ({
  page,
  context,
  releaseTools: tools,
  overrideRemote,
}) => {
  await useEnvironment(context, ENV);
  await expectServerToPin(page, 'mfe_tours', pinnedVersion);

  await overrideRemote('mfe_tours', incompatible, { path: '/tours' });
  await expect(tools.refusal).toContainText(`mfe_tours@${incompatible}`);
  await expect(tools.refusal).toContainText('the release gate refuses it on the host deployed in e2e-qa');
  await expect(tools.refusal).toContainText('@gaido/shared: mfe_tours requires ^1.0.0');
  await tools.expectToursLabel('release A');
  await expect(tools.overridesBanner).toHaveCount(0);

  await overrideRemote('mfe_tours', incompatible, { path: '/tours', force: true });
  await tools.expectToursLabel('needs shared 1');
  await expect(tools.refusal).toHaveCount(0);
  await expect(tools.overridesBanner).toContainText(
    `mfe_tours → ${incompatible} is forced past the release gate, which refuses it on the host deployed in e2e-qa: @gaido/shared: mfe_tours requires ^1.0.0`,
  );
  expect((await liveRemotes(page))?.remotes.mfe_tours?.override).toMatchObject({
    kind: 'version',
    value: incompatible,
    forced: { environment: 'e2e-qa' },
  });
  // Forced for the session: a reload keeps it, and the banner keeps saying so.
  await page.reload();
  await tools.expectToursLabel('needs shared 1');
  await expect(tools.overridesBanner).toContainText('forced past the release gate');
  await tools.reset();
  await tools.expectToursLabel('release A');
});

test('the release panel says a remote failed, with its error, when its remote entry did not load', async ({
  page,
  context,
  releaseTools: tools,
  overrideRemote,
}) => {
  await useEnvironment(context, ENV);
  await overrideRemote('mfe_tours', `${CDN_URL}/mfe_tours/0.0.0-never-published/mf-manifest.json`, {
    path: '/tours',
  });
  await expect(page.getByRole('heading', { name: 'This part of Gaido is unavailable' })).toBeVisible();
  await tools.openPanelWithKeyboard();
  await expect(tools.panelRow('mfe_tours')).toContainText(/failed: .+/);
  await expect(tools.panelRow('mfe_tours')).not.toContainText('not loaded');
  const tours = (await liveRemotes(page))?.remotes.mfe_tours as { status?: string; error?: string };
  expect(tours.status).toBe('failed');
  expect(tours.error).toBeTruthy();
});

test('the release panel says a remote failed, with the error, when its page crashed after it loaded', async ({
  page,
  context,
  releaseTools: tools,
  overrideRemote,
}) => {
  await useEnvironment(context, ENV);
  await overrideRemote('mfe_tours', crashing, { path: '/tours' });
  await expect(page.getByRole('heading', { name: 'This part of Gaido is unavailable' })).toBeVisible();
  await tools.openPanelWithKeyboard();
  await expect(tools.panelRow('mfe_tours')).toContainText('failed: TypeError: the tours page crashed');
  expect((await liveRemotes(page))?.remotes.mfe_tours).toMatchObject({
    status: 'failed',
    loaded: true,
    error: 'TypeError: the tours page crashed',
  });
});

test('a remote’s dev server is refused by a production build of the host, saying what to use instead', async ({
  page,
  context,
  releaseTools: tools,
  overrideRemote,
}) => {
  await useEnvironment(context, ENV);
  const devServerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '3001') devServerRequests.push(request.url());
  });
  await overrideRemote('mfe_tours', 'http://localhost:3001/mf-manifest.json', { path: '/tours' });
  await expect(tools.refusal).toContainText('http://localhost:3001 is a dev server');
  await expect(tools.refusal).toContainText('pnpm release publish mfe-tours');
  await expect(tools.refusal).toContainText('mfe_tours@<version>');
  await expect(tools.refusal).toContainText('pnpm dev');
  await tools.expectToursLabel('release A');
  expect(devServerRequests).toEqual([]);
});

test('an environment with production’s policy ignores overrides', async ({
  page,
  context,
  overrideRemote,
}) => {
  await useEnvironment(context, PRODUCTION_LIKE);
  const tools = new ReleaseTools(page);
  await overrideRemote('mfe_tours', candidate, { path: '/tours' });
  await tools.expectToursLabel('release A');
  await expect(tools.overridesBanner).toHaveCount(0);
  const live = await liveRemotes(page);
  expect(live?.qa.enabled).toBe(false);
  expect(live?.remotes.mfe_tours?.override).toBeUndefined();
});
