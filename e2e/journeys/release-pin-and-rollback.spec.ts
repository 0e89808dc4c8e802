import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ReleaseTools } from '../pages/ReleaseTools';
import {
  expectServerToPin,
  hostFingerprint,
  JOURNEY_RELEASER,
  liveRemotes,
  publishToursVariant,
  ROOT,
  readRelease,
  release,
  releaseOk,
  useEnvironment,
} from '../support/release';

// A release manager publishes two builds of mfe-tours, pins one, pins the other, rolls back, and is
// stopped from pinning an incompatible build. Its own environment keeps the other journeys on `local`.
const ENV = 'e2e-release';

test.describe.configure({ mode: 'serial' });

let releaseA: string;
let releaseB: string;

test.beforeAll(() => {
  releaseA = publishToursVariant('release A');
  releaseB = publishToursVariant('release B');
});

test('a pin and a rollback reach the running host within seconds, with the host untouched', async ({
  page,
  context,
}) => {
  expect(releaseA).not.toBe(releaseB);
  releaseOk('pin', 'mfe_tours', releaseA, '--env', ENV);
  await useEnvironment(context, ENV);
  const tools = new ReleaseTools(page);
  await expectServerToPin(page, 'mfe_tours', releaseA);

  await page.goto('/tours');
  await tools.expectToursLabel('release A');
  const host = await hostFingerprint(page);
  expect((await liveRemotes(page))?.remotes.mfe_tours).toMatchObject({ version: releaseA, loaded: true });

  const pinned = release('pin', 'mfe_tours', releaseB, '--env', ENV);
  expect(pinned.status, pinned.stderr).toBe(0);
  expect(pinned.stdout).toContain(`Pinned mfe_tours@${releaseB} in ${ENV} (was ${releaseA})`);
  await expectServerToPin(page, 'mfe_tours', releaseB);
  await page.reload();
  await tools.expectToursLabel('release B');
  expect(await hostFingerprint(page)).toEqual(host);

  const rolledBack = release('rollback', 'mfe_tours', '--env', ENV);
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain(`Rolled back to mfe_tours@${releaseA}`);
  await expectServerToPin(page, 'mfe_tours', releaseA);
  await page.reload();
  await tools.expectToursLabel('release A');
  expect(await hostFingerprint(page)).toEqual(host);

  // The audit log names both changes, who made them and what they replaced. (The first pin is a no-op
  // when an earlier run left release A pinned, so it is not asserted here.)
  const { entries } = releaseOk<{ entries: { action: string; version: string; from: string; by: string }[] }>(
    'audit',
    '--env',
    ENV,
    '--remote',
    'mfe_tours',
    '--limit',
    '2',
  );
  expect(entries.map((entry) => [entry.action, entry.version, entry.from])).toEqual([
    ['pin', releaseB, releaseA],
    ['rollback', releaseA, releaseB],
  ]);
  expect(entries.every((entry) => entry.by === JOURNEY_RELEASER)).toBe(true);
});

test('the release panel shows the live version and commit of each remote', async ({ page, context }) => {
  await useEnvironment(context, ENV);
  const tools = new ReleaseTools(page);
  await page.goto('/tours?gaido-release');
  await tools.expectToursLabel('release A');
  const { commit } = readRelease('mfe_tours', releaseA);
  const row = tools.panelRow('mfe_tours');
  await expect(row).toContainText(releaseA);
  await expect(row).toContainText(commit);
  await expect(row).toContainText('pin');
  await expect(row).toContainText('loaded');
  await expect(tools.panel).toContainText(`Environment${ENV}`);
});

test('pin refuses a build whose @gaido/shared requirement the host cannot meet, naming the mismatch', () => {
  const incompatible = publishToursVariant('release C', { sharedRequirement: '^1.0.0' });
  const refused = release('pin', 'mfe_tours', incompatible, '--env', ENV);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`Refusing to pin mfe_tours@${incompatible} in ${ENV}`);
  const { version } = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
  expect(refused.stderr).toContain(`@gaido/shared: mfe_tours requires ^1.0.0, the host provides ${version}`);
  const { rows } = releaseOk<{ rows: { remote: string; version: string }[] }>('status', '--env', ENV);
  expect(rows.find((row) => row.remote === 'mfe_tours')?.version).toBe(releaseA);
});
