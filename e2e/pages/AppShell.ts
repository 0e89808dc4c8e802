import { expect, type Locator, type Page } from '@playwright/test';

/** The host's shell: header navigation, account area and toasts. */
export class AppShell {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly signInButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.signInButton = this.header.getByRole('button', { name: 'Sign in' });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async navigateTo(linkName: string) {
    await this.mainNav.getByRole('link', { name: linkName }).click();
  }

  accountMenuButton() {
    return this.header.getByRole('button', { name: /Account menu for/ });
  }

  /** Signs out as a traveller does: from the account menu, then waits for the header's Sign in. */
  async signOut() {
    await this.accountMenuButton().click();
    await this.header.getByRole('button', { name: 'Sign out' }).click();
    // The server is told first (best effort), then the session here ends: a page left before that
    // would still be signed in.
    await expect(this.signInButton).toBeVisible();
  }

  toast(text: string | RegExp) {
    return this.page.getByText(text);
  }

  /**
   * The home page's hidden gems, scrolled to as a visitor does: they are far below the first screen and
   * load when scrolled near (or once the page is idle), not with the page.
   */
  async featuredGems() {
    const region = this.page.getByRole('region', { name: 'Hidden gems' });
    await region.scrollIntoViewIfNeeded();
    return region;
  }

  async expectHeading(name: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}
