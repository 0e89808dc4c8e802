import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ReleaseDashboard } from '../pages/ReleaseDashboard';
import { accessibilityViolations } from '../support/accessibility';
import { ROOT } from '../support/release';
import { type OwnReleaseService, startOwnReleaseService, variantOf } from '../support/releaseService';

// Two release-admins on the release dashboard. Ana pins mfe-tours in staging and production, rolls a
// new build out to a quarter of staging, and asks to roll it out to a tenth of production, which waits
// for a second release-admin. Bo signs in to the dashboard, sees the pin and the running rollout,
// approves Ana's step there, and reads it in the audit log; Ana cannot approve her own.
test.describe.configure({ mode: 'serial' });

let service: OwnReleaseService;
let stable: string;
let canary: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  service = await startOwnReleaseService();
  const [ana] = service.admins;
  for (const env of ['staging', 'production']) await service.releaseAs(ana, 'deploy-host', '--env', env);
  const dist = join(ROOT, 'mfe-tours', 'dist');
  stable = (await service.releaseAs<{ version: string }>(ana, 'publish', 'mfe-tours', '--dist', dist))
    .version;
  canary = (
    await service.releaseAs<{ version: string }>(
      ana,
      'publish',
      'mfe-tours',
      '--dist',
      variantOf(dist, 'the canary'),
    )
  ).version;
  for (const env of ['staging', 'production'])
    await service.releaseAs(ana, 'pin', 'mfe_tours', stable, '--env', env);
  await service.releaseAs(ana, 'rollout', 'mfe_tours', canary, '--env', 'staging', '--percent', '25');
  const filed = await service.releaseAs<{ pending: boolean }>(
    ana,
    'rollout',
    'mfe_tours',
    canary,
    '--env',
    'production',
    '--percent',
    '10',
  );
  expect(filed.pending).toBe(true);
});

test.afterAll(async () => {
  await service?.stop();
});

test('a second release-admin sees the pins and the rollout, approves a production rollout step, and reads it in the audit log', async ({
  page,
}) => {
  const [ana, bo] = service.admins;
  const dashboard = new ReleaseDashboard(page, service.url);
  const step = `rollout start to 10% of mfe_tours@${canary} in production`;

  await dashboard.open();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the release dashboard' }),
  ).toBeVisible();
  await expect(page.getByText(stable)).toHaveCount(0);

  // The author of the step sees it waiting, and no button to approve it herself.
  await dashboard.signIn(ana.email, ana.password);
  await expect(dashboard.row(dashboard.approvals, step)).toContainText('yours');
  await expect(dashboard.approvals.getByRole('button', { name: `Approve ${step}` })).toHaveCount(0);
  await dashboard.signOut();

  await dashboard.signIn(bo.email, bo.password);
  const staging = dashboard.environment('staging');
  await expect(dashboard.row(staging, 'mfe_tours')).toContainText(stable);
  await expect(dashboard.row(staging, 'mfe_tours')).toContainText('compatible');
  await expect(dashboard.row(staging, 'mfe_tours')).toContainText(ana.email);
  const stagingRollout = dashboard.row(dashboard.rollouts, 'staging');
  await expect(stagingRollout).toContainText(canary);
  await expect(stagingRollout).toContainText('25%');
  expect(await accessibilityViolations(page)).toEqual([]);

  await dashboard.approve(step);
  await expect(dashboard.notice).toContainText(`Approved: ${step}, asked by ${ana.email}`);
  await expect(dashboard.row(dashboard.rollouts, 'production')).toContainText('10%');
  await expect(page.getByText('No forced pin or rollout step is waiting.')).toBeVisible();

  const newest = dashboard.audit.getByRole('row').nth(1);
  await expect(newest).toContainText('rollout-start');
  await expect(newest).toContainText(ana.email);
  await expect(newest).toContainText(`approvedBy: ${bo.email}`);
  await expect(newest).toContainText('production · mfe_tours@');
});

test('the dashboard fits a phone and is used with the keyboard', async ({ page }) => {
  const [, bo] = service.admins;
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new ReleaseDashboard(page, service.url);
  await dashboard.open();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await dashboard.signIn(bo.email, bo.password);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Audit log', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#audit$/);
  expect(await accessibilityViolations(page)).toEqual([]);
});
