import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The tours list (mfe-tours' ToursPage at /tours). */
export class ToursPage {
  readonly heading: Locator;
  readonly tours: Locator;
  /** The keyword box of the list ("food tour Lisbon"), in the tours search landmark. */
  readonly searchBox: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Tours/ });
    this.tours = page.getByRole('list', { name: 'Tours' });
    this.searchBox = page
      .getByRole('search', { name: 'Tours' })
      .getByRole('searchbox', { name: 'Search tours' });
  }

  /** Opens /tours and returns the document's response, for what the server sent with the page. */
  async goto(): Promise<Response> {
    const response = await this.page.goto('/tours');
    if (!response) throw new Error('no response for the /tours document');
    return response;
  }

  /** `timeout`: for a build that is slower to render by design; the configured wait otherwise. */
  async expectTours({ timeout }: { timeout?: number } = {}) {
    await expect(this.heading).toBeVisible({ timeout });
    await expect(this.tours.getByRole('listitem').first()).toBeVisible({ timeout });
  }
}
