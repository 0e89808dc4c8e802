// The booking mails' amounts and local times: the same words, with one Intl formatter a currency and a
// zone built once and kept (building one cost more of a booking's CPU than its statements' writes).
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/features/bookings/mails';
import { describeLocal } from '../src/features/tours/local-time';

const { NumberFormat, DateTimeFormat } = Intl;
const built = { number: 0, date: 0 };
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

/** Intl's formatters, counting what is built. */
function countFormatters() {
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      built.number += 1;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built.date += 1;
    }
  } as typeof DateTimeFormat;
}

describe('mail formats', () => {
  it('formats amounts in minor units and local times in the tour zone, building each formatter once', () => {
    // Warm both caches for the zone and currency used below, then count the constructions.
    formatMoney(1, 'JPY');
    describeLocal(new Date(0), 'Asia/Tokyo');
    countFormatters();

    expect(formatMoney(4550, 'EUR')).toBe('€45.50');
    expect(formatMoney(12000, 'EUR')).toBe('€120.00');
    expect(formatMoney(3500, 'JPY')).toBe('JP¥3,500');
    const instant = new Date('2031-06-14T08:00:00Z');
    expect(describeLocal(instant, 'Europe/Lisbon')).toBe('Sat, 14 Jun 2031, 09:00');
    expect(describeLocal(instant, 'Europe/Lisbon')).toBe('Sat, 14 Jun 2031, 09:00');
    expect(describeLocal(instant, 'Asia/Tokyo')).toBe('Sat, 14 Jun 2031, 17:00');

    // EUR and Lisbon are new here; JPY and Tokyo were kept from before.
    expect(built).toEqual({ number: 1, date: 1 });
  });
});
