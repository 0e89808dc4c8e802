import type { Locator, Page } from '@playwright/test';

/** What a page's layout measures in the browser: how far it runs sideways and how tall it is. */
export class PageLayout {
  constructor(readonly page: Page) {}

  /**
   * Pixels the page is wider than the screen (0 when nothing scrolls sideways). Measured against the
   * viewport's set width, not `innerWidth`: a phone browser zooms out to show a page that overflows,
   * and `innerWidth` grows with it, so the two would agree on a page that does scroll sideways.
   */
  async sidewaysOverflow(): Promise<number> {
    const viewport = this.page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const width = await this.page.evaluate(() => document.documentElement.scrollWidth);
    return width - viewport.width;
  }

  height(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollHeight);
  }

  /** The page's height in screens of the current viewport. */
  async screens(): Promise<number> {
    const viewport = this.page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    return (await this.height()) / viewport.height;
  }

  /** Whether the element lies wholly between the screen's left and right edges, as it is laid out. */
  async isAcrossTheScreen(element: Locator): Promise<boolean> {
    const box = await element.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) return false;
    return box.x >= 0 && box.x + box.width <= viewport.width;
  }
}
