import type { Locator, Page } from '@playwright/test';

/** The host's one toast area (sonner). Toasts past the visible limit stay in the DOM, hidden. */
export class Toasts {
  readonly visible: Locator;

  constructor(readonly page: Page) {
    this.visible = page.locator('[data-sonner-toast][data-visible="true"]');
  }

  withText(text: string) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** What any remote does through @gaido/shared's showToast: a gaido:toast window event. */
  async show(description: string, variant: 'default' | 'destructive' = 'default') {
    await this.page.evaluate(
      ({ description, variant }) =>
        window.dispatchEvent(
          new CustomEvent('gaido:toast', { detail: { id: crypto.randomUUID(), description, variant } }),
        ),
      { description, variant },
    );
  }
}
