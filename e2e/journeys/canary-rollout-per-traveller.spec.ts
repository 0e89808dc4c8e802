import { createHash, randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { ReleaseTools } from '../pages/ReleaseTools';
import { liveRemotes, publishToursVariant, releaseOk, useEnvironment } from '../support/release';

// A release manager rolls a build of mfe-tours out to half of an environment's travellers. Two fresh
// browsers, whose keys fall on either side of the share, load the page and get different versions,
// each told why; after an abort both get the stable version. Its own environment keeps the other
// journeys' pins apart.
const ENV = 'e2e-rollout';
const TRAVELLER_COOKIE = 'gaido-traveller';

test.describe.configure({ mode: 'serial' });

let stable: string;
let canary: string;

test.beforeAll(() => {
  stable = publishToursVariant('stable for everyone');
  canary = publishToursVariant('canary for some');
  // An earlier run may have left a rollout running: start from the pin alone.
  for (const rollout of releaseOk<{ rollouts: { remote: string }[] }>('rollout', 'status', '--env', ENV)
    .rollouts) {
    releaseOk('rollout', 'abort', rollout.remote, '--env', ENV);
  }
  releaseOk('pin', 'mfe_tours', stable, '--env', ENV);
});

/** A key whose bucket for this rollout is on the asked side of `percent` (the host server's rule). */
function keyFor(side: 'canary' | 'stable', rolloutId: string, percent: number): string {
  for (;;) {
    const key = randomBytes(16).toString('base64url');
    const digest = createHash('sha256').update(`${key}\nmfe_tours\n${rolloutId}`).digest();
    const inCanary = digest.readUInt32BE(0) % 10_000 < percent * 100;
    if (inCanary === (side === 'canary')) return key;
  }
}

async function traveller(browser: Browser, key: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await useEnvironment(context, ENV);
  await context.addCookies([{ name: TRAVELLER_COOKIE, value: key, domain: 'localhost', path: '/' }]);
  return context;
}

/** Waits until the host server gives this traveller `version` (it reads the service every second). */
async function expectServedVersion(context: BrowserContext, version: string) {
  await expect
    .poll(
      async () =>
        (await (await context.request.get('/remotes.json')).json()).remotes?.mfe_tours?.version as string,
      { timeout: 10_000 },
    )
    .toBe(version);
}

test('two travellers on either side of a 50% rollout get different versions, and both get the stable one after an abort', async ({
  browser,
}) => {
  releaseOk('rollout', 'mfe_tours', canary, '--env', ENV, '--percent', '50');
  const [rollout] = releaseOk<{ rollouts: { id: string; version: string; percent: number }[] }>(
    'rollout',
    'status',
    '--env',
    ENV,
  ).rollouts;
  if (!rollout) throw new Error(`No rollout runs in ${ENV}`);
  expect(rollout).toMatchObject({ version: canary, percent: 50 });

  const first = await traveller(browser, keyFor('canary', rollout.id, 50));
  const second = await traveller(browser, keyFor('stable', rollout.id, 50));
  await expectServedVersion(first, canary);
  await expectServedVersion(second, stable);

  const canaryPage = await first.newPage();
  const stablePage = await second.newPage();
  await canaryPage.goto('/tours');
  await stablePage.goto('/tours');
  await new ReleaseTools(canaryPage).expectToursLabel('canary for some');
  await new ReleaseTools(stablePage).expectToursLabel('stable for everyone');
  expect((await liveRemotes(canaryPage))?.remotes.mfe_tours).toMatchObject({
    version: canary,
    loaded: true,
    rollout: { channel: 'canary', percent: 50, stable, canary },
  });
  expect((await liveRemotes(stablePage))?.remotes.mfe_tours).toMatchObject({
    version: stable,
    rollout: { channel: 'stable', percent: 50 },
  });

  // The next page load keeps each traveller's version.
  await canaryPage.reload();
  await new ReleaseTools(canaryPage).expectToursLabel('canary for some');

  releaseOk('rollout', 'abort', 'mfe_tours', '--env', ENV);
  await expectServedVersion(first, stable);
  await canaryPage.reload();
  await stablePage.reload();
  await new ReleaseTools(canaryPage).expectToursLabel('stable for everyone');
  await new ReleaseTools(stablePage).expectToursLabel('stable for everyone');
  expect((await liveRemotes(canaryPage))?.remotes.mfe_tours?.rollout).toBeUndefined();
  await first.close();
  await second.close();
});
