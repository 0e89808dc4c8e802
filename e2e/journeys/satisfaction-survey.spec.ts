import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { SurveyPrompt } from '../pages/SurveyPrompt';

// spec 1: the survey comes after 45 s on the site and at most once every 90 days. QA forces it
// with ?gaido-survey=force (outside production); Playwright's clock stands in for the wait.
const START = new Date('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

test('the survey appears 45 s into a forced visit, takes an answer, and does not come back within 90 days', async ({
  page,
  browser,
}) => {
  await page.clock.install({ time: START });
  const shell = new AppShell(page);
  const survey = new SurveyPrompt(page);
  await shell.goto('/?gaido-survey=force');
  await shell.expectHeading('Find the city you came for');

  // The page's clock keeps running while it loads, so count from the visit's recorded start: a slow
  // load must not eat into the 45 s under test.
  const elapsed = await page.evaluate(
    () => Date.now() - Number(window.sessionStorage.getItem('gaido_visit_started_at')),
  );
  expect(elapsed).toBeLessThan(44_000);
  await page.clock.runFor(44_000 - elapsed);
  await expect(survey.region).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(survey.region).toBeVisible();
  // Non-modal: the page stays usable underneath.
  await expect(page.getByRole('combobox', { name: 'Search a city' })).toBeEnabled();

  const response = await survey.answer(9, 'More food tours, please');
  expect(response.status()).toBe(201);
  await expect(survey.region.getByText('Thank you for your answer!')).toBeVisible();
  await survey.region.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(survey.region).toBeHidden();

  // Later in the same visit, and after a reload: not again.
  await page.reload();
  await shell.expectHeading('Find the city you came for');
  await page.clock.runFor(120_000);
  await expect(survey.region).toBeHidden();

  // New visits 89 and 91 days later (same browser storage, new session): only the second is asked.
  const storageState = await page.context().storageState();
  for (const [days, shown] of [
    [89, false],
    [91, true],
  ] as const) {
    const context = await browser.newContext({ storageState });
    const later = await context.newPage();
    await later.clock.install({ time: new Date(START.getTime() + days * DAY) });
    await later.goto('/?gaido-survey=force');
    await new AppShell(later).expectHeading('Find the city you came for');
    await later.clock.runFor(46_000);
    const region = new SurveyPrompt(later).region;
    if (shown) await expect(region).toBeVisible();
    else await expect(region).toBeHidden();
    await context.close();
  }
});

test('the survey can be dismissed with No thanks and stays dismissed for the visit', async ({ page }) => {
  await page.clock.install({ time: START });
  const shell = new AppShell(page);
  const survey = new SurveyPrompt(page);
  await shell.goto('/about?gaido-survey=force');
  await shell.expectHeading('About Gaido');
  await page.clock.runFor(45_500);
  await expect(survey.region).toBeVisible();
  await survey.dismiss();
  await expect(survey.region).toBeHidden();
  await shell.navigateTo('Tours');
  await page.clock.runFor(60_000);
  await expect(survey.region).toBeHidden();
});
