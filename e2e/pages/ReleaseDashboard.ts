import { expect, type Locator, type Page } from '@playwright/test';

/** The release service's dashboard (release-service/src/dashboard.mjs), as a release manager uses it. */
export class ReleaseDashboard {
  readonly rollouts: Locator;
  readonly approvals: Locator;
  readonly audit: Locator;
  readonly previews: Locator;
  readonly notice: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly serviceUrl: string,
  ) {
    this.rollouts = page.getByRole('table', { name: 'Running rollouts' });
    this.approvals = page.getByRole('table', { name: 'Forced pins and rollout steps' });
    this.audit = page.getByRole('table', { name: 'Audit log, newest first' });
    this.previews = page.getByRole('table', { name: 'Preview environments' });
    this.notice = page.getByRole('status');
    this.alert = page.getByRole('alert');
  }

  async open() {
    await this.page.goto(`${this.serviceUrl}/dashboard`);
  }

  /** Signs in through the form, with the keyboard as much as a person would. */
  async signIn(email: string, password: string) {
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByLabel('Password').press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    await expect(this.page.getByRole('banner')).toContainText(`Signed in as ${email}`);
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Sign in to the release dashboard' }),
    ).toBeVisible();
  }

  /** The table of what an environment runs (its caption is the environment's name). */
  environment(name: string) {
    return this.page.getByRole('table', { name, exact: true });
  }

  row(table: Locator, text: string | RegExp) {
    return table.getByRole('row').filter({ hasText: text });
  }

  /** Approves the request the button names ("rollout start to 10% of mfe_tours@… in production"). */
  async approve(description: string) {
    await this.approvals.getByRole('button', { name: `Approve ${description}` }).click();
  }
}
