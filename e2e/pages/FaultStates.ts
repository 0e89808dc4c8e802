import { expect, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../support/urls';

/**
 * What a page shows while its data is late or missing: the loading spinner, the error box with its
 * Try again button, and a remote's fallback with Retry (fault journeys).
 */
export class FaultStates {
  constructor(readonly page: Page) {}

  spinner(label: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: label });
  }

  /** The error box of a page whose data could not be loaded. */
  loadError(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  remoteFallback(section: string): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: 'This part of Gaido is unavailable' })
      .filter({ hasText: `The ${section} section could not be loaded` });
  }

  async tryAgain(box: Locator) {
    await box.getByRole('button', { name: /^(Try again|Retry)$/ }).click();
  }

  /** The API answers nothing at all: every request to it fails to connect. */
  async takeApiDown() {
    await this.page.route(`${API_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  }

  async bringApiBack() {
    await this.page.unroute(`${API_ORIGIN}/**`);
  }

  async expectNoLoadError(text: string | RegExp) {
    await expect(this.loadError(text)).toHaveCount(0);
  }
}
