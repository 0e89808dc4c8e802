import { expect, type Page } from '@playwright/test';

/** A branch's preview opened on the host server (docs/releases.md "Previews"). */
export class BranchPreview {
  constructor(readonly page: Page) {}

  /** Opens `path` of the app in the preview, as its URL (`/?gaido-env=<preview>`) does. */
  async open(name: string, path = '/') {
    await this.page.goto(`${path}?gaido-env=${encodeURIComponent(name)}`);
  }

  /** Waits until the host server stops serving the preview (it reads the service every second). */
  async expectNoLongerServed() {
    await expect
      .poll(async () => (await this.page.request.get('/remotes.json')).status(), { timeout: 10_000 })
      .toBe(410);
    await this.page.reload();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'This preview is not served' }),
    ).toBeVisible();
  }

  async openTheAppWithoutIt() {
    await this.page.getByRole('link', { name: 'Open the app' }).click();
  }
}
