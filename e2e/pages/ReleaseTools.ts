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

  /** Opens the panel on the page already shown, with its keyboard shortcut. */
  async openPanelWithKeyboard() {
    await this.page.keyboard.press('Alt+Shift+KeyR');
    await expect(this.panel).toBeVisible();
  }

  /** The panel's form, typed: loads `versionOrUrl` of `remote` for this session, which reloads the page. */
  async chooseOverride(remote: string, versionOrUrl: string) {
    await this.panel.getByRole('combobox', { name: 'Remote' }).selectOption(remote);
    await this.panel.getByRole('textbox', { name: 'Version or manifest URL' }).fill(versionOrUrl);
    await this.panel.getByRole('button', { name: 'Load for this session' }).click();
  }

  /** The published versions the panel lists for `remote`. */
  async publishedVersions(remote: string) {
    await this.panel.getByRole('combobox', { name: 'Remote' }).selectOption(remote);
    const table = this.panel.getByRole('table', { name: `Published versions of ${remote}` });
    await expect(table).toBeVisible();
    return table;
  }

  publishedVersion(table: Locator, version: string) {
    return table.getByRole('row', { name: new RegExp(version.replace(/[.+]/g, '\\$&')) });
  }

  /** Picks a published version from the panel's list (forced past the release gate if asked). */
  async pickVersion(remote: string, version: string, { force = false }: { force?: boolean } = {}) {
    const table = await this.publishedVersions(remote);
    await this.panel.getByRole('checkbox', { name: 'Force past the release gate' }).setChecked(force);
    await this.publishedVersion(table, version)
      .getByRole('button', { name: `Load ${version}${force ? ', forced' : ''}` })
      .click();
  }

  panelRow(remote: string) {
    return this.panel.getByRole('table', { name: 'Remotes live on this page' }).getByRole('row', {
      name: new RegExp(remote),
    });
  }
}
