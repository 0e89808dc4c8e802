import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { liveRemotes, TRAVELLER_COOKIE, travellerKeyFor, useEnvironment } from '../support/release';

/**
 * Fresh browsers of one environment, each a traveller on a chosen side of a rollout of mfe-tours (its
 * key's bucket): what each loads, and the version it got.
 */
export class RolloutTravellers {
  readonly pages: { side: 'canary' | 'stable'; context: BrowserContext; page: Page }[] = [];

  constructor(
    readonly browser: Browser,
    readonly environment: string,
  ) {}

  async add(side: 'canary' | 'stable', rolloutId: string, percent: number): Promise<Page> {
    const context = await this.browser.newContext();
    await useEnvironment(context, this.environment);
    await context.addCookies([
      {
        name: TRAVELLER_COOKIE,
        value: travellerKeyFor(side, rolloutId, percent),
        domain: 'localhost',
        path: '/',
      },
    ]);
    const page = await context.newPage();
    this.pages.push({ side, context, page });
    return page;
  }

  /** The version of mfe-tours this page loaded, and its side of the rollout (none once it ended). */
  async toursOf(page: Page) {
    const tours = (await liveRemotes(page))?.remotes.mfe_tours;
    return { version: tours?.version, channel: tours?.rollout?.channel };
  }

  /** Waits until the host server serves `version` to every traveller (it reads the service every second). */
  async expectServed(version: string) {
    for (const { context } of this.pages) {
      await expect
        .poll(
          async () => (await (await context.request.get('/remotes.json')).json()).remotes?.mfe_tours?.version,
        )
        .toBe(version);
    }
  }

  async expectEveryoneOn(version: string) {
    for (const { page } of this.pages) {
      await expect.poll(async () => (await this.toursOf(page)).version).toBe(version);
      expect((await this.toursOf(page)).channel).toBeUndefined();
    }
  }

  async close() {
    await Promise.all(this.pages.map(({ context }) => context.close()));
  }
}
