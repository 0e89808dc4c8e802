import { type APIRequestContext, expect, test } from '@playwright/test';
import { FaultStates } from '../pages/FaultStates';
import { RolloutTravellers } from '../pages/RolloutTravellers';
import { TourPage } from '../pages/TourPage';
import { ToursPage } from '../pages/ToursPage';
import { API } from '../support/api';
import {
  publishToursVariant,
  release,
  releaseOk,
  slowerToRender,
  THROWS_FOR_SOME_TOURS,
} from '../support/release';

// A squad rolls a build of mfe-tours out to half of an environment's travellers. Fresh browsers on
// either side of the share load pages; the host reports each load's health per remote version, the
// release service judges the rollout by its guard rails (every second in this stack) and aborts it by
// itself; on their next load every traveller gets the stable version, and the audit log says why, with
// the numbers. Once with a build that throws for some tours, once with one that is only slower.
const ENV = 'e2e-guard-rails';
const PERCENT = 50;
/** Few travellers: the guard rails judge from this many loads on a side (the default is 50). */
const MIN_LOADS = '3';
/** The slower canary renders after three times the time its page took to get there, and this much more. */
const SLOWER_BY_MS = 5000;
/** How long any page's tours are waited for (expect's timeout in playwright.config.ts). */
const PAGE_WAIT_MS = 15_000;
/**
 * How long a traveller waits for the slower canary's tours: three times a page's wait, as the canary
 * takes three times as long to get there, and the fixed part.
 */
const SLOWER_CANARY_WAIT_MS = 3 * PAGE_WAIT_MS + SLOWER_BY_MS;

test.describe.configure({ mode: 'serial' });

let stable: string;

interface Rollout {
  id: string;
  version: string;
  percent: number;
}

interface VersionNumbers {
  version: string;
  loads: number;
  failed: number;
  errored: number;
  errorRate: number;
  firstRenderP75Ms: number | null;
}

interface AuditEntry {
  at: string;
  by: string;
  action: string;
  version?: string;
  rollout?: string;
  reason?: string;
  stable?: string;
  health?: { canary: VersionNumbers; stable: VersionNumbers };
  breaches?: { guardRail: string }[];
}

function abortRunningRollouts() {
  for (const rollout of releaseOk<{ rollouts: { remote: string }[] }>('rollout', 'status', '--env', ENV)
    .rollouts) {
    releaseOk('rollout', 'abort', rollout.remote, '--env', ENV);
  }
}

test.beforeAll(() => {
  stable = publishToursVariant('stable for everyone');
  // An earlier run may have left a rollout running: start from the pin alone.
  abortRunningRollouts();
  releaseOk('pin', 'mfe_tours', stable, '--env', ENV);
});
test.afterAll(() => abortRunningRollouts());

function rollOut(version: string, ...guardRails: string[]): Rollout {
  releaseOk('rollout', 'mfe_tours', version, '--env', ENV, '--percent', String(PERCENT), ...guardRails);
  const [rollout] = releaseOk<{ rollouts: Rollout[] }>('rollout', 'status', '--env', ENV).rollouts;
  if (!rollout) throw new Error(`No rollout runs in ${ENV}`);
  return rollout;
}

/** Waits until the service aborted the rollout by itself, and returns its audit entry. */
async function guardRailAbortOf(rollout: Rollout): Promise<AuditEntry> {
  let entry: AuditEntry | undefined;
  try {
    await expect
      .poll(
        () => {
          entry = releaseOk<{ entries: AuditEntry[] }>(
            'audit',
            '--env',
            ENV,
            '--remote',
            'mfe_tours',
          ).entries.find((item) => item.action === 'rollout-abort' && item.rollout === rollout.id);
          return entry?.by;
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toBe('guard rail');
  } catch (error) {
    // What the guard rails saw, to tell no reports from reports under the limits.
    const health = release('rollout', 'health', 'mfe_tours', '--env', ENV);
    throw new Error(
      `${(error as Error).message}\nThe rollout's health then:\n${health.stdout}${health.stderr}`,
    );
  }
  if (!entry) throw new Error('no abort');
  return entry;
}

/** The closing note's numbers: the health table of the abort and the time from the first error. */
function report(title: string, entry: AuditEntry, since: number) {
  const row = (name: string, side: VersionNumbers) =>
    `${name.padEnd(7)} ${side.version.padEnd(26)} ${String(side.loads).padStart(5)} ${String(side.failed).padStart(6)} ${String(side.errored).padStart(6)} ${`${side.errorRate}%`.padStart(10)} ${(side.firstRenderP75Ms === null ? '-' : `${Math.round(side.firstRenderP75Ms)} ms`).padStart(16)}`;
  const health = entry.health;
  console.log(
    [
      `${title}: rolled back ${((Date.parse(entry.at) - since) / 1000).toFixed(1)} s after the first ${title.includes('slower') ? 'slow render' : 'error'} a traveller saw`,
      `        ${'VERSION'.padEnd(26)} LOADS FAILED ERRORS ERROR RATE P75 FIRST RENDER`,
      ...(health ? [row('canary', health.canary), row('stable', health.stable)] : []),
      `why: ${entry.reason}`,
    ].join('\n'),
  );
}

/** Two tours of the catalogue: one whose title has an odd number of characters, one an even number. */
async function toursOddAndEven(request: APIRequestContext) {
  const response = await request.get(`${API}/tours`, { params: { limit: 50 } });
  const tours = (
    (await response.json()) as { data: { title: string; slug: string; city: { slug: string } }[] }
  ).data;
  const odd = tours.find((tour) => tour.title.length % 2 === 1);
  const even = tours.find((tour) => tour.title.length % 2 === 0);
  if (!odd || !even) throw new Error('the catalogue needs tours of both title lengths');
  return { odd, even };
}

test('a canary that throws for some tours is rolled back by its guard rails, and everyone gets the stable version', async ({
  browser,
  request,
}) => {
  const broken = publishToursVariant('throws for some tours', { patch: THROWS_FOR_SOME_TOURS });
  const { odd, even } = await toursOddAndEven(request);
  const rollout = rollOut(broken, '--min-loads', MIN_LOADS);
  const travellers = new RolloutTravellers(browser, ENV);
  try {
    // Each traveller opens a tour: the canary's pages of tours with an odd title crash into the fallback.
    const visits = [
      ...[odd, even, odd, odd].map((tour) => ({ side: 'canary' as const, tour })),
      ...[odd, even, odd, even].map((tour) => ({ side: 'stable' as const, tour })),
    ];
    let firstError = Number.POSITIVE_INFINITY;
    await Promise.all(
      visits.map(async ({ side, tour }) => {
        const page = await travellers.add(side, rollout.id, PERCENT);
        await page.goto(`/tours/${tour.city.slug}/${tour.slug}`);
        if (side === 'canary' && tour === odd) {
          await expect(new FaultStates(page).remoteFallback('Tours')).toBeVisible();
          firstError = Math.min(firstError, Date.now());
        } else {
          await expect(new TourPage(page).heading).toHaveText(tour.title);
        }
        expect(await travellers.toursOf(page)).toEqual({
          version: side === 'canary' ? broken : stable,
          channel: side,
        });
      }),
    );

    const entry = await guardRailAbortOf(rollout);
    expect(entry.version).toBe(broken);
    expect(entry.stable).toBe(stable);
    expect(entry.breaches?.map((breach) => breach.guardRail)).toContain('error-rate');
    expect(entry.reason).toMatch(/^error rate [\d.]+% \(\d+ of \d+ loads\) against /);
    expect(entry.health?.canary.errored).toBeGreaterThanOrEqual(Number(MIN_LOADS) - 1);
    expect(entry.health?.stable.errored).toBe(0);
    report('A canary that throws for some tours', entry, firstError);

    // The next page load of every traveller, canary or not, is the stable version, and the tour renders.
    await travellers.expectServed(stable);
    await Promise.all(
      travellers.pages.map(async ({ page }) => {
        await page.goto(`/tours/${odd.city.slug}/${odd.slug}`);
        await expect(new TourPage(page).heading).toHaveText(odd.title);
      }),
    );
    await travellers.expectEveryoneOn(stable);
  } finally {
    await travellers.close();
  }
});

test('a canary that is only slower to render is rolled back by its guard rails', async ({ browser }) => {
  // The journey may take as much longer than the configured minute as its slower canary may be waited for.
  test.setTimeout(test.info().timeout + SLOWER_CANARY_WAIT_MS - PAGE_WAIT_MS);
  const slow = publishToursVariant('slower to render', { patch: slowerToRender(SLOWER_BY_MS) });
  const rollout = rollOut(slow, '--min-loads', MIN_LOADS, '--max-slowdown', '25');
  const travellers = new RolloutTravellers(browser, ENV);
  try {
    let firstSlow = Number.POSITIVE_INFINITY;
    await Promise.all(
      [...Array(4).fill('canary'), ...Array(4).fill('stable')].map(async (side: 'canary' | 'stable') => {
        const page = await travellers.add(side, rollout.id, PERCENT);
        const tours = new ToursPage(page);
        await tours.goto();
        await tours.expectTours(side === 'canary' ? { timeout: SLOWER_CANARY_WAIT_MS } : {});
        if (side === 'canary') firstSlow = Math.min(firstSlow, Date.now());
        expect((await travellers.toursOf(page)).version).toBe(side === 'canary' ? slow : stable);
      }),
    );

    const entry = await guardRailAbortOf(rollout);
    expect(entry.breaches?.map((breach) => breach.guardRail)).toEqual(['first-render']);
    expect(entry.health?.canary.errored).toBe(0);
    expect(entry.reason).toMatch(
      /^p75 first render \d+ ms \(\d+ loads\) against the stable version's \d+ ms/,
    );
    report('A canary that is only slower to render', entry, firstSlow);

    await travellers.expectServed(stable);
    await Promise.all(
      travellers.pages.map(async ({ page }) => {
        await page.reload();
        await new ToursPage(page).expectTours();
      }),
    );
    await travellers.expectEveryoneOn(stable);
  } finally {
    await travellers.close();
  }
});
