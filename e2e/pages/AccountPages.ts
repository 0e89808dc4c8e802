import { expect, type Locator, type Page } from '@playwright/test';

/** /bookings (mfe-account). */
export class BookingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/bookings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible();
  }

  /** The booking card showing this reference. */
  booking(reference: string): Locator {
    return this.page.getByRole('article').filter({ hasText: reference });
  }

  /** What the last cancellation did: said above the lists, since the booking moves between them. */
  notice(): Locator {
    return this.page.getByRole('main').getByRole('status').filter({ hasText: 'is cancelled' });
  }

  /** The list of past and cancelled bookings. */
  pastAndCancelled(): Locator {
    return this.page.getByRole('list', { name: 'Past and cancelled bookings' });
  }

  async cancel(reference: string) {
    const card = this.booking(reference);
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(card.getByRole('heading', { name: `Cancel booking ${reference}?` })).toBeVisible();
    await card.getByRole('button', { name: 'Yes, cancel booking' }).click();
  }
}

/** /payment-history (mfe-account). */
export class PaymentHistoryPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Charges and refunds, newest first' });
  }

  async goto() {
    await this.page.goto('/payment-history');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  }

  rowsFor(bookingReference: string): Locator {
    return this.table.getByRole('row').filter({ hasText: bookingReference });
  }
}
