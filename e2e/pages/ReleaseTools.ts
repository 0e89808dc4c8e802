import { expect, type Locator, type Page } from '@playwright/test';

/** The host's QA banner and release panel (host/src/release). */
export class ReleaseTools {
  readonly overridesBanner: Locator;
  readonly refusal: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.overridesBanner = page.getByRole('region', { name: 'QA overrides' });
    this.refusal = page.getByRole('alert').filter({ hasText: 'QA override refused' });
    this.panel = page.getByRole('complementary', { name: 'Release panel' });
  }

  /** The Tours page's heading, which the journey's candidate builds label. */
  toursHeading() {
    return this.page.getByRole('heading', { level: 1, name: /^Tours/ });
  }

  async expectToursLabel(label: string) {
    await expect(this.toursHeading()).toHaveText(new RegExp(`· ${label}$`));
  }

  async reset() {
    await this.overridesBanner.getByRole('button', { name: 'Reset' }).click();
  }

  /** Opens the release panel as a tester does, with `?gaido-release` on a page. */
  async openPanel(path: string) {
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}gaido-release`);
    await expect(this.panel).toBeVisible();
  }

  /** The panel's form: loads `version` of `remote` for this session, which reloads the page. */
  async chooseOverride(remote: string, version: string) {
    await this.panel.getByRole('combobox', { name: 'Remote' }).selectOption(remote);
    await this.panel.getByRole('textbox', { name: 'Version or manifest URL' }).fill(version);
    await this.panel.getByRole('button', { name: 'Load for this session' }).click();
  }

  panelRow(remote: string) {
    return this.panel.getByRole('row', { name: new RegExp(remote) });
  }
}
