import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A tour's page (mfe-tours): the booking panel with its calendar, start times, guests and payment step.
 * On a wide screen the panel sits beside the tour; on a phone it is in the sheet that the bar's "Check
 * availability" opens (named for the tour), and a traveller opens it to book.
 */
export class TourPage {
  readonly heading: Locator;
  readonly aside: Locator;
  readonly sheet: Locator;
  readonly panel: Locator;
  readonly checkAvailability: Locator;
  readonly requestButton: Locator;
  readonly guests: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.aside = page.getByRole('complementary', { name: 'Booking' });
    this.sheet = page.getByRole('dialog').filter({
      has: page.getByRole('region', { name: /^(Book this tour|Pay for your booking|Booking confirmed)$/ }),
    });
    this.panel = this.aside.or(this.sheet);
    this.checkAvailability = page.getByRole('button', { name: 'Check availability' });
    this.requestButton = this.panel.getByRole('button', { name: 'Request booking' });
    this.guests = this.panel.getByLabel('Guests');
  }

  /** Opens the tour's page. */
  async goto(citySlug: string, tourSlug: string) {
    await this.page.goto(`/tours/${citySlug}/${tourSlug}`);
    await expect(this.heading).toBeVisible();
  }

  /** Opens the tour's page and its booking, to book it. */
  async gotoBooking(citySlug: string, tourSlug: string) {
    await this.goto(citySlug, tourSlug);
    await this.openBooking();
  }

  /** The booking steps: beside the tour on a wide screen; on a phone, Check availability opens them. */
  async openBooking() {
    if (await this.checkAvailability.isVisible()) await this.checkAvailability.click();
    await expect(this.panel.getByRole('heading', { name: 'Book this tour' })).toBeVisible();
  }

  /**
   * Puts the booking aside: on a phone, closes its sheet (what was chosen stays); beside the tour on a
   * wide screen there is nothing to close.
   */
  async closeBooking() {
    await expect(this.panel).toBeVisible();
    if (await this.sheet.isVisible()) {
      await this.sheet.getByRole('button', { name: 'Close' }).click();
      await expect(this.sheet).toBeHidden();
    }
  }

  /** Next month's `index`-th day with free places: far enough ahead to cancel for free. */
  async chooseDayNextMonth(index = 1): Promise<string> {
    await this.panel.getByRole('button', { name: 'Go to the Next Month' }).click();
    const day = this.panel.getByRole('button', { name: /places free$/ }).nth(index);
    const label = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    await expect(this.panel.getByRole('button', { name: /selected$/ })).toBeVisible();
    return label.replace(/, places free$/, '');
  }

  timeGroup() {
    return this.panel.getByRole('group', { name: /^Start time on / });
  }

  /** The first start time with room for the party; returns its label ("10:00 AM"). */
  async chooseFirstTime(): Promise<string> {
    const time = this.timeGroup().getByRole('radio', { disabled: false }).first();
    await time.check();
    const label = (await time.locator('..').locator('.slot-time').textContent()) ?? '';
    return label.trim();
  }

  checkedTime() {
    return this.timeGroup().getByRole('radio', { checked: true });
  }

  keptSelectionNotice() {
    return this.panel.getByRole('status').filter({ hasText: 'We kept your selection' });
  }

  async payWithCard(number: string, holder = 'Ana Traveller') {
    const form = this.panel.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Name on card').fill(holder);
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiry date (MM/YY)').fill('12/35');
    await form.getByLabel('Security code (CVC)').fill('123');
    await form.getByRole('button', { name: /^Pay / }).click();
  }

  /** The reference shown on the payment step, while the places are held. */
  async heldReference(): Promise<string> {
    const text = (await this.panel.getByText(/Booking reference GD-/).textContent()) ?? '';
    return /GD-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0] ?? '';
  }

  paymentError() {
    return this.panel.getByRole('form', { name: 'Card payment' }).getByRole('alert');
  }

  confirmation() {
    return this.panel.getByRole('heading', { name: 'Booking confirmed' });
  }

  async bookingReference(): Promise<string> {
    return ((await this.panel.locator('.booking-reference').textContent()) ?? '').trim();
  }
}
